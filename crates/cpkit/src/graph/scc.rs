//! Strongly connected components of a directed graph in O(n + m), listed
//! in topological order (Tarjan's algorithm, without recursion); verified
//! on Library Checker's `scc` (`problems/library-checker-scc`).

use super::csr::Csr;

/// A directed graph to split into strongly connected components, with the
/// names of ac-library-rs's `SccGraph`.
///
/// Tarjan's algorithm runs on an explicit stack, so a path of 5·10^5
/// vertices needs no deep recursion (judges' stacks are 8 MiB or less).
///
/// # Example
/// ```
/// use cpkit::graph::scc::SccGraph;
///
/// let mut g = SccGraph::new(4);
/// g.add_edge(0, 1);
/// g.add_edge(1, 0);
/// g.add_edge(1, 2);
/// g.add_edge(3, 2);
/// // Every edge goes from a component to itself or to a later one.
/// assert_eq!(g.scc(), vec![vec![3], vec![0, 1], vec![2]]);
/// ```
#[derive(Debug, Clone, Default)]
pub struct SccGraph {
    n: usize,
    edges: Vec<(usize, usize)>,
}

impl SccGraph {
    /// A graph on vertices `0..n` with no edges.
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::scc::SccGraph;
    ///
    /// assert_eq!(SccGraph::new(3).scc().len(), 3);
    /// ```
    pub fn new(n: usize) -> SccGraph {
        SccGraph {
            n,
            edges: Vec::new(),
        }
    }

    /// Adds the edge `from -> to` (self-loops and repeated edges are fine);
    /// amortised O(1).
    ///
    /// # Panics
    /// If `from` or `to` is not below `n`.
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::scc::SccGraph;
    ///
    /// let mut g = SccGraph::new(2);
    /// g.add_edge(0, 1);
    /// g.add_edge(1, 0);
    /// assert_eq!(g.scc(), vec![vec![0, 1]]);
    /// ```
    pub fn add_edge(&mut self, from: usize, to: usize) {
        assert!(
            from < self.n && to < self.n,
            "SccGraph::add_edge: edge ({}, {}) on {} vertices",
            from,
            to,
            self.n
        );
        self.edges.push((from, to));
    }

    /// The number of vertices, `n`.
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::scc::SccGraph;
    ///
    /// assert_eq!(SccGraph::new(5).len(), 5);
    /// ```
    pub fn len(&self) -> usize {
        self.n
    }

    /// Whether the graph has no vertices.
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::scc::SccGraph;
    ///
    /// assert!(SccGraph::new(0).is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    /// The number of edges added so far.
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::scc::SccGraph;
    ///
    /// let mut g = SccGraph::new(1);
    /// g.add_edge(0, 0);
    /// assert_eq!(g.num_edges(), 1);
    /// ```
    pub fn num_edges(&self) -> usize {
        self.edges.len()
    }

    /// The number of components and each vertex's component, numbered in
    /// topological order: for every edge `u -> v`, `ids[u] <= ids[v]`;
    /// O(n + m). Cheaper than [`scc`](SccGraph::scc) when only the numbers
    /// are needed.
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::scc::SccGraph;
    ///
    /// let mut g = SccGraph::new(3);
    /// g.add_edge(2, 1);
    /// g.add_edge(1, 2);
    /// g.add_edge(1, 0);
    /// assert_eq!(g.scc_ids(), (2, vec![1, 0, 0]));
    /// ```
    pub fn scc_ids(&self) -> (usize, Vec<usize>) {
        let n = self.n;
        let g = Csr::from_edges(n, self.edges.iter().copied());
        const UNSEEN: usize = usize::MAX;
        // `ord[v]`: the visit time, or `n` once `v`'s component is closed,
        // so that edges into closed components never lower a `low`.
        let mut ord = vec![UNSEEN; n];
        let mut low = vec![0; n];
        let mut ids = vec![0; n];
        // `next[v]`: the position in `g.edges()` of `v`'s next edge to try.
        let mut next: Vec<usize> = (0..n).map(|v| g.range(v).start).collect();
        let heads = g.edges();
        let mut visited = Vec::with_capacity(n);
        let mut calls = Vec::with_capacity(n);
        let mut time = 0;
        let mut groups = 0;
        for root in 0..n {
            if ord[root] != UNSEEN {
                continue;
            }
            ord[root] = time;
            low[root] = time;
            time += 1;
            visited.push(root);
            calls.push(root);
            while let Some(&v) = calls.last() {
                let end = g.range(v).end;
                if next[v] < end {
                    let to = heads[next[v]];
                    next[v] += 1;
                    if ord[to] == UNSEEN {
                        ord[to] = time;
                        low[to] = time;
                        time += 1;
                        visited.push(to);
                        calls.push(to);
                    } else if ord[to] < low[v] {
                        low[v] = ord[to];
                    }
                    continue;
                }
                calls.pop();
                if let Some(&parent) = calls.last() {
                    if low[v] < low[parent] {
                        low[parent] = low[v];
                    }
                }
                if low[v] == ord[v] {
                    while let Some(u) = visited.pop() {
                        ord[u] = n;
                        ids[u] = groups;
                        if u == v {
                            break;
                        }
                    }
                    groups += 1;
                }
            }
        }
        // Tarjan closes sink components first: reverse the numbering.
        for id in ids.iter_mut() {
            *id = groups - 1 - *id;
        }
        (groups, ids)
    }

    /// The strongly connected components, each a list of its vertices in
    /// increasing order, in topological order: no edge goes from a
    /// component to an earlier one; O(n + m).
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::scc::SccGraph;
    ///
    /// let mut g = SccGraph::new(3);
    /// g.add_edge(0, 2);
    /// assert_eq!(g.scc(), vec![vec![1], vec![0], vec![2]]);
    /// ```
    pub fn scc(&self) -> Vec<Vec<usize>> {
        let (groups, ids) = self.scc_ids();
        let mut sizes = vec![0; groups];
        for &id in &ids {
            sizes[id] += 1;
        }
        let mut result: Vec<Vec<usize>> = sizes.into_iter().map(Vec::with_capacity).collect();
        for (v, &id) in ids.iter().enumerate() {
            result[id].push(v);
        }
        result
    }
}
