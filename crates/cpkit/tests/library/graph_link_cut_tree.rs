//! The link-cut tree agrees with a forest kept as adjacency lists, under
//! random links, cuts, value changes and path folds; the fold concatenates
//! vertex names, so a path read in the wrong order fails.

use cpkit::ds::segtree::Monoid;
use cpkit::graph::link_cut_tree::LinkCutTree;
use proptest::prelude::*;

/// Concatenation: not commutative.
enum Concat {}
impl Monoid for Concat {
    type S = Vec<u32>;
    fn identity() -> Vec<u32> {
        Vec::new()
    }
    fn binary_operation(a: &Vec<u32>, b: &Vec<u32>) -> Vec<u32> {
        let mut c = a.clone();
        c.extend_from_slice(b);
        c
    }
}

/// The vertices from `u` to `v` in the forest, if connected.
fn path(adj: &[Vec<usize>], u: usize, v: usize) -> Option<Vec<usize>> {
    let mut from = vec![usize::MAX; adj.len()];
    from[u] = u;
    let mut stack = vec![u];
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
    let mut p = vec![v];
    while *p.last().unwrap() != u {
        p.push(from[*p.last().unwrap()]);
    }
    p.reverse();
    Some(p)
}

proptest! {
    #[test]
    fn agrees_with_adjacency_lists(
        n in 1usize..12,
        ops in prop::collection::vec((0u8..4, 0usize..12, 0usize..12, 0u32..100), 0..120),
    ) {
        let mut value: Vec<u32> = (0..n as u32).collect();
        let mut lct: LinkCutTree<Concat> = LinkCutTree::new(value.iter().map(|&x| vec![x]).collect());
        let mut adj = vec![Vec::new(); n];
        for (kind, u, v, x) in ops {
            let (u, v) = (u % n, v % n);
            match kind {
                0 => {
                    let connected = path(&adj, u, v).is_some();
                    prop_assert_eq!(lct.connected(u, v), connected);
                    if !connected {
                        lct.link(u, v);
                        adj[u].push(v);
                        adj[v].push(u);
                    }
                }
                1 => {
                    // Cut some edge at u, if it has one.
                    if let Some(&w) = adj[u].get(v % adj[u].len().max(1)) {
                        lct.cut(w, u);
                        adj[u].retain(|&y| y != w);
                        adj[w].retain(|&y| y != u);
                    }
                }
                2 => {
                    value[u] = x;
                    lct.set(u, vec![x]);
                    prop_assert_eq!(lct.get(u), vec![x]);
                }
                _ => {
                    if let Some(p) = path(&adj, u, v) {
                        let expected: Vec<u32> = p.iter().map(|&w| value[w]).collect();
                        prop_assert_eq!(lct.path_prod(u, v), expected);
                    }
                }
            }
        }
    }
}
