//! An Euler tour tree: each tree of a forest kept as its Euler tour in a
//! splay tree with lazy addition, so links, cuts, and adding to or summing
//! the subtree below any edge take O(log n) amortized; verified on Library
//! Checker's `dynamic_tree_subtree_add_subtree_sum`
//! (`crates/cpkit/verify/dynamic-tree-subtree-add-subtree-sum`).

use super::super::ds::hash_map::{map_with_capacity, FastHashMap};

/// The null node: its fields stay zero (children and parents of it are
/// written and never read).
const NIL: u32 = 0;

/// The top bit of `Node::count`: the element is a vertex's.
const OWN: u32 = 1 << 31;

/// A splay-tree node, 32 bytes. A node's own value is not stored: it is
/// its sum less its children's, read when its lazy addition is pushed.
#[derive(Clone, Debug)]
struct Node {
    child: [u32; 2],
    parent: u32,
    /// Vertices in the splay subtree, with `OWN` set on a vertex's element.
    count: u32,
    sum: i64,
    /// An addition owed to every vertex below (already in this node's sum).
    lazy: i64,
}

const EMPTY: Node = Node {
    child: [NIL; 2],
    parent: NIL,
    count: 0,
    sum: 0,
    lazy: 0,
};

/// A forest on vertices `0..n`, an `i64` at each vertex (wrapping
/// arithmetic), with links, cuts, and the sum of, or an addition to, every
/// vertex of the subtree of `v` below its neighbour `p` (the side of the
/// edge `v`–`p` that holds `v`).
///
/// Each tree is stored as a closed walk along its edges: one element per
/// arc (`u → w` and `w → u` for each edge) and one per vertex, placed at a
/// moment the walk stands there, in a splay tree in walk order (read
/// cyclically). The vertices of `v`'s side of the edge `v`–`p` are those
/// between the arcs `p → v` and `v → p`, going round: a query splays the
/// first arc to the root and the second just below it, and the side is
/// what lies between them, or outside both when the second comes first (the
/// arcs weigh nothing). A cut splits the walk there in two; a link
/// rotates one walk to start at its vertex and splices it, between the two
/// new arcs, into the other right after its vertex.
///
/// # Example
/// ```
/// use cpkit::graph::euler_tour_tree::EulerTourTree;
///
/// // 0 - 1 - 2, and 1 - 3.
/// let mut t = EulerTourTree::new(&[1, 10, 100, 1000], &[(0, 1), (1, 2), (1, 3)]);
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
/// ```
#[derive(Clone, Debug)]
pub struct EulerTourTree {
    nodes: Vec<Node>,
    /// The element of each vertex.
    vertex: Vec<u32>,
    /// The element of the arc `u → w`, keyed `u * n + w`.
    arcs: FastHashMap<u64, u32>,
    /// Arc elements no longer in use.
    free: Vec<u32>,
    n: usize,
    /// Room for `splay`'s walk up.
    path: Vec<u32>,
}

impl EulerTourTree {
    /// The forest on `values.len()` vertices with the given edges (which
    /// must form a forest; a cycle panics). O(n).
    pub fn new(values: &[i64], edges: &[(usize, usize)]) -> Self {
        let n = values.len();
        let slots = 1 + n + 2 * n.saturating_sub(1);
        let mut t = EulerTourTree {
            nodes: vec![EMPTY; slots],
            vertex: vec![NIL; n],
            arcs: map_with_capacity(2 * n),
            free: Vec::new(),
            n,
            path: Vec::new(),
        };
        // Each tree's walk from a depth-first search, its elements numbered
        // in walk order (neighbours in the walk, near in memory), built
        // balanced.
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
        let mut next = 1u32;
        let mut seen = vec![false; n];
        let mut walk = Vec::new();
        let mut stack: Vec<(u32, u32, usize)> = Vec::new();
        for root in 0..n {
            if seen[root] {
                continue;
            }
            seen[root] = true;
            walk.clear();
            t.place_vertex(root, values[root], next);
            walk.push(next);
            next += 1;
            stack.push((root as u32, u32::MAX, start[root]));
            while let Some(top) = stack.last_mut() {
                let (v, from) = (top.0, top.1);
                if top.2 == start[v as usize + 1] {
                    stack.pop();
                    if from != u32::MAX {
                        t.arcs.insert((v as usize * n + from as usize) as u64, next);
                        walk.push(next);
                        next += 1;
                    }
                    continue;
                }
                let w = adjacent[top.2];
                top.2 += 1;
                if w == from {
                    continue;
                }
                assert!(!seen[w as usize], "the edges make a cycle");
                seen[w as usize] = true;
                t.arcs.insert((v as usize * n + w as usize) as u64, next);
                t.place_vertex(w as usize, values[w as usize], next + 1);
                walk.push(next);
                walk.push(next + 1);
                next += 2;
                stack.push((w, v, start[w as usize]));
            }
            let w = std::mem::take(&mut walk);
            t.build(&w, NIL);
            walk = w;
        }
        for slot in (next as usize..slots).rev() {
            t.free.push(slot as u32);
        }
        t
    }

    fn place_vertex(&mut self, v: usize, x: i64, e: u32) {
        self.vertex[v] = e;
        let node = &mut self.nodes[e as usize];
        node.count = OWN | 1;
        node.sum = x;
    }

    /// Whether `u` and `v` are in the same tree. O(log n) amortized.
    pub fn connected(&mut self, u: usize, v: usize) -> bool {
        let (a, b) = (self.vertex[u], self.vertex[v]);
        if a == b {
            return true;
        }
        self.splay(a, NIL);
        self.splay(b, NIL);
        // Splaying b within a's tree moves a off the root.
        self.nodes[a as usize].parent != NIL
    }

    /// Adds the edge `u`–`v`, joining two trees (same tree: corrupts).
    /// O(log n) amortized.
    pub fn link(&mut self, u: usize, v: usize) {
        let (eu, ev) = (self.vertex[u], self.vertex[v]);
        // v's walk rotated to start at v: v, then what followed it, then
        // what came before.
        self.splay(ev, NIL);
        let [before, after] = self.nodes[ev as usize].child;
        let own = self.nodes[ev as usize]
            .sum
            .wrapping_sub(self.sum(before))
            .wrapping_sub(self.sum(after));
        self.nodes[before as usize].parent = NIL;
        self.nodes[after as usize].parent = NIL;
        let rest = self.join(after, before);
        // Spliced in after u: u, u → v, v's walk, v → u, what followed u.
        self.splay(eu, NIL);
        let tail = self.nodes[eu as usize].child[1];
        let (a, b) = (self.arc(u, v), self.arc(v, u));
        self.attach(ev, [NIL, rest], OWN | 1, own);
        self.attach(b, [ev, tail], 0, 0);
        self.attach(a, [NIL, b], 0, 0);
        let (count, sum) = (self.count(ev), self.sum(ev));
        let node = &mut self.nodes[eu as usize];
        node.child[1] = a;
        node.count += count;
        node.sum = node.sum.wrapping_add(sum);
        self.nodes[a as usize].parent = eu;
    }

    /// Gives `e` these children; `own` is its count bits and value alone.
    fn attach(&mut self, e: u32, children: [u32; 2], count: u32, own: i64) {
        let mut node_count = count;
        let mut sum = own;
        for &c in &children {
            if c != NIL {
                self.nodes[c as usize].parent = e;
                node_count += self.count(c);
                sum = sum.wrapping_add(self.sum(c));
            }
        }
        let node = &mut self.nodes[e as usize];
        node.child = children;
        node.count = node_count;
        node.sum = sum;
    }

    /// Removes the edge `u`–`v` (which must exist). O(log n) amortized.
    pub fn cut(&mut self, u: usize, v: usize) {
        let a = self.take_arc(u, v);
        let b = self.take_arc(v, u);
        let first = self.split_at(a, b);
        // The walk reads x a y b z with b's children y, z, or
        // x b y a z with b's children x, y: y is one tree, x z the other.
        let [l, r] = self.nodes[b as usize].child;
        let [al, ar] = self.nodes[a as usize].child;
        let (outer_left, outer_right) = if first { (al, r) } else { (l, ar) };
        for &e in &[l, r, al, ar] {
            self.nodes[e as usize].parent = NIL;
        }
        for &e in &[a, b] {
            self.nodes[e as usize].child = [NIL; 2];
            self.nodes[e as usize].parent = NIL;
        }
        self.join(outer_left, outer_right);
    }

    /// The sum over the vertices on `v`'s side of the edge `v`–`p` (the
    /// subtree of `v` when `p` is its parent); the whole tree when `p == v`.
    /// O(log n) amortized.
    pub fn subtree_sum(&mut self, v: usize, p: usize) -> i64 {
        let (x, y) = self.side(v, p);
        self.nodes[x as usize]
            .sum
            .wrapping_add(self.nodes[y as usize].sum)
    }

    /// The vertex count on `v`'s side of the edge `v`–`p`; the whole
    /// tree's when `p == v`. O(log n) amortized.
    pub fn subtree_size(&mut self, v: usize, p: usize) -> usize {
        let (x, y) = self.side(v, p);
        (self.count(x) + self.count(y)) as usize
    }

    /// Adds `x` to every vertex on `v`'s side of the edge `v`–`p`; to the
    /// whole tree when `p == v`. O(log n) amortized.
    pub fn subtree_add(&mut self, v: usize, p: usize, x: i64) {
        let (l, r) = self.side(v, p);
        for &part in &[l, r] {
            if part != NIL {
                self.apply(part, x);
                // Its ancestors (the root and its child) gain x a vertex.
                let gain = x.wrapping_mul(self.count(part) as i64);
                let mut up = self.nodes[part as usize].parent;
                while up != NIL {
                    let node = &mut self.nodes[up as usize];
                    node.sum = node.sum.wrapping_add(gain);
                    up = node.parent;
                }
            }
        }
    }

    /// The value at `v`. O(log n) amortized.
    pub fn get(&mut self, v: usize) -> i64 {
        let e = self.vertex[v];
        self.splay(e, NIL);
        let [l, r] = self.nodes[e as usize].child;
        self.nodes[e as usize]
            .sum
            .wrapping_sub(self.sum(l))
            .wrapping_sub(self.sum(r))
    }

    #[inline]
    fn count(&self, e: u32) -> u32 {
        self.nodes[e as usize].count & !OWN
    }

    #[inline]
    fn sum(&self, e: u32) -> i64 {
        self.nodes[e as usize].sum
    }

    /// Up to two splay subtrees (NIL for none) holding exactly `v`'s side
    /// (plus arcs), hanging from the root or its child.
    fn side(&mut self, v: usize, p: usize) -> (u32, u32) {
        if v == p {
            let e = self.vertex[v];
            self.splay(e, NIL);
            return (e, NIL);
        }
        let a = self.arc_of(p, v);
        let b = self.arc_of(v, p);
        if self.split_at(a, b) {
            // a [l b r]: the side is l.
            (self.nodes[b as usize].child[0], NIL)
        } else {
            // [l b r] a ar: the side is l and ar.
            (
                self.nodes[b as usize].child[0],
                self.nodes[a as usize].child[1],
            )
        }
    }

    /// Splays `a` to the root and `b` just below it; whether `a` comes
    /// first in the walk.
    fn split_at(&mut self, a: u32, b: u32) -> bool {
        self.splay(a, NIL);
        self.splay(b, a);
        self.nodes[a as usize].child[1] == b
    }

    fn arc_of(&self, u: usize, w: usize) -> u32 {
        match self.arcs.get(&((u * self.n + w) as u64)) {
            Some(&e) => e,
            None => panic!("no edge ({}, {})", u, w),
        }
    }

    /// A new element for the arc `u → w`.
    fn arc(&mut self, u: usize, w: usize) -> u32 {
        let e = self.free.pop().expect("more edges than a forest has");
        self.nodes[e as usize] = EMPTY;
        self.arcs.insert((u * self.n + w) as u64, e);
        e
    }

    fn take_arc(&mut self, u: usize, w: usize) -> u32 {
        match self.arcs.remove(&((u * self.n + w) as u64)) {
            Some(e) => {
                self.free.push(e);
                e
            }
            None => panic!("no edge ({}, {})", u, w),
        }
    }

    /// A balanced splay tree of `walk` under `above`; its root.
    fn build(&mut self, walk: &[u32], above: u32) -> u32 {
        if walk.is_empty() {
            return NIL;
        }
        let mid = walk.len() / 2;
        let e = walk[mid];
        let l = self.build(&walk[..mid], e);
        let r = self.build(&walk[mid + 1..], e);
        // Until now the node holds its own count and value alone.
        let (count, own) = (self.nodes[e as usize].count, self.nodes[e as usize].sum);
        self.attach(e, [l, r], count, own);
        self.nodes[e as usize].parent = above;
        e
    }

    /// The walk `a` then the walk `b` (roots or NIL); the new root.
    fn join(&mut self, a: u32, b: u32) -> u32 {
        if a == NIL {
            return b;
        }
        if b == NIL {
            return a;
        }
        let mut last = a;
        loop {
            self.push(last);
            let r = self.nodes[last as usize].child[1];
            if r == NIL {
                break;
            }
            last = r;
        }
        self.splay(last, NIL);
        let (count, sum) = (self.count(b), self.sum(b));
        let node = &mut self.nodes[last as usize];
        node.child[1] = b;
        node.count += count;
        node.sum = node.sum.wrapping_add(sum);
        self.nodes[b as usize].parent = last;
        last
    }

    #[inline]
    fn apply(&mut self, e: u32, x: i64) {
        if e != NIL {
            let node = &mut self.nodes[e as usize];
            let count = (node.count & !OWN) as i64;
            node.sum = node.sum.wrapping_add(x.wrapping_mul(count));
            node.lazy = node.lazy.wrapping_add(x);
        }
    }

    #[inline]
    fn push(&mut self, e: u32) {
        let x = self.nodes[e as usize].lazy;
        if x != 0 {
            let [l, r] = self.nodes[e as usize].child;
            self.apply(l, x);
            self.apply(r, x);
            self.nodes[e as usize].lazy = 0;
        }
    }

    /// Lifts `x` above its parent `y`: `x` takes over `y`'s whole subtree,
    /// `y` loses `x`'s and gains the child that moves across.
    fn rotate(&mut self, x: u32) {
        let y = self.nodes[x as usize].parent;
        let z = self.nodes[y as usize].parent;
        let side = (self.nodes[y as usize].child[1] == x) as usize;
        let moved = self.nodes[x as usize].child[side ^ 1];
        let (ys, yc) = (self.sum(y), self.count(y));
        let (xs, xc) = (self.sum(x), self.count(x));
        let (ms, mc) = (self.sum(moved), self.count(moved));
        self.nodes[y as usize].child[side] = moved;
        if moved != NIL {
            self.nodes[moved as usize].parent = y;
        }
        let node = &mut self.nodes[y as usize];
        node.parent = x;
        node.sum = ys.wrapping_sub(xs).wrapping_add(ms);
        node.count = (node.count & OWN) | (yc - xc + mc);
        let node = &mut self.nodes[x as usize];
        node.child[side ^ 1] = y;
        node.parent = z;
        node.sum = ys;
        node.count = (node.count & OWN) | yc;
        if z != NIL {
            let zs = (self.nodes[z as usize].child[1] == y) as usize;
            self.nodes[z as usize].child[zs] = x;
        }
    }

    /// Splays `x` up until its parent is `goal` (NIL: to the root).
    fn splay(&mut self, x: u32, goal: u32) {
        let mut path = std::mem::take(&mut self.path);
        path.clear();
        let mut v = x;
        while v != goal {
            path.push(v);
            v = self.nodes[v as usize].parent;
        }
        for &v in path.iter().rev() {
            self.push(v);
        }
        self.path = path;
        loop {
            let y = self.nodes[x as usize].parent;
            if y == goal {
                break;
            }
            let z = self.nodes[y as usize].parent;
            if z != goal {
                let zig_zig = (self.nodes[y as usize].child[1] == x)
                    == (self.nodes[z as usize].child[1] == y);
                self.rotate(if zig_zig { y } else { x });
            }
            self.rotate(x);
        }
    }
}
