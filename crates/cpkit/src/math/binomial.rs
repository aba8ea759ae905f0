//! Binomial coefficients modulo a prime chosen at run time, from tables of
//! factorials and inverse factorials built in O(n), each query in O(1).
//! Verified by `crates/cpkit/verify/binomial-coefficient-prime-mod`.
//!
//! Products are reduced with Barrett's method (a multiplication by a
//! precomputed `2^64 / m` instead of a division): the dynamic modint's
//! [`Barrett`].

use super::modint::Barrett;

/// Factorials, inverse factorials and binomial coefficients modulo a prime
/// `m < 2^32`, for arguments up to a bound fixed at construction.
///
/// # Example
///
/// ```
/// use cpkit::math::binomial::Binomial;
///
/// let table = Binomial::new(10, 1_000_000_007);
/// assert_eq!(table.binom(10, 3), 120);
/// assert_eq!(table.binom(3, 10), 0);
/// assert_eq!(table.fact(10), 3_628_800);
/// ```
#[derive(Clone, Debug)]
pub struct Binomial {
    /// The modulus, and its reducer.
    barrett: Barrett,
    fact: Vec<u32>,
    inv_fact: Vec<u32>,
}

impl Binomial {
    /// The tables for `0..=max_n` modulo the prime `modulus`, in O(max_n).
    /// The modulus is not checked for primality (that would cost more than
    /// the tables); with a composite one the inverses are wrong.
    ///
    /// # Panics
    ///
    /// If `modulus < 2` or `max_n >= modulus` (then `max_n!` is 0 and has
    /// no inverse).
    ///
    /// # Example
    ///
    /// ```
    /// use cpkit::math::binomial::Binomial;
    ///
    /// let m = 7; // n, k < m: every factorial is invertible
    /// let table = Binomial::new(6, m);
    /// assert_eq!(table.binom(6, 3), 20 % 7);
    /// assert_eq!(table.inv_fact(6) * table.fact(6) % m, 1);
    /// ```
    pub fn new(max_n: usize, modulus: u32) -> Binomial {
        assert!(
            modulus >= 2,
            "Binomial::new: modulus {} is not a prime",
            modulus
        );
        assert!(
            (max_n as u64) < u64::from(modulus),
            "Binomial::new: max_n = {} must be below the modulus {}",
            max_n,
            modulus
        );
        let mut table = Binomial {
            barrett: Barrett::new(modulus),
            fact: Vec::with_capacity(max_n + 1),
            inv_fact: vec![0; max_n + 1],
        };
        let mut f = 1 % modulus;
        table.fact.push(f);
        for i in 1..=max_n {
            f = table.mul(f, i as u32);
            table.fact.push(f);
        }
        let mut inv = table.pow(f, modulus - 2);
        for i in (0..=max_n).rev() {
            table.inv_fact[i] = inv;
            inv = table.mul(inv, i as u32);
        }
        table
    }

    /// The modulus.
    ///
    /// ```
    /// use cpkit::math::binomial::Binomial;
    ///
    /// assert_eq!(Binomial::new(3, 5).modulus(), 5);
    /// ```
    pub fn modulus(&self) -> u32 {
        self.barrett.umod()
    }

    /// The largest `n` the tables cover.
    ///
    /// ```
    /// use cpkit::math::binomial::Binomial;
    ///
    /// assert_eq!(Binomial::new(3, 5).max_n(), 3);
    /// ```
    pub fn max_n(&self) -> usize {
        self.fact.len() - 1
    }

    /// `n! mod m`.
    ///
    /// # Panics
    ///
    /// If `n > max_n`.
    ///
    /// ```
    /// use cpkit::math::binomial::Binomial;
    ///
    /// assert_eq!(Binomial::new(5, 998_244_353).fact(5), 120);
    /// ```
    pub fn fact(&self, n: usize) -> u32 {
        self.fact[n]
    }

    /// `(n!)^-1 mod m`.
    ///
    /// # Panics
    ///
    /// If `n > max_n`.
    ///
    /// ```
    /// use cpkit::math::binomial::Binomial;
    ///
    /// let table = Binomial::new(5, 13);
    /// assert_eq!(table.fact(4) * table.inv_fact(4) % 13, 1);
    /// ```
    pub fn inv_fact(&self, n: usize) -> u32 {
        self.inv_fact[n]
    }

    /// `n^-1 mod m` for `1 <= n <= max_n`, as `(n-1)! / n!`.
    ///
    /// # Panics
    ///
    /// If `n == 0` or `n > max_n`.
    ///
    /// ```
    /// use cpkit::math::binomial::Binomial;
    ///
    /// assert_eq!(Binomial::new(5, 7).inv(3), 5); // 3 · 5 = 15 = 2 · 7 + 1
    /// ```
    pub fn inv(&self, n: usize) -> u32 {
        assert!(n != 0, "Binomial::inv(0): 0 has no inverse");
        self.mul(self.inv_fact[n], self.fact[n - 1])
    }

    /// `C(n, k) mod m`: the number of ways to choose `k` of `n`; 0 when
    /// `k > n`.
    ///
    /// # Panics
    ///
    /// If `n > max_n`.
    ///
    /// ```
    /// use cpkit::math::binomial::Binomial;
    ///
    /// let table = Binomial::new(100, 1_000_000_007);
    /// assert_eq!(table.binom(100, 50), 538_992_043);
    /// assert_eq!(table.binom(0, 0), 1);
    /// ```
    pub fn binom(&self, n: usize, k: usize) -> u32 {
        if k > n {
            // Still check n, so a too-small table is caught early.
            assert!(
                n <= self.max_n(),
                "Binomial::binom({}, {}): n > max_n = {}",
                n,
                k,
                self.max_n()
            );
            return 0;
        }
        self.mul(
            self.fact[n],
            self.mul(self.inv_fact[k], self.inv_fact[n - k]),
        )
    }

    /// `n! / (n - k)! mod m`, the number of ordered choices of `k` of `n`;
    /// 0 when `k > n`.
    ///
    /// # Panics
    ///
    /// If `n > max_n`.
    ///
    /// ```
    /// use cpkit::math::binomial::Binomial;
    ///
    /// assert_eq!(Binomial::new(5, 1_000_000_007).perm(5, 2), 20);
    /// ```
    pub fn perm(&self, n: usize, k: usize) -> u32 {
        if k > n {
            assert!(
                n <= self.max_n(),
                "Binomial::perm({}, {}): n > max_n = {}",
                n,
                k,
                self.max_n()
            );
            return 0;
        }
        self.mul(self.fact[n], self.inv_fact[n - k])
    }

    /// `a · b mod m` for `a, b < m`.
    #[inline]
    fn mul(&self, a: u32, b: u32) -> u32 {
        self.barrett.mul(a, b)
    }

    fn pow(&self, mut base: u32, mut exp: u32) -> u32 {
        let mut result = 1 % self.modulus();
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

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Pascal's triangle modulo m: no inverses, no factorials.
    fn pascal(rows: usize, m: u64) -> Vec<Vec<u64>> {
        let mut triangle: Vec<Vec<u64>> = Vec::new();
        for n in 0..rows {
            let row = (0..=n)
                .map(|k| {
                    if k == 0 || k == n {
                        1 % m
                    } else {
                        (triangle[n - 1][k - 1] + triangle[n - 1][k]) % m
                    }
                })
                .collect();
            triangle.push(row);
        }
        triangle
    }

    #[test]
    fn the_smallest_primes_cover_every_residue() {
        for &m in &[2u32, 3, 5] {
            let table = Binomial::new(m as usize - 1, m);
            let triangle = pascal(m as usize, u64::from(m));
            for (n, row) in triangle.iter().enumerate() {
                for k in 0..m as usize {
                    let want = row.get(k).map_or(0, |&c| c as u32);
                    assert_eq!(table.binom(n, k), want, "C({}, {}) mod {}", n, k, m);
                }
            }
        }
    }

    #[test]
    fn the_largest_moduli() {
        // The largest prime below 2^32, and the largest the problem has.
        for &m in &[4_294_967_291u32, 1_073_741_789] {
            let table = Binomial::new(300, m);
            let triangle = pascal(301, u64::from(m));
            for &(n, k) in &[(300usize, 150usize), (300, 0), (300, 300), (299, 7), (1, 1)] {
                assert_eq!(
                    u64::from(table.binom(n, k)),
                    triangle[n][k],
                    "C({}, {}) mod {}",
                    n,
                    k,
                    m
                );
            }
            for n in 1..=300 {
                assert_eq!(
                    u64::from(table.inv(n)) * n as u64 % u64::from(m),
                    1,
                    "{}^-1 mod {}",
                    n,
                    m
                );
            }
        }
    }

    #[test]
    #[should_panic(expected = "must be below the modulus")]
    fn a_table_reaching_the_modulus_panics() {
        Binomial::new(7, 7);
    }

    #[test]
    #[should_panic(expected = "n > max_n")]
    fn binom_past_the_table_panics_even_when_k_exceeds_n() {
        Binomial::new(5, 7).binom(6, 9);
    }

    proptest! {
        #[test]
        fn agrees_with_pascals_triangle(
            m in prop::sample::select(vec![2u32, 3, 13, 101, 65_537, 998_244_353, 1_000_000_007, 2_147_483_647]),
            queries in proptest::collection::vec((0usize..60, 0usize..60), 1..50),
        ) {
            let max_n = 59.min(m as usize - 1);
            let table = Binomial::new(max_n, m);
            let triangle = pascal(max_n + 1, u64::from(m));
            for (n, k) in queries {
                let n = n.min(max_n);
                let want = if k > n { 0 } else { triangle[n][k] as u32 };
                prop_assert_eq!(table.binom(n, k), want);
                let perm = (0..k.min(n + 1) as u64).fold(1u64, |acc, i| acc * (n as u64 - i) % u64::from(m));
                prop_assert_eq!(u64::from(table.perm(n, k)), if k > n { 0 } else { perm });
            }
        }

        #[test]
        fn barrett_agrees_with_the_remainder(m in 2u32.., a in any::<u32>(), b in any::<u32>()) {
            let table = Binomial::new(1, m.max(2));
            let m = table.modulus();
            let (a, b) = (a % m, b % m);
            prop_assert_eq!(u64::from(table.mul(a, b)), u64::from(a) * u64::from(b) % u64::from(m));
        }
    }
}
