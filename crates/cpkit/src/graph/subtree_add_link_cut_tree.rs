//! A link-cut tree with subtree sums and subtree additions: each vertex
//! keeps the size and sum of the trees hanging from it off its preferred
//! path, and additions reach those trees lazily through a running total
//! each child compares with its parent's; links, cuts, and the sum of or
//! an addition to any subtree in O(log n) amortized; verified on Library
//! Checker's `dynamic_tree_subtree_add_subtree_sum`
//! (`crates/cpkit/verify/dynamic-tree-subtree-add-subtree-sum`).

/// The null node, index 0: its sizes and sums stay zero (its links are
/// never followed).
const NIL: u32 = 0;

/// One vertex, one 64-byte cache line.
#[derive(Clone, Debug)]
#[repr(align(64))]
struct Node {
    child: [u32; 2],
    /// The splay-tree parent, or for a splay root its path-parent.
    parent: u32,
    /// Vertices in the splay subtree and all that hangs from it.
    size: u32,
    /// Vertices in the trees hanging from this vertex alone.
    light_size: u32,
    /// The children are in place; theirs are yet to be swapped.
    flip: bool,
    value: i64,
    /// The sum over the splay subtree and all that hangs from it.
    sum: i64,
    /// The sum over the trees hanging from this vertex alone.
    light_sum: i64,
    /// Every addition made to this node so far (its own and those it
    /// received), a running total its children compare with.
    added: i64,
    /// The parent's `added` when this node last caught up with it.
    seen: i64,
}

const EMPTY: Node = Node {
    child: [NIL; 2],
    parent: NIL,
    size: 0,
    light_size: 0,
    flip: false,
    value: 0,
    sum: 0,
    light_sum: 0,
    added: 0,
    seen: 0,
};

/// A forest on vertices `0..n`, an `i64` at each vertex (wrapping
/// arithmetic), with links, cuts, and the sum of, or an addition to, every
/// vertex on `v`'s side of the edge `v`–`p` (the subtree of `v` when the
/// tree hangs from `p`).
///
/// Each tree is cut into preferred paths, each a splay tree in path order;
/// every other tree hangs from its path-parent, which counts it in its
/// `light` size and sum. An addition to a node is owed to everything below
/// it, light trees included: rather than a lazy tag cleared when pushed
/// (a light tree's root is not reached by pushes from its path-parent's
/// splay tree), each node keeps the running total of what it was given,
/// and each child the parent's total when it last caught up: the gap is
/// what it is owed, taken whenever the child is touched. A query roots the
/// tree at `p` and accesses `v`: then `v`'s side is `v` and its light
/// trees, the rest of the path (its left child) set aside for the moment.
///
/// # Example
/// ```
/// use cpkit::graph::subtree_add_link_cut_tree::SubtreeAddLinkCutTree;
///
/// // 0 - 1 - 2, and 1 - 3.
/// let mut t = SubtreeAddLinkCutTree::new(&[1, 10, 100, 1000], &[(0, 1), (1, 2), (1, 3)]);
/// assert_eq!(t.subtree_sum(1, 0), 1110); // 1, 2 and 3: the side of 1
/// assert_eq!(t.subtree_sum(0, 1), 1);
/// t.subtree_add(1, 0, 5); // 1, 2 and 3 gain 5
/// assert_eq!(t.subtree_sum(2, 1), 105);
/// t.cut(1, 3);
/// t.link(3, 0);
/// assert_eq!(t.subtree_sum(0, 1), 1 + 1005);
/// t.cut(0, 1);
/// assert!(!t.connected(3, 2) && t.connected(3, 0));
/// assert_eq!(t.subtree_sum(3, 3), 1006); // p == v: the whole tree
/// assert_eq!(t.subtree_size(2, 2), 2);
/// ```
#[derive(Clone, Debug)]
pub struct SubtreeAddLinkCutTree {
    /// Vertex `v` is node `v + 1`.
    nodes: Vec<Node>,
    /// Room for `splay`'s walk up.
    path: Vec<u32>,
}

impl SubtreeAddLinkCutTree {
    /// The forest on `values.len()` vertices with the given edges (which
    /// must form a forest; a cycle panics). O(n).
    pub fn new(values: &[i64], edges: &[(usize, usize)]) -> Self {
        let n = values.len();
        assert!(n < u32::MAX as usize - 1, "too many vertices");
        let mut nodes = vec![EMPTY; n + 1];
        for (v, &x) in values.iter().enumerate() {
            let node = &mut nodes[v + 1];
            node.value = x;
            node.sum = x;
            node.size = 1;
        }
        let mut start = vec![0usize; n + 1];
        for &(u, w) in edges {
            assert!(u < n && w < n && u != w, "edge ({}, {}) out of range", u, w);
            start[u + 1] += 1;
            start[w + 1] += 1;
        }
        for v in 0..n {
            start[v + 1] += start[v];
        }
        let mut adjacent = vec![0u32; start[n]];
        let mut fill = start.clone();
        for &(u, w) in edges {
            adjacent[fill[u]] = w as u32;
            fill[u] += 1;
            adjacent[fill[w]] = u as u32;
            fill[w] += 1;
        }
        // Every edge light to start: each vertex hangs from its parent in a
        // search, and sums up its children in reverse search order.
        let mut seen = vec![false; n];
        let mut order = Vec::with_capacity(n);
        let mut stack = Vec::new();
        for root in 0..n {
            if seen[root] {
                continue;
            }
            seen[root] = true;
            stack.push(root as u32);
            while let Some(v) = stack.pop() {
                order.push(v);
                for &w in &adjacent[start[v as usize]..start[v as usize + 1]] {
                    if nodes[v as usize + 1].parent == w + 1 {
                        continue;
                    }
                    assert!(!seen[w as usize], "the edges make a cycle");
                    seen[w as usize] = true;
                    nodes[w as usize + 1].parent = v + 1;
                    stack.push(w);
                }
            }
        }
        for &v in order.iter().rev() {
            let v = v as usize + 1;
            let p = nodes[v].parent as usize;
            if p != NIL as usize {
                let (size, sum) = (nodes[v].size, nodes[v].sum);
                let up = &mut nodes[p];
                up.light_size += size;
                up.light_sum = up.light_sum.wrapping_add(sum);
                up.size += size;
                up.sum = up.sum.wrapping_add(sum);
            }
        }
        SubtreeAddLinkCutTree {
            nodes,
            path: Vec::new(),
        }
    }

    /// The number of vertices.
    pub fn len(&self) -> usize {
        self.nodes.len() - 1
    }

    /// Whether there are no vertices.
    pub fn is_empty(&self) -> bool {
        self.nodes.len() == 1
    }

    /// Adds the edge `u`–`v`, joining two trees (same tree: corrupts).
    /// O(log n) amortized.
    pub fn link(&mut self, u: usize, v: usize) {
        let (a, b) = (u as u32 + 1, v as u32 + 1);
        self.evert(a);
        self.access(b);
        // a, the root of its whole tree, hangs from b by a light edge.
        let (size, sum, added) = (
            self.nodes[a as usize].size,
            self.nodes[a as usize].sum,
            self.nodes[b as usize].added,
        );
        let node = &mut self.nodes[a as usize];
        node.parent = b;
        node.seen = added;
        let node = &mut self.nodes[b as usize];
        node.light_size += size;
        node.light_sum = node.light_sum.wrapping_add(sum);
        node.size += size;
        node.sum = node.sum.wrapping_add(sum);
    }

    /// Removes the edge `u`–`v` (which must exist). O(log n) amortized.
    pub fn cut(&mut self, u: usize, v: usize) {
        let (a, b) = (u as u32 + 1, v as u32 + 1);
        self.evert(a);
        self.access(b);
        // The path is a, b: a is b's left child, alone with its light trees.
        let l = self.nodes[b as usize].child[0];
        self.catch_up(l);
        let (size, sum) = (self.nodes[l as usize].size, self.nodes[l as usize].sum);
        self.nodes[l as usize].parent = NIL;
        let node = &mut self.nodes[b as usize];
        node.child[0] = NIL;
        node.size -= size;
        node.sum = node.sum.wrapping_sub(sum);
    }

    /// Whether `u` and `v` are in the same tree. O(log n) amortized.
    pub fn connected(&mut self, u: usize, v: usize) -> bool {
        let ru = self.root(u as u32 + 1);
        ru == self.root(v as u32 + 1)
    }

    /// The sum over the vertices on `v`'s side of the edge `v`–`p` (the
    /// subtree of `v` when the tree hangs from `p`); the whole tree when
    /// `p == v`. O(log n) amortized.
    pub fn subtree_sum(&mut self, v: usize, p: usize) -> i64 {
        let (x, rest) = self.side(v, p);
        self.nodes[x as usize]
            .sum
            .wrapping_sub(self.nodes[rest as usize].sum)
    }

    /// The vertex count on `v`'s side of the edge `v`–`p`; the whole
    /// tree's when `p == v`. O(log n) amortized.
    pub fn subtree_size(&mut self, v: usize, p: usize) -> usize {
        let (x, rest) = self.side(v, p);
        (self.nodes[x as usize].size - self.nodes[rest as usize].size) as usize
    }

    /// Adds `x` to every vertex on `v`'s side of the edge `v`–`p`; to the
    /// whole tree when `p == v`. O(log n) amortized.
    pub fn subtree_add(&mut self, v: usize, p: usize, x: i64) {
        let (e, rest) = self.side(v, p);
        // The rest of the path is set aside: it is not to gain x.
        let (size, sum) = (
            self.nodes[rest as usize].size,
            self.nodes[rest as usize].sum,
        );
        {
            let node = &mut self.nodes[e as usize];
            node.size -= size;
            node.sum = node.sum.wrapping_sub(sum);
        }
        self.apply(e, x);
        let added = self.nodes[e as usize].added;
        if rest != NIL {
            self.nodes[rest as usize].seen = added;
        }
        let node = &mut self.nodes[e as usize];
        node.size += size;
        node.sum = node.sum.wrapping_add(sum);
    }

    /// The value at `v`. O(log n) amortized.
    pub fn get(&mut self, v: usize) -> i64 {
        let e = v as u32 + 1;
        self.access(e);
        self.nodes[e as usize].value
    }

    /// `v`'s node at the top of its splay tree, with all its side below it
    /// but for the second node returned (NIL for none), caught up.
    fn side(&mut self, v: usize, p: usize) -> (u32, u32) {
        let (e, top) = (v as u32 + 1, p as u32 + 1);
        if e == top {
            // e tops the splay tree of the root's path: the whole tree.
            self.access(e);
            return (e, NIL);
        }
        self.evert(top);
        self.access(e);
        let rest = self.nodes[e as usize].child[0];
        self.catch_up(rest);
        (e, rest)
    }

    /// The root of `e`'s tree; splays it.
    fn root(&mut self, e: u32) -> u32 {
        self.access(e);
        let mut r = e;
        loop {
            self.push_flip(r);
            let l = self.nodes[r as usize].child[0];
            if l == NIL {
                break;
            }
            r = l;
        }
        self.splay(r);
        r
    }

    /// Makes the path from `e`'s root to `e` preferred, `e` at the top of
    /// its splay tree with nothing after it.
    fn access(&mut self, e: u32) {
        let mut last = NIL;
        let mut x = e;
        while x != NIL {
            self.splay(x);
            // x's right child turns light, `last` heavy: x's totals stay.
            let r = self.nodes[x as usize].child[1];
            let (mut size, mut sum) = (0u32, 0i64);
            if r != NIL {
                self.catch_up(r);
                size = self.nodes[r as usize].size;
                sum = self.nodes[r as usize].sum;
            }
            if last != NIL {
                self.catch_up(last);
                size = size.wrapping_sub(self.nodes[last as usize].size);
                sum = sum.wrapping_sub(self.nodes[last as usize].sum);
            }
            let node = &mut self.nodes[x as usize];
            node.light_size = node.light_size.wrapping_add(size);
            node.light_sum = node.light_sum.wrapping_add(sum);
            node.child[1] = last;
            last = x;
            x = node.parent;
        }
        self.splay(e);
    }

    /// Makes `e` the root of its tree.
    fn evert(&mut self, e: u32) {
        self.access(e);
        self.flip(e);
    }

    fn flip(&mut self, e: u32) {
        let node = &mut self.nodes[e as usize];
        node.child.swap(0, 1);
        node.flip = !node.flip;
    }

    #[inline]
    fn push_flip(&mut self, e: u32) {
        if self.nodes[e as usize].flip {
            let [l, r] = self.nodes[e as usize].child;
            if l != NIL {
                self.flip(l);
            }
            if r != NIL {
                self.flip(r);
            }
            self.nodes[e as usize].flip = false;
        }
    }

    /// Adds `x` to `e`'s vertex and everything below it.
    #[inline]
    fn apply(&mut self, e: u32, x: i64) {
        let node = &mut self.nodes[e as usize];
        node.value = node.value.wrapping_add(x);
        node.sum = node.sum.wrapping_add(x.wrapping_mul(i64::from(node.size)));
        node.light_sum = node
            .light_sum
            .wrapping_add(x.wrapping_mul(i64::from(node.light_size)));
        node.added = node.added.wrapping_add(x);
    }

    /// Gives `e` what its parent was given since `e` last looked.
    #[inline]
    fn catch_up(&mut self, e: u32) {
        let p = self.nodes[e as usize].parent;
        if e != NIL && p != NIL {
            let added = self.nodes[p as usize].added;
            let owed = added.wrapping_sub(self.nodes[e as usize].seen);
            if owed != 0 {
                self.apply(e, owed);
                self.nodes[e as usize].seen = added;
            }
        }
    }

    #[inline]
    fn is_root(&self, e: u32) -> bool {
        let p = self.nodes[e as usize].parent;
        p == NIL || (self.nodes[p as usize].child[0] != e && self.nodes[p as usize].child[1] != e)
    }

    /// Lifts `x` above its parent `y` (all of `x`, `y` caught up and
    /// flipped): `x` takes over `y`'s totals, `y` loses `x`'s and gains
    /// those of the child that moves across.
    fn rotate(&mut self, x: u32) {
        let y = self.nodes[x as usize].parent;
        let z = self.nodes[y as usize].parent;
        let side = (self.nodes[y as usize].child[1] == x) as usize;
        let moved = self.nodes[x as usize].child[side ^ 1];
        if moved != NIL {
            self.catch_up(moved);
            let added = self.nodes[y as usize].added;
            let node = &mut self.nodes[moved as usize];
            node.parent = y;
            node.seen = added;
        }
        let (ms, mc) = (
            self.nodes[moved as usize].sum,
            self.nodes[moved as usize].size,
        );
        let (xs, xc, xa) = (
            self.nodes[x as usize].sum,
            self.nodes[x as usize].size,
            self.nodes[x as usize].added,
        );
        let node = &mut self.nodes[y as usize];
        let (ys, yc, y_seen) = (node.sum, node.size, node.seen);
        node.child[side] = moved;
        node.parent = x;
        node.seen = xa;
        node.sum = ys.wrapping_sub(xs).wrapping_add(ms);
        node.size = yc - xc + mc;
        let node = &mut self.nodes[x as usize];
        node.child[side ^ 1] = y;
        node.parent = z;
        node.seen = y_seen;
        node.sum = ys;
        node.size = yc;
        if z != NIL {
            let zn = &mut self.nodes[z as usize];
            if zn.child[0] == y {
                zn.child[0] = x;
            } else if zn.child[1] == y {
                zn.child[1] = x;
            }
        }
    }

    /// Splays `x` to the top of its splay tree.
    fn splay(&mut self, x: u32) {
        let mut path = std::mem::take(&mut self.path);
        path.clear();
        let mut v = x;
        path.push(v);
        while !self.is_root(v) {
            v = self.nodes[v as usize].parent;
            path.push(v);
        }
        // Top down: each node catches up with its (already caught up) parent.
        for &v in path.iter().rev() {
            self.catch_up(v);
            self.push_flip(v);
        }
        self.path = path;
        while !self.is_root(x) {
            let y = self.nodes[x as usize].parent;
            if !self.is_root(y) {
                let z = self.nodes[y as usize].parent;
                let zig_zig = (self.nodes[y as usize].child[1] == x)
                    == (self.nodes[z as usize].child[1] == y);
                self.rotate(if zig_zig { y } else { x });
            }
            self.rotate(x);
        }
    }
}
