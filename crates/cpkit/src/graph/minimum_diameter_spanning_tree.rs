//! A minimum diameter spanning tree: the shortest-path tree from the
//! graph's absolute centre (Hakimi; the centre on each edge found by
//! Kariv and Hakimi's sweep), O(n (m + n log D)) for D the largest
//! distance (n Dijkstra searches on a radix heap); verified on Library Checker's
//! `minimum_diameter_spanning_tree`
//! (`crates/cpkit/verify/minimum-diameter-spanning-tree`).
//!
//! A spanning tree's diameter is at least twice the eccentricity of the
//! absolute centre (the point, on a vertex or inside an edge, whose
//! farthest vertex is nearest), and the shortest-path tree from that
//! point reaches it. On an edge (u, v) of weight w, a point at t from u
//! is at min(a_x + t, b_x + w - t) from x (a = distances from u, b from
//! v); with the vertices by a decreasing, the farthest one switches from
//! the v side to the u side only at the "staircase" of rising b, so one
//! pass over that order finds the edge's best point (the order is the
//! reverse of the one in which Dijkstra's search settles the vertices, so
//! nothing is sorted). Everything is counted in doubled lengths, where the
//! centre's place is an integer.

/// A spanning tree of least diameter of the connected undirected graph on
/// `0..n` with weighted edges `(u, v, w)` (loops and parallel edges
/// allowed): its diameter and the indices of its `n - 1` edges. O(n (m +
/// n log D)) time for D the largest distance, O(n²) memory.
///
/// # Panics
///
/// If the graph is not connected, or an end of an edge is not below `n`.
///
/// # Example
///
/// ```
/// use cpkit::graph::minimum_diameter_spanning_tree::minimum_diameter_spanning_tree;
///
/// // A 4-cycle with one long edge: the best tree drops it.
/// let edges = [(0, 1, 1), (1, 2, 1), (2, 3, 1), (3, 0, 5)];
/// let (diameter, mut tree) = minimum_diameter_spanning_tree(4, &edges);
/// tree.sort();
/// assert_eq!((diameter, tree), (3, vec![0, 1, 2]));
/// // A star's centre is its middle vertex.
/// let star = [(0, 1, 4), (0, 2, 4), (0, 3, 4), (1, 2, 1)];
/// assert_eq!(minimum_diameter_spanning_tree(4, &star).0, 8);
/// ```
pub fn minimum_diameter_spanning_tree(
    n: usize,
    edges: &[(usize, usize, u64)],
) -> (u64, Vec<usize>) {
    let graph = Adjacency::new(n, edges);
    if n <= 1 {
        return (0, Vec::new());
    }
    // dist[u * n + x], and for each u its vertices by distance, farthest
    // first.
    let mut dist = vec![u64::MAX; n * n];
    let mut order = vec![0u32; n * n];
    let mut heap = RadixHeap::new();
    for u in 0..n {
        let row = &mut dist[u * n..(u + 1) * n];
        let by = &mut order[u * n..(u + 1) * n];
        let settled = graph.dijkstra(&mut heap, &[(u, 0)], row, &mut [], by);
        assert!(
            settled == n,
            "minimum_diameter_spanning_tree: the graph is not connected"
        );
        by.reverse();
    }
    // The best centre so far: doubled eccentricity, edge (or none for a
    // vertex), doubled distance from the edge's first end.
    let mut best = (u64::MAX, usize::MAX, 0u64);
    for u in 0..n {
        let ecc = dist[u * n + order[u * n] as usize];
        if 2 * ecc < best.0 {
            best = (2 * ecc, usize::MAX, u as u64);
        }
    }
    for (e, &(u, v, w)) in edges.iter().enumerate() {
        if u == v {
            continue;
        }
        let (a, b) = (&dist[u * n..(u + 1) * n], &dist[v * n..(v + 1) * n]);
        let by = &order[u * n..(u + 1) * n];
        let mut p = by[0] as usize;
        for &x in &by[1..] {
            let x = x as usize;
            if b[x] > b[p] {
                // Farther by a than x: reached through v, the farthest p;
                // the rest through u, the farthest x.
                let doubled = a[x] + b[p] + w;
                if doubled < best.0 {
                    best = (doubled, e, b[p] + w - a[x]);
                }
                p = x;
            }
        }
    }
    let (diameter, e, at) = best;
    let mut parent = vec![usize::MAX; n];
    let mut doubled = vec![u64::MAX; n];
    let mut tree = Vec::with_capacity(n - 1);
    let mut by = vec![0u32; n];
    if e == usize::MAX {
        let source = [(at as usize, 0)];
        graph.dijkstra(&mut heap, &source, &mut doubled, &mut parent, &mut by);
    } else {
        let (u, v, w) = edges[e];
        let sources = [(u, at), (v, 2 * w - at)];
        graph.dijkstra(&mut heap, &sources, &mut doubled, &mut parent, &mut by);
        if parent[u] == usize::MAX && parent[v] == usize::MAX {
            tree.push(e);
        }
    }
    tree.extend(parent.iter().copied().filter(|&p| p != usize::MAX));
    (diameter, tree)
}

/// Edges by their first end, both ways, with their weights and indices.
struct Adjacency {
    start: Vec<usize>,
    /// (other end, weight, edge index)
    arcs: Vec<(usize, u64, usize)>,
}

impl Adjacency {
    fn new(n: usize, edges: &[(usize, usize, u64)]) -> Adjacency {
        let mut start = vec![0usize; n + 1];
        for &(u, v, _) in edges {
            assert!(
                u < n && v < n,
                "minimum_diameter_spanning_tree: edge ({}, {}) on {} vertices",
                u,
                v,
                n
            );
            if u != v {
                start[u + 1] += 1;
                start[v + 1] += 1;
            }
        }
        for i in 0..n {
            start[i + 1] += start[i];
        }
        let mut fill = start.clone();
        let mut arcs = vec![(0, 0, 0); start[n]];
        for (i, &(u, v, w)) in edges.iter().enumerate() {
            if u != v {
                arcs[fill[u]] = (v, w, i);
                fill[u] += 1;
                arcs[fill[v]] = (u, w, i);
                fill[v] += 1;
            }
        }
        Adjacency { start, arcs }
    }

    /// Dijkstra from the given sources and starting distances into `dist`
    /// (all `u64::MAX` on entry), writing the vertices into `settled` in
    /// the order they are settled (nearest first) and returning how many
    /// were; `parent[x]`, if given, gets the edge index by which x is
    /// reached, and then the search runs in doubled lengths (the centre's
    /// own).
    fn dijkstra(
        &self,
        heap: &mut RadixHeap,
        sources: &[(usize, u64)],
        dist: &mut [u64],
        parent: &mut [usize],
        settled: &mut [u32],
    ) -> usize {
        let scale = if parent.is_empty() { 1 } else { 2 };
        heap.last = 0;
        let mut count = 0;
        for &(s, d) in sources {
            if d < dist[s] {
                dist[s] = d;
                heap.push(d, s as u32);
            }
        }
        while let Some((d, x)) = heap.pop() {
            let x = x as usize;
            if d > dist[x] {
                continue;
            }
            settled[count] = x as u32;
            count += 1;
            for &(y, w, i) in &self.arcs[self.start[x]..self.start[x + 1]] {
                let nd = d + scale * w;
                if nd < dist[y] {
                    dist[y] = nd;
                    if !parent.is_empty() {
                        parent[y] = i;
                    }
                    heap.push(nd, y as u32);
                }
            }
        }
        count
    }
}

/// A monotone priority queue for Dijkstra's search: an entry sits in the
/// bucket of the highest bit where its key differs from the last key
/// taken, so each entry moves down at most 64 times, and no comparison
/// sorts the keys.
struct RadixHeap {
    /// `buckets[0]` holds keys equal to `last`; `buckets[b]` those whose
    /// highest bit differing from `last` is bit `b - 1`.
    buckets: Vec<Vec<(u64, u32)>>,
    /// Bit b set when `buckets[b]` may hold entries.
    full: u128,
    last: u64,
}

impl RadixHeap {
    fn new() -> RadixHeap {
        RadixHeap {
            buckets: vec![Vec::new(); 65],
            full: 0,
            last: 0,
        }
    }

    /// Adds `key` (not below the last key taken) with its `value`.
    fn push(&mut self, key: u64, value: u32) {
        let b = 64 - (key ^ self.last).leading_zeros() as usize;
        self.buckets[b].push((key, value));
        self.full |= 1 << b;
    }

    /// Takes an entry of least key.
    fn pop(&mut self) -> Option<(u64, u32)> {
        if self.buckets[0].is_empty() {
            self.full &= !1;
            if self.full == 0 {
                return None;
            }
            let b = self.full.trailing_zeros() as usize;
            self.full &= !(1 << b);
            let mut moving = std::mem::take(&mut self.buckets[b]);
            self.last = moving.iter().map(|&(key, _)| key).min().unwrap_or(0);
            for &(key, value) in &moving {
                self.push(key, value);
            }
            moving.clear();
            self.buckets[b] = moving;
        }
        self.buckets[0].pop()
    }
}
