//! The roots of a polynomial over a prime field by Cantor and Zassenhaus's
//! splitting: `gcd(f, x^(p-1) - 1)` keeps one factor per nonzero root, and
//! `gcd(g, (x + δ)^((p-1)/2) - 1)` for a random δ splits it about in half
//! (a quadratic by its square roots); powers modulo g by the NTT with a
//! precomputed inverse (Barrett), gcds term by term: O(n² + n log n log p log n) expected; verified on Library
//! Checker's `polynomial_root_finding`
//! (`crates/cpkit/verify/polynomial-root-finding`).

use super::convolution::convolution;
use super::fps_inv::fps_inv;
use super::modint::StaticModInt;

type Poly<const M: u32> = Vec<StaticModInt<M>>;

/// Up to this degree a reduction is term by term, without the inverse.
const NAIVE: usize = 32;

fn trim<const M: u32>(a: &mut Poly<M>) {
    while a.last().map_or(false, |c| c.val() == 0) {
        a.pop();
    }
}

/// Reduction modulo a fixed monic g of degree d by a precomputed inverse
/// of its reversal: the quotient's reversal is `rev(a) / rev(g)`.
struct Modulus<const M: u32> {
    g: Poly<M>,
    inv_rev: Poly<M>,
}

impl<const M: u32> Modulus<M> {
    fn new(g: &[StaticModInt<M>]) -> Self {
        let d = g.len() - 1;
        let rev: Poly<M> = g.iter().rev().copied().collect();
        Modulus {
            g: g.to_vec(),
            inv_rev: if d <= NAIVE {
                Vec::new()
            } else {
                fps_inv(&rev, d)
            },
        }
    }

    /// `a mod g` for `a` of at most `2d - 1` terms, `d` terms out.
    fn reduce(&self, mut a: Poly<M>) -> Poly<M> {
        let d = self.g.len() - 1;
        if a.len() <= d {
            a.resize(d, StaticModInt::raw(0));
            return a;
        }
        if d <= NAIVE {
            // Term by term from the top (g is monic).
            for i in (d..a.len()).rev() {
                let c = a[i];
                if c.val() != 0 {
                    for (x, &y) in a[i - d..i].iter_mut().zip(&self.g) {
                        *x -= c * y;
                    }
                }
            }
            a.truncate(d);
            return a;
        }
        let k = a.len() - d;
        let rev_a: Poly<M> = a.iter().rev().take(k).copied().collect();
        let mut q = convolution(&rev_a, &self.inv_rev[..k.min(self.inv_rev.len())]);
        q.truncate(k);
        q.reverse();
        let qg = convolution(&q, &self.g[..d]);
        a.truncate(d);
        for (x, &y) in a.iter_mut().zip(&qg) {
            *x -= y;
        }
        a
    }

    /// `(x + c)^e mod g`.
    fn pow_linear(&self, c: StaticModInt<M>, mut e: u64) -> Poly<M> {
        let d = self.g.len() - 1;
        let mut result = self.reduce(vec![StaticModInt::raw(1)]);
        let mut bits = Vec::new();
        while e > 0 {
            bits.push(e & 1 == 1);
            e >>= 1;
        }
        for &bit in bits.iter().rev() {
            result = self.reduce(convolution(&result, &result));
            if bit {
                // times (x + c): shift, add, then one step of reduction.
                let mut next = vec![StaticModInt::raw(0); d + 1];
                for (i, &x) in result.iter().enumerate() {
                    next[i + 1] += x;
                    next[i] += x * c;
                }
                let top = next[d];
                for (x, &y) in next.iter_mut().zip(&self.g) {
                    *x -= top * y;
                }
                next.truncate(d);
                result = next;
            }
        }
        result
    }
}

/// The remainder of `a` by `b` (`b` nonzero), term by term.
fn rem<const M: u32>(mut a: Poly<M>, b: &[StaticModInt<M>]) -> Poly<M> {
    let lead = b[b.len() - 1].inv();
    while a.len() >= b.len() {
        let c = a[a.len() - 1] * lead;
        let off = a.len() - b.len();
        if c.val() != 0 {
            for (x, &y) in a[off..].iter_mut().zip(b) {
                *x -= c * y;
            }
        }
        a.pop();
        trim(&mut a);
    }
    trim(&mut a);
    a
}

/// The monic gcd of `a` and `b`, by Euclid's algorithm term by term.
fn gcd<const M: u32>(mut a: Poly<M>, mut b: Poly<M>) -> Poly<M> {
    trim(&mut a);
    trim(&mut b);
    while !b.is_empty() {
        let r = rem(a, &b);
        a = b;
        b = r;
    }
    if let Some(&lead) = a.last() {
        let inv = lead.inv();
        for x in a.iter_mut() {
            *x *= inv;
        }
    }
    a
}

/// The quotient of `a` by `b`, which divides it, term by term.
fn exact_div<const M: u32>(a: &[StaticModInt<M>], b: &[StaticModInt<M>]) -> Poly<M> {
    let mut a = a.to_vec();
    let lead = b[b.len() - 1].inv();
    let mut q = vec![StaticModInt::raw(0); a.len() + 1 - b.len()];
    for i in (0..q.len()).rev() {
        let c = a[i + b.len() - 1] * lead;
        q[i] = c;
        if c.val() != 0 {
            for (x, &y) in a[i..].iter_mut().zip(b) {
                *x -= c * y;
            }
        }
    }
    q
}

/// The distinct roots in `0..M` of the polynomial `f` (`f[i]` the
/// coefficient of `x^i`), in increasing order, modulo an NTT prime `M`
/// (such as 998244353); the zero polynomial is not allowed. Expected
/// O(n² + n log n log M log n) for degree n.
///
/// # Example
/// ```
/// use cpkit::math::modint::ModInt998244353 as Mint;
/// use cpkit::math::poly_roots::poly_roots;
///
/// let m = |v: &[i64]| v.iter().map(|&x| Mint::new(x)).collect::<Vec<_>>();
/// // x (x - 2)² (x² + 1): 0, 2 and the square roots of -1
/// let f = m(&[0, 4, -4, 5, -4, 1]);
/// let roots: Vec<u32> = poly_roots(&f).iter().map(|r| r.val()).collect();
/// assert_eq!(roots, [0, 2, 86583718, 911660635]);
/// ```
pub fn poly_roots<const M: u32>(f: &[StaticModInt<M>]) -> Vec<StaticModInt<M>> {
    let mut f = f.to_vec();
    trim(&mut f);
    assert!(!f.is_empty(), "poly_roots needs a nonzero polynomial");
    let mut roots = Vec::new();
    let zeros = f.iter().position(|c| c.val() != 0).unwrap();
    if zeros > 0 {
        roots.push(StaticModInt::raw(0));
        f.drain(..zeros);
    }
    if f.len() > 1 {
        let lead = f[f.len() - 1].inv();
        for x in f.iter_mut() {
            *x *= lead;
        }
        // x^(M-1) - 1 modulo f, then the product of (x - r) over the roots.
        let mut h = Modulus::new(&f).pow_linear(StaticModInt::raw(0), u64::from(M) - 1);
        h[0] -= StaticModInt::raw(1);
        let g = gcd(f, h);
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        let mut stack = vec![g];
        while let Some(g) = stack.pop() {
            match g.len() {
                0 | 1 => {}
                2 => roots.push(-g[0]),
                3 => {
                    // x² + b x + c with two distinct roots (-b ± √(b² - 4c)) / 2.
                    let (b, c) = (g[1], g[0]);
                    let disc = b * b - c * StaticModInt::raw(4);
                    let s = StaticModInt::raw(super::sqrt_mod::sqrt_mod(disc.val(), M).unwrap());
                    let half = StaticModInt::<M>::raw(2).inv();
                    roots.push((-b + s) * half);
                    roots.push((-b - s) * half);
                }
                _ => loop {
                    seed ^= seed << 7;
                    seed ^= seed >> 9;
                    let delta = StaticModInt::<M>::new(seed);
                    let mut u = Modulus::new(&g).pow_linear(delta, u64::from(M - 1) / 2);
                    u[0] -= StaticModInt::raw(1);
                    let d = gcd(g.clone(), u);
                    if d.len() > 1 && d.len() < g.len() {
                        stack.push(exact_div(&g, &d));
                        stack.push(d);
                        break;
                    }
                },
            }
        }
    }
    roots.sort_unstable_by_key(|r| r.val());
    roots
}
