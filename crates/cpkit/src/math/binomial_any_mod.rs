//! Binomial coefficients `C(n, k)` modulo any `m`, prime or not, for `n`
//! up to 2^63, by the generalised Lucas theorem on each prime power of `m`
//! and the Chinese remainder theorem: tables in O(m), then O(Σ log_p n) per
//! query over the primes `p` of `m`; verified on Library
//! Checker's `binomial_coefficient`
//! (`crates/cpkit/verify/binomial-coefficient`).

/// Division by a number fixed at run time, by a multiplication: `inv =
/// ⌊(2^64 - 1) / d⌋` gives `⌊a inv / 2^64⌋` equal to `⌊a / d⌋` or one less.
#[derive(Clone, Copy, Debug)]
struct Divider {
    d: u64,
    inv: u64,
}

impl Divider {
    fn new(d: u64) -> Divider {
        Divider {
            d,
            inv: u64::MAX / d,
        }
    }

    /// `(a / d, a % d)`.
    #[inline]
    fn div_rem(self, a: u64) -> (u64, u64) {
        let q = ((u128::from(a) * u128::from(self.inv)) >> 64) as u64;
        let r = a - q * self.d;
        if r >= self.d {
            (q + 1, r - self.d)
        } else {
            (q, r)
        }
    }
}

/// The tables of one prime power `q = p^e` dividing the modulus.
#[derive(Clone, Debug)]
struct PrimePower {
    p: Divider,
    q: Divider,
    e: u32,
    /// `fact[i]`: the product of the `j <= i` not divisible by `p`, mod q.
    fact: Vec<u32>,
    /// Their inverses modulo q.
    inv_fact: Vec<u32>,
    /// `p^i mod q` for `i < e`.
    powers: Vec<u32>,
    /// Whether the product of the units modulo q is 1 (q = 2^e, e >= 3)
    /// rather than -1 (Gauss's generalisation of Wilson's theorem).
    plus_one: bool,
    /// The coefficient of this residue in the Chinese remainder theorem:
    /// 1 modulo q, 0 modulo the rest of m.
    crt: u64,
}

impl PrimePower {
    /// `C(n, k) mod q`, `k <= n`.
    #[inline]
    fn binom(&self, n: u64, k: u64) -> u64 {
        let q = self.q.d;
        let mul = |a: u64, b: u32| self.q.div_rem(a * u64::from(b)).1;
        let (mut n, mut k, mut r) = (n, k, n - k);
        let mut result = 1u64;
        // p's exponent in C(n, k) (the carries adding k and r in base p),
        // and the carries from digit e on, which count the factors ±1.
        let (mut exponent, mut high) = (0u64, 0u64);
        let mut digit = 0;
        while n > 0 {
            result = mul(result, self.fact[self.q.div_rem(n).1 as usize]);
            result = mul(result, self.inv_fact[self.q.div_rem(k).1 as usize]);
            result = mul(result, self.inv_fact[self.q.div_rem(r).1 as usize]);
            n = self.p.div_rem(n).0;
            k = self.p.div_rem(k).0;
            r = self.p.div_rem(r).0;
            let carries = n - k - r;
            exponent += carries;
            if exponent >= u64::from(self.e) {
                return 0;
            }
            digit += 1;
            if digit >= self.e {
                high += carries;
            }
        }
        if !self.plus_one && high % 2 == 1 {
            result = (q - result) % q;
        }
        mul(result, self.powers[exponent as usize])
    }
}

/// `C(n, k) mod m` for any modulus `m` fixed at construction (prime or
/// not; tables of at most 2m words), `n < 2^63`.
///
/// For each prime power `q = p^e` of `m`: `n! = p^v · Π_j U(⌊n / p^j⌋)`,
/// where `U(x)`, the product of the `i <= x` prime to `p`, is
/// `(±1)^⌊x / q⌋ · U(x mod q)` modulo `q`. So `C(n, k)` modulo `q` is
/// `p^v` (0 when `v >= e`; `v` counts the carries adding `k` and `n - k`
/// in base `p`, Kummer's theorem) times table lookups for the base-`p`
/// shifts of `n`, `k` and `n - k`, and a sign. Divisions by `p` and `q` are
/// multiplications by precomputed inverses.
///
/// # Example
/// ```
/// use cpkit::math::binomial_any_mod::BinomialAnyMod;
///
/// let c = BinomialAnyMod::new(720_720); // 2^4 3^2 5 7 11 13
/// assert_eq!(c.binom(10, 3), 120);
/// assert_eq!(c.binom(60, 30), (118_264_581_564_861_424u64 % 720_720) as u32);
/// assert_eq!(c.binom(1_000_000_000_000_000_000, 0), 1);
/// assert_eq!(BinomialAnyMod::new(1).binom(5, 2), 0);
/// ```
#[derive(Clone, Debug)]
pub struct BinomialAnyMod {
    m: u64,
    parts: Vec<PrimePower>,
}

impl BinomialAnyMod {
    /// The tables for the modulus `m` (`1 <= m < 2^31`); O(m) time and
    /// at most `8 m` bytes.
    pub fn new(m: u32) -> BinomialAnyMod {
        assert!(
            (1..1 << 31).contains(&m),
            "BinomialAnyMod needs a modulus in 1..2^31"
        );
        let m = u64::from(m);
        let mut parts = Vec::new();
        let mut rest = m;
        let mut p = 2;
        while rest > 1 {
            if p * p > rest {
                p = rest;
            }
            if rest % p == 0 {
                let (mut q, mut e) = (1u64, 0u32);
                while rest % p == 0 {
                    rest /= p;
                    q *= p;
                    e += 1;
                }
                parts.push(PrimePower::new(p, e, q, m));
            }
            p += 1;
        }
        BinomialAnyMod { m, parts }
    }

    /// `C(n, k) mod m`: 0 when `k > n`. O(Σ log_p n) over the primes `p`
    /// of `m`.
    pub fn binom(&self, n: u64, k: u64) -> u32 {
        assert!(n < 1 << 63, "BinomialAnyMod::binom needs n < 2^63");
        if k > n {
            return 0;
        }
        let sum: u64 = self
            .parts
            .iter()
            .map(|part| part.binom(n, k) * part.crt % self.m)
            .sum();
        (sum % self.m) as u32
    }
}

impl PrimePower {
    fn new(p: u64, e: u32, q: u64, m: u64) -> PrimePower {
        let div = Divider::new(q);
        let mut fact = vec![1u32; q as usize];
        for i in 1..q as usize {
            fact[i] = if i as u64 % p == 0 {
                fact[i - 1]
            } else {
                div.div_rem(u64::from(fact[i - 1]) * i as u64).1 as u32
            };
        }
        let mut inv_fact = vec![1u32; q as usize];
        inv_fact[q as usize - 1] = inverse(u64::from(fact[q as usize - 1]), q) as u32;
        for i in (1..q as usize).rev() {
            inv_fact[i - 1] = if i as u64 % p == 0 {
                inv_fact[i]
            } else {
                div.div_rem(u64::from(inv_fact[i]) * i as u64).1 as u32
            };
        }
        let mut powers = vec![1u32; e as usize];
        for i in 1..e as usize {
            powers[i] = (u64::from(powers[i - 1]) * p % q) as u32;
        }
        // crt = (m / q) · ((m / q)^-1 mod q), 1 modulo q and 0 modulo m / q.
        let other = m / q;
        let crt = other * inverse(other % q, q) % m;
        PrimePower {
            p: Divider::new(p),
            q: div,
            e,
            fact,
            inv_fact,
            powers,
            plus_one: p == 2 && e >= 3,
            crt,
        }
    }
}

/// `x^-1 mod q` for `x` prime to `q` (`q >= 1`), by Euclid's algorithm.
fn inverse(x: u64, q: u64) -> u64 {
    let (mut a, mut b) = (x as i64 % q as i64, q as i64);
    let (mut u, mut v) = (1i64, 0i64);
    while b != 0 {
        let t = a / b;
        a -= t * b;
        u -= t * v;
        std::mem::swap(&mut a, &mut b);
        std::mem::swap(&mut u, &mut v);
    }
    u.rem_euclid(q as i64) as u64
}
