//! Block convolution past the longest transform agrees with the schoolbook
//! product, modulo small NTT primes whose transforms are short (257 allows
//! 256, 7681 allows 512), so many blocks meet in each output block, and
//! modulo a prime above 2^30 (products without Montgomery reduction).

use cpkit::math::convolution_large::convolution_large;
use cpkit::math::modint::StaticModInt;
use proptest::prelude::*;

fn naive<const M: u32>(a: &[StaticModInt<M>], b: &[StaticModInt<M>]) -> Vec<StaticModInt<M>> {
    if a.is_empty() || b.is_empty() {
        return Vec::new();
    }
    let mut c = vec![StaticModInt::new(0); a.len() + b.len() - 1];
    for (i, &x) in a.iter().enumerate() {
        for (j, &y) in b.iter().enumerate() {
            c[i + j] += x * y;
        }
    }
    c
}

fn check<const M: u32>(a: &[u32], b: &[u32]) -> Result<(), TestCaseError> {
    let a: Vec<StaticModInt<M>> = a.iter().map(|&x| StaticModInt::new(x)).collect();
    let b: Vec<StaticModInt<M>> = b.iter().map(|&x| StaticModInt::new(x)).collect();
    prop_assert_eq!(convolution_large(&a, &b), naive(&a, &b), "modulo {}", M);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]
    #[test]
    fn agrees_with_the_schoolbook_product(
        a in prop::collection::vec(any::<u32>(), 0..900),
        b in prop::collection::vec(any::<u32>(), 0..900),
    ) {
        check::<257>(&a, &b)?;
        check::<7681>(&a, &b)?;
        check::<998_244_353>(&a, &b)?;
        // 2^30 + 85 = 4 * 268435477 + 1: a prime past the Montgomery
        // products, with transforms of 4 at most.
        check::<1_073_741_909>(&a[..a.len().min(200)], &b[..b.len().min(200)])?;
    }
}
