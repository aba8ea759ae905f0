//! Tetration modulo m agrees with the exact tower reduced modulo m where
//! the tower is small enough to compute in big integers, and with a naive
//! reduction through the cycle of powers where it is not.

use cpkit::math::tetration::tetration_mod;
use proptest::prelude::*;

/// `x^e mod m` with `e` as a big exponent given by its value modulo every
/// period: here found by walking the powers of `x` modulo `m` until they
/// cycle, so the exponent is needed only modulo the cycle (and exactly
/// below its tail).
fn pow_mod(x: u64, e: u64, m: u64) -> u64 {
    let (mut r, mut b, mut e) = (1 % m, x % m, e);
    while e > 0 {
        if e & 1 == 1 {
            r = r * b % m;
        }
        b = b * b % m;
        e >>= 1;
    }
    r
}

/// `a↑↑b mod m` by brute force through the eventual period of `a^k mod m`,
/// tracking whether each exponent is "large" exactly with saturation.
fn naive(a: u64, b: u64, m: u64) -> u64 {
    // value of a↑↑i saturated at 1 << 20, and a↑↑i modulo every m' <= m
    // needed: recompute recursively, m small.
    fn go(a: u64, b: u64, m: u64) -> (u64, bool) {
        // (a↑↑b mod m, a↑↑b >= 64), with exact small values.
        if b == 0 {
            return (1 % m, false);
        }
        // Exact tower if small.
        let exact = {
            let mut v: u64 = 1;
            let mut ok = true;
            for _ in 0..b {
                if a == 0 {
                    v = if v == 0 { 1 } else { 0 };
                    continue;
                }
                if a == 1 {
                    v = 1;
                    continue;
                }
                if v >= 64 || (a as f64).powf(v as f64) >= 1e18 {
                    ok = false;
                    break;
                }
                v = a.pow(v as u32);
            }
            if ok {
                Some(v)
            } else {
                None
            }
        };
        if let Some(v) = exact {
            return (v % m, v >= 64);
        }
        // Powers a^k mod m: tail then cycle, both at most m long.
        let mut seen = vec![u64::MAX; m as usize];
        let mut k = 0u64;
        let mut x = 1 % m;
        while seen[x as usize] == u64::MAX {
            seen[x as usize] = k;
            x = x * (a % m) % m;
            k += 1;
        }
        let tail = seen[x as usize];
        let period = k - tail;
        // The exponent is huge (>= 64 > tail): reduce it modulo the period.
        let (e, _) = go(a, b - 1, period);
        let mut e = e;
        while e < tail {
            e += period;
        }
        (pow_mod(a, e, m), true)
    }
    go(a, b, m).0
}

#[test]
fn known_values() {
    assert_eq!(
        tetration_mod(2, 5, 1_000_000_000),
        pow_mod(2, 65_536, 1_000_000_000)
    );
    assert_eq!(tetration_mod(0, 1_000_000_000, 7), 1);
    assert_eq!(tetration_mod(0, 999_999_999, 7), 0);
    assert_eq!(tetration_mod(1_000_000_000, 1_000_000_000, 1), 0);
    assert_eq!(tetration_mod(1, 1_000_000_000, 1_000_000_000), 1);
}

proptest! {
    #[test]
    fn agrees_with_the_periods(a in 0u64..30, b in 0u64..8, m in 1u64..400) {
        prop_assert_eq!(tetration_mod(a, b, m), naive(a, b, m));
    }

    #[test]
    fn large_bases(a in 0u64..1_000_000_000, b in 0u64..6, m in 1u64..300) {
        prop_assert_eq!(tetration_mod(a, b, m), naive(a, b, m));
    }
}
