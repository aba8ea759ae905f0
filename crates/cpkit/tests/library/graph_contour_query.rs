//! Contour sums and contour adds agree with a plain array of values and
//! the distances of every pair of vertices, on random trees (paths, stars
//! and anything between) under random updates.

use cpkit::graph::contour_query::{ContourAdd, ContourSum};
use cpkit::graph::csr::Csr;
use proptest::prelude::*;

/// A random tree: vertex i > 0 hangs from one of the `reach` vertices
/// before it (1 makes a path, large makes bushy trees).
fn tree(n: usize, picks: &[usize], reach: usize) -> Vec<(usize, usize)> {
    (1..n)
        .map(|i| (i - 1 - picks[i] % i.min(reach), i))
        .collect()
}

/// The distance between every pair, by a search from each vertex.
fn distances(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<usize>> {
    let mut adj = vec![Vec::new(); n];
    for &(u, v) in edges {
        adj[u].push(v);
        adj[v].push(u);
    }
    (0..n)
        .map(|s| {
            let mut d = vec![usize::MAX; n];
            d[s] = 0;
            let mut queue = vec![s];
            let mut head = 0;
            while head < queue.len() {
                let v = queue[head];
                head += 1;
                for &w in &adj[v] {
                    if d[w] == usize::MAX {
                        d[w] = d[v] + 1;
                        queue.push(w);
                    }
                }
            }
            d
        })
        .collect()
}

proptest! {
    #[test]
    fn contour_sum_agrees_with_naive(
        n in 1usize..40,
        picks in prop::collection::vec(any::<usize>(), 40),
        reach in 1usize..6,
        values in prop::collection::vec(-50i64..50, 40),
        queries in prop::collection::vec((any::<bool>(), any::<usize>(), 0usize..42, 0usize..42, -50i64..50), 1..60),
    ) {
        let edges = tree(n, &picks, reach);
        let dist = distances(n, &edges);
        let mut a = values[..n].to_vec();
        let mut contour = ContourSum::new(&Csr::from_undirected_pairs(n, edges), &a);
        for &(update, v, l, r, x) in &queries {
            let v = v % n;
            if update {
                a[v] += x;
                contour.add(v, x);
            } else {
                let want: i64 = (0..n).filter(|&u| l <= dist[v][u] && dist[v][u] < r).map(|u| a[u]).sum();
                prop_assert_eq!(contour.sum(v, l, r), want, "v {} l {} r {}", v, l, r);
            }
        }
    }

    #[test]
    fn contour_add_agrees_with_naive(
        n in 1usize..40,
        picks in prop::collection::vec(any::<usize>(), 40),
        reach in 1usize..6,
        values in prop::collection::vec(-50i64..50, 40),
        queries in prop::collection::vec((any::<bool>(), any::<usize>(), 0usize..42, 0usize..42, -50i64..50), 1..60),
    ) {
        let edges = tree(n, &picks, reach);
        let dist = distances(n, &edges);
        let mut a = values[..n].to_vec();
        let mut contour = ContourAdd::new(&Csr::from_undirected_pairs(n, edges), &a);
        for &(update, v, l, r, x) in &queries {
            let v = v % n;
            if update {
                for u in 0..n {
                    if l <= dist[v][u] && dist[v][u] < r {
                        a[u] += x;
                    }
                }
                contour.add(v, l, r, x);
            } else {
                prop_assert_eq!(contour.get(v), a[v], "v {}", v);
            }
        }
        for (v, &want) in a.iter().enumerate() {
            prop_assert_eq!(contour.get(v), want);
        }
    }
}
