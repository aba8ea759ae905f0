//! The quotients ⌊n / x⌋ agree with the set of every quotient, computed
//! one x at a time, for small n, around squares, and up to 10^12.

use cpkit::math::enumerate_quotients::enumerate_quotients;
use proptest::prelude::*;
use std::collections::BTreeSet;

fn naive(n: u64) -> Vec<u64> {
    let set: BTreeSet<u64> = (1..=n).map(|x| n / x).collect();
    set.into_iter().collect()
}

/// Whether `v` is strictly increasing and holds exactly the quotients of
/// `n`: each is ⌊n / x⌋ for x = ⌊n / v⌋, and the count is 2√n or so.
fn is_quotient_set(n: u64, v: &[u64]) -> bool {
    v.windows(2).all(|w| w[0] < w[1])
        && v.iter().all(|&q| q >= 1 && n / (n / q) == q)
        && {
            // Every quotient appears: between two consecutive values
            // a and b, no x gives a quotient strictly inside.
            v.windows(2).all(|w| n / (n / w[1] + 1) == w[0])
        }
        && v.first() == Some(&1)
        && v.last() == Some(&n)
}

#[test]
fn every_n_up_to_2000() {
    for n in 0..2000 {
        assert_eq!(enumerate_quotients(n), naive(n), "n {}", n);
    }
}

#[test]
fn edges() {
    for &n in &[
        1_000_000_000_000,
        999_999_999_999,
        1_000_002_000_001,
        1 << 40,
        (1 << 40) - 1,
    ] {
        let v = enumerate_quotients(n);
        assert!(is_quotient_set(n, &v), "n {}", n);
    }
}

proptest! {
    #[test]
    fn agrees_with_naive(n in 0u64..50_000) {
        prop_assert_eq!(enumerate_quotients(n), naive(n));
    }

    // Up to 10^10 (10^5 quotients): what happens at a square is the same at
    // every size, and `edges` takes 10^12 itself; 10^12 here cost 10 CPU-s.
    #[test]
    fn around_squares(r in 1u64..100_000, d in -2i64..=2) {
        let n = (r * r) as i64 + d;
        prop_assume!(n >= 1);
        let n = n as u64;
        let v = enumerate_quotients(n);
        prop_assert!(is_quotient_set(n, &v));
        if n < 100_000 {
            prop_assert_eq!(v, naive(n));
        }
    }
}
