//! The chromatic polynomial of a small graph by counting its partitions
//! into k independent sets with a power projection of set power series,
//! O(2^n n²); verified on Library Checker's `chromatic_polynomial`
//! (`crates/cpkit/verify/chromatic-polynomial`).
//!
//! With a_k the number of ways to split the vertices into k nonempty
//! independent sets (unordered), P(x) = Σ_k a_k x(x-1)…(x-k+1): choose
//! which of the x colours each block gets. a_k is E_k(V) for the map
//! E_k(S) = Σ_T I(T) E_{k-1}(S \ T) over the independent T ⊆ S holding
//! S's highest vertex, from E_0 = [S = ∅]. Read backwards (transposed),
//! a_k = ⟨(Lᵀ)^k δ_V, δ_∅⟩, and each Lᵀ drops the highest vertex: the
//! weight vector halves at every step, and each step is, per highest
//! vertex j, one transposed subset convolution on the 2^j subsets below
//! j, so the whole costs about twice a single subset convolution on n.

use super::super::math::modint::ModInt998244353;

const M: u32 = 998_244_353;

/// The coefficients `p_0, …, p_n` of the chromatic polynomial of the
/// undirected graph on `0..n` with edges `(u, v)` (multi-edges allowed),
/// modulo 998244353: `P(x)` is the number of ways to colour the vertices
/// with `x` colours so that each edge joins two colours. A self-loop
/// allows no colouring (P = 0). O(2^n n²) time, O(2^n n) memory.
///
/// # Panics
///
/// If `n` is more than 24, or a vertex is not below `n`.
///
/// # Example
///
/// ```
/// use cpkit::graph::chromatic_polynomial::chromatic_polynomial;
///
/// let vals = |n, e: &[(usize, usize)]| -> Vec<u32> {
///     chromatic_polynomial(n, e).iter().map(|c| c.val()).collect()
/// };
/// // A triangle: x(x-1)(x-2) = 2x - 3x² + x³.
/// assert_eq!(vals(3, &[(0, 1), (1, 2), (2, 0)]), [0, 2, 998_244_350, 1]);
/// // Two isolated vertices: x².
/// assert_eq!(vals(2, &[]), [0, 0, 1]);
/// // A loop: no colouring at all.
/// assert_eq!(vals(2, &[(1, 1)]), [0, 0, 0]);
/// ```
pub fn chromatic_polynomial(n: usize, edges: &[(usize, usize)]) -> Vec<ModInt998244353> {
    assert!(
        n <= 24,
        "chromatic_polynomial: {} vertices is too many (at most 24)",
        n
    );
    let mut adjacent = vec![0usize; n];
    let mut looped = false;
    for &(u, v) in edges {
        assert!(
            u < n && v < n,
            "chromatic_polynomial: edge ({}, {}) on {} vertices",
            u,
            v,
            n
        );
        looped |= u == v;
        adjacent[u] |= 1 << v;
        adjacent[v] |= 1 << u;
    }
    let mut result = vec![ModInt998244353::raw(0); n + 1];
    if looped {
        return result;
    }
    let partitions = partition_counts(n, &adjacent);
    // falling = x(x-1)…(x-k+1), coefficient by coefficient.
    let mut falling = vec![0u64; n + 1];
    falling[0] = 1;
    for (k, &a) in partitions.iter().enumerate() {
        if k > 0 {
            let shift = (k - 1) as u64;
            for i in (0..=k).rev() {
                let lower = if i > 0 { falling[i - 1] } else { 0 };
                falling[i] =
                    (lower + (u64::from(M) - shift) * falling[i] % u64::from(M)) % u64::from(M);
            }
        }
        for (r, &f) in result.iter_mut().zip(&falling) {
            *r = ModInt998244353::raw(
                ((u64::from(r.val()) + u64::from(a) * f) % u64::from(M)) as u32,
            );
        }
    }
    result
}

/// `a_k` for k in 0..=n: the partitions of `0..n` into k independent sets.
fn partition_counts(n: usize, adjacent: &[usize]) -> Vec<u32> {
    let full = 1usize << n;
    // independent[S] for every S; S is independent when S minus its
    // lowest vertex v is, and v has no neighbour in S.
    let mut independent = vec![false; full];
    independent[0] = true;
    for s in 1..full {
        let v = s.trailing_zeros() as usize;
        independent[s] = independent[s & (s - 1)] && adjacent[v] & s == 0;
    }
    // The ranked zeta transform of a_j(V) = [V ∪ {j} independent] over
    // V ⊆ 0..j, for every j: each is used at every step that still has j.
    let kernels: Vec<Vec<u32>> = (0..n)
        .map(|j| {
            let width = j + 1;
            let mut f = vec![0u32; width << j];
            for v in 0..1usize << j {
                if independent[v | 1 << j] {
                    f[v * width + v.count_ones() as usize] = 1;
                }
            }
            zeta(&mut f, j);
            f
        })
        .collect();
    let mut counts = vec![0u32; n + 1];
    // weights over the subsets of 0..m; starts as δ_V.
    let mut weights = vec![0u32; full];
    weights[full - 1] = 1;
    counts[0] = u32::from(n == 0);
    let mut scratch = Vec::new();
    for m in (1..=n).rev() {
        let mut next = vec![0u32; 1 << (m - 1)];
        for (j, kernel) in kernels.iter().enumerate().take(m) {
            let b = &weights[1 << j..2 << j];
            transposed_step(kernel, b, &mut next[..1 << j], j, &mut scratch);
        }
        weights = next;
        counts[n - m + 1] = weights[0];
    }
    counts
}

/// `out[U] += Σ_{S ⊇ U} b[S] a[S \ U]` over the subsets of 0..j, with `a`
/// given by its ranked zeta transform `a_hat`: the subset convolution of
/// the complemented `b` with `a`, complemented back.
fn transposed_step(a_hat: &[u32], b: &[u32], out: &mut [u32], j: usize, f: &mut Vec<u32>) {
    let width = j + 1;
    let size = 1usize << j;
    let mask = size - 1;
    f.clear();
    f.resize(size * width, 0);
    for (s, &x) in b.iter().enumerate() {
        let c = s ^ mask;
        f[c * width + c.count_ones() as usize] = x;
    }
    zeta(f, j);
    // h[S][k] = Σ f[S][i] a[S][k - i], needed only for k ≥ |S| (the Möbius
    // transform at rank k reads subsets of sets of size k), and both
    // factors vanish above rank |S|, so k ≤ 2|S| and i runs over
    // k - |S| ..= |S|.
    let mut row = vec![0u32; width];
    for s in 0..size {
        let pc = s.count_ones() as usize;
        let (fs, gs) = (&f[s * width..][..width], &a_hat[s * width..][..width]);
        for (k, r) in row.iter_mut().enumerate() {
            *r = 0;
            if k < pc || k > 2 * pc {
                continue;
            }
            // Products are below 2^60, so eight fit a u64 before a
            // reduction; `% M` by a constant is a multiplication.
            let mut sum = 0u64;
            for (t, i) in (k - pc..=pc).enumerate() {
                sum += u64::from(fs[i]) * u64::from(gs[k - i]);
                if t % 8 == 7 {
                    sum %= u64::from(M);
                }
            }
            *r = (sum % u64::from(M)) as u32;
        }
        f[s * width..][..width].copy_from_slice(&row);
    }
    mobius(f, j);
    for (u, o) in out.iter_mut().enumerate() {
        let c = u ^ mask;
        let z = *o + f[c * width + c.count_ones() as usize];
        *o = if z >= M { z - M } else { z };
    }
}

/// Sums over subsets, rank by rank: row S becomes Σ_{T ⊆ S} row T.
fn zeta(f: &mut [u32], n: usize) {
    let width = n + 1;
    for bit in 0..n {
        let half = width << bit;
        for block in f.chunks_exact_mut(2 * half) {
            let (low, high) = block.split_at_mut(half);
            for (x, &y) in high.iter_mut().zip(low.iter()) {
                let z = *x + y;
                *x = if z >= M { z - M } else { z };
            }
        }
    }
}

/// The inverse of [`zeta`]: inclusion–exclusion over subsets.
fn mobius(f: &mut [u32], n: usize) {
    let width = n + 1;
    for bit in 0..n {
        let half = width << bit;
        for block in f.chunks_exact_mut(2 * half) {
            let (low, high) = block.split_at_mut(half);
            for (x, &y) in high.iter_mut().zip(low.iter()) {
                let z = *x + M - y;
                *x = if z >= M { z - M } else { z };
            }
        }
    }
}
