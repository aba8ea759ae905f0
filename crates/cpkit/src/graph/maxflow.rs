//! Maximum flow and minimum cut by Dinic's algorithm, O(n² m) in general
//! and O(m √n) on unit-capacity bipartite graphs; verified on Library
//! Checker's `bipartitematching` (`crates/cpkit/verify/bipartitematching`).

use super::flow_num::FlowNum;

/// One edge of an [`MfGraph`] as added, with the flow it carries.
///
/// # Example
/// ```
/// use cpkit::graph::maxflow::{Edge, MfGraph};
///
/// let mut g = MfGraph::new(2);
/// let e = g.add_edge(0, 1, 5);
/// g.flow(0, 1);
/// assert_eq!(g.get_edge(e), Edge { from: 0, to: 1, cap: 5, flow: 5 });
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Edge<Cap> {
    /// The tail.
    pub from: usize,
    /// The head.
    pub to: usize,
    /// The capacity.
    pub cap: Cap,
    /// The flow, from `0` to `cap`.
    pub flow: Cap,
}

/// A flow network on vertices `0..n`, with the names of ac-library-rs's
/// `MfGraph`; capacities of any integer type ([`FlowNum`]).
///
/// The residual graph is kept in compressed rows (each vertex's arcs in
/// one slice, each arc next to its capacity and its reverse's position),
/// rebuilt after edges are added; the search for augmenting paths uses an
/// explicit stack, so long paths need no deep recursion.
///
/// # Example
/// ```
/// use cpkit::graph::maxflow::MfGraph;
///
/// let mut g = MfGraph::new(4);
/// g.add_edge(0, 1, 3);
/// g.add_edge(0, 2, 2);
/// g.add_edge(1, 2, 1);
/// g.add_edge(1, 3, 1);
/// g.add_edge(2, 3, 3);
/// assert_eq!(g.flow(0, 3), 4);
/// assert_eq!(g.min_cut(0), vec![true, true, false, false]);
/// ```
#[derive(Debug, Clone)]
pub struct MfGraph<Cap> {
    n: usize,
    /// Tail and head of every edge, as added.
    ends: Vec<(usize, usize)>,
    /// Capacity and flow of the edges not yet in the arc arrays (those
    /// from `built` on).
    pending: Vec<(Cap, Cap)>,
    built: usize,
    /// Vertex `v`'s arcs are `start[v]..start[v + 1]`; arc `a` goes to
    /// `head[a]` with residual capacity `residual[a]`, and its reverse is
    /// `rev[a]`.
    start: Vec<usize>,
    head: Vec<usize>,
    rev: Vec<usize>,
    residual: Vec<Cap>,
    /// The forward arc of each built edge.
    forward: Vec<usize>,
}

impl<Cap: FlowNum> MfGraph<Cap> {
    /// A network on `n` vertices with no edges.
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::maxflow::MfGraph;
    ///
    /// let mut g = MfGraph::<i64>::new(2);
    /// assert_eq!(g.flow(0, 1), 0);
    /// ```
    pub fn new(n: usize) -> MfGraph<Cap> {
        MfGraph {
            n,
            ends: Vec::new(),
            pending: Vec::new(),
            built: 0,
            start: vec![0; n + 1],
            head: Vec::new(),
            rev: Vec::new(),
            residual: Vec::new(),
            forward: Vec::new(),
        }
    }

    /// Adds an edge `from -> to` with capacity `cap` and returns its index
    /// (0, 1, 2, ... in order of addition); amortised O(1). Self-loops and
    /// parallel edges are allowed.
    ///
    /// # Panics
    /// If a vertex is not below `n` or `cap` is negative.
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::maxflow::MfGraph;
    ///
    /// let mut g = MfGraph::new(2);
    /// assert_eq!(g.add_edge(0, 1, 4), 0);
    /// assert_eq!(g.add_edge(0, 1, 6), 1);
    /// assert_eq!(g.flow(0, 1), 10);
    /// ```
    pub fn add_edge(&mut self, from: usize, to: usize, cap: Cap) -> usize {
        assert!(
            from < self.n && to < self.n,
            "MfGraph::add_edge: edge ({}, {}) on {} vertices",
            from,
            to,
            self.n
        );
        assert!(Cap::ZERO <= cap, "MfGraph::add_edge: negative capacity");
        self.ends.push((from, to));
        self.pending.push((cap, Cap::ZERO));
        self.ends.len() - 1
    }

    /// The number of vertices, `n`.
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::maxflow::MfGraph;
    ///
    /// assert_eq!(MfGraph::<u32>::new(3).len(), 3);
    /// ```
    pub fn len(&self) -> usize {
        self.n
    }

    /// Whether the network has no vertices.
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::maxflow::MfGraph;
    ///
    /// assert!(MfGraph::<u32>::new(0).is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    /// The number of edges added.
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::maxflow::MfGraph;
    ///
    /// let mut g = MfGraph::new(1);
    /// g.add_edge(0, 0, 1);
    /// assert_eq!(g.num_edges(), 1);
    /// ```
    pub fn num_edges(&self) -> usize {
        self.ends.len()
    }

    /// Edge `i` with its current flow.
    ///
    /// # Panics
    /// If there is no edge `i`.
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::maxflow::MfGraph;
    ///
    /// let mut g = MfGraph::new(3);
    /// g.add_edge(0, 1, 2);
    /// let e = g.add_edge(1, 2, 1);
    /// g.flow(0, 2);
    /// assert_eq!((g.get_edge(e).cap, g.get_edge(e).flow), (1, 1));
    /// ```
    pub fn get_edge(&self, i: usize) -> Edge<Cap> {
        let (from, to) = self.ends[i];
        let (cap, flow) = self.state(i);
        Edge {
            from,
            to,
            cap,
            flow,
        }
    }

    /// Every edge in order of addition, with its current flow.
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::maxflow::MfGraph;
    ///
    /// let mut g = MfGraph::new(2);
    /// g.add_edge(0, 1, 3);
    /// g.add_edge(1, 0, 3);
    /// g.flow(1, 0);
    /// let flows: Vec<i32> = g.edges().iter().map(|e| e.flow).collect();
    /// assert_eq!(flows, vec![0, 3]);
    /// ```
    pub fn edges(&self) -> Vec<Edge<Cap>> {
        (0..self.ends.len()).map(|i| self.get_edge(i)).collect()
    }

    /// Sets edge `i`'s capacity and flow; the other edges keep theirs (so
    /// the flow may no longer be balanced at its ends).
    ///
    /// # Panics
    /// If there is no edge `i`, or not `0 <= new_flow <= new_cap`.
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::maxflow::MfGraph;
    ///
    /// let mut g = MfGraph::new(2);
    /// let e = g.add_edge(0, 1, 1);
    /// assert_eq!(g.flow(0, 1), 1);
    /// g.change_edge(e, 5, 0);
    /// assert_eq!(g.flow(0, 1), 5);
    /// ```
    pub fn change_edge(&mut self, i: usize, new_cap: Cap, new_flow: Cap) {
        assert!(i < self.ends.len(), "MfGraph::change_edge: no edge {}", i);
        assert!(
            Cap::ZERO <= new_flow && new_flow <= new_cap,
            "MfGraph::change_edge: the flow must be from 0 to the capacity"
        );
        if i < self.built {
            let a = self.forward[i];
            self.residual[a] = new_cap - new_flow;
            self.residual[self.rev[a]] = new_flow;
        } else {
            self.pending[i - self.built] = (new_cap, new_flow);
        }
    }

    /// Augments the flow from `s` to `t` as much as possible and returns
    /// by how much; O(n² m), far less in practice.
    ///
    /// # Panics
    /// If `s == t` or either is not below `n`.
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::maxflow::MfGraph;
    ///
    /// let mut g = MfGraph::new(3);
    /// g.add_edge(0, 1, 5);
    /// g.add_edge(1, 2, 3);
    /// assert_eq!(g.flow(0, 2), 3);
    /// assert_eq!(g.flow(0, 2), 0); // already maximum
    /// ```
    pub fn flow(&mut self, s: usize, t: usize) -> Cap {
        self.flow_with_capacity(s, t, Cap::MAX)
    }

    /// Augments the flow from `s` to `t` by at most `flow_limit` and
    /// returns by how much.
    ///
    /// # Panics
    /// If `s == t` or either is not below `n`.
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::maxflow::MfGraph;
    ///
    /// let mut g = MfGraph::new(2);
    /// g.add_edge(0, 1, 10);
    /// assert_eq!(g.flow_with_capacity(0, 1, 4), 4);
    /// assert_eq!(g.flow(0, 1), 6);
    /// ```
    pub fn flow_with_capacity(&mut self, s: usize, t: usize, flow_limit: Cap) -> Cap {
        let n = self.n;
        assert!(
            s < n && t < n && s != t,
            "MfGraph::flow: source {} and sink {} on {} vertices",
            s,
            t,
            n
        );
        self.build();
        const UNREACHED: usize = usize::MAX;
        let mut level = vec![UNREACHED; n];
        let mut next = vec![0; n];
        let mut queue = Vec::with_capacity(n);
        let mut stack = Vec::with_capacity(n);
        let mut total = Cap::ZERO;
        while total < flow_limit {
            // Levels: distances from `s` in the residual graph, up to `t`.
            for l in level.iter_mut() {
                *l = UNREACHED;
            }
            level[s] = 0;
            queue.clear();
            queue.push(s);
            let mut k = 0;
            'bfs: while k < queue.len() {
                let v = queue[k];
                k += 1;
                for a in self.start[v]..self.start[v + 1] {
                    let u = self.head[a];
                    if self.residual[a] > Cap::ZERO && level[u] == UNREACHED {
                        level[u] = level[v] + 1;
                        if u == t {
                            break 'bfs;
                        }
                        queue.push(u);
                    }
                }
            }
            if level[t] == UNREACHED {
                break;
            }
            next[..n].copy_from_slice(&self.start[..n]);
            // A blocking flow, searched backwards from `t` along arcs whose
            // reverse has residual capacity, to strictly lower levels:
            // `stack` is the path from `t`, and `next[v]` the arc of `v`
            // the search is trying (which, once `v` is on the path below
            // the top, is the arc to the vertex above it).
            let before = total;
            stack.clear();
            stack.push(t);
            while let Some(&v) = stack.last() {
                if v == s {
                    let mut push = flow_limit - total;
                    for &w in &stack[..stack.len() - 1] {
                        let back = self.rev[next[w]];
                        if self.residual[back] < push {
                            push = self.residual[back];
                        }
                    }
                    let mut cut = stack.len();
                    for (depth, &w) in stack[..stack.len() - 1].iter().enumerate() {
                        let a = next[w];
                        let back = self.rev[a];
                        self.residual[a] += push;
                        self.residual[back] -= push;
                        if cut == stack.len() && self.residual[back] == Cap::ZERO {
                            cut = depth + 1;
                        }
                    }
                    total += push;
                    if total == flow_limit {
                        break;
                    }
                    // Retreat to just below the saturated arc nearest `t`.
                    stack.truncate(cut);
                    continue;
                }
                let lv = level[v];
                let end = self.start[v + 1];
                let mut a = next[v];
                while a < end {
                    let u = self.head[a];
                    if level[u] < lv && self.residual[self.rev[a]] > Cap::ZERO {
                        break;
                    }
                    a += 1;
                }
                next[v] = a;
                if a < end {
                    stack.push(self.head[a]);
                } else {
                    // A dead end for the rest of this phase.
                    level[v] = n;
                    stack.pop();
                    if let Some(&w) = stack.last() {
                        next[w] += 1;
                    }
                }
            }
            if total == before {
                break;
            }
        }
        total
    }

    /// After [`flow`](MfGraph::flow)`(s, t)`: the vertices reachable from
    /// `s` in the residual graph, a source side of a minimum cut (edges
    /// leaving it are saturated); O(n + m).
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::maxflow::MfGraph;
    ///
    /// let mut g = MfGraph::new(3);
    /// g.add_edge(0, 1, 1);
    /// g.add_edge(1, 2, 9);
    /// g.flow(0, 2);
    /// assert_eq!(g.min_cut(0), vec![true, false, false]);
    /// ```
    pub fn min_cut(&self, s: usize) -> Vec<bool> {
        if self.built < self.ends.len() {
            let mut copy = self.clone();
            copy.build();
            return copy.min_cut(s);
        }
        let mut seen = vec![false; self.n];
        seen[s] = true;
        let mut queue = vec![s];
        while let Some(v) = queue.pop() {
            for a in self.start[v]..self.start[v + 1] {
                let u = self.head[a];
                if self.residual[a] > Cap::ZERO && !seen[u] {
                    seen[u] = true;
                    queue.push(u);
                }
            }
        }
        seen
    }

    /// Capacity and flow of edge `i`.
    fn state(&self, i: usize) -> (Cap, Cap) {
        if i < self.built {
            let a = self.forward[i];
            let flow = self.residual[self.rev[a]];
            (self.residual[a] + flow, flow)
        } else {
            self.pending[i - self.built]
        }
    }

    /// Lays out every edge's arcs in compressed rows, keeping their flows.
    fn build(&mut self) {
        let m = self.ends.len();
        if self.built == m {
            return;
        }
        let states: Vec<(Cap, Cap)> = (0..m).map(|i| self.state(i)).collect();
        let n = self.n;
        let mut start = vec![0; n + 1];
        for &(from, to) in &self.ends {
            start[from + 1] += 1;
            start[to + 1] += 1;
        }
        for v in 0..n {
            start[v + 1] += start[v];
        }
        let mut fill = start.clone();
        let mut head = vec![0; 2 * m];
        let mut rev = vec![0; 2 * m];
        let mut residual = vec![Cap::ZERO; 2 * m];
        let mut forward = vec![0; m];
        for (i, (&(from, to), &(cap, flow))) in self.ends.iter().zip(&states).enumerate() {
            let a = fill[from];
            fill[from] += 1;
            let b = fill[to];
            fill[to] += 1;
            head[a] = to;
            rev[a] = b;
            residual[a] = cap - flow;
            head[b] = from;
            rev[b] = a;
            residual[b] = flow;
            forward[i] = a;
        }
        self.start = start;
        self.head = head;
        self.rev = rev;
        self.residual = residual;
        self.forward = forward;
        self.pending.clear();
        self.built = m;
    }
}
