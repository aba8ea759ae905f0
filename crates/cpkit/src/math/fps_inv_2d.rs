//! The inverse of a bivariate formal power series modulo `(x^n, y^m)` by
//! Newton's iteration in x on the NTT, each row a block of a Kronecker
//! substitution wide enough that products in y never wrap: O(nm log(nm));
//! verified on Library Checker's `inv_of_formal_power_series_2d`
//! (`crates/cpkit/verify/inv-of-formal-power-series-2d`).

use super::convolution::{butterfly, butterfly_inv};
use super::modint::StaticModInt;

/// The coefficients `b[i m + j]` of `x^i y^j` in `1 / f` modulo
/// `(x^n, y^m)`, for `f` given the same way (`f[i m + j]`, `n m` values)
/// with `f[0] ≠ 0`, modulo an NTT prime `M` (such as 998244353).
/// O(nm log(nm)).
///
/// Row i is the series in y of `x^i`. Row 0 of the inverse is the
/// inverse of row 0 ([`fps_inv`](super::fps_inv::fps_inv)); then as in
/// [`fps_inv`](super::fps_inv::fps_inv), if `f g ≡ 1` modulo `(x^k, y^m)`,
/// `g - g (f g - 1)` is the inverse modulo `(x^2k, y^m)`. Each row is put
/// in a block of `w ≥ 2m - 1` slots, so that one transform of length
/// `2k w` multiplies cyclically in x and exactly in y; the rows of `f g`
/// below k are 1 up to y^m and thrown away, the others cut to y^m: five
/// transforms of length 2kw per doubling. The variables are swapped first
/// when that makes the transforms shorter.
///
/// # Example
/// ```
/// use cpkit::math::fps_inv_2d::fps_inv_2d;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// // 1 / (1 - x - y) = Σ C(i + j, i) x^i y^j
/// let f: Vec<Mint> = [1, -1, -1, 0].iter().map(|&c| Mint::new(c)).collect();
/// let g: Vec<u32> = fps_inv_2d(&f, 2, 2).iter().map(|c| c.val()).collect();
/// assert_eq!(g, [1, 1, 1, 2]);
/// ```
pub fn fps_inv_2d<const M: u32>(f: &[StaticModInt<M>], n: usize, m: usize) -> Vec<StaticModInt<M>> {
    assert_eq!(f.len(), n * m, "fps_inv_2d needs n m coefficients");
    assert!(
        n > 0 && m > 0 && f[0].val() != 0,
        "fps_inv_2d needs f[0] ≠ 0"
    );
    let cost =
        |rows: usize, cols: usize| rows.next_power_of_two() * (2 * cols - 1).next_power_of_two();
    if cost(m, n) < cost(n, m) {
        let t = transpose(f, n, m);
        return transpose(&inverse(&t, m, n), m, n);
    }
    inverse(f, n, m)
}

/// `a` (rows × cols) transposed.
fn transpose<const M: u32>(
    a: &[StaticModInt<M>],
    rows: usize,
    cols: usize,
) -> Vec<StaticModInt<M>> {
    let mut t = vec![StaticModInt::raw(0); a.len()];
    for i in 0..rows {
        for j in 0..cols {
            t[j * rows + i] = a[i * cols + j];
        }
    }
    t
}

fn inverse<const M: u32>(f: &[StaticModInt<M>], n: usize, m: usize) -> Vec<StaticModInt<M>> {
    let zero = StaticModInt::<M>::raw(0);
    let w = (2 * m - 1).next_power_of_two();
    // g: k rows of width m.
    let mut g = super::fps_inv::fps_inv(&f[..m], m);
    let mut k = 1;
    while k < n {
        let len = 2 * k * w;
        let mut a = vec![zero; len];
        for i in 0..(2 * k).min(n) {
            a[i * w..i * w + m].copy_from_slice(&f[i * m..(i + 1) * m]);
        }
        let mut b = vec![zero; len];
        for i in 0..k {
            b[i * w..i * w + m].copy_from_slice(&g[i * m..(i + 1) * m]);
        }
        butterfly(&mut a);
        butterfly(&mut b);
        for (x, &y) in a.iter_mut().zip(&b) {
            *x *= y;
        }
        butterfly_inv(&mut a);
        // Rows k..2k of f g (cut to y^m) are the error; the rest goes.
        // The scale 1/len of each inverse transform is applied at the end.
        for x in a[..k * w].iter_mut() {
            *x = zero;
        }
        for row in a[k * w..].chunks_exact_mut(w) {
            for x in row[m..].iter_mut() {
                *x = zero;
            }
        }
        butterfly(&mut a);
        for (x, &y) in a.iter_mut().zip(&b) {
            *x *= y;
        }
        butterfly_inv(&mut a);
        let scale = StaticModInt::<M>::new(len as u64).inv();
        let scale = -(scale * scale);
        for i in k..(2 * k).min(n) {
            g.extend(a[i * w..i * w + m].iter().map(|&x| x * scale));
        }
        k *= 2;
    }
    g
}
