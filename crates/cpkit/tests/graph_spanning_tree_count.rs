//! Kirchhoff's count agrees with trying every set of n - 1 edges and
//! keeping those that join every vertex, parallel edges and self-loops
//! included.

use cpkit::graph::spanning_tree_count::count_spanning_trees;
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
