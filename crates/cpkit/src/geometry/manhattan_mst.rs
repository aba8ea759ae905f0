//! A minimum spanning tree of points under the Manhattan distance: a sweep
//! in each of four directions keeps, for every point, only its nearest
//! neighbour in each octant (at most 4n candidate edges, one of which is
//! always in some minimum tree), then Kruskal's algorithm
//! ([`minimum_spanning_tree`]) on those; O(n log n). Verified on Library
//! Checker's `manhattanmst` (`crates/cpkit/verify/manhattanmst`).

use std::collections::BTreeMap;

use super::super::graph::minimum_spanning_tree::minimum_spanning_tree;

/// The edges `(i, j, |x_i - x_j| + |y_i - y_j|)` of a minimum spanning tree
/// of `points` under the Manhattan distance: `n - 1` edges for `n >= 1`
/// points (repeated points are joined at distance 0), in the order of their
/// weights. Coordinates whose sums and differences fit in an `i64`.
/// O(n log n).
///
/// # Example
///
/// ```
/// use cpkit::geometry::manhattan_mst::manhattan_mst;
/// let points = [(3, 8), (4, 9), (2, 1), (10, 5), (4, 9), (2, 0)];
/// let tree = manhattan_mst(&points);
/// assert_eq!(tree.len(), 5);
/// assert_eq!(tree.iter().map(|e| e.2).sum::<i64>(), 21);
/// ```
pub fn manhattan_mst(points: &[(i64, i64)]) -> Vec<(usize, usize, i64)> {
    let n = points.len();
    let mut p = points.to_vec();
    let mut order: Vec<usize> = (0..n).collect();
    let mut edges = Vec::with_capacity(4 * n);
    let mut sweep: BTreeMap<i64, usize> = BTreeMap::new();
    for k in 0..4 {
        // By x + y; each point joins the points before it in its octant
        // (dx >= dy >= 0, seen by the map keyed by -y) that have no nearer
        // partner yet, and takes their place.
        order.sort_unstable_by_key(|&i| p[i].0 + p[i].1);
        sweep.clear();
        for &i in &order {
            while let Some((&key, &j)) = sweep.range(-p[i].1..).next() {
                let (dx, dy) = (p[i].0 - p[j].0, p[i].1 - p[j].1);
                if dy > dx {
                    break;
                }
                edges.push((i, j, dx + dy));
                sweep.remove(&key);
            }
            sweep.insert(-p[i].1, i);
        }
        // The next direction: swap x and y, or mirror x.
        for q in p.iter_mut() {
            *q = if k % 2 == 1 { (-q.0, q.1) } else { (q.1, q.0) };
        }
    }
    minimum_spanning_tree(n, &edges)
        .into_iter()
        .map(|e| edges[e])
        .collect()
}
