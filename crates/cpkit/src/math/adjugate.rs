//! The adjugate (classical adjoint) of a square matrix modulo a prime by
//! one Gauss–Jordan elimination of `[A | I]`: `det(A) A⁻¹` when A is
//! invertible, `λ v wᵀ` from its two kernels when its rank is n - 1 (λ
//! from one cofactor), 0 below; O(n³); verified on Library Checker's
//! `adjugate_matrix` (`crates/cpkit/verify/adjugate-matrix`).

use super::gauss::determinant;
use super::modint::StaticModInt;

/// The adjugate `adj(A)` of a square matrix (rows as vectors) modulo the
/// prime `M`: the matrix with `adj(A) A = A adj(A) = det(A) I`, entry
/// `(i, j)` the cofactor `(-1)^(i+j)` times the minor of A without row j
/// and column i. O(n³).
///
/// Gauss–Jordan on `[A | I]` gives the determinant (the pivots' product)
/// and, for an invertible A, `A⁻¹` on the right. Otherwise `E A = R` with
/// `E` the right half: at rank n - 1, `adj(A)`'s columns lie in A's kernel
/// (a vector v read from `R`) and its rows in the left kernel (the row of
/// `E` beside R's zero row, w), so `adj(A) = λ v wᵀ`, and one cofactor,
/// an (n - 1) × (n - 1) determinant, gives λ. At lower ranks every minor
/// of order n - 1 is 0.
///
/// # Example
/// ```
/// use cpkit::math::adjugate::adjugate;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// let m = |rows: &[&[i32]]| -> Vec<Vec<Mint>> {
///     rows.iter().map(|r| r.iter().map(|&x| Mint::new(x)).collect()).collect()
/// };
/// assert_eq!(adjugate(m(&[&[1, 2], &[3, 4]])), m(&[&[4, -2], &[-3, 1]]));
/// // Rank 1 of 2: still the cofactors.
/// assert_eq!(adjugate(m(&[&[1, 2], &[2, 4]])), m(&[&[4, -2], &[-2, 1]]));
/// assert_eq!(adjugate(m(&[&[1, 2, 3], &[2, 4, 6], &[3, 6, 9]])), m(&[&[0; 3], &[0; 3], &[0; 3]]));
/// assert_eq!(adjugate(m(&[&[5]])), m(&[&[1]]));
/// ```
pub fn adjugate<const M: u32>(a: Vec<Vec<StaticModInt<M>>>) -> Vec<Vec<StaticModInt<M>>> {
    let n = a.len();
    assert!(
        a.iter().all(|row| row.len() == n),
        "adjugate needs a square matrix"
    );
    let zero = StaticModInt::new(0);
    let one = StaticModInt::new(1);
    if n == 0 {
        return Vec::new();
    }
    let mut rows: Vec<Vec<StaticModInt<M>>> = a
        .iter()
        .enumerate()
        .map(|(i, row)| {
            let mut wide = row.clone();
            wide.resize(2 * n, zero);
            wide[n + i] = one;
            wide
        })
        .collect();
    let mut det = one;
    let mut pivots = Vec::with_capacity(n);
    for col in 0..n {
        let rank = pivots.len();
        let pivot = match (rank..n).find(|&r| rows[r][col].val() != 0) {
            Some(r) => r,
            None => continue,
        };
        if pivot != rank {
            rows.swap(pivot, rank);
            det = -det;
        }
        let p = rows[rank][col];
        det *= p;
        let inv = p.inv();
        for x in rows[rank][col..].iter_mut() {
            *x *= inv;
        }
        let pivot_row = std::mem::take(&mut rows[rank]);
        for (r, row) in rows.iter_mut().enumerate() {
            if r == rank {
                continue;
            }
            let factor = row[col];
            if factor.val() == 0 {
                continue;
            }
            // Columns before col are zero in the pivot row.
            for (x, &q) in row[col..].iter_mut().zip(&pivot_row[col..]) {
                *x -= factor * q;
            }
        }
        rows[rank] = pivot_row;
        pivots.push(col);
    }
    let rank = pivots.len();
    if rank == n {
        return rows
            .into_iter()
            .map(|row| row[n..].iter().map(|&x| x * det).collect())
            .collect();
    }
    if rank + 1 < n {
        return vec![vec![zero; n]; n];
    }
    // The kernel: the free column f is 1, each pivot unknown cancels it.
    let f = (0..n)
        .find(|&c| pivots.get(c) != Some(&c))
        .expect("a column without a pivot");
    let mut v = vec![zero; n];
    v[f] = one;
    for (row, &c) in rows.iter().zip(&pivots) {
        v[c] = -row[f];
    }
    // The left kernel: E's row beside R's zero row (the last).
    let w = rows[n - 1][n..].to_vec();
    let j = w
        .iter()
        .position(|x| x.val() != 0)
        .expect("E is invertible");
    // adj(A)[f][j] = (-1)^(f + j) det(A without row j and column f).
    let minor: Vec<Vec<StaticModInt<M>>> = a
        .iter()
        .enumerate()
        .filter(|&(r, _)| r != j)
        .map(|(_, row)| {
            row.iter()
                .enumerate()
                .filter(|&(c, _)| c != f)
                .map(|(_, &x)| x)
                .collect()
        })
        .collect();
    let mut cofactor = determinant(minor);
    if (f + j) % 2 == 1 {
        cofactor = -cofactor;
    }
    // v[f] = 1, so λ = cofactor / w[j].
    let lambda = cofactor * w[j].inv();
    v.iter()
        .map(|&vi| {
            let s = lambda * vi;
            w.iter().map(|&wj| s * wj).collect()
        })
        .collect()
}
