//! `LiChaoTree` against a naive list of the segments added so far, each
//! point's minimum taken over all of them, through random additions and
//! queries.

use cpkit::ds::li_chao_tree::LiChaoTree;
use proptest::prelude::*;

#[derive(Clone, Debug)]
enum Op {
    Line(i64, i64),
    Segment(i64, i64, i64, i64),
    Min(usize),
}

fn case() -> impl Strategy<Value = (Vec<i64>, Vec<Op>)> {
    let op = prop_oneof![
        2 => (-20i64..20, -200i64..200).prop_map(|(a, b)| Op::Line(a, b)),
        2 => (-25i64..25, -25i64..25, -20i64..20, -200i64..200)
            .prop_map(|(l, r, a, b)| Op::Segment(l, r, a, b)),
        3 => any::<usize>().prop_map(Op::Min),
    ];
    (
        prop::collection::vec(-25i64..25, 1..40),
        prop::collection::vec(op, 0..100),
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn agrees_with_every_segment((xs, ops) in case()) {
        let mut t = LiChaoTree::new(xs.clone());
        let mut points = xs.clone();
        points.sort_unstable();
        points.dedup();
        prop_assert_eq!(t.len(), points.len());
        let mut added: Vec<(i64, i64, i64, i64)> = Vec::new();
        for op in ops {
            match op {
                Op::Line(a, b) => {
                    t.add_line(a, b);
                    added.push((i64::MIN, i64::MAX, a, b));
                }
                Op::Segment(l, r, a, b) => {
                    t.add_segment(l, r, a, b);
                    added.push((l, r, a, b));
                }
                Op::Min(pick) => {
                    let x = xs[pick % xs.len()];
                    let expected = added
                        .iter()
                        .filter(|&&(l, r, _, _)| l <= x && x < r)
                        .map(|&(_, _, a, b)| a * x + b)
                        .min();
                    prop_assert_eq!(t.min(x), expected);
                    let i = points.binary_search(&x).unwrap();
                    prop_assert_eq!(t.min_at(i), expected);
                }
            }
        }
    }
}

#[test]
fn extreme_values_of_the_problem_do_not_overflow() {
    // line_add_get_min's bounds: |a|, |x| <= 1e9, |b| <= 1e18.
    let mut t = LiChaoTree::new(vec![-1_000_000_000, 0, 1_000_000_000]);
    t.add_line(1_000_000_000, 1_000_000_000_000_000_000);
    t.add_line(-1_000_000_000, 1_000_000_000_000_000_000);
    assert_eq!(t.min(0), Some(1_000_000_000_000_000_000));
    assert_eq!(t.min(1_000_000_000), Some(0));
    t.add_line(0, -1_000_000_000_000_000_000);
    assert_eq!(t.min(-1_000_000_000), Some(-1_000_000_000_000_000_000));
}

#[test]
#[should_panic]
fn a_point_not_given_panics() {
    LiChaoTree::new(vec![1, 3]).min(2);
}
