//! The diameter of a tree with non-negative edge weights, and a path that
//! realises it: two depth-first sweeps, O(n). Verified by
//! `crates/cpkit/verify/tree-diameter`.
//!
//! The vertex farthest from any vertex is an end of some longest path (with
//! weights at least 0: a longer path elsewhere would give a farther vertex),
//! so the vertex farthest from that end is the other.

use super::csr::Csr;
use std::ops::Add;

/// The largest distance between two vertices of `tree`, and the vertices of
/// a path that long from one end to the other (one vertex when the tree has
/// one). `W::default()` is the zero weight. O(n).
///
/// `tree` holds each edge in both directions (`Csr::from_undirected`);
/// weights must not be negative.
///
/// # Panics
///
/// If the tree has no vertices, or if not every vertex can be reached from
/// vertex 0 (a forest).
///
/// # Example
///
/// ```
/// use cpkit::graph::{csr::Csr, tree_diameter::tree_diameter};
///
/// // 3 -5- 0 -1- 1 -2- 2, and 4 hanging under 1 by 10.
/// let tree = Csr::from_undirected(5, vec![(0, 1, 1u64), (1, 2, 2), (0, 3, 5), (1, 4, 10)]);
/// let (length, path) = tree_diameter(&tree);
/// assert_eq!(length, 16);
/// assert!(path == [4, 1, 0, 3] || path == [3, 0, 1, 4]);
/// ```
pub fn tree_diameter<W>(tree: &Csr<(usize, W)>) -> (W, Vec<usize>)
where
    W: Copy + Default + PartialOrd + Add<Output = W>,
{
    let n = tree.num_vertices();
    assert!(n > 0, "tree_diameter: a tree of no vertices");
    let mut dist = vec![W::default(); n];
    let mut parent = vec![u32::MAX; n];
    let mut stack = Vec::with_capacity(n);
    let a = farthest(tree, 0, &mut dist, &mut parent, &mut stack);
    let b = farthest(tree, a, &mut dist, &mut parent, &mut stack);
    let mut path = vec![b];
    let mut v = b;
    while v != a {
        v = parent[v] as usize;
        path.push(v);
    }
    (dist[b], path)
}

/// The vertex farthest from `source` (the first found on a tie), filling
/// `dist` and `parent` for the tree rooted at `source`.
fn farthest<W>(
    tree: &Csr<(usize, W)>,
    source: usize,
    dist: &mut [W],
    parent: &mut [u32],
    stack: &mut Vec<u32>,
) -> usize
where
    W: Copy + Default + PartialOrd + Add<Output = W>,
{
    // An explicit stack: recursion would overflow on a long path.
    dist[source] = W::default();
    parent[source] = source as u32;
    stack.push(source as u32);
    let (mut best, mut reached) = (source, 0);
    while let Some(v) = stack.pop() {
        let v = v as usize;
        reached += 1;
        // A cycle would push vertices forever.
        assert!(reached <= dist.len(), "tree_diameter: a cycle; not a tree");
        if dist[v] > dist[best] {
            best = v;
        }
        for &(w, c) in tree.neighbours(v) {
            if w as u32 != parent[v] {
                parent[w] = v as u32;
                dist[w] = dist[v] + c;
                stack.push(w as u32);
            }
        }
    }
    assert!(
        reached == tree.num_vertices(),
        "tree_diameter: {} of {} vertices reachable from {}; not a tree",
        reached,
        tree.num_vertices(),
        source
    );
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_vertex() {
        let tree: Csr<(usize, u32)> = Csr::from_undirected(1, vec![]);
        assert_eq!(tree_diameter(&tree), (0, vec![0]));
    }

    #[test]
    fn a_long_path_needs_no_recursion() {
        let n = 300_000;
        let tree = Csr::from_undirected(n, (1..n).map(|i| (i - 1, i, 1u64)));
        let (length, path) = tree_diameter(&tree);
        assert_eq!(length, n as u64 - 1);
        assert_eq!(path.len(), n);
    }

    #[test]
    #[should_panic(expected = "a cycle; not a tree")]
    fn a_cycle_panics() {
        tree_diameter(&Csr::from_undirected(
            3,
            vec![(0, 1, 1u32), (1, 2, 1), (2, 0, 1)],
        ));
    }

    #[test]
    #[should_panic(expected = "not a tree")]
    fn a_forest_panics() {
        tree_diameter(&Csr::from_undirected(3, vec![(0, 1, 1u32)]));
    }
}
