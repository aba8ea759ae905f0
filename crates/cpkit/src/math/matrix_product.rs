//! The product of two matrices over `StaticModInt<M>`, O(n m k) with
//! delayed reductions; verified on Library Checker's `matrix_product`
//! (`crates/cpkit/verify/matrix-product`).

use super::modint::StaticModInt;

/// `a · b` for an n × m matrix `a` and an m × k matrix `b` (rows as
/// vectors, all of one length); O(n m k).
///
/// Each row of the result is summed in 64-bit integers, a row of `b`
/// scaled by one entry of `a` at a time, so the inner loop runs along
/// contiguous memory and vectorizes; the sums are reduced modulo `M` only
/// as often as they could overflow (every 16 rows of `b` for
/// `M < 2^30`).
///
/// # Example
/// ```
/// use cpkit::math::matrix_product::matrix_product;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// let m = |rows: &[&[i32]]| -> Vec<Vec<Mint>> {
///     rows.iter().map(|r| r.iter().map(|&x| Mint::new(x)).collect()).collect()
/// };
/// let a = m(&[&[1, 2], &[3, 4]]);
/// let b = m(&[&[5, 6, 7], &[8, 9, 10]]);
/// assert_eq!(matrix_product(&a, &b), m(&[&[21, 24, 27], &[47, 54, 61]]));
/// ```
pub fn matrix_product<const M: u32>(
    a: &[Vec<StaticModInt<M>>],
    b: &[Vec<StaticModInt<M>>],
) -> Vec<Vec<StaticModInt<M>>> {
    let m = b.len();
    let k = b.first().map_or(0, Vec::len);
    assert!(
        a.iter().all(|row| row.len() == m),
        "matrix_product: a's rows must be as long as b has rows ({})",
        m
    );
    assert!(
        b.iter().all(|row| row.len() == k),
        "matrix_product: b's rows differ in length"
    );
    let modulus = u64::from(M);
    let largest = (modulus - 1) * (modulus - 1);
    // How many products a sum below M can take without passing 2^64.
    let batch = (u64::MAX - modulus)
        .checked_div(largest)
        .map_or(usize::MAX, |b| b.max(1) as usize);
    let flat: Vec<u64> = b.iter().flatten().map(|x| u64::from(x.val())).collect();
    let mut sum = vec![0u64; k];
    a.iter()
        .map(|row| {
            for s in sum.iter_mut() {
                *s = 0;
            }
            for (j, x) in row.iter().enumerate() {
                let x = u64::from(x.val());
                for (s, &y) in sum.iter_mut().zip(&flat[j * k..(j + 1) * k]) {
                    *s += x * y;
                }
                if (j + 1) % batch == 0 {
                    for s in sum.iter_mut() {
                        *s %= modulus;
                    }
                }
            }
            sum.iter().map(|&s| StaticModInt::new(s)).collect()
        })
        .collect()
}
