//! The product of two matrices over `StaticModInt<M>`, O(n m k) with
//! delayed reductions, and the power of a square one by repeated squaring,
//! O(n³ log k); verified on Library Checker's `matrix_product` and
//! `pow_of_matrix` (`crates/cpkit/verify/matrix-product`,
//! `crates/cpkit/verify/pow-of-matrix`).

use super::modint::StaticModInt;

/// `a · b` for an n × m matrix `a` and an m × k matrix `b` (rows as
/// vectors, all of one length); O(n m k).
///
/// Each row of the result is summed in 64-bit integers, four rows of `b`
/// scaled by four entries of `a` at a time, so the inner loop runs along
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
    let flat: Vec<u32> = b.iter().flatten().map(|x| x.val()).collect();
    let row_of = |j: usize| &flat[j * k..(j + 1) * k];
    let mut sum = vec![0u64; k];
    a.iter()
        .map(|row| {
            for s in sum.iter_mut() {
                *s = 0;
            }
            // Four rows of b at a time when four products fit between
            // reductions: one pass over the sums for four products.
            let (mut j, mut since) = (0, 0);
            while j < m {
                let take = if batch >= 4 && j + 4 <= m { 4 } else { 1 };
                if since + take > batch {
                    for s in sum.iter_mut() {
                        *s %= modulus;
                    }
                    since = 0;
                }
                let x = |i: usize| u64::from(row[j + i].val());
                if take == 4 {
                    let (x0, x1, x2, x3) = (x(0), x(1), x(2), x(3));
                    let rows = row_of(j).iter().zip(row_of(j + 1)).zip(row_of(j + 2));
                    for (s, (((&y0, &y1), &y2), &y3)) in sum.iter_mut().zip(rows.zip(row_of(j + 3)))
                    {
                        *s += x0 * u64::from(y0)
                            + x1 * u64::from(y1)
                            + x2 * u64::from(y2)
                            + x3 * u64::from(y3);
                    }
                } else {
                    let x0 = x(0);
                    for (s, &y) in sum.iter_mut().zip(row_of(j)) {
                        *s += x0 * u64::from(y);
                    }
                }
                j += take;
                since += take;
            }
            sum.iter().map(|&s| StaticModInt::new(s)).collect()
        })
        .collect()
}

/// `a^k` for a square matrix `a` (rows as vectors): the identity for
/// `k = 0`; O(n³ log k), by repeated squaring with [`matrix_product`].
///
/// # Example
/// ```
/// use cpkit::math::matrix_product::matrix_pow;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// let m = |rows: &[&[i32]]| -> Vec<Vec<Mint>> {
///     rows.iter().map(|r| r.iter().map(|&x| Mint::new(x)).collect()).collect()
/// };
/// let fib = m(&[&[1, 1], &[1, 0]]);
/// assert_eq!(matrix_pow(&fib, 10), m(&[&[89, 55], &[55, 34]]));
/// assert_eq!(matrix_pow(&fib, 0), m(&[&[1, 0], &[0, 1]]));
/// ```
pub fn matrix_pow<const M: u32>(
    a: &[Vec<StaticModInt<M>>],
    mut k: u64,
) -> Vec<Vec<StaticModInt<M>>> {
    let n = a.len();
    assert!(
        a.iter().all(|row| row.len() == n),
        "matrix_pow needs a square matrix"
    );
    let mut result: Vec<Vec<StaticModInt<M>>> = (0..n)
        .map(|i| {
            let mut row = vec![StaticModInt::new(0); n];
            row[i] = StaticModInt::new(1);
            row
        })
        .collect();
    let mut base = a.to_vec();
    // The identity is skipped until the first factor arrives.
    let mut started = false;
    while k > 0 {
        if k & 1 == 1 {
            result = if started {
                matrix_product(&result, &base)
            } else {
                base.clone()
            };
            started = true;
        }
        k >>= 1;
        if k > 0 {
            base = matrix_product(&base, &base);
        }
    }
    result
}
