//! Every way to write `n < 2^63` as a sum of two squares `a² + b²`, from
//! the factorisation of `n` and the Gaussian primes over its prime factors,
//! O(n^(1/4)) expected for the factorisation plus the size of the answer;
//! verified on Library Checker's `two_square_sum`
//! (`crates/cpkit/verify/two-square-sum`).

use super::primes::factorize;

/// Every pair `(a, b)` of nonnegative integers with `a² + b² = n`, sorted
/// (`n < 2^63`; `[(0, 0)]` for `n = 0`).
///
/// The Gaussian integers of norm `n` are the products of one Gaussian
/// prime of norm `p` per prime `p ≡ 1 (mod 4)` (to each power, any split
/// between it and its conjugate), of `(1 + i)` per factor 2, and of `q`
/// per pair of factors `q ≡ 3 (mod 4)` (none when one is left over). The
/// prime of norm `p` comes from a square root `t` of `-1` modulo `p`
/// (`x^((p - 1) / 4)` for a non-residue `x`) and Euclid's algorithm on
/// `(p, t)` stopped below `√p` (Cornacchia's). Each of the products, turned
/// into the quadrant `a > 0, b >= 0`, is one pair, and `(0, a)` joins
/// `(a, 0)`.
///
/// # Example
/// ```
/// use cpkit::math::two_squares::two_squares;
///
/// assert_eq!(two_squares(25), [(0, 5), (3, 4), (4, 3), (5, 0)]);
/// assert_eq!(two_squares(2), [(1, 1)]);
/// assert_eq!(two_squares(3), []);
/// assert_eq!(two_squares(0), [(0, 0)]);
/// ```
pub fn two_squares(n: u64) -> Vec<(u64, u64)> {
    assert!(n < 1 << 63, "two_squares needs n < 2^63");
    if n == 0 {
        return vec![(0, 0)];
    }
    let factors = factorize(n);
    // The Gaussian integers found so far, as (real, imaginary).
    let mut found: Vec<(i64, i64)> = vec![(1, 0)];
    let mut i = 0;
    while i < factors.len() {
        let p = factors[i];
        let mut e = 0;
        while i < factors.len() && factors[i] == p {
            e += 1;
            i += 1;
        }
        if p == 2 {
            for z in found.iter_mut() {
                for _ in 0..e {
                    *z = mul(*z, (1, 1));
                }
            }
        } else if p % 4 == 3 {
            if e % 2 == 1 {
                return Vec::new();
            }
            let q = p.pow(e / 2) as i64;
            for z in found.iter_mut() {
                *z = (z.0 * q, z.1 * q);
            }
        } else {
            let pi = gaussian_prime(p);
            let conj = (pi.0, -pi.1);
            // pi^j conj^(e - j) for j in 0..=e.
            let mut powers = vec![(1i64, 0i64)];
            for _ in 0..e {
                let last = *powers.last().unwrap();
                powers.push(mul(last, pi));
            }
            let mut conj_powers = vec![(1i64, 0i64)];
            for _ in 0..e {
                let last = *conj_powers.last().unwrap();
                conj_powers.push(mul(last, conj));
            }
            let splits: Vec<(i64, i64)> = (0..=e as usize)
                .map(|j| mul(powers[j], conj_powers[e as usize - j]))
                .collect();
            found = found
                .iter()
                .flat_map(|&z| splits.iter().map(move |&s| mul(z, s)))
                .collect();
        }
    }
    let mut pairs = Vec::with_capacity(found.len() + 1);
    for (mut x, mut y) in found {
        // Rotate by i until in the quadrant x > 0, y >= 0.
        while x <= 0 || y < 0 {
            let t = x;
            x = -y;
            y = t;
        }
        pairs.push((x as u64, y as u64));
        if y == 0 {
            pairs.push((0, x as u64));
        }
    }
    pairs.sort_unstable();
    pairs
}

/// `(a + bi)(c + di)`; exact for Gaussian integers whose norms multiply
/// below 2^63 (every coordinate is at most the square root of its norm).
fn mul(z: (i64, i64), w: (i64, i64)) -> (i64, i64) {
    (z.0 * w.0 - z.1 * w.1, z.0 * w.1 + z.1 * w.0)
}

/// `a + bi` with `a² + b² = p`, for a prime `p ≡ 1 (mod 4)`.
fn gaussian_prime(p: u64) -> (i64, i64) {
    let mul_mod = |a: u64, b: u64| (u128::from(a) * u128::from(b) % u128::from(p)) as u64;
    let pow_mod = |mut x: u64, mut e: u64| {
        let mut r = 1u64;
        while e > 0 {
            if e & 1 == 1 {
                r = mul_mod(r, x);
            }
            x = mul_mod(x, x);
            e >>= 1;
        }
        r
    };
    // x^((p - 1) / 4) squares to x^((p - 1) / 2) = -1 for a non-residue x;
    // half of 2..p are.
    let mut t = 0;
    for x in 2.. {
        t = pow_mod(x, (p - 1) / 4);
        if mul_mod(t, t) == p - 1 {
            break;
        }
    }
    // Euclid on (p, t) to the first remainder below √p: that is a, and
    // p - a² is a square.
    let (mut r0, mut r1) = (p, t);
    while u128::from(r1) * u128::from(r1) > u128::from(p) {
        let r = r0 % r1;
        r0 = r1;
        r1 = r;
    }
    let a = r1;
    let rest = p - a * a;
    let mut b = (rest as f64).sqrt() as u64;
    while b * b > rest {
        b -= 1;
    }
    while (b + 1) * (b + 1) <= rest {
        b += 1;
    }
    debug_assert_eq!(a * a + b * b, p);
    (a as i64, b as i64)
}
