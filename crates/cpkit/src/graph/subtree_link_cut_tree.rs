//! A link-cut tree that also sums subtrees: each vertex keeps the sum of
//! the trees hanging from it off its preferred path, so after rerooting,
//! any subtree's sum is read at its top; links, cuts, value changes and
//! subtree sums in O(log n) amortized. Verified by
//! `crates/cpkit/verify/dynamic-tree-vertex-add-subtree-sum`.

use std::ops::{Add, Sub};

const NIL: u32 = u32::MAX;

#[derive(Clone, Debug)]
struct Node<T> {
    child: [u32; 2],
    /// The splay-tree parent, or for a splay root the path-parent.
    parent: u32,
    /// The children below are yet to be swapped (this node's own are).
    flip: bool,
    value: T,
    /// The sum of the trees hanging from this vertex by light edges.
    light: T,
    /// The sum over the splay subtree: values and their light sums.
    sum: T,
}

/// A forest on vertices `0..n` with a value at each vertex, in an abelian
/// group (`T::default()` its zero, `+` and `-` its operations: integers,
/// modular integers, ...).
///
/// As [`LinkCutTree`](super::link_cut_tree::LinkCutTree), each tree is cut
/// into preferred paths kept in splay trees; besides, each vertex keeps the
/// sum of the subtrees that hang from it by non-preferred edges, updated
/// when `access` changes a preferred child. After making `root` the root
/// and accessing `v`, the subtree of `v` is `v` and what hangs from it.
///
/// # Example
///
/// ```
/// use cpkit::graph::subtree_link_cut_tree::SubtreeLinkCutTree;
///
/// let mut t = SubtreeLinkCutTree::new(vec![1i64, 10, 100, 1000]);
/// t.link(0, 1);
/// t.link(1, 2);
/// t.link(1, 3);
/// assert_eq!(t.subtree_sum(1, 0), 1110); // 1 and below, rooted at 0
/// assert_eq!(t.subtree_sum(0, 1), 1); // 0 alone, rooted at 1
/// t.cut(1, 3);
/// t.link(3, 2);
/// t.set(2, 5);
/// assert_eq!(t.subtree_sum(2, 0), 1005);
/// assert_eq!(t.subtree_sum(2, 2), 1016); // the whole tree
/// ```
#[derive(Clone, Debug)]
pub struct SubtreeLinkCutTree<T> {
    nodes: Vec<Node<T>>,
    /// Room for `splay`'s walk up, kept to allocate once.
    path: Vec<u32>,
}

impl<T> SubtreeLinkCutTree<T>
where
    T: Copy + Default + Add<Output = T> + Sub<Output = T>,
{
    /// The forest of `values.len()` vertices and no edges, vertex `v`
    /// holding `values[v]`. O(n).
    ///
    /// # Panics
    ///
    /// If there are 2^32 - 1 vertices or more.
    pub fn new(values: Vec<T>) -> Self {
        assert!(
            values.len() < NIL as usize,
            "SubtreeLinkCutTree::new: {} vertices is too many",
            values.len()
        );
        let nodes = values
            .into_iter()
            .map(|value| Node {
                child: [NIL; 2],
                parent: NIL,
                flip: false,
                value,
                light: T::default(),
                sum: value,
            })
            .collect();
        SubtreeLinkCutTree {
            nodes,
            path: Vec::new(),
        }
    }

    /// The number of vertices.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether there are no vertices.
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// Adds the edge `u`-`v`; O(log n) amortized.
    ///
    /// # Panics
    ///
    /// If `u` and `v` are already connected.
    pub fn link(&mut self, u: usize, v: usize) {
        self.evert(u);
        self.access(v);
        assert!(
            u != v && self.nodes[u].parent == NIL,
            "SubtreeLinkCutTree::link({}, {}): already connected",
            u,
            v
        );
        // `u` is the root of its whole tree, which now hangs from `v`.
        self.nodes[u].parent = v as u32;
        let hanging = self.nodes[u].sum;
        let node = &mut self.nodes[v];
        node.light = node.light + hanging;
        node.sum = node.sum + hanging;
    }

    /// Removes the edge `u`-`v`; O(log n) amortized.
    ///
    /// # Panics
    ///
    /// If there is no edge `u`-`v`.
    pub fn cut(&mut self, u: usize, v: usize) {
        self.evert(u);
        self.access(v);
        let left = self.nodes[v].child[0];
        assert!(
            left == u as u32 && self.nodes[u].child == [NIL, NIL],
            "SubtreeLinkCutTree::cut({}, {}): no such edge",
            u,
            v
        );
        self.nodes[v].child[0] = NIL;
        self.nodes[u].parent = NIL;
        self.update(v);
    }

    /// Whether `u` and `v` are in one tree; O(log n) amortized.
    pub fn connected(&mut self, u: usize, v: usize) -> bool {
        if u == v {
            return true;
        }
        self.evert(u);
        self.access(v);
        self.nodes[u].parent != NIL
    }

    /// The value at `v`.
    pub fn get(&self, v: usize) -> T {
        self.nodes[v].value
    }

    /// Sets the value at `v` to `x`; O(log n) amortized.
    pub fn set(&mut self, v: usize, x: T) {
        // With `v` on top of the root's splay tree, no sum above it has it.
        self.access(v);
        self.nodes[v].value = x;
        self.update(v);
    }

    /// The sum of the values in the subtree of `v` when its tree is rooted
    /// at `root` (the whole tree when `v == root`); O(log n) amortized.
    ///
    /// # Panics
    ///
    /// If `v` and `root` are not connected.
    pub fn subtree_sum(&mut self, v: usize, root: usize) -> T {
        self.evert(root);
        self.access(v);
        assert!(
            v == root || self.nodes[root].parent != NIL,
            "SubtreeLinkCutTree::subtree_sum({}, {}): not connected",
            v,
            root
        );
        // The path from `root` is above `v`; below it, only light subtrees.
        let node = &self.nodes[v];
        node.value + node.light
    }

    /// Makes `v` the root of its tree.
    fn evert(&mut self, v: usize) {
        self.access(v);
        self.toggle(v as u32);
    }

    /// Makes the path from the root to `v` one splay tree, with `v` at its
    /// top and nothing deeper in it.
    fn access(&mut self, v: usize) {
        let mut below = NIL;
        let mut x = v as u32;
        while x != NIL {
            let xi = x as usize;
            self.splay(xi);
            // The old preferred child turns light, `below` turns preferred.
            let old = self.nodes[xi].child[1];
            let mut light = self.nodes[xi].light;
            if old != NIL {
                light = light + self.nodes[old as usize].sum;
            }
            if below != NIL {
                light = light - self.nodes[below as usize].sum;
            }
            self.nodes[xi].light = light;
            self.nodes[xi].child[1] = below;
            self.update(xi);
            below = x;
            x = self.nodes[xi].parent;
        }
        self.splay(v);
    }

    fn is_splay_root(&self, x: usize) -> bool {
        let p = self.nodes[x].parent;
        p == NIL || {
            let c = self.nodes[p as usize].child;
            c[0] != x as u32 && c[1] != x as u32
        }
    }

    fn toggle(&mut self, x: u32) {
        if x != NIL {
            let node = &mut self.nodes[x as usize];
            node.child.swap(0, 1);
            node.flip ^= true;
        }
    }

    fn push(&mut self, x: usize) {
        if self.nodes[x].flip {
            self.nodes[x].flip = false;
            let [l, r] = self.nodes[x].child;
            self.toggle(l);
            self.toggle(r);
        }
    }

    fn update(&mut self, x: usize) {
        let [l, r] = self.nodes[x].child;
        let mut sum = self.nodes[x].value + self.nodes[x].light;
        if l != NIL {
            sum = sum + self.nodes[l as usize].sum;
        }
        if r != NIL {
            sum = sum + self.nodes[r as usize].sum;
        }
        self.nodes[x].sum = sum;
    }

    /// Turns `x` over its parent `p`, keeping the path order.
    fn rotate(&mut self, x: usize) {
        let p = self.nodes[x].parent as usize;
        let g = self.nodes[p].parent;
        let side = (self.nodes[p].child[1] == x as u32) as usize;
        let moved = self.nodes[x].child[side ^ 1];
        if !self.is_splay_root(p) {
            let gs = (self.nodes[g as usize].child[1] == p as u32) as usize;
            self.nodes[g as usize].child[gs] = x as u32;
        }
        self.nodes[x].parent = g;
        self.nodes[x].child[side ^ 1] = p as u32;
        self.nodes[p].parent = x as u32;
        self.nodes[p].child[side] = moved;
        if moved != NIL {
            self.nodes[moved as usize].parent = p as u32;
        }
        self.update(p);
    }

    fn splay(&mut self, x: usize) {
        let mut path = std::mem::take(&mut self.path);
        path.push(x as u32);
        let mut y = x;
        while !self.is_splay_root(y) {
            y = self.nodes[y].parent as usize;
            path.push(y as u32);
        }
        while let Some(y) = path.pop() {
            self.push(y as usize);
        }
        self.path = path;
        while !self.is_splay_root(x) {
            let p = self.nodes[x].parent as usize;
            if !self.is_splay_root(p) {
                let g = self.nodes[p].parent as usize;
                let zig_zig =
                    (self.nodes[g].child[1] == p as u32) == (self.nodes[p].child[1] == x as u32);
                self.rotate(if zig_zig { p } else { x });
            }
            self.rotate(x);
        }
        self.update(x);
    }
}
