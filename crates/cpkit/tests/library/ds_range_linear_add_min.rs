//! `RangeLinearAddMin` against a plain vector changed element by element:
//! random linear adds and minima over every kind of range, with slopes
//! large enough to reshape the hulls often and values near the problem's
//! bounds; every value read back after each step.

use cpkit::ds::range_linear_add_min::RangeLinearAddMin;
use proptest::prelude::*;

#[derive(Clone, Debug)]
enum Op {
    Add(usize, usize, i64, i64),
    Min(usize, usize),
}

fn case() -> impl Strategy<Value = (Vec<i64>, Vec<Op>)> {
    (0usize..40).prop_flat_map(|n| {
        let range = (0..=n, 0..=n).prop_map(|(a, b)| (a.min(b), a.max(b)));
        let op = prop_oneof![
            (range.clone(), -100i64..100, -10_000_000i64..10_000_000)
                .prop_map(|((l, r), b, c)| Op::Add(l, r, b, c)),
            (range, Just(0)).prop_map(|((l, r), _)| Op::Min(l, r)),
        ];
        (
            prop::collection::vec(prop_oneof![-1_000_000_000i64..1_000_000_000, -5i64..5], n),
            prop::collection::vec(op, 0..60),
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn agrees_with_a_vector((a, ops) in case()) {
        let mut t = RangeLinearAddMin::new(&a);
        let mut v = a.clone();
        prop_assert_eq!(t.len(), v.len());
        for op in ops {
            match op {
                Op::Add(l, r, b, c) => {
                    t.add(l..r, b, c);
                    for (i, x) in v.iter_mut().enumerate().take(r).skip(l) {
                        *x += b * i as i64 + c;
                    }
                }
                Op::Min(l, r) => {
                    let want = v[l..r].iter().copied().min().unwrap_or(i64::MAX);
                    prop_assert_eq!(t.min(l..r), want);
                }
            }
            for (i, &x) in v.iter().enumerate() {
                prop_assert_eq!(t.get(i), x);
            }
            prop_assert_eq!(t.min(..), v.iter().copied().min().unwrap_or(i64::MAX));
        }
    }

    /// Collinear and nearly collinear points, where the bridge's ties are.
    #[test]
    fn lines_and_parabolas(n in 1usize..40, slope in -3i64..3, curve in -1i64..2, adds in prop::collection::vec((0usize..40, 0usize..40, -3i64..3, -5i64..5), 0..20)) {
        let a: Vec<i64> = (0..n as i64).map(|i| slope * i + curve * i * i).collect();
        let mut t = RangeLinearAddMin::new(&a);
        let mut v = a.clone();
        for (x, y, b, c) in adds {
            let (l, r) = (x.min(y).min(n), x.max(y).min(n));
            t.add(l..r, b, c);
            for (i, x) in v.iter_mut().enumerate().take(r).skip(l) {
                *x += b * i as i64 + c;
            }
            for l in 0..n {
                for r in l + 1..=n {
                    prop_assert_eq!(t.min(l..r), *v[l..r].iter().min().unwrap());
                }
            }
        }
    }
}
