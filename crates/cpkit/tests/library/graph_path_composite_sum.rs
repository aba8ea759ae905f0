//! Rerooted path-composite sums agree with walking the tree from the root
//! of each query and applying every edge's map on the way back, after any
//! sequence of vertex and edge updates.

use cpkit::graph::path_composite_sum::PathCompositeSum;
use proptest::prelude::*;

const M: u64 = 998_244_353;

fn naive(a: &[u64], edges: &[(usize, usize, u64, u64)], r: usize) -> u64 {
    let n = a.len();
    let mut adj = vec![Vec::new(); n];
    for &(u, v, b, c) in edges {
        adj[u].push((v, b, c));
        adj[v].push((u, b, c));
    }
    // P(r, v) for the subtree of v seen from r: the sum over v's side.
    fn walk(v: usize, from: usize, adj: &[Vec<(usize, u64, u64)>], a: &[u64]) -> (u64, u64) {
        let (mut s, mut k) = (a[v] % M, 1);
        for &(w, b, c) in &adj[v] {
            if w != from {
                let (sw, kw) = walk(w, v, adj, a);
                s = (s + b % M * sw + c % M * kw) % M;
                k += kw;
            }
        }
        (s, k)
    }
    walk(r, usize::MAX, &adj, a).0
}

#[derive(Clone, Debug)]
enum Op {
    Vertex(usize, u64),
    Edge(usize, u64, u64),
}

/// Values, edges `(u, v, b, c)`, and updates each followed by a query's root.
type Case = (Vec<u64>, Vec<Edge>, Vec<(Op, usize)>);

type Edge = (usize, usize, u64, u64);

fn case() -> impl Strategy<Value = Case> {
    (1usize..25).prop_flat_map(|n| {
        let parents: Vec<_> = (1..n).map(|i| (0..i, 0..M, 0..M, any::<bool>())).collect();
        let op = prop_oneof![
            (0..n, 0..M).prop_map(|(v, x)| Op::Vertex(v, x)),
            (0..n.max(2) - 1, 0..M, 0..M).prop_map(|(e, b, c)| Op::Edge(e, b, c)),
        ];
        (
            prop::collection::vec(0..M, n),
            parents,
            Just((0..n).collect::<Vec<usize>>()).prop_shuffle(),
            prop::collection::vec((op, 0..n), 0..30),
        )
            .prop_map(move |(a, parents, label, ops)| {
                let edges = parents
                    .iter()
                    .enumerate()
                    .map(|(i, &(p, b, c, flip))| {
                        let (u, v) = (label[i + 1], label[p]);
                        if flip {
                            (v, u, b, c)
                        } else {
                            (u, v, b, c)
                        }
                    })
                    .collect();
                let ops = if n == 1 {
                    ops.into_iter()
                        .filter(|(op, _)| matches!(op, Op::Vertex(..)))
                        .collect()
                } else {
                    ops
                };
                (a, edges, ops)
            })
    })
}

#[test]
fn the_statement_example() {
    let mut t = PathCompositeSum::new(&[1, 2, 3], &[(0, 1, 4, 5), (1, 2, 6, 7)]);
    t.set_vertex(2, 8);
    assert_eq!(t.sum_from(0), 239);
    t.set_edge(0, 9, 10);
    assert_eq!(t.sum_from(1), 76);
}

#[test]
fn a_long_path_and_a_star() {
    let n = 100_000;
    let path: Vec<(usize, usize, u64, u64)> = (1..n).map(|i| (i - 1, i, 1, 1)).collect();
    let t = PathCompositeSum::new(&vec![0; n], &path);
    // From one end, P(0, v) = v: the sum of 0..n.
    assert_eq!(
        u64::from(t.sum_from(0)),
        (n as u64 * (n as u64 - 1) / 2) % M
    );
    let star: Vec<(usize, usize, u64, u64)> = (1..n).map(|i| (0, i, 2, 0)).collect();
    let t = PathCompositeSum::new(&vec![1; n], &star);
    assert_eq!(u64::from(t.sum_from(0)), 1 + 2 * (n as u64 - 1));
    assert_eq!(u64::from(t.sum_from(5)), (1 + 2 + 4 * (n as u64 - 2)) % M);
}

proptest! {
    #[test]
    fn agrees_with_walking_from_each_root((mut a, mut edges, ops) in case()) {
        let mut t = PathCompositeSum::new(&a, &edges);
        for r in 0..a.len() {
            prop_assert_eq!(u64::from(t.sum_from(r)), naive(&a, &edges, r));
        }
        for (op, r) in ops {
            match op {
                Op::Vertex(v, x) => {
                    a[v] = x;
                    t.set_vertex(v, x);
                }
                Op::Edge(e, b, c) => {
                    edges[e].2 = b;
                    edges[e].3 = c;
                    t.set_edge(e, b, c);
                }
            }
            prop_assert_eq!(u64::from(t.sum_from(r)), naive(&a, &edges, r));
        }
    }
}
