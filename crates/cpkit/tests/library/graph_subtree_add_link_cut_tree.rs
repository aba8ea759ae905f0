//! The link-cut tree with subtree additions answers like a plain forest walked by depth-first
//! search: links, cuts, and sums of and additions to the side of an edge,
//! in any order.

use cpkit::graph::subtree_add_link_cut_tree::SubtreeAddLinkCutTree;
use proptest::prelude::*;

/// A forest as an edge list, sides found by search.
struct Plain {
    values: Vec<i64>,
    edges: Vec<(usize, usize)>,
}

impl Plain {
    /// The vertices reachable from `v` without crossing the edge to `p`.
    fn side(&self, v: usize, p: usize) -> Vec<usize> {
        let mut seen = vec![false; self.values.len()];
        seen[v] = true;
        let mut todo = vec![v];
        let mut out = Vec::new();
        while let Some(x) = todo.pop() {
            out.push(x);
            for &(a, b) in &self.edges {
                for (from, to) in [(a, b), (b, a)] {
                    if from == x && !seen[to] && !(x == v && to == p) {
                        seen[to] = true;
                        todo.push(to);
                    }
                }
            }
        }
        out
    }
}

#[derive(Clone, Debug)]
enum Op {
    Link(f64, f64),
    Cut(f64),
    Add(f64, bool, i64),
    Sum(f64, bool),
    Whole(f64),
    Connected(f64, f64),
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        (0.0..1.0f64, 0.0..1.0f64).prop_map(|(a, b)| Op::Link(a, b)),
        (0.0..1.0f64).prop_map(Op::Cut),
        (0.0..1.0f64, any::<bool>(), -50i64..50).prop_map(|(a, f, x)| Op::Add(a, f, x)),
        (0.0..1.0f64, any::<bool>()).prop_map(|(a, f)| Op::Sum(a, f)),
        (0.0..1.0f64).prop_map(Op::Whole),
        (0.0..1.0f64, 0.0..1.0f64).prop_map(|(a, b)| Op::Connected(a, b)),
    ]
}

fn pick(x: f64, len: usize) -> usize {
    ((x * len as f64) as usize).min(len - 1)
}

proptest! {
    #[test]
    fn agrees_with_a_plain_forest(
        values in prop::collection::vec(-100i64..100, 1..14),
        parents in prop::collection::vec((0.0..1.0f64, any::<bool>()), 13),
        ops in prop::collection::vec(op(), 1..80),
    ) {
        let n = values.len();
        // A random forest to start: i hangs from an earlier vertex or not.
        let mut edges = Vec::new();
        for i in 1..n {
            let (x, keep) = parents[i - 1];
            if keep {
                edges.push((pick(x, i), i));
            }
        }
        let mut fast = SubtreeAddLinkCutTree::new(&values, &edges);
        let mut plain = Plain { values: values.clone(), edges };
        for op in ops {
            match op {
                Op::Link(a, b) => {
                    let (u, w) = (pick(a, n), pick(b, n));
                    if !plain.side(u, u).contains(&w) {
                        fast.link(u, w);
                        plain.edges.push((u, w));
                    }
                }
                Op::Cut(a) => {
                    if !plain.edges.is_empty() {
                        let (u, w) = plain.edges.remove(pick(a, plain.edges.len()));
                        fast.cut(w, u);
                    }
                }
                Op::Add(a, flip, x) => {
                    if !plain.edges.is_empty() {
                        let (mut v, mut p) = plain.edges[pick(a, plain.edges.len())];
                        if flip {
                            std::mem::swap(&mut v, &mut p);
                        }
                        fast.subtree_add(v, p, x);
                        for s in plain.side(v, p) {
                            plain.values[s] += x;
                        }
                    }
                }
                Op::Sum(a, flip) => {
                    if !plain.edges.is_empty() {
                        let (mut v, mut p) = plain.edges[pick(a, plain.edges.len())];
                        if flip {
                            std::mem::swap(&mut v, &mut p);
                        }
                        let side = plain.side(v, p);
                        let want: i64 = side.iter().map(|&s| plain.values[s]).sum();
                        prop_assert_eq!(fast.subtree_sum(v, p), want);
                        prop_assert_eq!(fast.subtree_size(v, p), side.len());
                    }
                }
                Op::Whole(a) => {
                    let v = pick(a, n);
                    let want: i64 = plain.side(v, v).iter().map(|&s| plain.values[s]).sum();
                    prop_assert_eq!(fast.subtree_sum(v, v), want);
                    prop_assert_eq!(fast.get(v), plain.values[v]);
                }
                Op::Connected(a, b) => {
                    let (u, w) = (pick(a, n), pick(b, n));
                    prop_assert_eq!(fast.connected(u, w), plain.side(u, u).contains(&w));
                }
            }
        }
        for v in 0..n {
            prop_assert_eq!(fast.get(v), plain.values[v]);
        }
    }
}

#[test]
fn a_long_path_split_and_rejoined() {
    let n = 2000;
    let edges: Vec<_> = (1..n).map(|i| (i - 1, i)).collect();
    let mut t = SubtreeAddLinkCutTree::new(&vec![1; n], &edges);
    assert_eq!(t.subtree_sum(0, 0), n as i64);
    assert_eq!(t.subtree_sum(1000, 999), 1000);
    t.subtree_add(1000, 999, 2);
    assert_eq!(t.subtree_sum(999, 1000), 1000);
    t.cut(999, 1000);
    assert!(!t.connected(0, n - 1));
    t.link(n - 1, 0);
    assert_eq!(t.subtree_sum(0, n - 1), 1000);
    assert_eq!(t.subtree_sum(n - 1, 0), 3000);
}
