//! A link-cut tree (Sleator–Tarjan) over a forest whose vertices hold
//! values of a [`Monoid`]: add and remove edges, set a value, and fold the
//! values along any path, in its order, each in O(log n) amortized. Verified by
//! `crates/cpkit/verify/dynamic-tree-vertex-add-path-sum` and, with a
//! non-commutative fold, `crates/cpkit/verify/dynamic-tree-vertex-set-path-composite`.
//!
//! Each tree is cut into preferred paths, each path kept in a splay tree
//! ordered by depth; `access(v)` makes the path from the root to `v`
//! preferred and splays `v` to the top, so its splay tree's fold is the
//! fold of that path. Rerooting (`evert`) reverses a path lazily. Each
//! node keeps the fold of its splay subtree in both directions, so a
//! reversal swaps the two and non-commutative folds stay right.

use super::super::ds::segtree::Monoid;

const NIL: u32 = u32::MAX;

#[derive(Clone)]
struct Node<S> {
    child: [u32; 2],
    /// The splay-tree parent, or for a splay root the path-parent: the
    /// vertex its path hangs from.
    parent: u32,
    /// The children below are yet to be swapped (this node's own are).
    flip: bool,
    value: S,
    /// Folds of the splay subtree, in path order and reversed.
    fold: S,
    fold_rev: S,
}

/// A forest on vertices `0..n` holding a value of `M` at each vertex.
///
/// # Example
///
/// ```
/// use cpkit::ds::segtree::Additive;
/// use cpkit::graph::link_cut_tree::LinkCutTree;
///
/// let mut lct: LinkCutTree<Additive<u64>> = LinkCutTree::new(vec![1, 10, 100, 1000]);
/// lct.link(0, 1);
/// lct.link(1, 2);
/// lct.link(3, 1);
/// assert_eq!(lct.path_prod(0, 2), 111);
/// lct.cut(1, 2);
/// lct.link(2, 3);
/// assert_eq!(lct.path_prod(0, 2), 1111);
/// lct.set(1, 5);
/// assert_eq!(lct.path_prod(0, 3), 1006);
/// assert!(lct.connected(0, 2));
/// ```
pub struct LinkCutTree<M: Monoid> {
    nodes: Vec<Node<M::S>>,
    /// Room for `splay`'s walk up, kept to allocate once.
    path: Vec<u32>,
}

impl<M: Monoid> std::fmt::Debug for LinkCutTree<M>
where
    M::S: std::fmt::Debug,
{
    /// Shows the vertices' values, as a slice would.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list()
            .entries(self.nodes.iter().map(|node| &node.value))
            .finish()
    }
}

impl<M: Monoid> LinkCutTree<M> {
    /// The forest of `values.len()` vertices and no edges, vertex `v`
    /// holding `values[v]`. O(n).
    ///
    /// # Panics
    ///
    /// If there are 2^32 - 1 vertices or more.
    ///
    /// ```
    /// use cpkit::ds::segtree::Max;
    /// use cpkit::graph::link_cut_tree::LinkCutTree;
    ///
    /// let lct: LinkCutTree<Max<i32>> = LinkCutTree::new(vec![3, 1, 4]);
    /// assert!(!lct.is_empty());
    /// ```
    pub fn new(values: Vec<M::S>) -> Self {
        assert!(
            values.len() < NIL as usize,
            "LinkCutTree::new: {} vertices is too many",
            values.len()
        );
        let nodes = values
            .into_iter()
            .map(|value| Node {
                child: [NIL; 2],
                parent: NIL,
                flip: false,
                fold: value.clone(),
                fold_rev: value.clone(),
                value,
            })
            .collect();
        LinkCutTree {
            nodes,
            path: Vec::new(),
        }
    }

    /// The number of vertices.
    ///
    /// ```
    /// use cpkit::ds::segtree::Additive;
    /// use cpkit::graph::link_cut_tree::LinkCutTree;
    ///
    /// assert_eq!(LinkCutTree::<Additive<u8>>::new(vec![0; 4]).len(), 4);
    /// ```
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether there are no vertices.
    ///
    /// ```
    /// use cpkit::ds::segtree::Additive;
    /// use cpkit::graph::link_cut_tree::LinkCutTree;
    ///
    /// assert!(LinkCutTree::<Additive<u8>>::new(vec![]).is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// Adds the edge `u`-`v`; O(log n) amortized.
    ///
    /// # Panics
    ///
    /// If `u` and `v` are already connected (an edge would make a cycle).
    ///
    /// ```
    /// use cpkit::ds::segtree::Additive;
    /// use cpkit::graph::link_cut_tree::LinkCutTree;
    ///
    /// let mut lct: LinkCutTree<Additive<u32>> = LinkCutTree::new(vec![1, 2]);
    /// lct.link(0, 1);
    /// assert_eq!(lct.path_prod(1, 0), 3);
    /// ```
    pub fn link(&mut self, u: usize, v: usize) {
        self.evert(u);
        self.access(v);
        // After both, `u` is still its splay tree's root only when it is in
        // another tree than `v`.
        assert!(
            u != v && self.nodes[u].parent == NIL,
            "LinkCutTree::link({}, {}): already connected",
            u,
            v
        );
        self.nodes[u].parent = v as u32;
    }

    /// Removes the edge `u`-`v`; O(log n) amortized.
    ///
    /// # Panics
    ///
    /// If there is no edge `u`-`v`.
    ///
    /// ```
    /// use cpkit::ds::segtree::Additive;
    /// use cpkit::graph::link_cut_tree::LinkCutTree;
    ///
    /// let mut lct: LinkCutTree<Additive<u32>> = LinkCutTree::new(vec![1, 2]);
    /// lct.link(0, 1);
    /// lct.cut(1, 0);
    /// assert!(!lct.connected(0, 1));
    /// ```
    pub fn cut(&mut self, u: usize, v: usize) {
        self.evert(u);
        self.access(v);
        // The path from the root `u` to `v` is exactly these two vertices
        // when they are joined by an edge.
        let left = self.nodes[v].child[0];
        assert!(
            left == u as u32 && self.nodes[u].child == [NIL, NIL],
            "LinkCutTree::cut({}, {}): no such edge",
            u,
            v
        );
        self.nodes[v].child[0] = NIL;
        self.nodes[u].parent = NIL;
        self.update(v);
    }

    /// Whether `u` and `v` are in one tree; O(log n) amortized.
    ///
    /// ```
    /// use cpkit::ds::segtree::Additive;
    /// use cpkit::graph::link_cut_tree::LinkCutTree;
    ///
    /// let mut lct: LinkCutTree<Additive<u32>> = LinkCutTree::new(vec![0; 3]);
    /// lct.link(0, 1);
    /// assert!(lct.connected(1, 0) && !lct.connected(0, 2));
    /// ```
    pub fn connected(&mut self, u: usize, v: usize) -> bool {
        if u == v {
            return true;
        }
        self.evert(u);
        self.access(v);
        // `u`, the root, now hangs in `v`'s splay tree if they are connected.
        self.nodes[u].parent != NIL
    }

    /// The value at `v`.
    ///
    /// ```
    /// use cpkit::ds::segtree::Additive;
    /// use cpkit::graph::link_cut_tree::LinkCutTree;
    ///
    /// let lct: LinkCutTree<Additive<u32>> = LinkCutTree::new(vec![7, 8]);
    /// assert_eq!(lct.get(1), 8);
    /// ```
    pub fn get(&self, v: usize) -> M::S {
        self.nodes[v].value.clone()
    }

    /// Sets the value at `v` to `x`; O(log n) amortized.
    ///
    /// ```
    /// use cpkit::ds::segtree::Additive;
    /// use cpkit::graph::link_cut_tree::LinkCutTree;
    ///
    /// let mut lct: LinkCutTree<Additive<u32>> = LinkCutTree::new(vec![7, 8]);
    /// lct.link(0, 1);
    /// lct.set(0, 1);
    /// assert_eq!(lct.path_prod(0, 1), 9);
    /// ```
    pub fn set(&mut self, v: usize, x: M::S) {
        // At the top of its splay tree, `v` alone has its fold to redo.
        self.access(v);
        self.nodes[v].value = x;
        self.update(v);
    }

    /// The fold of the values on the path from `u` to `v`, in that order,
    /// both ends included; O(log n) amortized.
    ///
    /// # Panics
    ///
    /// If `u` and `v` are not connected.
    ///
    /// ```
    /// use cpkit::ds::segtree::Affine;
    /// use cpkit::graph::link_cut_tree::LinkCutTree;
    /// use cpkit::math::modint::ModInt998244353 as Mint;
    ///
    /// let f = |a: u32, b: u32| (Mint::new(a), Mint::new(b));
    /// let mut lct: LinkCutTree<Affine<Mint>> = LinkCutTree::new(vec![f(2, 0), f(1, 3)]);
    /// lct.link(0, 1);
    /// assert_eq!(lct.path_prod(0, 1), f(2, 3)); // x -> 2x, then + 3
    /// assert_eq!(lct.path_prod(1, 0), f(2, 6)); // x -> x + 3, then 2(x + 3)
    /// ```
    pub fn path_prod(&mut self, u: usize, v: usize) -> M::S {
        self.evert(u);
        self.access(v);
        assert!(
            u == v || self.nodes[u].parent != NIL,
            "LinkCutTree::path_prod({}, {}): not connected",
            u,
            v
        );
        self.nodes[v].fold.clone()
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
            self.splay(x as usize);
            self.nodes[x as usize].child[1] = below;
            self.update(x as usize);
            below = x;
            x = self.nodes[x as usize].parent;
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

    /// Reverses the path order of `x`'s splay subtree: its own children and
    /// folds now, its children's later.
    fn toggle(&mut self, x: u32) {
        if x != NIL {
            let node = &mut self.nodes[x as usize];
            node.child.swap(0, 1);
            std::mem::swap(&mut node.fold, &mut node.fold_rev);
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
        let node = &self.nodes[x];
        let (mut fold, mut fold_rev) = (node.value.clone(), node.value.clone());
        if l != NIL {
            let left = &self.nodes[l as usize];
            fold = M::binary_operation(&left.fold, &fold);
            fold_rev = M::binary_operation(&fold_rev, &left.fold_rev);
        }
        if r != NIL {
            let right = &self.nodes[r as usize];
            fold = M::binary_operation(&fold, &right.fold);
            fold_rev = M::binary_operation(&right.fold_rev, &fold_rev);
        }
        let node = &mut self.nodes[x];
        node.fold = fold;
        node.fold_rev = fold_rev;
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
        // Pending flips above `x` go down first, from the top.
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

#[cfg(test)]
mod tests {
    use super::super::super::ds::segtree::Additive;
    use super::*;

    #[test]
    fn a_long_path() {
        let n = 100_000;
        let mut lct: LinkCutTree<Additive<u64>> = LinkCutTree::new(vec![1; n]);
        for i in 1..n {
            lct.link(i - 1, i);
        }
        assert_eq!(lct.path_prod(0, n - 1), n as u64);
        assert_eq!(lct.path_prod(n / 2, 0), n as u64 / 2 + 1);
    }

    #[test]
    #[should_panic(expected = "already connected")]
    fn a_cycle_panics() {
        let mut lct: LinkCutTree<Additive<u64>> = LinkCutTree::new(vec![1; 3]);
        lct.link(0, 1);
        lct.link(1, 2);
        lct.link(2, 0);
    }

    #[test]
    #[should_panic(expected = "no such edge")]
    fn cutting_a_missing_edge_panics() {
        let mut lct: LinkCutTree<Additive<u64>> = LinkCutTree::new(vec![1; 3]);
        lct.link(0, 1);
        lct.link(1, 2);
        lct.cut(0, 2);
    }
}
