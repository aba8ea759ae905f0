//! Points strictly inside triangles: against testing every point against
//! the three edges, on small grids full of collinear, repeated and
//! coinciding points.

use cpkit::geometry::points_in_triangle::PointsInTriangle;
use proptest::prelude::*;

fn cross(o: (i64, i64), a: (i64, i64), b: (i64, i64)) -> i64 {
    (a.0 - o.0) * (b.1 - o.1) - (a.1 - o.1) * (b.0 - o.0)
}

fn naive(a: (i64, i64), b: (i64, i64), c: (i64, i64), points: &[(i64, i64)]) -> usize {
    let turn = cross(a, b, c);
    if turn == 0 {
        return 0;
    }
    let s = turn.signum();
    points
        .iter()
        .filter(|&&p| cross(a, b, p) * s > 0 && cross(b, c, p) * s > 0 && cross(c, a, p) * s > 0)
        .count()
}

fn grid(max: i64, len: std::ops::Range<usize>) -> impl Strategy<Value = Vec<(i64, i64)>> {
    prop::collection::vec((-max..=max, -max..=max), len)
}

proptest! {
    #[test]
    fn agrees_with_the_edge_tests(corners in grid(4, 1..9), points in grid(4, 0..40)) {
        let t = PointsInTriangle::new(&corners, &points);
        let n = corners.len();
        for i in 0..n {
            for j in 0..n {
                for k in 0..n {
                    prop_assert_eq!(t.count(i, j, k), naive(corners[i], corners[j], corners[k], &points), "{} {} {}", i, j, k);
                }
            }
        }
    }

    #[test]
    fn large_coordinates(corners in grid(1_000_000_000, 3..8), points in grid(1_000_000_000, 0..60), shared in 0usize..3) {
        // Some points at the corners themselves.
        let mut points = points;
        points.extend(corners.iter().take(shared));
        let t = PointsInTriangle::new(&corners, &points);
        let n = corners.len();
        for i in 0..n {
            for j in i + 1..n {
                for k in j + 1..n {
                    prop_assert_eq!(t.count(i, j, k), naive(corners[i], corners[j], corners[k], &points));
                }
            }
        }
    }
}
