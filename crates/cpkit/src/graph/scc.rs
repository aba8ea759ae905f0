//! Strongly connected components of a directed graph in O(n + m), listed
//! in topological order (Tarjan's algorithm, without recursion); verified
//! on Library Checker's `scc` (`crates/cpkit/verify/scc`).

/// A directed graph to split into strongly connected components, with the
/// names of ac-library-rs's `SccGraph`.
///
/// Tarjan's algorithm runs on an explicit stack, so a path of 5·10^5
/// vertices needs no deep recursion (judges' stacks are 8 MiB or less).
/// It keeps its own compressed rows with 32-bit numbers rather than a
/// [`Csr`](super::csr::Csr): on 5·10^5 random edges that took a fifth off
/// the time, which brought it level with the C++ library. Graphs are
/// limited to `u32::MAX - 1` vertices and edges.
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
    /// Edges as 32-bit vertex numbers: half the memory of `usize`.
    edges: Vec<(u32, u32)>,
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
        assert!(n < u32::MAX as usize, "SccGraph: too many vertices");
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
        self.edges.push((from as u32, to as u32));
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
        let m = self.edges.len();
        assert!(m < u32::MAX as usize, "SccGraph: too many edges");
        // Compressed rows, as `Csr` builds them but with 32-bit numbers
        // throughout (a third less memory to walk than `Csr<u32>`, whose
        // row offsets are `usize`). Filling each row from its end with
        // the edges in reverse keeps them in input order, and leaves
        // `next[v]`, the search's cursor in `v`'s row, at the row's start.
        let mut start = vec![0_u32; n + 1];
        for &(from, _) in &self.edges {
            start[from as usize + 1] += 1;
        }
        for v in 0..n {
            start[v + 1] += start[v];
        }
        let mut next = start[1..].to_vec();
        let mut heads = vec![0_u32; m];
        for &(from, to) in self.edges.iter().rev() {
            let slot = &mut next[from as usize];
            *slot -= 1;
            heads[*slot as usize] = to;
        }
        const UNSEEN: u32 = u32::MAX;
        // `ord[v]`: the visit time, or `n` once `v`'s component is closed,
        // so that edges into closed components never lower a `low`.
        let mut ord = vec![UNSEEN; n];
        let mut low = vec![0_u32; n];
        let mut ids = vec![0_u32; n];
        let mut visited: Vec<u32> = Vec::with_capacity(n);
        let mut calls: Vec<u32> = Vec::with_capacity(n);
        let mut time = 0;
        let mut groups = 0;
        for root in 0..n {
            if ord[root] != UNSEEN {
                continue;
            }
            ord[root] = time;
            low[root] = time;
            time += 1;
            visited.push(root as u32);
            calls.push(root as u32);
            'search: while let Some(&v) = calls.last() {
                let v = v as usize;
                let end = start[v + 1];
                let mut low_v = low[v];
                let mut i = next[v];
                while i < end {
                    let to = heads[i as usize];
                    i += 1;
                    let ord_to = ord[to as usize];
                    if ord_to == UNSEEN {
                        next[v] = i;
                        low[v] = low_v;
                        ord[to as usize] = time;
                        low[to as usize] = time;
                        time += 1;
                        visited.push(to);
                        calls.push(to);
                        continue 'search;
                    }
                    low_v = low_v.min(ord_to);
                }
                next[v] = i;
                low[v] = low_v;
                calls.pop();
                if let Some(&parent) = calls.last() {
                    let parent = parent as usize;
                    low[parent] = low[parent].min(low_v);
                }
                if low_v == ord[v] {
                    while let Some(u) = visited.pop() {
                        ord[u as usize] = n as u32;
                        ids[u as usize] = groups as u32;
                        if u as usize == v {
                            break;
                        }
                    }
                    groups += 1;
                }
            }
        }
        // Tarjan closes sink components first: reverse the numbering.
        let ids = ids.into_iter().map(|id| groups - 1 - id as usize).collect();
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
