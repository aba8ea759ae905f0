//! Kirchhoff's count agrees with trying every set of n - 1 edges and
//! keeping those that join every vertex, parallel edges and self-loops
//! included; Tutte's directed count with keeping those by which the root
//! reaches every vertex.

use cpkit::graph::spanning_tree_count::{count_spanning_arborescences, count_spanning_trees};
use proptest::prelude::*;

/// Whether the chosen edges make a spanning tree: n - 1 of them, no cycle.
fn is_tree(n: usize, edges: &[(usize, usize)], chosen: u32) -> bool {
    if chosen.count_ones() as usize + 1 != n {
        return false;
    }
    let mut comp: Vec<usize> = (0..n).collect();
    for (i, &(u, v)) in edges.iter().enumerate() {
        if chosen >> i & 1 == 1 {
            let (a, b) = (comp[u], comp[v]);
            if a == b {
                return false;
            }
            for c in comp.iter_mut() {
                if *c == b {
                    *c = a;
                }
            }
        }
    }
    true
}

proptest! {
    #[test]
    fn agrees_with_every_edge_subset(
        n in 1usize..6,
        raw in prop::collection::vec((0usize..6, 0usize..6), 0..11),
    ) {
        let edges: Vec<(usize, usize)> = raw.iter().map(|&(a, b)| (a % n, b % n)).collect();
        let naive = (0u32..1 << edges.len()).filter(|&s| is_tree(n, &edges, s)).count();
        prop_assert_eq!(count_spanning_trees::<998_244_353>(n, &edges).val() as usize, naive);
        // Modulo 5, where pivots can vanish during the elimination.
        prop_assert_eq!(count_spanning_trees::<5>(n, &edges).val() as usize, naive % 5);
    }
}

/// Whether the chosen edges make an arborescence from `root`: n - 1 of
/// them, by which `root` reaches every vertex.
fn is_arborescence(n: usize, root: usize, edges: &[(usize, usize)], chosen: u32) -> bool {
    if chosen.count_ones() as usize + 1 != n {
        return false;
    }
    let mut reached = vec![false; n];
    reached[root] = true;
    for _ in 0..n {
        for (i, &(u, v)) in edges.iter().enumerate() {
            if chosen >> i & 1 == 1 && reached[u] {
                reached[v] = true;
            }
        }
    }
    reached.iter().all(|&r| r)
}

proptest! {
    #[test]
    fn directed_agrees_with_every_edge_subset(
        n in 1usize..6,
        root in 0usize..6,
        raw in prop::collection::vec((0usize..6, 0usize..6), 0..12),
    ) {
        let root = root % n;
        let edges: Vec<(usize, usize)> = raw.iter().map(|&(a, b)| (a % n, b % n)).collect();
        let naive = (0u32..1 << edges.len()).filter(|&s| is_arborescence(n, root, &edges, s)).count();
        prop_assert_eq!(count_spanning_arborescences::<998_244_353>(n, root, &edges).val() as usize, naive);
        prop_assert_eq!(count_spanning_arborescences::<5>(n, root, &edges).val() as usize, naive % 5);
    }
}
