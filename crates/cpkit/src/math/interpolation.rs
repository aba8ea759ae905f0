//! Polynomial interpolation through n points modulo an NTT prime, by the
//! subproduct tree and multipoint evaluation of the derivative,
//! O(n log² n); verified by `crates/cpkit/verify/polynomial-interpolation`.

use super::convolution::convolution;
use super::modint::StaticModInt;
use super::multipoint::multipoint_eval;

/// The coefficients `c` (of `x^0 .. x^(n-1)`) of the polynomial of degree
/// below `n` with `f(xs[i]) = ys[i]` for each `i`, modulo an NTT prime `M`
/// (such as 998244353). The points must be distinct (panics otherwise) and
/// as many as the values. O(n log² n).
///
/// Lagrange's formula `f = Σ_i w_i ∏_(j ≠ i) (x - x_j)` with `w_i = y_i /
/// P'(x_i)`, `P = ∏ (x - x_j)`: the subproduct tree gives `P`, multipoint
/// evaluation ([`multipoint_eval`]) the values `P'(x_i)`, and the sum is
/// taken up the same tree, `f_v = f_left P_right + f_right P_left`.
///
/// # Example
/// ```
/// use cpkit::math::interpolation::interpolate;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// let mint = |v: &[i64]| v.iter().map(|&c| Mint::new(c)).collect::<Vec<_>>();
/// // 1 + 2x + 3x² at 0, 1, 2
/// assert_eq!(interpolate(&mint(&[0, 1, 2]), &mint(&[1, 6, 17])), mint(&[1, 2, 3]));
/// ```
pub fn interpolate<const M: u32>(
    xs: &[StaticModInt<M>],
    ys: &[StaticModInt<M>],
) -> Vec<StaticModInt<M>> {
    assert_eq!(
        xs.len(),
        ys.len(),
        "interpolate needs as many values as points"
    );
    let n = xs.len();
    if n == 0 {
        return Vec::new();
    }
    // tree[v]: ∏ (x - x_j) over the points under node v, heap-numbered.
    let mut tree = vec![Vec::new(); 4 * n];
    build(xs, 1, 0, n, &mut tree);
    let derivative: Vec<StaticModInt<M>> = tree[1]
        .iter()
        .enumerate()
        .skip(1)
        .map(|(i, &c)| c * StaticModInt::new(i as u64))
        .collect();
    let values = multipoint_eval(&derivative, xs);
    let weights: Vec<StaticModInt<M>> = ys
        .iter()
        .zip(&values)
        .map(|(&y, &v)| {
            assert!(v.val() != 0, "interpolate needs distinct points");
            y / v
        })
        .collect();
    combine(&weights, 1, 0, n, &tree)
}

fn build<const M: u32>(
    xs: &[StaticModInt<M>],
    v: usize,
    lo: usize,
    hi: usize,
    tree: &mut [Vec<StaticModInt<M>>],
) {
    if hi - lo == 1 {
        tree[v] = vec![-xs[lo], StaticModInt::raw(1)];
        return;
    }
    let mid = (lo + hi) / 2;
    build(xs, 2 * v, lo, mid, tree);
    build(xs, 2 * v + 1, mid, hi, tree);
    tree[v] = convolution(&tree[2 * v], &tree[2 * v + 1]);
}

fn combine<const M: u32>(
    w: &[StaticModInt<M>],
    v: usize,
    lo: usize,
    hi: usize,
    tree: &[Vec<StaticModInt<M>>],
) -> Vec<StaticModInt<M>> {
    if hi - lo == 1 {
        return vec![w[lo]];
    }
    let mid = (lo + hi) / 2;
    let left = combine(w, 2 * v, lo, mid, tree);
    let right = combine(w, 2 * v + 1, mid, hi, tree);
    let mut f = convolution(&left, &tree[2 * v + 1]);
    for (x, y) in f.iter_mut().zip(convolution(&right, &tree[2 * v])) {
        *x += y;
    }
    f
}
