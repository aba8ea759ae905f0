//! The connected components of a graph's complement (u and v adjacent when
//! the graph has no edge between them), by a search that scans only the
//! vertices not reached yet: O(n + m). Verified by
//! `crates/cpkit/verify/connected-components-of-complement-graph`.
//!
//! Each vertex taken from the search's queue splits the vertices not
//! reached yet into its graph neighbours, which stay, and the others,
//! which its complement reaches; a vertex that stays is paid for by an
//! edge, one that leaves by itself.

use super::csr::Csr;

/// The connected components of the complement of the simple undirected
/// graph on vertices `0..n` with edges `(u, v)`: they partition the
/// vertices, in the order of their least vertex, each in the order the
/// search reaches it (its least vertex first, then the rest of what each
/// vertex reaches from the highest down). Parallel edges and self-loops do
/// no harm. O(n + m).
///
/// # Panics
///
/// If a vertex is not below `n`, or if there are 2^32 - 1 vertices or
/// more.
///
/// # Example
///
/// ```
/// use cpkit::graph::complement_components::complement_components;
///
/// // A star 1-0, 1-2, 1-3: its complement joins 0, 2 and 3, and leaves 1 alone.
/// let edges = [(1, 0), (2, 1), (1, 3)];
/// assert_eq!(complement_components(4, &edges), [vec![0, 3, 2], vec![1]]);
/// // A complete graph's complement has no edges.
/// assert_eq!(complement_components(2, &[(0, 1)]), [vec![0], vec![1]]);
/// ```
pub fn complement_components(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<usize>> {
    assert!(
        n < u32::MAX as usize,
        "complement_components: {} vertices is too many",
        n
    );
    let mut both = Vec::with_capacity(2 * edges.len());
    for &(u, v) in edges {
        assert!(
            u < n && v < n,
            "complement_components: edge ({}, {}) on {} vertices",
            u,
            v,
            n
        );
        both.push((u, v as u32));
        both.push((v, u as u32));
    }
    let g = Csr::from_edges(n, both);
    // The vertices not reached yet, in increasing order; `mark[w] == v + 1`
    // while `v` is scanned and `w` is its neighbour.
    let mut left: Vec<u32> = (0..n as u32).rev().collect();
    let mut stay: Vec<u32> = Vec::new();
    let mut mark = vec![0u32; n];
    let mut groups = Vec::new();
    while let Some(s) = left.pop() {
        let mut group = vec![s as usize];
        let mut head = 0;
        while head < group.len() && !left.is_empty() {
            let v = group[head];
            head += 1;
            for &w in &g[v] {
                mark[w as usize] = v as u32 + 1;
            }
            stay.clear();
            for &w in &left {
                if mark[w as usize] == v as u32 + 1 {
                    stay.push(w);
                } else {
                    group.push(w as usize);
                }
            }
            std::mem::swap(&mut left, &mut stay);
        }
        groups.push(group);
    }
    groups
}
