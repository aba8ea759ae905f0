//! The number of primes up to n, by Lucy Hedgehog's dynamic programming on
//! the values ⌊n / i⌋, O(n^(3/4) / log n) time and O(√n) memory; verified
//! on Library Checker's `counting_primes` (`crates/cpkit/verify/counting-primes`).

/// π(n), the number of primes `p <= n`, for `n < 2^53`; O(n^(3/4) / log n)
/// (30 ms of CPU for n = 10^11, built with `-C opt-level=3`).
///
/// Let S(v) count the odd numbers in `3..=v` that are prime or have no odd
/// prime factor below the current `p`. Taking the odd primes `p` with
/// `p² <= n` in order, S(v) loses, for each `v >= p²`, the numbers whose
/// least prime is `p`: S(v / p) - S(p - 1) of them. In the end S(n) counts
/// the odd primes. Only the values `⌊n / i⌋` are ever asked for, `√n`
/// small ones and `√n` large ones; and S(n) needs S(n / i) only for the `i`
/// with no prime factor below `p` (the "rough" ones), which thin out fast.
///
/// # Example
/// ```
/// use cpkit::math::counting_primes::counting_primes;
///
/// assert_eq!(counting_primes(10), 4); // 2, 3, 5, 7
/// assert_eq!(counting_primes(1), 0);
/// assert_eq!(counting_primes(1_000_000_000), 50_847_534);
/// ```
pub fn counting_primes(n: u64) -> u64 {
    assert!(n < 1 << 53, "counting_primes needs n < 2^53");
    if n < 2 {
        return 0;
    }
    let sq = isqrt(n) as usize;
    // small[k] = S(2k + 1); S(v) for even v is S(v - 1), index (v - 1) / 2.
    let mut small: Vec<u32> = (0..=sq as u32 / 2).collect();
    // large[i] = S(n / i), kept for odd rough i only.
    let mut large = vec![0u64; sq + 1];
    for i in (1..=sq).step_by(2) {
        large[i] = (n / i as u64 - 1) / 2;
    }
    let mut rough: Vec<u32> = (1..=sq as u32).step_by(2).collect();
    let mut composite = vec![false; sq + 1];
    let nf = n as f64;
    let mut p = 3;
    while p <= sq {
        // p is prime when it survived the smaller primes: S(p) > S(p - 2).
        if small[(p - 1) / 2] == small[(p - 3) / 2] {
            p += 2;
            continue;
        }
        let below = u64::from(small[(p - 3) / 2]); // S(p - 1): odd primes below p
        for q in (p..=sq).step_by(2 * p) {
            composite[q] = true;
        }
        // The large values, for rough i with n / i >= p². The bound only
        // falls as p grows, so the rough i above it are never needed again
        // and the list is cut there (scanning it whole for each of the
        // π(√n) primes would be O(n / log n)).
        let bound = n / (p * p) as u64;
        let mut kept = 0;
        for k in 0..rough.len() {
            let i = rough[k] as usize;
            if i as u64 > bound {
                break;
            }
            let d = i * p;
            let s = if d <= sq {
                large[d]
            } else {
                // Division in f64 is exact here: the quotient of two
                // integers below 2^53 rounds to an integer only when it
                // is one. It is several times faster than u64's.
                let v = (nf / d as f64) as usize;
                u64::from(small[(v - 1) / 2])
            };
            large[i] -= s - below;
            if !composite[i] {
                rough[kept] = i as u32;
                kept += 1;
            }
        }
        rough.truncate(kept);
        // The small values v in p²..=√n, in blocks of one v / p = j, from
        // the top down so that S(j) is read before its own block changes.
        let below32 = below as u32;
        for j in (p..=sq / p).rev() {
            let c = small[(j - 1) / 2] - below32;
            let (first, last) = (j * p, (j * p + p - 1).min(sq));
            // Odd v in first..=last: indices (first) / 2 ..= (last - 1) / 2.
            for s in &mut small[first / 2..=(last - 1) / 2] {
                *s -= c;
            }
        }
        p += 2;
    }
    large[1] + 1
}

/// `⌊√n⌋` for `n < 2^53`.
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
