//! After each edge, the forest kept agrees with Kruskal's on every edge so
//! far (distinct weights, so the minimum forest is unique): the edge
//! reported gone is the one of the old forest and the new edge that the
//! new forest lacks, and the weights agree.

use cpkit::graph::incremental_msf::IncrementalMsf;
use proptest::prelude::*;

/// Kruskal's minimum spanning forest of `edges`, as a sorted list of indices.
fn kruskal(n: usize, edges: &[(usize, usize, u64)]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..edges.len()).collect();
    order.sort_by_key(|&i| edges[i].2);
    let mut comp: Vec<usize> = (0..n).collect();
    let mut forest = Vec::new();
    for i in order {
        let (a, b) = (comp[edges[i].0], comp[edges[i].1]);
        if a != b {
            for c in comp.iter_mut() {
                if *c == b {
                    *c = a;
                }
            }
            forest.push(i);
        }
    }
    forest.sort_unstable();
    forest
}

proptest! {
    #[test]
    fn agrees_with_kruskal_after_each_edge(
        n in 1usize..8,
        raw in prop::collection::vec((0usize..8, 0usize..8), 0..25),
        seed in 0u64..1000,
    ) {
        // Distinct weights in a scrambled order: i * 7919 + c differ modulo
        // the prime 1000003 for i below it.
        let edges: Vec<(usize, usize, u64)> = raw
            .iter()
            .enumerate()
            .map(|(i, &(a, b))| (a % n, b % n, (i as u64 * 7919 + seed * 104_729) % 1_000_003 + 1))
            .collect();
        let mut msf = IncrementalMsf::new(n);
        let mut before: Vec<usize> = Vec::new();
        for i in 0..edges.len() {
            let (u, v, w) = edges[i];
            let gone = msf.add_edge(u, v, w);
            let after = kruskal(n, &edges[..=i]);
            let mut union = before.clone();
            union.push(i);
            let lost: Vec<usize> = union.iter().copied().filter(|e| !after.contains(e)).collect();
            prop_assert_eq!(lost, gone.into_iter().collect::<Vec<_>>(), "edge {}", i);
            prop_assert_eq!(msf.weight(), after.iter().map(|&e| edges[e].2).sum::<u64>());
            before = after;
        }
    }
}
