//! Rooted tree isomorphism: every subtree of a rooted tree named by the
//! sorted names of its children's subtrees, looked up in a hash map, in
//! O(n log n); verified by
//! `crates/cpkit/verify/rooted-tree-isomorphism-classification`.

use super::super::ds::hash_map::map_with_capacity;
use super::csr::Csr;

/// Classifies the subtrees of `tree` rooted at `root` up to isomorphism
/// (of rooted, unordered trees): returns `(k, class)` where `k` is the
/// number of distinct subtrees and `class[v] < k` is equal for `u` and `v`
/// exactly when the subtrees under them are isomorphic. Classes are
/// numbered bottom-up, so a leaf is class 0. `tree` must be a tree on all
/// its vertices (each edge stored both ways, as
/// [`Csr::from_undirected_pairs`] does). O(n log n) for sorting the
/// children's classes; no recursion, so paths of any length are fine.
///
/// # Example
/// ```
/// use cpkit::graph::{csr::Csr, tree_isomorphism::rooted_subtree_classes};
///
/// //     0
/// //    / \
/// //   1   2      1 and 2 each have one leaf below: the same shape
/// //   |   |
/// //   3   4
/// let tree = Csr::from_undirected_pairs(5, vec![(0, 1), (0, 2), (1, 3), (2, 4)]);
/// assert_eq!(rooted_subtree_classes(&tree, 0), (3, vec![2, 1, 1, 0, 0]));
/// ```
pub fn rooted_subtree_classes(tree: &Csr<usize>, root: usize) -> (usize, Vec<usize>) {
    let n = tree.num_vertices();
    assert!(
        root < n,
        "rooted_subtree_classes: root {} of a tree of {} vertices",
        root,
        n
    );
    // Preorder with an explicit stack; its reverse has every child before
    // its parent.
    let mut parent = vec![usize::MAX; n];
    let mut order = Vec::with_capacity(n);
    let mut stack = vec![root];
    parent[root] = root;
    while let Some(v) = stack.pop() {
        order.push(v);
        for &w in tree.neighbours(v) {
            if parent[w] == usize::MAX {
                parent[w] = v;
                stack.push(w);
            }
        }
    }
    assert!(
        order.len() == n,
        "rooted_subtree_classes: the graph is not connected"
    );
    let mut class = vec![0u32; n];
    // Most vertices have no child or one (all of them on a path): those
    // are named through arrays, and only the others through the hash map.
    const NEW: u32 = u32::MAX;
    let mut classes = 0u32;
    let mut leaf = NEW;
    let mut above = vec![NEW; n];
    let mut names = map_with_capacity::<Vec<u32>, u32>(0);
    let mut children: Vec<u32> = Vec::new();
    for &v in order.iter().rev() {
        children.clear();
        children.extend(
            tree.neighbours(v)
                .iter()
                .filter(|&&w| w != parent[v])
                .map(|&w| class[w]),
        );
        let name = match children.len() {
            0 => &mut leaf,
            1 => &mut above[children[0] as usize],
            _ => {
                children.sort_unstable();
                // A lookup by slice: only a name not seen before costs a Vec.
                match names.get(&children[..]) {
                    Some(&c) => {
                        class[v] = c;
                        continue;
                    }
                    None => names.entry(children.clone()).or_insert(NEW),
                }
            }
        };
        if *name == NEW {
            *name = classes;
            classes += 1;
        }
        class[v] = *name;
    }
    (
        classes as usize,
        class.into_iter().map(|c| c as usize).collect(),
    )
}
