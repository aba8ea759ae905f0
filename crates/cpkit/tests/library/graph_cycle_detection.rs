//! A directed cycle is found exactly when Kahn's algorithm cannot order
//! every vertex, an undirected one exactly when the graph has more edges
//! than a spanning forest, and what is found is a cycle of the graph's
//! edges.

use cpkit::graph::cycle_detection::{find_cycle, find_cycle_undirected};
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

/// The number of connected components, by merging labels until none changes.
fn components(n: usize, edges: &[(usize, usize)]) -> usize {
    let mut label: Vec<usize> = (0..n).collect();
    let mut changed = true;
    while changed {
        changed = false;
        for &(a, b) in edges {
            if label[a] != label[b] {
                let m = label[a].min(label[b]);
                label[a] = m;
                label[b] = m;
                changed = true;
            }
        }
    }
    (0..n).filter(|&v| label[v] == v).count()
}

proptest! {
    #[test]
    fn undirected_agrees_with_counting_a_spanning_forest(
        n in 1usize..9,
        raw in prop::collection::vec((0usize..9, 0usize..9), 0..12),
    ) {
        let edges: Vec<(usize, usize)> = raw.iter().map(|&(a, b)| (a % n, b % n)).collect();
        let found = find_cycle_undirected(n, &edges);
        // A forest has exactly n - (its components) edges.
        prop_assert_eq!(found.is_some(), edges.len() > n - components(n, &edges));
        if let Some((vertices, ids)) = found {
            let l = ids.len();
            prop_assert!(l >= 1);
            prop_assert_eq!(vertices.len(), l);
            let mut distinct = ids.clone();
            distinct.sort_unstable();
            distinct.dedup();
            prop_assert_eq!(distinct.len(), l, "an edge twice in {:?}", ids);
            let mut distinct = vertices.clone();
            distinct.sort_unstable();
            distinct.dedup();
            prop_assert_eq!(distinct.len(), l, "a vertex twice in {:?}", vertices);
            for i in 0..l {
                let (a, b) = (vertices[i], vertices[(i + 1) % l]);
                let (u, v) = edges[ids[i]];
                prop_assert!((u, v) == (a, b) || (u, v) == (b, a), "edge {} is not {}-{}", ids[i], a, b);
            }
        }
    }
}
