//! Chu–Liu/Edmonds' arborescence is as light as the lightest one found by
//! trying every choice of an entering edge for each vertex, and what it
//! returns is an arborescence of the cost it claims.

use cpkit::graph::directed_mst::directed_mst;
use proptest::prelude::*;

/// Whether following `entering` from every vertex leads to the root.
fn reaches_root(
    n: usize,
    edges: &[(usize, usize, i64)],
    root: usize,
    entering: &[Option<usize>],
) -> bool {
    (0..n).all(|v| {
        let mut at = v;
        for _ in 0..n {
            if at == root {
                return true;
            }
            match entering[at] {
                Some(e) => at = edges[e].0,
                None => return false,
            }
        }
        at == root
    })
}

/// The least cost over every choice of entering edges, by brute force.
fn lightest(n: usize, edges: &[(usize, usize, i64)], root: usize) -> Option<i64> {
    fn go(
        v: usize,
        n: usize,
        edges: &[(usize, usize, i64)],
        root: usize,
        pick: &mut Vec<Option<usize>>,
        best: &mut Option<i64>,
    ) {
        if v == n {
            if reaches_root(n, edges, root, pick) {
                let cost = pick.iter().flatten().map(|&e| edges[e].2).sum();
                if best.map_or(true, |b| cost < b) {
                    *best = Some(cost);
                }
            }
            return;
        }
        if v == root {
            return go(v + 1, n, edges, root, pick, best);
        }
        for (i, e) in edges.iter().enumerate() {
            if e.1 == v {
                pick[v] = Some(i);
                go(v + 1, n, edges, root, pick, best);
                pick[v] = None;
            }
        }
    }
    let mut best = None;
    go(0, n, edges, root, &mut vec![None; n], &mut best);
    best
}

proptest! {
    #[test]
    fn as_light_as_every_choice(
        n in 1usize..6,
        root in 0usize..6,
        raw in prop::collection::vec((0usize..6, 0usize..6, -5i64..20), 0..12),
    ) {
        let root = root % n;
        let edges: Vec<(usize, usize, i64)> = raw.iter().map(|&(a, b, w)| (a % n, b % n, w)).collect();
        let found = directed_mst(n, &edges, root);
        prop_assert_eq!(found.as_ref().map(|f| f.0), lightest(n, &edges, root));
        if let Some((cost, entering)) = found {
            prop_assert_eq!(entering[root], None);
            for (v, e) in entering.iter().enumerate() {
                if let Some(e) = *e {
                    prop_assert_eq!(edges[e].1, v);
                }
            }
            prop_assert!(reaches_root(n, &edges, root, &entering));
            prop_assert_eq!(entering.iter().flatten().map(|&e| edges[e].2).sum::<i64>(), cost);
        }
    }
}
