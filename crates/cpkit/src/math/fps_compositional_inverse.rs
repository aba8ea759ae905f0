//! The compositional inverse of a formal power series, by Lagrange
//! inversion on Kinoshita–Li's power projection: O(n log² n); verified on
//! Library Checker's `compositional_inverse_of_formal_power_series` and its
//! `_large` variant
//! (`crates/cpkit/verify/compositional-inverse-of-formal-power-series`,
//! `crates/cpkit/verify/compositional-inverse-of-formal-power-series-large`).

use super::fps_composition::power_projection;
use super::fps_exp::fps_exp;
use super::fps_log::fps_log;
use super::modint::StaticModInt;

/// The first `n` coefficients of the `g` with `f(g(x)) = g(f(x)) = x`,
/// modulo an NTT prime `M` (such as 998244353) larger than `n`; `f(0)`
/// must be 0 and `f'(0)` nonzero. O(n log² n).
///
/// Lagrange inversion: `[x^k] f^i = (i / k) [x^(k−i)] (x / g)^k`. With
/// `k = n − 1`, the power projection `[x^k] f(x)^i` for every `i` gives
/// `(x / g)^k` modulo `x^k`; its k-th root (by log and exp, the constant
/// term being `f'(0)^k`) is `x / g`, whose inverse is `g / x`.
///
/// # Example
/// ```
/// use cpkit::math::fps_compositional_inverse::compositional_inverse;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// let v = |a: &[i32]| -> Vec<Mint> { a.iter().map(|&x| Mint::new(x)).collect() };
/// // x + x² inverts to x − x² + 2x³ − 5x⁴ + ... (Catalan numbers, signed).
/// assert_eq!(compositional_inverse(&v(&[0, 1, 1]), 5), v(&[0, 1, -1, 2, -5]));
/// // 2x inverts to x / 2.
/// assert_eq!(compositional_inverse(&v(&[0, 2]), 2)[1] * Mint::new(2), Mint::new(1));
/// ```
pub fn compositional_inverse<const M: u32>(
    f: &[StaticModInt<M>],
    n: usize,
) -> Vec<StaticModInt<M>> {
    let zero = StaticModInt::<M>::raw(0);
    assert!(
        f.first().map_or(true, |&c| c == zero),
        "compositional_inverse needs f(0) = 0"
    );
    let a1 = f.get(1).copied().unwrap_or(zero);
    assert!(a1 != zero, "compositional_inverse needs f'(0) ≠ 0");
    let mut g = vec![zero; n];
    if n <= 2 {
        if n == 2 {
            g[1] = a1.inv();
        }
        return g;
    }
    let k = n - 1;
    let f = &f[..n.min(f.len())];
    let projection = power_projection(f, &[StaticModInt::raw(1)], k, n);
    // h_j = [x^j] (x / g)^k = k / (k − j) · [x^k] f^(k−j), for j < k; divided
    // by h_0 = a1^k to start with 1.
    let kk = StaticModInt::<M>::new(k as u64);
    let h0_inv = projection[k].inv();
    let mut inverses = vec![StaticModInt::<M>::raw(1); k + 1];
    for i in 2..=k {
        inverses[i] = -inverses[M as usize % i] * StaticModInt::new((M as usize / i) as u64);
    }
    let h: Vec<StaticModInt<M>> = (0..k)
        .map(|j| kk * inverses[k - j] * projection[k - j] * h0_inv)
        .collect();
    // g / x = (x / g)^(−1) = a1^(−1) (h / h_0)^(−1/k).
    let mut log = fps_log(&h, k);
    let scale = -inverses[k];
    for c in log.iter_mut() {
        *c *= scale;
    }
    let root = fps_exp(&log, k);
    let a1_inv = a1.inv();
    for (x, &c) in root.iter().enumerate() {
        g[x + 1] = c * a1_inv;
    }
    g
}
