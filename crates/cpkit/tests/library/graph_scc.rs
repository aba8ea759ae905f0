//! Strongly connected components agree with the reachability closure:
//! two vertices share a component exactly when each reaches the other, and
//! the components come in topological order.

use cpkit::graph::scc::SccGraph;
use proptest::prelude::*;

/// `reach[u][v]`: whether `v` can be reached from `u` (Floyd–Warshall).
fn closure(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<bool>> {
    let mut reach = vec![vec![false; n]; n];
    for (v, row) in reach.iter_mut().enumerate() {
        row[v] = true;
    }
    for &(a, b) in edges {
        reach[a][b] = true;
    }
    for k in 0..n {
        let through = reach[k].clone();
        for row in reach.iter_mut() {
            if row[k] {
                for (r, &t) in row.iter_mut().zip(&through) {
                    *r |= t;
                }
            }
        }
    }
    reach
}

fn graph(n: usize, edges: &[(usize, usize)]) -> SccGraph {
    let mut g = SccGraph::new(n);
    for &(a, b) in edges {
        g.add_edge(a, b);
    }
    g
}

#[test]
fn empty_graph_has_no_components() {
    let g = SccGraph::new(0);
    assert!(g.is_empty());
    assert_eq!(g.scc(), Vec::<Vec<usize>>::new());
    assert_eq!(g.scc_ids(), (0, vec![]));
}

#[test]
fn one_vertex_with_a_self_loop_is_one_component() {
    let g = graph(1, &[(0, 0), (0, 0)]);
    assert_eq!(g.scc(), vec![vec![0]]);
}

#[test]
fn multi_edges_and_disconnected_parts() {
    let g = graph(5, &[(3, 4), (3, 4), (4, 3), (1, 0), (1, 0)]);
    // Any order with 1 before 0 is topological; this is the one Tarjan finds.
    assert_eq!(g.scc(), vec![vec![3, 4], vec![2], vec![1], vec![0]]);
}

#[test]
fn a_long_path_and_a_long_cycle_need_no_deep_recursion() {
    // Test threads have 2 MiB stacks: a recursive search would overflow.
    let n = 300_000;
    let mut path = SccGraph::new(n);
    for v in 1..n {
        path.add_edge(v - 1, v);
    }
    let (groups, ids) = path.scc_ids();
    assert_eq!(groups, n);
    assert!(ids.iter().enumerate().all(|(v, &id)| id == v));
    path.add_edge(n - 1, 0);
    assert_eq!(path.scc_ids().0, 1);
}

#[test]
#[should_panic(expected = "edge (0, 2) on 2 vertices")]
fn edge_to_outside_panics() {
    SccGraph::new(2).add_edge(0, 2);
}

fn check(n: usize, raw: &[(usize, usize)]) -> Result<(), TestCaseError> {
    let edges: Vec<(usize, usize)> = raw.iter().map(|&(a, b)| (a % n, b % n)).collect();
    let g = graph(n, &edges);
    let reach = closure(n, &edges);
    let (groups, ids) = g.scc_ids();
    prop_assert_eq!(ids.len(), n);
    for u in 0..n {
        prop_assert!(ids[u] < groups);
        for v in 0..n {
            prop_assert_eq!(ids[u] == ids[v], reach[u][v] && reach[v][u], "{} {}", u, v);
        }
    }
    for &(a, b) in &edges {
        prop_assert!(ids[a] <= ids[b], "edge {} -> {} goes backwards", a, b);
    }
    let lists = g.scc();
    prop_assert_eq!(lists.len(), groups);
    for (id, list) in lists.iter().enumerate() {
        prop_assert!(!list.is_empty());
        prop_assert!(list.windows(2).all(|w| w[0] < w[1]));
        for &v in list {
            prop_assert_eq!(ids[v], id);
        }
    }
    Ok(())
}

proptest! {
    #[test]
    fn components_match_mutual_reachability(
        n in 1usize..10,
        raw in prop::collection::vec((0usize..100, 0usize..100), 0..30),
    ) {
        check(n, &raw)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]
    /// `cargo test -p cpkit --test graph_scc -- --ignored`: more and larger graphs.
    #[test]
    #[ignore]
    fn components_match_mutual_reachability_heavy(
        n in 1usize..40,
        raw in prop::collection::vec((0usize..1000, 0usize..1000), 0..120),
    ) {
        check(n, &raw)?;
    }
}
