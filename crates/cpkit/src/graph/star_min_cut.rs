//! The global minimum cut of a weighted graph plus a star vertex whose
//! edge weights change: the laminar family of extreme sets found by
//! contracting the last two vertices of a minimum-degree ordering, n - 1
//! times (O(n (n + m) log n)), then each change a path add on that tree
//! by heavy paths and a segment tree (O(log² n)); verified on Library
//! Checker's `global_minimum_cut_of_dynamic_star_augmented_graph`
//! (`crates/cpkit/verify/global-minimum-cut-of-dynamic-star-augmented-graph`).
//!
//! A cut of the graph with the star vertex s is, seen from the side
//! without s, a nonempty set S of the graph's vertices: its weight is
//! c(S) + a(S). As a ≥ 0, a smallest S among the best is extreme (every
//! nonempty proper subset has a larger cut), and the extreme sets are the
//! nodes of the tree this module builds: when the vertices are removed
//! one by one, each of least degree among those left, an extreme set that
//! holds one of the last two is that vertex alone (the property tests
//! check every subset of small graphs for it), so the two can be merged
//! and the rest found in the smaller graph. The answer is then the
//! least c(S) + a(S) over the 2n - 1 nodes, and a change of a_x adds to
//! the nodes above x alone.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// The merge tree of the graph on `0..n` with weighted edges `(u, v, w)`:
/// `parent[v]` for its `2n - 1` nodes (`n..2n - 1` made in order by
/// merging two earlier ones, the last the root, whose parent is
/// `usize::MAX`), and `cut[v]`, the weight of the edges leaving the
/// vertices under v. Every extreme set (each nonempty proper subset has a
/// larger cut) is the set under some node. O(n (n + m) log n).
///
/// # Panics
///
/// If `n` is 0, or an end of an edge is not below `n`.
///
/// # Example
///
/// ```
/// use cpkit::graph::star_min_cut::extreme_set_tree;
///
/// // A path 0 - 1 - 2 with weights 1 and 10: {1, 2} (cut 1) is merged first.
/// let (parent, cut) = extreme_set_tree(3, &[(0, 1, 1), (1, 2, 10)]);
/// assert_eq!(parent, vec![4, 3, 3, 4, usize::MAX]);
/// assert_eq!(cut, vec![1, 11, 10, 1, 0]);
/// ```
pub fn extreme_set_tree(n: usize, edges: &[(usize, usize, u64)]) -> (Vec<usize>, Vec<u64>) {
    assert!(n > 0, "extreme_set_tree: no vertices");
    let total = 2 * n - 1;
    // The edges of the contracted graph: ends (renamed as vertices merge)
    // and weights; each live vertex lists the edges at it.
    let mut ends = Vec::with_capacity(edges.len());
    let mut weight = Vec::with_capacity(edges.len());
    let mut adj: Vec<Vec<u32>> = vec![Vec::new(); total];
    for &(u, v, w) in edges {
        assert!(
            u < n && v < n,
            "extreme_set_tree: edge ({}, {}) on {} vertices",
            u,
            v,
            n
        );
        if u == v || w == 0 {
            continue;
        }
        let e = ends.len() as u32;
        ends.push([u as u32, v as u32]);
        weight.push(w);
        adj[u].push(e);
        adj[v].push(e);
    }
    let mut parent = vec![usize::MAX; total];
    let mut cut = vec![0u64; total];
    let mut alive: Vec<usize> = (0..n).collect();
    // The degree left among the vertices not yet removed, and whether
    // removed, indexed by vertex; the heap holds degree << 13 | vertex
    // (a degree is below 2^42 for 4000 edges of 10^9; wider graphs use
    // a wider shift).
    let shift = 64 - (total as u64).leading_zeros();
    let mut degree = vec![0u64; total];
    let mut removed = vec![false; total];
    let mut heap = BinaryHeap::new();
    for v in 0..n {
        cut[v] = adj[v].iter().map(|&e| weight[e as usize]).sum();
    }
    for made in n..total {
        heap.clear();
        for &v in &alive {
            degree[v] = cut[v];
            removed[v] = false;
            heap.push(Reverse(degree[v] << shift | v as u64));
        }
        let mut last = [usize::MAX; 2];
        let mut left = alive.len();
        while left > 0 {
            let Reverse(key) = heap.pop().expect("a vertex left");
            let v = (key & ((1 << shift) - 1)) as usize;
            if removed[v] || key >> shift != degree[v] {
                continue;
            }
            removed[v] = true;
            left -= 1;
            if left < 2 {
                last[left] = v;
            }
            for &e in &adj[v] {
                let [a, b] = ends[e as usize];
                let u = (a ^ b) as usize ^ v;
                if !removed[u] {
                    degree[u] -= weight[e as usize];
                    heap.push(Reverse(degree[u] << shift | u as u64));
                }
            }
        }
        let [x, y] = last;
        // Merge x and y into `made`: their edges move to it, those between
        // them (met twice, once from each end) vanish.
        let mut moved = std::mem::take(&mut adj[x]);
        moved.append(&mut adj[y]);
        let mut inner = 0;
        moved.retain(|&e| {
            let end = &mut ends[e as usize];
            let (a, b) = (end[0] as usize, end[1] as usize);
            if (a == x || a == y) && (b == x || b == y) {
                inner += weight[e as usize];
                return false;
            }
            if a == x || a == y {
                end[0] = made as u32;
            } else {
                end[1] = made as u32;
            }
            true
        });
        adj[made] = moved;
        cut[made] = cut[x] + cut[y] - inner;
        parent[x] = made;
        parent[y] = made;
        alive.retain(|&v| v != x && v != y);
        alive.push(made);
    }
    (parent, cut)
}

/// The global minimum cut of a graph and a star vertex joined to each
/// vertex i by an edge of weight `a[i]`, as those weights change.
///
/// # Example
///
/// ```
/// use cpkit::graph::star_min_cut::StarMinCut;
///
/// // A 4-cycle 0-1-2-3 with weights 1, 2, 3, 0; the star has only 3-s = 1.
/// let edges = [(0, 1, 1), (1, 2, 2), (2, 3, 3), (3, 0, 0)];
/// let mut cut = StarMinCut::new(4, &edges, &[0, 0, 0, 1]);
/// cut.set(3, 0);
/// assert_eq!(cut.min_cut(), 0);
/// cut.set(0, 5);
/// assert_eq!(cut.min_cut(), 1); // {1, 2, 3}: the edge 0-1 alone
/// cut.set(1, 5);
/// assert_eq!(cut.min_cut(), 2); // {2, 3}: the edges 1-2 and 3-0
/// ```
#[derive(Clone, Debug)]
pub struct StarMinCut {
    star: Vec<u64>,
    parent: Vec<usize>,
    /// The first node of each node's heavy path.
    head: Vec<usize>,
    /// Each node's place in the segment tree: heavy paths are contiguous,
    /// their heads first.
    place: Vec<usize>,
    /// Leaves from `size`; `min[i]` is the least of i's two children plus
    /// `add[i]`, added to all of i's range and not pushed down.
    min: Vec<i64>,
    add: Vec<i64>,
    size: usize,
}

impl StarMinCut {
    /// The structure for the graph on `0..n` with weighted edges `(u, v,
    /// w)` and the star's weights `star` (length n). O(n (n + m) log n).
    ///
    /// # Panics
    ///
    /// If `n` is 0, `star` is not of length n, or an end of an edge is
    /// not below `n`.
    pub fn new(n: usize, edges: &[(usize, usize, u64)], star: &[u64]) -> StarMinCut {
        assert_eq!(star.len(), n, "StarMinCut: one star weight per vertex");
        let (parent, cut) = extreme_set_tree(n, edges);
        let total = parent.len();
        // Children have smaller numbers than their parents: sizes and the
        // star's weight under each node, upwards in one pass.
        let mut weight = vec![1usize; total];
        let mut below = vec![0i64; total];
        let mut heavy = vec![usize::MAX; total];
        for (v, &s) in star.iter().enumerate() {
            below[v] = s as i64;
        }
        for v in 0..total {
            let p = parent[v];
            if p != usize::MAX {
                weight[p] += weight[v];
                below[p] += below[v];
                if heavy[p] == usize::MAX || weight[heavy[p]] < weight[v] {
                    heavy[p] = v;
                }
            }
        }
        let mut children = vec![[usize::MAX; 2]; total];
        for (v, &p) in parent.iter().enumerate() {
            if p != usize::MAX {
                let slot = if children[p][0] == usize::MAX { 0 } else { 1 };
                children[p][slot] = v;
            }
        }
        let mut head = vec![0usize; total];
        let mut place = vec![0usize; total];
        let mut stack = vec![total - 1];
        head[total - 1] = total - 1;
        let mut next = 0;
        while let Some(v) = stack.pop() {
            place[v] = next;
            next += 1;
            for &c in &children[v] {
                if c != usize::MAX && c != heavy[v] {
                    head[c] = c;
                    stack.push(c);
                }
            }
            let h = heavy[v];
            if h != usize::MAX {
                head[h] = head[v];
                stack.push(h);
            }
        }
        let mut size = 1;
        while size < total {
            size *= 2;
        }
        let mut min = vec![i64::MAX / 4; 2 * size];
        for v in 0..total {
            min[size + place[v]] = cut[v] as i64 + below[v];
        }
        for i in (1..size).rev() {
            min[i] = min[2 * i].min(min[2 * i + 1]);
        }
        StarMinCut {
            star: star.to_vec(),
            parent,
            head,
            place,
            min,
            add: vec![0; size],
            size,
        }
    }

    /// Sets the star's edge to vertex `x` to `weight`. O(log² n).
    ///
    /// # Panics
    ///
    /// If `x` is not a vertex.
    pub fn set(&mut self, x: usize, weight: u64) {
        let delta = weight as i64 - self.star[x] as i64;
        self.star[x] = weight;
        let mut v = x;
        while v != usize::MAX {
            let h = self.head[v];
            self.range_add(self.place[h], self.place[v] + 1, delta);
            v = self.parent[h];
        }
    }

    /// The weight of a minimum cut of the graph with the star. O(1).
    pub fn min_cut(&self) -> u64 {
        self.min[1] as u64
    }

    /// Adds `delta` to places `l..r` of the segment tree.
    fn range_add(&mut self, l: usize, r: usize, delta: i64) {
        let (mut lo, mut hi) = (l + self.size, r + self.size);
        while lo < hi {
            if lo & 1 == 1 {
                self.apply(lo, delta);
                lo += 1;
            }
            if hi & 1 == 1 {
                hi -= 1;
                self.apply(hi, delta);
            }
            lo >>= 1;
            hi >>= 1;
        }
        self.pull(l + self.size);
        self.pull(r - 1 + self.size);
    }

    fn apply(&mut self, i: usize, delta: i64) {
        self.min[i] += delta;
        if i < self.size {
            self.add[i] += delta;
        }
    }

    /// Recomputes the nodes above leaf `i`.
    fn pull(&mut self, mut i: usize) {
        while i > 1 {
            i >>= 1;
            self.min[i] = self.min[2 * i].min(self.min[2 * i + 1]) + self.add[i];
        }
    }
}
