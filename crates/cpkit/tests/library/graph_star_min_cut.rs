//! The minimum cut with a changing star agrees with the least c(S) + a(S)
//! over every nonempty vertex set S, after each change; the merge tree's
//! nodes are laminar, their cuts right, and they hold every extreme set.

use cpkit::graph::star_min_cut::{extreme_set_tree, StarMinCut};
use proptest::prelude::*;

/// The weight of the edges leaving the vertex set `set` (a bit mask).
fn cut_of(edges: &[(usize, usize, u64)], set: u32) -> u64 {
    edges
        .iter()
        .filter(|&&(u, v, _)| (set >> u & 1) != (set >> v & 1))
        .map(|&(_, _, w)| w)
        .sum()
}

/// The least c(S) + a(S) over the nonempty S, by trying them all.
fn naive(n: usize, edges: &[(usize, usize, u64)], star: &[u64]) -> u64 {
    (1..1u32 << n)
        .map(|s| {
            let a: u64 = (0..n).filter(|&i| s >> i & 1 == 1).map(|i| star[i]).sum();
            cut_of(edges, s) + a
        })
        .min()
        .unwrap()
}

/// n, the edges, the star's weights and the changes `(x, y)`.
type Case = (usize, Vec<(usize, usize, u64)>, Vec<u64>, Vec<(usize, u64)>);

/// A simple graph on up to 8 vertices with small weights (ties and zero
/// weights are where an ordering could go wrong), the star's weights and
/// changes.
fn case() -> impl Strategy<Value = Case> {
    (1usize..=8, 0u64..=6).prop_flat_map(|(n, top)| {
        let pairs: Vec<(usize, usize)> = (0..n)
            .flat_map(|u| (u + 1..n).map(move |v| (u, v)))
            .collect();
        let count = pairs.len();
        (
            Just(n),
            proptest::collection::vec(proptest::option::of(0..=top), count).prop_map(move |ws| {
                pairs
                    .iter()
                    .zip(ws)
                    .filter_map(|(&(u, v), w)| w.map(|w| (u, v, w)))
                    .collect::<Vec<_>>()
            }),
            proptest::collection::vec(0..=2 * top, n),
            proptest::collection::vec((0..n, 0..=2 * top), 0..12),
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn every_answer_is_the_least_cut((n, edges, mut star, changes) in case()) {
        let mut cut = StarMinCut::new(n, &edges, &star);
        prop_assert_eq!(cut.min_cut(), naive(n, &edges, &star));
        for (x, y) in changes {
            cut.set(x, y);
            star[x] = y;
            prop_assert_eq!(cut.min_cut(), naive(n, &edges, &star), "after a[{}] = {}", x, y);
        }
    }

    #[test]
    fn the_tree_holds_every_extreme_set((n, edges, _, _) in case()) {
        let (parent, cut) = extreme_set_tree(n, &edges);
        prop_assert_eq!(parent.len(), 2 * n - 1);
        // The leaves under each node, as masks, children before parents.
        let mut under = vec![0u32; 2 * n - 1];
        for v in 0..2 * n - 1 {
            if v < n {
                under[v] |= 1 << v;
            } else {
                prop_assert!(under[v].count_ones() >= 2, "node {} merges two", v);
            }
            prop_assert_eq!(cut[v], cut_of(&edges, under[v]), "node {}", v);
            if parent[v] == usize::MAX {
                prop_assert_eq!(v, 2 * n - 2);
            } else {
                prop_assert!(parent[v] > v && parent[v] < 2 * n - 1);
                prop_assert_eq!(under[parent[v]] & under[v], 0);
                under[parent[v]] |= under[v];
            }
        }
        for s in 1..1u32 << n {
            let c = cut_of(&edges, s);
            // Extreme: every nonempty proper subset t has a larger cut.
            let mut extreme = true;
            let mut t = (s - 1) & s;
            while t != 0 {
                if cut_of(&edges, t) <= c {
                    extreme = false;
                    break;
                }
                t = (t - 1) & s;
            }
            if extreme {
                prop_assert!(under.contains(&s), "extreme set {:b} is no node", s);
            }
        }
    }
}

#[test]
fn one_vertex_is_cut_from_the_star_alone() {
    let mut cut = StarMinCut::new(1, &[], &[7]);
    assert_eq!(cut.min_cut(), 7);
    cut.set(0, 0);
    assert_eq!(cut.min_cut(), 0);
}

#[test]
fn the_statement_examples() {
    let edges = [(0, 1, 1), (1, 2, 2), (2, 3, 3), (3, 0, 0)];
    let mut cut = StarMinCut::new(4, &edges, &[0, 0, 0, 1]);
    let changes = [
        (3, 0),
        (0, 5),
        (1, 5),
        (2, 5),
        (3, 5),
        (0, 0),
        (0, 5),
        (1, 0),
        (1, 5),
        (2, 0),
        (2, 5),
    ];
    let mut got = Vec::new();
    for &(x, y) in &changes {
        cut.set(x, y);
        got.push(cut.min_cut());
    }
    assert_eq!(got, vec![0, 1, 2, 3, 6, 1, 6, 3, 6, 5, 6]);
}
