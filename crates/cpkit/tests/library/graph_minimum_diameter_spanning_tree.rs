//! The tree is a spanning tree of the graph whose diameter is the one
//! returned, and no spanning tree has a smaller one (all of them tried,
//! on small random connected multigraphs with loops and zero weights).

use cpkit::graph::minimum_diameter_spanning_tree::minimum_diameter_spanning_tree;
use proptest::prelude::*;

/// The diameter of the tree made of `tree`'s edges, or None if they do
/// not form a spanning tree on `0..n`.
fn tree_diameter(n: usize, edges: &[(usize, usize, u64)], tree: &[usize]) -> Option<u64> {
    if tree.len() + 1 != n {
        return None;
    }
    let mut adjacent = vec![Vec::new(); n];
    for &e in tree {
        let (u, v, w) = edges[e];
        adjacent[u].push((v, w));
        adjacent[v].push((u, w));
    }
    let mut best = 0;
    for s in 0..n {
        let mut dist = vec![u64::MAX; n];
        dist[s] = 0;
        let mut stack = vec![s];
        while let Some(x) = stack.pop() {
            for &(y, w) in &adjacent[x] {
                if dist[y] == u64::MAX {
                    dist[y] = dist[x] + w;
                    stack.push(y);
                }
            }
        }
        if dist.contains(&u64::MAX) {
            return None;
        }
        best = best.max(*dist.iter().max().unwrap());
    }
    Some(best)
}

/// The least diameter over every set of n - 1 edges that is a spanning tree.
fn naive(n: usize, edges: &[(usize, usize, u64)]) -> u64 {
    let m = edges.len();
    let mut best = u64::MAX;
    for mask in 0u32..1 << m {
        if mask.count_ones() as usize + 1 == n {
            let tree: Vec<usize> = (0..m).filter(|&i| mask >> i & 1 == 1).collect();
            if let Some(d) = tree_diameter(n, edges, &tree) {
                best = best.min(d);
            }
        }
    }
    best
}

/// A connected multigraph: a random spanning tree, then random extra edges.
fn graph() -> impl Strategy<Value = (usize, Vec<(usize, usize, u64)>)> {
    (1usize..=7).prop_flat_map(|n| {
        let tree = prop::collection::vec((any::<prop::sample::Index>(), 0u64..10), n - 1);
        let extra = prop::collection::vec((0..n, 0..n, 0u64..10), 0..=(12 - (n - 1)).min(6));
        (Just(n), tree, extra).prop_map(|(n, tree, extra)| {
            let mut edges: Vec<(usize, usize, u64)> = tree
                .iter()
                .enumerate()
                .map(|(i, (p, w))| (p.index(i + 1), i + 1, *w))
                .collect();
            edges.extend(extra);
            (n, edges)
        })
    })
}

#[test]
fn one_vertex() {
    assert_eq!(minimum_diameter_spanning_tree(1, &[]), (0, vec![]));
    assert_eq!(minimum_diameter_spanning_tree(1, &[(0, 0, 5)]), (0, vec![]));
}

#[test]
fn the_centre_inside_an_edge() {
    // A path 0 - 1 - 2 - 3 of weights 1, 10, 1, and a long chord: the
    // centre is the middle of the edge (1, 2).
    let edges = [(0, 1, 1), (1, 2, 10), (2, 3, 1), (0, 3, 100)];
    let (d, tree) = minimum_diameter_spanning_tree(4, &edges);
    assert_eq!(d, 12);
    assert_eq!(tree_diameter(4, &edges, &tree), Some(12));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn least_over_all_spanning_trees((n, edges) in graph()) {
        let (d, tree) = minimum_diameter_spanning_tree(n, &edges);
        prop_assert_eq!(tree_diameter(n, &edges, &tree), Some(d));
        prop_assert_eq!(d, naive(n, &edges));
    }
}
