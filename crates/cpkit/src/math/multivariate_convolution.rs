//! Truncated multivariate convolution (the product of two polynomials in
//! k variables modulo `x_1^n_1, ..., x_k^n_k`) by one extra variable that
//! counts carries: O(k N log N + k² N) for `N = Π n_i`; verified on
//! Library Checker's `multivariate_convolution`
//! (`crates/cpkit/verify/multivariate-convolution`).

use super::convolution::{butterfly, butterfly_inv};
use super::modint::StaticModInt;

/// The product of `a` and `b` modulo `x_1^n_1, ..., x_k^n_k`, where
/// `shape = [n_1, ..., n_k]` and the coefficient of `x_1^i_1 ⋯ x_k^i_k`
/// sits at `i_1 + i_2 n_1 + ... + i_k n_1 ⋯ n_(k-1)`; `a` and `b` have
/// `N = Π n_i` terms each (panics otherwise), and `M` is an NTT prime with
/// `2N` dividing a power of two in `M - 1`. O(k N log N + k² N).
///
/// Indices add as mixed-radix numbers, and a term belongs to the product
/// exactly when the addition carries nowhere. With `χ(i) = Σ_j ⌊i /
/// (n_1 ⋯ n_j)⌋` over `j < k`, `χ(i + j) - χ(i) - χ(j)` counts the carries
/// (from 0 to k - 1), so it is 0 modulo `k` exactly for the terms kept.
/// Each input is split by `χ` modulo `k` into k polynomials in one
/// variable, those are multiplied as polynomials in `x` and cyclically in
/// the split (k² products per point of the transforms), and
/// `c[s] = H_{χ(s) mod k}[s]`.
///
/// # Example
/// ```
/// use cpkit::math::modint::ModInt998244353 as Mint;
/// use cpkit::math::multivariate_convolution::multivariate_convolution;
///
/// let m = |v: &[u32]| v.iter().map(|&x| Mint::new(x)).collect::<Vec<_>>();
/// // (1 + 2x + 3y + 4xy)(5 + 6x + 7y + 8xy) mod (x^2, y^2).
/// let c = multivariate_convolution(&m(&[1, 2, 3, 4]), &m(&[5, 6, 7, 8]), &[2, 2]);
/// assert_eq!(c, m(&[5, 16, 22, 60]));
/// // One variable: the product cut to n terms.
/// assert_eq!(multivariate_convolution(&m(&[1, 1, 1]), &m(&[1, 1, 1]), &[3]), m(&[1, 2, 3]));
/// ```
pub fn multivariate_convolution<const M: u32>(
    a: &[StaticModInt<M>],
    b: &[StaticModInt<M>],
    shape: &[usize],
) -> Vec<StaticModInt<M>> {
    let n: usize = shape.iter().product();
    assert!(
        a.len() == n && b.len() == n,
        "multivariate_convolution: a and b must have Π n_i terms"
    );
    // With fewer than two variables nothing carries: one part.
    let k = shape.len().max(1);
    // chi[i] = Σ_j ⌊i / (n_1 ⋯ n_j)⌋ mod k, for j < k.
    let mut chi = vec![0u8; n];
    let mut block = 1;
    for &size in shape.iter().take(k - 1) {
        block *= size;
        for (i, x) in chi.iter_mut().enumerate() {
            *x = ((usize::from(*x) + i / block) % k) as u8;
        }
    }
    let split = |v: &[StaticModInt<M>]| -> Vec<Vec<StaticModInt<M>>> {
        let mut parts = vec![vec![StaticModInt::raw(0); n]; k];
        for (i, (&x, &t)) in v.iter().zip(&chi).enumerate() {
            parts[usize::from(t)][i] = x;
        }
        parts
    };
    let z = (2 * n - 1).next_power_of_two();
    let products = transformed_product(&split(a), &split(b), z, n);
    chi.iter()
        .enumerate()
        .map(|(s, &t)| products[usize::from(t)][s])
        .collect()
}

/// `H_r = Σ_(t + u ≡ r mod k) F_t G_u` for `r < k`, each cut to its first
/// `n` terms, through transforms of length `z` (at least `2n - 1`).
fn transformed_product<const M: u32>(
    f: &[Vec<StaticModInt<M>>],
    g: &[Vec<StaticModInt<M>>],
    z: usize,
    n: usize,
) -> Vec<Vec<StaticModInt<M>>> {
    let k = f.len();
    // The transforms side by side: t[p k + i] is part i's value at point p,
    // so that the k² products of a point read two short runs.
    let interleave = |parts: &[Vec<StaticModInt<M>>]| -> Vec<u32> {
        let mut t = vec![0u32; z * k];
        let mut buf = Vec::with_capacity(z);
        for (i, part) in parts.iter().enumerate() {
            buf.clear();
            buf.extend_from_slice(part);
            buf.resize(z, StaticModInt::raw(0));
            butterfly(&mut buf);
            for (p, x) in buf.iter().enumerate() {
                t[p * k + i] = x.val();
            }
        }
        t
    };
    let tf = interleave(f);
    let tg = interleave(g);
    let m = u64::from(M);
    // Sums of products below M^2 < 2^60 each, kept below 2^61 by taking
    // away 2 M^2 (a multiple of M) whenever a sum passes it.
    let spill = 2 * m * m;
    let scale = StaticModInt::<M>::new(z as u64).inv();
    let mut h = vec![vec![StaticModInt::<M>::raw(0); z]; k];
    let mut acc = vec![0u64; k];
    for (p, (fp, gp)) in tf.chunks_exact(k).zip(tg.chunks_exact(k)).enumerate() {
        for x in acc.iter_mut() {
            *x = 0;
        }
        for (t, &x) in fp.iter().enumerate() {
            let x = u64::from(x);
            // u < k - t lands on t + u, the rest wraps to t + u - k.
            let (low, high) = gp.split_at(k - t);
            let (wrapped, straight) = acc.split_at_mut(t);
            for (a, &y) in straight
                .iter_mut()
                .zip(low)
                .chain(wrapped.iter_mut().zip(high))
            {
                let s = *a + x * u64::from(y);
                *a = if s >= spill { s - spill } else { s };
            }
        }
        for (hr, &s) in h.iter_mut().zip(&acc) {
            hr[p] = StaticModInt::<M>::raw((s % m) as u32) * scale;
        }
    }
    for hr in h.iter_mut() {
        butterfly_inv(hr);
        hr.truncate(n);
    }
    h
}
