//! `RectangleSum` against a list of weighted points summed from scratch
//! (first weights given to `new`, the rest added),
//! over a small grid so that points repeat and rectangles share edges; and
//! `RectangleAddPointGet` against a list of weighted rectangles.

use cpkit::ds::rectangle_sum::{RectangleAddPointGet, RectangleSum};
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

#[derive(Clone, Debug)]
enum DualOp {
    Add(usize, i64),
    Get(i64, i64),
}

type Rects = Vec<(i64, i64, i64, i64, i64)>;

fn dual_case() -> impl Strategy<Value = (Rects, Vec<DualOp>)> {
    let rect = (-4i64..6, -4i64..6, 0i64..5, 0i64..5, -9i64..10)
        .prop_map(|(l, d, w, h, x)| (l, d, l + w, d + h, x));
    prop::collection::vec(rect, 1..30).prop_flat_map(|rects| {
        let op = prop_oneof![
            (any::<usize>(), -50i64..50).prop_map(|(i, w)| DualOp::Add(i, w)),
            (-5i64..11, -5i64..11).prop_map(|(x, y)| DualOp::Get(x, y)),
        ];
        (Just(rects), prop::collection::vec(op, 0..80))
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// `RectangleAddPointGet` against a list of weighted rectangles, each
    /// point's total summed from scratch.
    #[test]
    fn the_dual_agrees_with_a_list_of_rectangles((rects, ops) in dual_case()) {
        let mut t = RectangleAddPointGet::<i64>::new(&rects);
        let mut weights = rects.clone();
        for op in ops {
            match op {
                DualOp::Add(i, w) => {
                    let (l, d, r, u, _) = rects[i % rects.len()];
                    t.add(l, d, r, u, w);
                    weights.push((l, d, r, u, w));
                }
                DualOp::Get(x, y) => {
                    let expected: i64 = weights
                        .iter()
                        .filter(|&&(l, d, r, u, _)| l <= x && x < r && d <= y && y < u)
                        .map(|w| w.4)
                        .sum();
                    prop_assert_eq!(t.get(x, y), expected);
                }
            }
        }
    }
}
