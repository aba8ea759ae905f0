//! Multipoint evaluation of a polynomial at many points modulo an NTT prime,
//! O((n + m) log² (n + m)) by the transposed ("Tellegen") remainder tree,
//! and polynomial division, O(n log n); verified on Library Checker's
//! `multipoint_evaluation` (`crates/cpkit/verify/multipoint-evaluation`)
//! and `division_of_polynomials` (`crates/cpkit/verify/division-of-polynomials`).

use super::convolution::{butterfly, butterfly_inv, convolution};
use super::fps_inv::fps_inv;
use super::modint::StaticModInt;

/// Below this many points a block's products and middle products are taken
/// term by term rather than with transforms.
const NAIVE_BLOCK: usize = 32;

/// `f(p)` for every point `p` of `points`, where `f[i]` is the coefficient
/// of `x^i`, modulo an NTT prime `M` (such as 998244353). Returns one value
/// per point, in order; repeated points are allowed. O((n + m) log² (n + m))
/// for `n` coefficients and `m` points (O(n m) when either is small).
///
/// The remainder tree takes `f mod ∏ (x - p)` down a tree of products of
/// `x - p`; its transpose does the same work with middle products and no
/// divisions (Bostan, Lecerf and Schost, "Tellegen's principle into
/// practice", 2003). With `u_v = ∏ (1 - p x)` over the points under a node
/// `v`, the node holds `q_v[k] = Σ_i f[i] [x^(i - k)] 1 / u_v` for
/// `k < |v|`: at the root one series inverse and one product give it, and a
/// child's is a middle product of its parent's with its sibling's `u`
/// (`1 / u_left = u_right / u_v`). A leaf holds `Σ_i f[i] p^i = f(p)`.
///
/// # Example
/// ```
/// use cpkit::math::modint::ModInt998244353 as Mint;
/// use cpkit::math::multipoint::multipoint_eval;
///
/// let f: Vec<Mint> = [1, 2, 3].iter().map(|&c| Mint::new(c)).collect(); // 1 + 2x + 3x²
/// let points: Vec<Mint> = [0, 1, 2, -1].iter().map(|&p| Mint::new(p)).collect();
/// let values: Vec<u32> = multipoint_eval(&f, &points).iter().map(|v| v.val()).collect();
/// assert_eq!(values, [1, 6, 17, 2]);
/// ```
pub fn multipoint_eval<const M: u32>(
    f: &[StaticModInt<M>],
    points: &[StaticModInt<M>],
) -> Vec<StaticModInt<M>> {
    let zero = StaticModInt::<M>::raw(0);
    let one = StaticModInt::<M>::raw(1);
    let m = points.len();
    if f.len().min(m) <= NAIVE_BLOCK {
        // Horner's rule, point by point.
        return points
            .iter()
            .map(|&p| f.iter().rev().fold(zero, |acc, &c| acc * p + c))
            .collect();
    }
    let k = m.next_power_of_two();
    assert!(
        (M - 1) as usize % (2 * k) == 0,
        "multipoint_eval needs 2 m' to divide M - 1, m' the points rounded up to a power of two"
    );
    let generator = StaticModInt::<M>::raw(super::primitive_root(M));
    let levels = k.trailing_zeros() as usize;
    // lower[l]: for each block of 2^l points (padded with zeros), the
    // coefficients of x^0 .. x^(2^l - 1) of the monic ∏ (x - p).
    let mut lower: Vec<Vec<StaticModInt<M>>> = Vec::with_capacity(levels + 1);
    let mut leaves = vec![zero; k];
    for (l, &p) in leaves.iter_mut().zip(points) {
        *l = -p;
    }
    lower.push(leaves);
    // spectra[l]: the transforms of length 2^(l+1) of the same products,
    // monic term included, for the levels the transforms handle.
    let mut spectra: Vec<Vec<StaticModInt<M>>> = Vec::with_capacity(levels);
    for level in 0..levels {
        let s = 1 << level;
        let cur = &lower[level];
        let mut next = vec![zero; k];
        if s < NAIVE_BLOCK {
            // (x^s + a)(x^s + b) = x^2s + x^s (a + b) + a b.
            for (out, pair) in next.chunks_exact_mut(2 * s).zip(cur.chunks_exact(2 * s)) {
                let (a, b) = pair.split_at(s);
                for (i, &x) in a.iter().enumerate() {
                    for (o, &y) in out[i..i + s].iter_mut().zip(b) {
                        *o += x * y;
                    }
                }
                for (o, (&x, &y)) in out[s..].iter_mut().zip(a.iter().zip(b)) {
                    *o += x + y;
                }
            }
            spectra.push(Vec::new());
        } else {
            if spectra.len() == level {
                // The lowest level the transforms handle: transform each block.
                let mut spec = vec![zero; 2 * k];
                for (out, block) in spec.chunks_exact_mut(2 * s).zip(cur.chunks_exact(s)) {
                    out[..s].copy_from_slice(block);
                    out[s] = one;
                    butterfly(out);
                }
                spectra.push(spec);
            }
            // The parents' transforms of length 4s, but at the root: their
            // first half is the product of the children's (the even powers of
            // a 4s-th root w are the 2s-th roots), their second half the
            // transform of P(w x) mod (x^2s - 1).
            let top = level + 1 == levels;
            let mut up = vec![zero; if top { 0 } else { 2 * k }];
            let w = generator.pow(u64::from(M - 1) / (4 * s as u64));
            let mut twist = Vec::with_capacity(2 * s);
            let mut power = one;
            for _ in 0..2 * s {
                twist.push(power);
                power *= w;
            }
            let scale = StaticModInt::<M>::new(2 * s as u64).inv();
            let spec = &spectra[level];
            for (b, (out, pair)) in next
                .chunks_exact_mut(2 * s)
                .zip(spec.chunks_exact(4 * s))
                .enumerate()
            {
                let (x, y) = pair.split_at(2 * s);
                for ((o, &x), &y) in out.iter_mut().zip(x).zip(y) {
                    *o = x * y;
                }
                if !top {
                    up[4 * s * b..4 * s * b + 2 * s].copy_from_slice(out);
                }
                for o in out.iter_mut() {
                    *o *= scale;
                }
                butterfly_inv(out);
                // The product's x^2s, 1, wrapped onto x^0.
                out[0] -= one;
                if !top {
                    let high = &mut up[4 * s * b + 2 * s..4 * s * (b + 1)];
                    for ((h, &c), &t) in high.iter_mut().zip(out.iter()).zip(&twist) {
                        *h = c * t;
                    }
                    // w^2s x^2s = -1 wrapped onto x^0.
                    high[0] -= one;
                    butterfly(high);
                }
            }
            if !top {
                spectra.push(up);
            }
        }
        lower.push(next);
    }

    // The root: q[k] = Σ_i f[i] [x^(i - k)] 1 / u, u = x^K P(1/x).
    let root = &lower[levels];
    let mut u = Vec::with_capacity(k + 1);
    u.push(one);
    u.extend(root.iter().rev());
    let len = f.len().max(k);
    let inv = fps_inv(&u, len);
    let mut reversed = vec![zero; len - f.len()];
    reversed.extend(f.iter().rev());
    let product = convolution(&reversed, &inv);
    let mut q: Vec<StaticModInt<M>> = (0..k).map(|i| product[len - 1 - i]).collect();

    // Down the tree: q_left[j] = Σ_i q[j + s - i] P_right[i] over i in
    // 0..=s (P_right[s] = 1), and the same for the right child with P_left.
    let mut buf = vec![zero; 2 * k];
    for level in (0..levels).rev() {
        let s = 1 << level;
        if s < NAIVE_BLOCK {
            let cur = &lower[level];
            for (block, pair) in q.chunks_exact_mut(2 * s).zip(cur.chunks_exact(2 * s)) {
                let parent = &mut buf[..2 * s];
                parent.copy_from_slice(block);
                let (a, b) = pair.split_at(s);
                let (left, right) = block.split_at_mut(s);
                for (half, sibling) in [(left, b), (right, a)] {
                    for (j, out) in half.iter_mut().enumerate() {
                        let mut acc = parent[j];
                        for (&x, &c) in parent[j + 1..=j + s].iter().rev().zip(sibling) {
                            acc += x * c;
                        }
                        *out = acc;
                    }
                }
            }
        } else {
            let spec = &spectra[level];
            let scale = StaticModInt::<M>::new(2 * s as u64).inv();
            for (block, pair) in q.chunks_exact_mut(2 * s).zip(spec.chunks_exact(4 * s)) {
                let (parent, tmp) = buf.split_at_mut(2 * s);
                let tmp = &mut tmp[..2 * s];
                for (p, &x) in parent.iter_mut().zip(block.iter()) {
                    *p = x * scale;
                }
                butterfly(parent);
                let (a, b) = pair.split_at(2 * s);
                let (left, right) = block.split_at_mut(s);
                for (half, sibling) in [(left, b), (right, a)] {
                    for ((t, &x), &y) in tmp.iter_mut().zip(parent.iter()).zip(sibling) {
                        *t = x * y;
                    }
                    butterfly_inv(tmp);
                    half.copy_from_slice(&tmp[s..]);
                }
            }
        }
    }
    q.truncate(m);
    q
}

/// The quotient and remainder of `f` divided by `g`: `(d, r)` with
/// `f = d g + r` and `deg r < deg g`, modulo an NTT prime `M`. The last
/// coefficient of `g` must be nonzero (it is the leading one); `d` has
/// `len(f) - len(g) + 1` coefficients (none when `f` is shorter), `r` has
/// `len(g) - 1` (or `len(f)`, if fewer), trailing zeros kept.
/// O((n + m) log (n + m)): `rev(d) = rev(f) / rev(g)` as series, one
/// inverse ([`fps_inv`]) and two products, the second only modulo
/// `x^L - 1` for `L >= deg g`.
///
/// # Example
/// ```
/// use cpkit::math::modint::ModInt998244353 as Mint;
/// use cpkit::math::multipoint::poly_div_rem;
///
/// let mint = |v: &[i64]| v.iter().map(|&c| Mint::new(c)).collect::<Vec<_>>();
/// // x³ + 2x + 5 = (x + 1)(x² - x + 3) + 2
/// let (d, r) = poly_div_rem(&mint(&[5, 2, 0, 1]), &mint(&[1, 1]));
/// assert_eq!((d, r), (mint(&[3, -1, 1]), mint(&[2])));
/// ```
pub fn poly_div_rem<const M: u32>(
    f: &[StaticModInt<M>],
    g: &[StaticModInt<M>],
) -> (Vec<StaticModInt<M>>, Vec<StaticModInt<M>>) {
    assert!(
        g.last().map_or(false, |c| c.val() != 0),
        "poly_div_rem needs a divisor with a nonzero leading coefficient"
    );
    if f.len() < g.len() {
        return (Vec::new(), f.to_vec());
    }
    let n = f.len() - g.len() + 1;
    let rf: Vec<StaticModInt<M>> = f.iter().rev().take(n).copied().collect();
    let rg: Vec<StaticModInt<M>> = g.iter().rev().take(n).copied().collect();
    let mut d = convolution(&rf, &fps_inv(&rg, n));
    d.truncate(n);
    d.reverse();
    let r_len = g.len() - 1;
    let r = if d.len().min(g.len()) > 60 && r_len.next_power_of_two() < f.len().next_power_of_two()
    {
        remainder_cyclic(f, &d, g, r_len)
    } else {
        let dg = convolution(&d, g);
        f[..r_len].iter().zip(&dg).map(|(&x, &y)| x - y).collect()
    };
    (d, r)
}

/// `f - d g`, known to have `r_len` coefficients, from a product modulo
/// `x^len - 1` for the first power of two `len >= r_len`: reduced so,
/// `f = d g + r` leaves `r` whole, and the transforms are of `len` values
/// instead of the `len(f)` a whole product needs (8 times shorter for a
/// divisor of an eighth of the dividend's length).
fn remainder_cyclic<const M: u32>(
    f: &[StaticModInt<M>],
    d: &[StaticModInt<M>],
    g: &[StaticModInt<M>],
    r_len: usize,
) -> Vec<StaticModInt<M>> {
    let len = r_len.next_power_of_two();
    let fold = |a: &[StaticModInt<M>]| {
        let mut folded = vec![StaticModInt::<M>::raw(0); len];
        for block in a.chunks(len) {
            for (x, &y) in folded.iter_mut().zip(block) {
                *x += y;
            }
        }
        folded
    };
    let (mut fd, mut fg) = (fold(d), fold(g));
    butterfly(&mut fd);
    butterfly(&mut fg);
    let scale = StaticModInt::<M>::new(len as u64).inv();
    for (x, &y) in fd.iter_mut().zip(&fg) {
        *x *= y * scale;
    }
    butterfly_inv(&mut fd);
    fold(f)[..r_len]
        .iter()
        .zip(&fd)
        .map(|(&x, &y)| x - y)
        .collect()
}
