//! Static range sums with an upper bound: against counting and summing each
//! range's elements directly.

use cpkit::ds::range_sum_at_most::range_sums_at_most;
use proptest::prelude::*;

proptest! {
    #[test]
    fn agrees_with_naive(
        a in prop::collection::vec(0u64..20, 0..60),
        raw in prop::collection::vec((any::<usize>(), any::<usize>(), 0u64..25), 0..60),
    ) {
        let n = a.len();
        let queries: Vec<(usize, usize, u64)> = raw
            .iter()
            .map(|&(l, r, x)| {
                let (l, r) = (l % (n + 1), r % (n + 1));
                (l.min(r), l.max(r), x)
            })
            .collect();
        let got = range_sums_at_most(&a, &queries);
        for (i, &(l, r, x)) in queries.iter().enumerate() {
            let kept: Vec<u64> = a[l..r].iter().copied().filter(|&v| v <= x).collect();
            prop_assert_eq!(got[i], (kept.len(), kept.iter().sum::<u64>()), "query {}", i);
        }
    }

    #[test]
    fn large_values(a in prop::collection::vec(0u64..1_000_000_000, 1..300), x in 0u64..1_000_000_000) {
        let n = a.len();
        let got = range_sums_at_most(&a, &[(0, n, x), (0, n, u64::MAX), (n / 2, n, x)]);
        let keep = |s: &[u64]| { let k: Vec<u64> = s.iter().copied().filter(|&v| v <= x).collect(); (k.len(), k.iter().sum::<u64>()) };
        prop_assert_eq!(got[0], keep(&a));
        prop_assert_eq!(got[1], (n, a.iter().sum::<u64>()));
        prop_assert_eq!(got[2], keep(&a[n / 2..]));
    }
}
