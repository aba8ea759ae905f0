//! Incremental strongly connected components, offline: for each edge of a
//! directed graph built one edge at a time, the moment its two ends join
//! one component, by divide and conquer over time with a component search
//! per level, O(m log m); verified on Library Checker's `incremental_scc`
//! (`crates/cpkit/verify/incremental-scc`).
//!
//! Over a range of times [l, r), the edges whose moment lies there are
//! split at the middle m by one search on the graph of those edges added
//! before m (with their ends read through a union–find of what merged
//! before l): an edge inside a component then merges before m. Edges
//! whose moment is elsewhere leave out nothing that matters: one merged
//! earlier joins vertices already one, and one merging later lies between
//! two components, where it changes none. Each edge takes part in
//! O(log m) searches.

use super::super::ds::dsu::Dsu;
use super::scc::SccGraph;

/// For the directed graph on `0..n` that receives `edges` one at a time,
/// `merged[i]` is the least `t` such that, once `edges[0..=t]` are in, the
/// ends of `edges[i]` are in one strongly connected component (`t >= i`,
/// and `t = i` for a self-loop), or `edges.len()` if that never happens.
/// Merging the ends of the edges in order of `merged` gives the components
/// after each edge. O(m log m + n) time.
///
/// # Panics
///
/// If an end of an edge is not below `n`.
///
/// # Example
///
/// ```
/// use cpkit::graph::incremental_scc::incremental_scc;
///
/// // 0 -> 1, 1 -> 2, 2 -> 0 closes the cycle at edge 2; 2 -> 3 never.
/// let merged = incremental_scc(4, &[(0, 1), (1, 2), (2, 3), (2, 0)]);
/// assert_eq!(merged, [3, 3, 4, 3]);
/// ```
pub fn incremental_scc(n: usize, edges: &[(usize, usize)]) -> Vec<usize> {
    for &(a, b) in edges {
        assert!(
            a < n && b < n,
            "incremental_scc: edge ({}, {}) on {} vertices",
            a,
            b,
            n
        );
    }
    let m = edges.len();
    let mut state = State {
        edges,
        dsu: Dsu::new(n),
        merged: vec![m; m],
        local: vec![u32::MAX; n],
    };
    state.solve(0, m + 1, (0..m).collect());
    state.merged
}

struct State<'a> {
    edges: &'a [(usize, usize)],
    /// The vertices merged by the moments decided so far.
    dsu: Dsu,
    merged: Vec<usize>,
    /// A vertex's number in the current search, `u32::MAX` outside it.
    local: Vec<u32>,
}

impl State<'_> {
    /// Decides the moments of `ids`, all known to lie in `[l, r)`, and
    /// merges their ends; the moments before `l` are merged already.
    fn solve(&mut self, l: usize, r: usize, ids: Vec<usize>) {
        if ids.is_empty() {
            return;
        }
        if r - l == 1 {
            for &i in &ids {
                self.merged[i] = l.min(self.edges.len());
                self.dsu.merge(self.edges[i].0, self.edges[i].1);
            }
            return;
        }
        let mid = (l + r) / 2;
        let (early, late) = self.split(mid, ids);
        // Only the two halves outlive the split: what the search needed is
        // gone before the recursion, so the memory held at once stays
        // O(n + m), not O(m log m).
        self.solve(l, mid, early);
        self.solve(mid, r, late);
    }

    /// Splits `ids` (in increasing order) into the edges before `mid` whose
    /// ends are strongly connected by those edges, and the rest.
    fn split(&mut self, mid: usize, ids: Vec<usize>) -> (Vec<usize>, Vec<usize>) {
        // Number the ends (as components so far) of the edges added
        // before `mid`, then search that graph once.
        let mut ends = Vec::new();
        let mut before = Vec::new();
        for &i in &ids {
            if i >= mid {
                break;
            }
            let (a, b) = self.edges[i];
            let (a, b) = (self.dsu.leader(a), self.dsu.leader(b));
            for &v in &[a, b] {
                if self.local[v] == u32::MAX {
                    self.local[v] = ends.len() as u32;
                    ends.push(v);
                }
            }
            before.push((self.local[a] as usize, self.local[b] as usize));
        }
        let mut graph = SccGraph::new(ends.len());
        for &(a, b) in &before {
            graph.add_edge(a, b);
        }
        let (_, component) = graph.scc_ids();
        for &v in &ends {
            self.local[v] = u32::MAX;
        }
        let mut early = Vec::new();
        let mut late = Vec::new();
        for (k, &i) in ids.iter().enumerate() {
            match before.get(k) {
                Some(&(a, b)) if component[a] == component[b] => early.push(i),
                _ => late.push(i),
            }
        }
        (early, late)
    }
}
