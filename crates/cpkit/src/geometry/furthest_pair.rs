//! The furthest pair of integer points (the diameter of the set) by
//! rotating calipers on the convex hull, exact (`i128` products), in
//! O(n log n) time for the hull and O(h) for the calipers. Verified on
//! Library Checker's `furthest_pair` (`crates/cpkit/verify/furthest-pair`).

use super::convex_hull::convex_hull;

/// The squared distance of two points, exact for differences that fit in
/// an `i64`.
#[inline]
fn dist2(a: (i64, i64), b: (i64, i64)) -> u128 {
    let (dx, dy) = (
        a.0.wrapping_sub(b.0).unsigned_abs(),
        a.1.wrapping_sub(b.1).unsigned_abs(),
    );
    u128::from(dx) * u128::from(dx) + u128::from(dy) * u128::from(dy)
}

/// Indices `(i, j)`, `i < j`, of two points of `points` at the largest
/// Euclidean distance (0 if they all coincide); which pair, when several
/// tie, is unspecified. Coordinates whose differences fit in an `i64`.
/// O(n log n). Panics with fewer than two points.
///
/// # Example
///
/// ```
/// use cpkit::geometry::furthest_pair::furthest_pair;
/// let points = [(0, 0), (10, 10), (3, 4), (11, 8), (-5, 2)];
/// assert_eq!(furthest_pair(&points), (3, 4)); // (11, 8) and (-5, 2): √292
/// assert_eq!(furthest_pair(&[(7, 7), (7, 7)]), (0, 1));
/// ```
pub fn furthest_pair(points: &[(i64, i64)]) -> (usize, usize) {
    assert!(points.len() >= 2, "a furthest pair needs two points");
    let hull = convex_hull(points);
    let m = hull.len();
    let (mut a, mut b) = (hull[0], hull[m - 1]);
    if m >= 3 {
        // The hull runs counterclockwise; for each edge (i, i + 1), j moves
        // on while the next vertex is further from the edge's line.
        let cross = |o: (i64, i64), p: (i64, i64), q: (i64, i64), r: (i64, i64)| {
            let (ux, uy) = (
                i128::from(p.0) - i128::from(o.0),
                i128::from(p.1) - i128::from(o.1),
            );
            let (vx, vy) = (
                i128::from(r.0) - i128::from(q.0),
                i128::from(r.1) - i128::from(q.1),
            );
            ux * vy - uy * vx
        };
        let mut best = 0;
        let mut j = 1;
        for i in 0..m {
            let next = if i + 1 == m { 0 } else { i + 1 };
            loop {
                let k = if j + 1 == m { 0 } else { j + 1 };
                if cross(hull[i], hull[next], hull[j], hull[k]) <= 0 {
                    break;
                }
                j = k;
            }
            for &p in &[hull[i], hull[next]] {
                let d = dist2(p, hull[j]);
                if d > best {
                    best = d;
                    a = p;
                    b = hull[j];
                }
            }
        }
    }
    // Back to indices: the first point at a, and the first other one at b.
    let i = points.iter().position(|&p| p == a).unwrap();
    let j = (0..points.len())
        .find(|&j| j != i && points[j] == b)
        .unwrap();
    (i.min(j), i.max(j))
}
