//! Gaussian elimination over `StaticModInt<M>` for a prime `M`: the
//! determinant, the rank, the inverse and the solutions of a linear
//! system, O(n³) each; and the determinant modulo any integer, by
//! Euclid's algorithm between rows, O(n² (n + log m)); verified on
//! Library Checker's `matrix_det`, `matrix_rank`, `inverse_matrix`,
//! `system_of_linear_equations` and `matrix_det_arbitrary_mod`
//! (`crates/cpkit/verify/matrix-det`, `crates/cpkit/verify/matrix-rank`, ...).

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

/// The determinant of a square matrix (rows as vectors) modulo any `modulus` in `1..2^30`, prime or not; 1 % modulus
/// for the empty matrix. O(n² (n + log m)).
///
/// Without inverses, each row below the pivot is cleared by Euclid's
/// algorithm on the two entries of the pivot column: the steps are
/// gathered in a 2 × 2 matrix of determinant 1, applied to both rows in one
/// pass (and the rows swapped, flipping the sign, when the pivot entry is
/// the one that reached 0). The pivot entry only shrinks to divisors of
/// itself, so a column costs O(n + log m) such steps in all.
///
/// # Example
/// ```
/// use cpkit::math::gauss::determinant_any_mod;
///
/// assert_eq!(determinant_any_mod(vec![vec![3, 1], vec![4, 2]], 6), 2);
/// assert_eq!(determinant_any_mod(vec![vec![2, 3], vec![4, 5]], 6), 4); // -2
/// assert_eq!(determinant_any_mod(vec![vec![2, 0], vec![0, 3]], 6), 0);
/// assert_eq!(determinant_any_mod(vec![], 6), 1);
/// ```
pub fn determinant_any_mod(mut a: Vec<Vec<u32>>, modulus: u32) -> u32 {
    let n = a.len();
    assert!(
        a.iter().all(|row| row.len() == n),
        "determinant_any_mod needs a square matrix"
    );
    assert!(
        (1..1 << 30).contains(&modulus),
        "determinant_any_mod needs a modulus in 1..2^30; found {}",
        modulus
    );
    for x in a.iter_mut().flatten() {
        *x %= modulus;
    }
    let m = u64::from(modulus);
    // Barrett: x mod m for x < 2^62, with floor(2^64 / m) off by less than one.
    let im = u64::MAX / m;
    let reduce = |x: u64| {
        let r = x - ((u128::from(x) * u128::from(im)) >> 64) as u64 * m;
        if r >= m {
            r - m
        } else {
            r
        }
    };
    let mut det = 1 % m;
    let mut negative = false;
    for col in 0..n {
        let (top, bottom) = a.split_at_mut(col + 1);
        let pivot = &mut top[col];
        for row in bottom.iter_mut() {
            let (mut x, mut y) = (u64::from(pivot[col]), u64::from(row[col]));
            if y == 0 {
                continue;
            }
            // (pivot, row) becomes (p0 pivot + p1 row, r0 pivot + r1 row).
            let (mut p0, mut p1, mut r0, mut r1) = (1u64, 0u64, 0u64, 1u64);
            while x != 0 && y != 0 {
                if x >= y {
                    let q = x / y;
                    x -= q * y;
                    p0 = reduce(p0 + (m - q % m) * r0);
                    p1 = reduce(p1 + (m - q % m) * r1);
                } else {
                    let q = y / x;
                    y -= q * x;
                    r0 = reduce(r0 + (m - q % m) * p0);
                    r1 = reduce(r1 + (m - q % m) * p1);
                }
            }
            for (u, v) in pivot[col..].iter_mut().zip(&mut row[col..]) {
                let (s, t) = (u64::from(*u), u64::from(*v));
                *u = reduce(p0 * s + p1 * t) as u32;
                *v = reduce(r0 * s + r1 * t) as u32;
            }
            if x == 0 {
                std::mem::swap(pivot, row);
                negative = !negative;
            }
        }
        det = reduce(det * u64::from(pivot[col]));
        if det == 0 {
            return 0;
        }
    }
    // det is not 0 here.
    if negative {
        det = m - det;
    }
    det as u32
}

/// The rank of an n × m matrix (rows as vectors, all of one length)
/// modulo the prime `M`: the number of pivots of its row echelon form.
/// O(n m min(n, m)); 0 for a matrix without rows or columns.
///
/// # Example
/// ```
/// use cpkit::math::gauss::matrix_rank;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// let m = |rows: &[&[i32]]| -> Vec<Vec<Mint>> {
///     rows.iter().map(|r| r.iter().map(|&x| Mint::new(x)).collect()).collect()
/// };
/// assert_eq!(matrix_rank(m(&[&[1, 2, 3], &[2, 4, 6]])), 1);
/// assert_eq!(matrix_rank(m(&[&[0, 1], &[1, 0], &[1, 1]])), 2);
/// assert_eq!(matrix_rank(m(&[&[0, 0]])), 0);
/// assert_eq!(matrix_rank::<998_244_353>(vec![]), 0);
/// ```
pub fn matrix_rank<const M: u32>(mut a: Vec<Vec<StaticModInt<M>>>) -> usize {
    let n = a.len();
    let m = a.first().map_or(0, Vec::len);
    assert!(
        a.iter().all(|row| row.len() == m),
        "matrix_rank: rows differ in length"
    );
    let mut rank = 0;
    for col in 0..m {
        if rank == n {
            break;
        }
        let pivot = match (rank..n).find(|&r| a[r][col].val() != 0) {
            Some(r) => r,
            None => continue,
        };
        a.swap(pivot, rank);
        let inv = a[rank][col].inv();
        let (top, bottom) = a.split_at_mut(rank + 1);
        let pivot_row = &top[rank][col..];
        for row in bottom {
            let factor = row[col] * inv;
            if factor.val() == 0 {
                continue;
            }
            for (x, &p) in row[col..].iter_mut().zip(pivot_row) {
                *x -= factor * p;
            }
        }
        rank += 1;
    }
    rank
}

/// Brings the first `cols` columns of `a` to reduced row echelon form in
/// place (the row operations act on whole rows): each pivot 1, alone in
/// its column. Returns the pivot columns, one per nonzero row, in order.
/// O(rows · cols · width).
fn reduce_rows<const M: u32>(a: &mut [Vec<StaticModInt<M>>], cols: usize) -> Vec<usize> {
    let mut pivots = Vec::new();
    for col in 0..cols {
        let rank = pivots.len();
        let pivot = match (rank..a.len()).find(|&r| a[r][col].val() != 0) {
            Some(r) => r,
            None => continue,
        };
        a.swap(pivot, rank);
        let inv = a[rank][col].inv();
        for x in a[rank][col..].iter_mut() {
            *x *= inv;
        }
        let pivot_row = std::mem::take(&mut a[rank]);
        for (r, row) in a.iter_mut().enumerate() {
            if r == rank {
                continue;
            }
            let factor = row[col];
            if factor.val() == 0 {
                continue;
            }
            // Columns before col are zero in the pivot row.
            for (x, &p) in row[col..].iter_mut().zip(&pivot_row[col..]) {
                *x -= factor * p;
            }
        }
        a[rank] = pivot_row;
        pivots.push(col);
    }
    pivots
}

/// The inverse of a square matrix modulo the prime `M`, or `None` when it
/// is singular; O(n³) (Gauss–Jordan on the matrix beside the identity).
///
/// # Example
/// ```
/// use cpkit::math::gauss::inverse;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// let m = |rows: &[&[i32]]| -> Vec<Vec<Mint>> {
///     rows.iter().map(|r| r.iter().map(|&x| Mint::new(x)).collect()).collect()
/// };
/// assert_eq!(inverse(m(&[&[2, 1], &[1, 1]])), Some(m(&[&[1, -1], &[-1, 2]])));
/// assert_eq!(inverse(m(&[&[1, 2], &[2, 4]])), None);
/// ```
pub fn inverse<const M: u32>(a: Vec<Vec<StaticModInt<M>>>) -> Option<Vec<Vec<StaticModInt<M>>>> {
    let n = a.len();
    assert!(
        a.iter().all(|row| row.len() == n),
        "inverse needs a square matrix"
    );
    let mut wide: Vec<Vec<StaticModInt<M>>> = a
        .into_iter()
        .enumerate()
        .map(|(i, mut row)| {
            row.resize(2 * n, StaticModInt::new(0));
            row[n + i] = StaticModInt::new(1);
            row
        })
        .collect();
    if reduce_rows(&mut wide, n).len() < n {
        return None;
    }
    Some(wide.into_iter().map(|row| row[n..].to_vec()).collect())
}

/// All solutions of `a x = b` modulo the prime `M`, for an n × m matrix
/// `a`: `None` when there is none, else `(x0, basis)` with `a x0 = b` and
/// the solutions exactly `x0` plus the combinations of `basis` (the
/// kernel's basis, `m - rank` vectors). O(n m min(n, m)).
///
/// # Example
/// ```
/// use cpkit::math::gauss::linear_system;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// let m = |v: &[i32]| v.iter().map(|&x| Mint::new(x)).collect::<Vec<_>>();
/// // x + y = 3, 2x + 2y = 6: the line (3, 0) + t (-1, 1).
/// let (x0, basis) = linear_system(vec![m(&[1, 1]), m(&[2, 2])], m(&[3, 6])).unwrap();
/// assert_eq!((x0, basis), (m(&[3, 0]), vec![m(&[-1, 1])]));
/// assert_eq!(linear_system(vec![m(&[1, 1]), m(&[1, 1])], m(&[1, 2])), None);
/// ```
#[allow(clippy::type_complexity)]
pub fn linear_system<const M: u32>(
    a: Vec<Vec<StaticModInt<M>>>,
    b: Vec<StaticModInt<M>>,
) -> Option<(Vec<StaticModInt<M>>, Vec<Vec<StaticModInt<M>>>)> {
    assert_eq!(a.len(), b.len(), "linear_system needs one b per row of a");
    let m = a.first().map_or(0, Vec::len);
    assert!(
        a.iter().all(|row| row.len() == m),
        "linear_system: rows differ in length"
    );
    let mut rows: Vec<Vec<StaticModInt<M>>> = a
        .into_iter()
        .zip(b)
        .map(|(mut row, y)| {
            row.push(y);
            row
        })
        .collect();
    // A pivot in the last column is a row 0 = nonzero.
    let pivots = reduce_rows(&mut rows, m + 1);
    if pivots.last() == Some(&m) {
        return None;
    }
    let zero = StaticModInt::new(0);
    let mut x0 = vec![zero; m];
    let mut is_pivot = vec![false; m];
    for (row, &col) in rows.iter().zip(&pivots) {
        x0[col] = row[m];
        is_pivot[col] = true;
    }
    // Each free column f gives x_f = 1, the pivot unknowns what cancels it.
    let basis = (0..m)
        .filter(|&f| !is_pivot[f])
        .map(|f| {
            let mut v = vec![zero; m];
            v[f] = StaticModInt::new(1);
            for (row, &col) in rows.iter().zip(&pivots) {
                v[col] = -row[f];
            }
            v
        })
        .collect();
    Some((x0, basis))
}
