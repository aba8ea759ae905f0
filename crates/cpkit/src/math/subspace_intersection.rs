//! The intersection of two subspaces of GF(2)^b (b ≤ 32, vectors as bit
//! masks) by the Zassenhaus algorithm: elimination of the 2b-bit rows
//! `(u, u)` and `(v, 0)`, O((n + m) b) word operations; verified on Library
//! Checker's `intersection_of_f2_vector_spaces`
//! (`crates/cpkit/verify/intersection-of-f2-vector-spaces`).

/// A basis of the intersection of the span of `u` and the span of `v`, in
/// GF(2)^32 (each vector a `u32`'s bits; `^` is addition). The spanning
/// lists need not be independent. O((n + m) · 32) word operations.
///
/// Each `u` becomes the 64-bit row `u · 2^32 + u` and each `v` the row
/// `v · 2^32`; after elimination (a basis with distinct leading bits), the
/// rows whose high half is zero are `(0, w)` with `w = Σ u = Σ v`: their
/// low halves are a basis of the intersection.
///
/// # Example
/// ```
/// use cpkit::math::subspace_intersection::intersection;
///
/// let w = intersection(&[1, 2], &[1, 2, 4]);
/// assert_eq!(w.len(), 2); // span{1, 2}
/// assert!(w.iter().all(|&x| x != 0 && x < 4) && w[0] != w[1]);
/// assert_eq!(intersection(&[7, 3, 1], &[3, 1]).len(), 2);
/// assert_eq!(intersection(&[31, 4, 15], &[92, 65, 35, 89]), vec![]);
/// assert_eq!(intersection(&[5], &[1, 4]), vec![5]);
/// ```
pub fn intersection(u: &[u32], v: &[u32]) -> Vec<u32> {
    // basis[b]: the row whose leading bit is b, or 0.
    let mut basis = [0u64; 64];
    let rows = u
        .iter()
        .map(|&x| u64::from(x) << 32 | u64::from(x))
        .chain(v.iter().map(|&x| u64::from(x) << 32));
    for mut row in rows {
        while row != 0 {
            let lead = 63 - row.leading_zeros() as usize;
            if basis[lead] == 0 {
                basis[lead] = row;
                break;
            }
            row ^= basis[lead];
        }
    }
    basis[..32]
        .iter()
        .filter(|&&row| row != 0)
        .map(|&row| row as u32)
        .collect()
}
