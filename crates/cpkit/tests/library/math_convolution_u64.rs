//! Convolution modulo 2^64 over five primes agrees with schoolbook
//! multiplication on wrapping integers, also at the largest values.

use cpkit::math::convolution_u64::convolution_u64;
use proptest::prelude::*;

fn naive(a: &[u64], b: &[u64]) -> Vec<u64> {
    if a.is_empty() || b.is_empty() {
        return Vec::new();
    }
    let mut c = vec![0u64; a.len() + b.len() - 1];
    for (i, &x) in a.iter().enumerate() {
        for (j, &y) in b.iter().enumerate() {
            c[i + j] = c[i + j].wrapping_add(x.wrapping_mul(y));
        }
    }
    c
}

/// Values either anywhere or within 1000 of 2^64, where the exact terms
/// are largest.
fn values(len: std::ops::Range<usize>) -> impl Strategy<Value = Vec<u64>> {
    prop::collection::vec(
        prop_oneof![any::<u64>(), (0u64..1000).prop_map(|d| u64::MAX - d)],
        len,
    )
}

#[test]
fn empty_inputs_give_empty_output() {
    assert!(convolution_u64(&[], &[1, 2]).is_empty());
    assert!(convolution_u64(&[3], &[]).is_empty());
}

#[test]
fn the_largest_values_at_length() {
    // (2^64 - 1)² ≡ 1, so c[k] is the number of pairs: k + 1 up to n - 1.
    let n = 1 << 13;
    let a = vec![u64::MAX; n];
    let c = convolution_u64(&a, &a);
    assert_eq!(c.len(), 2 * n - 1);
    for (k, &x) in c.iter().enumerate() {
        assert_eq!(x, (k.min(2 * n - 2 - k) + 1) as u64, "term {}", k);
    }
}

proptest! {
    #[test]
    fn agrees_with_schoolbook(a in values(0..300), b in values(0..300)) {
        prop_assert_eq!(convolution_u64(&a, &b), naive(&a, &b));
    }

    #[test]
    fn one_short_input(a in values(1..5), b in values(500..1500)) {
        prop_assert_eq!(convolution_u64(&a, &b), naive(&a, &b));
        prop_assert_eq!(convolution_u64(&b, &a), naive(&a, &b));
    }
}
