//! Heavy-light decomposition agrees with walking the tree by parents: the
//! ranges of a path spell its vertices in order, subtrees are their
//! descendants, and the LCA, level ancestor and k-th vertex of a path match.

use cpkit::graph::{csr::Csr, hld::Hld};
use proptest::prelude::*;

/// Parents and depths of the tree rooted at `root`, by a plain search.
fn rooted(n: usize, edges: &[(usize, usize)], root: usize) -> (Vec<Option<usize>>, Vec<usize>) {
    let mut adj = vec![Vec::new(); n];
    for &(a, b) in edges {
        adj[a].push(b);
        adj[b].push(a);
    }
    let mut parent = vec![None; n];
    let mut depth = vec![0; n];
    let mut seen = vec![false; n];
    let mut queue = vec![root];
    seen[root] = true;
    while let Some(v) = queue.pop() {
        for &w in &adj[v] {
            if !seen[w] {
                seen[w] = true;
                parent[w] = Some(v);
                depth[w] = depth[v] + 1;
                queue.push(w);
            }
        }
    }
    (parent, depth)
}

/// The vertices from `u` to `v`, in order.
fn naive_path(parent: &[Option<usize>], depth: &[usize], u: usize, v: usize) -> Vec<usize> {
    let (mut a, mut b) = (u, v);
    let (mut up, mut down) = (Vec::new(), Vec::new());
    while a != b {
        if depth[a] >= depth[b] {
            up.push(a);
            a = parent[a].unwrap();
        } else {
            down.push(b);
            b = parent[b].unwrap();
        }
    }
    up.push(a);
    up.extend(down.into_iter().rev());
    up
}

fn spelled(hld: &Hld, edges_only: bool, u: usize, v: usize) -> Vec<usize> {
    let mut walk = Vec::new();
    let mut f = |range: std::ops::Range<usize>, upward: bool| {
        assert!(!range.is_empty());
        let mut vs: Vec<usize> = range.map(|i| hld.vertex(i)).collect();
        if upward {
            vs.reverse();
        }
        walk.extend(vs);
    };
    if edges_only {
        hld.path_edges(u, v, &mut f);
    } else {
        hld.path(u, v, &mut f);
    }
    walk
}

proptest! {
    #[test]
    fn agrees_with_walking_by_parents(
        seeds in prop::collection::vec(any::<usize>(), 0..80),
        labels in any::<u64>(),
        root_seed in any::<usize>(),
        queries in prop::collection::vec((any::<usize>(), any::<usize>(), 0usize..90), 1..40),
    ) {
        let n = seeds.len() + 1;
        // Vertex i + 1 hangs under an earlier one, then the labels are
        // shuffled so that the numbering says nothing about the shape.
        let mut label: Vec<usize> = (0..n).collect();
        let mut state = labels;
        for i in (1..n).rev() {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            label.swap(i, (state >> 33) as usize % (i + 1));
        }
        let edges: Vec<(usize, usize)> = seeds
            .iter()
            .enumerate()
            .map(|(i, s)| (label[s % (i + 1)], label[i + 1]))
            .collect();
        let root = root_seed % n;
        let hld = Hld::new(&Csr::from_undirected_pairs(n, edges.clone()), root);
        let (parent, depth) = rooted(n, &edges, root);

        let mut positions: Vec<usize> = (0..n).map(|v| hld.pos(v)).collect();
        positions.sort_unstable();
        prop_assert_eq!(positions, (0..n).collect::<Vec<_>>());
        for v in 0..n {
            prop_assert_eq!(hld.vertex(hld.pos(v)), v);
            prop_assert_eq!(hld.parent(v), parent[v]);
            prop_assert_eq!(hld.depth(v), depth[v]);
            // The subtree's range holds exactly the vertices below v.
            let mut below: Vec<usize> = (0..n)
                .filter(|&w| depth[w] >= depth[v]
                    && naive_path(&parent, &depth, w, v).len() == depth[w] - depth[v] + 1)
                .collect();
            let mut range: Vec<usize> = hld.subtree(v).map(|i| hld.vertex(i)).collect();
            below.sort_unstable();
            range.sort_unstable();
            prop_assert_eq!(range, below);
        }
        for (u, v, k) in queries {
            let (u, v) = (u % n, v % n);
            let path = naive_path(&parent, &depth, u, v);
            prop_assert_eq!(spelled(&hld, false, u, v), path.clone());
            let lca = *path.iter().min_by_key(|&&w| depth[w]).unwrap();
            let without: Vec<usize> = path.iter().copied().filter(|&w| w != lca).collect();
            prop_assert_eq!(spelled(&hld, true, u, v), without);
            prop_assert_eq!(hld.lca(u, v), lca);
            prop_assert_eq!(hld.dist(u, v), path.len() - 1);
            prop_assert_eq!(hld.jump(u, v, k), path.get(k).copied());
            let climb = naive_path(&parent, &depth, u, root);
            prop_assert_eq!(hld.ancestor(u, k), climb.get(k).copied());
        }
    }
}
