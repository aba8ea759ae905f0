//! The prefix sum `f(1) + ... + f(n)` of a multiplicative function whose
//! values at primes are a polynomial of degree at most 2, by the min-25
//! sieve: Lucy's dynamic programming for the sums of `p^t` over primes,
//! then a walk over the numbers with small prime factors, O(n^(3/4) / log
//! n) time and O(√n) memory; verified on Library Checker's
//! `sum_of_multiplicative_function`
//! (`crates/cpkit/verify/sum-of-multiplicative-function`) and
//! `sum_of_multiplicative_function_large`
//! (`crates/cpkit/verify/sum-of-multiplicative-function-large`).

use super::modint::StaticModInt;

/// `Σ_{i=1}^{n} f(i)` modulo `M` (a prime from 5 to 2^31, such as
/// 998244353),
/// for a multiplicative `f` (`f(1) = 1`) given by `f(p, e) = f(p^e)` for
/// primes `p` and `e >= 1`, whose values at primes are
/// `f(p) = Σ_t coefficients[t] p^t` (`D`, the number of coefficients, is
/// 1 to 3; `f(p, 1)` must agree). `n < 2^53`; O(n^(3/4) / log n).
///
/// Lucy's dynamic programming gives `G_t(v) = Σ_{prime p <= v} p^t` for
/// every `v = ⌊n / i⌋` (all sieved at once, sharing their quotients), so
/// the sum over the primes up to any such `v` is known. Every other
/// `i <= n` is `m · q` with `q` a prime or 1 above the primes of `m`, and
/// the walk enumerates the `m` (products of primes up to √n) with
/// `m · lpf(m) <= n`, adding the primes `q` of each in one lookup. The
/// sieve multiplies by `p^t` with Shoup's precomputed quotients and takes
/// its quotients `⌊n / d⌋` in `f64`; the walk sums its products unreduced.
///
/// # Example
/// ```
/// use cpkit::math::modint::ModInt998244353 as Mint;
/// use cpkit::math::multiplicative_sum::multiplicative_sum;
///
/// // Euler's φ: φ(p^e) = p^e - p^(e-1), so φ(p) = p - 1.
/// let phi = |p: u64, e: u32| Mint::new(p).pow(u64::from(e)) - Mint::new(p).pow(u64::from(e) - 1);
/// let sum = multiplicative_sum(10, [Mint::new(-1), Mint::new(1)], phi);
/// assert_eq!(sum.val(), 1 + 1 + 2 + 2 + 4 + 2 + 6 + 4 + 6 + 4);
/// // The number of divisors, d(p^e) = e + 1: d(p) = 2.
/// let d = multiplicative_sum(1_000_000, [Mint::new(2)], |_, e| Mint::new(e + 1));
/// assert_eq!(d.val(), 13_970_034);
/// ```
pub fn multiplicative_sum<const M: u32, const D: usize>(
    n: u64,
    coefficients: [StaticModInt<M>; D],
    f: impl Fn(u64, u32) -> StaticModInt<M>,
) -> StaticModInt<M> {
    assert!(
        (1..=3).contains(&D),
        "multiplicative_sum takes 1 to 3 coefficients"
    );
    assert!(n < 1 << 53, "multiplicative_sum needs n < 2^53");
    let one = StaticModInt::<M>::raw(1);
    if n == 0 {
        return StaticModInt::raw(0);
    }
    let sq = isqrt(n) as usize;
    // Values v <= sq are at lo[v]; v = ⌊n / i⌋ > sq at hi[i], i < hls.
    let hls = {
        let mut h = (n / sq as u64) as usize;
        if h != 1 && n / (h as u64 - 1) == sq as u64 {
            h -= 1;
        }
        h
    };
    let nf = n as i64 as f64;
    // Exact for n < 2^53: a quotient off an integer by at least 1 / d
    // cannot round onto it.
    // (Through i64: the conversions between i64 and f64 are one
    // instruction each, those of u64 and usize several.)
    let quotient = |d: usize| (nf / d as i64 as f64) as i64 as usize;
    // G_t(v) - [the non-primes still unsieved]: Σ_{k=2}^{v} k^t to start.
    let (inv2, inv6) = (
        StaticModInt::<M>::raw(2).inv(),
        StaticModInt::<M>::raw(6).inv(),
    );
    let start = |v: u64| -> [StaticModInt<M>; D] {
        let x = StaticModInt::<M>::new(v);
        let mut s = [x - one; D];
        if D > 1 {
            s[1] = x * (x + one) * inv2 - one;
        }
        if D > 2 {
            s[2] = x * (x + one) * (x + x + one) * inv6 - one;
        }
        s
    };
    let mut lo: Vec<[StaticModInt<M>; D]> = (0..=sq as u64)
        .map(|v| {
            if v == 0 {
                [StaticModInt::raw(0); D]
            } else {
                start(v)
            }
        })
        .collect();
    let mut hi: Vec<[StaticModInt<M>; D]> = (0..hls)
        .map(|i| {
            if i == 0 {
                [StaticModInt::raw(0); D]
            } else {
                start(n / i as u64)
            }
        })
        .collect();
    let primes = primes_up_to(sq);
    for &p in &primes {
        let below = lo[p - 1];
        let mut power = [one; D];
        for t in 1..D {
            power[t] = power[t - 1] * StaticModInt::new(p as u64);
        }
        let p2 = p as u64 * p as u64;
        let imax = (hls as u64).min(n / p2 + 1) as usize;
        // Multiplying by p^t with Shoup's precomputed quotient:
        // ⌊x p^t / M⌋ is ⌊x shoup / 2^32⌋ or one more, for x < 2^32.
        let mut shoup = [0u32; D];
        for t in 1..D {
            shoup[t] = ((u64::from(power[t].val()) << 32) / u64::from(M)) as u32;
        }
        let update = |h: &mut [StaticModInt<M>; D], val: &[StaticModInt<M>; D]| {
            for t in 0..D {
                let diff = val[t] - below[t];
                if t == 0 {
                    h[t] -= diff;
                } else {
                    let (x, w) = (diff.val(), power[t].val());
                    let q = ((u64::from(x) * u64::from(shoup[t])) >> 32) as u32;
                    let r = x.wrapping_mul(w).wrapping_sub(q.wrapping_mul(M));
                    h[t] -= StaticModInt::raw(if r >= M { r - M } else { r });
                }
            }
        };
        // i p < hls: the value is hi[i p]; above, lo[⌊n / (i p)⌋].
        let split = ((hls - 1) / p + 1).min(imax).max(1);
        for i in 1..split {
            let val = hi[i * p];
            update(&mut hi[i], &val);
        }
        for i in split..imax {
            let val = lo[quotient(i * p)];
            update(&mut hi[i], &val);
        }
        // The small values v in p²..=√n, in blocks of one v / p = j, from
        // the top down so that lo[j] is read before its own block changes
        // (no division per value).
        for j in (p..=sq / p).rev() {
            let val = lo[j];
            let mut diff = [StaticModInt::<M>::raw(0); D];
            for t in 0..D {
                diff[t] = val[t] - below[t];
                if t > 0 {
                    diff[t] *= power[t];
                }
            }
            for h in &mut lo[j * p..=(j * p + p - 1).min(sq)] {
                for t in 0..D {
                    h[t] -= diff[t];
                }
            }
        }
    }
    // F(v): the sum of f over the primes up to v.
    let combine = |g: &[StaticModInt<M>; D]| -> StaticModInt<M> {
        let mut s = StaticModInt::raw(0);
        for t in 0..D {
            s += g[t] * coefficients[t];
        }
        s
    };
    let lo: Vec<StaticModInt<M>> = lo.iter().map(combine).collect();
    let hi: Vec<StaticModInt<M>> = hi.iter().map(combine).collect();
    let mut walk = Walk {
        n: nf,
        primes: &primes,
        f: &f,
        lo: &lo,
        hi: &hi,
        f_at_primes: primes.iter().map(|&p| f(p as u64, 1).val()).collect(),
        // c_j = f(r²) - f(r) F(r) for the j-th prime r, summed.
        constants: std::iter::once(StaticModInt::raw(0))
            .chain(primes.iter().scan(StaticModInt::raw(0), |acc, &r| {
                *acc += f(r as u64, 2) - f(r as u64, 1) * lo[r];
                Some(*acc)
            }))
            .collect(),
        total: hi.get(1).copied().unwrap_or(lo[sq]) + one,
    };
    for (i, &p) in primes.iter().enumerate() {
        walk.visit(i, 1, p as u64, one);
    }
    walk.total
}

/// The second phase's state: the sum so far and what every step reads.
struct Walk<'a, const M: u32, F> {
    /// n, exactly (n < 2^53).
    n: f64,
    primes: &'a [usize],
    f: &'a F,
    /// The prime sums F(v) at `v <= √n` and at `v = ⌊n / i⌋ > √n`.
    lo: &'a [StaticModInt<M>],
    hi: &'a [StaticModInt<M>],
    /// `f(p)` for each prime `p` of `primes`.
    f_at_primes: Vec<u32>,
    /// `constants[j]`: `Σ_{k < j} f(r_k²) - f(r_k) F(r_k)` over the primes.
    constants: Vec<StaticModInt<M>>,
    total: StaticModInt<M>,
}

impl<const M: u32, F> Walk<'_, M, F>
where
    F: Fn(u64, u32) -> StaticModInt<M>,
{
    /// F(⌊n / d⌋), given `lim = ⌊n / d⌋`: below √n it is `lo[lim]`, above
    /// it `hi[d]` (the `⌊n / i⌋` for `i` up to √n are all distinct).
    #[inline]
    fn prime_sum(&self, d: u64, lim: u64) -> StaticModInt<M> {
        if (d as usize) < self.hi.len() {
            self.hi[d as usize]
        } else {
            self.lo[lim as usize]
        }
    }

    /// Adds `f(i)` for the `i = m p^e q` with `m p^e = prod` (so `p` is
    /// `primes[i]`, `e = c`, and `f(m) = cur`) and `q` either `p` (one more
    /// power) or a number whose primes are all above `p`.
    fn visit(&mut self, i: usize, c: u32, prod: u64, cur: StaticModInt<M>) {
        let p = self.primes[i] as u64;
        self.total += cur * (self.f)(p, c + 1);
        // Exact in f64: see `quotient`.
        let lim = (self.n / prod as i64 as f64) as i64 as u64;
        if lim >= p * p {
            self.visit(i, c + 1, prod * p, cur);
        }
        let cur = cur * (self.f)(p, c);
        // q a prime in (p, lim].
        self.total += cur * (self.prime_sum(prod, lim) - self.lo[p as usize]);
        let mut j = i + 1;
        // q with a prime r as its least, r³ <= lim: recurse. (r >= 2^21
        // has r³ > 2^63 > lim.)
        while j < self.primes.len() {
            let r = self.primes[j] as u64;
            if r >= 1 << 21 || r * r * r > lim {
                break;
            }
            self.visit(j, 1, prod * r, cur);
            j += 1;
        }
        // r² <= lim < r³: q is r² or r times a prime above r.
        // Σ_r f(r²) + f(r) (F(lim / r) - F(r)): the constant parts from a
        // prefix sum, the products summed unreduced in 128 bits.
        let lim_f = lim as i64 as f64;
        let first = j;
        let mut products = 0u128;
        while j < self.primes.len() {
            let r = self.primes[j] as u64;
            if r * r > lim {
                break;
            }
            let d = prod * r;
            let rest = if (d as usize) < self.hi.len() {
                self.hi[d as usize]
            } else {
                // ⌊lim / r⌋ <= √n, exact in f64 as lim < 2^53.
                self.lo[(lim_f / r as i64 as f64) as i64 as usize]
            };
            products += u128::from(u64::from(self.f_at_primes[j]) * u64::from(rest.val()));
            j += 1;
        }
        let sum = StaticModInt::<M>::new((products % u128::from(M)) as u64)
            + (self.constants[j] - self.constants[first]);
        self.total += cur * sum;
    }
}

/// The primes up to `n`, by Eratosthenes' sieve.
fn primes_up_to(n: usize) -> Vec<usize> {
    let mut composite = vec![false; n + 1];
    let mut primes = Vec::new();
    for i in 2..=n {
        if !composite[i] {
            primes.push(i);
            for j in (i * i..=n).step_by(i) {
                composite[j] = true;
            }
        }
    }
    primes
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
