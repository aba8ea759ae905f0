//! `RectangleSum` against a list of weighted points summed from scratch
//! (first weights given to `new`, the rest added),
//! over a small grid so that points repeat and rectangles share edges.

use cpkit::ds::rectangle_sum::RectangleSum;
use proptest::prelude::*;

#[derive(Clone, Debug)]
enum Op {
    Add(usize, i64),
    Sum(i64, i64, i64, i64),
}

fn case() -> impl Strategy<Value = (Vec<(i64, i64, i64)>, Vec<Op>)> {
    prop::collection::vec((-4i64..6, -4i64..6, -9i64..10), 1..40).prop_flat_map(|points| {
        let op = prop_oneof![
            (any::<usize>(), -50i64..50).prop_map(|(i, w)| Op::Add(i, w)),
            (-5i64..7, -5i64..7, -5i64..7, -5i64..7).prop_map(|(a, b, c, d)| Op::Sum(a, b, c, d)),
        ];
        (Just(points), prop::collection::vec(op, 0..80))
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn agrees_with_a_list_of_points((points, ops) in case()) {
        let mut t = RectangleSum::<i64>::new(&points);
        let mut weights: Vec<((i64, i64), i64)> = points.iter().map(|&(x, y, w)| ((x, y), w)).collect();
        for op in ops {
            match op {
                Op::Add(i, w) => {
                    let (x, y, _) = points[i % points.len()];
                    t.add(x, y, w);
                    weights.push(((x, y), w));
                }
                Op::Sum(xl, yl, xh, yh) => {
                    let expected: i64 = weights
                        .iter()
                        .filter(|&&((x, y), _)| xl <= x && x < xh && yl <= y && y < yh)
                        .map(|&(_, w)| w)
                        .sum();
                    prop_assert_eq!(t.sum(xl, yl, xh, yh), expected);
                }
            }
        }
    }
}

#[test]
#[should_panic]
fn a_point_not_given_panics() {
    RectangleSum::<i64>::new(&[(0, 0, 0), (1, 1, 0)]).add(0, 1, 5);
}
