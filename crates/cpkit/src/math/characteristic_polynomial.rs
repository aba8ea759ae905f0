//! The characteristic polynomial `det(x I - A)` modulo a prime by reduction
//! to Hessenberg form and the recurrence on its leading minors, O(n³);
//! verified on Library Checker's `characteristic_polynomial`
//! (`crates/cpkit/verify/characteristic-polynomial`).

use super::modint::StaticModInt;

/// The coefficients `p_0, ..., p_n` of `p(x) = det(x I - A)` (monic:
/// `p_n = 1`) for a square matrix `A` (rows as vectors) modulo the prime
/// `M < 2^31`; `[1]` for the empty matrix. O(n³).
///
/// Similarity keeps the polynomial, so `A` is first brought to upper
/// Hessenberg form (zero below the first subdiagonal) by Gaussian steps
/// `L A L⁻¹`: each row operation below the subdiagonal is undone on the
/// columns. The leading minors `p_k` of `x I - H` then follow one another:
/// `p_(k+1) = (x - h_kk) p_k - Σ_(i<k) h_ik h_(k,k-1) ··· h_(i+1,i) p_i`.
///
/// # Example
/// ```
/// use cpkit::math::characteristic_polynomial::characteristic_polynomial;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// let m = |rows: &[&[i32]]| -> Vec<Vec<Mint>> {
///     rows.iter().map(|r| r.iter().map(|&x| Mint::new(x)).collect()).collect()
/// };
/// let v = |c: &[i32]| c.iter().map(|&x| Mint::new(x)).collect::<Vec<_>>();
/// // x² - (trace) x + det = x² - 5x - 2 for [[1, 2], [3, 4]]
/// assert_eq!(characteristic_polynomial(m(&[&[1, 2], &[3, 4]])), v(&[-2, -5, 1]));
/// assert_eq!(characteristic_polynomial(m(&[])), v(&[1]));
/// ```
pub fn characteristic_polynomial<const M: u32>(
    mut a: Vec<Vec<StaticModInt<M>>>,
) -> Vec<StaticModInt<M>> {
    assert!(
        M < 1 << 31,
        "characteristic_polynomial needs a modulus below 2^31"
    );
    let n = a.len();
    assert!(
        a.iter().all(|row| row.len() == n),
        "characteristic_polynomial needs a square matrix"
    );
    hessenberg(&mut a);
    // p[k] is the determinant of the top-left k × k block of x I - H.
    let mut p: Vec<Vec<StaticModInt<M>>> = Vec::with_capacity(n + 1);
    p.push(vec![StaticModInt::raw(1)]);
    for k in 0..n {
        // (x - h_kk) p_k
        let mut next = vec![StaticModInt::raw(0); k + 2];
        for (i, &c) in p[k].iter().enumerate() {
            next[i + 1] += c;
            next[i] -= c * a[k][k];
        }
        // The terms of the expansion along column k that reach up to row i.
        let mut product = StaticModInt::raw(1);
        for i in (0..k).rev() {
            product *= a[i + 1][i];
            if product.val() == 0 {
                break; // every term from here on is zero
            }
            let factor = product * a[i][k];
            for (x, &c) in next.iter_mut().zip(&p[i]) {
                *x -= factor * c;
            }
        }
        p.push(next);
    }
    p.pop().unwrap()
}

/// Brings `a` to upper Hessenberg form by similarity in place, O(n³).
fn hessenberg<const M: u32>(a: &mut [Vec<StaticModInt<M>>]) {
    let n = a.len();
    let mut factors = vec![StaticModInt::<M>::raw(0); n];
    for col in 0..n.saturating_sub(2) {
        let pivot = match (col + 1..n).find(|&r| a[r][col].val() != 0) {
            Some(r) => r,
            None => continue,
        };
        if pivot != col + 1 {
            // A swap of two rows and of the same two columns is a similarity.
            a.swap(pivot, col + 1);
            for row in a.iter_mut() {
                row.swap(pivot, col + 1);
            }
        }
        let inv = a[col + 1][col].inv();
        let (top, bottom) = a.split_at_mut(col + 2);
        let pivot_row = &top[col + 1][col..];
        let mut any = false;
        for (r, row) in bottom.iter_mut().enumerate() {
            let f = row[col] * inv;
            factors[r] = f;
            if f.val() == 0 {
                continue;
            }
            any = true;
            // Row r -= f · row (col + 1) ...
            let shoup = Shoup::<M>::new(f.val());
            for (x, &y) in row[col..].iter_mut().zip(pivot_row) {
                *x -= StaticModInt::raw(shoup.mul(y.val()));
            }
        }
        if !any {
            continue;
        }
        // ... then column (col + 1) += Σ_r f_r · column r, row by row (the
        // row's entries from col + 2 on are contiguous).
        // Sums of products below (M - 1)² stay in a u64 for `per` terms
        // between reductions (18 for 998244353, 4 for moduli near 2^31).
        let factors = &factors[..n - col - 2];
        let m = u64::from(M);
        let per = (u64::MAX / ((m - 1) * (m - 1)).max(1))
            .saturating_sub(1)
            .max(1) as usize;
        for row in a.iter_mut() {
            let mut sum = 0u64;
            for (xs, fs) in row[col + 2..].chunks(per).zip(factors.chunks(per)) {
                for (&x, &f) in xs.iter().zip(fs) {
                    sum += u64::from(x.val()) * u64::from(f.val());
                }
                sum %= m;
            }
            row[col + 1] += StaticModInt::raw(sum as u32);
        }
    }
}

/// Products by a fixed `f` modulo `M < 2^31` with Shoup's precomputed
/// quotient: two multiplications and no division (so the row loops
/// vectorize).
struct Shoup<const M: u32> {
    f: u32,
    quotient: u32,
}

impl<const M: u32> Shoup<M> {
    fn new(f: u32) -> Self {
        Shoup {
            f,
            quotient: ((u64::from(f) << 32) / u64::from(M)) as u32,
        }
    }

    /// `f y mod M` for `y < M`: the estimated quotient is exact or one
    /// short, so the remainder is below 2M and fits a u32.
    fn mul(&self, y: u32) -> u32 {
        let q = ((u64::from(y) * u64::from(self.quotient)) >> 32) as u32;
        let r = y.wrapping_mul(self.f).wrapping_sub(q.wrapping_mul(M));
        if r >= M {
            r - M
        } else {
            r
        }
    }
}
