//! Comparing by argument agrees with atan2 on small points (where f64
//! separates every two different angles); a sort never steps back in
//! angle and keeps the points; exact where f64 is not.

use cpkit::geometry::argument_sort::{compare_argument, sort_by_argument};
use proptest::prelude::*;
use std::cmp::Ordering;

/// The angle in (-π, π], with atan2(0, 0) = 0 as the problem says.
fn angle(p: (i64, i64)) -> f64 {
    if p == (0, 0) {
        0.0
    } else {
        (p.1 as f64).atan2(p.0 as f64)
    }
}

proptest! {
    #[test]
    fn small_points_agree_with_atan2(a in (-50i64..=50, -50i64..=50), b in (-50i64..=50, -50i64..=50)) {
        // Distinct angles of points this small differ by far more than f64's error.
        let (x, y) = (angle(a), angle(b));
        let expected = if (x - y).abs() < 1e-12 { Ordering::Equal } else { x.partial_cmp(&y).unwrap() };
        prop_assert_eq!(compare_argument(a, b), expected);
    }

    #[test]
    fn sorted_points_never_decrease_in_angle(
        mut p in prop::collection::vec((-1_000_000_000i64..=1_000_000_000, -1_000_000_000i64..=1_000_000_000), 0..60),
    ) {
        let mut sorted = p.clone();
        sort_by_argument(&mut sorted);
        for w in sorted.windows(2) {
            prop_assert_ne!(compare_argument(w[0], w[1]), Ordering::Greater);
        }
        // The same points, each once.
        sorted.sort_unstable();
        p.sort_unstable();
        prop_assert_eq!(sorted, p);
    }

    #[test]
    fn multiples_share_an_angle(x in -1000i64..=1000, y in -1000i64..=1000, k in 1i64..1_000_000) {
        prop_assert_eq!(compare_argument((x, y), (x * k, y * k)), Ordering::Equal);
    }
}

#[test]
fn near_parallel_points_at_the_edges_of_i64() {
    // Angles that f64 cannot tell apart.
    let big = i64::MAX / 2;
    assert_eq!(compare_argument((big, 1), (big - 1, 1)), Ordering::Less);
    assert_eq!(compare_argument((-big, -1), (-big, 1)), Ordering::Less);
    assert_eq!(
        compare_argument((i64::MIN, 0), (i64::MAX, 0)),
        Ordering::Greater
    );
}
