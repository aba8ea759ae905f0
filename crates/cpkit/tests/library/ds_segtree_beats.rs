//! `SegtreeBeats` against a plain vector updated element by element,
//! through random chmin, chmax, additions and folds; values from a narrow
//! band so that many elements tie (the counts of extremes matter).

use cpkit::ds::segtree_beats::SegtreeBeats;
use proptest::prelude::*;

#[derive(Clone, Debug)]
enum Op {
    Chmin(usize, usize, i64),
    Chmax(usize, usize, i64),
    Add(usize, usize, i64),
    Fold(usize, usize),
}

fn case() -> impl Strategy<Value = (Vec<i64>, Vec<Op>)> {
    prop::collection::vec(-8i64..8, 1..50).prop_flat_map(|a| {
        let n = a.len();
        let range = (0..=n, 0..=n).prop_map(|(x, y)| (x.min(y), x.max(y)));
        let op = prop_oneof![
            (range.clone(), -10i64..10).prop_map(|((l, r), x)| Op::Chmin(l, r, x)),
            (range.clone(), -10i64..10).prop_map(|((l, r), x)| Op::Chmax(l, r, x)),
            (range.clone(), -4i64..5).prop_map(|((l, r), x)| Op::Add(l, r, x)),
            range.prop_map(|(l, r)| Op::Fold(l, r)),
        ];
        (Just(a), prop::collection::vec(op, 0..120))
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn agrees_with_a_vector((mut a, ops) in case()) {
        let mut t = SegtreeBeats::new(&a);
        prop_assert_eq!(t.len(), a.len());
        for op in ops {
            match op {
                Op::Chmin(l, r, x) => {
                    t.chmin(l..r, x);
                    a[l..r].iter_mut().for_each(|v| *v = (*v).min(x));
                }
                Op::Chmax(l, r, x) => {
                    t.chmax(l..r, x);
                    a[l..r].iter_mut().for_each(|v| *v = (*v).max(x));
                }
                Op::Add(l, r, x) => {
                    t.add(l..r, x);
                    a[l..r].iter_mut().for_each(|v| *v += x);
                }
                Op::Fold(l, r) => {
                    prop_assert_eq!(t.sum(l..r), a[l..r].iter().sum::<i64>());
                    prop_assert_eq!(t.min(l..r), a[l..r].iter().copied().min().unwrap_or(i64::MAX));
                    prop_assert_eq!(t.max(l..r), a[l..r].iter().copied().max().unwrap_or(i64::MIN));
                }
            }
        }
        for (i, &x) in a.iter().enumerate() {
            prop_assert_eq!(t.sum(i..=i), x);
        }
    }
}

#[test]
fn extreme_bounds_at_a_leaf() {
    // x = i64::MIN makes `max2 < x` false even at a leaf, which has no
    // children to push to (so do x = i64::MAX and `min2 > x`).
    let mut t = SegtreeBeats::new(&[-1]);
    t.chmin(.., i64::MIN);
    assert_eq!(t.sum(..), i64::MIN);
    let mut t = SegtreeBeats::new(&[1]);
    t.chmax(.., i64::MAX);
    assert_eq!(t.sum(..), i64::MAX);
}
