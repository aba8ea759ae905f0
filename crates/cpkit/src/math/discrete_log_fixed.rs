//! Discrete logarithms to one base modulo one prime `p`, for many numbers:
//! the logarithms of the primes up to √p by baby-step giant-step with one
//! shared table, of every number up to √p through its smallest prime
//! factor, and of any other number `a` from `p = q a + r`, which halves
//! it: O(p^(3/4) / √(log p)) to build, O(log p) per logarithm; verified on
//! Library Checker's `discrete_logarithm_fixed_mod`
//! (`crates/cpkit/verify/discrete-logarithm-fixed-mod`).

use super::modint::Barrett;

/// `x^e` with the reducer's modulus.
fn pow(barrett: &Barrett, mut x: u32, mut e: u64) -> u32 {
    let mut result = 1 % barrett.umod();
    while e > 0 {
        if e & 1 == 1 {
            result = barrett.mul(result, x);
        }
        x = barrett.mul(x, x);
        e >>= 1;
    }
    result
}

/// An open-addressing table from the nonzero `u32` keys `g^j` to `j`.
struct BabySteps {
    keys: Vec<u32>,
    values: Vec<u32>,
    mask: usize,
}

impl BabySteps {
    fn slot(&self, key: u32) -> usize {
        (u64::from(key).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40) as usize & self.mask
    }

    fn new(count: usize) -> BabySteps {
        let size = (2 * count).next_power_of_two().max(2);
        BabySteps {
            keys: vec![0; size],
            values: vec![0; size],
            mask: size - 1,
        }
    }

    /// Keeps the first (smallest) `value` of each key.
    fn insert(&mut self, key: u32, value: u32) {
        let mut i = self.slot(key);
        while self.keys[i] != 0 {
            if self.keys[i] == key {
                return;
            }
            i = (i + 1) & self.mask;
        }
        self.keys[i] = key;
        self.values[i] = value;
    }

    fn get(&self, key: u32) -> Option<u32> {
        let mut i = self.slot(key);
        while self.keys[i] != 0 {
            if self.keys[i] == key {
                return Some(self.values[i]);
            }
            i = (i + 1) & self.mask;
        }
        None
    }
}

/// The logarithms to the base `g`, a primitive root of the prime `p`: for
/// `1 <= a < p`, the `b` in `0..p - 1` with `g^b ≡ a (mod p)`.
///
/// Building: the logarithms of the `π(√p)` primes up to `√p` by baby-step
/// giant-step, sharing one table of `B ≈ √(π(√p) p)` baby steps, then of
/// every number up to `√p` as sums over a sieve's smallest prime factors:
/// O(p^(3/4) / √(log p)). Asking: for `a > √p`, with `p = q a + r` (so
/// `q < √p`), both `a q ≡ -r` and `a (q + 1) ≡ a - r`, and the smaller of
/// `r` and `a - r` is at most `a / 2`: O(log p) halvings down to the table.
///
/// # Example
/// ```
/// use cpkit::math::discrete_log_fixed::DiscreteLogFixed;
///
/// // 3 is a primitive root of 998244353.
/// let logs = DiscreteLogFixed::new(998_244_353, 3);
/// assert_eq!(logs.log(1), 0);
/// assert_eq!(logs.log(3), 1);
/// assert_eq!(logs.log(81), 4);
/// assert_eq!(logs.log(998_244_352), 499_122_176); // -1 = g^((p-1)/2)
/// let (a, b) = (logs.log(123_456_789), logs.log(987_654_321));
/// assert_eq!(logs.log((123_456_789u64 * 987_654_321 % 998_244_353) as u32), (a + b) % 998_244_352);
/// assert_eq!(DiscreteLogFixed::new(2, 1).log(1), 0);
/// assert_eq!(DiscreteLogFixed::new(7, 3).log(6), 3); // 3³ = 27 ≡ 6
/// ```
#[derive(Clone, Debug)]
pub struct DiscreteLogFixed {
    p: u32,
    /// `log[a]` for `a <= limit`.
    log: Vec<u32>,
    limit: u32,
}

impl DiscreteLogFixed {
    /// The tables for the prime `p < 2^31` and its primitive root `g`
    /// (neither is checked). O(p^(3/4) / √(log p)).
    pub fn new(p: u32, g: u32) -> DiscreteLogFixed {
        assert!(
            (2..1 << 31).contains(&p),
            "DiscreteLogFixed needs a prime p < 2^31"
        );
        let barrett = Barrett::new(p);
        let order = p - 1;
        // limit >= √p, so that p / a < limit for every a > limit.
        let mut limit = 1u32;
        while u64::from(limit) * u64::from(limit) <= u64::from(p) {
            limit += 1;
        }
        let limit = limit.min(p - 1);
        // Smallest prime factors up to limit.
        let size = limit as usize + 1;
        let mut spf = vec![0u32; size];
        let mut primes = Vec::new();
        for i in 2..size {
            if spf[i] == 0 {
                spf[i] = i as u32;
                primes.push(i as u32);
            }
            for &q in &primes {
                if q > spf[i] || i * q as usize >= size {
                    break;
                }
                spf[i * q as usize] = q;
            }
        }
        // Baby steps g^j, j < steps; giant steps by g^-steps.
        let want = (primes.len() as f64 * f64::from(order)).sqrt() as u64 + 1;
        let steps = want.min(u64::from(order)) as u32;
        let mut table = BabySteps::new(steps as usize);
        let mut x = 1 % p;
        for j in 0..steps {
            table.insert(x, j);
            x = barrett.mul(x, g % p);
        }
        let giant = pow(
            &barrett,
            pow(&barrett, g % p, u64::from(order) - 1),
            u64::from(steps),
        );
        let mut log = vec![0u32; size];
        for &q in &primes {
            let mut t = q;
            let mut i = 0u64;
            loop {
                if let Some(j) = table.get(t) {
                    log[q as usize] =
                        ((i * u64::from(steps) + u64::from(j)) % u64::from(order)) as u32;
                    break;
                }
                t = barrett.mul(t, giant);
                i += 1;
                assert!(
                    i * u64::from(steps) <= u64::from(order) + u64::from(steps),
                    "DiscreteLogFixed: g is not a primitive root of p"
                );
            }
        }
        for i in 2..size {
            let q = spf[i] as usize;
            if q != i {
                log[i] = add(log[q], log[i / q], order);
            }
        }
        DiscreteLogFixed { p, log, limit }
    }

    /// The `b` in `0..p - 1` with `g^b ≡ a (mod p)`; `a` in `1..p`. O(log p).
    pub fn log(&self, mut a: u32) -> u32 {
        assert!(0 < a && a < self.p, "DiscreteLogFixed::log needs 0 < a < p");
        let order = u64::from(self.p - 1);
        // log(-1) = (p - 1) / 2; the answer is acc + log(a) as a shrinks.
        let half = order / 2;
        let mut acc = 0u64;
        while a > self.limit {
            let (q, r) = (self.p / a, self.p % a);
            if r <= a - r {
                // a q ≡ -r: log a = log(-1) + log r - log q.
                acc += half + order - u64::from(self.log[q as usize]);
                a = r;
            } else {
                // a (q + 1) ≡ a - r: log a = log(a - r) - log(q + 1).
                acc += order - u64::from(self.log[q as usize + 1]);
                a -= r;
            }
        }
        ((acc + u64::from(self.log[a as usize])) % order) as u32
    }
}

/// `(a + b) mod m`, for `m >= 1`.
fn add(a: u32, b: u32, m: u32) -> u32 {
    ((u64::from(a) + u64::from(b)) % u64::from(m)) as u32
}
