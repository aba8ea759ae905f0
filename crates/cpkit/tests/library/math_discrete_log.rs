//! Discrete logarithms agree with walking the powers x^0, x^1, ... until
//! they repeat, for every small modulus, invertible or not.

use cpkit::math::discrete_log::discrete_log;
use proptest::prelude::*;

fn walk(x: u64, y: u64, m: u64) -> Option<u32> {
    let (x, y) = (x % m, y % m);
    let mut seen = vec![false; m as usize];
    let mut power = 1 % m;
    for k in 0.. {
        if power == y {
            return Some(k);
        }
        if seen[power as usize] {
            return None;
        }
        seen[power as usize] = true;
        power = power * x % m;
    }
    unreachable!()
}

#[test]
fn every_case_below_modulus_60() {
    for m in 1u32..60 {
        for x in 0..m {
            for y in 0..m {
                let expected = walk(u64::from(x), u64::from(y), u64::from(m));
                assert_eq!(
                    discrete_log(x, y, m),
                    expected,
                    "x = {}, y = {}, m = {}",
                    x,
                    y,
                    m
                );
            }
        }
    }
}

#[test]
fn high_powers_of_two() {
    // 2^k mod 2^30 · 3 needs k >= 30: past the directly tried exponents' start.
    let m = 3u32 << 29;
    let y = ((1u64 << 40) % u64::from(m)) as u32;
    assert_eq!(discrete_log(2, y, m), walk(2, u64::from(y), u64::from(m)));
}

proptest! {
    #[test]
    fn agrees_with_the_walk(x in 0u32..100_000, k in 0u64..2_000, m in 1u32..100_000) {
        let mut y = 1 % u64::from(m);
        for _ in 0..k { y = y * u64::from(x) % u64::from(m); }
        let expected = walk(u64::from(x), y, u64::from(m));
        prop_assert!(expected.is_some());
        prop_assert_eq!(discrete_log(x, y as u32, m), expected);
    }

    #[test]
    fn targets_that_may_not_be_reached(x in 0u32..5_000, y in 0u32..5_000, m in 1u32..5_000) {
        prop_assert_eq!(discrete_log(x, y, m), walk(u64::from(x), u64::from(y), u64::from(m)));
    }
}
