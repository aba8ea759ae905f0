//! The sum `Σ_{i ≥ 0} r^i f(i)` of a geometric series times a polynomial
//! of degree below `n`, from `f(0), ..., f(n - 1)`, in O(n), and its
//! partial sums `Σ_{i < N} r^i f(i)` for any `N` by interpolation, also in
//! O(n) (and `i^d` for every `i < n` by a linear sieve, for `f(i) = i^d`);
//! verified on Library Checker's `sum_of_exponential_times_polynomial_limit`
//! (`crates/cpkit/verify/sum-of-exponential-times-polynomial-limit`) and
//! `sum_of_exponential_times_polynomial`
//! (`crates/cpkit/verify/sum-of-exponential-times-polynomial`).

use super::modint::StaticModInt;

/// `[0^d, 1^d, ..., (n - 1)^d]` modulo `M` (`0^0 = 1`), with `n <= M`;
/// O(n + π(n) log d).
///
/// `i ↦ i^d` is completely multiplicative, so a linear sieve needs a power
/// only at each prime and one product at every other number.
///
/// # Example
/// ```
/// use cpkit::math::exp_poly_sum::pow_table;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// let cubes: Vec<u32> = pow_table::<998_244_353>(6, 3).iter().map(|x| x.val()).collect();
/// assert_eq!(cubes, [0, 1, 8, 27, 64, 125]);
/// assert_eq!(pow_table::<998_244_353>(2, 0), [Mint::new(1), Mint::new(1)]);
/// ```
pub fn pow_table<const M: u32>(n: usize, d: u64) -> Vec<StaticModInt<M>> {
    assert!(n as u64 <= u64::from(M), "pow_table needs n <= M");
    let zero = StaticModInt::<M>::raw(0);
    let mut table = vec![zero; n];
    if n == 0 {
        return table;
    }
    table[0] = StaticModInt::new(0u32).pow(d);
    if n == 1 {
        return table;
    }
    table[1] = StaticModInt::new(1);
    // A zero entry past 1 is a number not reached yet: a prime (the
    // powers of numbers below M are never 0).
    let mut primes: Vec<usize> = Vec::new();
    for i in 2..n {
        if table[i] == zero {
            table[i] = StaticModInt::new(i as u64).pow(d);
            primes.push(i);
        }
        let ti = table[i];
        for &p in &primes {
            if i * p >= n {
                break;
            }
            table[i * p] = ti * table[p];
            if i % p == 0 {
                break;
            }
        }
    }
    table
}

/// `Σ_{i ≥ 0} r^i f(i)` modulo the prime `M`, for the polynomial `f` of
/// degree below `n = values.len()` with `f(i) = values[i]`, the sum taken
/// as a formal series (for a rational `r` with `|r| < 1` it is the limit,
/// reduced modulo `M`); `r` must not be 1 and `n` must be below `M`. O(n).
///
/// `Σ_i f(i) x^i = P(x) / (1 - x)^n` with `P` of degree below `n`, and
/// `P` is `(1 - x)^n Σ_{i < n} f(i) x^i` cut to degree `n - 1`: at `x = r`,
/// `P(r) = Σ_k C(n, k) (-r)^k S(n - 1 - k)`, where `S(j) = Σ_{i <= j}
/// f(i) r^i`, summed in one pass by Horner's rule.
///
/// # Example
/// ```
/// use cpkit::math::exp_poly_sum::exp_poly_sum_limit;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// // Σ i (1/2)^i = 2, and Σ (1/2)^i = 2.
/// let half = Mint::new(2).inv();
/// let f: Vec<Mint> = [0, 1].iter().map(|&x| Mint::new(x)).collect(); // f(i) = i
/// assert_eq!(exp_poly_sum_limit(half, &f), Mint::new(2));
/// assert_eq!(exp_poly_sum_limit(half, &[Mint::new(1)]), Mint::new(2));
/// ```
pub fn exp_poly_sum_limit<const M: u32>(
    r: StaticModInt<M>,
    values: &[StaticModInt<M>],
) -> StaticModInt<M> {
    let n = values.len();
    assert!((n as u64) < u64::from(M), "exp_poly_sum_limit needs n < M");
    let one = StaticModInt::<M>::new(1);
    assert!(r != one, "exp_poly_sum_limit needs r != 1");
    if n == 0 {
        return StaticModInt::raw(0);
    }
    // inv_fact[k] = 1 / k!, for k <= n; fact_n = n!.
    let mut fact_n = one;
    for k in 1..=n {
        fact_n *= k as u64;
    }
    let mut inv_fact = vec![one; n + 1];
    inv_fact[n] = fact_n.inv();
    for k in (1..=n).rev() {
        inv_fact[k - 1] = inv_fact[k] * k as u64;
    }
    // For j = 0, 1, ..., n - 1 (k = n - 1 - j from the top down):
    // acc = acc (-r) + S(j) C(n, n - 1 - j) / n!.
    let minus_r = -r;
    let (mut acc, mut prefix, mut power) = (StaticModInt::<M>::raw(0), StaticModInt::raw(0), one);
    for (j, &f) in values.iter().enumerate() {
        prefix += f * power;
        power *= r;
        acc = acc * minus_r + prefix * (inv_fact[n - 1 - j] * inv_fact[j + 1]);
    }
    acc * fact_n / (one - r).pow(n as u64)
}

/// `Σ_{i < count} r^i f(i)` modulo the prime `M`, for the polynomial `f` of
/// degree below `n = values.len()` with `f(i) = values[i]`, and any `r`
/// (`0^0 = 1`); `n` must be below `M - 1`. O(n + log count).
///
/// For `r ≠ 1` the tail `Σ_{i ≥ N} r^i f(i)` is `r^N h(N)` with `h` a
/// polynomial of degree below `n`, so the partial sum is `c - r^N h(N)`
/// with `c` the whole sum ([`exp_poly_sum_limit`]); `h(i) = (c - S(i)) /
/// r^i` at `i < n` gives `h` by interpolation. For `r = 1` the partial sum
/// is itself a polynomial in `N` of degree at most `n`.
///
/// # Example
/// ```
/// use cpkit::math::exp_poly_sum::{exp_poly_sum, pow_table};
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// // 3^0 0^2 + 3^1 1^2 + 3^2 2^2 + 3^3 3^2 = 0 + 3 + 36 + 243.
/// assert_eq!(exp_poly_sum(Mint::new(3), &pow_table(3, 2), 4), Mint::new(282));
/// // 1 + 2 + ... + 10^9, and r = 0 keeps only 0^0 = 1.
/// let n = 1_000_000_000u64;
/// assert_eq!(exp_poly_sum(Mint::new(1), &pow_table(2, 1), n + 1), Mint::new(n * (n + 1) / 2));
/// assert_eq!(exp_poly_sum(Mint::new(0), &pow_table(1, 0), 5), Mint::new(1));
/// ```
pub fn exp_poly_sum<const M: u32>(
    r: StaticModInt<M>,
    values: &[StaticModInt<M>],
    count: u64,
) -> StaticModInt<M> {
    let n = values.len();
    assert!(
        (n as u64) + 1 < u64::from(M),
        "exp_poly_sum needs n < M - 1"
    );
    let (zero, one) = (StaticModInt::<M>::raw(0), StaticModInt::<M>::new(1));
    if n == 0 || count == 0 {
        return zero;
    }
    if r == zero {
        return values[0];
    }
    let mut ys = Vec::with_capacity(n + 1);
    let mut partial = zero;
    if r == one {
        // S(N) at N = 0, 1, ..., n.
        ys.push(zero);
        for &f in values {
            partial += f;
            ys.push(partial);
        }
        return interpolate_consecutive(&ys, count);
    }
    let c = exp_poly_sum_limit(r, values);
    let r_inv = r.inv();
    // h(i) = (c - S(i)) r^-i for i < n, with S(i) = Σ_{j < i} r^j f(j).
    let (mut power, mut inv_power) = (one, one);
    for &f in values {
        ys.push((c - partial) * inv_power);
        partial += f * power;
        power *= r;
        inv_power *= r_inv;
    }
    c - r.pow(count) * interpolate_consecutive(&ys, count)
}

/// The value at `x` of the polynomial of degree below `k = ys.len()` with
/// `f(i) = ys[i]` for `i < k`, modulo the prime `M` (`k < M`): Lagrange's
/// formula on consecutive points, with prefix and suffix products; O(k).
///
/// # Example
/// ```
/// use cpkit::math::exp_poly_sum::interpolate_consecutive;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// let squares: Vec<Mint> = [0, 1, 4].iter().map(|&x| Mint::new(x)).collect();
/// assert_eq!(interpolate_consecutive(&squares, 1000), Mint::new(1_000_000));
/// assert_eq!(interpolate_consecutive(&squares, 2), Mint::new(4));
/// ```
pub fn interpolate_consecutive<const M: u32>(ys: &[StaticModInt<M>], x: u64) -> StaticModInt<M> {
    let k = ys.len();
    let one = StaticModInt::<M>::new(1);
    if k == 0 {
        return StaticModInt::raw(0);
    }
    let x = StaticModInt::<M>::new(x);
    // suffix[i] = Π_{i < j < k} (x - j).
    let mut suffix = vec![one; k];
    let mut xj = x - StaticModInt::new(k as u64 - 1);
    for i in (0..k - 1).rev() {
        suffix[i] = suffix[i + 1] * xj;
        xj += one;
    }
    // inv_fact[i] = 1 / i!, for i < k.
    let mut fact = one;
    for i in 1..k {
        fact *= i as u64;
    }
    let mut inv_fact = vec![one; k];
    inv_fact[k - 1] = fact.inv();
    for i in (1..k).rev() {
        inv_fact[i - 1] = inv_fact[i] * i as u64;
    }
    // Σ_i ys[i] Π_{j ≠ i} (x - j) / (i! (k - 1 - i)! (-1)^(k - 1 - i)).
    let (mut acc, mut prefix, mut xi) = (StaticModInt::<M>::raw(0), one, x);
    for (i, &y) in ys.iter().enumerate() {
        let term = y * prefix * suffix[i] * inv_fact[i] * inv_fact[k - 1 - i];
        if (k - 1 - i) % 2 == 1 {
            acc -= term;
        } else {
            acc += term;
        }
        prefix *= xi;
        xi -= one;
    }
    acc
}
