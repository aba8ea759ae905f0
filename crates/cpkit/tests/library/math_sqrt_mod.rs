//! Square roots modulo a prime agree with squaring every residue.

use cpkit::math::primes::is_prime;
use cpkit::math::sqrt_mod::sqrt_mod;
use proptest::prelude::*;

#[test]
fn every_residue_of_small_primes() {
    for p in (2u32..200).filter(|&p| is_prime(u64::from(p))) {
        let squares: Vec<bool> = (0..p).map(|y| (0..p).any(|x| x * x % p == y)).collect();
        for y in 0..p {
            match sqrt_mod(y, p) {
                Some(x) => assert!(x < p && x * x % p == y, "{}² mod {} is not {}", x, p, y),
                None => assert!(!squares[y as usize], "{} is a square mod {}", y, p),
            }
        }
    }
}

proptest! {
    #[test]
    fn squares_have_roots_and_roots_square(x in 0u64..1 << 32, p in 2u64..=4_294_967_291) {
        let p = (p..).find(|&q| is_prime(q)).unwrap();
        prop_assume!(p < 1 << 32);
        let y = x * x % p;
        let root = sqrt_mod(y as u32, p as u32);
        prop_assert!(root.is_some(), "{} = {}² mod {} has no root", y, x, p);
        let r = u64::from(root.unwrap());
        prop_assert!(r < p && r * r % p == y);
    }

    #[test]
    fn non_squares_have_none(y in 1u64..1 << 31, p in 3u64..1 << 31) {
        let p = (p | 1..).step_by(2).find(|&q| is_prime(q)).unwrap();
        let y = y % p;
        prop_assume!(y != 0);
        // Euler's criterion, computed apart from the module.
        let (mut e, mut b, mut euler) = ((p - 1) / 2, y, 1u64);
        while e > 0 {
            if e & 1 == 1 { euler = euler * b % p; }
            b = b * b % p;
            e >>= 1;
        }
        prop_assert_eq!(sqrt_mod(y as u32, p as u32).is_some(), euler == 1);
    }
}
