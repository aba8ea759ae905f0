//! A square root of a formal power series by Newton's iteration on the NTT,
//! O(n log n); verified by `crates/cpkit/verify/sqrt-of-formal-power-series`.

use super::convolution::convolution;
use super::fps_inv::fps_inv;
use super::modint::StaticModInt;

/// The first `n` coefficients of some `g` with `g² ≡ f (mod x^n)`, modulo an
/// NTT prime `M` (such as 998244353), or `None` when there is none: when
/// the first nonzero coefficient of `f` below `x^n` sits at an odd power, or
/// is not a square modulo `M`. O(n log n).
///
/// With `f = x^(2s) h`, `h[0] ≠ 0`, `g = x^s r` where `r[0]` is a square
/// root of `h[0]` ([`sqrt_mod`](super::sqrt_mod::sqrt_mod)); Newton's
/// iteration doubles the known coefficients of `r`: if `r² ≡ h (mod x^m)`
/// then `(r + h / r) / 2` is right modulo `x^(2m)`.
///
/// # Example
/// ```
/// use cpkit::math::fps_sqrt::fps_sqrt;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// let mint = |v: &[i64]| v.iter().map(|&c| Mint::new(c)).collect::<Vec<_>>();
/// let g = fps_sqrt(&mint(&[0, 0, 4, 4, 1]), 5).unwrap(); // x²(2 + x)²
/// assert!(g == mint(&[0, 2, 1, 0, 0]) || g == mint(&[0, -2, -1, 0, 0]));
/// assert_eq!(fps_sqrt(&mint(&[0, 1]), 2), None); // x has no square root
/// ```
pub fn fps_sqrt<const M: u32>(f: &[StaticModInt<M>], n: usize) -> Option<Vec<StaticModInt<M>>> {
    let zero = StaticModInt::<M>::raw(0);
    let mut result = vec![zero; n];
    let t = match f.iter().take(n).position(|&c| c != zero) {
        Some(t) => t,
        None => return Some(result),
    };
    if t % 2 == 1 {
        return None;
    }
    let root = StaticModInt::<M>::raw(super::sqrt_mod::sqrt_mod(f[t].val(), M)?);
    // r² ≡ h modulo x^len is all g² ≡ f modulo x^n asks.
    let len = n - t;
    let h = &f[t..f.len().min(n)];
    let inv_two = StaticModInt::<M>::raw(2).inv();
    let mut r = vec![root];
    let mut m = 1;
    while m < len {
        let m2 = (2 * m).min(len);
        let mut quotient = convolution(&h[..h.len().min(m2)], &fps_inv(&r, m2));
        quotient.resize(m2, zero);
        r.resize(m2, zero);
        for (x, &y) in r.iter_mut().zip(&quotient) {
            *x = (*x + y) * inv_two;
        }
        m = m2;
    }
    result[t / 2..t / 2 + len].copy_from_slice(&r[..len]);
    Some(result)
}
