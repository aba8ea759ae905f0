//! The sums of two squares agree with a search over every a ≤ √n for n up
//! to 10^12 or so, and on large n every pair is right, distinct, and as
//! many as the divisor formula r₂(n) / 4 says (plus the axes).

use cpkit::math::primes::factorize;
use cpkit::math::two_squares::two_squares;
use proptest::prelude::*;

fn isqrt(n: u64) -> u64 {
    let mut r = (n as f64).sqrt() as u64;
    while r * r > n {
        r -= 1;
    }
    while (r + 1) * (r + 1) <= n {
        r += 1;
    }
    r
}

fn naive(n: u64) -> Vec<(u64, u64)> {
    (0..=isqrt(n))
        .filter_map(|a| {
            let b = isqrt(n - a * a);
            (b * b == n - a * a).then(|| (a, b))
        })
        .collect()
}

/// How many pairs (a, b), a, b >= 0, have a² + b² = n: the count of
/// Gaussian integers of norm n in the quadrant a > 0, b >= 0 is
/// Π (e + 1) over p ≡ 1 (mod 4) (0 if some q ≡ 3 has an odd power), and
/// a square n adds (0, √n).
fn count(n: u64) -> usize {
    if n == 0 {
        return 1;
    }
    let f = factorize(n);
    let mut total = 1;
    let mut square = true;
    let mut i = 0;
    while i < f.len() {
        let mut j = i;
        while j < f.len() && f[j] == f[i] {
            j += 1;
        }
        let e = j - i;
        if e % 2 == 1 {
            square = false;
        }
        match f[i] % 4 {
            1 => total *= e + 1,
            3 if e % 2 == 1 => return 0,
            _ => {}
        }
        i = j;
    }
    total + usize::from(square)
}

fn check_large(n: u64) -> Result<(), TestCaseError> {
    let pairs = two_squares(n);
    for &(a, b) in &pairs {
        prop_assert_eq!(
            u128::from(a) * u128::from(a) + u128::from(b) * u128::from(b),
            u128::from(n)
        );
    }
    prop_assert!(pairs.windows(2).all(|w| w[0] < w[1]), "sorted and distinct");
    prop_assert_eq!(pairs.len(), count(n));
    Ok(())
}

#[test]
fn every_n_up_to_3000() {
    for n in 0..3000 {
        assert_eq!(two_squares(n), naive(n), "n {}", n);
    }
}

#[test]
fn many_representations() {
    // 5^4 13^2 17 29 37 41 53 61 * 2^3 * 3^2: 960 pairs.
    let n: u64 = 625 * 169 * 17 * 29 * 37 * 41 * 53 * 61 * 8 * 9;
    check_large(n).unwrap();
    assert_eq!(two_squares(n).len(), 5 * 3 * 64);
}

proptest! {
    #[test]
    fn agrees_with_naive(n in 0u64..1_000_000_000_000) {
        prop_assert_eq!(two_squares(n), naive(n));
    }

    #[test]
    fn sums_of_two_random_squares(a in 0u64..1 << 31, b in 0u64..1 << 31) {
        let n = a * a + b * b;
        prop_assert!(two_squares(n).contains(&(a, b)));
        check_large(n)?;
    }

    #[test]
    fn large_n(n in 0u64..1_000_000_000_000_000_000) {
        check_large(n)?;
    }
}
