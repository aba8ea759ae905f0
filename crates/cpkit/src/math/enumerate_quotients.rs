//! The distinct values of `⌊n / x⌋` for `1 <= x <= n`, in increasing
//! order, O(√n) time (about 2√n values); verified on Library Checker's
//! `enumerate_quotients` (`crates/cpkit/verify/enumerate-quotients`).

/// The sorted distinct values `⌊n / x⌋` for `x` in `1..=n` (empty for
/// `n = 0`); O(√n), with one division per two large values.
///
/// With `f` the least integer with `f² >= n`, the values below `f` are
/// all of `1..f` (each `q < f` is `⌊n / x⌋` for `x = ⌊n / q⌋`), and the
/// others are `⌊n / k⌋` for `k f <= n`; `⌊n / 2k⌋ = ⌊⌊n / k⌋ / 2⌋` saves
/// half the divisions. The sums of number theory over `⌊n / d⌋` (Lucy's,
/// Du's, min-25 sieves) run over exactly these values.
///
/// # Example
/// ```
/// use cpkit::math::enumerate_quotients::enumerate_quotients;
///
/// // ⌊10 / x⌋ for x = 1..=10: 10, 5, 3, 2, 2, 1, 1, 1, 1, 1
/// assert_eq!(enumerate_quotients(10), [1, 2, 3, 5, 10]);
/// assert_eq!(enumerate_quotients(1), [1]);
/// assert!(enumerate_quotients(0).is_empty());
/// ```
pub fn enumerate_quotients(n: u64) -> Vec<u64> {
    let square = |f: u64| u128::from(f) * u128::from(f);
    let mut f = (n as f64).sqrt() as u64;
    while square(f) < u128::from(n) {
        f += 1;
    }
    while f > 0 && square(f - 1) >= u128::from(n) {
        f -= 1;
    }
    let large = n.checked_div(f).unwrap_or(0) as usize;
    let small = f.saturating_sub(1) as usize;
    let mut res = vec![0u64; small + large];
    for (q, slot) in res[..small].iter_mut().enumerate() {
        *slot = q as u64 + 1;
    }
    // res[small + large - k] = ⌊n / k⌋, filled from k = 1 up.
    let total = small + large;
    for k in 1..=large {
        res[total - k] = if k % 2 == 1 {
            n / k as u64
        } else {
            res[total - k / 2] / 2
        };
    }
    res
}
