//! The convex hull of integer points by Andrew's monotone chain, exact
//! (`i64` differences, their products in `i128`), O(n log n); verified by
//! `crates/cpkit/verify/static-convex-hull`.

/// The vertices of the convex hull of `points`, counterclockwise from the
/// smallest point (by x, then y): only corners, so points inside the hull,
/// on its edges, or repeated are left out. One distinct point gives one
/// vertex, points on one line give the two ends, none gives none. Exact
/// for coordinates of absolute value below 2^62 (`1e18` is fine); O(n log n)
/// for the sort, then O(n).
///
/// # Example
/// ```
/// use cpkit::geometry::convex_hull::convex_hull;
///
/// let square = [(0, 0), (2, 0), (1, 1), (2, 2), (0, 2), (1, 0), (0, 0)];
/// assert_eq!(convex_hull(&square), vec![(0, 0), (2, 0), (2, 2), (0, 2)]);
/// assert_eq!(convex_hull(&[(3, 3), (1, 1), (2, 2)]), vec![(1, 1), (3, 3)]);
/// assert_eq!(convex_hull(&[(5, -5), (5, -5)]), vec![(5, -5)]);
/// ```
pub fn convex_hull(points: &[(i64, i64)]) -> Vec<(i64, i64)> {
    let mut p = points.to_vec();
    p.sort_unstable();
    p.dedup();
    if p.len() <= 2 {
        return p;
    }
    // The lower chain left to right, then the upper chain right to left, each
    // keeping only strict left turns; the last point of each chain is the
    // first of the other, so it is pushed once.
    let mut hull: Vec<(i64, i64)> = Vec::with_capacity(p.len() + 1);
    for &q in &p {
        while hull.len() >= 2 && !left_turn(hull[hull.len() - 2], hull[hull.len() - 1], q) {
            hull.pop();
        }
        hull.push(q);
    }
    let lower = hull.len();
    for &q in p.iter().rev().skip(1) {
        while hull.len() > lower && !left_turn(hull[hull.len() - 2], hull[hull.len() - 1], q) {
            hull.pop();
        }
        hull.push(q);
    }
    // The last point pushed is the first one again.
    hull.pop();
    hull
}

/// Whether `a`, `b`, `c` turn strictly counterclockwise: the cross product
/// of `b - a` and `c - a` is positive. With coordinates below 2^62 the
/// differences fit an `i64` and their products (below 2^126) an `i128`, so
/// each product is one widening multiply.
#[inline]
fn left_turn(a: (i64, i64), b: (i64, i64), c: (i64, i64)) -> bool {
    let (bx, by) = (b.0 - a.0, b.1 - a.1);
    let (cx, cy) = (c.0 - a.0, c.1 - a.1);
    i128::from(bx) * i128::from(cy) > i128::from(by) * i128::from(cx)
}
