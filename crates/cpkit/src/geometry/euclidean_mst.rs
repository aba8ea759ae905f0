//! A minimum spanning tree of points under the Euclidean distance: Kruskal's
//! algorithm ([`minimum_spanning_tree`]) on the edges of the Delaunay
//! triangulation ([`delaunay_edges`]), which hold one, and repeated points
//! joined at distance 0; O(n log n). Verified on Library Checker's
//! `euclidean_mst` (`crates/cpkit/verify/euclidean-mst`).

use super::super::graph::minimum_spanning_tree::minimum_spanning_tree;
use super::delaunay::delaunay_edges;

/// The edges `(i, j, (x_i - x_j)^2 + (y_i - y_j)^2)` of a minimum spanning
/// tree of `points` under the Euclidean distance (squared lengths, exact):
/// `n - 1` edges for `n >= 1` points, in the order of their lengths.
/// Repeated points and points on one line are fine. O(n log n).
///
/// # Panics
///
/// If a coordinate's absolute value is 2^29 or more.
///
/// # Example
///
/// ```
/// use cpkit::geometry::euclidean_mst::euclidean_mst;
///
/// let points = [(0, 0), (4, 0), (4, 3), (0, 0), (9, 3)];
/// let tree = euclidean_mst(&points);
/// assert_eq!(tree, [(0, 3, 0), (1, 2, 9), (0, 1, 16), (2, 4, 25)]);
/// ```
pub fn euclidean_mst(points: &[(i64, i64)]) -> Vec<(usize, usize, i64)> {
    let mut edges: Vec<(usize, usize, i64)> = Vec::with_capacity(3 * points.len());
    // Copies of a point in a chain from its first, which the triangulation keeps.
    let mut order: Vec<usize> = (0..points.len()).collect();
    order.sort_unstable_by_key(|&i| (points[i], i));
    for w in order.windows(2) {
        if points[w[0]] == points[w[1]] {
            edges.push((w[0], w[1], 0));
        }
    }
    for (i, j) in delaunay_edges(points) {
        let (dx, dy) = (points[i].0 - points[j].0, points[i].1 - points[j].1);
        edges.push((i, j, dx * dx + dy * dy));
    }
    minimum_spanning_tree(points.len(), &edges)
        .into_iter()
        .map(|e| edges[e])
        .collect()
}
