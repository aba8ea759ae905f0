//! `convolution_any_mod` against the schoolbook product in `u128`: moduli
//! prime and composite, from 1 to 2^31, lengths across the switch from the
//! naive product to transforms, and the largest terms the three primes must
//! carry.

use cpkit::math::convolution::convolution_any_mod;
use proptest::prelude::*;

fn naive(a: &[u32], b: &[u32], m: u32) -> Vec<u32> {
    if a.is_empty() || b.is_empty() {
        return Vec::new();
    }
    let mut c = vec![0u128; a.len() + b.len() - 1];
    for (i, &x) in a.iter().enumerate() {
        for (j, &y) in b.iter().enumerate() {
            c[i + j] += u128::from(x) * u128::from(y);
        }
    }
    c.into_iter().map(|x| (x % u128::from(m)) as u32).collect()
}

#[test]
fn empty_inputs_give_an_empty_product() {
    assert!(convolution_any_mod(&[], &[1, 2], 7).is_empty());
    assert!(convolution_any_mod(&[3], &[], 7).is_empty());
}

#[test]
fn modulus_one_makes_everything_zero() {
    assert_eq!(convolution_any_mod(&[5, 6, 7], &[8, 9], 1), [0, 0, 0, 0]);
}

#[test]
fn the_largest_terms_stay_exact() {
    // (m - 1)^2 ≡ 1, so term k is the number of pairs i + j = k, modulo m;
    // before the reduction the middle terms are about 2^12 · 2^62.
    for &m in &[1u32 << 31, 1_000_000_007, 998_244_353] {
        let (n, k) = (5000, 4000);
        let c = convolution_any_mod(&vec![m - 1; n], &vec![m - 1; k], m);
        assert_eq!(c.len(), n + k - 1);
        for (i, &x) in c.iter().enumerate() {
            let pairs = (i + 1).min(k).min(n + k - 1 - i) as u64;
            assert_eq!(u64::from(x), pairs % u64::from(m), "term {} mod {}", i, m);
        }
    }
}

#[test]
fn inputs_above_the_modulus_are_reduced() {
    assert_eq!(
        convolution_any_mod(&[u32::MAX], &[u32::MAX], 1_000_000_007),
        naive(
            &[u32::MAX % 1_000_000_007],
            &[u32::MAX % 1_000_000_007],
            1_000_000_007
        )
    );
}

proptest! {
    #[test]
    fn agrees_with_the_schoolbook_product(
        m in prop_oneof![Just(1_000_000_007u32), Just(2), Just(1 << 31), Just(1_000_000_000), 1u32..=1 << 31],
        a in proptest::collection::vec(any::<u32>(), 0..150),
        b in proptest::collection::vec(any::<u32>(), 0..150),
    ) {
        let a: Vec<u32> = a.iter().map(|&x| x % m).collect();
        let b: Vec<u32> = b.iter().map(|&x| x % m).collect();
        prop_assert_eq!(convolution_any_mod(&a, &b, m), naive(&a, &b, m));
    }
}
