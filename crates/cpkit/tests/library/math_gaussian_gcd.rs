//! The gcd of two Gaussian integers divides both, and no common divisor
//! has a larger norm (found by trying every Gaussian integer of small
//! norm); and it is a combination of the two (it is divided by every
//! common divisor).

use cpkit::math::gaussian_gcd::gaussian_gcd;
use proptest::prelude::*;

/// Whether `d` divides `x`, for `d ≠ 0`.
fn divides(d: (i64, i64), x: (i64, i64)) -> bool {
    let n = d.0 * d.0 + d.1 * d.1;
    let re = x.0 * d.0 + x.1 * d.1;
    let im = x.1 * d.0 - x.0 * d.1;
    re % n == 0 && im % n == 0
}

fn norm(x: (i64, i64)) -> i64 {
    x.0 * x.0 + x.1 * x.1
}

/// The largest norm of a common divisor of `x` and `y`, not both 0.
fn naive(x: (i64, i64), y: (i64, i64)) -> i64 {
    let mut best = 1;
    for a in -30i64..=30 {
        for b in -30i64..=30 {
            if (a, b) != (0, 0) && divides((a, b), x) && divides((a, b), y) {
                best = best.max(norm((a, b)));
            }
        }
    }
    best
}

#[test]
fn large_parts() {
    let g = gaussian_gcd(
        (1_000_000_000, -1_000_000_000),
        (-999_999_999, 1_000_000_000),
    );
    assert_eq!(norm(g), 1);
    let x = (-1_000_000_000i64, 999_999_998);
    let g = gaussian_gcd(x, x);
    assert_eq!(norm(g), norm(x));
}

proptest! {
    #[test]
    fn is_the_greatest_common_divisor(a in -20i64..=20, b in -20i64..=20, c in -20i64..=20, d in -20i64..=20) {
        let (x, y) = ((a, b), (c, d));
        let g = gaussian_gcd(x, y);
        if x == (0, 0) && y == (0, 0) {
            prop_assert_eq!(g, (0, 0));
        } else {
            prop_assert!(g != (0, 0));
            prop_assert!(divides(g, x) && divides(g, y));
            prop_assert_eq!(norm(g), naive(x, y));
        }
    }

    #[test]
    fn common_factors_survive(a in -3000i64..=3000, b in -3000i64..=3000, c in -3000i64..=3000,
                              d in -3000i64..=3000, e in -3000i64..=3000, f in -3000i64..=3000) {
        // g = (a + bi) divides (a + bi)(c + di) and (a + bi)(e + fi).
        let mul = |x: (i64, i64), y: (i64, i64)| (x.0 * y.0 - x.1 * y.1, x.0 * y.1 + x.1 * y.0);
        let (x, y) = (mul((a, b), (c, d)), mul((a, b), (e, f)));
        let g = gaussian_gcd(x, y);
        if (a, b) != (0, 0) && g != (0, 0) {
            prop_assert!(divides((a, b), g));
        }
    }
}
