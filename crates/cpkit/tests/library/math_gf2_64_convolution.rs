//! The product in GF(2^64) agrees with the schoolbook product reduced bit
//! by bit, and the convolution with the schoolbook convolution: short and
//! long sequences, both paths (one transform, or the long one by blocks),
//! and lengths whose transforms use the points outside GF(2^16).

use cpkit::math::gf2_64_convolution::{gf2_64_mul, Gf264Convolution};
use proptest::prelude::*;

/// `a b` modulo `x^64 + x^4 + x^3 + x + 1`, one bit at a time.
fn naive_mul(a: u64, b: u64) -> u64 {
    let mut r = 0u128;
    for i in 0..64 {
        if a >> i & 1 == 1 {
            r ^= u128::from(b) << i;
        }
    }
    for i in (64..128).rev() {
        if r >> i & 1 == 1 {
            r ^= (1u128 << 64 | 0b1_1011) << (i - 64);
        }
    }
    r as u64
}

fn naive_convolve(a: &[u64], b: &[u64]) -> Vec<u64> {
    let mut c = vec![0u64; a.len() + b.len() - 1];
    for (i, &x) in a.iter().enumerate() {
        for (j, &y) in b.iter().enumerate() {
            c[i + j] ^= naive_mul(x, y);
        }
    }
    c
}

thread_local! {
    static CONV: Gf264Convolution = Gf264Convolution::new();
}

fn convolve(a: &[u64], b: &[u64]) -> Vec<u64> {
    CONV.with(|c| c.convolve(a, b))
}

/// Elements with many zero quarters and all-ones ones beside random ones.
fn element() -> impl Strategy<Value = u64> {
    prop_oneof![
        any::<u64>(),
        Just(0u64),
        Just(1u64),
        Just(u64::MAX),
        (0u64..1 << 16).prop_map(|x| x << 48),
    ]
}

#[test]
fn the_field_has_its_polynomial() {
    assert_eq!(gf2_64_mul(1 << 63, 2), 0b1_1011);
    assert_eq!(gf2_64_mul(u64::MAX, 1), u64::MAX);
    // Frobenius: a^(2^64) = a for every a.
    let mut a = 0x0123_4567_89ab_cdef_u64;
    for _ in 0..64 {
        a = gf2_64_mul(a, a);
    }
    assert_eq!(a, 0x0123_4567_89ab_cdef);
}

#[test]
fn the_statements_example() {
    let a = [1u64, 2, 3, 4, 5];
    let b = [6u64, 7, 8, 9, 10, 11, 12];
    assert_eq!(
        convolve(&a, &b),
        vec![6, 11, 12, 8, 2, 63, 8, 0, 26, 23, 60]
    );
}

#[test]
fn empty_sequences_give_an_empty_product() {
    assert!(convolve(&[], &[1, 2]).is_empty());
    assert!(convolve(&[1], &[]).is_empty());
}

/// Sequences of `n` and `m` pseudo-random elements, the product checked
/// on `checks` of its terms (each a sum of up to min(n, m) products).
fn spot_check(n: usize, m: usize, checks: usize) {
    let mut x = 0x9e37_79b9_7f4a_7c15_u64 ^ (n * 31 + m) as u64;
    let mut next = || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let a: Vec<u64> = (0..n).map(|_| next()).collect();
    let b: Vec<u64> = (0..m).map(|_| next()).collect();
    let c = convolve(&a, &b);
    assert_eq!(c.len(), n + m - 1);
    for t in 0..checks {
        let k = if t == 0 {
            n + m - 2
        } else {
            next() as usize % (n + m - 1)
        };
        let mut want = 0;
        for i in k.saturating_sub(m - 1)..n.min(k + 1) {
            want ^= naive_mul(a[i], b[k - i]);
        }
        assert_eq!(c[k], want, "term {} of {} x {}", k, n, m);
    }
}

#[test]
fn long_products_use_the_points_outside_the_subfield() {
    // Transforms of 2^17 and 2^18 points: β_17, β_18 (the proof's cases
    // reach 2^20).
    spot_check(40_000, 30_000, 40);
    spot_check(70_000, 100_000, 20);
}

#[test]
fn a_short_times_a_long_one_goes_by_blocks() {
    spot_check(3, 100_000, 40);
    spot_check(100_000, 100, 40);
}

proptest! {
    #[test]
    fn the_product_agrees_with_naive(a in any::<u64>(), b in any::<u64>()) {
        prop_assert_eq!(gf2_64_mul(a, b), naive_mul(a, b));
    }

    #[test]
    fn the_product_is_a_field_product(a in any::<u64>(), b in any::<u64>(), c in any::<u64>()) {
        prop_assert_eq!(gf2_64_mul(a, b), gf2_64_mul(b, a));
        prop_assert_eq!(gf2_64_mul(gf2_64_mul(a, b), c), gf2_64_mul(a, gf2_64_mul(b, c)));
        prop_assert_eq!(gf2_64_mul(a, b ^ c), gf2_64_mul(a, b) ^ gf2_64_mul(a, c));
    }

    #[test]
    fn agrees_with_naive(
        a in prop::collection::vec(element(), 1..70),
        b in prop::collection::vec(element(), 1..70),
    ) {
        prop_assert_eq!(convolve(&a, &b), naive_convolve(&a, &b));
    }

    #[test]
    fn a_short_and_a_long_one(
        a in prop::collection::vec(element(), 1..6),
        b in prop::collection::vec(element(), 100..400),
    ) {
        prop_assert_eq!(convolve(&a, &b), naive_convolve(&a, &b));
        prop_assert_eq!(convolve(&b, &a), naive_convolve(&a, &b));
    }
}
