//! Conversion of a polynomial from the monomial basis to the Newton basis
//! of given points (`f = Σ b_i ∏_{j<i} (x - p_j)`) down a product tree
//! with one series inverse at the root and a middle product per node,
//! O(n log² n); verified on Library Checker's
//! `conversion_from_monomial_basis_to_newton_basis`
//! (`crates/cpkit/verify/conversion-from-monomial-basis-to-newton-basis`).

use super::convolution::{butterfly, butterfly_inv, convolution};
use super::fps_inv::fps_inv;
use super::modint::StaticModInt;

/// Below this block size products and middle products are taken term by
/// term rather than with transforms.
const NAIVE_BLOCK: usize = 16;

/// The coefficients `b` with `f = Σ_i b_i ∏_{j<i} (x - p_j)`, for `f` of
/// `n` coefficients and `n` points `p` (repeats allowed), modulo an NTT
/// prime `M` (such as 998244353); O(n log² n).
///
/// For a block B of points with product `P_B` and the part `f_B` of `f`
/// (degree below |B|) whose Newton coefficients on B are wanted, the node
/// keeps the first |B| coefficients of `f_B / P_B` at infinity (of
/// `x^-1, x^-2, ...`). Split B into a left half L and a right half R:
/// `f_R = f_B div P_L` and `f_L = f_B mod P_L`, and then `f_R / P_R` and
/// `f_B / P_B` share their first |B| / 2 coefficients, while
/// `f_L / P_L` is the fractional part of `(f_B / P_B) P_R`: a middle
/// product. At a leaf, `f_B / (x - p) = b / x + ...` gives `b`. At the root
/// the coefficients come from one series inverse.
///
/// # Example
/// ```
/// use cpkit::math::modint::ModInt998244353 as Mint;
/// use cpkit::math::newton_basis::monomial_to_newton;
///
/// let m = |v: &[i64]| v.iter().map(|&x| Mint::new(x)).collect::<Vec<_>>();
/// // With p = (1, 0, 5): x² = 1 + (x - 1) + (x - 1) x.
/// assert_eq!(monomial_to_newton(&m(&[0, 0, 1]), &m(&[1, 0, 5])), m(&[1, 1, 1]));
/// ```
pub fn monomial_to_newton<const M: u32>(
    f: &[StaticModInt<M>],
    p: &[StaticModInt<M>],
) -> Vec<StaticModInt<M>> {
    let n = f.len();
    assert_eq!(
        n,
        p.len(),
        "monomial_to_newton needs as many points as coefficients"
    );
    let zero = StaticModInt::<M>::raw(0);
    let one = StaticModInt::<M>::raw(1);
    if n == 0 {
        return Vec::new();
    }
    let s = n.next_power_of_two();
    let levels = s.trailing_zeros() as usize;
    // lower[l]: for each block of 2^l points (padded with zeros), the
    // coefficients of x^0 .. x^(2^l - 1) of the monic ∏ (x - p).
    // spectra[l]: the transforms of length 2^(l+1) of the same products,
    // monic term included, for blocks of NAIVE_BLOCK points or more.
    let mut lower: Vec<Vec<StaticModInt<M>>> = Vec::with_capacity(levels + 1);
    let mut leaves = vec![zero; s];
    for (l, &x) in leaves.iter_mut().zip(p) {
        *l = -x;
    }
    lower.push(leaves);
    let mut spectra: Vec<Vec<StaticModInt<M>>> = vec![Vec::new(); levels];
    for level in 0..levels {
        let b = 1 << level;
        let cur = &lower[level];
        let mut next = vec![zero; s];
        if b < NAIVE_BLOCK {
            // (x^b + a)(x^b + c) = x^2b + x^b (a + c) + a c.
            for (out, pair) in next.chunks_exact_mut(2 * b).zip(cur.chunks_exact(2 * b)) {
                let (a, c) = pair.split_at(b);
                for (i, &x) in a.iter().enumerate() {
                    for (o, &y) in out[i..i + b].iter_mut().zip(c) {
                        *o += x * y;
                    }
                }
                for i in 0..b {
                    out[b + i] += a[i] + c[i];
                }
            }
        } else {
            let mut spec = vec![zero; 2 * s];
            for (sp, block) in spec.chunks_exact_mut(2 * b).zip(cur.chunks_exact(b)) {
                sp[..b].copy_from_slice(block);
                sp[b] = one;
                butterfly(sp);
            }
            let scale = StaticModInt::<M>::new(2 * b as u64).inv();
            for (out, pair) in next.chunks_exact_mut(2 * b).zip(spec.chunks_exact(4 * b)) {
                let (a, c) = pair.split_at(2 * b);
                for ((o, &x), &y) in out.iter_mut().zip(a).zip(c) {
                    *o = x * y * scale;
                }
                butterfly_inv(out);
                // The x^2b term wrapped onto x^0.
                out[0] -= one;
            }
            spectra[level] = spec;
        }
        lower.push(next);
    }
    // The root: x^-1 .. x^-s of f / P at infinity, stored reversed (g[i]
    // the coefficient of x^-(s - i)): with y = 1/x, f / P = y rev(f) / rev(P).
    let mut rev_p = vec![one; s];
    for i in 1..s {
        rev_p[i] = lower[levels][s - i];
    }
    let mut rev_f = vec![zero; s];
    for (i, &c) in f.iter().enumerate() {
        rev_f[s - 1 - i] = c;
    }
    let mut g = convolution(&rev_f, &fps_inv(&rev_p, s));
    g.truncate(s);
    g.resize(s, zero);
    g.reverse();
    // Down the tree, level by level; each block of g, reversed as above.
    for level in (0..levels).rev() {
        let b = 1 << level; // the children's size
        let mut next = vec![zero; s];
        for (block, (gv, out)) in g
            .chunks_exact(2 * b)
            .zip(next.chunks_exact_mut(2 * b))
            .enumerate()
        {
            // The right child: the upper half, as it is.
            out[b..].copy_from_slice(&gv[b..]);
            // The left child: terms b .. 2b of g_v P_R, cyclically of
            // length 2b (the wrap reaches only below b).
            if b < NAIVE_BLOCK {
                let pr = &lower[level][(2 * block + 1) * b..][..b];
                for i in 0..b {
                    // Σ_t pr[t] gv[b + i - t], pr[b] = 1.
                    let mut sum = gv[i];
                    for (t, &c) in pr.iter().enumerate() {
                        sum += c * gv[b + i - t];
                    }
                    out[i] = sum;
                }
            } else {
                let spec = &spectra[level][(2 * block + 1) * 2 * b..][..2 * b];
                let mut t = gv.to_vec();
                butterfly(&mut t);
                let scale = StaticModInt::<M>::new(2 * b as u64).inv();
                for (x, &y) in t.iter_mut().zip(spec) {
                    *x *= y * scale;
                }
                butterfly_inv(&mut t);
                out[..b].copy_from_slice(&t[b..]);
            }
        }
        g = next;
    }
    g.truncate(n);
    g
}
