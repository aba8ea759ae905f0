//! A minimum spanning forest by Kruskal's algorithm: sort the edges by
//! weight, keep each one that joins two components (a disjoint-set union
//! says which), O(m log m). Verified by
//! `crates/cpkit/verify/minimum-spanning-tree`.

use super::super::ds::dsu::Dsu;

/// The indices, into `edges`, of a minimum spanning forest of the graph on
/// vertices `0..n` with the undirected edges `(u, v, weight)`: a spanning
/// tree of each connected component whose total weight is least. The
/// indices come in the order the edges were taken, by weight (ties by
/// index); self-loops and parallel edges are allowed. O(m log m).
///
/// # Panics
///
/// If a vertex is not below `n`, or if there are 2^32 edges or more.
///
/// # Example
///
/// ```
/// use cpkit::graph::minimum_spanning_tree::minimum_spanning_tree;
///
/// let edges = [(0, 1, 5), (1, 2, 1), (0, 2, 2), (2, 3, 7), (3, 3, 0)];
/// let tree = minimum_spanning_tree(4, &edges);
/// assert_eq!(tree, [1, 2, 3]);
/// let total: i64 = tree.iter().map(|&e| edges[e].2).sum();
/// assert_eq!(total, 10);
/// ```
pub fn minimum_spanning_tree<W: Ord + Copy>(n: usize, edges: &[(usize, usize, W)]) -> Vec<usize> {
    assert!(
        edges.len() < u32::MAX as usize,
        "minimum_spanning_tree: {} edges is too many",
        edges.len()
    );
    // Pairs sorted in place read the weights in order, where sorting bare
    // indices would jump around `edges` at every comparison.
    let mut order: Vec<(W, u32)> = edges
        .iter()
        .enumerate()
        .map(|(i, &(u, v, w))| {
            assert!(
                u < n && v < n,
                "minimum_spanning_tree: edge ({}, {}) on {} vertices",
                u,
                v,
                n
            );
            (w, i as u32)
        })
        .collect();
    order.sort_unstable();
    let mut dsu = Dsu::new(n);
    let mut tree = Vec::with_capacity(n.saturating_sub(1));
    for (_, i) in order {
        let (u, v, _) = edges[i as usize];
        if !dsu.same(u, v) {
            dsu.merge(u, v);
            tree.push(i as usize);
            if tree.len() + 1 == n {
                break; // a spanning tree: every later edge closes a cycle
            }
        }
    }
    tree
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_vertices_and_no_edges() {
        assert!(minimum_spanning_tree::<u32>(0, &[]).is_empty());
        assert!(minimum_spanning_tree::<u32>(3, &[]).is_empty());
    }

    #[test]
    fn ties_go_to_the_first_edge() {
        assert_eq!(minimum_spanning_tree(2, &[(0, 1, 3), (1, 0, 3)]), [0]);
    }

    #[test]
    #[should_panic(expected = "edge (0, 2) on 2 vertices")]
    fn an_edge_outside_panics() {
        minimum_spanning_tree(2, &[(0, 2, 1)]);
    }
}
