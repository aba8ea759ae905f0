//! `PrefixSum` against summing the slice itself: every kind of range over
//! random values, for integers and modints.

use cpkit::ds::prefix_sum::PrefixSum;
use cpkit::math::modint::ModInt998244353 as Mint;
use proptest::prelude::*;
use std::ops::Bound;

fn bound(n: usize) -> impl Strategy<Value = Bound<usize>> {
    prop_oneof![
        (0..=n).prop_map(Bound::Included),
        (0..=n).prop_map(Bound::Excluded),
        Just(Bound::Unbounded),
    ]
}

type Range = (Bound<usize>, Bound<usize>);

fn case() -> impl Strategy<Value = (Vec<i64>, Vec<Range>)> {
    (0usize..40).prop_flat_map(|n| {
        (
            prop::collection::vec(-1_000_000_000i64..1_000_000_000, n),
            prop::collection::vec((bound(n), bound(n)), 0..60),
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
    #[test]
    fn agrees_with_summing_the_slice((a, ranges) in case()) {
        let n = a.len();
        let ps = PrefixSum::new(a.iter().copied(), 0i64);
        let pm = PrefixSum::new(a.iter().map(|&x| Mint::new(x)), Mint::new(0));
        prop_assert_eq!(ps.len(), n);
        prop_assert_eq!(ps.is_empty(), n == 0);
        for i in 0..=n {
            prop_assert_eq!(ps.accum(i), a[..i].iter().sum::<i64>());
        }
        for (l, r) in ranges {
            let range = (l, r);
            match span(l, r, n) {
                Some((s, e)) => {
                    let want: i64 = a[s..e].iter().sum();
                    prop_assert_eq!(ps.sum(range), want);
                    prop_assert_eq!(pm.sum(range), Mint::new(want));
                }
                None => {
                    let result = std::panic::catch_unwind(|| ps.sum(range));
                    prop_assert!(result.is_err(), "{:?} should panic on {} values", range, n);
                }
            }
        }
    }
}
