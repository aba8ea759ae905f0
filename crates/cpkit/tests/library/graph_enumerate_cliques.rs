//! Every clique is reported exactly once: the sorted list agrees with
//! testing every subset of the vertices of small random simple graphs.

use cpkit::graph::enumerate_cliques::enumerate_cliques;
use proptest::prelude::*;

proptest! {
    #[test]
    fn agrees_with_every_subset(n in 1usize..10, density in 0u32..=100, seed in prop::collection::vec(0u32..100, 45)) {
        let mut edges = Vec::new();
        let mut k = 0;
        for u in 0..n {
            for v in u + 1..n {
                if seed[k] < density {
                    // Either orientation, as an input may give it.
                    edges.push(if k % 2 == 0 { (u, v) } else { (v, u) });
                }
                k += 1;
            }
        }
        let mut adj = vec![vec![false; n]; n];
        for &(u, v) in &edges {
            adj[u][v] = true;
            adj[v][u] = true;
        }
        let mut got = Vec::new();
        enumerate_cliques(n, &edges, |c| {
            let mut mask = 0u32;
            for &v in c {
                mask |= 1 << v;
            }
            got.push(mask);
        });
        got.sort_unstable();
        let want: Vec<u32> = (1u32..1 << n)
            .filter(|&s| (0..n).all(|u| (0..n).all(|v| u == v || s >> u & 1 == 0 || s >> v & 1 == 0 || adj[u][v])))
            .collect();
        prop_assert_eq!(got, want);
    }
}
