//! The min-25 prefix sums agree with sums of f computed from each number's
//! factorisation, for φ, μ, the divisor functions d, σ and σ₂ (values at
//! primes of degree 0, 1 and 2) and the problem's f(p^e) = a e + b p, across
//! many n, including around squares and the bounds between the sieve's
//! small and large values.

use cpkit::math::modint::StaticModInt;
use cpkit::math::multiplicative_sum::multiplicative_sum;
use proptest::prelude::*;

const M: u32 = 469_762_049;
type Mint = StaticModInt<M>;

/// Σ_{i <= n} f(i), with f from the exponents of each i's factorisation.
fn naive(n: u64, f: &dyn Fn(u64, u32) -> Mint) -> Mint {
    let mut total = Mint::new(0);
    for i in 1..=n {
        let (mut x, mut value) = (i, Mint::new(1));
        let mut p = 2;
        while p * p <= x {
            let mut e = 0;
            while x % p == 0 {
                x /= p;
                e += 1;
            }
            if e > 0 {
                value *= f(p, e);
            }
            p += 1;
        }
        if x > 1 {
            value *= f(x, 1);
        }
        total += value;
    }
    total
}

fn pow(p: u64, e: u32) -> Mint {
    Mint::new(p).pow(u64::from(e))
}

fn check_all(n: u64, a: u32, b: u32) -> Result<(), TestCaseError> {
    let phi = |p: u64, e: u32| pow(p, e) - pow(p, e - 1);
    prop_assert_eq!(
        multiplicative_sum(n, [-Mint::new(1), Mint::new(1)], phi),
        naive(n, &phi),
        "phi {}",
        n
    );
    let mu = |_: u64, e: u32| if e == 1 { -Mint::new(1) } else { Mint::new(0) };
    prop_assert_eq!(
        multiplicative_sum(n, [-Mint::new(1)], mu),
        naive(n, &mu),
        "mu {}",
        n
    );
    let d = |_: u64, e: u32| Mint::new(e + 1);
    prop_assert_eq!(
        multiplicative_sum(n, [Mint::new(2)], d),
        naive(n, &d),
        "d {}",
        n
    );
    let sigma2 = |p: u64, e: u32| (0..=e).map(|k| pow(p * p, k)).sum::<Mint>();
    prop_assert_eq!(
        multiplicative_sum(n, [Mint::new(1), Mint::new(0), Mint::new(1)], sigma2),
        naive(n, &sigma2),
        "sigma2 {}",
        n
    );
    let (a, b) = (Mint::new(a), Mint::new(b));
    let g = move |p: u64, e: u32| a * Mint::new(e) + b * Mint::new(p);
    prop_assert_eq!(
        multiplicative_sum(n, [a, b], g),
        naive(n, &g),
        "a e + b p {}",
        n
    );
    Ok(())
}

#[test]
fn every_n_up_to_300() {
    for n in 0..=300 {
        check_all(n, 192_279_222, 156_648_748).unwrap();
    }
}

#[test]
fn known_sums() {
    // Σ φ(i) for i <= 10^6 = 303963552392 (OEIS A002088).
    let phi = |p: u64, e: u32| pow(p, e) - pow(p, e - 1);
    let s = multiplicative_sum(1_000_000, [-Mint::new(1), Mint::new(1)], phi);
    assert_eq!(u64::from(s.val()), 303_963_552_392 % u64::from(M));
    // Mertens' function M(10^9) = -222 (OEIS A084237).
    let mu = |_: u64, e: u32| if e == 1 { -Mint::new(1) } else { Mint::new(0) };
    assert_eq!(
        multiplicative_sum(1_000_000_000, [-Mint::new(1)], mu),
        -Mint::new(222)
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn agrees_with_factorisations(n in 0u64..30_000, a in 0u32..M, b in 0u32..M) {
        check_all(n, a, b)?;
    }

    #[test]
    fn around_squares(r in 2u64..170, delta in -2i64..=2, a in 0u32..M, b in 0u32..M) {
        check_all((r as i64 * r as i64 + delta) as u64, a, b)?;
    }
}
