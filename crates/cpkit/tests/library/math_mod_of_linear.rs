//! The least and greatest `(a x + b) mod m` agree with trying every x on
//! small ranges, and with a binary search on counts by `floor_sum` on
//! ranges up to 2^32.

use cpkit::math::floor_sum;
use cpkit::math::mod_of_linear::{max_of_mod_of_linear, min_of_mod_of_linear};
use proptest::prelude::*;

/// How many x in 0..n have (a x + b) mod m < t: floor((ax+b)/m) -
/// floor((ax+b-t)/m) is 1 exactly for those.
fn count_below(n: i64, m: i64, a: i64, b: i64, t: i64) -> i64 {
    floor_sum(n, m, a, b) - floor_sum(n, m, a, b - t)
}

fn min_by_counts(n: i64, m: i64, a: i64, b: i64) -> i64 {
    // The least t with count_below(t + 1) > 0.
    let (mut lo, mut hi) = (0, m - 1);
    while lo < hi {
        let mid = (lo + hi) / 2;
        if count_below(n, m, a, b, mid + 1) > 0 {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    lo
}

proptest! {
    #[test]
    fn agrees_with_every_x(n in 1u64..300, m in 1u64..300, a in 0u64..300, b in 0u64..300) {
        let (a, b) = (a % m, b % m);
        let values = (0..n).map(|x| (a * x + b) % m);
        prop_assert_eq!(min_of_mod_of_linear(n, m, a, b), values.clone().min().unwrap());
        prop_assert_eq!(max_of_mod_of_linear(n, m, a, b), values.max().unwrap());
    }

    #[test]
    fn agrees_with_counts_on_large_ranges(n in 1u64..1 << 32, m in 1u64..1 << 32, a in any::<u64>(), b in any::<u64>()) {
        let (a, b) = (a % m, b % m);
        let want = min_by_counts(n as i64, m as i64, a as i64, b as i64) as u64;
        prop_assert_eq!(min_of_mod_of_linear(n, m, a, b), want);
        // max of v is m - 1 - min of m - 1 - v = ((m - a) x + m - 1 - b) mod m.
        let mirrored = min_by_counts(n as i64, m as i64, ((m - a) % m) as i64, (m - 1 - b) as i64) as u64;
        prop_assert_eq!(max_of_mod_of_linear(n, m, a, b), m - 1 - mirrored);
    }
}

#[test]
fn the_extremes() {
    let big = (1 << 32) - 1;
    assert_eq!(min_of_mod_of_linear(big, big, big - 1, big - 1), 0);
    assert_eq!(max_of_mod_of_linear(big, big, 1, 0), big - 1);
    assert_eq!(min_of_mod_of_linear(1, 1, 0, 0), 0);
    assert_eq!(max_of_mod_of_linear(2, big, big - 1, 0), big - 1);
}
