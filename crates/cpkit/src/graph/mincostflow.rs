//! Minimum-cost flow by the primal-dual method (successive shortest paths
//! found by Dijkstra's algorithm on reduced costs), O(F (n + m) log n) for
//! a flow of F; verified on Library Checker's `assignment`
//! (`crates/cpkit/verify/assignment`).

use super::flow_num::FlowNum;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// One edge of an [`McfGraph`] as added, with the flow it carries.
///
/// # Example
/// ```
/// use cpkit::graph::mincostflow::{McfEdge, McfGraph};
///
/// let mut g = McfGraph::new(2);
/// let e = g.add_edge(0, 1, 3, 10);
/// g.flow(0, 1, 2);
/// assert_eq!(g.get_edge(e), McfEdge { from: 0, to: 1, cap: 3, flow: 2, cost: 10 });
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct McfEdge<T> {
    /// The tail.
    pub from: usize,
    /// The head.
    pub to: usize,
    /// The capacity.
    pub cap: T,
    /// The flow, from `0` to `cap`.
    pub flow: T,
    /// The cost of one unit of flow.
    pub cost: T,
}

/// A flow network with costs on vertices `0..n`, with the methods of
/// ac-library-rs's `MinCostFlowGraph` (named after the C++ `mcf_graph`).
/// Capacities, costs and their products share one integer type
/// ([`FlowNum`]), signed or not; costs must not be negative.
///
/// # Example
/// ```
/// use cpkit::graph::mincostflow::McfGraph;
///
/// let mut g = McfGraph::new(4);
/// g.add_edge(0, 1, 2, 1);
/// g.add_edge(0, 2, 1, 2);
/// g.add_edge(1, 3, 1, 1);
/// g.add_edge(1, 2, 1, 1);
/// g.add_edge(2, 3, 2, 1);
/// // (flow, cost): 0 -> 1 -> 3 costs 2, then 0 -> 1 -> 2 -> 3 costs 3.
/// assert_eq!(g.flow(0, 3, 2), (2, 5));
/// ```
#[derive(Debug, Clone)]
pub struct McfGraph<T> {
    n: usize,
    edges: Vec<McfEdge<T>>,
}

/// The residual graph in compressed rows, for one call of `slope`.
///
/// Arc `a` of vertex `u` goes to `head[a]` with residual capacity
/// `residual[a]`; its reduced cost under potentials `p` is
/// `(plus[a] + p[u]) - (p[head[a]] + minus[a])`: a forward arc has
/// `plus` = its cost, a reverse arc `minus` = the cost, so unsigned costs
/// work and the subtraction never goes below zero on an arc in use.
struct Residual<T> {
    start: Vec<usize>,
    head: Vec<usize>,
    rev: Vec<usize>,
    residual: Vec<T>,
    plus: Vec<T>,
    minus: Vec<T>,
    forward: Vec<usize>,
}

impl<T: FlowNum> McfGraph<T> {
    /// A network on `n` vertices with no edges.
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::mincostflow::McfGraph;
    ///
    /// let mut g = McfGraph::<i64>::new(2);
    /// assert_eq!(g.flow(0, 1, 10), (0, 0));
    /// ```
    pub fn new(n: usize) -> McfGraph<T> {
        McfGraph {
            n,
            edges: Vec::new(),
        }
    }

    /// Adds an edge `from -> to` with capacity `cap` and cost `cost` per
    /// unit, and returns its index (0, 1, 2, ... in order of addition).
    ///
    /// # Panics
    /// If a vertex is not below `n`, or `cap` or `cost` is negative.
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::mincostflow::McfGraph;
    ///
    /// let mut g = McfGraph::new(2);
    /// assert_eq!(g.add_edge(0, 1, 1, 5), 0);
    /// assert_eq!(g.add_edge(0, 1, 1, 3), 1);
    /// assert_eq!(g.flow(0, 1, 2), (2, 8));
    /// ```
    pub fn add_edge(&mut self, from: usize, to: usize, cap: T, cost: T) -> usize {
        assert!(
            from < self.n && to < self.n,
            "McfGraph::add_edge: edge ({}, {}) on {} vertices",
            from,
            to,
            self.n
        );
        assert!(T::ZERO <= cap, "McfGraph::add_edge: negative capacity");
        assert!(T::ZERO <= cost, "McfGraph::add_edge: negative cost");
        self.edges.push(McfEdge {
            from,
            to,
            cap,
            flow: T::ZERO,
            cost,
        });
        self.edges.len() - 1
    }

    /// Edge `i` with its current flow.
    ///
    /// # Panics
    /// If there is no edge `i`.
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::mincostflow::McfGraph;
    ///
    /// let mut g = McfGraph::new(2);
    /// g.add_edge(0, 1, 4, 1);
    /// g.flow(0, 1, 3);
    /// assert_eq!(g.get_edge(0).flow, 3);
    /// ```
    pub fn get_edge(&self, i: usize) -> McfEdge<T> {
        self.edges[i]
    }

    /// Every edge in order of addition, with its current flow.
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::mincostflow::McfGraph;
    ///
    /// let mut g = McfGraph::new(2);
    /// g.add_edge(0, 1, 1, 7);
    /// g.add_edge(0, 1, 1, 2);
    /// g.flow(0, 1, 1);
    /// let flows: Vec<u32> = g.edges().iter().map(|e| e.flow).collect();
    /// assert_eq!(flows, vec![0, 1]);
    /// ```
    pub fn edges(&self) -> Vec<McfEdge<T>> {
        self.edges.clone()
    }

    /// The number of vertices, `n`.
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::mincostflow::McfGraph;
    ///
    /// assert_eq!(McfGraph::<i64>::new(3).len(), 3);
    /// ```
    pub fn len(&self) -> usize {
        self.n
    }

    /// Whether the network has no vertices.
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::mincostflow::McfGraph;
    ///
    /// assert!(McfGraph::<i64>::new(0).is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    /// The number of edges added.
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::mincostflow::McfGraph;
    ///
    /// let mut g = McfGraph::new(1);
    /// g.add_edge(0, 0, 1, 1);
    /// assert_eq!(g.num_edges(), 1);
    /// ```
    pub fn num_edges(&self) -> usize {
        self.edges.len()
    }

    /// Sends up to `flow_limit` units from `source` to `sink` at the least
    /// cost, and returns the amount sent and its cost: the last point of
    /// [`slope`](McfGraph::slope). Pass `T::MAX` (see [`FlowNum`]) for a
    /// maximum flow.
    ///
    /// A second call adds to the flow already there and returns the
    /// amount and cost added; with other terminals that cost can be
    /// negative, which needs a signed `T`.
    ///
    /// # Panics
    /// If `source == sink` or either is not below `n`.
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::mincostflow::McfGraph;
    ///
    /// let mut g = McfGraph::new(3);
    /// g.add_edge(0, 1, 5, 2);
    /// g.add_edge(1, 2, 3, 3);
    /// assert_eq!(g.flow(0, 2, i64::MAX), (3, 15));
    /// ```
    pub fn flow(&mut self, source: usize, sink: usize, flow_limit: T) -> (T, T) {
        *self.slope(source, sink, flow_limit).last().unwrap()
    }

    /// The cost of the cheapest flow of each amount from `source` to
    /// `sink` up to `flow_limit`, as the corners of a convex piecewise
    /// linear function: `(flow, cost)` pairs starting at `(0, 0)`, with
    /// strictly increasing slopes, the last at the amount actually sent.
    /// Leaves that flow in the network. O(F (n + m) log n) for a flow of F.
    ///
    /// # Panics
    /// If `source == sink` or either is not below `n`.
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::mincostflow::McfGraph;
    ///
    /// let mut g = McfGraph::new(2);
    /// g.add_edge(0, 1, 2, 1);
    /// g.add_edge(0, 1, 3, 4);
    /// assert_eq!(g.slope(0, 1, 10), vec![(0, 0), (2, 2), (5, 14)]);
    /// ```
    pub fn slope(&mut self, source: usize, sink: usize, flow_limit: T) -> Vec<(T, T)> {
        let n = self.n;
        assert!(
            source < n && sink < n && source != sink,
            "McfGraph::flow: source {} and sink {} on {} vertices",
            source,
            sink,
            n
        );
        let mut g = self.residual_graph();
        let potential = g.initial_potential(n, source);
        let result = g.slope(n, source, sink, flow_limit, potential);
        for (e, &a) in self.edges.iter_mut().zip(&g.forward) {
            e.flow = e.cap - g.residual[a];
        }
        result
    }

    fn residual_graph(&self) -> Residual<T> {
        let n = self.n;
        let m = self.edges.len();
        let mut start = vec![0; n + 1];
        for e in &self.edges {
            start[e.from + 1] += 1;
            start[e.to + 1] += 1;
        }
        for v in 0..n {
            start[v + 1] += start[v];
        }
        let mut fill = start.clone();
        let mut g = Residual {
            head: vec![0; 2 * m],
            rev: vec![0; 2 * m],
            residual: vec![T::ZERO; 2 * m],
            plus: vec![T::ZERO; 2 * m],
            minus: vec![T::ZERO; 2 * m],
            forward: vec![0; m],
            start,
        };
        for (i, e) in self.edges.iter().enumerate() {
            let a = fill[e.from];
            fill[e.from] += 1;
            let b = fill[e.to];
            fill[e.to] += 1;
            g.head[a] = e.to;
            g.rev[a] = b;
            g.residual[a] = e.cap - e.flow;
            g.plus[a] = e.cost;
            g.head[b] = e.from;
            g.rev[b] = a;
            g.residual[b] = e.flow;
            g.minus[b] = e.cost;
            g.forward[i] = a;
        }
        g
    }
}

impl<T: FlowNum> Residual<T> {
    /// Potentials under which no arc with residual capacity has a
    /// negative reduced cost. With no flow yet, zero; otherwise reverse
    /// arcs have negative costs, and Bellman–Ford from `s` finds distances
    /// (there is no negative cycle: the flow so far is of least cost),
    /// shifted up by the total cost of such arcs so none is negative.
    /// Vertices `s` cannot reach never can later, and keep zero.
    fn initial_potential(&self, n: usize, s: usize) -> Vec<T> {
        let mut shift = T::ZERO;
        for (&cost, &res) in self.minus.iter().zip(&self.residual) {
            if res > T::ZERO {
                shift += cost;
            }
        }
        if shift == T::ZERO {
            return vec![T::ZERO; n];
        }
        let mut dist = vec![T::MAX; n];
        let mut queued = vec![false; n];
        let mut queue = std::collections::VecDeque::new();
        dist[s] = shift;
        queue.push_back(s);
        while let Some(v) = queue.pop_front() {
            queued[v] = false;
            for a in self.start[v]..self.start[v + 1] {
                if self.residual[a] == T::ZERO {
                    continue;
                }
                let u = self.head[a];
                // A walk costs at least minus the shift: no underflow.
                let du = (dist[v] + self.plus[a]) - self.minus[a];
                if du < dist[u] {
                    dist[u] = du;
                    if !queued[u] {
                        queued[u] = true;
                        queue.push_back(u);
                    }
                }
            }
        }
        for d in dist.iter_mut() {
            if *d == T::MAX {
                *d = T::ZERO;
            }
        }
        dist
    }

    fn slope(
        &mut self,
        n: usize,
        s: usize,
        t: usize,
        flow_limit: T,
        mut potential: Vec<T>,
    ) -> Vec<(T, T)> {
        // Potentials keep every reduced cost of an arc in use at zero or
        // more, so Dijkstra applies.
        let mut dist = vec![T::MAX; n];
        let mut done = vec![false; n];
        let mut prev_arc = vec![0; n];
        let mut heap = BinaryHeap::new();
        // Vertices found at the same distance as the one being scanned:
        // they are next, without the heap's cost (common with zero costs).
        let mut same = Vec::new();
        let mut flow = T::ZERO;
        let mut cost = T::ZERO;
        let mut result = vec![(T::ZERO, T::ZERO)];
        let mut last_unit_cost = None;
        while flow < flow_limit {
            for d in dist.iter_mut() {
                *d = T::MAX;
            }
            for f in done.iter_mut() {
                *f = false;
            }
            heap.clear();
            same.clear();
            dist[s] = T::ZERO;
            same.push(s);
            loop {
                let v = if let Some(v) = same.pop() {
                    v
                } else if let Some(Reverse((_, v))) = heap.pop() {
                    v
                } else {
                    break;
                };
                if done[v] {
                    continue;
                }
                done[v] = true;
                if v == t {
                    break;
                }
                let (dv, pv) = (dist[v], potential[v]);
                for a in self.start[v]..self.start[v + 1] {
                    if self.residual[a] == T::ZERO {
                        continue;
                    }
                    let u = self.head[a];
                    let reduced = (self.plus[a] + pv) - (potential[u] + self.minus[a]);
                    let du = dv + reduced;
                    if du < dist[u] {
                        dist[u] = du;
                        prev_arc[u] = a;
                        if reduced == T::ZERO {
                            same.push(u);
                        } else {
                            heap.push(Reverse((du, u)));
                        }
                    }
                }
            }
            if !done[t] {
                break;
            }
            // Johnson's update: a vertex beyond `t` moves as far as `t`.
            let dt = dist[t];
            for v in 0..n {
                potential[v] += if done[v] { dist[v] } else { dt };
            }
            let mut push = flow_limit - flow;
            let mut v = t;
            while v != s {
                let a = prev_arc[v];
                if self.residual[a] < push {
                    push = self.residual[a];
                }
                v = self.head[self.rev[a]];
            }
            let mut v = t;
            while v != s {
                let a = prev_arc[v];
                self.residual[a] -= push;
                self.residual[self.rev[a]] += push;
                v = self.head[self.rev[a]];
            }
            // The path's cost per unit is the difference of the
            // potentials (the source's never changes).
            let unit_cost = potential[t] - potential[s];
            flow += push;
            cost += push * unit_cost;
            if last_unit_cost == Some(unit_cost) {
                result.pop();
            }
            result.push((flow, cost));
            last_unit_cost = Some(unit_cost);
        }
        result
    }
}
