//! Dirichlet series known by their prefix sums at the quotients `⌊n / i⌋`:
//! the product (Dirichlet convolution), by a segmented sieve of the terms
//! below `32 √n` and Dirichlet's hyperbola method at each quotient above,
//! and the inverse, by the hyperbola method at each quotient above `√n`;
//! both O(n^(3/4)) time, O(√n) memory. The product is verified on Library
//! Checker's `dirichlet_convolution_and_prefix_sums`
//! (`crates/cpkit/verify/dirichlet-convolution-and-prefix-sums`); the
//! inverse only by the property tests (too slow for
//! `dirichlet_inverse_and_prefix_sums` at n = 10^12).

use super::modint::StaticModInt;

/// `⌊√x⌋`.
fn isqrt(x: u64) -> u64 {
    let mut r = (x as f64).sqrt() as u64;
    while r * r > x {
        r -= 1;
    }
    while (r + 1) * (r + 1) <= x {
        r += 1;
    }
    r
}

/// A sum of products below `8 M²` (fits a `u64` for `M < 2^30`), reduced at
/// the end.
#[derive(Clone, Copy)]
struct Acc<const M: u32>(u64);

impl<const M: u32> Acc<M> {
    const BIG: u64 = 8 * (M as u64) * (M as u64);

    #[inline]
    fn add(&mut self, a: u32, b: u32) {
        let v = self.0 + u64::from(a) * u64::from(b);
        self.0 = if v >= Self::BIG { v - Self::BIG } else { v };
    }

    fn get(self) -> u32 {
        (self.0 % u64::from(M)) as u32
    }
}

/// The prefix sums `F(x) = f(1) + ... + f(x)` of a sequence modulo the prime
/// `M < 2^30`, at every `x` in `Q_n = {⌊n / i⌋ : 1 <= i <= n}`: the
/// numbers `1..=⌊√n⌋` and `⌊n / k⌋` for `k <= ⌊n / (⌊√n⌋ + 1)⌋`, about
/// `2√n` of them. Those are what the prefix sums of a Dirichlet product
/// `h = f * g` (`h(m) = Σ_{ij = m} f(i) g(j)`) at `Q_n` depend on, so
/// products and inverses stay in this form.
///
/// Both use Dirichlet's hyperbola method at each large `x = ⌊n / k⌋`:
/// with `a = ⌊√x⌋`, `H(x) = Σ_{i <= a} (f(i) G(x / i) + g(i) F(x / i)) -
/// F(a) G(a)`, where `f(i) = F(i) - F(i - 1)` for `i <= √n` and every
/// `⌊x / i⌋` is again in `Q_n` (read as `⌊n / (k i)⌋` while `k i` is
/// small, else below `√n`). Below `32 √n` the product instead sieves a
/// sequence with the same sums at `Q_n` (`f` up to `√n`, then each step
/// of `F` between two quotients put at the upper one), in segments that
/// fit the cache; the inverse sieves below `√n` only. In all
/// O(n^(3/4)), about 10^9 products for the product at `n = 10^12`.
///
/// # Example
/// ```
/// use cpkit::math::dirichlet_prefix::DirichletPrefix;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// // Q_10 = 1, 2, 3, 5, 10; ones: F(x) = x. (1 * 1)(m) = d(m), the divisor count.
/// let ones = DirichletPrefix::from_sorted(10, [1, 2, 3, 5, 10].iter().map(|&x| Mint::new(x)).collect());
/// let d = ones.mul(&ones);
/// let sums: Vec<u32> = d.to_sorted().iter().map(|x| x.val()).collect();
/// assert_eq!(sums, [1, 3, 5, 10, 27]); // d(1) + ... + d(x)
/// assert_eq!(d.get(5).val(), 10);
/// // The inverse of 1 is the Möbius function: its sums are the Mertens function.
/// let mu: Vec<u32> = ones.inv().to_sorted().iter().map(|x| x.val()).collect();
/// assert_eq!(mu, [1, 0, Mint::new(-1).val(), Mint::new(-2).val(), Mint::new(-1).val()]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DirichletPrefix<const M: u32> {
    n: u64,
    /// `⌊√n⌋`.
    s: usize,
    /// `lo[v] = F(v)` for `v <= s` (`lo[0] = 0`).
    lo: Vec<StaticModInt<M>>,
    /// `hi[k] = F(⌊n / k⌋)` for `1 <= k <= big` (`hi[0]` unused).
    hi: Vec<StaticModInt<M>>,
}

impl<const M: u32> DirichletPrefix<M> {
    /// The number of elements of `Q_n`.
    ///
    /// ```
    /// use cpkit::math::dirichlet_prefix::DirichletPrefix;
    /// assert_eq!(DirichletPrefix::<998_244_353>::quotient_count(10), 5);
    /// assert_eq!(DirichletPrefix::<998_244_353>::quotient_count(1), 1);
    /// ```
    pub fn quotient_count(n: u64) -> usize {
        let s = isqrt(n);
        (s + n / (s + 1)) as usize
    }

    /// The sequence with prefix sums `values` at the elements of `Q_n` in
    /// increasing order (`n >= 1`; `values.len()` must be
    /// [`quotient_count(n)`](Self::quotient_count)).
    pub fn from_sorted(n: u64, values: Vec<StaticModInt<M>>) -> Self {
        assert!(M < 1 << 30, "DirichletPrefix needs a modulus below 2^30");
        let s = isqrt(n) as usize;
        let big = (n / (s as u64 + 1)) as usize;
        assert!(
            n >= 1 && values.len() == s + big,
            "DirichletPrefix::from_sorted needs the {} sums at Q_n",
            s + big
        );
        let mut lo = Vec::with_capacity(s + 1);
        lo.push(StaticModInt::raw(0));
        lo.extend_from_slice(&values[..s]);
        let mut hi = Vec::with_capacity(big + 1);
        hi.push(StaticModInt::raw(0));
        hi.extend(values[s..].iter().rev());
        DirichletPrefix { n, s, lo, hi }
    }

    /// The prefix sums at the elements of `Q_n` in increasing order.
    pub fn to_sorted(&self) -> Vec<StaticModInt<M>> {
        let mut out = self.lo[1..].to_vec();
        out.extend(self.hi[1..].iter().rev());
        out
    }

    /// `F(x)`, for `x` in `Q_n`.
    pub fn get(&self, x: u64) -> StaticModInt<M> {
        if x <= self.s as u64 {
            self.lo[x as usize]
        } else {
            let k = (self.n / x) as usize;
            assert!(
                self.n / k as u64 == x,
                "DirichletPrefix::get needs x in Q_n"
            );
            self.hi[k]
        }
    }

    /// `f(i)` for `i <= s`, as raw values.
    fn terms(&self) -> Vec<u32> {
        let mut f = vec![0u32; self.s + 1];
        for (i, w) in self.lo.windows(2).enumerate() {
            f[i + 1] = (w[1] - w[0]).val();
        }
        f
    }

    fn raw(v: &[StaticModInt<M>]) -> Vec<u32> {
        v.iter().map(|x| x.val()).collect()
    }

    /// The prefix sums of the Dirichlet product `f * g` at `Q_n`; both must
    /// have the same `n`. O(n^(3/4)).
    pub fn mul(&self, other: &Self) -> Self {
        assert_eq!(self.n, other.n, "DirichletPrefix::mul needs the same n");
        let (n, s) = (self.n, self.s);
        let big = self.hi.len() - 1;
        let (f, g) = (self.terms(), other.terms());
        let m = u64::from(M);
        let (flo, fhi) = (Self::raw(&self.lo), Self::raw(&self.hi));
        let (glo, ghi) = (Self::raw(&other.lo), Self::raw(&other.hi));
        let mut lo = vec![StaticModInt::raw(0); s + 1];
        let mut hi = vec![StaticModInt::raw(0); big + 1];
        // Below lim, the prefix sums of a sequence with the same sums at
        // Q_n: f itself up to s, then each step F(q) - F(q') of Q_n put at
        // its upper end q (the sums at Q_n, all the answer reads, agree).
        let lim = (s as u64 * 32).min(n) as usize;
        // The steps above s: q_k = ⌊n / k⌋ <= lim for k from big down to kmin.
        let mut kmin = big + 1;
        while kmin > 1 && (n / (kmin as u64 - 1)) as usize <= lim {
            kmin -= 1;
        }
        let step = |lo_: &[u32], hi_: &[u32], k: usize| -> u32 {
            let below = if k < big { hi_[k + 1] } else { lo_[s] };
            ((u64::from(hi_[k]) + m - u64::from(below)) % m) as u32
        };
        // Ascending: (q, f'(q), g'(q)).
        let sparse: Vec<(usize, u32, u32)> = (kmin..=big)
            .rev()
            .map(|k| {
                (
                    (n / k as u64) as usize,
                    step(&flo, &fhi, k),
                    step(&glo, &ghi, k),
                )
            })
            .collect();
        let t0 = isqrt(lim as u64) as usize;
        let width = (1 << 15).min(lim);
        let mut buf = vec![0u64; width];
        let big_acc = 8 * m * m;
        // ptr[i]: the next sparse q with i q not yet added (i <= lim / s).
        let mut ptr = vec![0usize; lim / (s + 1) + 2];
        let mut next_sparse = 0;
        let mut run = 0u64;
        let mut start = 1;
        while start <= lim {
            let end = (start + width - 1).min(lim);
            for x in buf.iter_mut() {
                *x = 0;
            }
            let mut add = |at: usize, a: u32, b: u32| {
                let v = buf[at - start] + u64::from(a) * u64::from(b);
                buf[at - start] = if v >= big_acc { v - big_acc } else { v };
            };
            // Dense pairs i j with i <= t0: j runs over a range.
            for (i, &fi) in f.iter().enumerate().take(t0.min(s).min(end) + 1).skip(1) {
                if fi == 0 {
                    continue;
                }
                let j0 = ((start + i - 1) / i).max(1);
                let j1 = (end / i).min(s);
                for (j, &gj) in g.iter().enumerate().take(j1 + 1).skip(j0) {
                    add(i * j, fi, gj);
                }
            }
            // Dense pairs with i > t0: then j <= end / t0, and i runs over a range.
            for (j, &gj) in g
                .iter()
                .enumerate()
                .take((end / (t0 + 1)).min(s) + 1)
                .skip(1)
            {
                if gj == 0 {
                    continue;
                }
                let i0 = ((start + j - 1) / j).max(t0 + 1);
                let i1 = (end / j).min(s);
                for (i, &fi) in f.iter().enumerate().take(i1 + 1).skip(i0) {
                    add(i * j, fi, gj);
                }
            }
            // A dense term times a step: i q with i <= lim / s.
            for (i, p) in ptr.iter_mut().enumerate().skip(1) {
                while *p < sparse.len() && i * sparse[*p].0 <= end {
                    let (q, fq, gq) = sparse[*p];
                    if i <= s {
                        add(i * q, f[i], gq);
                        add(i * q, g[i], fq);
                    }
                    *p += 1;
                }
            }
            for (off, &x) in buf[..end + 1 - start].iter().enumerate() {
                let v = start + off;
                run = (run + x) % m;
                if v <= s {
                    lo[v] = StaticModInt::raw(run as u32);
                } else if next_sparse < sparse.len() && sparse[next_sparse].0 == v {
                    hi[big - next_sparse] = StaticModInt::raw(run as u32);
                    next_sparse += 1;
                }
            }
            start = end + 1;
        }
        let recip: Vec<f64> = (0..=s).map(|i| 1.0 / i.max(1) as f64).collect();
        // Above lim: the hyperbola, k < kmin.
        for k in 1..kmin {
            let x = n / k as u64;
            let a = isqrt(x) as usize;
            let mut acc = Acc::<M>(0);
            // ⌊x / i⌋ = ⌊n / (k i)⌋ is hi[k i] while k i <= big.
            let split = (big / k).min(a);
            for i in 1..=split {
                acc.add(f[i], ghi[k * i]);
                acc.add(g[i], fhi[k * i]);
            }
            let xf = x as f64;
            for i in split + 1..=a {
                let q = quotient(x, xf, i, recip[i]);
                acc.add(f[i], glo[q]);
                acc.add(g[i], flo[q]);
            }
            let corner = u64::from(flo[a]) * u64::from(glo[a]) % m;
            hi[k] = StaticModInt::raw(((u64::from(acc.get()) + m - corner) % m) as u32);
        }
        DirichletPrefix { n, s, lo, hi }
    }

    /// The prefix sums of the Dirichlet inverse `g` of `f` (`f * g = δ`, 1
    /// at 1 and 0 elsewhere) at `Q_n`; `f(1) = F(1)` must be nonzero.
    /// O(n^(3/4)).
    pub fn inv(&self) -> Self {
        let (n, s) = (self.n, self.s);
        let big = self.hi.len() - 1;
        let f = self.terms();
        assert!(s >= 1 && f[1] != 0, "DirichletPrefix::inv needs f(1) != 0");
        let m = u64::from(M);
        let inv_f1 = u64::from(StaticModInt::<M>::raw(f[1]).inv().val());
        // g(v) for v <= s: g(v) = -(Σ_{d | v, d > 1} f(d) g(v / d)) / f(1).
        let mut pending = vec![0u64; s + 1];
        let mut g = vec![0u32; s + 1];
        for v in 1..=s {
            let sum = if v == 1 { m - 1 } else { pending[v] };
            g[v] = ((m - sum % m) % m * inv_f1 % m) as u32;
            if g[v] == 0 {
                continue;
            }
            for d in 2..=s / v {
                pending[d * v] = (pending[d * v] + u64::from(f[d]) * u64::from(g[v])) % m;
            }
        }
        let mut glo = vec![0u32; s + 1];
        for v in 1..=s {
            glo[v] = ((u64::from(glo[v - 1]) + u64::from(g[v])) % m) as u32;
        }
        let (flo, fhi) = (Self::raw(&self.lo), Self::raw(&self.hi));
        let mut ghi = vec![0u32; big + 1];
        let recip: Vec<f64> = (0..=s).map(|i| 1.0 / i.max(1) as f64).collect();
        // From the smallest x = ⌊n / big⌋ up: G(x / i) for i >= 2 is known.
        for k in (1..=big).rev() {
            let x = n / k as u64;
            let a = isqrt(x) as usize;
            let mut acc = Acc::<M>(0);
            let split = (big / k).min(a);
            // i = 1 of the first sum is f(1) G(x), the unknown.
            if split >= 1 {
                acc.add(g[1], fhi[k]);
            }
            for i in 2..=split {
                acc.add(f[i], ghi[k * i]);
                acc.add(g[i], fhi[k * i]);
            }
            let xf = x as f64;
            for i in split.max(1) + 1..=a {
                let q = quotient(x, xf, i, recip[i]);
                acc.add(f[i], glo[q]);
                acc.add(g[i], flo[q]);
            }
            let corner = u64::from(flo[a]) * u64::from(glo[a]) % m;
            // f(1) G(x) = 1 - (acc - corner)
            let rest = (u64::from(acc.get()) + m - corner) % m;
            ghi[k] = ((1 + m - rest) % m * inv_f1 % m) as u32;
        }
        let lo = glo.iter().map(|&x| StaticModInt::raw(x)).collect();
        let hi = ghi.iter().map(|&x| StaticModInt::raw(x)).collect();
        DirichletPrefix { n, s, lo, hi }
    }
}

/// `⌊x / i⌋` from the floating-point quotient, corrected by one either way.
#[inline]
fn quotient(x: u64, xf: f64, i: usize, recip: f64) -> usize {
    let mut q = (xf * recip) as u64;
    let i = i as u64;
    if q * i > x {
        q -= 1;
    } else if (q + 1) * i <= x {
        q += 1;
    }
    q as usize
}
