//! Powers of a formal power series through its logarithm and exponential,
//! O(n log n); verified on Library Checker's `pow_of_formal_power_series`
//! (`crates/cpkit/verify/pow-of-formal-power-series`).

use super::modint::StaticModInt;

/// The first `n` coefficients of `f^k`, modulo an NTT prime `M` (such as
/// 998244353) larger than `n`, for any `k` (`f^0 = 1`). O(n log n).
///
/// Write `f = c x^t (1 + h)` with `c` its lowest nonzero coefficient, at
/// `t`; then `f^k = c^k x^(tk) exp(k log(1 + h))`, and only the first
/// `n - tk` coefficients of the exponential are needed (none when `tk >= n`).
///
/// # Example
/// ```
/// use cpkit::math::fps_pow::fps_pow;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// let m = |v: &[u32]| v.iter().map(|&x| Mint::new(x)).collect::<Vec<_>>();
/// // (x + x²)³ = x³ + 3x⁴ + 3x⁵ + x⁶
/// assert_eq!(fps_pow(&m(&[0, 1, 1]), 3, 6), m(&[0, 0, 0, 1, 3, 3]));
/// assert_eq!(fps_pow(&m(&[0, 0]), 0, 2), m(&[1, 0]));
/// ```
pub fn fps_pow<const M: u32>(f: &[StaticModInt<M>], k: u64, n: usize) -> Vec<StaticModInt<M>> {
    let zero = StaticModInt::new(0);
    let mut result = vec![zero; n];
    if n == 0 {
        return result;
    }
    if k == 0 {
        result[0] = StaticModInt::new(1);
        return result;
    }
    let t = match f.iter().position(|c| c.val() != 0) {
        Some(t) => t,
        None => return result,
    };
    // t k >= n, in 128 bits since k may be near 2^64.
    if t as u128 * k as u128 >= n as u128 {
        return result;
    }
    let shift = t * k as usize;
    let len = n - shift;
    let c = f[t];
    let c_inv = c.inv();
    let h: Vec<StaticModInt<M>> = f[t..].iter().take(len).map(|&x| x * c_inv).collect();
    let k_mod = StaticModInt::<M>::new(k);
    let log: Vec<StaticModInt<M>> = super::fps_log::fps_log(&h, len)
        .into_iter()
        .map(|x| x * k_mod)
        .collect();
    let scale = c.pow(k);
    for (r, x) in result[shift..]
        .iter_mut()
        .zip(super::fps_exp::fps_exp(&log, len))
    {
        *r = x * scale;
    }
    result
}
