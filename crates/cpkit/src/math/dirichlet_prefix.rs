//! Dirichlet series known by their prefix sums at the quotients `⌊n / i⌋`:
//! the product (Dirichlet convolution), by a segmented sieve of the terms
//! below `32 √n` and Dirichlet's hyperbola method at each quotient above,
//! O(n^(3/4)); the inverse, by a segmented sieve of a sequence put on the
//! quotients below `n^(2/3) / 2` and the hyperbola above, O(n^(2/3) log n);
//! O(√n) memory. Verified on Library Checker's
//! `dirichlet_convolution_and_prefix_sums`
//! (`crates/cpkit/verify/dirichlet-convolution-and-prefix-sums`) and
//! `dirichlet_inverse_and_prefix_sums`
//! (`crates/cpkit/verify/dirichlet-inverse-and-prefix-sums`).

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

    /// Adds `a b + c d`: below 2^63 + 2^61 before the reduction.
    #[inline]
    fn add2(&mut self, a: u32, b: u32, c: u32, d: u32) {
        let v = self.0 + u64::from(a) * u64::from(b) + u64::from(c) * u64::from(d);
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
    /// O(n^(2/3) log n).
    ///
    /// Up to `L ≈ n^(2/3) / 2` it sieves a sequence `g'` put on the
    /// elements of `Q_n` (its step at each), such that `f' * g'` (with `f'`
    /// as in [`mul`](Self::mul)) has no mass in any interval between two
    /// consecutive elements above 1: the sums of a product at `Q_n` depend
    /// only on the factors' sums there, so `g'` has `g`'s. The step of `g'`
    /// at `q` is what cancels the pairs `i j` (`i, j >= 2`) falling in
    /// `q`'s interval, all made of elements at most `q / 2`, so a segment
    /// of integers no longer than its start is done once the ones before
    /// it are. Above `L`, the hyperbola at each quotient, from the
    /// smallest up.
    pub fn inv(&self) -> Self {
        let (n, s) = (self.n, self.s);
        let big = self.hi.len() - 1;
        let f = self.terms();
        assert!(s >= 1 && f[1] != 0, "DirichletPrefix::inv needs f(1) != 0");
        let m = u64::from(M);
        let inv_f1 = u64::from(StaticModInt::<M>::raw(f[1]).inv().val());
        let (flo, fhi) = (Self::raw(&self.lo), Self::raw(&self.hi));
        // Sieved up to lim: the quotients q_k = ⌊n / k⌋ <= lim, k >= kmin.
        let lim = ((icbrt(n) * icbrt(n)) / 2).max(s as u64).min(n) as usize;
        let mut kmin = big + 1;
        while kmin > 1 && (n / (kmin as u64 - 1)) as usize <= lim {
            kmin -= 1;
        }
        // Ascending: (q, f'(q)); g'(q) goes in gq beside.
        let sparse: Vec<(usize, u32)> = (kmin..=big)
            .rev()
            .map(|k| {
                let below = if k < big { fhi[k + 1] } else { flo[s] };
                (
                    (n / k as u64) as usize,
                    ((u64::from(fhi[k]) + m - u64::from(below)) % m) as u32,
                )
            })
            .collect();
        let mut gq = vec![0u32; sparse.len()];
        let mut g = vec![0u32; s + 1];
        g[1] = inv_f1 as u32;
        let t0 = isqrt(lim as u64) as usize;
        let big_acc = 8 * m * m;
        let mut buf = vec![0u64; 1 << 15];
        // ptr[i]: the next sparse q with i q not yet added (i <= lim / s).
        let mut ptr = vec![0usize; lim / (s + 1) + 2];
        let mut glo = vec![0u32; s + 1];
        glo[1] = g[1];
        let mut ghi = vec![0u32; big + 1];
        let mut next_sparse = 0;
        // The pairs' mass since the last element, and G there.
        let (mut run, mut total) = (0u64, u64::from(g[1]));
        let mut start = 2;
        while start <= lim {
            // No longer than its start: every pair in it is of elements
            // already known.
            let end = (start + (start - 1).min(buf.len()) - 1).min(lim);
            for x in buf.iter_mut() {
                *x = 0;
            }
            let mut add = |at: usize, a: u32, b: u32| {
                let v = buf[at - start] + u64::from(a) * u64::from(b);
                buf[at - start] = if v >= big_acc { v - big_acc } else { v };
            };
            // Dense pairs i j with 2 <= i <= t0.
            for (i, &fi) in f
                .iter()
                .enumerate()
                .take(t0.min(s).min(end / 2) + 1)
                .skip(2)
            {
                if fi == 0 {
                    continue;
                }
                let j0 = ((start + i - 1) / i).max(2);
                let j1 = (end / i).min(s);
                for (j, &gj) in g.iter().enumerate().take(j1 + 1).skip(j0) {
                    add(i * j, fi, gj);
                }
            }
            // Dense pairs with i > t0: then j <= end / t0.
            for (j, &gj) in g
                .iter()
                .enumerate()
                .take((end / (t0 + 1)).min(s) + 1)
                .skip(2)
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
            // A dense term times a step, both ways.
            for (i, p) in ptr.iter_mut().enumerate().skip(2) {
                while *p < sparse.len() && i * sparse[*p].0 <= end {
                    let (q, fq) = sparse[*p];
                    if i <= s {
                        add(i * q, f[i], gq[*p]);
                        add(i * q, g[i], fq);
                    }
                    *p += 1;
                }
            }
            for (off, &x) in buf[..end + 1 - start].iter().enumerate() {
                let v = start + off;
                run += x;
                if v <= s {
                    // h(v) = f(1) g(v) + f(v) g(1) + the pairs = 0.
                    let rest = (run + u64::from(f[v]) * u64::from(g[1])) % m;
                    g[v] = ((m - rest) % m * inv_f1 % m) as u32;
                    total = (total + u64::from(g[v])) % m;
                    glo[v] = total as u32;
                    run = 0;
                } else if next_sparse < sparse.len() && sparse[next_sparse].0 == v {
                    let fq = sparse[next_sparse].1;
                    let rest = (run + u64::from(fq) * u64::from(g[1])) % m;
                    let step = (m - rest) % m * inv_f1 % m;
                    gq[next_sparse] = step as u32;
                    total = (total + step) % m;
                    ghi[big - next_sparse] = total as u32;
                    next_sparse += 1;
                    run = 0;
                } else if run >= big_acc {
                    run -= big_acc;
                }
            }
            start = end + 1;
        }
        let recip: Vec<f64> = (0..=s).map(|i| 1.0 / i.max(1) as f64).collect();
        // Each pair of values read together sits together: one cache miss.
        let fg: Vec<(u32, u32)> = f.iter().zip(&g).map(|(&x, &y)| (x, y)).collect();
        let lo_fg: Vec<(u32, u32)> = flo.iter().zip(&glo).map(|(&x, &y)| (x, y)).collect();
        let mut hi_fg: Vec<(u32, u32)> = fhi.iter().zip(&ghi).map(|(&x, &y)| (x, y)).collect();
        // Above lim, from the smallest x = ⌊n / (kmin - 1)⌋ up: G(x / i)
        // for i >= 2 is known.
        for k in (1..kmin).rev() {
            let x = n / k as u64;
            let a = isqrt(x) as usize;
            let mut acc = Acc::<M>(0);
            let split = (big / k).min(a);
            // i = 1 of the first sum is f(1) G(x), the unknown.
            if split >= 1 {
                acc.add(g[1], fhi[k]);
            }
            for i in 2..=split {
                let ((fi, gi), (fx, gx)) = (fg[i], hi_fg[k * i]);
                acc.add2(fi, gx, gi, fx);
            }
            let xf = x as f64;
            for i in split.max(1) + 1..=a {
                let q = quotient(x, xf, i, recip[i]);
                let ((fi, gi), (fx, gx)) = (fg[i], lo_fg[q]);
                acc.add2(fi, gx, gi, fx);
            }
            let corner = u64::from(flo[a]) * u64::from(glo[a]) % m;
            // f(1) G(x) = 1 - (acc - corner)
            let rest = (u64::from(acc.get()) + m - corner) % m;
            hi_fg[k].1 = ((1 + m - rest) % m * inv_f1 % m) as u32;
        }
        let lo = glo.iter().map(|&x| StaticModInt::raw(x)).collect();
        let hi = hi_fg.iter().map(|&(_, y)| StaticModInt::raw(y)).collect();
        DirichletPrefix { n, s, lo, hi }
    }
}

/// `⌊x^(1/3)⌋`.
fn icbrt(x: u64) -> u64 {
    let mut r = (x as f64).cbrt() as u64;
    while r * r * r > x {
        r -= 1;
    }
    while (r + 1) * (r + 1) * (r + 1) <= x {
        r += 1;
    }
    r
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
