//! The extended GCD of polynomials and the inverse modulo a polynomial, by
//! the half-GCD algorithm: O(n log² n); verified on Library Checker's
//! `inv_of_polynomials` (`crates/cpkit/verify/inv-of-polynomials`).

use super::convolution::{butterfly, butterfly_inv, convolution};
use super::fps_inv::fps_inv;
use super::modint::StaticModInt;

type Poly<const M: u32> = Vec<StaticModInt<M>>;

/// `(p, q, r, s)` standing for `p q + r s`.
type Term<'a, const M: u32> = (
    &'a [StaticModInt<M>],
    &'a [StaticModInt<M>],
    &'a [StaticModInt<M>],
    &'a [StaticModInt<M>],
);

/// A 2 × 2 matrix of polynomials acting on pairs `(a, b)`.
#[derive(Clone, Debug)]
struct Matrix<const M: u32>([[Poly<M>; 2]; 2]);

/// Below this degree the Euclidean algorithm runs step by step: its
/// quotients are mostly of degree 1, and a step costs O(n).
const NAIVE: usize = 128;

fn trim<const M: u32>(mut p: Poly<M>) -> Poly<M> {
    while p.last().map_or(false, |c| c.val() == 0) {
        p.pop();
    }
    p
}

/// The degree plus one (0 for the zero polynomial).
fn size<const M: u32>(p: &[StaticModInt<M>]) -> usize {
    p.len()
}

fn mul<const M: u32>(a: &[StaticModInt<M>], b: &[StaticModInt<M>]) -> Poly<M> {
    trim(convolution(a, b))
}

fn add<const M: u32>(a: &[StaticModInt<M>], b: &[StaticModInt<M>]) -> Poly<M> {
    let (long, short) = if a.len() >= b.len() { (a, b) } else { (b, a) };
    let mut c = long.to_vec();
    for (x, &y) in c.iter_mut().zip(short) {
        *x += y;
    }
    trim(c)
}

/// `a − q b`.
fn sub_mul<const M: u32>(
    a: &[StaticModInt<M>],
    q: &[StaticModInt<M>],
    b: &[StaticModInt<M>],
) -> Poly<M> {
    let qb = if q.len() <= 2 || b.len() <= 2 {
        naive_mul(q, b)
    } else {
        convolution(q, b)
    };
    let mut c = a.to_vec();
    if c.len() < qb.len() {
        c.resize(qb.len(), StaticModInt::raw(0));
    }
    for (x, &y) in c.iter_mut().zip(&qb) {
        *x -= y;
    }
    trim(c)
}

fn naive_mul<const M: u32>(a: &[StaticModInt<M>], b: &[StaticModInt<M>]) -> Poly<M> {
    if a.is_empty() || b.is_empty() {
        return Vec::new();
    }
    let mut c = vec![StaticModInt::raw(0); a.len() + b.len() - 1];
    for (i, &x) in a.iter().enumerate() {
        for (y, &z) in c[i..].iter_mut().zip(b) {
            *y += x * z;
        }
    }
    c
}

/// Quotient and remainder, `b` nonzero: long division when the quotient is
/// short, Newton's inverse otherwise.
fn div_rem<const M: u32>(a: &[StaticModInt<M>], b: &[StaticModInt<M>]) -> (Poly<M>, Poly<M>) {
    if a.len() < b.len() {
        return (Vec::new(), a.to_vec());
    }
    let qn = a.len() - b.len() + 1;
    if qn > 32 && b.len() > 32 {
        // The reversed quotient is rev(a) / rev(b) modulo x^qn.
        let ra: Poly<M> = a.iter().rev().take(qn).copied().collect();
        let rb: Poly<M> = b.iter().rev().take(qn).copied().collect();
        let mut q = convolution(&ra, &fps_inv(&rb, qn));
        q.truncate(qn);
        q.reverse();
        let r = sub_mul(a, &q, b);
        return (trim(q), r);
    }
    let inv = b[b.len() - 1].inv();
    let mut r = a.to_vec();
    let mut q = vec![StaticModInt::raw(0); qn];
    let db = b.len() - 1;
    for i in (0..qn).rev() {
        let c = r[i + db] * inv;
        q[i] = c;
        if c.val() != 0 {
            for (x, &y) in r[i..i + db].iter_mut().zip(b) {
                *x -= c * y;
            }
        }
    }
    r.truncate(db);
    (q, trim(r))
}

/// `p q + r s` for each `(p, q, r, s)`, sharing the transforms of the
/// factors that repeat (a matrix times a vector or a matrix: each factor is
/// transformed once, each sum transformed back once).
fn sums_of_products<const M: u32, const K: usize>(terms: [Term<'_, M>; K]) -> [Poly<M>; K] {
    let product_len = |x: &[StaticModInt<M>], y: &[StaticModInt<M>]| {
        if x.is_empty() || y.is_empty() {
            0
        } else {
            x.len() + y.len() - 1
        }
    };
    let mut need = 0;
    let mut small = false;
    for &(p, q, r, s) in terms.iter() {
        need = need.max(product_len(p, q)).max(product_len(r, s));
        small |= p.len().min(q.len()) <= 60 || r.len().min(s.len()) <= 60;
    }
    let mut out: [Poly<M>; K] = [(); K].map(|_| Vec::new());
    if small || need == 0 {
        for (o, &(p, q, r, s)) in out.iter_mut().zip(terms.iter()) {
            *o = add(&mul(p, q), &mul(r, s));
        }
        return out;
    }
    let len = need.next_power_of_two();
    // The factors, each transformed once (found by address and length).
    let mut seen: Vec<(*const StaticModInt<M>, usize, Poly<M>)> = Vec::new();
    let mut transform = |x: &[StaticModInt<M>]| -> usize {
        if let Some(i) = seen
            .iter()
            .position(|t| t.0 == x.as_ptr() && t.1 == x.len())
        {
            return i;
        }
        let mut t = x.to_vec();
        t.resize(len, StaticModInt::raw(0));
        butterfly(&mut t);
        seen.push((x.as_ptr(), x.len(), t));
        seen.len() - 1
    };
    let indices: Vec<[usize; 4]> = terms
        .iter()
        .map(|&(p, q, r, s)| [transform(p), transform(q), transform(r), transform(s)])
        .collect();
    let scale = StaticModInt::<M>::new(len as u64).inv();
    for (o, idx) in out.iter_mut().zip(&indices) {
        let (p, q, r, s) = (
            &seen[idx[0]].2,
            &seen[idx[1]].2,
            &seen[idx[2]].2,
            &seen[idx[3]].2,
        );
        let mut sum: Poly<M> = (0..len)
            .map(|j| (p[j] * q[j] + r[j] * s[j]) * scale)
            .collect();
        butterfly_inv(&mut sum);
        sum.truncate(need);
        *o = trim(sum);
    }
    out
}

impl<const M: u32> Matrix<M> {
    fn identity() -> Self {
        let one = vec![StaticModInt::raw(1)];
        Matrix([[one.clone(), Vec::new()], [Vec::new(), one]])
    }

    /// `self · (a, b)`.
    fn apply(&self, a: &[StaticModInt<M>], b: &[StaticModInt<M>]) -> (Poly<M>, Poly<M>) {
        let m = &self.0;
        let [c, d] = sums_of_products([(&m[0][0], a, &m[0][1], b), (&m[1][0], a, &m[1][1], b)]);
        (c, d)
    }

    /// `other · self`.
    fn then(&self, other: &Matrix<M>) -> Matrix<M> {
        let (a, b) = (&other.0, &self.0);
        let [c00, c01, c10, c11] = sums_of_products([
            (&a[0][0], &b[0][0], &a[0][1], &b[1][0]),
            (&a[0][0], &b[0][1], &a[0][1], &b[1][1]),
            (&a[1][0], &b[0][0], &a[1][1], &b[1][0]),
            (&a[1][0], &b[0][1], &a[1][1], &b[1][1]),
        ]);
        Matrix([[c00, c01], [c10, c11]])
    }

    /// `[[0, 1], [1, −q]] · self`: the Euclidean step `(a, b) ↦ (b, a − q b)`.
    fn step(self, q: &[StaticModInt<M>]) -> Matrix<M> {
        let [[a, b], [c, d]] = self.0;
        let e = sub_mul(&a, q, &c);
        let f = sub_mul(&b, q, &d);
        Matrix([[c, d], [e, f]])
    }
}

/// Euclidean steps on `(a, b)` while `size(b) > stop`, recorded in `m`.
fn euclid<const M: u32>(
    mut a: Poly<M>,
    mut b: Poly<M>,
    stop: usize,
    mut m: Matrix<M>,
) -> (Matrix<M>, Poly<M>, Poly<M>) {
    while size(&b) > stop {
        let (q, r) = div_rem(&a, &b);
        m = m.step(&q);
        a = b;
        b = r;
    }
    (m, a, b)
}

/// The half-GCD of `(a, b)`, `deg a > deg b`: a product `R` of Euclidean
/// steps with `R (a, b) = (c, d)`, `deg c ≥ ⌈deg a / 2⌉ > deg d`.
///
/// Thull and Yap's form: the high halves decide the first half of the
/// quotients, so a recursion on `a, b` without their `m` low coefficients
/// gives the steps to degree about `3m/2`, one more step by hand, and a
/// second recursion on the top of what is left the rest.
fn half_gcd<const M: u32>(a: &[StaticModInt<M>], b: &[StaticModInt<M>]) -> Matrix<M> {
    let n = size(a) - 1;
    let m = (n + 1) / 2;
    if size(b) <= m {
        return Matrix::identity();
    }
    if n <= NAIVE {
        return euclid(a.to_vec(), b.to_vec(), m, Matrix::identity()).0;
    }
    let r = half_gcd(&a[m..], &b[m..]);
    let (c, d) = r.apply(a, b);
    if size(&d) <= m {
        return r;
    }
    let (q, e) = div_rem(&c, &d);
    let r = r.step(&q);
    if size(&e) <= m {
        return r;
    }
    let k = 2 * m - (size(&d) - 1);
    let s = half_gcd(&d[k..], &e[k.min(e.len())..]);
    r.then(&s)
}

/// `(g, u)` with `g = gcd(a, b)` and `u a + v b = g` for some `v`, modulo the
/// prime `M`; `g` is not made monic, `deg u < deg b` when `deg g < deg b`.
fn gcd_cofactor<const M: u32>(a: Poly<M>, b: Poly<M>) -> (Poly<M>, Poly<M>) {
    // Reduce to deg a > deg b.
    let (mut a, mut b) = (trim(a), trim(b));
    let mut m = Matrix::identity();
    if size(&a) <= size(&b) {
        if b.is_empty() {
            return (a, vec![StaticModInt::raw(1)]);
        }
        let (q, r) = div_rem(&a, &b);
        m = m.step(&q);
        a = b;
        b = r;
    }
    while !b.is_empty() {
        if size(&a) <= NAIVE {
            let (done, g, _) = euclid(a, b, 0, m);
            m = done;
            a = g;
            break;
        }
        let r = half_gcd(&a, &b);
        let (c, d) = r.apply(&a, &b);
        m = m.then(&r);
        a = c;
        b = d;
        if b.is_empty() {
            break;
        }
        let (q, rem) = div_rem(&a, &b);
        m = m.step(&q);
        a = b;
        b = rem;
    }
    let [[u, _], _] = m.0;
    (a, u)
}

/// The `h` with `f h ≡ 1 (mod g)` and `deg h < deg g`, modulo the prime
/// `M`, or `None` when `f` and `g` share a factor; `g` must be nonzero.
/// When `g` is a constant, every polynomial is 0 modulo `g` and the answer
/// is the zero polynomial. O(n log² n) for `n` coefficients (naive below
/// degree 128).
///
/// The extended Euclidean algorithm on `(g, f mod g)` by half-GCDs: each
/// halves the degree with O(log n) products of matrices of polynomials.
///
/// # Example
/// ```
/// use cpkit::math::modint::ModInt998244353 as Mint;
/// use cpkit::math::poly_gcd::poly_inv_mod;
///
/// let v = |a: &[i32]| -> Vec<Mint> { a.iter().map(|&x| Mint::new(x)).collect() };
/// // x · (−1) ≡ 1 modulo x + 1.
/// assert_eq!(poly_inv_mod(&v(&[0, 1]), &v(&[1, 1])), Some(v(&[-1])));
/// // (x + 1)(x + 2) and (x + 2)(x + 3) share x + 2.
/// assert_eq!(poly_inv_mod(&v(&[2, 3, 1]), &v(&[6, 5, 1])), None);
/// assert_eq!(poly_inv_mod(&v(&[5, 4]), &v(&[7])), Some(vec![]));
/// ```
pub fn poly_inv_mod<const M: u32>(
    f: &[StaticModInt<M>],
    g: &[StaticModInt<M>],
) -> Option<Vec<StaticModInt<M>>> {
    let g = trim(g.to_vec());
    assert!(!g.is_empty(), "poly_inv_mod needs a nonzero modulus");
    if g.len() == 1 {
        return Some(Vec::new());
    }
    let (_, f) = div_rem(&trim(f.to_vec()), &g);
    let f = trim(f);
    if f.is_empty() {
        return None;
    }
    // gcd = u f + v g.
    let (gcd, u) = gcd_cofactor(f, g.clone());
    if gcd.len() != 1 {
        return None;
    }
    let c = gcd[0].inv();
    let h: Poly<M> = u.into_iter().map(|x| x * c).collect();
    let (_, h) = div_rem(&trim(h), &g);
    Some(trim(h))
}
