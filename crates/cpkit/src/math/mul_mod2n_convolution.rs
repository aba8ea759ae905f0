//! Multiplicative convolution modulo 2^n (`c[k] = Σ_{i j ≡ k} a[i] b[j]`)
//! by the structure of the units: `i = 2^s u` with `u` odd, and the odd
//! residues modulo 2^m are `±5^e`, so each pair of 2-adic valuations is a
//! cyclic convolution over `{±1} × Z/2^(m-2)`, done by number-theoretic
//! transforms; O(2^n n) in all. Verified on Library Checker's
//! `mul_mod2n_convolution` (`crates/cpkit/verify/mul-mod2n-convolution`).

use super::convolution::{butterfly, butterfly_inv};
use super::modint::StaticModInt;

/// `c[k] = Σ_{i j ≡ k (mod 2^n)} a[i] b[j]` for `k` in `0..2^n`, where
/// `a.len() = b.len() = 2^n` (panics otherwise) and `M` is an NTT prime
/// with `2^(n-2) | M - 1` (998244353 allows n up to 25); O(2^n n).
///
/// Write `i = 2^s u` and `j = 2^t v` with `u`, `v` odd: when `s + t < n`,
/// `i j = 2^(s+t) (u v mod 2^m)` with `m = n - s - t`, and only `u` and `v`
/// modulo 2^m matter. An odd residue modulo 2^m (m ≥ 2) is `(-1)^x 5^y`
/// for one `x < 2` and one `y < 2^(m-2)`, so the products of the odd parts
/// are a convolution over that group: a transform of length 2^(m-2) on
/// `y` and a sum and a difference on `x`. For each `m` the transforms of
/// every pair `(s, t)` with `s + t = n - m` are multiplied and summed, and
/// one inverse gives every `c[2^(n-m) w]`; `c[0]` takes what is left of
/// `Σ a Σ b`.
///
/// # Example
/// ```
/// use cpkit::math::modint::ModInt998244353 as Mint;
/// use cpkit::math::mul_mod2n_convolution::mul_mod2n_convolution;
///
/// let m = |v: &[u32]| v.iter().map(|&x| Mint::new(x)).collect::<Vec<_>>();
/// // Modulo 4: c[k] sums a[i] b[j] over i j ≡ k (mod 4).
/// let c = mul_mod2n_convolution(&m(&[1, 2, 3, 4]), &m(&[5, 6, 7, 8]));
/// assert_eq!(c, m(&[92, 44, 84, 40]));
/// assert_eq!(mul_mod2n_convolution(&m(&[3]), &m(&[5])), m(&[15]));
/// ```
pub fn mul_mod2n_convolution<const M: u32>(
    a: &[StaticModInt<M>],
    b: &[StaticModInt<M>],
) -> Vec<StaticModInt<M>> {
    let len = a.len();
    assert!(
        len.is_power_of_two() && b.len() == len,
        "mul_mod2n_convolution: a and b must both have length 2^n"
    );
    let n = len.trailing_zeros() as usize;
    let zero = StaticModInt::<M>::raw(0);
    let sum = |v: &[StaticModInt<M>]| v.iter().fold(zero, |s, &x| s + x);
    let total = sum(a) * sum(b);
    let mut c = vec![zero; len];
    if n <= 5 {
        for (i, &x) in a.iter().enumerate() {
            for (j, &y) in b.iter().enumerate() {
                c[i * j % len] += x * y;
            }
        }
        return c;
    }
    // place[u] for odd u < 2^n: u = (-1)^x 5^y with y < 2^(n-2), as
    // x 2^(n-2) + y.
    let half = len >> 2;
    let mut place = vec![0u32; len];
    let mut power = 1usize;
    for y in 0..half {
        place[power] = y as u32;
        place[len - power] = (half + y) as u32;
        power = power * 5 % len;
    }
    // The odd parts of the numbers of valuation s, indexed by x 2^(m-2) + y
    // for the current m (n - s at first, folded as m decreases); the one
    // number of valuation n - 1 has m = 1, a group of one.
    let parts = |v: &[StaticModInt<M>], s: usize| -> Vec<StaticModInt<M>> {
        let m = n - s;
        if m == 1 {
            return vec![v[1 << s]];
        }
        let h = 1usize << (m - 2);
        let mut out = vec![zero; 2 * h];
        for u in (1..1usize << m).step_by(2) {
            let p = place[u] as usize;
            let (x, y) = (p / half, p % half);
            out[x * h + y % h] += v[u << s];
        }
        out
    };
    let (mut pa, mut pb): (Vec<Vec<StaticModInt<M>>>, Vec<Vec<StaticModInt<M>>>) =
        (Vec::new(), Vec::new());
    let mut nonzero = zero;
    for m in (1..=n).rev() {
        let w = n - m;
        // Fold what is there to modulus 2^m, and add valuation w.
        for p in pa.iter_mut().chain(pb.iter_mut()) {
            fold(p, m);
        }
        pa.push(parts(a, w));
        pb.push(parts(b, w));
        let size = pa[0].len();
        let mut acc = vec![zero; size];
        let ta: Vec<Vec<StaticModInt<M>>> = pa.iter().map(|p| transform(p)).collect();
        let tb: Vec<Vec<StaticModInt<M>>> = pb.iter().map(|p| transform(p)).collect();
        for s in 0..=w {
            for ((r, &x), &y) in acc.iter_mut().zip(&ta[s]).zip(&tb[w - s]) {
                *r += x * y;
            }
        }
        inverse(&mut acc);
        if m == 1 {
            c[1 << w] = acc[0];
        } else {
            let h = 1usize << (m - 2);
            for u in (1..1usize << m).step_by(2) {
                let p = place[u] as usize;
                c[u << w] = acc[(p / half) * h + p % h];
            }
        }
        nonzero += sum(&acc);
    }
    c[0] = total - nonzero;
    c
}

/// Folds odd parts from modulus 2^(m+1) to 2^m: `y` is taken modulo
/// 2^(m-2) (both `x` halves), or everything summed when `m = 1`.
fn fold<const M: u32>(p: &mut Vec<StaticModInt<M>>, m: usize) {
    if m == 1 {
        let s = p.iter().fold(StaticModInt::raw(0), |s, &x| s + x);
        *p = vec![s];
        return;
    }
    let h = 1usize << (m - 2);
    let mut out = vec![StaticModInt::raw(0); 2 * h];
    for (i, &x) in p.iter().enumerate() {
        let (sign, y) = (i / (2 * h), i % (2 * h));
        out[sign * h + y % h] += x;
    }
    *p = out;
}

/// The transform of the group `{±1} × Z/2^(m-2)`: a number-theoretic
/// transform of each half (the `y` part), then their sum and difference.
fn transform<const M: u32>(p: &[StaticModInt<M>]) -> Vec<StaticModInt<M>> {
    let mut t = p.to_vec();
    if t.len() == 1 {
        return t;
    }
    let h = t.len() / 2;
    let (lo, hi) = t.split_at_mut(h);
    butterfly(lo);
    butterfly(hi);
    for (x, y) in lo.iter_mut().zip(hi.iter_mut()) {
        let (s, d) = (*x + *y, *x - *y);
        *x = s;
        *y = d;
    }
    t
}

/// The inverse of [`transform`], scaled back.
fn inverse<const M: u32>(t: &mut [StaticModInt<M>]) {
    if t.len() == 1 {
        return;
    }
    let h = t.len() / 2;
    let scale = StaticModInt::<M>::new(2 * h as u64).inv();
    let (lo, hi) = t.split_at_mut(h);
    for (x, y) in lo.iter_mut().zip(hi.iter_mut()) {
        let (s, d) = (*x + *y, *x - *y);
        *x = s * scale;
        *y = d * scale;
    }
    butterfly_inv(lo);
    butterfly_inv(hi);
}
