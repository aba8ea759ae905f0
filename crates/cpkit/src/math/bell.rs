//! The Bell numbers `B_0, ..., B_n` as the exponential generating function
//! `exp(e^x - 1)`, O(n log n); verified on Library Checker's `bell_number`
//! (`crates/cpkit/verify/bell-number`).

use super::binomial::Binomial;
use super::fps_exp::fps_exp;
use super::modint::StaticModInt;

/// `B_k` for `k` in `0..=n` (the ways to split a set of `k` items into
/// nonempty blocks), modulo an NTT prime `M` (such as 998244353) larger
/// than `n`. O(n log n).
///
/// Choosing the block of the last item gives `B'(x) = e^x B(x)` for the
/// exponential generating function, so `B(x) = exp(e^x - 1)`: one series
/// exponential, then `B_k = k! [x^k] B(x)`.
///
/// # Example
/// ```
/// use cpkit::math::bell::bell_numbers;
///
/// let b: Vec<u32> = bell_numbers::<998_244_353>(8).iter().map(|x| x.val()).collect();
/// assert_eq!(b, [1, 1, 2, 5, 15, 52, 203, 877, 4140]);
/// assert_eq!(bell_numbers::<998_244_353>(0).len(), 1);
/// ```
pub fn bell_numbers<const M: u32>(n: usize) -> Vec<StaticModInt<M>> {
    let table = Binomial::new(n, M);
    let mut f: Vec<StaticModInt<M>> = (0..=n)
        .map(|i| StaticModInt::raw(table.inv_fact(i)))
        .collect();
    f[0] = StaticModInt::raw(0);
    let mut b = fps_exp(&f, n + 1);
    for (i, x) in b.iter_mut().enumerate() {
        *x *= StaticModInt::raw(table.fact(i));
    }
    b
}
