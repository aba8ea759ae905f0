//! Discrete logarithms to a fixed base agree with powering: `g^log(a) = a`
//! and `log(a) < p - 1`, for primes small (every a) and large (random a).

use cpkit::math::discrete_log_fixed::DiscreteLogFixed;
use cpkit::math::primitive_root::primitive_root;
use proptest::prelude::*;

fn pow(x: u64, mut e: u64, m: u64) -> u64 {
    let (mut r, mut b) = (1 % m, x % m);
    while e > 0 {
        if e & 1 == 1 {
            r = r * b % m;
        }
        b = b * b % m;
        e >>= 1;
    }
    r
}

#[test]
fn every_number_for_small_primes() {
    for p in [2u32, 3, 5, 7, 11, 13, 97, 101, 1009, 65_537] {
        let g = primitive_root(u64::from(p)) as u32;
        let logs = DiscreteLogFixed::new(p, g);
        let mut x = 1u64;
        for e in 0..p - 1 {
            assert_eq!(logs.log(x as u32), e, "log {} base {} mod {}", x, g, p);
            x = x * u64::from(g) % u64::from(p);
        }
    }
}

#[test]
fn large_primes() {
    // Built once per prime (the tables are the slow part in a debug build);
    // the numbers from a linear congruential sequence.
    for p in [999_999_937u32, 998_244_353, 2_147_483_647] {
        let g = primitive_root(u64::from(p)) as u32;
        let logs = DiscreteLogFixed::new(p, g);
        let mut x = 12_345u64;
        for _ in 0..2000 {
            x = x
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let a = (x >> 20) as u32 % (p - 1) + 1;
            let b = logs.log(a);
            assert!(b < p - 1);
            assert_eq!(
                pow(u64::from(g), u64::from(b), u64::from(p)),
                u64::from(a),
                "log {} mod {}",
                a,
                p
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]
    #[test]
    fn powers_back(pi in 0usize..3, a in prop::collection::vec(1u32..u32::MAX, 200)) {
        let p = [1_000_003u32, 65_521, 7_919][pi];
        let g = primitive_root(u64::from(p)) as u32;
        let logs = DiscreteLogFixed::new(p, g);
        for &a in &a {
            let a = a % (p - 1) + 1;
            let b = logs.log(a);
            prop_assert!(b < p - 1);
            prop_assert_eq!(pow(u64::from(g), u64::from(b), u64::from(p)), u64::from(a));
        }
    }
}
