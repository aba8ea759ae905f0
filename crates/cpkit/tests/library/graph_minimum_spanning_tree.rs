//! Kruskal's forest is a spanning forest as light as the lightest one found
//! by trying every subset of the edges.

use cpkit::graph::minimum_spanning_tree::minimum_spanning_tree;
use proptest::prelude::*;

/// Whether `chosen` edges form a forest, and how many components it leaves.
fn forest(n: usize, edges: &[(usize, usize, i32)], chosen: &[usize]) -> Option<usize> {
    let mut comp: Vec<usize> = (0..n).collect();
    for &e in chosen {
        let (a, b) = (comp[edges[e].0], comp[edges[e].1]);
        if a == b {
            return None;
        }
        for c in comp.iter_mut() {
            if *c == b {
                *c = a;
            }
        }
    }
    Some(n - chosen.len())
}

proptest! {
    #[test]
    fn as_light_as_every_subset(
        n in 1usize..7,
        raw in prop::collection::vec((0usize..7, 0usize..7, -5i32..10), 0..11),
    ) {
        let edges: Vec<(usize, usize, i32)> = raw.iter().map(|&(a, b, w)| (a % n, b % n, w)).collect();
        let m = edges.len();
        let components = forest(n, &edges, &[]).unwrap()
            - (0..1u32 << m)
                .filter_map(|mask| {
                    let chosen: Vec<usize> = (0..m).filter(|&e| mask >> e & 1 == 1).collect();
                    forest(n, &edges, &chosen).map(|_| chosen.len())
                })
                .max()
                .unwrap();
        let best = (0..1u32 << m)
            .filter_map(|mask| {
                let chosen: Vec<usize> = (0..m).filter(|&e| mask >> e & 1 == 1).collect();
                match forest(n, &edges, &chosen) {
                    Some(c) if c == components => Some(chosen.iter().map(|&e| edges[e].2).sum::<i32>()),
                    _ => None,
                }
            })
            .min()
            .unwrap();
        let tree = minimum_spanning_tree(n, &edges);
        prop_assert_eq!(forest(n, &edges, &tree), Some(components));
        prop_assert_eq!(tree.iter().map(|&e| edges[e].2).sum::<i32>(), best);
    }
}
