//! The hafnian of a symmetric matrix modulo a prime, by inclusion–exclusion
//! over the vertex pairs with the edge weights as polynomials in `t`
//! truncated at degree `n/2`: O(2^(n/2) n⁴); verified on
//! Library Checker's `hafnian_of_matrix` (`crates/cpkit/verify/hafnian-of-matrix`).

use super::modint::StaticModInt;

/// The hafnian of the symmetric `n × n` matrix `a` modulo the prime `M`:
/// the sum over the perfect matchings of the complete graph on `n`
/// vertices of the product of their edges' weights `a[i][j]`; 0 for odd
/// `n`, 1 for the empty matrix. Only the entries below the diagonal are
/// read. Time O(2^(n/2) n⁴), memory O(n³); `n = 38` took about 2 s on the
/// kit's loaded 2-core machine (the reference C++ about 8 s).
///
/// The vertices are taken in pairs from the end, the entries `B[i][j]`
/// being polynomials in `t` cut at degree `n/2`. Removing the last pair
/// `x, y` (rows `X`, `Y`) gives
/// `f(B) = (1 + t·B[x][y])·f(B + t(XYᵀ + YXᵀ)) − f(B)` on the others: the
/// pair is matched together, or routed through as a path between two
/// others (one more power of `t`), and inclusion–exclusion over the pairs
/// dropped leaves the perfect matchings at `t^(n/2)`.
///
/// # Example
/// ```
/// use cpkit::math::hafnian::hafnian;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// let m = |rows: &[&[u32]]| -> Vec<Vec<Mint>> {
///     rows.iter().map(|r| r.iter().map(|&x| Mint::new(x)).collect()).collect()
/// };
/// assert_eq!(hafnian(&m(&[&[0, 3], &[3, 0]])), Mint::new(3));
/// // Three matchings of four vertices: {01, 23}, {02, 13}, {03, 12}.
/// let a = m(&[&[0, 1, 2, 3], &[1, 0, 4, 5], &[2, 4, 0, 6], &[3, 5, 6, 0]]);
/// assert_eq!(hafnian(&a), Mint::new(1 * 6 + 2 * 5 + 3 * 4));
/// assert_eq!(hafnian::<998_244_353>(&[]), Mint::new(1));
/// ```
pub fn hafnian<const M: u32>(a: &[Vec<StaticModInt<M>>]) -> StaticModInt<M> {
    let n = a.len();
    assert!(
        a.iter().all(|row| row.len() == n),
        "hafnian needs a square matrix"
    );
    if n % 2 == 1 {
        return StaticModInt::new(0);
    }
    let d = n / 2 + 1;
    // The lower triangle, row by row, each entry a polynomial of `d`
    // coefficients: the rows of the first m vertices are a prefix.
    let mut b = vec![0u32; n * n.saturating_sub(1) / 2 * d];
    for i in 0..n {
        for j in 0..i {
            b[(i * (i - 1) / 2 + j) * d] = a[i][j].val();
        }
    }
    let mut scratch: Vec<Vec<u32>> = (0..n / 2).map(|_| b.clone()).collect();
    let solver = Solver { d, m: M as u64 };
    let mut out = vec![0u32; d];
    solver.run(&b, n, &mut scratch, &mut out);
    StaticModInt::raw(out[d - 1])
}

struct Solver {
    /// The number of coefficients kept.
    d: usize,
    m: u64,
}

impl Solver {
    /// `out = f(b)`, `b` the lower triangle of `k` vertices.
    fn run(&self, b: &[u32], k: usize, scratch: &mut [Vec<u32>], out: &mut [u32]) {
        let d = self.d;
        for c in out.iter_mut() {
            *c = 0;
        }
        if k == 0 {
            out[0] = 1;
            return;
        }
        if k == 2 {
            // (1 + t B[1][0])·1 − 1.
            out[1..].copy_from_slice(&b[..d - 1]);
            return;
        }
        let rest = (k - 2) * (k - 3) / 2 * d;
        let y_row = &b[rest..rest + (k - 2) * d];
        let x_row = &b[rest + (k - 2) * d..(rest + (k - 2) * d) + (k - 1) * d];
        let mut zero = vec![0u32; d];
        self.run(&b[..rest], k - 2, scratch, &mut zero);
        let (next, deeper) = scratch.split_first_mut().expect("a level per pair");
        let next = &mut next[..rest];
        next.copy_from_slice(&b[..rest]);
        let mut acc = vec![0u64; d];
        for i in 1..k - 2 {
            let (xi, yi) = (&x_row[i * d..(i + 1) * d], &y_row[i * d..(i + 1) * d]);
            for j in 0..i {
                let (xj, yj) = (&x_row[j * d..(j + 1) * d], &y_row[j * d..(j + 1) * d]);
                let entry = &mut next[(i * (i - 1) / 2 + j) * d..(i * (i - 1) / 2 + j + 1) * d];
                self.add_shifted_products(entry, xi, yj, yi, xj, &mut acc);
            }
        }
        self.run(next, k - 2, deeper, out);
        // out = all − zero + t·B[x][y]·all.
        let mut tail = vec![0u64; d];
        mul_shifted(&mut tail, &x_row[(k - 2) * d..(k - 1) * d], out, self.m);
        for ((o, &z), &t) in out.iter_mut().zip(&zero).zip(&tail) {
            *o = ((*o as u64 + self.m - z as u64 + t) % self.m) as u32;
        }
    }

    /// `entry += t (xi·yj + yi·xj)` cut at `d` coefficients; `acc` is scratch.
    fn add_shifted_products(
        &self,
        entry: &mut [u32],
        xi: &[u32],
        yj: &[u32],
        yi: &[u32],
        xj: &[u32],
        acc: &mut [u64],
    ) {
        let d = self.d;
        for (a, &e) in acc.iter_mut().zip(entry.iter()) {
            *a = e as u64;
        }
        // Each round of `a` adds at most two products below M² < 2^60 to a
        // slot: eight rounds stay below 2^64 with the slot reduced before.
        for a in 0..d - 1 {
            let (p, q) = (xi[a] as u64, yi[a] as u64);
            if p != 0 || q != 0 {
                let slots = &mut acc[a + 1..];
                for ((s, &u), &v) in slots.iter_mut().zip(yj).zip(xj) {
                    *s += p * u as u64 + q * v as u64;
                }
            }
            if a % 8 == 7 {
                for s in acc.iter_mut() {
                    *s %= self.m;
                }
            }
        }
        for (e, &a) in entry.iter_mut().zip(acc.iter()) {
            *e = (a % self.m) as u32;
        }
    }
}

/// `out[i + j + 1] += (x[i]·y[j]) mod m` for `i + j + 1 < out.len()`.
fn mul_shifted(out: &mut [u64], x: &[u32], y: &[u32], m: u64) {
    let d = out.len();
    for (i, &p) in x.iter().enumerate().take(d - 1) {
        for (j, &q) in y.iter().enumerate().take(d - 1 - i) {
            out[i + j + 1] = (out[i + j + 1] + p as u64 * q as u64) % m;
        }
    }
}
