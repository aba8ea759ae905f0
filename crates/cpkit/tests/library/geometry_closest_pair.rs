//! `closest_pair` against trying every pair: its two indices differ, come in
//! order, and lie at the smallest squared distance; over clustered points
//! with repeats and shared coordinates, any points, and far coordinates.

use cpkit::geometry::closest_pair::closest_pair;
use proptest::prelude::*;

fn d2(a: (i64, i64), b: (i64, i64)) -> u128 {
    let (dx, dy) = ((a.0 - b.0).unsigned_abs(), (a.1 - b.1).unsigned_abs());
    u128::from(dx) * u128::from(dx) + u128::from(dy) * u128::from(dy)
}

fn check(points: &[(i64, i64)]) -> Result<(), TestCaseError> {
    let mut best = u128::MAX;
    for i in 0..points.len() {
        for j in i + 1..points.len() {
            best = best.min(d2(points[i], points[j]));
        }
    }
    let (i, j) = closest_pair(points);
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
