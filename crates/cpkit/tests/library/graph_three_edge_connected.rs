//! The three-edge-connected components agree with their definition: two
//! vertices are in one exactly when removing no edge and no two edges
//! separates them, tried for every such set.

use cpkit::graph::three_edge_connected::three_edge_connected_components;
use proptest::prelude::*;

/// The component label of each vertex, using the edges `keep` allows.
fn labels(n: usize, edges: &[(usize, usize)], keep: impl Fn(usize) -> bool) -> Vec<usize> {
    let mut label: Vec<usize> = (0..n).collect();
    let mut changed = true;
    while changed {
        changed = false;
        for (i, &(a, b)) in edges.iter().enumerate() {
            if keep(i) && label[a] != label[b] {
                let m = label[a].min(label[b]);
                label[a] = m;
                label[b] = m;
                changed = true;
            }
        }
    }
    label
}

proptest! {
    #[test]
    fn agrees_with_removing_every_pair_of_edges(
        n in 1usize..8,
        raw in prop::collection::vec((0usize..8, 0usize..8), 0..16),
    ) {
        let edges: Vec<(usize, usize)> = raw.iter().map(|&(a, b)| (a % n, b % n)).collect();
        let m = edges.len();
        // together[u][v]: no set of at most two edges separates u and v.
        let mut together = vec![vec![true; n]; n];
        let mut cuts = vec![labels(n, &edges, |_| true)];
        for e in 0..m {
            for f in e..m {
                cuts.push(labels(n, &edges, |i| i != e && i != f));
            }
        }
        for label in &cuts {
            for u in 0..n {
                for v in 0..n {
                    if label[u] != label[v] {
                        together[u][v] = false;
                    }
                }
            }
        }
        let mut expected: Vec<Vec<usize>> = Vec::new();
        let mut seen = vec![false; n];
        for u in 0..n {
            if !seen[u] {
                let group: Vec<usize> = (0..n).filter(|&v| together[u][v]).collect();
                for &v in &group {
                    seen[v] = true;
                }
                expected.push(group);
            }
        }
        prop_assert_eq!(three_edge_connected_components(n, &edges), expected);
    }
}

#[test]
fn a_long_cycle_of_double_edges_needs_no_recursion() {
    // Each pair of neighbours on the ring is joined twice: every two
    // vertices have four edge-disjoint paths.
    let n = 200_000;
    let cycle: Vec<(usize, usize)> = (0..n).map(|v| (v, (v + 1) % n)).collect();
    // A plain cycle: every vertex alone.
    assert_eq!(three_edge_connected_components(n, &cycle).len(), n);
    let mut doubled = cycle.clone();
    doubled.extend(cycle.iter().map(|&(u, v)| (v, u)));
    assert_eq!(three_edge_connected_components(n, &doubled).len(), 1);
}
