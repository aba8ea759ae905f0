//! A maximum matching in any undirected graph, by Edmonds' blossom
//! algorithm: O(n³) (one search per vertex, each O(n²) with its
//! contractions). Verified by `crates/cpkit/verify/general-matching`.
//!
//! A matching is maximum exactly when no augmenting path is left (Berge).
//! From each free vertex a breadth-first search grows an alternating tree;
//! an edge between two even vertices of the tree closes an odd cycle (a
//! blossom), which is shrunk into its base so the search can go on through
//! it. A greedy matching first leaves few vertices to search from.

use super::csr::Csr;

const NONE: u32 = u32::MAX;

/// A maximum matching of the graph on vertices `0..n` with the undirected
/// edges `(u, v)`: `mate[v]` is the vertex `v` is matched with, `None` if
/// it is free. Self-loops and parallel edges are allowed. O(n³).
///
/// # Panics
///
/// If a vertex is not below `n`, or if there are 2^32 - 1 vertices or more.
///
/// # Example
///
/// ```
/// use cpkit::graph::general_matching::maximum_matching;
///
/// // A triangle 0-1-2 with a tail 2-3: the odd cycle needs the blossom.
/// let mate = maximum_matching(4, &[(0, 1), (1, 2), (2, 0), (2, 3)]);
/// assert_eq!(mate.iter().filter(|m| m.is_some()).count(), 4);
/// assert_eq!((mate[2], mate[3]), (Some(3), Some(2)));
/// let pairs: Vec<(usize, usize)> = (0..4)
///     .filter_map(|v| mate[v].filter(|&w| v < w).map(|w| (v, w)))
///     .collect();
/// assert_eq!(pairs, [(0, 1), (2, 3)]);
/// ```
pub fn maximum_matching(n: usize, edges: &[(usize, usize)]) -> Vec<Option<usize>> {
    assert!(
        n < NONE as usize,
        "maximum_matching: {} vertices is too many",
        n
    );
    let g = Csr::from_edges(
        n,
        edges
            .iter()
            .filter(|&&(u, v)| {
                assert!(
                    u < n && v < n,
                    "maximum_matching: edge ({}, {}) on {} vertices",
                    u,
                    v,
                    n
                );
                u != v
            })
            .flat_map(|&(u, v)| [(u, v as u32), (v, u as u32)]),
    );
    let mut search = Search {
        g: &g,
        mate: vec![NONE; n],
        parent: vec![NONE; n],
        base: (0..n as u32).collect(),
        used: vec![false; n],
        in_blossom: vec![false; n],
        mark: vec![false; n],
        queue: Vec::with_capacity(n),
    };
    for v in 0..n {
        if search.mate[v] == NONE {
            if let Some(&w) = g[v].iter().find(|&&w| search.mate[w as usize] == NONE) {
                search.mate[v] = w;
                search.mate[w as usize] = v as u32;
            }
        }
    }
    for root in 0..n {
        if search.mate[root] == NONE {
            if let Some(end) = search.augmenting_path(root) {
                // Flip the path's edges, from its free end back to the root.
                let mut v = end;
                while v != NONE {
                    let p = search.parent[v as usize];
                    let next = search.mate[p as usize];
                    search.mate[v as usize] = p;
                    search.mate[p as usize] = v;
                    v = next;
                }
            }
        }
    }
    search
        .mate
        .into_iter()
        .map(|m| if m == NONE { None } else { Some(m as usize) })
        .collect()
}

/// One alternating-tree search's state; `parent` holds, for odd vertices,
/// the even vertex they were reached from.
struct Search<'a> {
    g: &'a Csr<u32>,
    mate: Vec<u32>,
    parent: Vec<u32>,
    /// The base of the blossom each vertex is shrunk into (itself if none).
    base: Vec<u32>,
    /// Even vertices: in the tree's queue.
    used: Vec<bool>,
    in_blossom: Vec<bool>,
    mark: Vec<bool>,
    queue: Vec<u32>,
}

impl Search<'_> {
    /// The free end of an augmenting path from `root`, with `parent` and
    /// `mate` leading back to it; `None` if there is none.
    fn augmenting_path(&mut self, root: usize) -> Option<u32> {
        let n = self.mate.len();
        self.used.iter_mut().for_each(|x| *x = false);
        self.parent.iter_mut().for_each(|x| *x = NONE);
        for (i, b) in self.base.iter_mut().enumerate() {
            *b = i as u32;
        }
        self.used[root] = true;
        self.queue.clear();
        self.queue.push(root as u32);
        let mut head = 0;
        while head < self.queue.len() {
            let v = self.queue[head] as usize;
            head += 1;
            for &to in &self.g[v] {
                let t = to as usize;
                if self.base[v] == self.base[t] || self.mate[v] == to {
                    continue;
                }
                if t == root || (self.mate[t] != NONE && self.parent[self.mate[t] as usize] != NONE)
                {
                    // `t` is even too: an odd cycle through their common base.
                    let b = self.lca(v, t);
                    self.in_blossom.iter_mut().for_each(|x| *x = false);
                    self.mark_path(v, b, to);
                    self.mark_path(t, b, v as u32);
                    for i in 0..n {
                        if self.in_blossom[self.base[i] as usize] {
                            self.base[i] = b;
                            if !self.used[i] {
                                self.used[i] = true;
                                self.queue.push(i as u32);
                            }
                        }
                    }
                } else if self.parent[t] == NONE {
                    self.parent[t] = v as u32;
                    if self.mate[t] == NONE {
                        return Some(to);
                    }
                    let m = self.mate[t];
                    self.used[m as usize] = true;
                    self.queue.push(m);
                }
            }
        }
        None
    }

    /// The base of the first blossom met on both paths from `a` and `b` to
    /// the root.
    fn lca(&mut self, a: usize, b: usize) -> u32 {
        self.mark.iter_mut().for_each(|x| *x = false);
        let mut a = a;
        loop {
            a = self.base[a] as usize;
            self.mark[a] = true;
            if self.mate[a] == NONE {
                break; // the root
            }
            a = self.parent[self.mate[a] as usize] as usize;
        }
        let mut b = b;
        loop {
            b = self.base[b] as usize;
            if self.mark[b] {
                return b as u32;
            }
            b = self.parent[self.mate[b] as usize] as usize;
        }
    }

    /// Marks the blossoms from `v` up to the base `b`, pointing the odd
    /// vertices' parents back across the new cycle (towards `child`).
    fn mark_path(&mut self, v: usize, b: u32, child: u32) {
        let (mut v, mut child) = (v, child);
        while self.base[v] != b {
            let m = self.mate[v] as usize;
            self.in_blossom[self.base[v] as usize] = true;
            self.in_blossom[self.base[m] as usize] = true;
            self.parent[v] = child;
            child = m as u32;
            v = self.parent[m] as usize;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_edges_and_self_loops() {
        assert_eq!(maximum_matching(0, &[]), []);
        assert_eq!(maximum_matching(2, &[(0, 0), (1, 1)]), [None, None]);
    }

    #[test]
    fn greedy_alone_falls_short_on_a_path() {
        // Greedy takes 0-1 on the path 2-0-1-3; the search must augment.
        let mate = maximum_matching(4, &[(0, 1), (2, 0), (1, 3)]);
        assert_eq!(mate, [Some(2), Some(3), Some(0), Some(1)]);
    }
}
