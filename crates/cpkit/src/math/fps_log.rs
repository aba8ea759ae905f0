//! The logarithm of a formal power series, `∫ f' / f`, O(n log n);
//! verified on Library Checker's `log_of_formal_power_series`
//! (`crates/cpkit/verify/log-of-formal-power-series`).

use super::modint::StaticModInt;

/// The first `n` coefficients of `log f`, modulo an NTT prime `M` (such as
/// 998244353) larger than `n`; `f[0]` must be 1. O(n log n): one inverse
/// ([`fps_inv`](super::fps_inv::fps_inv)) and one product.
///
/// # Example
/// ```
/// use cpkit::math::fps_log::fps_log;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// let f: Vec<Mint> = [1, 1].iter().map(|&x| Mint::new(x)).collect();
/// // log(1 + x) = x - x²/2 + x³/3 - ...
/// let expected = [0, 1, -1, 1].iter().zip([1, 1, 2, 3]).map(|(&a, b)| Mint::new(a) / Mint::new(b));
/// assert_eq!(fps_log(&f, 4), expected.collect::<Vec<_>>());
/// ```
pub fn fps_log<const M: u32>(f: &[StaticModInt<M>], n: usize) -> Vec<StaticModInt<M>> {
    assert!(
        f.first().map_or(false, |c| c.val() == 1),
        "fps_log needs a constant term of 1"
    );
    if n <= 1 {
        return vec![StaticModInt::new(0); n];
    }
    let derivative: Vec<StaticModInt<M>> = f
        .iter()
        .take(n)
        .enumerate()
        .skip(1)
        .map(|(i, &c)| c * StaticModInt::new(i as u64))
        .collect();
    let mut quotient =
        super::convolution::convolution(&derivative, &super::fps_inv::fps_inv(f, n - 1));
    quotient.resize(n - 1, StaticModInt::new(0));
    integrate(&quotient)
}

/// `∫ g`: coefficient i of g moves to i + 1, divided by i + 1, with the
/// inverses 1/1 .. 1/n in O(n) from `1/i = -(M / i) · 1/(M mod i)`.
fn integrate<const M: u32>(g: &[StaticModInt<M>]) -> Vec<StaticModInt<M>> {
    let n = g.len() + 1;
    let mut inv = vec![StaticModInt::<M>::new(1); n.max(2)];
    for i in 2..n {
        inv[i] = -inv[M as usize % i] * StaticModInt::new(M / i as u32);
    }
    let mut out = Vec::with_capacity(n);
    out.push(StaticModInt::new(0));
    out.extend(g.iter().zip(&inv[1..]).map(|(&c, &v)| c * v));
    out
}
