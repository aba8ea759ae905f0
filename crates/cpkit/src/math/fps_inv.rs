//! The inverse of a formal power series by Newton's iteration on the NTT,
//! O(n log n); verified on Library Checker's `inv_of_formal_power_series`
//! (`crates/cpkit/verify/inv-of-formal-power-series`).

use super::convolution::{butterfly, butterfly_inv};
use super::modint::StaticModInt;

/// The first `n` coefficients of `1 / f`, modulo an NTT prime `M` (such as
/// 998244353); `f[0]` must be nonzero. O(n log n).
///
/// Newton's iteration doubles the known coefficients: if `f g ≡ 1` modulo
/// `x^m`, then `g - g (f g - 1)` is the inverse modulo `x^(2m)`. With
/// transforms of length 2m, `f g` taken cyclically is exact where it
/// matters (its coefficients m..2m, since `f g - 1` has none below m), and
/// so is the second product: five transforms of length 2m per doubling.
///
/// # Example
/// ```
/// use cpkit::math::fps_inv::fps_inv;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// let f: Vec<Mint> = [1, -1].iter().map(|&x| Mint::new(x)).collect();
/// // 1 / (1 - x) = 1 + x + x² + ...
/// assert_eq!(fps_inv(&f, 4), vec![Mint::new(1); 4]);
/// ```
pub fn fps_inv<const M: u32>(f: &[StaticModInt<M>], n: usize) -> Vec<StaticModInt<M>> {
    assert!(
        f.first().map_or(false, |c| c.val() != 0),
        "fps_inv needs a nonzero constant term"
    );
    let zero = StaticModInt::new(0);
    let mut g = vec![f[0].inv()];
    let mut m = 1;
    while m < n {
        let len = 2 * m;
        let mut a: Vec<StaticModInt<M>> = f.iter().take(len).copied().collect();
        a.resize(len, zero);
        let mut b = g.clone();
        b.resize(len, zero);
        butterfly(&mut a);
        butterfly(&mut b);
        for (x, &y) in a.iter_mut().zip(&b) {
            *x *= y;
        }
        butterfly_inv(&mut a);
        // a / len is f g mod (x^len - 1): 1, then zeros up to m, then the
        // error e. The scale is folded into the second product.
        for x in a[..m].iter_mut() {
            *x = zero;
        }
        butterfly(&mut a);
        let scale = StaticModInt::<M>::new(len as u64).inv();
        let scale = scale * scale;
        for (x, &y) in a.iter_mut().zip(&b) {
            *x *= y * scale;
        }
        butterfly_inv(&mut a);
        g.extend(a[m..].iter().map(|&x| -x));
        m = len;
    }
    g.truncate(n);
    g
}
