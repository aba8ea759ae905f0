//! `rectangle_union_area` against counting the unit cells of a small grid
//! that some rectangle covers (rectangles of every shape, empty, inverted
//! and repeated ones included), and against the sum of the areas for
//! rectangles far apart, whose areas only a `u128` holds.

use cpkit::geometry::rectangle_union::rectangle_union_area;
use proptest::prelude::*;

fn cells(rects: &[(i64, i64, i64, i64)]) -> u128 {
    let mut count = 0;
    for x in -3..12 {
        for y in -3..12 {
            if rects
                .iter()
                .any(|&(l, d, r, u)| l <= x && x < r && d <= y && y < u)
            {
                count += 1;
            }
        }
    }
    count
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1024))]

    #[test]
    fn agrees_with_counting_cells(
        rects in prop::collection::vec((-3i64..12, -3i64..12, -3i64..12, -3i64..12), 0..20),
    ) {
        prop_assert_eq!(rectangle_union_area(&rects), cells(&rects));
    }

    #[test]
    fn scaled_up_the_area_scales_by_the_square(
        rects in prop::collection::vec((-3i64..12, -3i64..12, -3i64..12, -3i64..12), 0..20),
        k in 1i64..400_000_000,
    ) {
        let far: Vec<_> = rects.iter().map(|&(l, d, r, u)| (l * k, d * k, r * k, u * k)).collect();
        prop_assert_eq!(rectangle_union_area(&far), cells(&rects) * (k as u128) * (k as u128));
    }
}

#[test]
fn the_whole_plane_of_i64() {
    let (lo, hi) = (i64::MIN, i64::MAX);
    let side = u128::from(u64::MAX);
    assert_eq!(rectangle_union_area(&[(lo, lo, hi, hi)]), side * side);
    // Two halves meeting at 0, and a copy: the same area.
    let halves = [(lo, lo, 0, hi), (0, lo, hi, hi), (lo, lo, 0, hi)];
    assert_eq!(rectangle_union_area(&halves), side * side);
}
