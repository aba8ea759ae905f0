//! The Stirling numbers of one column, `s(n, k)` and `S(n, k)` for a fixed
//! `k` and every `n` from `k` to `N`, as powers of the series `log(1 + x)`
//! and `e^x - 1`, O(N log N); verified on Library Checker's
//! `stirling_number_of_the_first_kind_fixed_k` and
//! `stirling_number_of_the_second_kind_fixed_k`
//! (`crates/cpkit/verify/stirling-number-of-the-first-kind-fixed-k`,
//! `crates/cpkit/verify/stirling-number-of-the-second-kind-fixed-k`).

use super::binomial::Binomial;
use super::fps_pow::fps_pow;
use super::modint::StaticModInt;

/// `k! / n!` times `[x^n] f^k` for `n` in `k..=big_n`, with `f = x + ...`
/// given by `f[i] = coefficient(i)` for `i` in `0..=big_n - k + 1`.
fn column<const M: u32>(
    big_n: usize,
    k: usize,
    coefficient: impl Fn(&Binomial, usize) -> StaticModInt<M>,
) -> Vec<StaticModInt<M>> {
    assert!(k <= big_n, "a column of Stirling numbers needs k <= N");
    let table = Binomial::new(big_n + 1, M);
    // f^k = x^k (f / x)^k: only the first N - k + 1 terms of (f / x)^k.
    let len = big_n - k + 1;
    let g: Vec<StaticModInt<M>> = (1..=len).map(|i| coefficient(&table, i)).collect();
    let mut p = fps_pow(&g, k as u64, len);
    let inv_k = StaticModInt::<M>::raw(table.inv_fact(k));
    for (i, x) in p.iter_mut().enumerate() {
        *x *= StaticModInt::<M>::raw(table.fact(k + i)) * inv_k;
    }
    p
}

/// The signed Stirling numbers of the first kind `s(n, k)` (the
/// coefficients of `x (x - 1) ... (x - n + 1) = Σ_k s(n, k) x^k`) for `n`
/// in `k..=big_n`, modulo an NTT prime `M` (such as 998244353) larger than
/// `big_n + 1`; `k <= big_n`. O(N log N).
///
/// Their exponential generating function in `n` is
/// `Σ_n s(n, k) x^n / n! = log(1 + x)^k / k!`: a power of the series.
///
/// # Example
/// ```
/// use cpkit::math::modint::ModInt998244353 as Mint;
/// use cpkit::math::stirling_fixed_k::stirling_first_column;
///
/// // s(2, 2), s(3, 2), s(4, 2), s(5, 2)
/// let column = stirling_first_column::<998_244_353>(5, 2);
/// let expected: Vec<Mint> = [1, -3, 11, -50].iter().map(|&x| Mint::new(x)).collect();
/// assert_eq!(column, expected);
/// // s(0, 0) = 1, and s(n, 0) = 0 for n >= 1.
/// let zeros: Vec<u32> = stirling_first_column::<998_244_353>(3, 0).iter().map(|x| x.val()).collect();
/// assert_eq!(zeros, [1, 0, 0, 0]);
/// ```
pub fn stirling_first_column<const M: u32>(big_n: usize, k: usize) -> Vec<StaticModInt<M>> {
    column(big_n, k, |table, i| {
        // log(1 + x) = Σ_i (-1)^(i+1) x^i / i.
        let inv = StaticModInt::<M>::raw(table.inv(i));
        if i % 2 == 1 {
            inv
        } else {
            -inv
        }
    })
}

/// The Stirling numbers of the second kind `S(n, k)` (the ways to split
/// `n` items into `k` nonempty blocks) for `n` in `k..=big_n`, modulo an NTT
/// prime `M` (such as 998244353) larger than `big_n + 1`; `k <= big_n`.
/// O(N log N).
///
/// Their exponential generating function in `n` is
/// `Σ_n S(n, k) x^n / n! = (e^x - 1)^k / k!`: a power of the series.
///
/// # Example
/// ```
/// use cpkit::math::modint::ModInt998244353 as Mint;
/// use cpkit::math::stirling_fixed_k::stirling_second_column;
///
/// // S(2, 2), S(3, 2), S(4, 2), S(5, 2)
/// let column = stirling_second_column::<998_244_353>(5, 2);
/// let expected: Vec<Mint> = [1, 3, 7, 15].iter().map(|&x| Mint::new(x)).collect();
/// assert_eq!(column, expected);
/// assert_eq!(stirling_second_column::<998_244_353>(0, 0), [Mint::new(1)]);
/// ```
pub fn stirling_second_column<const M: u32>(big_n: usize, k: usize) -> Vec<StaticModInt<M>> {
    column(big_n, k, |table, i| {
        StaticModInt::<M>::raw(table.inv_fact(i))
    })
}
