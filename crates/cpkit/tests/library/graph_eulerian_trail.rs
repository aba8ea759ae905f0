//! A trail is found exactly when some order of the edges makes one (tried
//! by a search over all orders), and what is found is a trail.

use cpkit::graph::eulerian_trail::{eulerian_trail_directed, eulerian_trail_undirected};
use proptest::prelude::*;

/// Whether the unused edges can all be walked from `at`, one after another.
fn walk(at: usize, edges: &[(usize, usize)], used: &mut [bool], left: usize) -> bool {
    if left == 0 {
        return true;
    }
    for i in 0..edges.len() {
        if !used[i] && edges[i].0 == at {
            used[i] = true;
            let ok = walk(edges[i].1, edges, used, left - 1);
            used[i] = false;
            if ok {
                return true;
            }
        }
    }
    false
}

proptest! {
    #[test]
    fn agrees_with_trying_every_order(
        n in 1usize..6,
        raw in prop::collection::vec((0usize..6, 0usize..6), 0..8),
    ) {
        let edges: Vec<(usize, usize)> = raw.iter().map(|&(a, b)| (a % n, b % n)).collect();
        let m = edges.len();
        let exists = m == 0 || (0..n).any(|s| walk(s, &edges, &mut vec![false; m], m));
        let found = eulerian_trail_directed(n, &edges);
        prop_assert_eq!(found.is_some(), exists);
        if let Some((vertices, ids)) = found {
            prop_assert_eq!(vertices.len(), m + 1);
            let mut sorted = ids.clone();
            sorted.sort_unstable();
            prop_assert_eq!(sorted, (0..m).collect::<Vec<_>>());
            for (i, &e) in ids.iter().enumerate() {
                prop_assert_eq!(edges[e], (vertices[i], vertices[i + 1]));
            }
        }
    }
}

/// Whether the unused edges can all be walked from `at`, one after another,
/// each either way round.
fn walk_undirected(at: usize, edges: &[(usize, usize)], used: &mut [bool], left: usize) -> bool {
    if left == 0 {
        return true;
    }
    for i in 0..edges.len() {
        let (a, b) = edges[i];
        if !used[i] && (a == at || b == at) {
            used[i] = true;
            let ok = walk_undirected(a + b - at, edges, used, left - 1);
            used[i] = false;
            if ok {
                return true;
            }
        }
    }
    false
}

proptest! {
    #[test]
    fn undirected_agrees_with_trying_every_order(
        n in 1usize..6,
        raw in prop::collection::vec((0usize..6, 0usize..6), 0..8),
    ) {
        let edges: Vec<(usize, usize)> = raw.iter().map(|&(a, b)| (a % n, b % n)).collect();
        let m = edges.len();
        let exists = m == 0 || (0..n).any(|s| walk_undirected(s, &edges, &mut vec![false; m], m));
        let found = eulerian_trail_undirected(n, &edges);
        prop_assert_eq!(found.is_some(), exists);
        if let Some((vertices, ids)) = found {
            prop_assert_eq!(vertices.len(), m + 1);
            let mut sorted = ids.clone();
            sorted.sort_unstable();
            prop_assert_eq!(sorted, (0..m).collect::<Vec<_>>());
            for (i, &e) in ids.iter().enumerate() {
                let (a, b) = (vertices[i], vertices[i + 1]);
                prop_assert!(edges[e] == (a, b) || edges[e] == (b, a), "edge {} is not {}-{}", e, a, b);
            }
        }
    }
}
