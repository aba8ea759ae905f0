//! The subtree-summing link-cut tree agrees with a forest kept as
//! adjacency lists, under random links, cuts, value changes and subtree
//! sums for any vertex and any root of its tree.

use cpkit::graph::subtree_link_cut_tree::SubtreeLinkCutTree;
use proptest::prelude::*;

/// The vertices of `v`'s subtree when its tree is rooted at `root`, if
/// they are connected.
fn subtree(adj: &[Vec<usize>], v: usize, root: usize) -> Option<Vec<usize>> {
    let mut from = vec![usize::MAX; adj.len()];
    from[root] = root;
    let mut stack = vec![root];
    while let Some(x) = stack.pop() {
        for &y in &adj[x] {
            if from[y] == usize::MAX {
                from[y] = x;
                stack.push(y);
            }
        }
    }
    if from[v] == usize::MAX {
        return None;
    }
    // Those whose path to the root goes through v.
    Some(
        (0..adj.len())
            .filter(|&w| {
                if from[w] == usize::MAX {
                    return false;
                }
                let mut x = w;
                loop {
                    if x == v {
                        return true;
                    }
                    if x == root {
                        return false;
                    }
                    x = from[x];
                }
            })
            .collect(),
    )
}

proptest! {
    #[test]
    fn agrees_with_adjacency_lists(
        n in 1usize..12,
        ops in prop::collection::vec((0u8..4, 0usize..12, 0usize..12, -50i64..50), 0..150),
    ) {
        let mut value: Vec<i64> = (0..n as i64).map(|v| v * v).collect();
        let mut t = SubtreeLinkCutTree::new(value.clone());
        let mut adj = vec![Vec::new(); n];
        for (kind, u, v, x) in ops {
            let (u, v) = (u % n, v % n);
            match kind {
                0 => {
                    let connected = subtree(&adj, u, v).is_some();
                    prop_assert_eq!(t.connected(u, v), connected);
                    if !connected {
                        t.link(u, v);
                        adj[u].push(v);
                        adj[v].push(u);
                    }
                }
                1 => {
                    if let Some(&w) = adj[u].get(v % adj[u].len().max(1)) {
                        t.cut(w, u);
                        adj[u].retain(|&y| y != w);
                        adj[w].retain(|&y| y != u);
                    }
                }
                2 => {
                    value[u] = x;
                    t.set(u, x);
                    prop_assert_eq!(t.get(u), x);
                }
                _ => {
                    if let Some(below) = subtree(&adj, u, v) {
                        let want: i64 = below.iter().map(|&w| value[w]).sum();
                        prop_assert_eq!(t.subtree_sum(u, v), want, "subtree of {} from {}", u, v);
                    }
                }
            }
        }
    }
}

#[test]
fn a_long_path() {
    let n = 100_000;
    let mut t = SubtreeLinkCutTree::new(vec![1u64; n]);
    for i in 1..n {
        t.link(i - 1, i);
    }
    assert_eq!(t.subtree_sum(n / 2, 0), (n - n / 2) as u64);
    assert_eq!(t.subtree_sum(n / 2, n - 1), (n / 2 + 1) as u64);
    assert_eq!(t.subtree_sum(0, 0), n as u64);
}

#[test]
#[should_panic(expected = "no such edge")]
fn cutting_a_missing_edge_panics() {
    let mut t = SubtreeLinkCutTree::new(vec![1u64; 3]);
    t.link(0, 1);
    t.link(1, 2);
    t.cut(0, 2);
}
