//! Binomial coefficients modulo any m agree with Pascal's triangle modulo m
//! for n below 400 (prime powers, products of them, primes, 1), and for
//! huge n satisfy Pascal's rule and the symmetry C(n, k) = C(n, n - k).

use cpkit::math::binomial_any_mod::BinomialAnyMod;
use proptest::prelude::*;

fn pascal(n: usize, m: u32) -> Vec<Vec<u32>> {
    let mut rows = vec![vec![1 % m]];
    for i in 1..=n {
        let prev = &rows[i - 1];
        let mut row = vec![1 % m; i + 1];
        for k in 1..i {
            row[k] = ((u64::from(prev[k - 1]) + u64::from(prev[k])) % u64::from(m)) as u32;
        }
        rows.push(row);
    }
    rows
}

fn check_small(m: u32, n: usize) {
    let c = BinomialAnyMod::new(m);
    let rows = pascal(n, m);
    for (i, row) in rows.iter().enumerate() {
        for (k, &want) in row.iter().enumerate() {
            assert_eq!(
                c.binom(i as u64, k as u64),
                want,
                "C({}, {}) mod {}",
                i,
                k,
                m
            );
        }
        assert_eq!(c.binom(i as u64, i as u64 + 1), 0);
    }
}

#[test]
fn chosen_moduli() {
    for &m in &[
        1, 2, 3, 4, 8, 9, 16, 27, 32, 64, 81, 128, 243, 720_720, 510_510, 524_288, 999_983,
        1_000_000, 360, 12, 6,
    ] {
        check_small(m, 150);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn any_modulus_small_n(m in 1u32..=1_000_000, n in 0usize..120) {
        check_small(m, n);
    }

    #[test]
    fn prime_power_moduli(p in prop::sample::select(vec![2u32, 3, 5, 7, 11, 13]), e in 1u32..8) {
        let q = p.pow(e).min(1 << 20);
        check_small(q, 200);
    }

    #[test]
    fn pascal_rule_and_symmetry_for_huge_n(
        m in prop::sample::select(vec![2u32, 4, 8, 1 << 19, 3 * 3 * 3, 720_720, 510_510, 999_983, 1_000_000, 97 * 97]),
        n in 1u64..1_000_000_000_000_000_000,
        k_raw in any::<u64>(),
    ) {
        let c = BinomialAnyMod::new(m);
        let k = 1 + k_raw % n;
        let m64 = u64::from(m);
        let sum = (u64::from(c.binom(n - 1, k - 1)) + u64::from(c.binom(n - 1, k))) % m64;
        prop_assert_eq!(u64::from(c.binom(n, k)), sum);
        prop_assert_eq!(c.binom(n, k), c.binom(n, n - k));
    }
}
