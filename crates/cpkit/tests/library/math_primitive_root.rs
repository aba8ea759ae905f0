//! The primitive root is the least residue whose powers reach every nonzero
//! residue: checked by listing its powers for small primes and by the
//! order condition with factors found apart from the module for large ones.

use cpkit::math::primes::is_prime;
use cpkit::math::primitive_root::primitive_root;
use proptest::prelude::*;

fn generates(g: u64, p: u64) -> bool {
    let (mut x, mut seen) = (1u64, vec![false; p as usize]);
    for _ in 0..p - 1 {
        x = x * g % p;
        seen[x as usize] = true;
    }
    seen[1..].iter().all(|&s| s)
}

#[test]
fn least_generator_of_every_prime_below_3000() {
    for p in (2u64..3000).filter(|&p| is_prime(p)) {
        let g = primitive_root(p);
        let least = (1..p).find(|&g| generates(g, p)).unwrap();
        assert_eq!(g, least, "p = {}", p);
    }
}

fn pow(x: u64, mut e: u64, m: u64) -> u64 {
    let (mut r, mut b, m) = (1u128, u128::from(x) % u128::from(m), u128::from(m));
    while e > 0 {
        if e & 1 == 1 {
            r = r * b % m;
        }
        b = b * b % m;
        e >>= 1;
    }
    r as u64
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn large_primes_meet_the_order_condition(start in 3u64..1_000_000_000_000_000_000) {
        let p = (start..).find(|&q| is_prime(q)).unwrap();
        let g = primitive_root(p);
        // The prime factors of p - 1 by trial division up to 10^6, then
        // whatever is left, which is prime when it is below 10^12.
        let (mut rest, mut primes) = (p - 1, Vec::new());
        let mut q = 2;
        while q * q <= rest && q < 1_000_000 {
            if rest % q == 0 { primes.push(q); while rest % q == 0 { rest /= q; } }
            q += 1;
        }
        prop_assume!(rest < 1_000_000_000_000);
        if rest > 1 { primes.push(rest); }
        for &q in &primes {
            prop_assert_ne!(pow(g, (p - 1) / q, p), 1, "g = {} has order dividing (p-1)/{}", g, q);
        }
        // Least: every smaller candidate fails for some prime.
        for h in 2..g {
            prop_assert!(primes.iter().any(|&q| pow(h, (p - 1) / q, p) == 1), "{} is smaller", h);
        }
    }
}
