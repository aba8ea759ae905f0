//! The number of spanning trees of an undirected multigraph, or of
//! spanning arborescences of a directed one from a given root, modulo a
//! prime, by Kirchhoff's matrix-tree theorem (Tutte's, for directed
//! graphs): O(n³ + m). Verified by
//! `crates/cpkit/verify/counting-spanning-tree-undirected` and
//! `crates/cpkit/verify/counting-spanning-tree-directed`.
//!
//! The undirected count is any cofactor of the graph's Laplacian (degrees
//! on the diagonal, minus the number of edges between u and v at (u, v));
//! the one used drops vertex 0's row and column. The directed count from
//! the root r is the cofactor at (r, r) of the in-degree Laplacian
//! (in-degrees on the diagonal, minus the number of edges u -> v at
//! (u, v)). Gaussian elimination takes the determinant.

use super::super::math::gauss::determinant;
use super::super::math::modint::StaticModInt;

/// The number of spanning trees of the undirected graph on vertices
/// `0..n` with edges `(u, v)`, modulo the prime `M`. Parallel edges count
/// as different edges (two trees differ when their sets of edge indices
/// do); self-loops are in no tree. 1 when `n` is 1, 0 when the graph is
/// disconnected or `n` is 0. O(n³ + m).
///
/// # Panics
///
/// If a vertex is not below `n`.
///
/// # Example
///
/// ```
/// use cpkit::graph::spanning_tree_count::count_spanning_trees;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// // A triangle has 3 spanning trees; doubling an edge adds the 2 that use its copy.
/// assert_eq!(count_spanning_trees::<998_244_353>(3, &[(0, 1), (1, 2), (2, 0)]), Mint::new(3));
/// assert_eq!(count_spanning_trees::<998_244_353>(3, &[(0, 1), (1, 2), (2, 0), (1, 0)]), Mint::new(5));
/// // Two vertices, no edge: no tree.
/// assert_eq!(count_spanning_trees::<998_244_353>(2, &[(1, 1)]), Mint::new(0));
/// ```
pub fn count_spanning_trees<const M: u32>(n: usize, edges: &[(usize, usize)]) -> StaticModInt<M> {
    if n == 0 {
        return StaticModInt::new(0);
    }
    // Counts first, reduced once: the Laplacian of vertices 1..n.
    let mut laplacian = vec![vec![0u64; n - 1]; n - 1];
    for &(u, v) in edges {
        assert!(
            u < n && v < n,
            "count_spanning_trees: edge ({}, {}) on {} vertices",
            u,
            v,
            n
        );
        if u == v {
            continue;
        }
        if u > 0 {
            laplacian[u - 1][u - 1] += 1;
        }
        if v > 0 {
            laplacian[v - 1][v - 1] += 1;
        }
        if u > 0 && v > 0 {
            laplacian[u - 1][v - 1] += 1;
            laplacian[v - 1][u - 1] += 1;
        }
    }
    let mut a: Vec<Vec<StaticModInt<M>>> = Vec::with_capacity(n - 1);
    for (i, row) in laplacian.into_iter().enumerate() {
        a.push(
            row.into_iter()
                .enumerate()
                .map(|(j, c)| {
                    let c = StaticModInt::new(c);
                    if i == j {
                        c
                    } else {
                        -c
                    }
                })
                .collect(),
        );
    }
    determinant(a)
}

/// The number of spanning arborescences of the directed graph on vertices
/// `0..n` with edges `(from, to)` rooted at `root` (trees of n - 1 edges
/// by which `root` reaches every vertex), modulo the prime `M`. Parallel
/// edges count as different edges; self-loops and edges into `root` are
/// in none. 0 when some vertex is out of reach. O(n³ + m).
///
/// # Panics
///
/// If `root` or a vertex is not below `n`.
///
/// # Example
///
/// ```
/// use cpkit::graph::spanning_tree_count::count_spanning_arborescences;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// // 0 -> 1, 0 -> 2, 1 -> 2, 2 -> 1: from 0, the trees {0->1, 0->2}, {0->1, 1->2}, {0->2, 2->1}.
/// let edges = [(0, 1), (0, 2), (1, 2), (2, 1)];
/// assert_eq!(count_spanning_arborescences::<998_244_353>(3, 0, &edges), Mint::new(3));
/// // Nothing leaves 1 but its edge to 2, and nothing reaches 0 from 1.
/// assert_eq!(count_spanning_arborescences::<998_244_353>(3, 1, &edges), Mint::new(0));
/// ```
pub fn count_spanning_arborescences<const M: u32>(
    n: usize,
    root: usize,
    edges: &[(usize, usize)],
) -> StaticModInt<M> {
    assert!(
        root < n,
        "count_spanning_arborescences: root {} of {} vertices",
        root,
        n
    );
    // Row and column `root` dropped: vertex v > root is at v - 1.
    let at = |v: usize| if v > root { v - 1 } else { v };
    let mut laplacian = vec![vec![0u64; n - 1]; n - 1];
    for &(u, v) in edges {
        assert!(
            u < n && v < n,
            "count_spanning_arborescences: edge ({}, {}) on {} vertices",
            u,
            v,
            n
        );
        if u == v || v == root {
            continue;
        }
        laplacian[at(v)][at(v)] += 1;
        if u != root {
            laplacian[at(u)][at(v)] += 1;
        }
    }
    let a = laplacian
        .into_iter()
        .enumerate()
        .map(|(i, row)| {
            row.into_iter()
                .enumerate()
                .map(|(j, c)| {
                    let c = StaticModInt::new(c);
                    if i == j {
                        c
                    } else {
                        -c
                    }
                })
                .collect()
        })
        .collect();
    determinant(a)
}
