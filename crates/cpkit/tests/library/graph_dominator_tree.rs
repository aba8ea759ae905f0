//! Lengauer–Tarjan's immediate dominators agree with the definition: `d`
//! dominates `v` when `v` cannot be reached once `d` is taken away, and the
//! immediate dominator is the strict dominator that all the others dominate.

use cpkit::graph::dominator_tree::dominator_tree;
use proptest::prelude::*;

/// The vertices reachable from `root` without passing through `cut`.
fn reach(n: usize, edges: &[(usize, usize)], root: usize, cut: Option<usize>) -> Vec<bool> {
    let mut seen = vec![false; n];
    if cut == Some(root) {
        return seen;
    }
    seen[root] = true;
    let mut changed = true;
    while changed {
        changed = false;
        for &(u, v) in edges {
            if seen[u] && !seen[v] && cut != Some(v) {
                seen[v] = true;
                changed = true;
            }
        }
    }
    seen
}

proptest! {
    #[test]
    fn agrees_with_removing_each_vertex(
        n in 1usize..9,
        root in 0usize..9,
        raw in prop::collection::vec((0usize..9, 0usize..9), 0..20),
    ) {
        let root = root % n;
        let edges: Vec<(usize, usize)> = raw.iter().map(|&(a, b)| (a % n, b % n)).collect();
        let reached = reach(n, &edges, root, None);
        // dom[d][v]: d dominates v (each reached vertex dominates itself).
        let dom: Vec<Vec<bool>> = (0..n)
            .map(|d| {
                let without = reach(n, &edges, root, Some(d));
                (0..n).map(|v| reached[d] && reached[v] && (v == d || !without[v])).collect()
            })
            .collect();
        let idom = dominator_tree(n, &edges, root);
        for v in 0..n {
            let expected = if !reached[v] {
                None
            } else if v == root {
                Some(root)
            } else {
                // The strict dominator dominated by every strict dominator.
                (0..n).find(|&d| d != v && dom[d][v] && (0..n).all(|e| e == v || !dom[e][v] || dom[e][d]))
            };
            prop_assert_eq!(idom[v], expected, "vertex {}", v);
        }
    }
}
