//! Heavy-light decomposition of a rooted tree: O(n) to build, then every
//! path is O(log n) ranges of one vertex order, every subtree one range, and
//! the level ancestor, the k-th vertex of a path and the LCA are O(log n).
//! Verified by `crates/cpkit/verify/vertex-add-path-sum`,
//! `verify-vertex-set-path-composite` (an ordered, non-commutative
//! fold) and `verify-jump-on-tree`.
//!
//! Each vertex keeps the edge to its child of largest subtree (the heavy
//! edge); the heavy edges make chains, and the vertices are numbered in a
//! depth-first order that visits the heavy child first, so each chain, and
//! also each subtree, is a range of positions. A path from a vertex to the
//! root leaves a chain only over a light edge, into a subtree at least twice
//! as large, so it crosses at most log₂ n chains. Values kept in a
//! position-indexed structure (a Fenwick tree, a segment tree) then answer
//! path and subtree queries with O(log n) range queries.

use super::csr::Csr;
use std::ops::Range;

/// A rooted tree cut into heavy paths, its vertices numbered so that chains
/// and subtrees are ranges of positions.
///
/// # Example
///
/// ```
/// use cpkit::ds::fenwick::FenwickTree;
/// use cpkit::graph::{csr::Csr, hld::Hld};
///
/// //     0
/// //    / \
/// //   1   2
/// //  / \
/// // 3   4
/// let tree = Csr::from_undirected_pairs(5, vec![(0, 1), (0, 2), (1, 3), (1, 4)]);
/// let hld = Hld::new(&tree, 0);
/// let value = [1, 10, 100, 1000, 10000];
/// // Values stored by position: a path sum is a few range sums.
/// let mut by_pos = vec![0; 5];
/// for v in 0..5 {
///     by_pos[hld.pos(v)] = value[v];
/// }
/// let fw = FenwickTree::from_vec(by_pos, 0);
/// let mut sum = 0;
/// hld.path(3, 2, |range, _| sum += fw.sum(range));
/// assert_eq!(sum, 1000 + 10 + 1 + 100);
/// assert_eq!(fw.sum(hld.subtree(1)), 10 + 1000 + 10000);
/// assert_eq!(hld.lca(3, 4), 1);
/// assert_eq!(hld.jump(3, 2, 2), Some(0)); // 3, 1, 0, 2: the vertex two steps on
/// ```
#[derive(Clone, Debug)]
pub struct Hld {
    parent: Vec<u32>,
    depth: Vec<u32>,
    /// `head[v]`: the top vertex of `v`'s chain.
    head: Vec<u32>,
    /// `pos[v]`: the position of `v`; `order[pos[v]] == v`.
    pos: Vec<u32>,
    order: Vec<u32>,
    /// `end[v]`: one past the last position of `v`'s subtree.
    end: Vec<u32>,
}

const NONE: u32 = u32::MAX;

/// At most this many chains are entered going down a path: one per light
/// edge, and a vertex has fewer than 2^32 descendants, so fewer than 32.
const MAX_LIGHT: usize = 32;

impl Hld {
    /// Decomposes `tree`, rooted at `root`, in O(n). `tree` holds each edge
    /// in both directions (`Csr::from_undirected_pairs`) or only from parent
    /// to child.
    ///
    /// # Panics
    ///
    /// If `root` is not a vertex, if some vertex cannot be reached from
    /// `root`, or if there are 2^32 - 1 vertices or more.
    ///
    /// # Example
    ///
    /// ```
    /// use cpkit::graph::{csr::Csr, hld::Hld};
    ///
    /// // Parents p[i] < i, edges parent -> child.
    /// let parents = [0, 0, 1];
    /// let tree = Csr::from_edges(4, parents.iter().enumerate().map(|(i, &p)| (p, i + 1)));
    /// let hld = Hld::new(&tree, 0);
    /// assert_eq!(hld.parent(3), Some(1));
    /// assert_eq!(hld.depth(3), 2);
    /// ```
    pub fn new(tree: &Csr<usize>, root: usize) -> Hld {
        let n = tree.num_vertices();
        assert!(
            root < n,
            "Hld::new: root {} of a tree of {} vertices",
            root,
            n
        );
        assert!(n < NONE as usize, "Hld::new: {} vertices is too many", n);
        // Preorder from the root, with an explicit stack: recursion would
        // overflow on a path of 5·10^5 vertices.
        let mut parent = vec![NONE; n];
        let mut depth = vec![0u32; n];
        let mut order = Vec::with_capacity(n);
        let mut seen = vec![false; n];
        seen[root] = true;
        let mut stack = vec![root as u32];
        while let Some(v) = stack.pop() {
            order.push(v);
            let v = v as usize;
            for &w in tree.neighbours(v) {
                if !seen[w] {
                    seen[w] = true;
                    parent[w] = v as u32;
                    depth[w] = depth[v] + 1;
                    stack.push(w as u32);
                }
            }
        }
        assert!(
            order.len() == n,
            "Hld::new: {} of {} vertices reachable from {}; not a tree",
            order.len(),
            n,
            root
        );
        // Every descendant comes after its ancestor in preorder, so in
        // reverse a vertex's size is complete when it is passed up.
        let mut size = vec![1u32; n];
        let mut heavy = vec![NONE; n];
        for &v in order.iter().rev() {
            let p = parent[v as usize];
            if p != NONE {
                let p = p as usize;
                size[p] += size[v as usize];
                if heavy[p] == NONE || size[v as usize] > size[heavy[p] as usize] {
                    heavy[p] = v;
                }
            }
        }
        // Number the vertices depth first, the heavy child right after its
        // parent: pushed last, it is popped next.
        let mut head = vec![0u32; n];
        let mut pos = vec![0u32; n];
        let mut end = vec![0u32; n];
        head[root] = root as u32;
        stack.push(root as u32);
        order.clear();
        while let Some(v) = stack.pop() {
            let v = v as usize;
            pos[v] = order.len() as u32;
            end[v] = pos[v] + size[v];
            order.push(v as u32);
            for &w in tree.neighbours(v) {
                if parent[w] == v as u32 && w as u32 != heavy[v] {
                    head[w] = w as u32;
                    stack.push(w as u32);
                }
            }
            let h = heavy[v];
            if h != NONE {
                head[h as usize] = head[v];
                stack.push(h);
            }
        }
        Hld {
            parent,
            depth,
            head,
            pos,
            order,
            end,
        }
    }

    /// The number of vertices.
    ///
    /// ```
    /// use cpkit::graph::{csr::Csr, hld::Hld};
    ///
    /// let hld = Hld::new(&Csr::from_undirected_pairs(3, vec![(0, 1), (1, 2)]), 0);
    /// assert_eq!(hld.len(), 3);
    /// ```
    pub fn len(&self) -> usize {
        self.pos.len()
    }

    /// Whether the tree has no vertices (never: a root is needed).
    ///
    /// ```
    /// use cpkit::graph::{csr::Csr, hld::Hld};
    ///
    /// assert!(!Hld::new(&Csr::from_undirected_pairs(1, vec![]), 0).is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.pos.is_empty()
    }

    /// The position of `v` in the decomposition's order, from `0` to `n - 1`.
    ///
    /// ```
    /// use cpkit::graph::{csr::Csr, hld::Hld};
    ///
    /// let hld = Hld::new(&Csr::from_undirected_pairs(3, vec![(0, 1), (1, 2)]), 0);
    /// assert_eq!((hld.pos(0), hld.pos(1), hld.pos(2)), (0, 1, 2)); // one chain
    /// ```
    pub fn pos(&self, v: usize) -> usize {
        self.pos[v] as usize
    }

    /// The vertex at position `i`: `hld.vertex(hld.pos(v)) == v`.
    ///
    /// ```
    /// use cpkit::graph::{csr::Csr, hld::Hld};
    ///
    /// let hld = Hld::new(&Csr::from_undirected_pairs(3, vec![(0, 1), (0, 2)]), 0);
    /// assert_eq!(hld.vertex(hld.pos(2)), 2);
    /// ```
    pub fn vertex(&self, i: usize) -> usize {
        self.order[i] as usize
    }

    /// The parent of `v`; `None` for the root.
    ///
    /// ```
    /// use cpkit::graph::{csr::Csr, hld::Hld};
    ///
    /// let hld = Hld::new(&Csr::from_undirected_pairs(2, vec![(0, 1)]), 1);
    /// assert_eq!((hld.parent(0), hld.parent(1)), (Some(1), None));
    /// ```
    pub fn parent(&self, v: usize) -> Option<usize> {
        match self.parent[v] {
            NONE => None,
            p => Some(p as usize),
        }
    }

    /// The number of edges from the root to `v`.
    ///
    /// ```
    /// use cpkit::graph::{csr::Csr, hld::Hld};
    ///
    /// let hld = Hld::new(&Csr::from_undirected_pairs(3, vec![(0, 1), (1, 2)]), 0);
    /// assert_eq!(hld.depth(2), 2);
    /// ```
    pub fn depth(&self, v: usize) -> usize {
        self.depth[v] as usize
    }

    /// The positions of `v`'s subtree: `pos(v)..pos(v) + size`.
    ///
    /// ```
    /// use cpkit::graph::{csr::Csr, hld::Hld};
    ///
    /// let hld = Hld::new(&Csr::from_undirected_pairs(4, vec![(0, 1), (1, 2), (0, 3)]), 0);
    /// assert_eq!(hld.subtree(1).len(), 2);
    /// assert_eq!(hld.subtree(0), 0..4);
    /// ```
    pub fn subtree(&self, v: usize) -> Range<usize> {
        self.pos[v] as usize..self.end[v] as usize
    }

    /// The lowest common ancestor of `u` and `v`, in O(log n).
    ///
    /// ```
    /// use cpkit::graph::{csr::Csr, hld::Hld};
    ///
    /// let hld = Hld::new(&Csr::from_undirected_pairs(4, vec![(0, 1), (1, 2), (1, 3)]), 0);
    /// assert_eq!(hld.lca(2, 3), 1);
    /// assert_eq!(hld.lca(0, 3), 0);
    /// ```
    pub fn lca(&self, u: usize, v: usize) -> usize {
        let (mut u, mut v) = (u, v);
        // The chain whose head comes later cannot hold the LCA above its
        // head: that head is not an ancestor of the other vertex.
        while self.head[u] != self.head[v] {
            if self.pos[self.head[u] as usize] > self.pos[self.head[v] as usize] {
                u = self.parent[self.head[u] as usize] as usize;
            } else {
                v = self.parent[self.head[v] as usize] as usize;
            }
        }
        if self.pos[u] < self.pos[v] {
            u
        } else {
            v
        }
    }

    /// The number of edges on the path between `u` and `v`.
    ///
    /// ```
    /// use cpkit::graph::{csr::Csr, hld::Hld};
    ///
    /// let hld = Hld::new(&Csr::from_undirected_pairs(4, vec![(0, 1), (1, 2), (1, 3)]), 0);
    /// assert_eq!(hld.dist(2, 3), 2);
    /// ```
    pub fn dist(&self, u: usize, v: usize) -> usize {
        let w = self.lca(u, v);
        self.depth(u) + self.depth(v) - 2 * self.depth(w)
    }

    /// The ancestor `k` edges above `v` (`v` itself for `k = 0`); `None`
    /// when `k` is more than its depth. O(log n): one jump per chain.
    ///
    /// ```
    /// use cpkit::graph::{csr::Csr, hld::Hld};
    ///
    /// let hld = Hld::new(&Csr::from_undirected_pairs(4, vec![(0, 1), (1, 2), (1, 3)]), 0);
    /// assert_eq!(hld.ancestor(3, 1), Some(1));
    /// assert_eq!(hld.ancestor(3, 2), Some(0));
    /// assert_eq!(hld.ancestor(3, 3), None);
    /// ```
    pub fn ancestor(&self, v: usize, k: usize) -> Option<usize> {
        let dv = self.depth[v] as usize;
        if k > dv {
            return None;
        }
        let target = (dv - k) as u32;
        let mut v = v;
        loop {
            let h = self.head[v] as usize;
            if self.depth[h] <= target {
                // On one chain, depth and position grow together.
                let i = self.pos[v] - (self.depth[v] - target);
                return Some(self.order[i as usize] as usize);
            }
            v = self.parent[h] as usize;
        }
    }

    /// The vertex `k` edges from `u` on the path from `u` to `v` (`u` for
    /// `k = 0`); `None` when the path is shorter than `k`. O(log n).
    ///
    /// ```
    /// use cpkit::graph::{csr::Csr, hld::Hld};
    ///
    /// // 2 - 1 - 0 - 3
    /// let hld = Hld::new(&Csr::from_undirected_pairs(4, vec![(0, 1), (1, 2), (0, 3)]), 0);
    /// assert_eq!(hld.jump(2, 3, 1), Some(1));
    /// assert_eq!(hld.jump(2, 3, 3), Some(3));
    /// assert_eq!(hld.jump(2, 3, 4), None);
    /// ```
    pub fn jump(&self, u: usize, v: usize, k: usize) -> Option<usize> {
        let w = self.lca(u, v);
        let up = self.depth(u) - self.depth(w);
        let down = self.depth(v) - self.depth(w);
        if k <= up {
            self.ancestor(u, k)
        } else if k <= up + down {
            self.ancestor(v, up + down - k)
        } else {
            None
        }
    }

    /// Calls `f(range, upward)` for the ranges of positions that make the
    /// path from `u` to `v`, both ends and their LCA included, in the order
    /// the path meets them: O(log n) calls. `upward` is true when the path
    /// runs through its range from the end down to the start (towards the
    /// root), false when from the start up; a non-commutative fold over the
    /// range is to be reversed when it is true.
    ///
    /// ```
    /// use cpkit::graph::{csr::Csr, hld::Hld};
    ///
    /// // 3 - 1 - 0 - 2, with 4 under 1.
    /// let hld = Hld::new(&Csr::from_undirected_pairs(5, vec![(0, 1), (0, 2), (1, 3), (1, 4)]), 0);
    /// let mut walk = Vec::new();
    /// hld.path(3, 2, |range, upward| {
    ///     let mut vs: Vec<usize> = range.map(|i| hld.vertex(i)).collect();
    ///     if upward {
    ///         vs.reverse();
    ///     }
    ///     walk.extend(vs);
    /// });
    /// assert_eq!(walk, [3, 1, 0, 2]);
    /// ```
    pub fn path<F: FnMut(Range<usize>, bool)>(&self, u: usize, v: usize, f: F) {
        self.walk(u, v, true, f)
    }

    /// As [`path`](Hld::path), without the LCA: the ranges of the path's
    /// edges, each edge stored at its lower end (the child).
    ///
    /// ```
    /// use cpkit::graph::{csr::Csr, hld::Hld};
    ///
    /// let hld = Hld::new(&Csr::from_undirected_pairs(4, vec![(0, 1), (1, 2), (1, 3)]), 0);
    /// let mut edges = 0;
    /// hld.path_edges(2, 3, |range, _| edges += range.len());
    /// assert_eq!(edges, 2);
    /// ```
    pub fn path_edges<F: FnMut(Range<usize>, bool)>(&self, u: usize, v: usize, f: F) {
        self.walk(u, v, false, f)
    }

    fn walk<F: FnMut(Range<usize>, bool)>(&self, u: usize, v: usize, with_lca: bool, mut f: F) {
        let (head, pos, parent) = (&self.head[..], &self.pos[..], &self.parent[..]);
        // The part from the LCA down to `v` is found from `v` upwards, so
        // its ranges wait here to be reported in the path's order.
        let mut down = [(0u32, 0u32); MAX_LIGHT];
        let mut count = 0;
        let (mut u, mut v) = (u, v);
        while head[u] != head[v] {
            if pos[head[u] as usize] > pos[head[v] as usize] {
                f(pos[head[u] as usize] as usize..pos[u] as usize + 1, true);
                u = parent[head[u] as usize] as usize;
            } else {
                down[count] = (pos[head[v] as usize], pos[v] + 1);
                count += 1;
                v = parent[head[v] as usize] as usize;
            }
        }
        let skip = !with_lca as u32;
        if pos[u] >= pos[v] {
            let range = (pos[v] + skip) as usize..pos[u] as usize + 1;
            if !range.is_empty() {
                f(range, true);
            }
        } else {
            f((pos[u] + skip) as usize..pos[v] as usize + 1, false);
        }
        for &(l, r) in down[..count].iter().rev() {
            f(l as usize..r as usize, false);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_vertex() {
        let hld = Hld::new(&Csr::from_undirected_pairs(1, vec![]), 0);
        let mut calls = Vec::new();
        hld.path(0, 0, |r, up| calls.push((r, up)));
        assert_eq!(calls, [(0..1, true)]);
        calls.clear();
        hld.path_edges(0, 0, |r, up| calls.push((r, up)));
        assert!(calls.is_empty());
        assert_eq!(hld.jump(0, 0, 0), Some(0));
        assert_eq!(hld.jump(0, 0, 1), None);
    }

    #[test]
    fn a_long_path_needs_no_recursion() {
        let n = 300_000;
        let hld = Hld::new(
            &Csr::from_undirected_pairs(n, (1..n).map(|i| (i - 1, i))),
            0,
        );
        assert_eq!(hld.lca(n - 1, n / 2), n / 2);
        assert_eq!(hld.ancestor(n - 1, n - 1), Some(0));
        assert_eq!(hld.subtree(n / 2), n / 2..n);
    }

    #[test]
    #[should_panic(expected = "not a tree")]
    fn a_forest_panics() {
        Hld::new(&Csr::from_undirected_pairs(3, vec![(0, 1)]), 0);
    }
}
