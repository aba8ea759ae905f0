//! `static_rectangle_sum` against summing every point for every rectangle:
//! points on a small grid (so that many share an x, a y or both, and lie on
//! the rectangles' edges), rectangles of every shape, empty and inverted
//! ones included; over `i64` and a modint.

use cpkit::ds::static_rectangle_sum::static_rectangle_sum;
use cpkit::math::modint::StaticModInt;
use proptest::prelude::*;

type Mint = StaticModInt<998_244_353>;

fn naive(points: &[(i64, i64, i64)], (l, d, r, u): (i64, i64, i64, i64)) -> i64 {
    points
        .iter()
        .filter(|p| l <= p.0 && p.0 < r && d <= p.1 && p.1 < u)
        .map(|p| p.2)
        .sum()
}

type Points = Vec<(i64, i64, i64)>;
type Rects = Vec<(i64, i64, i64, i64)>;

fn case() -> impl Strategy<Value = (Points, Rects)> {
    (1i64..12).prop_flat_map(|side| {
        let c = -2..side + 2;
        (
            prop::collection::vec((0..side, 0..side, -1000i64..1000), 0..40),
            prop::collection::vec((c.clone(), c.clone(), c.clone(), c), 0..40),
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn agrees_with_summing_every_point((points, rects) in case()) {
        let expected: Vec<i64> = rects.iter().map(|&q| naive(&points, q)).collect();
        prop_assert_eq!(static_rectangle_sum(&points, &rects), expected.clone());
        let modular: Vec<(i64, i64, Mint)> =
            points.iter().map(|&(x, y, w)| (x, y, Mint::new(w))).collect();
        let sums = static_rectangle_sum(&modular, &rects);
        prop_assert_eq!(sums, expected.into_iter().map(Mint::new).collect::<Vec<_>>());
    }

    #[test]
    fn far_coordinates((points, rects) in case(), scale in 1i64..1_000_000_000) {
        let points: Vec<_> = points.iter().map(|&(x, y, w)| (x * scale, -y * scale, w)).collect();
        let rects: Vec<_> = rects
            .iter()
            .map(|&(l, d, r, u)| (l * scale, -u * scale + 1, r * scale, -d * scale + 1))
            .collect();
        let expected: Vec<i64> = rects.iter().map(|&q| naive(&points, q)).collect();
        prop_assert_eq!(static_rectangle_sum(&points, &rects), expected);
    }
}

#[test]
fn nothing_in_nothing_out() {
    assert!(static_rectangle_sum::<i64>(&[], &[]).is_empty());
    assert_eq!(static_rectangle_sum::<i64>(&[], &[(0, 0, 5, 5)]), vec![0]);
}
