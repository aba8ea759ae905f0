//! The inclusion–exclusion count agrees with trying every colouring with
//! k colours, for k from 0 up.

use cpkit::graph::chromatic_number::chromatic_number;
use proptest::prelude::*;

/// Whether the vertices from `v` on can be coloured with `k` colours.
fn colour(v: usize, k: usize, adj: &[Vec<bool>], colours: &mut Vec<usize>) -> bool {
    if v == adj.len() {
        return true;
    }
    for c in 0..k {
        if (0..v).all(|u| !adj[u][v] || colours[u] != c) {
            colours[v] = c;
            if colour(v + 1, k, adj, colours) {
                return true;
            }
        }
    }
    false
}

proptest! {
    #[test]
    fn agrees_with_trying_every_colouring(
        n in 0usize..9,
        raw in prop::collection::vec((0usize..9, 0usize..9), 0..30),
    ) {
        let edges: Vec<(usize, usize)> = if n == 0 { vec![] } else { raw.iter().map(|&(a, b)| (a % n, b % n)).collect() };
        let mut adj = vec![vec![false; n]; n];
        for &(a, b) in &edges {
            if a != b {
                adj[a][b] = true;
                adj[b][a] = true;
            }
        }
        let naive = (0..=n).find(|&k| colour(0, k, &adj, &mut vec![0; n])).unwrap();
        prop_assert_eq!(chromatic_number(n, &edges), naive);
    }
}
