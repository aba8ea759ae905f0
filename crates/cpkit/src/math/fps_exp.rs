//! The exponential of a formal power series by Newton's iteration on the
//! logarithm, with the inverse kept alongside, O(n log n); verified on
//! Library Checker's `exp_of_formal_power_series`
//! (`crates/cpkit/verify/exp-of-formal-power-series`) and `bell_number`
//! (`crates/cpkit/verify/bell-number`).

use super::convolution::{butterfly, butterfly_inv};
use super::modint::StaticModInt;

/// The first `n` coefficients of `exp f`, modulo an NTT prime `M` (such as
/// 998244353) larger than `n`; `f[0]` must be 0. O(n log n).
///
/// Newton's iteration for `log g = f`: if `g ≡ exp f` modulo `x^m`, then
/// `g (1 + f - log g)` is right modulo `x^(2m)`, where
/// `log g = ∫ g' / g` needs `1 / g` only modulo `x^m`. That inverse is kept
/// alongside, one Newton step of its own per doubling, and the transforms
/// of `g` and `1 / g` are shared: about 8.5 transforms of length `2m` per
/// doubling (the plain way, a whole logarithm per step, takes about 20).
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
    let zero = StaticModInt::<M>::raw(0);
    let one = StaticModInt::<M>::raw(1);
    if n <= 1 {
        return vec![one; n];
    }
    let coef = |i: usize| f.get(i).copied().unwrap_or(zero);
    // inv[i] = 1 / i, for the integrals, in O(n).
    let size = n.next_power_of_two();
    let mut inv = vec![one; size + 1];
    for i in 2..=size {
        inv[i] = -inv[M as usize % i] * StaticModInt::raw(M / i as u32);
    }
    // butterfly_inv then the division by the length.
    let inverse = |a: &mut [StaticModInt<M>]| {
        butterfly_inv(a);
        let scale = inv[a.len()];
        for x in a.iter_mut() {
            *x *= scale;
        }
    };
    // g = exp f mod x^m; h = 1 / g mod x^(m / 2); h_hat = the transform
    // of h at length m.
    let mut g = vec![one, coef(1)];
    let mut h = vec![one];
    let mut h_hat = vec![one, one];
    while g.len() < n {
        let m = g.len();
        let mut g_hat = g.clone();
        g_hat.resize(2 * m, zero);
        butterfly(&mut g_hat);
        // One Newton step for 1 / g, to x^m: h - h (g h - 1), where g h - 1
        // has no term below m / 2. The first m values of g_hat are g's
        // transform modulo x^m - 1 at length m.
        let mut e: Vec<StaticModInt<M>> = g_hat[..m]
            .iter()
            .zip(&h_hat)
            .map(|(&a, &b)| a * b)
            .collect();
        inverse(&mut e);
        for x in e[..m / 2].iter_mut() {
            *x = zero;
        }
        butterfly(&mut e);
        for (x, &b) in e.iter_mut().zip(&h_hat) {
            *x *= -b;
        }
        inverse(&mut e);
        h.extend_from_slice(&e[m / 2..]);
        h_hat = h.clone();
        h_hat.resize(2 * m, zero);
        butterfly(&mut h_hat);
        // r = g f' - g' modulo x^m - 1 (zero below m - 1 but for the wrap).
        let mut r: Vec<StaticModInt<M>> = (0..m)
            .map(|i| {
                if i + 1 < m {
                    coef(i + 1) * StaticModInt::raw(i as u32 + 1)
                } else {
                    zero
                }
            })
            .collect();
        butterfly(&mut r);
        for (x, &a) in r.iter_mut().zip(&g_hat) {
            *x *= a;
        }
        inverse(&mut r);
        for i in 0..m - 1 {
            r[i] -= g[i + 1] * StaticModInt::raw(i as u32 + 1);
        }
        // Terms m - 1 to 2m - 2 of g f' - g': the wrapped ones move up.
        r.resize(2 * m, zero);
        for i in 0..m - 1 {
            r[m + i] = r[i];
            r[i] = zero;
        }
        // (g f' - g') / g, integrated, plus f: the correction f - log g.
        butterfly(&mut r);
        for (x, &b) in r.iter_mut().zip(&h_hat) {
            *x *= b;
        }
        inverse(&mut r);
        for i in (0..2 * m - 1).rev() {
            r[i + 1] = r[i] * inv[i + 1];
        }
        r[0] = zero;
        for (i, x) in r.iter_mut().enumerate().take(n).skip(m) {
            *x += coef(i);
        }
        for x in r[..m].iter_mut() {
            *x = zero;
        }
        // g (f - log g), terms m to 2m - 1.
        butterfly(&mut r);
        for (x, &a) in r.iter_mut().zip(&g_hat) {
            *x *= a;
        }
        inverse(&mut r);
        g.extend_from_slice(&r[m..]);
    }
    g.truncate(n);
    g
}
