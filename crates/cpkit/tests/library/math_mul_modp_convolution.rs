//! Multiplicative convolution modulo a prime through a primitive root
//! agrees with the sum over every pair `(i, j)`, for small primes and for
//! primes long enough that the transform (not the naive product) runs.

use cpkit::math::modint::ModInt998244353 as Mint;
use cpkit::math::mul_modp_convolution::mul_modp_convolution;
use proptest::prelude::*;

fn naive(a: &[Mint], b: &[Mint]) -> Vec<Mint> {
    let p = a.len();
    let mut c = vec![Mint::new(0); p];
    for (i, &x) in a.iter().enumerate() {
        for (j, &y) in b.iter().enumerate() {
            c[i * j % p] += x * y;
        }
    }
    c
}

const PRIMES: &[usize] = &[2, 3, 5, 7, 11, 13, 61, 67, 97, 131, 257, 499];

fn cases() -> impl Strategy<Value = (Vec<u32>, Vec<u32>)> {
    prop::sample::select(PRIMES).prop_flat_map(|p| {
        (
            prop::collection::vec(any::<u32>(), p),
            prop::collection::vec(any::<u32>(), p),
        )
    })
}

#[test]
fn every_small_prime_with_ones() {
    for &p in PRIMES {
        let ones = vec![Mint::new(1); p];
        let c = mul_modp_convolution(&ones, &ones);
        // 2p - 1 pairs have a zero factor; every nonzero k has p - 1 pairs.
        assert_eq!(c[0], Mint::new(2 * p - 1), "p = {}", p);
        assert!(c[1..].iter().all(|&x| x == Mint::new(p - 1)), "p = {}", p);
    }
}

proptest! {
    #[test]
    fn agrees_with_naive((a, b) in cases()) {
        let a: Vec<Mint> = a.into_iter().map(Mint::new).collect();
        let b: Vec<Mint> = b.into_iter().map(Mint::new).collect();
        prop_assert_eq!(mul_modp_convolution(&a, &b), naive(&a, &b));
    }
}
