//! The Bernoulli numbers `B_0, ..., B_n` as the exponential generating
//! function `x / (e^x - 1)`, one series inverse, O(n log n); verified on
//! Library Checker's `bernoulli_number`
//! (`crates/cpkit/verify/bernoulli-number`).

use super::binomial::Binomial;
use super::fps_inv::fps_inv;
use super::modint::StaticModInt;

/// `B_k` for `k` in `0..=n`, with `B_1 = -1/2` (the convention of
/// `Σ_k B_k x^k / k! = x / (e^x - 1)`), modulo an NTT prime `M` (such as
/// 998244353) larger than `n + 1`. O(n log n).
///
/// `(e^x - 1) / x = Σ_k x^k / (k + 1)!` has constant term 1, so its
/// inverse is the exponential generating function, and `B_k = k!` times
/// its coefficient of `x^k`.
///
/// # Example
/// ```
/// use cpkit::math::bernoulli::bernoulli_numbers;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// let b = bernoulli_numbers::<998_244_353>(6);
/// let expected = [(1, 1), (-1, 2), (1, 6), (0, 1), (-1, 30), (0, 1), (1, 42)];
/// for (x, &(p, q)) in b.iter().zip(&expected) {
///     assert_eq!(*x, Mint::new(p) / Mint::new(q));
/// }
/// assert_eq!(bernoulli_numbers::<998_244_353>(0), [Mint::new(1)]);
/// ```
pub fn bernoulli_numbers<const M: u32>(n: usize) -> Vec<StaticModInt<M>> {
    let table = Binomial::new(n + 1, M);
    let f: Vec<StaticModInt<M>> = (0..=n)
        .map(|k| StaticModInt::raw(table.inv_fact(k + 1)))
        .collect();
    let mut b = fps_inv(&f, n + 1);
    for (k, x) in b.iter_mut().enumerate() {
        *x *= StaticModInt::raw(table.fact(k));
    }
    b
}
