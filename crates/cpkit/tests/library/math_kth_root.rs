//! Integer k-th roots agree with exact powers in u128 on both sides of the
//! answer, near perfect powers and at the edges of u64.

use cpkit::math::kth_root::kth_root_integer;
use proptest::prelude::*;

/// Whether `x` is `⌊a^(1/k)⌋`: x^k <= a < (x + 1)^k, in exact arithmetic.
fn is_root(x: u64, k: u32, a: u64) -> bool {
    let pow = |b: u128| -> Option<u128> {
        let mut r: u128 = 1;
        for _ in 0..k {
            r = r.checked_mul(b)?;
            if r > u128::from(u64::MAX) + 1 {
                return None; // past a anyway
            }
        }
        Some(r)
    };
    pow(u128::from(x)).map_or(false, |p| p <= u128::from(a))
        && pow(u128::from(x) + 1).map_or(true, |p| p > u128::from(a))
}

#[test]
fn edges_of_u64() {
    for k in 1..=64 {
        for &a in &[0, 1, 2, 3, u64::MAX, u64::MAX - 1, 1 << 63, (1 << 63) - 1] {
            let x = kth_root_integer(a, k);
            assert!(is_root(x, k, a), "root {} of {} gave {}", k, a, x);
        }
    }
}

proptest! {
    #[test]
    fn any_number(a in any::<u64>(), k in 1u32..=64) {
        let x = kth_root_integer(a, k);
        prop_assert!(is_root(x, k, a), "{}", x);
    }

    #[test]
    fn around_perfect_powers(raw in any::<u64>(), k in 2u32..=40, delta in -2i64..=2) {
        // A base whose k-th power fits: below 2^(64 / k).
        let b = 2 + raw % ((1u64 << (64 / k)) - 2).max(1);
        let mut p: u128 = 1;
        for _ in 0..k { p *= u128::from(b); if p > u128::from(u64::MAX) { break; } }
        prop_assume!(p <= u128::from(u64::MAX));
        let a = (p as i128 + i128::from(delta)).clamp(0, i128::from(u64::MAX)) as u64;
        let x = kth_root_integer(a, k);
        prop_assert!(is_root(x, k, a), "{}", x);
    }
}
