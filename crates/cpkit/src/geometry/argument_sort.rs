//! Sorting integer points by their argument (polar angle) exactly, with
//! half-planes and cross products, O(n log n); verified on Library
//! Checker's `sort_points_by_argument`
//! (`crates/cpkit/verify/sort-points-by-argument`).

use std::cmp::Ordering;

/// Compares two points by `atan2(y, x)`, the angle in `(-π, π]`: the lower
/// half-plane first (from just past the negative x-axis), then the
/// non-negative x-axis and the origin (angle 0), the upper half-plane,
/// and the negative x-axis (π) last. Points on one ray from the origin are
/// `Equal`. Exact for any `i64` coordinates (cross products in `i128`).
///
/// # Example
/// ```
/// use cpkit::geometry::argument_sort::compare_argument;
/// use std::cmp::Ordering;
///
/// assert_eq!(compare_argument((1, -1), (1, 1)), Ordering::Less); // -π/4 < π/4
/// assert_eq!(compare_argument((-1, 0), (0, 1)), Ordering::Greater); // π > π/2
/// assert_eq!(compare_argument((2, 2), (5, 5)), Ordering::Equal);
/// ```
pub fn compare_argument(a: (i64, i64), b: (i64, i64)) -> Ordering {
    half(a).cmp(&half(b)).then_with(|| {
        // Within one half-plane (less than π wide), b lies counterclockwise
        // of a exactly when their cross product is positive.
        let cross = i128::from(a.0) * i128::from(b.1) - i128::from(a.1) * i128::from(b.0);
        0.cmp(&cross)
    })
}

/// Which of the four parts of the circle a point's angle falls in:
/// 0 for (-π, 0), 1 for 0 (the origin too), 2 for (0, π), 3 for π.
fn half((x, y): (i64, i64)) -> u8 {
    match y.cmp(&0) {
        Ordering::Less => 0,
        Ordering::Equal if x >= 0 => 1,
        Ordering::Greater => 2,
        Ordering::Equal => 3,
    }
}

/// Sorts points by `atan2(y, x)` in place, as [`compare_argument`]
/// orders them; points on one ray keep their order (a stable sort).
/// O(n log n).
///
/// # Example
/// ```
/// use cpkit::geometry::argument_sort::sort_by_argument;
///
/// let mut p = vec![(1, 0), (0, 1), (-1, 0), (0, -1), (0, 0), (-1, -1)];
/// sort_by_argument(&mut p);
/// assert_eq!(p, vec![(-1, -1), (0, -1), (1, 0), (0, 0), (0, 1), (-1, 0)]);
/// ```
pub fn sort_by_argument(points: &mut [(i64, i64)]) {
    points.sort_by(|&a, &b| compare_argument(a, b));
}
