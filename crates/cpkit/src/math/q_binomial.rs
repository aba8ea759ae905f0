//! Gaussian (q-)binomial coefficients modulo a prime `m` for a fixed `q`:
//! tables of q-factorials up to the order of `q`, and the q-Lucas theorem
//! above it, O(n) to build and O(1) per coefficient; verified on Library
//! Checker's `q_binomial_coefficient_prime_mod`
//! (`crates/cpkit/verify/q-binomial-coefficient-prime-mod`).

use super::binomial::Binomial;
use super::modint::Barrett;

/// `[n choose k]_q` modulo a prime `m < 2^31`, for `0 <= k, n <= max_n`,
/// `max_n < m`.
///
/// With `[i]_q = 1 + q + ... + q^(i-1)` and `[n]_q! = [1]_q ... [n]_q`,
/// the coefficient is `[n]_q! / ([k]_q! [n-k]_q!)`, which needs the
/// factors to be invertible. The first `d >= 1` with `[d]_q ≡ 0` (the
/// multiplicative order of `q` when `q ≠ 0, 1`; `m` when `q = 1`; none
/// when `q = 0`) splits every `n = n1 d + n0`, and the q-Lucas theorem
/// gives `[n choose k]_q ≡ C(n1, k1) [n0 choose k0]_q` with an ordinary
/// binomial coefficient: only the q-factorials below `d` are needed.
///
/// # Example
/// ```
/// use cpkit::math::q_binomial::QBinomial;
///
/// // [4 choose 2]_q = 1 + q + 2q² + q³ + q⁴: 35 at q = 2.
/// let table = QBinomial::new(10, 2, 998_244_353);
/// assert_eq!(table.binom(4, 2), 35);
/// assert_eq!(table.binom(4, 5), 0);
/// // q = 1: ordinary binomial coefficients.
/// assert_eq!(QBinomial::new(10, 1, 998_244_353).binom(10, 3), 120);
/// // q = 2 has order 2 modulo 3: [2]_2 = 3 ≡ 0, and q-Lucas applies.
/// assert_eq!(QBinomial::new(2, 2, 3).binom(2, 1), 0);
/// ```
#[derive(Clone, Debug)]
pub struct QBinomial {
    barrett: Barrett,
    /// The first `d` with `[d]_q ≡ 0`, or `usize::MAX`.
    d: usize,
    /// `[i]_q!` and its inverse, for `i < min(d, max_n + 1)`.
    fact: Vec<u32>,
    inv_fact: Vec<u32>,
    /// Ordinary binomial coefficients for the quotients by `d`.
    ordinary: Binomial,
}

impl QBinomial {
    /// The tables for `n <= max_n`, modulo the prime `m` (`max_n < m <
    /// 2^31`; `q` is reduced modulo `m`). O(max_n).
    pub fn new(max_n: usize, q: u32, m: u32) -> QBinomial {
        assert!(
            (max_n as u64) < u64::from(m) && m < 1 << 31,
            "QBinomial needs max_n < m < 2^31"
        );
        let barrett = Barrett::new(m);
        let q = q % m;
        // [i]_q for i = 1, 2, ... until the first zero.
        let mut ints = Vec::with_capacity(max_n + 1);
        ints.push(1u32); // [0]_q! = 1 stands in for i = 0
        let mut d = usize::MAX;
        let mut cur = 0u32;
        for i in 1..=max_n {
            cur = barrett.mul(cur, q) + 1;
            if cur == m {
                cur = 0;
            }
            if cur == 0 {
                d = i;
                break;
            }
            ints.push(cur);
        }
        let len = ints.len();
        let mut fact = vec![1u32; len];
        for i in 1..len {
            fact[i] = barrett.mul(fact[i - 1], ints[i]);
        }
        let mut inv_fact = vec![1u32; len];
        inv_fact[len - 1] = pow(&barrett, fact[len - 1], m - 2);
        for i in (1..len).rev() {
            inv_fact[i - 1] = barrett.mul(inv_fact[i], ints[i]);
        }
        let ordinary = Binomial::new(if d == usize::MAX { 0 } else { max_n / d }, m);
        QBinomial {
            barrett,
            d,
            fact,
            inv_fact,
            ordinary,
        }
    }

    /// `[n choose k]_q mod m` (0 when `k > n`), for `n <= max_n`. O(1).
    pub fn binom(&self, n: usize, k: usize) -> u32 {
        if k > n {
            return 0;
        }
        let (n1, n0, k1, k0) = if self.d == usize::MAX {
            (0, n, 0, k)
        } else {
            (n / self.d, n % self.d, k / self.d, k % self.d)
        };
        if k0 > n0 {
            return 0;
        }
        let b = &self.barrett;
        let q = b.mul(
            self.fact[n0],
            b.mul(self.inv_fact[k0], self.inv_fact[n0 - k0]),
        );
        if n1 == 0 {
            q
        } else {
            b.mul(q, self.ordinary.binom(n1, k1))
        }
    }
}

fn pow(barrett: &Barrett, mut x: u32, mut e: u32) -> u32 {
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
