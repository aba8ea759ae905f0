//! A cycle is found exactly when Kahn's algorithm cannot order every
//! vertex, and what is found is a cycle of the graph's edges.

use cpkit::graph::cycle_detection::find_cycle;
use proptest::prelude::*;

/// Whether the graph has a directed cycle: removing vertices of in-degree 0
/// until none is left removes all of them exactly when it has none.
fn has_cycle(n: usize, edges: &[(usize, usize)]) -> bool {
    let mut indeg = vec![0; n];
    for &(_, v) in edges {
        indeg[v] += 1;
    }
    let mut ready: Vec<usize> = (0..n).filter(|&v| indeg[v] == 0).collect();
    let mut removed = 0;
    while let Some(v) = ready.pop() {
        removed += 1;
        for &(a, b) in edges {
            if a == v {
                indeg[b] -= 1;
                if indeg[b] == 0 {
                    ready.push(b);
                }
            }
        }
    }
    removed < n
}

proptest! {
    #[test]
    fn agrees_with_kahn(
        n in 1usize..9,
        raw in prop::collection::vec((0usize..9, 0usize..9), 0..14),
    ) {
        let edges: Vec<(usize, usize)> = raw.iter().map(|&(a, b)| (a % n, b % n)).collect();
        let found = find_cycle(n, &edges);
        prop_assert_eq!(found.is_some(), has_cycle(n, &edges));
        if let Some(cycle) = found {
            prop_assert!(!cycle.is_empty());
            let mut ids = cycle.clone();
            ids.sort_unstable();
            ids.dedup();
            prop_assert_eq!(ids.len(), cycle.len(), "an edge twice in {:?}", cycle);
            for (i, &e) in cycle.iter().enumerate() {
                let next = cycle[(i + 1) % cycle.len()];
                prop_assert_eq!(edges[e].1, edges[next].0, "{:?} breaks after edge {}", cycle, e);
            }
        }
    }
}
