//! `WaveletMatrix` against sorting each queried range, over values of
//! few bits (many repeats) and of many.

use cpkit::ds::wavelet_matrix::WaveletMatrix;
use proptest::prelude::*;

/// A query: two range ends and a k, reduced to fit, and a bound.
type Query = (usize, usize, usize, u64);

fn case() -> impl Strategy<Value = (Vec<u64>, Vec<Query>)> {
    let values = prop_oneof![
        prop::collection::vec(0u64..8, 0..70),
        prop::collection::vec(any::<u64>(), 0..70),
        prop::collection::vec(0u64..1_000_000_000, 0..70),
    ];
    (
        values,
        prop::collection::vec(
            (any::<usize>(), any::<usize>(), any::<usize>(), any::<u64>()),
            0..40,
        ),
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn agrees_with_sorted_ranges((values, queries) in case()) {
        let n = values.len();
        let wm = WaveletMatrix::new(&values);
        prop_assert_eq!(wm.len(), n);
        for (i, &x) in values.iter().enumerate() {
            prop_assert_eq!(wm.get(i), x);
        }
        for (a, b, k, upper) in queries {
            let (l, r) = {
                let (a, b) = (a % (n + 1), b % (n + 1));
                (a.min(b), a.max(b))
            };
            let mut sorted = values[l..r].to_vec();
            sorted.sort_unstable();
            if l < r {
                let k = k % (r - l);
                prop_assert_eq!(wm.kth_smallest(l..r, k), sorted[k]);
            }
            // A bound from the range itself, or any u64.
            let upper = if l < r && upper % 2 == 0 { sorted[k % (r - l)] } else { upper };
            let below = sorted.iter().filter(|&&x| x < upper).count();
            prop_assert_eq!(wm.count_less(l..r, upper), below);
        }
    }
}

#[test]
fn all_zeros_have_no_levels() {
    let wm = WaveletMatrix::new(&[0, 0, 0]);
    assert_eq!(wm.kth_smallest(.., 2), 0);
    assert_eq!(wm.count_less(.., 1), 3);
    assert_eq!(wm.count_less(.., 0), 0);
}

#[test]
#[should_panic]
fn k_past_the_range_panics() {
    WaveletMatrix::new(&[1, 2, 3]).kth_smallest(0..2, 2);
}
