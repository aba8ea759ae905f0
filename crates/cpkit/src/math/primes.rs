//! Primality and factorisation of 64-bit numbers: a deterministic
//! Miller–Rabin test and Pollard's rho with Brent's cycle finding, both in
//! Montgomery arithmetic. Verified by `crates/cpkit/verify/factorize`.
//!
//! Montgomery multiplication replaces the 128-by-64-bit division of
//! `(a as u128 * b as u128 % n as u128)` (a call to `__umodti3`, tens of
//! cycles) by two more multiplications: on 200 000 primes below 10^18
//! (every base runs to the end), `is_prime` took 2.2–2.6 s for five passes
//! against 4.7–6.9 s with the `u128` remainder, `rustc -O`, on a shared
//! 2-core machine.

/// Arithmetic modulo an odd `n < 2^64` on numbers kept as `x · 2^64 mod n`
/// ("Montgomery form"), where a product needs no division.
/// (Shared with `primitive_root`, whose powers it speeds up the same way.)
#[derive(Clone, Copy, Debug)]
pub(super) struct Montgomery {
    n: u64,
    /// `n^-1 mod 2^64`.
    n_inv: u64,
    /// `2^128 mod n`, to bring a number into Montgomery form.
    r2: u64,
}

impl Montgomery {
    pub(super) fn new(n: u64) -> Montgomery {
        debug_assert!(n % 2 == 1);
        // Newton's iteration doubles the correct low bits each time: an odd
        // n is its own inverse modulo 8 (3 bits), five steps give 96.
        let mut n_inv = n;
        for _ in 0..5 {
            n_inv = n_inv.wrapping_mul(2u64.wrapping_sub(n.wrapping_mul(n_inv)));
        }
        let r = n.wrapping_neg() % n; // 2^64 mod n
        let r2 = (u128::from(r) * u128::from(r) % u128::from(n)) as u64;
        Montgomery { n, n_inv, r2 }
    }

    /// `t · 2^-64 mod n`, for `t < n · 2^64`.
    #[inline]
    fn reduce(&self, t: u128) -> u64 {
        // m · n agrees with t in the low 64 bits, so t - m · n is an exact
        // multiple of 2^64, and its high half lies in (-n, n).
        let m = (t as u64).wrapping_mul(self.n_inv);
        let high = (t >> 64) as u64;
        let mn_high = ((u128::from(m) * u128::from(self.n)) >> 64) as u64;
        let (value, borrow) = high.overflowing_sub(mn_high);
        if borrow {
            value.wrapping_add(self.n)
        } else {
            value
        }
    }

    #[inline]
    fn mul(&self, a: u64, b: u64) -> u64 {
        self.reduce(u128::from(a) * u128::from(b))
    }

    pub(super) fn form(&self, a: u64) -> u64 {
        self.mul(a % self.n, self.r2)
    }

    pub(super) fn pow(&self, mut base: u64, mut exp: u64) -> u64 {
        let mut result = self.form(1);
        while exp > 0 {
            if exp & 1 == 1 {
                result = self.mul(result, base);
            }
            base = self.mul(base, base);
            exp >>= 1;
        }
        result
    }
}

/// The primes that trial division tries first; also the answer for small n.
const SMALL_PRIMES: [u64; 12] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37];

/// Whether `n` is prime, in O(log n) multiplications: Miller–Rabin with the
/// seven bases of Jim Sinclair, which are correct for every `u64`.
///
/// # Example
///
/// ```
/// use cpkit::math::primes::is_prime;
///
/// assert!(is_prime(998_244_353));
/// assert!(!is_prime(1));
/// assert!(!is_prime(3_215_031_751)); // a strong pseudoprime to 2, 3, 5 and 7
/// assert!(is_prime(18_446_744_073_709_551_557)); // the largest prime below 2^64
/// ```
pub fn is_prime(n: u64) -> bool {
    if n < 64 {
        return (1u64 << n) & 0x28208a20a08a28ac != 0;
    }
    if SMALL_PRIMES.iter().any(|&p| n % p == 0) {
        return false;
    }
    let mont = Montgomery::new(n);
    miller_rabin(&mont)
}

/// Miller–Rabin on an odd `n > 37` that no small prime divides.
fn miller_rabin(mont: &Montgomery) -> bool {
    let n = mont.n;
    let s = (n - 1).trailing_zeros();
    let d = (n - 1) >> s;
    let one = mont.form(1);
    let minus_one = n - one; // n - 1 in Montgomery form
    let bases: &[u64] = if n < 1 << 32 {
        &[2, 7, 61]
    } else {
        &[2, 325, 9375, 28178, 450_775, 9_780_504, 1_795_265_022]
    };
    'bases: for &a in bases {
        let a = mont.form(a);
        if a == 0 {
            continue;
        }
        let mut x = mont.pow(a, d);
        if x == one || x == minus_one {
            continue;
        }
        for _ in 1..s {
            x = mont.mul(x, x);
            if x == minus_one {
                continue 'bases;
            }
        }
        return false;
    }
    true
}

/// The prime factors of `n`, with multiplicity, in increasing order;
/// empty for 1. Expected O(n^(1/4)) multiplications (Pollard's rho).
///
/// # Panics
///
/// If `n == 0`, which has no factorisation.
///
/// # Example
///
/// ```
/// use cpkit::math::primes::factorize;
///
/// assert_eq!(factorize(360), vec![2, 2, 2, 3, 3, 5]);
/// assert_eq!(factorize(1), vec![]);
/// assert_eq!(factorize(999_381_247_093_216_751), vec![999_665_081, 999_716_071]);
/// ```
pub fn factorize(mut n: u64) -> Vec<u64> {
    assert!(n != 0, "factorize(0): 0 has no prime factorisation");
    let mut factors = Vec::new();
    for &p in &SMALL_PRIMES {
        while n % p == 0 {
            factors.push(p);
            n /= p;
        }
    }
    let mut stack = vec![n];
    while let Some(m) = stack.pop() {
        if m == 1 {
            continue;
        }
        if is_prime(m) {
            factors.push(m);
            continue;
        }
        let d = find_divisor(m);
        stack.push(d);
        stack.push(m / d);
    }
    factors.sort_unstable();
    factors
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

/// A divisor `1 < d < n` of an odd composite `n` with no factor up to 37:
/// Pollard's rho with Brent's cycle finding, the differences multiplied in
/// batches of 128 so that one gcd serves many steps.
fn find_divisor(n: u64) -> u64 {
    let mont = Montgomery::new(n);
    // n = p² with p prime: rho would find p too, but this is quicker.
    let root = integer_sqrt(n);
    if root * root == n {
        return root;
    }
    const BATCH: u64 = 128;
    // The walk's constant and start come from n itself, through SplitMix64:
    // reproducible, but no fixed pair (c, x0) = (1, 2) that a test can be
    // built against. (Luck still varies: Library Checker's
    // `999381247093216751` takes 3-5 ms here, about twice the average for
    // products of two primes near 10^9.)
    let mut state = n;
    let mut next = move || {
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    };
    loop {
        let c = mont.form(1 + next() % (n - 1));
        let start = mont.form(next() % n);
        let f = |x: u64| {
            // Both terms are below n < 2^64, but their sum may not fit.
            let (y, carry) = mont.mul(x, x).overflowing_add(c);
            if carry || y >= n {
                y.wrapping_sub(n)
            } else {
                y
            }
        };
        let mut y = start;
        let mut power = 1u64;
        loop {
            let x = y;
            for _ in 0..power {
                y = f(y);
            }
            let mut done = 0;
            while done < power {
                let saved = y;
                let mut product = mont.form(1);
                let steps = BATCH.min(power - done);
                for _ in 0..steps {
                    y = f(y);
                    product = mont.mul(product, x.max(y) - x.min(y));
                }
                let g = gcd(product, n);
                if g == 1 {
                    done += steps;
                    continue;
                }
                if g != n {
                    return g;
                }
                // The batch overshot: redo it one step at a time.
                y = saved;
                for _ in 0..steps {
                    y = f(y);
                    let g = gcd(x.max(y) - x.min(y), n);
                    if g != 1 {
                        if g != n {
                            return g;
                        }
                        break;
                    }
                }
                break;
            }
            if done < power {
                break; // this c failed; try the next
            }
            power *= 2;
        }
    }
}

/// ⌊√n⌋.
fn integer_sqrt(n: u64) -> u64 {
    let mut r = (n as f64).sqrt() as u64;
    while r.checked_mul(r).map_or(true, |sq| sq > n) {
        r -= 1;
    }
    while (r + 1).checked_mul(r + 1).map_or(false, |sq| sq <= n) {
        r += 1;
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn naive_is_prime(n: u64) -> bool {
        n >= 2 && (2..).take_while(|d| d * d <= n).all(|d| n % d != 0)
    }

    fn naive_factorize(mut n: u64) -> Vec<u64> {
        let mut factors = Vec::new();
        let mut d = 2;
        while d * d <= n {
            while n % d == 0 {
                factors.push(d);
                n /= d;
            }
            d += 1;
        }
        if n > 1 {
            factors.push(n);
        }
        factors
    }

    /// The slow, obviously right product modulo n.
    fn mul_mod(a: u64, b: u64, n: u64) -> u64 {
        (u128::from(a) * u128::from(b) % u128::from(n)) as u64
    }

    #[test]
    fn every_number_below_ten_thousand() {
        for n in 0..10_000 {
            assert_eq!(is_prime(n), naive_is_prime(n), "is_prime({})", n);
        }
        for n in 1..3_000 {
            assert_eq!(factorize(n), naive_factorize(n), "factorize({})", n);
        }
    }

    #[test]
    fn strong_pseudoprimes_to_many_bases_are_composite() {
        // OEIS A014233: the smallest strong pseudoprimes to the first k
        // prime bases, and Carmichael numbers.
        for &n in &[
            2047u64,
            1_373_653,
            25_326_001,
            3_215_031_751,
            2_152_302_898_747,
            3_474_749_660_383,
            341_550_071_728_321,
            3_825_123_056_546_413_051,
            561,
            41041,
            825_265,
            321_197_185,
        ] {
            assert!(!is_prime(n), "{}", n);
        }
    }

    #[test]
    fn the_edges_of_u64() {
        assert!(is_prime(u64::MAX - 58));
        assert!(!is_prime(u64::MAX));
        assert_eq!(
            factorize(u64::MAX),
            vec![3, 5, 17, 257, 641, 65537, 6_700_417]
        );
        let p = 4_294_967_291u64; // the largest prime below 2^32
        assert_eq!(factorize(p * p), vec![p, p]);
        assert_eq!(factorize(1 << 63), vec![2; 63]);
        assert_eq!(factorize(u64::MAX - 58), vec![u64::MAX - 58]);
        // A semiprime with two 32-bit factors, the hardest case for rho.
        assert_eq!(
            factorize(4_294_967_279 * 4_294_967_291),
            vec![4_294_967_279, 4_294_967_291]
        );
    }

    #[test]
    fn montgomery_agrees_with_u128_remainders() {
        for &n in &[3u64, 1_000_000_007, (1 << 61) - 1, u64::MAX, u64::MAX - 2] {
            let mont = Montgomery::new(n);
            for &(a, b) in &[
                (0u64, 5u64),
                (1, 1),
                (n - 1, n - 1),
                (n / 2, n - 2),
                (123_456_789, 987_654_321),
            ] {
                let got = mont.reduce(u128::from(mont.mul(mont.form(a), mont.form(b))));
                assert_eq!(got, mul_mod(a, b, n), "{} * {} mod {}", a, b, n);
            }
        }
    }

    #[test]
    #[should_panic(expected = "0 has no prime factorisation")]
    fn factorize_zero_panics() {
        factorize(0);
    }

    proptest! {
        #[test]
        fn is_prime_agrees_with_trial_division(n in 0u64..1 << 36) {
            prop_assert_eq!(is_prime(n), naive_is_prime(n));
        }

        #[test]
        fn factorize_agrees_with_trial_division(n in 1u64..1 << 36) {
            prop_assert_eq!(factorize(n), naive_factorize(n));
        }

        #[test]
        fn large_factors_multiply_back_and_are_prime(n in 1u64..) {
            let factors = factorize(n);
            prop_assert_eq!(factors.iter().product::<u64>(), n);
            prop_assert!(factors.windows(2).all(|w| w[0] <= w[1]));
            for &p in &factors {
                // Cross-check is_prime on big factors with a different
                // witness: Fermat's test to base 2 in plain u128 arithmetic.
                prop_assert!(is_prime(p));
                if p > 2 {
                    let (mut base, mut exp, mut acc) = (2u64, p - 1, 1u64);
                    while exp > 0 {
                        if exp & 1 == 1 {
                            acc = mul_mod(acc, base, p);
                        }
                        base = mul_mod(base, base, p);
                        exp >>= 1;
                    }
                    prop_assert_eq!(acc, 1);
                }
            }
        }

        #[test]
        fn products_of_two_primes_split_right(a in 2u64..4_294_967_291, b in 2u64..4_294_967_291) {
            let next_prime = |mut x: u64| { while !naive_is_prime(x) { x += 1; } x };
            let (p, q) = (next_prime(a), next_prime(b));
            prop_assert_eq!(factorize(p * q), vec![p.min(q), p.max(q)]);
        }
    }
}
