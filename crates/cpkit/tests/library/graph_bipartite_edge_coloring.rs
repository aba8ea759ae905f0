//! The colouring uses exactly Δ colours (the largest degree, which no
//! colouring can beat), and edges sharing an end differ: on random
//! bipartite multigraphs, dense and sparse, and on stars and regular
//! graphs.

use cpkit::graph::bipartite_edge_coloring::bipartite_edge_coloring;
use proptest::prelude::*;

/// Checks a colouring against the definition; returns the largest degree.
fn check(
    l: usize,
    r: usize,
    edges: &[(usize, usize)],
    k: usize,
    colour: &[usize],
) -> Result<(), String> {
    let mut degree = vec![0usize; l + r];
    for &(a, b) in edges {
        degree[a] += 1;
        degree[l + b] += 1;
    }
    let delta = degree.iter().copied().max().unwrap_or(0);
    if k != delta {
        return Err(format!("{} colours; the largest degree is {}", k, delta));
    }
    if colour.len() != edges.len() {
        return Err("one colour per edge".into());
    }
    let mut seen = std::collections::HashSet::new();
    for (&(a, b), &c) in edges.iter().zip(colour) {
        if c >= k {
            return Err(format!("colour {} of {}", c, k));
        }
        if !seen.insert((a, c)) || !seen.insert((l + b, c)) {
            return Err(format!("colour {} twice at an end of ({}, {})", c, a, b));
        }
    }
    Ok(())
}

fn graph(
    max_side: usize,
    max_m: usize,
) -> impl Strategy<Value = (usize, usize, Vec<(usize, usize)>)> {
    (1..=max_side, 1..=max_side).prop_flat_map(move |(l, r)| {
        (
            Just(l),
            Just(r),
            prop::collection::vec((0..l, 0..r), 0..max_m),
        )
    })
}

#[test]
fn stars_and_complete_graphs() {
    let star: Vec<(usize, usize)> = (0..50).map(|b| (0, b)).collect();
    let (k, c) = bipartite_edge_coloring(1, 50, &star);
    assert_eq!(check(1, 50, &star, k, &c), Ok(()));
    let complete: Vec<(usize, usize)> = (0..9).flat_map(|a| (0..9).map(move |b| (a, b))).collect();
    let (k, c) = bipartite_edge_coloring(9, 9, &complete);
    assert_eq!(check(9, 9, &complete, k, &c), Ok(()));
    assert_eq!(bipartite_edge_coloring(3, 2, &[]), (0, vec![]));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn dense_multigraphs((l, r, edges) in graph(5, 60)) {
        let (k, c) = bipartite_edge_coloring(l, r, &edges);
        prop_assert_eq!(check(l, r, &edges, k, &c), Ok(()));
    }

    #[test]
    fn sparse_graphs((l, r, edges) in graph(60, 150)) {
        let (k, c) = bipartite_edge_coloring(l, r, &edges);
        prop_assert_eq!(check(l, r, &edges, k, &c), Ok(()));
    }

    #[test]
    fn regular_graphs(n in 1usize..40, d in 1usize..12, shifts in prop::collection::vec(0usize..40, 12)) {
        // d perfect matchings b = a + shift: Δ = d colours, every one full.
        let edges: Vec<(usize, usize)> = shifts[..d].iter().flat_map(|&s| (0..n).map(move |a| (a, (a + s) % n))).collect();
        let (k, c) = bipartite_edge_coloring(n, n, &edges);
        prop_assert_eq!(check(n, n, &edges, k, &c), Ok(()));
    }
}
