//! The tree's diameter is the largest of all pairwise distances, and the
//! path returned is a simple path of the tree that long.

use cpkit::graph::{csr::Csr, tree_diameter::tree_diameter};
use proptest::prelude::*;

proptest! {
    #[test]
    fn agrees_with_all_pairs(
        raw in prop::collection::vec((any::<usize>(), 0u64..20), 0..30),
    ) {
        let n = raw.len() + 1;
        let edges: Vec<(usize, usize, u64)> =
            raw.iter().enumerate().map(|(i, &(s, w))| (i + 1, s % (i + 1), w)).collect();
        // Floyd–Warshall distances along the tree's edges.
        let mut dist = vec![vec![u64::MAX / 4; n]; n];
        for (v, row) in dist.iter_mut().enumerate() {
            row[v] = 0;
        }
        for &(a, b, w) in &edges {
            dist[a][b] = w;
            dist[b][a] = w;
        }
        for k in 0..n {
            for i in 0..n {
                for j in 0..n {
                    dist[i][j] = dist[i][j].min(dist[i][k] + dist[k][j]);
                }
            }
        }
        let best = dist.iter().flatten().copied().max().unwrap();
        let (length, path) = tree_diameter(&Csr::from_undirected(n, edges.clone()));
        prop_assert_eq!(length, best);
        let mut seen = vec![false; n];
        let mut walked = 0;
        for (i, &v) in path.iter().enumerate() {
            prop_assert!(!seen[v], "vertex {} twice in {:?}", v, path);
            seen[v] = true;
            if i > 0 {
                let u = path[i - 1];
                let w = edges.iter().find(|&&(a, b, _)| (a, b) == (u, v) || (a, b) == (v, u));
                prop_assert!(w.is_some(), "no edge {}-{} in {:?}", u, v, path);
                walked += w.unwrap().2;
            }
        }
        prop_assert_eq!(walked, length);
    }
}
