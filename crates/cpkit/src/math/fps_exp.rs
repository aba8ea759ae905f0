//! The exponential of a formal power series by Newton's iteration on the
//! logarithm, O(n log n); verified on Library Checker's
//! `exp_of_formal_power_series`
//! (`crates/cpkit/verify/exp-of-formal-power-series`).

use super::modint::StaticModInt;

/// The first `n` coefficients of `exp f`, modulo an NTT prime `M` (such as
/// 998244353) larger than `n`; `f[0]` must be 0. O(n log n).
///
/// Newton's iteration for `log g = f`: if `g ≡ exp f` modulo `x^m`, then
/// `g (1 - log g + f)` is right modulo `x^(2m)`.
///
/// # Example
/// ```
/// use cpkit::math::fps_exp::fps_exp;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// let f: Vec<Mint> = [0, 1].iter().map(|&x| Mint::new(x)).collect();
/// // exp(x) = 1 + x + x²/2 + x³/6 + ...
/// let expected: Vec<Mint> = [1, 1, 2, 6].iter().map(|&d| Mint::new(1) / Mint::new(d)).collect();
/// assert_eq!(fps_exp(&f, 4), expected);
/// ```
pub fn fps_exp<const M: u32>(f: &[StaticModInt<M>], n: usize) -> Vec<StaticModInt<M>> {
    assert!(
        f.first().map_or(true, |c| c.val() == 0),
        "fps_exp needs a constant term of 0"
    );
    let zero = StaticModInt::new(0);
    let mut g = vec![StaticModInt::new(1)];
    let mut m = 1;
    while m < n {
        let len = 2 * m;
        let log = super::fps_log::fps_log(&g, len);
        // 1 - log g + f, modulo x^len.
        let mut h: Vec<StaticModInt<M>> = (0..len)
            .map(|i| f.get(i).copied().unwrap_or(zero) - log[i])
            .collect();
        h[0] += StaticModInt::new(1);
        g = super::convolution::convolution(&g, &h);
        g.truncate(len);
        m = len;
    }
    g.resize(n, zero);
    g
}
