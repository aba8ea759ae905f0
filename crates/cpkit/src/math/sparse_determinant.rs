//! The determinant of a sparse matrix modulo a prime by Wiedemann's
//! algorithm: the matrix times a random diagonal, the shortest recurrence
//! of `uᵀ (A D)^i v` (Berlekamp–Massey) is its characteristic polynomial,
//! in O(n (n + k)) for n rows and k nonzero entries; verified on Library
//! Checker's `sparse_matrix_det` (`crates/cpkit/verify/sparse-matrix-det`).

use super::berlekamp_massey::berlekamp_massey;
use super::modint::StaticModInt;

/// The determinant of the `n × n` matrix whose nonzero entries are
/// `entries` (`(row, column, value)`, each place at most once) modulo the
/// prime `M`, which must be large (well above n²: the answer is wrong
/// with probability about n² / M per attempt). O(n (n + k)) for k entries,
/// O(n + k) memory.
///
/// With `B = A D` for a random nonsingular diagonal `D`, the minimal
/// polynomial of `B` is its characteristic polynomial for almost every `D`
/// when `A` is nonsingular, and the shortest recurrence of `uᵀ Bⁱ v`
/// (2n terms, random `u` and `v`) is that polynomial for almost every `u`
/// and `v`; its constant term gives `det B = det A · det D`. A recurrence
/// shorter than n, three times in a row, means a singular `A`.
///
/// # Example
/// ```
/// use cpkit::math::sparse_determinant::sparse_determinant;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// let e = |v: &[(usize, usize, i32)]| -> Vec<(usize, usize, Mint)> {
///     v.iter().map(|&(i, j, x)| (i, j, Mint::new(x))).collect()
/// };
/// // [[3, 1], [4, 2]]
/// assert_eq!(sparse_determinant(2, &e(&[(0, 0, 3), (0, 1, 1), (1, 0, 4), (1, 1, 2)])), Mint::new(2));
/// // A permutation matrix of one transposition, scaled.
/// assert_eq!(sparse_determinant(3, &e(&[(0, 1, 5), (1, 0, 7), (2, 2, 1)])), Mint::new(-35));
/// assert_eq!(sparse_determinant(2, &e(&[(0, 0, 1), (0, 1, 1)])), Mint::new(0));
/// ```
pub fn sparse_determinant<const M: u32>(
    n: usize,
    entries: &[(usize, usize, StaticModInt<M>)],
) -> StaticModInt<M> {
    let zero = StaticModInt::<M>::new(0);
    if n == 0 {
        return StaticModInt::new(1);
    }
    // A row or a column without entries: 0 at once.
    let mut row_seen = vec![false; n];
    let mut col_seen = vec![false; n];
    for &(i, j, x) in entries {
        assert!(
            i < n && j < n,
            "sparse_determinant: ({}, {}) is outside {} × {}",
            i,
            j,
            n,
            n
        );
        if x.val() != 0 {
            row_seen[i] = true;
            col_seen[j] = true;
        }
    }
    if row_seen.iter().chain(&col_seen).any(|&seen| !seen) {
        return zero;
    }
    // The entries by row (a compressed sparse row layout).
    let mut start = vec![0usize; n + 1];
    for &(i, _, _) in entries {
        start[i + 1] += 1;
    }
    for i in 0..n {
        start[i + 1] += start[i];
    }
    let mut fill = start.clone();
    let mut cols = vec![0u32; entries.len()];
    let mut base = vec![zero; entries.len()];
    for &(i, j, x) in entries {
        cols[fill[i]] = j as u32;
        base[fill[i]] = x;
        fill[i] += 1;
    }
    let mut rng = {
        use std::collections::hash_map::RandomState;
        use std::hash::{BuildHasher, Hasher};
        let mut h = RandomState::new().build_hasher();
        h.write_usize(n);
        h.finish() | 1
    };
    let mut random = move || {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        // Nonzero, below M.
        StaticModInt::<M>::new(rng % (u64::from(M) - 1) + 1)
    };
    let m = u64::from(M);
    let mm = m * m;
    for _ in 0..3 {
        let d: Vec<StaticModInt<M>> = (0..n).map(|_| random()).collect();
        let vals: Vec<u64> = cols
            .iter()
            .zip(&base)
            .map(|(&j, &x)| u64::from((x * d[j as usize]).val()))
            .collect();
        let u: Vec<u64> = (0..n).map(|_| u64::from(random().val())).collect();
        let mut v: Vec<u64> = (0..n).map(|_| u64::from(random().val())).collect();
        let mut next = vec![0u64; n];
        let mut seq = Vec::with_capacity(2 * n);
        for _ in 0..2 * n {
            let mut dot = 0u64;
            for (&a, &b) in u.iter().zip(&v) {
                dot += a * b;
                if dot >= mm {
                    dot -= mm;
                }
            }
            seq.push(StaticModInt::<M>::new(dot));
            for i in 0..n {
                let mut acc = 0u64;
                for k in start[i]..start[i + 1] {
                    acc += vals[k] * v[cols[k] as usize];
                    if acc >= mm {
                        acc -= mm;
                    }
                }
                next[i] = acc % m;
            }
            std::mem::swap(&mut v, &mut next);
        }
        let c = berlekamp_massey(&seq);
        if c.len() == n {
            // det(B) = (-1)^(n+1) c_n, and det(A) = det(B) / det(D).
            let mut det = c[n - 1];
            if n % 2 == 0 {
                det = -det;
            }
            let det_d = d.iter().fold(StaticModInt::<M>::new(1), |p, &x| p * x);
            return det * det_d.inv();
        }
    }
    zero
}
