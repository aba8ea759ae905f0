//! The sum of Euler's totient `φ(1) + ... + φ(n)` modulo `M` by Du's
//! sieve (Dirichlet hyperbola on `Σ_{d | k} φ(d) = k`), O(n^(2/3)) time
//! and memory; verified on Library Checker's `sum_of_totient_function`
//! (`crates/cpkit/verify/sum-of-totient-function`).

use super::modint::StaticModInt;

/// `Σ_{k=1}^{n} φ(k)` modulo `M`, for `n < 2^44` (`M` any modulus from 1 to
/// 2^31); O(n^(2/3)) time and memory (20 MB for n = 10^10).
///
/// Summing `Σ_{d | k} φ(d) = k` over `k <= n` gives
/// `Σ_{d=1}^{n} Φ(⌊n / d⌋) = n (n + 1) / 2`, so `Φ(n)` is `n (n + 1) / 2`
/// less the `Φ(⌊n / d⌋)` for `d >= 2`, and only the values `⌊n / i⌋` are
/// ever needed. A linear sieve gives `Φ` up to `L ≈ n^(2/3)`; each larger
/// value `⌊n / i⌋` (`i < n / L`) costs `O(√(n / i))` steps, grouping the
/// `d` with the same quotient.
///
/// # Example
/// ```
/// use cpkit::math::totient_sum::totient_sum;
///
/// // φ(1..=6) = 1, 1, 2, 2, 4, 2
/// assert_eq!(totient_sum::<998_244_353>(6).val(), 12);
/// assert_eq!(totient_sum::<998_244_353>(0).val(), 0);
/// assert_eq!(totient_sum::<1_000_000_007>(100_000).val(), 3_039_650_754 % 1_000_000_007);
/// ```
pub fn totient_sum<const M: u32>(n: u64) -> StaticModInt<M> {
    assert!(n < 1 << 44, "totient_sum needs n < 2^44");
    assert!(
        M >= 1 && M <= 1 << 31,
        "totient_sum needs a modulus in 1..=2^31"
    );
    if n == 0 {
        return StaticModInt::raw(0);
    }
    let m = u64::from(M);
    // n^(2/3) balances the sieve against the sums; below it, sieve all.
    let cube = (n as f64).cbrt();
    let limit = ((cube * cube) as u64).clamp(1, n).max(n.min(1 << 12)) as usize;
    // limit < 2^30 for n < 2^44, so the sieve's φ(i) p fits a u32.
    let small = totient_prefix(limit, M);
    if n as usize == limit {
        return StaticModInt::raw(small[limit]);
    }
    // big[i] = Φ(⌊n / i⌋) mod M for the i with ⌊n / i⌋ > limit.
    let count = (n / (limit as u64 + 1)) as usize;
    let mut big = vec![0u32; count + 1];
    for i in (1..=count).rev() {
        let v = n / i as u64;
        let mut acc = 0u64;
        // d with ⌊v / d⌋ > limit, one by one: ⌊v / d⌋ = ⌊n / (i d)⌋.
        let mut d = 2u64;
        while v / d > limit as u64 {
            acc += u64::from(big[i * d as usize]);
            d += 1;
        }
        acc %= m;
        // The rest grouped by quotient: ⌊v / d'⌋ = q for d' in d..=v / q.
        while d <= v {
            let q = v / d;
            let last = v / q;
            acc = (acc + (last - d + 1) % m * u64::from(small[q as usize])) % m;
            d = last + 1;
        }
        big[i] = ((triangle(v, m) + m - acc) % m) as u32;
    }
    StaticModInt::raw(big[1])
}

/// `v (v + 1) / 2 mod m`, halving the even factor first (`v < 2^63`).
fn triangle(v: u64, m: u64) -> u64 {
    let (x, y) = if v % 2 == 0 {
        (v / 2, v + 1)
    } else {
        (v, (v + 1) / 2)
    };
    x % m * (y % m) % m
}

/// `Φ(k) mod m` for `k <= n`, from `φ` by a linear sieve: every composite
/// is crossed once, by its least prime `p`, with `φ(i p) = φ(i) p` when
/// `p | i` and `φ(i) (p - 1)` otherwise.
fn totient_prefix(n: usize, m: u32) -> Vec<u32> {
    let mut phi = vec![0u32; n + 1];
    let mut primes: Vec<u32> = Vec::new();
    if n >= 1 {
        phi[1] = 1;
    }
    for i in 2..=n {
        if phi[i] == 0 {
            phi[i] = i as u32 - 1;
            primes.push(i as u32);
        }
        let phi_i = phi[i];
        for &p in &primes {
            let j = i * p as usize;
            if j > n {
                break;
            }
            if i % p as usize == 0 {
                phi[j] = phi_i * p;
                break;
            }
            phi[j] = phi_i * (p - 1);
        }
    }
    let mut sum = 0u64;
    for x in phi.iter_mut() {
        sum = (sum + u64::from(*x)) % u64::from(m);
        *x = sum as u32;
    }
    phi
}
