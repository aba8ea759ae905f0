//! The Pfaffian of a skew-symmetric matrix modulo a prime, by elimination
//! in pairs of rows and columns (congruences `P A Pᵀ` with `det P = ±1`,
//! which keep the Pfaffian up to that sign): O(n³); verified on Library
//! Checker's `pfaffian_of_matrix` (`crates/cpkit/verify/pfaffian-of-matrix`).

use super::modint::StaticModInt;

/// The Pfaffian of the skew-symmetric (alternating) `n × n` matrix `a`
/// modulo the prime `M`: `Pf(A)² = det(A)`, 0 for odd `n`, 1 for the empty
/// matrix. Only the entries above the diagonal are read. O(n³).
///
/// For each pair `(k, k + 1)`: a column `j > k` with `a[k][j] ≠ 0` is
/// swapped with `k + 1` (rows and columns: the sign flips), the Pfaffian
/// takes the factor `a[k][k+1]`, and the rows and columns past `k + 1`
/// lose what they share with `k` and `k + 1` (adding multiples of rows to
/// rows and of the same columns to columns leaves the Pfaffian alone).
///
/// # Example
/// ```
/// use cpkit::math::pfaffian::pfaffian;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// let m = |rows: &[&[i32]]| -> Vec<Vec<Mint>> {
///     rows.iter().map(|r| r.iter().map(|&x| Mint::new(x)).collect()).collect()
/// };
/// assert_eq!(pfaffian(m(&[&[0, 3], &[-3, 0]])), Mint::new(3));
/// // a b c d e f above the diagonal: af - be + dc.
/// let a = m(&[&[0, 1, 2, 3], &[-1, 0, 4, 5], &[-2, -4, 0, 6], &[-3, -5, -6, 0]]);
/// assert_eq!(pfaffian(a), Mint::new(1 * 6 - 2 * 5 + 3 * 4));
/// assert_eq!(pfaffian(m(&[&[0, 0], &[0, 0]])), Mint::new(0));
/// ```
pub fn pfaffian<const M: u32>(mut a: Vec<Vec<StaticModInt<M>>>) -> StaticModInt<M> {
    let n = a.len();
    assert!(
        a.iter().all(|row| row.len() == n),
        "pfaffian needs a square matrix"
    );
    let zero = StaticModInt::new(0);
    if n % 2 == 1 {
        return zero;
    }
    // Keep it skew-symmetric from the upper triangle.
    for i in 0..n {
        let lower: Vec<StaticModInt<M>> = (0..i).map(|j| -a[j][i]).collect();
        a[i][..i].copy_from_slice(&lower);
        a[i][i] = zero;
    }
    let mut pf = StaticModInt::new(1);
    for k in (0..n).step_by(2) {
        let j = match (k + 1..n).find(|&j| a[k][j].val() != 0) {
            Some(j) => j,
            None => return zero,
        };
        if j != k + 1 {
            a.swap(j, k + 1);
            for row in a.iter_mut() {
                row.swap(j, k + 1);
            }
            pf = -pf;
        }
        let p = a[k][k + 1];
        pf *= p;
        let inv = p.inv();
        let (top, rest) = a.split_at_mut(k + 2);
        let (row_k, row_k1) = (&top[k][k + 2..], &top[k + 1][k + 2..]);
        // Row i gains c row (k+1) + d row k, and column i likewise, with
        // c and d clearing a[k][i] and a[k+1][i]; in the rows and columns
        // past k + 1 only the row operations show.
        for (i, row) in rest.iter_mut().enumerate() {
            let c = -row_k[i] * inv;
            let d = row_k1[i] * inv;
            if c.val() == 0 && d.val() == 0 {
                continue;
            }
            for ((x, &y1), &y0) in row[k + 2..].iter_mut().zip(row_k1).zip(row_k) {
                *x += c * y1 + d * y0;
            }
        }
    }
    pf
}
