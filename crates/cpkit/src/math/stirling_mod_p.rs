//! Stirling numbers `s(n, k)` and `S(n, k)` modulo a small prime `p` for
//! `n` up to 2^64, by Lucas-like theorems: `x (x-1) ... (x-p+1) ≡ x^p - x`
//! and `(1 - x) (1 - 2x) ... (1 - (p-1)x) ≡ 1 - x^(p-1)` reduce each to a
//! table of the first `p` rows (O(p²) to build) and a binomial
//! coefficient by Lucas's theorem (O(log_p n) per number); verified on
//! Library Checker's `stirling_number_of_the_first_kind_small_p_large_n`
//! and `stirling_number_of_the_second_kind_small_p_large_n`
//! (`crates/cpkit/verify/stirling-number-of-the-first-kind-small-p-large-n`,
//! `crates/cpkit/verify/stirling-number-of-the-second-kind-small-p-large-n`).

/// Binomial coefficients modulo the small prime `p` by Lucas's theorem.
#[derive(Clone, Debug)]
struct Lucas {
    p: u32,
    fact: Vec<u32>,
    inv_fact: Vec<u32>,
}

impl Lucas {
    fn new(p: u32) -> Lucas {
        let pu = p as usize;
        let mut fact = vec![1u32; pu];
        for i in 1..pu {
            fact[i] = fact[i - 1] * i as u32 % p;
        }
        // (p-1)! ≡ -1, so 1/(p-1)! ≡ p - 1.
        let mut inv_fact = vec![1u32; pu];
        inv_fact[pu - 1] = p - 1;
        for i in (1..pu).rev() {
            inv_fact[i - 1] = inv_fact[i] * i as u32 % p;
        }
        Lucas { p, fact, inv_fact }
    }

    /// `C(n, k) mod p`, from the base-p digits of `n` and `k`.
    fn binom(&self, mut n: u64, mut k: u64) -> u32 {
        let p = u64::from(self.p);
        let mut result = 1u32;
        while k > 0 && result != 0 {
            let (a, b) = ((n % p) as usize, (k % p) as usize);
            if b > a {
                return 0;
            }
            let c = self.fact[a] * self.inv_fact[b] % self.p * self.inv_fact[a - b] % self.p;
            result = result * c % self.p;
            n /= p;
            k /= p;
        }
        result
    }
}

/// Row `r` of a triangle of `p` rows of lengths `1, 2, ..., p`, stored
/// one after another.
fn row(r: usize) -> usize {
    r * (r + 1) / 2
}

fn check_prime(p: u32) {
    assert!(
        (2..1 << 16).contains(&p) && (2..p).take_while(|d| d * d <= p).all(|d| p % d != 0),
        "Stirling numbers modulo p need a prime p < 2^16; found {}",
        p
    );
}

/// The signed Stirling numbers of the first kind `s(n, k)` (the
/// coefficients of `x (x - 1) ... (x - n + 1) = Σ_k s(n, k) x^k`) modulo
/// a prime `p < 2^16`, for any `0 <= k, n < 2^64`. O(p²) time and memory to
/// build, O(log_p n) per number.
///
/// With `n = a p + b` (`b < p`), the factors come in `a` runs of `p`
/// consecutive values, each `≡ x^p - x` modulo `p`, and the last `b`: so
/// `x^(n falling) ≡ x^a (x^(p-1) - 1)^a x^(b falling)`, and `s(n, k)` is
/// a sum over `k - a = j (p - 1) + i` (at most two terms, since `i <= b <
/// p`) of `(-1)^(a-j) C(a, j) s(b, i)`.
///
/// # Example
/// ```
/// use cpkit::math::stirling_mod_p::StirlingFirstModP;
///
/// let s = StirlingFirstModP::new(5);
/// // x (x-1) (x-2) (x-3) = x⁴ - 6x³ + 11x² - 6x
/// assert_eq!(s.get(4, 2), 11 % 5);
/// assert_eq!(s.get(4, 3), (5 - 6 % 5) % 5);
/// // s(6, 3) = -225 ≡ 0, s(7, 2) = -1764 ≡ 1 (mod 5)
/// assert_eq!((s.get(6, 3), s.get(7, 2)), (0, 1));
/// assert_eq!(s.get(0, 0), 1);
/// assert_eq!(s.get(3, 5), 0);
/// ```
#[derive(Clone, Debug)]
pub struct StirlingFirstModP {
    lucas: Lucas,
    /// `s(b, i)` for `i <= b < p`, row `b` at `row(b)`.
    table: Vec<u16>,
}

impl StirlingFirstModP {
    /// The table of `s(b, i)` for `b < p`; `p` must be a prime below 2^16.
    /// O(p²).
    pub fn new(p: u32) -> StirlingFirstModP {
        check_prime(p);
        let pu = p as usize;
        let mut table = vec![0u16; row(pu)];
        table[0] = 1;
        for b in 1..pu {
            // s(b, i) = s(b-1, i-1) - (b-1) s(b-1, i)
            let (done, rest) = table.split_at_mut(row(b));
            let prev = &done[row(b - 1)..];
            let cur = &mut rest[..b + 1];
            let minus = p - (b as u32 - 1);
            for i in 0..=b {
                let left = if i > 0 { u32::from(prev[i - 1]) } else { 0 };
                let up = if i < b { u32::from(prev[i]) } else { 0 };
                cur[i] = ((left + up * minus) % p) as u16;
            }
        }
        StirlingFirstModP {
            lucas: Lucas::new(p),
            table,
        }
    }

    /// `s(n, k) mod p` (0 when `k > n`). O(log_p n).
    pub fn get(&self, n: u64, k: u64) -> u32 {
        let p = u64::from(self.lucas.p);
        let (a, b) = (n / p, (n % p) as usize);
        if k < a || k > n {
            return 0;
        }
        let r = k - a;
        let mut sum = 0u32;
        let mut i = (r % (p - 1)) as usize;
        while i <= b && i as u64 <= r {
            let j = (r - i as u64) / (p - 1);
            if j <= a {
                let c = self.lucas.binom(a, j) * u32::from(self.table[row(b) + i]) % self.lucas.p;
                // (-1)^(a - j)
                sum += if (a - j) % 2 == 0 {
                    c
                } else {
                    (self.lucas.p - c) % self.lucas.p
                };
            }
            i += p as usize - 1;
        }
        sum % self.lucas.p
    }
}

/// The Stirling numbers of the second kind `S(n, k)` (the ways to split
/// `n` items into `k` nonempty blocks) modulo a prime `p < 2^16`, for any
/// `0 <= k, n < 2^64`. O(p²) time and memory to build, O(log_p n) per
/// number.
///
/// Their generating function in `n` is `Σ_n S(n, k) x^n = x^k / ((1 - x)
/// (1 - 2x) ... (1 - kx))`. With `k = a p + b` (`b < p`), the factors come
/// in `a` runs of `p`, each `≡ 1 - x^(p-1)` modulo `p`, and the last `b`,
/// which times `P_b = (1 - (b+1)x) ... (1 - (p-1)x)` make one more run: so
/// the function is `x^k P_b / (1 - x^(p-1))^(a+1)`, and `S(n, k)` is a sum
/// over `n - k = j (p - 1) + t` (at most two terms, since `t <= p - 1 - b`)
/// of `C(a + j, j) [x^t] P_b`.
///
/// # Example
/// ```
/// use cpkit::math::stirling_mod_p::StirlingSecondModP;
///
/// let s = StirlingSecondModP::new(5);
/// // S(5, 2) = 15, S(6, 3) = 90, S(7, 2) = 63, S(10, 5) = 42525
/// assert_eq!(s.get(5, 2), 0);
/// assert_eq!(s.get(7, 2), 3);
/// assert_eq!(s.get(10, 5), 0);
/// assert_eq!(s.get(0, 0), 1);
/// assert_eq!(s.get(3, 0), 0);
/// assert_eq!(StirlingSecondModP::new(7).get(10, 5), 42_525 % 7);
/// ```
#[derive(Clone, Debug)]
pub struct StirlingSecondModP {
    lucas: Lucas,
    /// `[x^t] P_b` for `t <= p - 1 - b`, at `row(p - 1 - b) + t`.
    table: Vec<u16>,
}

impl StirlingSecondModP {
    /// The table of the coefficients of `P_b` for `b < p`; `p` must be a
    /// prime below 2^16. O(p²).
    pub fn new(p: u32) -> StirlingSecondModP {
        check_prime(p);
        let pu = p as usize;
        let mut table = vec![0u16; row(pu)];
        // P_(p-1) = 1; P_b = P_(b+1) (1 - (b+1) x), of degree p - 1 - b.
        table[0] = 1;
        for d in 1..pu {
            let b = pu - 1 - d;
            let (done, rest) = table.split_at_mut(row(d));
            let prev = &done[row(d - 1)..];
            let cur = &mut rest[..d + 1];
            let minus = p - (b as u32 + 1);
            for t in 0..=d {
                let same = if t < d { u32::from(prev[t]) } else { 0 };
                let shifted = if t > 0 { u32::from(prev[t - 1]) } else { 0 };
                cur[t] = ((same + shifted * minus) % p) as u16;
            }
        }
        StirlingSecondModP {
            lucas: Lucas::new(p),
            table,
        }
    }

    /// `S(n, k) mod p` (0 when `k > n`). O(log_p n).
    pub fn get(&self, n: u64, k: u64) -> u32 {
        if k > n {
            return 0;
        }
        let p = u64::from(self.lucas.p);
        let (a, b) = (k / p, (k % p) as usize);
        let d = self.lucas.p as usize - 1 - b;
        let r = n - k;
        let mut sum = 0u32;
        let mut t = (r % (p - 1)) as usize;
        while t <= d && t as u64 <= r {
            let j = (r - t as u64) / (p - 1);
            sum += self.lucas.binom(a + j, j) * u32::from(self.table[row(d) + t]) % self.lucas.p;
            t += p as usize - 1;
        }
        sum % self.lucas.p
    }
}
