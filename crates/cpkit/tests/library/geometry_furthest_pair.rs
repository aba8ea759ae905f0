//! `furthest_pair` against trying every pair: its two indices differ, come
//! in order, and lie at the largest squared distance; over clustered points
//! with repeats and shared coordinates, any points, collinear ones, far
//! coordinates, and many points on a circle (many hull vertices).

use cpkit::geometry::furthest_pair::furthest_pair;
use proptest::prelude::*;

fn d2(a: (i64, i64), b: (i64, i64)) -> u128 {
    let (dx, dy) = ((a.0 - b.0).unsigned_abs(), (a.1 - b.1).unsigned_abs());
    u128::from(dx) * u128::from(dx) + u128::from(dy) * u128::from(dy)
}

fn check(points: &[(i64, i64)]) -> Result<(), TestCaseError> {
    let mut best = 0;
    for i in 0..points.len() {
        for j in i + 1..points.len() {
            best = best.max(d2(points[i], points[j]));
        }
    }
    let (i, j) = furthest_pair(points);
    prop_assert!(i < j && j < points.len(), "({}, {})", i, j);
    prop_assert_eq!(d2(points[i], points[j]), best);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1024))]

    #[test]
    fn clustered_points(points in prop::collection::vec((-6i64..6, -6i64..6), 2..70)) {
        check(&points)?;
    }

    #[test]
    fn any_points(points in prop::collection::vec((-1_000_000_000i64..=1_000_000_000, -1_000_000_000i64..=1_000_000_000), 2..150)) {
        check(&points)?;
    }

    #[test]
    fn points_on_a_line(xs in prop::collection::vec(-50i64..50, 2..100), vertical in any::<bool>()) {
        let points: Vec<_> = xs.iter().map(|&x| if vertical { (3, x) } else { (x, -7) }).collect();
        check(&points)?;
    }

    #[test]
    fn far_coordinates(points in prop::collection::vec((-3i64..3, -3i64..3), 2..30)) {
        let far: Vec<_> = points.iter().map(|&(x, y)| (x << 60, y << 60)).collect();
        check(&far)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn points_on_a_circle_and_inside(k in 3usize..60, inner in prop::collection::vec((-600i64..600, -600i64..600), 0..40)) {
        // Many hull vertices, far more than a triangle: the calipers turn.
        let mut points: Vec<(i64, i64)> = (0..k)
            .map(|i| {
                let a = i as f64 * std::f64::consts::TAU / k as f64;
                ((1000.0 * a.cos()).round() as i64, (1000.0 * a.sin()).round() as i64)
            })
            .collect();
        points.extend(inner);
        check(&points)?;
    }
}
