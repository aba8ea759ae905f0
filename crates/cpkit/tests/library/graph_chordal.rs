//! Either certificate checks out: a perfect elimination ordering (each
//! vertex's later neighbours pairwise adjacent) proves the graph chordal,
//! an induced cycle of four or more proves it is not; on random simple
//! graphs, sparse to dense, and on chordal ones built from cliques.

use cpkit::graph::chordal::{recognize_chordal, Chordality};
use proptest::prelude::*;

fn certified(n: usize, edges: &[(usize, usize)]) -> Result<bool, TestCaseError> {
    let mut adj = vec![vec![false; n]; n];
    for &(u, v) in edges {
        adj[u][v] = true;
        adj[v][u] = true;
    }
    match recognize_chordal(n, edges) {
        Chordality::Chordal(order) => {
            let mut place = vec![usize::MAX; n];
            for (i, &v) in order.iter().enumerate() {
                prop_assert_eq!(place[v], usize::MAX);
                place[v] = i;
            }
            prop_assert_eq!(order.len(), n);
            for v in 0..n {
                let later: Vec<usize> = (0..n)
                    .filter(|&w| adj[v][w] && place[w] > place[v])
                    .collect();
                for &a in &later {
                    for &b in &later {
                        prop_assert!(
                            a == b || adj[a][b],
                            "{} and {} after {} are not adjacent",
                            a,
                            b,
                            v
                        );
                    }
                }
            }
            Ok(true)
        }
        Chordality::Cycle(cycle) => {
            let k = cycle.len();
            prop_assert!(k >= 4, "cycle {:?}", cycle);
            for i in 0..k {
                for j in 0..k {
                    let next = (i + 1) % k == j || (j + 1) % k == i;
                    prop_assert!(i == j || cycle[i] != cycle[j]);
                    prop_assert_eq!(
                        adj[cycle[i]][cycle[j]],
                        next,
                        "cycle {:?} at {}, {}",
                        cycle,
                        i,
                        j
                    );
                }
            }
            Ok(false)
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn random_graphs(n in 1usize..10, density in 0u32..=100, seed in prop::collection::vec(0u32..100, 45)) {
        let mut edges = Vec::new();
        let mut k = 0;
        for u in 0..n {
            for v in u + 1..n {
                if seed[k] < density {
                    edges.push((u, v));
                }
                k += 1;
            }
        }
        certified(n, &edges)?;
    }

    #[test]
    fn chordal_graphs_from_cliques(n in 1usize..12, picks in prop::collection::vec((any::<usize>(), any::<u32>()), 12)) {
        // Each new vertex joins a clique among the earlier ones: a
        // neighbourhood of some earlier vertex restricted to a clique.
        let mut adj = vec![vec![false; n]; n];
        let mut edges = Vec::new();
        for v in 1..n {
            let (at, mask) = picks[v];
            let base = at % v;
            let mut clique = vec![base];
            let near: Vec<usize> = (0..v)
                .filter(|&w| w != base && adj[base][w] && mask >> (w % 32) & 1 == 1)
                .collect();
            for w in near {
                if clique.iter().all(|&c| adj[c][w]) {
                    clique.push(w);
                }
            }
            for &c in &clique {
                adj[c][v] = true;
                adj[v][c] = true;
                edges.push((c, v));
            }
        }
        prop_assert!(certified(n, &edges)?);
    }
}
