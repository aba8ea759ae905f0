//! A graph's adjacency in compressed sparse rows: built once from an edge
//! list in O(n + m), then every vertex's out-edges are one contiguous slice.
//!
//! This is the graph type the graph modules share. It stores, for each
//! vertex, the payloads `E` of the edges that leave it: `usize` (the head)
//! for a plain directed graph, `(usize, W)` for a weighted one, or anything
//! else (an edge id, a capacity, ...). An undirected graph stores each edge
//! in both directions (`from_undirected`, `from_undirected_pairs`).
//!
//! Compared with `Vec<Vec<E>>` it makes two allocations instead of n + 1
//! and keeps all edges in one array, so a traversal reads memory in order.

use std::ops::{Index, Range};

/// A directed graph on vertices `0..n` whose out-edges are stored as
/// payloads `E`, grouped by their tail; within a vertex, edges keep the
/// order in which they were given.
///
/// # Example
/// ```
/// use cpkit::graph::csr::Csr;
///
/// // Edges 0 -> 1 (weight 5), 0 -> 2 (weight 1), 2 -> 1 (weight 2), in any order.
/// let g = Csr::from_edges(3, vec![(2, (1, 2)), (0, (1, 5)), (0, (2, 1))]);
/// assert_eq!(g.neighbours(0), &[(1, 5), (2, 1)]);
/// assert_eq!(g[2], [(1, 2)]);
/// assert!(g.neighbours(1).is_empty());
/// assert_eq!((g.num_vertices(), g.num_edges()), (3, 3));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Csr<E> {
    /// `start[v]..start[v + 1]` are the positions of `v`'s edges in `edges`.
    start: Vec<usize>,
    edges: Vec<E>,
}

impl<E> Csr<E> {
    /// The graph on `n` vertices with one edge for each `(from, payload)`
    /// pair, given in any order; O(n + m).
    ///
    /// # Panics
    /// If some `from` is not below `n`.
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::csr::Csr;
    ///
    /// let g = Csr::from_edges(3, vec![(1, 2), (0, 1), (1, 0)]);
    /// assert_eq!(g.neighbours(1), &[2, 0]);
    /// ```
    pub fn from_edges<I>(n: usize, edges: I) -> Csr<E>
    where
        I: IntoIterator<Item = (usize, E)>,
    {
        let edges: Vec<(usize, E)> = edges.into_iter().collect();
        let mut start = vec![0; n + 1];
        for &(f, _) in &edges {
            assert!(f < n, "Csr::from_edges: edge from vertex {} of {}", f, n);
            start[f + 1] += 1;
        }
        for v in 0..n {
            start[v + 1] += start[v];
        }
        // A stable counting sort; the slots are `Option`s so that `E`
        // needs neither `Clone` nor `Default`.
        let mut next = start.clone();
        let mut slots: Vec<Option<E>> = Vec::with_capacity(edges.len());
        slots.resize_with(edges.len(), || None);
        for (f, e) in edges {
            slots[next[f]] = Some(e);
            next[f] += 1;
        }
        let edges = slots.into_iter().map(|e| e.unwrap()).collect();
        Csr { start, edges }
    }

    /// The number of vertices, `n`.
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::csr::Csr;
    ///
    /// assert_eq!(Csr::<usize>::from_edges(4, vec![]).num_vertices(), 4);
    /// ```
    pub fn num_vertices(&self) -> usize {
        self.start.len() - 1
    }

    /// The number of stored edges, `m` (an undirected edge counts twice).
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::csr::Csr;
    ///
    /// assert_eq!(Csr::from_undirected_pairs(2, vec![(0, 1)]).num_edges(), 2);
    /// ```
    pub fn num_edges(&self) -> usize {
        self.edges.len()
    }

    /// The number of vertices, as for a `Vec<Vec<E>>` adjacency list.
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::csr::Csr;
    ///
    /// assert_eq!(Csr::from_edges(3, vec![(0, 1)]).len(), 3);
    /// ```
    pub fn len(&self) -> usize {
        self.num_vertices()
    }

    /// Whether the graph has no vertices.
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::csr::Csr;
    ///
    /// assert!(Csr::<usize>::from_edges(0, vec![]).is_empty());
    /// assert!(!Csr::<usize>::from_edges(1, vec![]).is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.num_vertices() == 0
    }

    /// The payloads of the edges leaving `v`, in input order. `g[v]` is
    /// the same.
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::csr::Csr;
    ///
    /// let g = Csr::from_edges(2, vec![(0, 1), (0, 0)]);
    /// assert_eq!(g.neighbours(0), &[1, 0]);
    /// ```
    pub fn neighbours(&self, v: usize) -> &[E] {
        &self.edges[self.start[v]..self.start[v + 1]]
    }

    /// The payloads of the edges leaving `v`, to change in place.
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::csr::Csr;
    ///
    /// let mut g = Csr::from_edges(2, vec![(0, (1, 7))]);
    /// g.neighbours_mut(0)[0].1 = 3;
    /// assert_eq!(g[0], [(1, 3)]);
    /// ```
    pub fn neighbours_mut(&mut self, v: usize) -> &mut [E] {
        &mut self.edges[self.start[v]..self.start[v + 1]]
    }

    /// The out-degree of `v`.
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::csr::Csr;
    ///
    /// let g = Csr::from_edges(2, vec![(0, 1), (0, 1)]);
    /// assert_eq!((g.degree(0), g.degree(1)), (2, 0));
    /// ```
    pub fn degree(&self, v: usize) -> usize {
        self.start[v + 1] - self.start[v]
    }

    /// The positions of `v`'s edges in [`edges`](Csr::edges): a stable id
    /// for each stored edge, from `0` to `num_edges() - 1`.
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::csr::Csr;
    ///
    /// let g = Csr::from_edges(3, vec![(2, 'a'), (0, 'b'), (2, 'c')]);
    /// assert_eq!(g.range(2), 1..3);
    /// assert_eq!(g.edges()[g.range(2)], ['a', 'c']);
    /// ```
    pub fn range(&self, v: usize) -> Range<usize> {
        self.start[v]..self.start[v + 1]
    }

    /// Every edge's payload, grouped by tail vertex: `0`'s edges first,
    /// then `1`'s, and so on.
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::csr::Csr;
    ///
    /// let g = Csr::from_edges(2, vec![(1, 'x'), (0, 'y')]);
    /// assert_eq!(g.edges(), &['y', 'x']);
    /// ```
    pub fn edges(&self) -> &[E] {
        &self.edges
    }
}

impl Csr<usize> {
    /// An unweighted undirected graph: each pair `(u, v)` is stored as
    /// `u -> v` and `v -> u` (a self-loop `(v, v)` twice at `v`).
    ///
    /// # Panics
    /// If a vertex is not below `n`.
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::csr::Csr;
    ///
    /// let tree = Csr::from_undirected_pairs(3, vec![(0, 1), (1, 2)]);
    /// assert_eq!(tree.neighbours(1), &[0, 2]);
    /// ```
    pub fn from_undirected_pairs<I>(n: usize, pairs: I) -> Csr<usize>
    where
        I: IntoIterator<Item = (usize, usize)>,
    {
        let mut directed = Vec::new();
        for (u, v) in pairs {
            assert!(
                u < n && v < n,
                "Csr::from_undirected_pairs: edge ({}, {}) on {} vertices",
                u,
                v,
                n
            );
            directed.push((u, v));
            directed.push((v, u));
        }
        Csr::from_edges(n, directed)
    }
}

impl<W: Clone> Csr<(usize, W)> {
    /// A weighted undirected graph: each `(u, v, w)` is stored as
    /// `u -> (v, w)` and `v -> (u, w)`.
    ///
    /// # Panics
    /// If a vertex is not below `n`.
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::csr::Csr;
    ///
    /// let g = Csr::from_undirected(3, vec![(0, 1, 10), (2, 1, 20)]);
    /// assert_eq!(g.neighbours(1), &[(0, 10), (2, 20)]);
    /// assert_eq!(g.neighbours(2), &[(1, 20)]);
    /// ```
    pub fn from_undirected<I>(n: usize, edges: I) -> Csr<(usize, W)>
    where
        I: IntoIterator<Item = (usize, usize, W)>,
    {
        let mut directed = Vec::new();
        for (u, v, w) in edges {
            assert!(
                u < n && v < n,
                "Csr::from_undirected: edge ({}, {}) on {} vertices",
                u,
                v,
                n
            );
            directed.push((u, (v, w.clone())));
            directed.push((v, (u, w)));
        }
        Csr::from_edges(n, directed)
    }
}

impl<E> Index<usize> for Csr<E> {
    type Output = [E];

    /// `g[v]` is `g.neighbours(v)`.
    fn index(&self, v: usize) -> &[E] {
        self.neighbours(v)
    }
}
