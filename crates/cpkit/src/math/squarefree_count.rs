//! The number of squarefree integers up to `n`, `Σ_d μ(d) ⌊n / d²⌋`: the
//! terms with `d` up to `D ≈ n^(2/5)` from a sieve of the Möbius function,
//! the rest grouped by the quotient through the Mertens function at the
//! points `⌊√(n / j)⌋` (`j < n^(1/5)`), each by its own recursion,
//! O(n^(2/5)) time and memory; verified on Library Checker's
//! `counting_squarefrees` (`crates/cpkit/verify/counting-squarefrees`).

/// `⌊√x⌋`.
fn isqrt(x: u64) -> u64 {
    let mut r = (x as f64).sqrt() as u64;
    while r * r > x {
        r -= 1;
    }
    while (r + 1).checked_mul(r + 1).map_or(false, |s| s <= x) {
        r += 1;
    }
    r
}

/// The number of squarefree `i` in `1..=n` (no square above 1 divides
/// them), for any `n < 2^63`. O(n^(2/5)) time and memory.
///
/// By inclusion and exclusion over the squares, the count is
/// `Σ_{d ≤ √n} μ(d) ⌊n / d²⌋`. Take `K ≈ n^(1/5)` and `D = ⌊√(n / K)⌋`:
/// the terms `d ≤ D` come from a linear sieve of `μ`; for `d > D` the
/// quotient is below `K`, and `Σ_{d > D} μ(d) ⌊n / d²⌋ = Σ_{q < K}
/// (M(x_q) - M(D))` with `x_q = ⌊√(n / q)⌋` and the Mertens function
/// `M(x) = Σ_{d ≤ x} μ(d)`. Each `M(x_j)` comes from
/// `M(x) = 1 - Σ_{k ≥ 2} M(⌊x / k⌋)`, where `⌊x_j / k⌋ = x_(j k²)`: the
/// sieve's values below `D`, the earlier ones above, and the quotients
/// `k > √x` grouped by value, O(√x_j) each.
///
/// # Example
/// ```
/// use cpkit::math::squarefree_count::count_squarefree;
///
/// assert_eq!(count_squarefree(10), 7); // all but 4, 8, 9
/// assert_eq!(count_squarefree(1), 1);
/// assert_eq!(count_squarefree(0), 0);
/// assert_eq!(count_squarefree(1_000_000), 607_926);
/// ```
pub fn count_squarefree(n: u64) -> u64 {
    assert!(n < 1 << 63, "count_squarefree needs n < 2^63");
    if n < 4 {
        return n;
    }
    // K ≈ n^(1/5) (times a constant that balances the two parts).
    let mut k = ((n as f64).powf(0.2) * 0.6) as u64;
    k = k.max(1);
    let d = isqrt(n / k) as usize;
    // Linear sieve of μ up to d; mertens[x] = M(x).
    let mut mu = vec![0i8; d + 1];
    let mut is_composite = vec![false; d + 1];
    let mut primes: Vec<u32> = Vec::new();
    if d >= 1 {
        mu[1] = 1;
    }
    for i in 2..=d {
        if !is_composite[i] {
            primes.push(i as u32);
            mu[i] = -1;
        }
        for &p in &primes {
            let j = i * p as usize;
            if j > d {
                break;
            }
            is_composite[j] = true;
            if i % p as usize == 0 {
                break;
            }
            mu[j] = -mu[i];
        }
    }
    drop(is_composite);
    drop(primes);
    let mut total: i64 = 0;
    let mut mertens = vec![0i32; d + 1];
    let mut run = 0i32;
    for i in 1..=d {
        let m = mu[i];
        if m != 0 {
            let q = (n / (i as u64 * i as u64)) as i64;
            total += if m > 0 { q } else { -q };
            run += i32::from(m);
        }
        mertens[i] = run;
    }
    drop(mu);
    // big[j] = M(x_j) for 1 <= j < k, from the largest j down.
    let k = k as usize;
    let mut big = vec![0i64; k];
    for j in (1..k).rev() {
        let x = isqrt(n / j as u64);
        let s = isqrt(x);
        let mut m = 1i64;
        for t in 2..=s {
            let jt = j as u64 * t * t;
            m -= if jt < k as u64 {
                big[jt as usize]
            } else {
                i64::from(mertens[(x / t) as usize])
            };
        }
        // The k > s: ⌊x / k⌋ = v for k in (max(x / (v + 1), s), x / v].
        for v in 1..=x / (s + 1) {
            let count = x / v - (x / (v + 1)).max(s);
            m -= count as i64 * i64::from(mertens[v as usize]);
        }
        big[j] = m;
    }
    let md = i64::from(mertens[d]);
    for &m in &big[1..] {
        total += m - md;
    }
    total as u64
}
