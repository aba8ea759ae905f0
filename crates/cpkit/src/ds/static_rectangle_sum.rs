//! Offline 2D sums over fixed points: the weight of the points in each of q
//! axis-parallel rectangles, by one sweep over x with a Fenwick tree over
//! the points' y, in O((n + q) log n) time and O(n + q) memory. Verified on
//! Library Checker's `rectangle_sum` (`crates/cpkit/verify/rectangle-sum`).

use std::ops::{AddAssign, Sub};

use super::fenwick::FenwickTree;

/// For each rectangle `(l, d, r, u)` of `rects`, the sum of the weights `w`
/// of the `points` `(x, y, w)` with `l <= x < r` and `d <= y < u` (zero for
/// an empty rectangle), in the order of `rects`. Weights of type `T`
/// (integers, floats, modints: `+=`, `-` and zero as `Default`); points may
/// repeat. O((n + q) log n): for points that also change, see
/// [`RectangleSum`](super::rectangle_sum::RectangleSum).
///
/// # Example
///
/// ```
/// use cpkit::ds::static_rectangle_sum::static_rectangle_sum;
/// let points = [(0, 0, 1), (2, 5, 10), (3, 1, 100), (2, 5, 1000)];
/// let rects = [(0, 0, 4, 6), (1, 1, 4, 6), (2, 2, 3, 5), (3, 0, 1, 9)];
/// assert_eq!(static_rectangle_sum(&points, &rects), vec![1111, 1110, 0, 0]);
/// ```
pub fn static_rectangle_sum<T>(points: &[(i64, i64, T)], rects: &[(i64, i64, i64, i64)]) -> Vec<T>
where
    T: Copy + Default + AddAssign + Sub<Output = T>,
{
    // The points by x, each with the rank of its y among the points'.
    let mut ys: Vec<i64> = points.iter().map(|p| p.1).collect();
    ys.sort_unstable();
    ys.dedup();
    let mut by_x: Vec<(i64, usize, T)> = points
        .iter()
        .map(|&(x, y, w)| (x, ys.partition_point(|&v| v < y), w))
        .collect();
    by_x.sort_unstable_by_key(|p| p.0);
    // Each rectangle's y range as ranks, and its two edges as events: at
    // x = l its points so far are taken away, at x = r added.
    let mut range = Vec::with_capacity(rects.len());
    let mut edges = Vec::with_capacity(2 * rects.len());
    for (i, &(l, d, r, u)) in rects.iter().enumerate() {
        let (l, r) = (l, r.max(l));
        let lo = ys.partition_point(|&v| v < d);
        range.push((lo, ys.partition_point(|&v| v < u).max(lo)));
        edges.push((l, 2 * i));
        edges.push((r, 2 * i + 1));
    }
    edges.sort_unstable_by_key(|e| e.0);
    let mut tree = FenwickTree::new(ys.len(), T::default());
    let mut sums = vec![T::default(); rects.len()];
    let mut next = 0;
    for &(x, e) in &edges {
        while next < by_x.len() && by_x[next].0 < x {
            tree.add(by_x[next].1, by_x[next].2);
            next += 1;
        }
        let (lo, hi) = range[e / 2];
        let inside = tree.accum(hi) - tree.accum(lo);
        if e % 2 == 0 {
            sums[e / 2] = sums[e / 2] - inside;
        } else {
            sums[e / 2] += inside;
        }
    }
    sums
}
