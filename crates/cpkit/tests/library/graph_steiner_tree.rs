//! The Steiner tree's weight agrees with trying every set of edges and
//! keeping the lightest that joins the terminals, and its edges do join
//! them at that weight.

use cpkit::graph::steiner_tree::steiner_tree;
use proptest::prelude::*;

/// Whether the chosen edges join every terminal.
fn joins(n: usize, edges: &[(usize, usize, u64)], chosen: u32, terminals: &[usize]) -> bool {
    let mut comp: Vec<usize> = (0..n).collect();
    for (i, &(u, v, _)) in edges.iter().enumerate() {
        if chosen >> i & 1 == 1 {
            let (a, b) = (comp[u], comp[v]);
            for c in comp.iter_mut() {
                if *c == b {
                    *c = a;
                }
            }
        }
    }
    terminals.iter().all(|&t| comp[t] == comp[terminals[0]])
}

proptest! {
    #[test]
    fn agrees_with_every_edge_subset(
        n in 1usize..7,
        raw in prop::collection::vec((0usize..7, 0usize..7, 0u64..6), 0..11),
        picks in prop::collection::vec(0usize..7, 0..5),
    ) {
        let edges: Vec<(usize, usize, u64)> = raw.iter().map(|&(a, b, w)| (a % n, b % n, w)).collect();
        let mut terminals: Vec<usize> = picks.iter().map(|&t| t % n).collect();
        terminals.sort_unstable();
        terminals.dedup();
        let weight = |s: u32| (0..edges.len()).filter(|&i| s >> i & 1 == 1).map(|i| edges[i].2).sum::<u64>();
        let naive = (0u32..1 << edges.len())
            .filter(|&s| joins(n, &edges, s, &terminals))
            .map(weight)
            .min();
        let found = steiner_tree(n, &edges, &terminals);
        prop_assert_eq!(found.as_ref().map(|f| f.0), naive);
        if let Some((w, ids)) = found {
            prop_assert!(ids.windows(2).all(|p| p[0] < p[1]));
            let chosen = ids.iter().fold(0u32, |s, &e| s | 1 << e);
            prop_assert_eq!(weight(chosen), w);
            prop_assert!(joins(n, &edges, chosen, &terminals));
        }
    }
}
