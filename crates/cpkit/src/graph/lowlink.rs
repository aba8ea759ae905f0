//! Lowlink of an undirected graph (Tarjan): one depth-first search, O(n + m),
//! then its bridges, articulation points, two-edge-connected components and
//! biconnected components, each in O(n + m). Multi-edges and self-loops are
//! allowed. Verified by `crates/cpkit/verify/two-edge-connected-components`
//! and `crates/cpkit/verify/biconnected-components`.
//!
//! `ord[v]` numbers the vertices in the search's preorder; `low[v]` is the
//! least `ord` reachable from `v`'s subtree by tree edges down and then one
//! other edge. The tree edge from `p` to its child `c` is a bridge when
//! `low[c] > ord[p]` (nothing below `c` reaches `p` or above), and `p`
//! separates `c`'s subtree from the rest when `low[c] >= ord[p]`.

use super::csr::Csr;

/// An undirected graph's depth-first search tree with `ord` and `low`.
///
/// # Example
///
/// ```
/// use cpkit::graph::lowlink::Lowlink;
///
/// // A triangle 0-1-2 with a tail 2-3, and 4 alone.
/// let edges = [(0, 1), (1, 2), (2, 0), (2, 3)];
/// let g = Lowlink::new(5, &edges);
/// assert_eq!(g.bridges(), [3]);
/// assert_eq!(g.articulation_points(), [2]);
/// let mut two = g.two_edge_connected_components();
/// two.sort();
/// assert_eq!(two, [vec![0, 1, 2], vec![3], vec![4]]);
/// let mut bi = g.biconnected_components();
/// bi.sort();
/// assert_eq!(bi, [vec![0, 1, 2], vec![2, 3], vec![4]]);
/// ```
#[derive(Clone, Debug)]
pub struct Lowlink {
    /// The vertices in preorder, one search tree after another.
    order: Vec<u32>,
    ord: Vec<u32>,
    low: Vec<u32>,
    /// The tree edge into each vertex, as `(parent, edge index)`; `NONE`
    /// for a root.
    up: Vec<(u32, u32)>,
}

const NONE: u32 = u32::MAX;

impl Lowlink {
    /// Searches the graph on vertices `0..n` with the undirected edges
    /// `(u, v)`, in O(n + m).
    ///
    /// # Panics
    ///
    /// If a vertex is not below `n`, or if there are 2^32 - 1 vertices or
    /// edges or more.
    ///
    /// # Example
    ///
    /// ```
    /// use cpkit::graph::lowlink::Lowlink;
    ///
    /// // Two parallel edges are no bridge.
    /// assert!(Lowlink::new(2, &[(0, 1), (1, 0)]).bridges().is_empty());
    /// ```
    pub fn new(n: usize, edges: &[(usize, usize)]) -> Lowlink {
        assert!(
            n < NONE as usize && edges.len() < NONE as usize,
            "Lowlink::new: {} vertices and {} edges is too many",
            n,
            edges.len()
        );
        let mut directed = Vec::with_capacity(2 * edges.len());
        for (i, &(u, v)) in edges.iter().enumerate() {
            assert!(
                u < n && v < n,
                "Lowlink::new: edge ({}, {}) on {} vertices",
                u,
                v,
                n
            );
            directed.push((u, (v as u32, i as u32)));
            directed.push((v, (u as u32, i as u32)));
        }
        let g = Csr::from_edges(n, directed);
        let mut order = Vec::with_capacity(n);
        let mut ord = vec![NONE; n];
        let mut low = vec![NONE; n];
        let mut up = vec![(NONE, NONE); n];
        // An explicit stack of (vertex, position of its next edge):
        // recursion would overflow on a path of 5·10^5 vertices.
        let mut stack: Vec<(u32, u32)> = Vec::new();
        for s in 0..n {
            if ord[s] != NONE {
                continue;
            }
            ord[s] = order.len() as u32;
            low[s] = ord[s];
            order.push(s as u32);
            stack.push((s as u32, g.range(s).start as u32));
            while let Some(top) = stack.last_mut() {
                let v = top.0 as usize;
                let next = top.1 as usize;
                if next == g.range(v).end {
                    stack.pop();
                    let (p, _) = up[v];
                    if p != NONE {
                        let p = p as usize;
                        low[p] = low[p].min(low[v]);
                    }
                    continue;
                }
                top.1 += 1;
                let (w, id) = g.edges()[next];
                let w = w as usize;
                if ord[w] == NONE {
                    ord[w] = order.len() as u32;
                    low[w] = ord[w];
                    order.push(w as u32);
                    up[w] = (v as u32, id);
                    stack.push((w as u32, g.range(w).start as u32));
                } else if id != up[v].1 {
                    // Any edge but the one just come down, so a second
                    // parallel edge to the parent counts.
                    low[v] = low[v].min(ord[w]);
                }
            }
        }
        Lowlink {
            order,
            ord,
            low,
            up,
        }
    }

    /// The number of vertices.
    ///
    /// ```
    /// use cpkit::graph::lowlink::Lowlink;
    ///
    /// assert_eq!(Lowlink::new(3, &[(0, 1)]).len(), 3);
    /// ```
    pub fn len(&self) -> usize {
        self.ord.len()
    }

    /// Whether the graph has no vertices.
    ///
    /// ```
    /// use cpkit::graph::lowlink::Lowlink;
    ///
    /// assert!(Lowlink::new(0, &[]).is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.ord.is_empty()
    }

    /// The indices of the bridges, the edges whose removal disconnects
    /// their ends, in increasing order.
    ///
    /// ```
    /// use cpkit::graph::lowlink::Lowlink;
    ///
    /// assert_eq!(Lowlink::new(3, &[(0, 1), (1, 2), (1, 1)]).bridges(), [0, 1]);
    /// ```
    pub fn bridges(&self) -> Vec<usize> {
        let mut bridges: Vec<usize> = (0..self.len())
            .filter(|&c| self.up[c].0 != NONE && self.low[c] > self.ord[self.up[c].0 as usize])
            .map(|c| self.up[c].1 as usize)
            .collect();
        bridges.sort_unstable();
        bridges
    }

    /// The articulation points, the vertices whose removal leaves more
    /// connected components, in increasing order.
    ///
    /// ```
    /// use cpkit::graph::lowlink::Lowlink;
    ///
    /// assert_eq!(Lowlink::new(3, &[(0, 1), (1, 2)]).articulation_points(), [1]);
    /// ```
    pub fn articulation_points(&self) -> Vec<usize> {
        let n = self.len();
        // A root separates when it has two children; another vertex when
        // some child's subtree reaches no higher than it.
        let mut children = vec![0u32; n];
        let mut cut = vec![false; n];
        for c in 0..n {
            let (p, _) = self.up[c];
            if p != NONE {
                let p = p as usize;
                children[p] += 1;
                if self.up[p].0 != NONE && self.low[c] >= self.ord[p] {
                    cut[p] = true;
                }
            }
        }
        (0..n)
            .filter(|&v| cut[v] || (self.up[v].0 == NONE && children[v] >= 2))
            .collect()
    }

    /// The two-edge-connected components: the vertex sets left connected
    /// once every bridge is removed. They partition the vertices; each
    /// component's vertices in search order.
    ///
    /// ```
    /// use cpkit::graph::lowlink::Lowlink;
    ///
    /// let g = Lowlink::new(4, &[(0, 1), (1, 2), (2, 1), (2, 3)]);
    /// assert_eq!(g.two_edge_connected_components(), [vec![0], vec![1, 2], vec![3]]);
    /// ```
    pub fn two_edge_connected_components(&self) -> Vec<Vec<usize>> {
        let mut id = vec![0u32; self.len()];
        let mut groups: Vec<Vec<usize>> = Vec::new();
        // In preorder a parent's component is known before its children's:
        // a child starts a new one across a bridge or as a root.
        for &v in &self.order {
            let v = v as usize;
            let (p, _) = self.up[v];
            if p == NONE || self.low[v] > self.ord[p as usize] {
                id[v] = groups.len() as u32;
                groups.push(vec![v]);
            } else {
                id[v] = id[p as usize];
                groups[id[v] as usize].push(v);
            }
        }
        groups
    }

    /// The biconnected components: the vertex sets of the maximal subgraphs
    /// that no single vertex's removal disconnects, each edge in exactly one
    /// (a vertex with no edges but self-loops is one alone). An articulation
    /// point is in several; each component lists the vertex it hangs from
    /// first, then the others in search order.
    ///
    /// ```
    /// use cpkit::graph::lowlink::Lowlink;
    ///
    /// let g = Lowlink::new(4, &[(0, 1), (1, 2), (2, 0), (0, 3)]);
    /// assert_eq!(g.biconnected_components(), [vec![0, 1, 2], vec![0, 3]]);
    /// ```
    pub fn biconnected_components(&self) -> Vec<Vec<usize>> {
        // `id[c]`: the component of the tree edge into `c`. It is the
        // parent's own edge's component unless the parent separates `c`'s
        // subtree (or is a root), where a new one starts at the parent.
        let mut id = vec![NONE; self.len()];
        let mut groups: Vec<Vec<usize>> = Vec::new();
        for &v in &self.order {
            let v = v as usize;
            let (p, _) = self.up[v];
            if p == NONE {
                continue;
            }
            let p = p as usize;
            if self.up[p].0 == NONE || self.low[v] >= self.ord[p] {
                id[v] = groups.len() as u32;
                groups.push(vec![p, v]);
            } else {
                id[v] = id[p];
                groups[id[v] as usize].push(v);
            }
        }
        for &v in &self.order {
            // A root without children: no tree edge put it anywhere.
            let v = v as usize;
            if self.up[v].0 == NONE && !self.has_child(v) {
                groups.push(vec![v]);
            }
        }
        groups
    }

    /// Whether the root `v` has a child: the next vertex in preorder hangs
    /// from it.
    fn has_child(&self, v: usize) -> bool {
        let next = self.ord[v] as usize + 1;
        next < self.order.len() && self.up[self.order[next] as usize].0 == v as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_path_needs_no_recursion() {
        let n = 300_000;
        let edges: Vec<(usize, usize)> = (1..n).map(|i| (i - 1, i)).collect();
        let g = Lowlink::new(n, &edges);
        assert_eq!(g.bridges().len(), n - 1);
        assert_eq!(g.articulation_points().len(), n - 2);
        assert_eq!(g.two_edge_connected_components().len(), n);
        assert_eq!(g.biconnected_components().len(), n - 1);
    }

    #[test]
    fn self_loops_and_lone_vertices() {
        let g = Lowlink::new(3, &[(1, 1), (2, 2), (2, 2)]);
        assert!(g.bridges().is_empty());
        assert!(g.articulation_points().is_empty());
        assert_eq!(g.biconnected_components(), [vec![0], vec![1], vec![2]]);
        assert_eq!(
            g.two_edge_connected_components(),
            [vec![0], vec![1], vec![2]]
        );
    }
}
