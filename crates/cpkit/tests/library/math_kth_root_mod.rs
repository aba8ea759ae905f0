//! K-th roots modulo a prime: every answer is a root, and `None` comes
//! exactly when no x in 0..p is one (checked by trying them all on small
//! primes, and by the residue criterion on primes whose p - 1 has high
//! powers of 2, 3, 5, 7, 11 and 101).

use cpkit::math::kth_root_mod::kth_root_mod;
use proptest::prelude::*;

fn pow(mut x: u64, mut e: u64, p: u64) -> u64 {
    let mut r = 1 % p;
    x %= p;
    while e > 0 {
        if e & 1 == 1 {
            r = r * x % p;
        }
        x = x * x % p;
        e >>= 1;
    }
    r
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

const SMALL: [u32; 12] = [2, 3, 5, 7, 13, 17, 31, 37, 41, 73, 97, 193];
/// p - 1 = 119·2^23, 2·3^17, 18·5^10, 6·7^9, 12·11^6, 6·101^4, 2·500000003, 7·2^26.
const LARGE: [u32; 8] = [
    998_244_353,
    258_280_327,
    175_781_251,
    242_121_643,
    21_258_733,
    624_362_407,
    1_000_000_007,
    469_762_049,
];

#[test]
fn every_k_and_y_on_small_primes() {
    for &p in &SMALL {
        let p64 = u64::from(p);
        for k in 0..3 * p64 {
            for y in 0..p {
                let exists = (0..p64).any(|x| pow(x, k, p64) == u64::from(y));
                match kth_root_mod(k, y, p) {
                    Some(x) => {
                        assert!(x < p);
                        assert_eq!(
                            pow(u64::from(x), k, p64),
                            u64::from(y),
                            "k {} y {} p {}",
                            k,
                            y,
                            p
                        );
                    }
                    None => assert!(!exists, "k {} y {} p {}: a root exists", k, y, p),
                }
            }
        }
    }
}

proptest! {
    #[test]
    fn roots_of_powers_on_structured_primes(pi in 0..LARGE.len(), x in 1u64.., k in 0u64..1_000_000_000, small_k in 1u64..200) {
        let p = LARGE[pi];
        let p64 = u64::from(p);
        // Exponents sharing the big prime powers of p - 1 are the hard ones.
        for &k in &[k, small_k, (p64 - 1) / small_k.min(p64 - 1), k / 2 * 2 * 3 * 5] {
            let y = pow(x, k, p64) as u32;
            let root = kth_root_mod(k, y, p);
            prop_assert!(root.is_some(), "k {} y {} p {}", k, y, p);
            prop_assert_eq!(pow(u64::from(root.unwrap()), k, p64), u64::from(y));
        }
    }

    #[test]
    fn none_exactly_when_not_a_residue(pi in 0..LARGE.len(), y in 1u32.., k in 1u64..1_000_000_000) {
        let p = LARGE[pi];
        let p64 = u64::from(p);
        let y = y % p;
        prop_assume!(y != 0);
        let g = gcd(k, p64 - 1);
        let residue = pow(u64::from(y), (p64 - 1) / g, p64) == 1;
        match kth_root_mod(k, y, p) {
            Some(x) => prop_assert_eq!(pow(u64::from(x), k, p64), u64::from(y)),
            None => prop_assert!(!residue),
        }
    }
}
