//! The triangles found are exactly the triples joined pairwise, each once,
//! as trying every triple finds them.

use cpkit::graph::enumerate_triangles::enumerate_triangles;
use proptest::prelude::*;

proptest! {
    #[test]
    fn agrees_with_every_triple(
        n in 1usize..10,
        raw in prop::collection::vec((0usize..10, 0usize..10), 0..40),
    ) {
        let mut adj = vec![vec![false; n]; n];
        let mut edges = Vec::new();
        for &(a, b) in &raw {
            let (a, b) = (a % n, b % n);
            if a != b && !adj[a][b] {
                adj[a][b] = true;
                adj[b][a] = true;
                edges.push((a, b));
            }
        }
        let mut found = Vec::new();
        enumerate_triangles(n, &edges, |a, b, c| {
            let mut t = [a, b, c];
            t.sort_unstable();
            found.push(t);
        });
        found.sort_unstable();
        let mut naive = Vec::new();
        for a in 0..n {
            for b in a + 1..n {
                for c in b + 1..n {
                    if adj[a][b] && adj[a][c] && adj[b][c] {
                        naive.push([a, b, c]);
                    }
                }
            }
        }
        prop_assert_eq!(found, naive);
    }
}
