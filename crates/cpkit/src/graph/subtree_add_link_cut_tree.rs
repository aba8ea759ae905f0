//! A link-cut tree with subtree sums and subtree additions: each node
//! totals its splay subtree and the trees hanging from it off its
//! preferred path, and additions reach those trees lazily through a
//! running total each child compares with its parent's; links, cuts, and
//! the sum of or an addition to any subtree in O(log n) amortized;
//! verified on Library
//! Checker's `dynamic_tree_subtree_add_subtree_sum`
//! (`crates/cpkit/verify/dynamic-tree-subtree-add-subtree-sum`).

/// The null node, index 0: its sizes and sums stay zero (its links are
/// never followed).
const NIL: u32 = 0;

/// A node's place in its splay tree, 16 bytes: apart from its totals, so
/// that the walks up (a cache miss a step) run over a small array.
#[derive(Clone, Copy, Debug)]
struct Link {
    child: [u32; 2],
    /// The splay-tree parent, or for a splay root its path-parent.
    parent: u32,
    /// The children are in place; theirs are yet to be swapped.
    flip: bool,
}

/// A node's totals.
#[derive(Clone, Copy, Debug)]
struct Data {
    /// Vertices in the splay subtree and all that hangs from it.
    size: u32,
    value: i64,
    /// The sum over the splay subtree and all that hangs from it.
    sum: i64,
    /// Every addition made to this node so far (its own and those it
    /// received), a running total its children compare with.
    added: i64,
    /// The parent's `added` when this node last caught up with it.
    seen: i64,
}

/// Where a neighbour stands; see `neighbour`.
enum Neighbour {
    Parent,
    Child,
}

const LONE: Link = Link {
    child: [NIL; 2],
    parent: NIL,
    flip: false,
};

const ZERO: Data = Data {
    size: 0,
    value: 0,
    sum: 0,
    added: 0,
    seen: 0,
};

/// A forest on vertices `0..n`, an `i64` at each vertex (wrapping
/// arithmetic), with links, cuts, and the sum of, or an addition to, every
/// vertex on `v`'s side of the edge `v`–`p` (the subtree of `v` when the
/// tree hangs from `p`).
///
/// Each tree is cut into preferred paths, each a splay tree in path order;
/// every other (light) tree hangs from its path-parent, whose size and sum
/// count it: changing a preferred child leaves them as they are, and a
/// rotation needs no child's totals but those of the node moving across.
/// An addition to a node is owed to everything below it, light trees
/// included: rather than a lazy tag cleared when pushed (a light tree's
/// root is not reached by pushes from its path-parent's splay tree), each
/// node keeps the running total of what it was given, and each child the
/// parent's total when it last caught up: the gap is what it is owed,
/// taken whenever the child is touched. A query accesses `v` and splays
/// `p`, with no rerooting: if `p` is `v`'s parent, `v`, alone below `p`,
/// totals its side; if `p` is its child, `p`'s splay tree is `p`'s subtree
/// and the side is the rest.
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
    /// The node of each vertex (from 1: node 0 is NIL).
    node: Vec<u32>,
    links: Vec<Link>,
    data: Vec<Data>,
    /// Room for `splay`'s walk up.
    path: Vec<u32>,
}

impl SubtreeAddLinkCutTree {
    /// The forest on `values.len()` vertices with the given edges (which
    /// must form a forest; a cycle panics). O(n).
    pub fn new(values: &[i64], edges: &[(usize, usize)]) -> Self {
        let n = values.len();
        assert!(n < u32::MAX as usize - 1, "too many vertices");
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
        // A depth-first search numbers the nodes, so that a path down the
        // tree lies close in memory.
        let mut parent = vec![u32::MAX; n];
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
                    if parent[v as usize] == w {
                        continue;
                    }
                    assert!(!seen[w as usize], "the edges make a cycle");
                    seen[w as usize] = true;
                    parent[w as usize] = v;
                    stack.push(w);
                }
            }
        }
        let mut node = vec![NIL; n];
        for (i, &v) in order.iter().enumerate() {
            node[v as usize] = i as u32 + 1;
        }
        // Every edge light to start: each vertex hangs from its parent, and
        // sums up its children in reverse search order.
        let mut links = vec![LONE; n + 1];
        let mut data = vec![ZERO; n + 1];
        for &v in order.iter().rev() {
            let e = node[v as usize] as usize;
            let d = &mut data[e];
            d.value = values[v as usize];
            d.sum = d.sum.wrapping_add(d.value);
            d.size += 1;
            let (size, sum) = (d.size, d.sum);
            let p = parent[v as usize];
            if p != u32::MAX {
                let up = node[p as usize];
                links[e].parent = up;
                let up = &mut data[up as usize];
                up.size += size;
                up.sum = up.sum.wrapping_add(sum);
            }
        }
        SubtreeAddLinkCutTree {
            node,
            links,
            data,
            path: Vec::new(),
        }
    }

    /// The number of vertices.
    pub fn len(&self) -> usize {
        self.links.len() - 1
    }

    /// Whether there are no vertices.
    pub fn is_empty(&self) -> bool {
        self.links.len() == 1
    }

    /// Adds the edge `u`–`v`, joining two trees (same tree: corrupts).
    /// O(log n) amortized.
    pub fn link(&mut self, u: usize, v: usize) {
        let (a, b) = (self.node[u], self.node[v]);
        self.evert(a);
        self.access(b);
        // a, the root of its whole tree, hangs from b by a light edge.
        self.links[a as usize].parent = b;
        let (size, sum) = (self.data[a as usize].size, self.data[a as usize].sum);
        self.data[a as usize].seen = self.data[b as usize].added;
        let d = &mut self.data[b as usize];
        d.size += size;
        d.sum = d.sum.wrapping_add(sum);
    }

    /// Removes the edge `u`–`v` (which must exist). O(log n) amortized.
    pub fn cut(&mut self, u: usize, v: usize) {
        let (a, b) = (self.node[u], self.node[v]);
        match self.neighbour(a, b) {
            Neighbour::Parent => {
                // b tops the root's path and a, its right child, is alone.
                self.catch_up(a);
                self.links[a as usize].parent = NIL;
                self.links[b as usize].child[1] = NIL;
                let (size, sum) = (self.data[a as usize].size, self.data[a as usize].sum);
                let d = &mut self.data[b as usize];
                d.size -= size;
                d.sum = d.sum.wrapping_sub(sum);
            }
            Neighbour::Child => {
                // b's subtree is b's splay tree, hanging from a.
                self.links[b as usize].parent = NIL;
                let (size, sum) = (self.data[b as usize].size, self.data[b as usize].sum);
                let d = &mut self.data[a as usize];
                d.size -= size;
                d.sum = d.sum.wrapping_sub(sum);
            }
        }
    }

    /// Whether `u` and `v` are in the same tree. O(log n) amortized.
    pub fn connected(&mut self, u: usize, v: usize) -> bool {
        let ru = self.root(self.node[u]);
        ru == self.root(self.node[v])
    }

    /// The sum over the vertices on `v`'s side of the edge `v`–`p` (the
    /// subtree of `v` when the tree hangs from its neighbour `p`); the
    /// whole tree when `p == v`. O(log n) amortized.
    pub fn subtree_sum(&mut self, v: usize, p: usize) -> i64 {
        let (e, top) = (self.node[v], self.node[p]);
        if e == top {
            self.access(e);
            return self.data[e as usize].sum;
        }
        match self.neighbour(e, top) {
            Neighbour::Parent => self.data[e as usize].sum,
            Neighbour::Child => self.data[e as usize]
                .sum
                .wrapping_sub(self.data[top as usize].sum),
        }
    }

    /// The vertex count on `v`'s side of the edge `v`–`p`; the whole
    /// tree's when `p == v`. O(log n) amortized.
    pub fn subtree_size(&mut self, v: usize, p: usize) -> usize {
        let (e, top) = (self.node[v], self.node[p]);
        if e == top {
            self.access(e);
            return self.data[e as usize].size as usize;
        }
        (match self.neighbour(e, top) {
            Neighbour::Parent => self.data[e as usize].size,
            Neighbour::Child => self.data[e as usize].size - self.data[top as usize].size,
        }) as usize
    }

    /// Adds `x` to every vertex on `v`'s side of the edge `v`–`p`; to the
    /// whole tree when `p == v`. O(log n) amortized.
    pub fn subtree_add(&mut self, v: usize, p: usize, x: i64) {
        let (e, top) = (self.node[v], self.node[p]);
        if e == top {
            self.access(e);
            self.apply(e, x);
            return;
        }
        match self.neighbour(e, top) {
            Neighbour::Parent => {
                // e, alone below top, gains x; top's totals follow.
                self.apply(e, x);
                let gain = x.wrapping_mul(i64::from(self.data[e as usize].size));
                let d = &mut self.data[top as usize];
                d.sum = d.sum.wrapping_add(gain);
            }
            Neighbour::Child => {
                // All the tree gains x, then top's subtree gives it back.
                self.apply(e, x);
                self.catch_up(top);
                self.apply(top, x.wrapping_neg());
                let loss = x.wrapping_mul(i64::from(self.data[top as usize].size));
                let d = &mut self.data[e as usize];
                d.sum = d.sum.wrapping_sub(loss);
            }
        }
    }

    /// The value at `v`. O(log n) amortized.
    pub fn get(&mut self, v: usize) -> i64 {
        let e = self.node[v];
        self.access(e);
        self.data[e as usize].value
    }

    /// Where `p`, a neighbour of `e`, stands from `e` with the tree as it
    /// is rooted now, both caught up. `Parent`: `p` tops the splay tree of
    /// the root's path and `e`, its last vertex, is `p`'s right child,
    /// alone. `Child`: `e` tops that splay tree and `p`'s subtree is `p`'s
    /// splay tree, which hangs from `e`.
    fn neighbour(&mut self, e: u32, p: u32) -> Neighbour {
        self.access(e);
        self.splay(p);
        if self.links[p as usize].parent == NIL {
            self.catch_up(e);
            Neighbour::Parent
        } else {
            self.catch_up(p);
            Neighbour::Child
        }
    }

    /// The root of `e`'s tree; splays it.
    fn root(&mut self, e: u32) -> u32 {
        self.access(e);
        let mut r = e;
        loop {
            self.push_flip(r);
            let l = self.links[r as usize].child[0];
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
            // x's right child turns light, `last` heavy: x's totals, and
            // what each of the two is owed by x, stay.
            let l = &mut self.links[x as usize];
            l.child[1] = last;
            last = x;
            x = l.parent;
        }
        self.splay(e);
    }

    /// Makes `e` the root of its tree.
    fn evert(&mut self, e: u32) {
        self.access(e);
        self.flip(e);
    }

    #[inline]
    fn flip(&mut self, e: u32) {
        let l = &mut self.links[e as usize];
        l.child.swap(0, 1);
        l.flip = !l.flip;
    }

    #[inline]
    fn push_flip(&mut self, e: u32) {
        if self.links[e as usize].flip {
            let [l, r] = self.links[e as usize].child;
            if l != NIL {
                self.flip(l);
            }
            if r != NIL {
                self.flip(r);
            }
            self.links[e as usize].flip = false;
        }
    }

    /// Adds `x` to `e`'s vertex and everything below it.
    #[inline]
    fn apply(&mut self, e: u32, x: i64) {
        let d = &mut self.data[e as usize];
        d.value = d.value.wrapping_add(x);
        d.sum = d.sum.wrapping_add(x.wrapping_mul(i64::from(d.size)));
        d.added = d.added.wrapping_add(x);
    }

    /// Gives `e` what its parent was given since `e` last looked.
    #[inline]
    fn catch_up(&mut self, e: u32) {
        let p = self.links[e as usize].parent;
        if e != NIL && p != NIL {
            let added = self.data[p as usize].added;
            let owed = added.wrapping_sub(self.data[e as usize].seen);
            if owed != 0 {
                self.apply(e, owed);
                self.data[e as usize].seen = added;
            }
        }
    }

    #[inline]
    fn is_root(&self, e: u32) -> bool {
        let p = self.links[e as usize].parent;
        p == NIL || (self.links[p as usize].child[0] != e && self.links[p as usize].child[1] != e)
    }

    /// Lifts `x` above its parent `y` (all of `x`, `y` caught up and
    /// flipped): `x` takes over `y`'s totals, `y` loses `x`'s and gains
    /// those of the child that moves across.
    fn rotate(&mut self, x: u32) {
        let y = self.links[x as usize].parent;
        let z = self.links[y as usize].parent;
        let side = (self.links[y as usize].child[1] == x) as usize;
        let moved = self.links[x as usize].child[side ^ 1];
        if moved != NIL {
            self.catch_up(moved);
            self.links[moved as usize].parent = y;
            self.data[moved as usize].seen = self.data[y as usize].added;
        }
        self.links[y as usize].child[side] = moved;
        self.links[y as usize].parent = x;
        self.links[x as usize].child[side ^ 1] = y;
        self.links[x as usize].parent = z;
        if z != NIL {
            let zl = &mut self.links[z as usize];
            if zl.child[0] == y {
                zl.child[0] = x;
            } else if zl.child[1] == y {
                zl.child[1] = x;
            }
        }
        let m = self.data[moved as usize];
        let xd = self.data[x as usize];
        let d = &mut self.data[y as usize];
        let (ys, yc, y_seen) = (d.sum, d.size, d.seen);
        d.seen = xd.added;
        d.sum = ys.wrapping_sub(xd.sum).wrapping_add(m.sum);
        d.size = yc - xd.size + m.size;
        let d = &mut self.data[x as usize];
        d.seen = y_seen;
        d.sum = ys;
        d.size = yc;
    }

    /// Splays `x` to the top of its splay tree.
    fn splay(&mut self, x: u32) {
        let mut path = std::mem::take(&mut self.path);
        path.clear();
        let mut v = x;
        path.push(v);
        while !self.is_root(v) {
            v = self.links[v as usize].parent;
            path.push(v);
        }
        // Top down: each node catches up with its (already caught up) parent.
        for &v in path.iter().rev() {
            self.catch_up(v);
            self.push_flip(v);
        }
        self.path = path;
        while !self.is_root(x) {
            let y = self.links[x as usize].parent;
            if !self.is_root(y) {
                let z = self.links[y as usize].parent;
                let zig_zig = (self.links[y as usize].child[1] == x)
                    == (self.links[z as usize].child[1] == y);
                self.rotate(if zig_zig { y } else { x });
            }
            self.rotate(x);
        }
    }
}
