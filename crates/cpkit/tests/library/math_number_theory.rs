//! `pow_mod`, `inv_mod`, `crt` and `floor_sum` against naive versions, and
//! at their edges: modulus 1, negative inputs, systems without a solution,
//! arguments near 2^32.

use cpkit::math::{crt, floor_sum, inv_mod, pow_mod};
use proptest::prelude::*;

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a.abs()
    } else {
        gcd(b, a % b)
    }
}

fn naive_floor_sum(n: i64, m: i64, a: i64, b: i64) -> i128 {
    (0..n)
        .map(|i| i128::from(a * i + b).div_euclid(i128::from(m)))
        .sum()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn pow_mod_multiplies_n_times(x in -1_000_000_000_000i64..1_000_000_000_000, n in 0i64..100, m in 1u32..) {
        let mut expected = 1 % i128::from(m);
        for _ in 0..n {
            expected = expected * i128::from(x) % i128::from(m);
        }
        prop_assert_eq!(i128::from(pow_mod(x, n, m)), expected.rem_euclid(i128::from(m)));
    }

    #[test]
    fn inv_mod_inverts_what_is_coprime(x in any::<i64>(), m in 1i64..=i64::from(u32::MAX)) {
        prop_assume!(gcd(x % m, m) == 1);
        let y = inv_mod(x, m);
        prop_assert!((0..m).contains(&y));
        prop_assert_eq!((i128::from(x) * i128::from(y)).rem_euclid(i128::from(m)), 1 % i128::from(m));
    }

    #[test]
    fn crt_finds_the_least_solution_or_none(
        system in prop::collection::vec((-50i64..50, 1i64..13), 0..4),
    ) {
        let (r, m): (Vec<i64>, Vec<i64>) = system.into_iter().unzip();
        let lcm = m.iter().fold(1, |l, &x| l / gcd(l, x) * x);
        let naive = (0..lcm).find(|y| r.iter().zip(&m).all(|(ri, mi)| (y - ri).rem_euclid(*mi) == 0));
        let expected = match naive {
            Some(y) => (y, lcm),
            None => (0, 0),
        };
        prop_assert_eq!(crt(&r, &m), expected);
    }

    #[test]
    fn crt_on_large_coprime_moduli(y in 0i64..998_244_353 * 1_000_000_007, shift in -3i64..3) {
        let m = [998_244_353, 1_000_000_007];
        let r = [y % m[0] + shift * m[0], y % m[1] - shift * m[1]];
        prop_assert_eq!(crt(&r, &m), (y, m[0] * m[1]));
    }

    #[test]
    fn floor_sum_adds_the_floors(n in 0i64..60, m in 1i64..60, a in -200i64..200, b in -200i64..200) {
        prop_assert_eq!(i128::from(floor_sum(n, m, a, b)), naive_floor_sum(n, m, a, b));
    }

    #[test]
    fn floor_sum_with_n_and_m_up_to_2_32(n in 0i64..(1 << 32), m in 1i64..(1 << 32), a in -(1i64 << 40)..(1 << 40), b in -(1i64 << 50)..(1 << 50)) {
        // Too many terms to add one by one: against the same reduction, in i128.
        prop_assert_eq!(i128::from(floor_sum(n, m, a, b)), wide_floor_sum(n, m, a, b) as i64 as i128);
    }

    #[test]
    fn floor_sum_with_large_arguments(n in 0i64..2000, m in 1i64..(1 << 32), a in -(1i64 << 40)..(1 << 40), b in -(1i64 << 50)..(1 << 50)) {
        prop_assert_eq!(i128::from(floor_sum(n, m, a, b)), naive_floor_sum(n, m, a, b));
    }
}

/// floor_sum in i128 by the textbook recursion (reduce a and b, then swap
/// the axes), with nothing to overflow: for n too large to add term by term.
fn wide_floor_sum(n: i64, m: i64, a: i64, b: i64) -> i128 {
    let (n, m, a, b) = (i128::from(n), i128::from(m), i128::from(a), i128::from(b));
    fn go(n: i128, m: i128, a: i128, b: i128) -> i128 {
        if n == 0 {
            return 0;
        }
        let (qa, ra) = (a.div_euclid(m), a.rem_euclid(m));
        let (qb, rb) = (b.div_euclid(m), b.rem_euclid(m));
        let mut sum = qa * n * (n - 1) / 2 + qb * n;
        let y_max = ra * n + rb;
        if y_max >= m {
            sum += go(y_max / m, ra, m, y_max % m);
        }
        sum
    }
    go(n, m, a, b)
}

#[test]
fn pow_mod_edges() {
    assert_eq!(pow_mod(0, 0, 1), 0);
    assert_eq!(pow_mod(0, 0, 7), 1);
    assert_eq!(
        pow_mod(i64::MIN, 1, u32::MAX),
        (i64::MIN as i128).rem_euclid(u32::MAX as i128) as u32
    );
    assert_eq!(pow_mod(-1, i64::MAX, 1_000_000_007), 1_000_000_006);
    assert_eq!(pow_mod(2, 1_000_000_006, 1_000_000_007), 1);
}

#[test]
fn inv_mod_edges() {
    assert_eq!(inv_mod(0, 1), 0);
    assert_eq!(inv_mod(5, 1), 0);
    assert_eq!(
        inv_mod(i64::MIN + 1, 1_000_000_007) * ((i64::MIN + 1) % 1_000_000_007 + 1_000_000_007)
            % 1_000_000_007,
        1
    );
}

#[test]
#[should_panic(expected = "no inverse")]
fn inv_mod_without_an_inverse_panics() {
    inv_mod(4, 6);
}

#[test]
fn crt_edges() {
    assert_eq!(crt(&[], &[]), (0, 1));
    assert_eq!(crt(&[5], &[1]), (0, 1));
    assert_eq!(crt(&[-1], &[7]), (6, 7));
    // Not coprime but consistent: x ≡ 2 (mod 4), x ≡ 4 (mod 6).
    assert_eq!(crt(&[2, 4], &[4, 6]), (10, 12));
    assert_eq!(crt(&[2, 3], &[4, 6]), (0, 0));
    // The lcm at the edge of i64: two primes near 3e9.
    let (p, q) = (2_999_999_929i64, 3_000_000_019i64);
    let (y, z) = crt(&[1, 2], &[p, q]);
    assert_eq!(z, p * q);
    assert_eq!((y % p, y % q), (1, 2));
}

#[test]
fn floor_sum_huge_arguments() {
    // For gcd(a, m) = 1, the floors of a i / m over i < m add up to (a-1)(m-1)/2.
    let m = (1i64 << 32) - 1;
    let a = (1i64 << 32) - 5;
    assert_eq!(
        i128::from(floor_sum(m, m, a, 0)),
        i128::from(a - 1) * i128::from(m - 1) / 2
    );
    // Library Checker's largest: n = m = 10^9, a, b just below m.
    let n = 1_000_000_000i64;
    // floor((n-1)(i+1) / n) = i for i < n.
    assert_eq!(floor_sum(n, n, n - 1, n - 1), n * (n - 1) / 2);
    assert_eq!(floor_sum(0, 1, i64::MIN / 2, i64::MIN / 2), 0);
    assert_eq!(floor_sum(1, 1, 0, i64::MIN + 1), i64::MIN + 1);
}
