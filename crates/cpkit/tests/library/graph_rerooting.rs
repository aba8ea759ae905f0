//! Rerooting agrees with running the DP from scratch at every root, on
//! random trees: the tree path composite sum (affine maps on edges, whose
//! order and direction matter) and the farthest distance (a max).

use cpkit::graph::rerooting::rerooting;
use proptest::prelude::*;

const MOD: u64 = 998_244_353;

/// A random tree on `n` vertices: vertex `i + 1` hangs from `parents[i] % (i + 1)`,
/// then the labels are shuffled by `perm` and each edge's ends swapped by `flip`.
fn tree(n: usize, parents: &[usize], perm: &[usize], flip: &[bool]) -> Vec<(usize, usize)> {
    let mut label: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        label.swap(i, perm[i] % (i + 1));
    }
    (1..n)
        .map(|v| {
            let (a, b) = (label[parents[v - 1] % v], label[v]);
            if flip[v - 1] {
                (b, a)
            } else {
                (a, b)
            }
        })
        .collect()
}

/// The adjacency lists with edge numbers.
fn adjacency(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<(usize, usize)>> {
    let mut adj = vec![Vec::new(); n];
    for (e, &(u, v)) in edges.iter().enumerate() {
        adj[u].push((v, e));
        adj[v].push((u, e));
    }
    adj
}

/// Σ_v P(r, v) from `r` by a plain walk, applying each path's maps from `v` back to `r`.
fn naive_composite(adj: &[Vec<(usize, usize)>], a: &[u64], bc: &[(u64, u64)], r: usize) -> u64 {
    // P(r, v) = f_{e_0}(P(next, v)), so a vertex's value is found from its parent's path.
    let mut total = 0;
    // For each v: the composition of the maps from r down to v, as (mul, add).
    let mut stack = vec![(r, usize::MAX, (1u64, 0u64))];
    while let Some((v, from, (m, c))) = stack.pop() {
        total = (total + m * a[v] % MOD + c) % MOD;
        for &(w, e) in &adj[v] {
            if e != from {
                let (b, d) = bc[e];
                // x -> m (b x + d) + c
                stack.push((w, e, (m * b % MOD, (m * d + c) % MOD)));
            }
        }
    }
    total
}

fn naive_farthest(adj: &[Vec<(usize, usize)>], r: usize) -> u64 {
    let mut best = 0;
    let mut stack = vec![(r, usize::MAX, 0u64)];
    while let Some((v, from, d)) = stack.pop() {
        best = best.max(d);
        for &(w, e) in &adj[v] {
            if e != from {
                stack.push((w, e, d + 1 + e as u64 % 3));
            }
        }
    }
    best
}

proptest! {
    #[test]
    fn path_composite_sum_at_every_root(
        n in 1usize..40,
        parents in prop::collection::vec(0usize..1000, 40),
        perm in prop::collection::vec(0usize..1000, 40),
        flip in prop::collection::vec(any::<bool>(), 40),
        a in prop::collection::vec(0u64..MOD, 40),
        bc in prop::collection::vec((1u64..MOD, 0u64..MOD), 40),
    ) {
        let edges = tree(n, &parents, &perm, &flip);
        let adj = adjacency(n, &edges);
        let got = rerooting(
            n,
            &edges,
            (0u64, 0u64),
            |x: &(u64, u64), y: &(u64, u64)| ((x.0 + y.0) % MOD, x.1 + y.1),
            |x, e, _| ((bc[e].0 * x.0 + bc[e].1 * x.1) % MOD, x.1),
            |acc, v| ((acc.0 + a[v]) % MOD, acc.1 + 1),
        );
        for (r, &(sum, size)) in got.iter().enumerate() {
            prop_assert_eq!(sum, naive_composite(&adj, &a, &bc, r), "root {}", r);
            prop_assert_eq!(size, n as u64);
        }
    }

    #[test]
    fn farthest_vertex_at_every_root(
        n in 1usize..40,
        parents in prop::collection::vec(0usize..1000, 40),
        perm in prop::collection::vec(0usize..1000, 40),
        flip in prop::collection::vec(any::<bool>(), 40),
    ) {
        let edges = tree(n, &parents, &perm, &flip);
        let adj = adjacency(n, &edges);
        let got = rerooting(
            n,
            &edges,
            0u64,
            |x: &u64, y: &u64| *x.max(y),
            |x, e, _| x + 1 + e as u64 % 3,
            |acc, _| *acc,
        );
        let want: Vec<u64> = (0..n).map(|r| naive_farthest(&adj, r)).collect();
        prop_assert_eq!(got, want);
    }
}

#[test]
fn no_vertices() {
    let got = rerooting(0, &[], 0u32, |a, b| a + b, |x, _, _| *x, |x, _| *x);
    assert!(got.is_empty());
}
