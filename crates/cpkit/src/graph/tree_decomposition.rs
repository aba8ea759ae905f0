//! A tree decomposition of width at most 2, or the answer that the
//! treewidth is 3 or more, by removing vertices of degree at most 2 (a
//! vertex of degree 2 leaves an edge between its neighbours), expected
//! O(n + m); verified on Library Checker's `tree_decomposition_width_2`
//! (`crates/cpkit/verify/tree-decomposition-width-2`).
//!
//! A graph has treewidth at most 2 exactly when it has no K4 minor, and
//! exactly then these removals empty it (each keeps the graph a minor of
//! the one before, and a nonempty graph of minimum degree 3 has a K4
//! minor). The removal order is an elimination order: the bag of a vertex
//! is itself with its (at most two) neighbours when it goes, hung below
//! the bag of whichever of those neighbours goes first, which holds the
//! other one too, since the two are joined.

use super::super::ds::hash_map::{set_with_capacity, FastHashSet};

/// A tree decomposition: `bags[i]` is a set of vertices of the graph, and
/// `edges` are the `bags.len() - 1` edges of a tree on the bags.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TreeDecomposition {
    /// The bags, each of at most 3 vertices (the vertex it was made for
    /// first).
    pub bags: Vec<Vec<usize>>,
    /// The tree's edges, as pairs of bag indices.
    pub edges: Vec<(usize, usize)>,
}

/// A tree decomposition of width at most 2 of the undirected graph on
/// `0..n` with `edges` (loops and repeats are ignored): one bag per
/// vertex, every edge inside a bag, and the bags holding any one vertex
/// joined in the tree; or `None` when the graph's treewidth is 3 or more.
/// Expected O(n + m) time.
///
/// # Panics
///
/// If an end of an edge is not below `n`.
///
/// # Example
///
/// ```
/// use cpkit::graph::tree_decomposition::tree_decomposition_width_2;
///
/// // A 4-cycle has treewidth 2; K4 has treewidth 3.
/// let cycle = [(0, 1), (1, 2), (2, 3), (3, 0)];
/// let td = tree_decomposition_width_2(4, &cycle).unwrap();
/// assert_eq!(td.bags.len(), 4);
/// assert!(td.bags.iter().all(|bag| bag.len() <= 3));
/// let k4 = [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)];
/// assert_eq!(tree_decomposition_width_2(4, &k4), None);
/// ```
pub fn tree_decomposition_width_2(n: usize, edges: &[(usize, usize)]) -> Option<TreeDecomposition> {
    let key = |a: usize, b: usize| (a.min(b) as u64) << 32 | a.max(b) as u64;
    let mut present: FastHashSet<u64> = set_with_capacity(edges.len() + n);
    let mut adjacent: Vec<Vec<u32>> = vec![Vec::new(); n];
    for &(a, b) in edges {
        assert!(
            a < n && b < n,
            "tree_decomposition_width_2: edge ({}, {}) on {} vertices",
            a,
            b,
            n
        );
        if a != b && present.insert(key(a, b)) {
            adjacent[a].push(b as u32);
            adjacent[b].push(a as u32);
        }
    }
    // degree[v]: v's neighbours still in the graph. An edge between two
    // vertices still in it is in `present` and in both lists once.
    let mut degree: Vec<usize> = adjacent.iter().map(Vec::len).collect();
    let mut removed = vec![false; n];
    // position[v]: when v went.
    let mut position = vec![usize::MAX; n];
    let mut bags: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut queue: Vec<usize> = (0..n).filter(|&v| degree[v] <= 2).collect();
    let mut gone = 0;
    while let Some(v) = queue.pop() {
        if removed[v] {
            continue;
        }
        // A removal never raises a degree: a vertex that gains the new
        // edge loses its edge to v.
        let mut bag = vec![v];
        for &u in &adjacent[v] {
            if !removed[u as usize] {
                bag.push(u as usize);
            }
        }
        removed[v] = true;
        position[v] = gone;
        gone += 1;
        for &u in &bag[1..] {
            degree[u] -= 1;
        }
        if bag.len() == 3 {
            let (a, b) = (bag[1], bag[2]);
            if present.insert(key(a, b)) {
                adjacent[a].push(b as u32);
                adjacent[b].push(a as u32);
                degree[a] += 1;
                degree[b] += 1;
            }
        }
        for &u in &bag[1..] {
            if degree[u] <= 2 {
                queue.push(u);
            }
        }
        adjacent[v] = Vec::new();
        bags[v] = bag;
    }
    if gone < n {
        return None;
    }
    // Each bag hangs below its neighbour that went first; the bags of
    // vertices that went alone are the roots, chained into one tree.
    let mut tree = Vec::with_capacity(n.saturating_sub(1));
    let mut last_root = None;
    for (v, bag) in bags.iter().enumerate() {
        match bag[1..].iter().min_by_key(|&&u| position[u]) {
            Some(&u) => tree.push((v, u)),
            None => {
                if let Some(r) = last_root {
                    tree.push((r, v));
                }
                last_root = Some(v);
            }
        }
    }
    Some(TreeDecomposition { bags, edges: tree })
}
