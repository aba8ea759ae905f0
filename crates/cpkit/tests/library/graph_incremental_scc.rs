//! Each edge's merge moment agrees with recomputing reachability after
//! every edge, on small random directed multigraphs with loops.

use cpkit::graph::incremental_scc::incremental_scc;
use proptest::prelude::*;

/// For each edge, the first prefix of the edges in which its ends reach
/// each other both ways (by a transitive closure per prefix).
fn naive(n: usize, edges: &[(usize, usize)]) -> Vec<usize> {
    let m = edges.len();
    let mut merged = vec![m; m];
    let mut reach = vec![vec![false; n]; n];
    for (v, row) in reach.iter_mut().enumerate() {
        row[v] = true;
    }
    for (t, &(a, b)) in edges.iter().enumerate() {
        reach[a][b] = true;
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
        for (i, &(u, v)) in edges.iter().enumerate().take(t + 1) {
            if merged[i] == m && reach[u][v] && reach[v][u] {
                merged[i] = t;
            }
        }
    }
    merged
}

fn graph(max_n: usize, max_m: usize) -> impl Strategy<Value = (usize, Vec<(usize, usize)>)> {
    (1..=max_n).prop_flat_map(move |n| (Just(n), prop::collection::vec((0..n, 0..n), 0..max_m)))
}

#[test]
fn a_cycle_closes_at_its_last_edge() {
    assert_eq!(incremental_scc(3, &[(0, 1), (1, 2), (2, 0)]), [2, 2, 2]);
    assert_eq!(incremental_scc(2, &[(0, 1), (1, 1), (0, 1)]), [3, 1, 3]);
    assert_eq!(incremental_scc(1, &[]), Vec::<usize>::new());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn agrees_with_reachability((n, edges) in graph(8, 30)) {
        prop_assert_eq!(incremental_scc(n, &edges), naive(n, &edges));
    }

    #[test]
    fn sparse_graphs_with_more_vertices((n, edges) in graph(30, 60)) {
        prop_assert_eq!(incremental_scc(n, &edges), naive(n, &edges));
    }
}
