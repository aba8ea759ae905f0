//! Single-source shortest paths with non-negative weights (Dijkstra's
//! algorithm with a binary heap, O((n + m) log m)), with the paths
//! themselves. Verified by `crates/cpkit/verify/shortest-path`.
//!
//! Each vertex remembers the vertex it was last reached from with a
//! strictly shorter distance, so the remembered edges form a tree rooted at
//! the source, and every path read back from it is simple, even across
//! edges of weight 0.

use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::ops::Add;

use super::csr::Csr;

const NONE: usize = usize::MAX;

/// The shortest distances from one source, and a shortest-path tree.
///
/// # Example
///
/// ```
/// use cpkit::graph::csr::Csr;
/// use cpkit::graph::shortest_path::dijkstra;
///
/// let g = Csr::from_edges(4, vec![(0, (1, 5u64)), (0, (2, 1)), (2, (1, 2)), (1, (3, 1))]);
/// let paths = dijkstra(&g, 0);
/// assert_eq!(paths.dist(3), Some(4));
/// assert_eq!(paths.path(3), Some(vec![0, 2, 1, 3]));
/// ```
#[derive(Clone, Debug)]
pub struct ShortestPaths<W> {
    source: usize,
    dist: Vec<Option<W>>,
    prev: Vec<usize>,
}

/// Dijkstra's algorithm from `source` over `graph`, whose edges are
/// `(head, weight)` with weights `>= W::default()` (zero); O((n + m) log m).
///
/// The weight type is any ordered sum: `u64`, `i64`, `u32`, ... Sums must
/// not overflow: with `u64`, any n · max weight below 1.8·10^19 is fine.
///
/// # Panics
///
/// If `source` is not a vertex. A negative weight panics in debug builds
/// (and gives wrong answers in release builds).
///
/// # Example
///
/// ```
/// use cpkit::graph::csr::Csr;
/// use cpkit::graph::shortest_path::dijkstra;
///
/// let g = Csr::from_undirected(3, vec![(0, 1, 7i64), (1, 2, 3)]);
/// assert_eq!(dijkstra(&g, 2).dist(0), Some(10));
/// ```
pub fn dijkstra<W>(graph: &Csr<(usize, W)>, source: usize) -> ShortestPaths<W>
where
    W: Copy + Ord + Add<Output = W> + Default,
{
    let n = graph.num_vertices();
    assert!(source < n, "dijkstra: source {} of {} vertices", source, n);
    let zero = W::default();
    let mut dist: Vec<Option<W>> = vec![None; n];
    let mut prev = vec![NONE; n];
    let mut done = vec![false; n];
    let mut heap = BinaryHeap::new();
    dist[source] = Some(zero);
    heap.push(Reverse((zero, source)));
    while let Some(Reverse((d, v))) = heap.pop() {
        if done[v] {
            continue;
        }
        done[v] = true;
        for &(w, weight) in graph.neighbours(v) {
            debug_assert!(
                weight >= zero,
                "dijkstra: a negative weight on an edge from {}",
                v
            );
            let candidate = d + weight;
            let better = match dist[w] {
                None => true,
                Some(old) => candidate < old,
            };
            if better {
                dist[w] = Some(candidate);
                prev[w] = v;
                heap.push(Reverse((candidate, w)));
            }
        }
    }
    ShortestPaths { source, dist, prev }
}

impl<W: Copy> ShortestPaths<W> {
    /// The source the paths start from.
    ///
    /// ```
    /// use cpkit::graph::{csr::Csr, shortest_path::dijkstra};
    ///
    /// let g: Csr<(usize, u64)> = Csr::from_edges(2, vec![]);
    /// assert_eq!(dijkstra(&g, 1).source(), 1);
    /// ```
    pub fn source(&self) -> usize {
        self.source
    }

    /// The length of a shortest path from the source to `v`; `None` if
    /// there is no path.
    ///
    /// ```
    /// use cpkit::graph::{csr::Csr, shortest_path::dijkstra};
    ///
    /// let g = Csr::from_edges(3, vec![(0, (1, 4u64))]);
    /// let paths = dijkstra(&g, 0);
    /// assert_eq!((paths.dist(0), paths.dist(1), paths.dist(2)), (Some(0), Some(4), None));
    /// ```
    pub fn dist(&self, v: usize) -> Option<W> {
        self.dist[v]
    }

    /// Every vertex's distance, `None` where unreachable.
    ///
    /// ```
    /// use cpkit::graph::{csr::Csr, shortest_path::dijkstra};
    ///
    /// let g = Csr::from_edges(3, vec![(0, (1, 4u64))]);
    /// assert_eq!(dijkstra(&g, 0).dists(), &[Some(0), Some(4), None]);
    /// ```
    pub fn dists(&self) -> &[Option<W>] {
        &self.dist
    }

    /// The vertex before `v` on the shortest path found to it; `None` for
    /// the source and unreachable vertices.
    ///
    /// ```
    /// use cpkit::graph::{csr::Csr, shortest_path::dijkstra};
    ///
    /// let g = Csr::from_edges(3, vec![(0, (1, 4u64)), (1, (2, 1))]);
    /// assert_eq!(dijkstra(&g, 0).prev(2), Some(1));
    /// ```
    pub fn prev(&self, v: usize) -> Option<usize> {
        match self.prev[v] {
            NONE => None,
            p => Some(p),
        }
    }

    /// The vertices of a shortest path from the source to `v`, both
    /// included, in O(its length); `None` if there is none. The path is
    /// simple.
    ///
    /// ```
    /// use cpkit::graph::{csr::Csr, shortest_path::dijkstra};
    ///
    /// let g = Csr::from_edges(3, vec![(0, (1, 4u64)), (1, (2, 1)), (0, (2, 9))]);
    /// let paths = dijkstra(&g, 0);
    /// assert_eq!(paths.path(2), Some(vec![0, 1, 2]));
    /// assert_eq!(paths.path(0), Some(vec![0]));
    /// ```
    pub fn path(&self, v: usize) -> Option<Vec<usize>> {
        self.dist[v]?;
        let mut path = vec![v];
        let mut at = v;
        while self.prev[at] != NONE {
            at = self.prev[at];
            path.push(at);
        }
        path.reverse();
        Some(path)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Bellman–Ford: n rounds of relaxing every edge.
    fn bellman_ford(n: usize, edges: &[(usize, usize, u64)], source: usize) -> Vec<Option<u64>> {
        let mut dist = vec![None; n];
        dist[source] = Some(0);
        for _ in 0..n {
            for &(a, b, c) in edges {
                if let Some(da) = dist[a] {
                    if dist[b].map_or(true, |db| da + c < db) {
                        dist[b] = Some(da + c);
                    }
                }
            }
        }
        dist
    }

    #[test]
    fn one_vertex_and_a_self_loop() {
        let g = Csr::from_edges(1, vec![(0, (0, 3u64))]);
        let paths = dijkstra(&g, 0);
        assert_eq!(paths.dist(0), Some(0));
        assert_eq!(paths.path(0), Some(vec![0]));
    }

    #[test]
    fn zero_weight_cycles_still_give_simple_paths() {
        let g = Csr::from_edges(
            3,
            vec![(0, (1, 0u64)), (1, (0, 0)), (1, (2, 0)), (2, (1, 0))],
        );
        let paths = dijkstra(&g, 0);
        assert_eq!(paths.path(2), Some(vec![0, 1, 2]));
    }

    #[test]
    fn multi_edges_take_the_lightest() {
        let g = Csr::from_edges(2, vec![(0, (1, 9u64)), (0, (1, 2)), (0, (1, 5))]);
        assert_eq!(dijkstra(&g, 0).dist(1), Some(2));
    }

    #[test]
    fn unreachable_vertices_have_no_path() {
        let g = Csr::from_edges(3, vec![(1, (0, 1u64))]);
        let paths = dijkstra(&g, 0);
        assert_eq!(
            (paths.dist(1), paths.path(1), paths.prev(1)),
            (None, None, None)
        );
    }

    #[test]
    fn the_largest_sums_fit() {
        let big = u64::MAX / 4;
        let g = Csr::from_edges(3, vec![(0, (1, big)), (1, (2, big))]);
        assert_eq!(dijkstra(&g, 0).dist(2), Some(2 * big));
    }

    proptest! {
        #[test]
        fn agrees_with_bellman_ford_and_the_paths_add_up(
            n in 1usize..12,
            raw in proptest::collection::vec((any::<usize>(), any::<usize>(), 0u64..20), 0..40),
            source in any::<usize>(),
        ) {
            let edges: Vec<(usize, usize, u64)> = raw.iter().map(|&(a, b, c)| (a % n, b % n, c)).collect();
            let source = source % n;
            let g = Csr::from_edges(n, edges.iter().map(|&(a, b, c)| (a, (b, c))));
            let paths = dijkstra(&g, source);
            let want = bellman_ford(n, &edges, source);
            prop_assert_eq!(paths.dists(), &want[..]);
            for (v, &want_v) in want.iter().enumerate() {
                match paths.path(v) {
                    None => prop_assert!(want_v.is_none()),
                    Some(path) => {
                        prop_assert_eq!(path[0], source);
                        prop_assert_eq!(*path.last().unwrap(), v);
                        let mut seen = path.clone();
                        seen.sort_unstable();
                        seen.dedup();
                        prop_assert_eq!(seen.len(), path.len(), "not simple: {:?}", path);
                        // Each step is an edge, and the lightest such edges sum to the distance.
                        let mut total = 0;
                        for step in path.windows(2) {
                            let lightest = edges.iter().filter(|e| e.0 == step[0] && e.1 == step[1]).map(|e| e.2).min();
                            prop_assert!(lightest.is_some(), "{} -> {} is no edge", step[0], step[1]);
                            total += lightest.unwrap();
                        }
                        prop_assert_eq!(Some(total), want_v);
                    }
                }
            }
        }
    }
}
