//! `FenwickTree` against a plain vector: random additions and sums over
//! every kind of range, for integers and modints; built with `new` and
//! `from_vec`.

use cpkit::ds::fenwick::FenwickTree;
use cpkit::math::modint::ModInt998244353 as Mint;
use proptest::prelude::*;
use std::ops::Bound;

#[derive(Clone, Debug)]
enum Op {
    Add(usize, i64),
    Sum(Bound<usize>, Bound<usize>),
}

fn bound(n: usize) -> impl Strategy<Value = Bound<usize>> {
    prop_oneof![
        (0..=n).prop_map(Bound::Included),
        (0..=n).prop_map(Bound::Excluded),
        Just(Bound::Unbounded),
    ]
}

fn case() -> impl Strategy<Value = (Vec<i64>, Vec<Op>)> {
    (0usize..40).prop_flat_map(|n| {
        let op = if n == 0 {
            (bound(0), bound(0))
                .prop_map(|(l, r)| Op::Sum(l, r))
                .boxed()
        } else {
            prop_oneof![
                (0..n, -1_000_000_000i64..1_000_000_000).prop_map(|(i, v)| Op::Add(i, v)),
                (bound(n), bound(n)).prop_map(|(l, r)| Op::Sum(l, r)),
            ]
            .boxed()
        };
        (
            prop::collection::vec(-1_000_000_000i64..1_000_000_000, n),
            prop::collection::vec(op, 0..80),
        )
    })
}

/// The range as `start..end` if it lies in `0..n` and is not decreasing.
fn span(l: Bound<usize>, r: Bound<usize>, n: usize) -> Option<(usize, usize)> {
    let start = match l {
        Bound::Included(x) => x,
        Bound::Excluded(x) => x + 1,
        Bound::Unbounded => 0,
    };
    let end = match r {
        Bound::Included(x) => x + 1,
        Bound::Excluded(x) => x,
        Bound::Unbounded => n,
    };
    if start <= end && end <= n {
        Some((start, end))
    } else {
        None
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn agrees_with_a_vector((init, ops) in case()) {
        let n = init.len();
        let mut naive = init.clone();
        let mut fw = FenwickTree::from_vec(init.clone(), 0i64);
        let mut mint = FenwickTree::new(n, Mint::new(0));
        for (i, &v) in init.iter().enumerate() {
            mint.add(i, Mint::new(v));
        }
        prop_assert_eq!(fw.len(), n);
        prop_assert_eq!(fw.is_empty(), n == 0);
        for op in ops {
            match op {
                Op::Add(i, v) => {
                    naive[i] += v;
                    fw.add(i, v);
                    mint.add(i, Mint::new(v));
                }
                Op::Sum(l, r) => match span(l, r, n) {
                    Some((start, end)) => {
                        let expected: i64 = naive[start..end].iter().sum();
                        prop_assert_eq!(fw.sum((l, r)), expected);
                        prop_assert_eq!(mint.sum((l, r)), Mint::new(expected));
                        prop_assert_eq!(fw.accum(end), naive[..end].iter().sum::<i64>());
                    }
                    None => {
                        let result = std::panic::catch_unwind(|| fw.sum((l, r)));
                        prop_assert!(result.is_err(), "{:?} should be rejected", (l, r));
                    }
                },
            }
        }
    }
}

#[test]
fn edges() {
    let empty = FenwickTree::new(0, 0i32);
    assert_eq!(empty.sum(..), 0);
    assert_eq!(empty.sum(0..0), 0);
    let mut one = FenwickTree::new(1, 0u64);
    one.add(0, 7u64);
    assert_eq!(one.sum(..), 7);
    assert_eq!(one.sum(0..0), 0);
    assert_eq!(one.sum(1..1), 0);
    assert_eq!(one.sum(..=0), 7);
    let floats = FenwickTree::from_vec(vec![0.5, 0.25], 0.0);
    assert_eq!(floats.sum(..), 0.75);
}
