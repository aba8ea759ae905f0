//! The Montmort numbers (derangements: permutations with no fixed point)
//! `!0, ..., !n` modulo any `m`, by `!k = k · !(k - 1) + (-1)^k`, O(n);
//! verified on Library Checker's `montmort_number_mod`
//! (`crates/cpkit/verify/montmort-number-mod`).

/// The numbers of derangements of `0, 1, ..., n` items modulo `m`
/// (`1 <= m < 2^32`): `!k` counts the permutations `p` of size `k` with
/// `p_i != i` for every `i`. O(n), one product and remainder per term.
///
/// Inclusion–exclusion over the fixed points gives
/// `!k = Σ_i (-1)^i k! / i!`, hence `!k = k · !(k - 1) + (-1)^k`
/// (equivalently `!k = (k - 1) (!(k - 1) + !(k - 2))`).
///
/// # Example
/// ```
/// use cpkit::math::montmort::montmort;
///
/// assert_eq!(montmort(6, 1_000_000_007), [1, 0, 1, 2, 9, 44, 265]);
/// assert_eq!(montmort(6, 10), [1, 0, 1, 2, 9, 4, 5]);
/// assert_eq!(montmort(3, 1), [0, 0, 0, 0]);
/// ```
pub fn montmort(n: usize, m: u32) -> Vec<u32> {
    assert!(m >= 1, "montmort needs a modulus of at least 1");
    let m = u64::from(m);
    let mut a = Vec::with_capacity(n + 1);
    let mut last = 1 % m;
    a.push(last as u32);
    for k in 1..=n as u64 {
        last = last * (k % m) % m;
        last = if k % 2 == 0 {
            (last + 1) % m
        } else {
            (last + m - 1) % m
        };
        a.push(last as u32);
    }
    a
}
