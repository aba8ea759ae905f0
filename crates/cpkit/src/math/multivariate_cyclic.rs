//! Cyclic multivariate convolution (the product of two polynomials in k
//! variables modulo `1 - x_1^n_1, ..., 1 - x_k^n_k`, each `n_i` dividing
//! `p - 1`) by a discrete Fourier transform along every axis: mixed-radix
//! Cooley–Tukey over the small prime factors of `n_i`, Bluestein's
//! algorithm (three NTT primes) for the large ones; O(N Σ_i (s_i + log
//! N)) for `N = Π n_i` and `s_i` the sum of the small prime factors of
//! `n_i`; verified on Library Checker's `multivariate_convolution_cyclic`
//! (`crates/cpkit/verify/multivariate-convolution-cyclic`).

use super::convolution::{butterfly, butterfly_inv};
use super::modint::StaticModInt;

/// The product of `a` and `b` modulo `1 - x_1^n_1, ..., 1 - x_k^n_k` over
/// the integers modulo the prime `p` (below 2^30), where
/// `shape = [n_1, ..., n_k]`, every `n_i` divides `p - 1`, and the
/// coefficient of `x_1^i_1 ⋯ x_k^i_k` sits at
/// `i_1 + i_2 n_1 + ... + i_k n_1 ⋯ n_(k-1)`. `a` and `b` have
/// `N = Π n_i` terms each, below `p` (panics otherwise); `N` at most 2^23.
///
/// Since `n_i` divides `p - 1`, `Z/p` has primitive `n_i`-th roots of
/// unity, and the product is the inverse transform of the pointwise
/// product of the transforms along every axis. Each axis's transform is a
/// decimation in frequency over the prime factors of `n_i` (its output in
/// digit-reversed order, which the pointwise product does not mind; the
/// inverse walks the same levels back). A factor up to 61 is a naive DFT
/// of its length; the product of the larger ones is one Bluestein
/// transform (a correlation modulo three NTT primes, brought back to
/// `p` by Garner's method).
///
/// # Example
/// ```
/// use cpkit::math::multivariate_cyclic::multivariate_convolution_cyclic;
///
/// // (1 + 2x)(3 + 4x) mod (1 - x^2, 7) = 3 + 8 + (4 + 6)x = 4 + 3x.
/// assert_eq!(multivariate_convolution_cyclic(&[1, 2], &[3, 4], &[2], 7), [4, 3]);
/// // (1 + x + y)(1 + x y) = 1 + x + y + xy + x²y + xy², and x² = y² = 1.
/// assert_eq!(
///     multivariate_convolution_cyclic(&[1, 1, 1, 0], &[1, 0, 0, 1], &[2, 2], 5),
///     [1, 2, 2, 1]
/// );
/// // No variable: a product of numbers.
/// assert_eq!(multivariate_convolution_cyclic(&[6], &[4], &[], 7), [3]);
/// ```
pub fn multivariate_convolution_cyclic(a: &[u32], b: &[u32], shape: &[usize], p: u32) -> Vec<u32> {
    assert!(
        (2..1 << 30).contains(&p),
        "multivariate_convolution_cyclic needs a prime p below 2^30; found {}",
        p
    );
    let n: usize = shape.iter().product();
    assert!(
        a.len() == n && b.len() == n,
        "multivariate_convolution_cyclic: a and b must have Π n_i terms"
    );
    assert!(
        n <= 1 << 23,
        "multivariate_convolution_cyclic: Π n_i above 2^23"
    );
    for &size in shape {
        assert!(
            size >= 1 && (p as usize - 1) % size == 0,
            "multivariate_convolution_cyclic: {} does not divide p - 1 = {}",
            size,
            p - 1
        );
    }
    let m = Mod::new(p);
    assert!(
        a.iter().chain(b).all(|&x| x < p),
        "multivariate_convolution_cyclic: coefficients must be below p"
    );
    let g = primitive_root(p);
    let mut f = a.to_vec();
    let mut h = b.to_vec();
    let mut stride = 1;
    let mut axes = Vec::with_capacity(shape.len());
    for &size in shape {
        let axis = Axis::new(&m, stride, size, g);
        axis.transform(&m, &mut f, false);
        axis.transform(&m, &mut h, false);
        axes.push(axis);
        stride *= size;
    }
    let scale = m.pow(n as u64 % u64::from(p), u64::from(p) - 2);
    for (x, &y) in f.iter_mut().zip(&h) {
        *x = m.mul(m.mul(*x, y), scale);
    }
    for axis in axes.iter().rev() {
        axis.transform(&m, &mut f, true);
    }
    f
}

/// Arithmetic modulo `p < 2^30`: Barrett reduction of any `u64` through
/// the high half of a 128-bit product.
struct Mod {
    p: u64,
    /// `⌊2^64 / p⌋`.
    inv: u64,
}

impl Mod {
    fn new(p: u32) -> Mod {
        Mod {
            p: u64::from(p),
            inv: u64::MAX / u64::from(p),
        }
    }

    /// `x mod p`: the quotient estimate is short by at most one.
    #[inline]
    fn reduce(&self, x: u64) -> u32 {
        let q = ((u128::from(x) * u128::from(self.inv)) >> 64) as u64;
        let r = x - q * self.p;
        (if r >= self.p { r - self.p } else { r }) as u32
    }

    #[inline]
    fn mul(&self, a: u32, b: u32) -> u32 {
        self.reduce(u64::from(a) * u64::from(b))
    }

    fn pow(&self, base: u64, mut e: u64) -> u32 {
        let (mut x, mut r) = (self.reduce(base), 1 % self.p as u32);
        while e > 0 {
            if e & 1 == 1 {
                r = self.mul(r, x);
            }
            x = self.mul(x, x);
            e >>= 1;
        }
        r
    }
}

/// A primitive root modulo the prime `p`, factoring `p - 1` by trial
/// division (`p < 2^30`).
fn primitive_root(p: u32) -> u32 {
    if p == 2 {
        return 1;
    }
    let m = Mod::new(p);
    let mut factors = Vec::new();
    let mut rest = p - 1;
    let mut d = 2;
    while d * d <= rest {
        if rest % d == 0 {
            factors.push(d);
            while rest % d == 0 {
                rest /= d;
            }
        }
        d += 1;
    }
    if rest > 1 {
        factors.push(rest);
    }
    (2..p)
        .find(|&g| {
            factors
                .iter()
                .all(|&q| m.pow(u64::from(g), u64::from((p - 1) / q)) != 1)
        })
        .expect("a prime has a primitive root")
}

/// The largest prime factor done by a naive DFT of its length (O(r) per
/// term); larger ones cost less by Bluestein's correlation.
const NAIVE_MAX: usize = 61;

/// One level of an axis's decimation in frequency: blocks of `len = r m`
/// rows split into `r` blocks of `m`.
struct Level {
    r: usize,
    m: usize,
    /// `w^e` and `w^-e` for `e < len`, `w` a primitive `len`-th root.
    twiddle: Vec<u32>,
    inv_twiddle: Vec<u32>,
    /// The radix's own transform, as a naive DFT or by Bluestein.
    radix: Radix,
}

/// The DFT of length `r` with a root `ω` (and with `ω^-1` for the inverse).
enum Radix {
    /// `ω^e` and `ω^-e` for `e < r`.
    Naive(Vec<u32>, Vec<u32>),
    Bluestein(Box<Bluestein>, Box<Bluestein>),
}

/// The transforms of an axis of length `size` whose rows are `stride`
/// apart.
struct Axis {
    stride: usize,
    size: usize,
    levels: Vec<Level>,
}

impl Axis {
    fn new(m: &Mod, stride: usize, size: usize, g: u32) -> Axis {
        let p = m.p as u32;
        let mut small = Vec::new();
        let mut large = 1;
        let mut rest = size;
        let mut d = 2;
        while d * d <= rest {
            while rest % d == 0 {
                if d <= NAIVE_MAX {
                    small.push(d);
                } else {
                    large *= d;
                }
                rest /= d;
            }
            d += 1;
        }
        if rest > 1 {
            if rest <= NAIVE_MAX {
                small.push(rest);
            } else {
                large *= rest;
            }
        }
        // The large radix first, while its rows are farthest apart (the
        // gather costs the same at any distance).
        let mut radices = Vec::new();
        if large > 1 {
            radices.push(large);
        }
        radices.extend(small);
        let mut levels = Vec::new();
        let mut len = size;
        for r in radices {
            let w = m.pow(u64::from(g), u64::from(p - 1) / len as u64);
            let iw = m.pow(u64::from(w), u64::from(p - 2));
            let powers = |base: u32, count: usize| {
                let mut v = Vec::with_capacity(count);
                let mut x = 1;
                for _ in 0..count {
                    v.push(x);
                    x = m.mul(x, base);
                }
                v
            };
            let mm = len / r;
            let twiddle = powers(w, len);
            let inv_twiddle = powers(iw, len);
            let omega = m.pow(u64::from(w), mm as u64);
            let iomega = m.pow(u64::from(iw), mm as u64);
            let radix = if r <= NAIVE_MAX {
                Radix::Naive(powers(omega, r), powers(iomega, r))
            } else {
                Radix::Bluestein(
                    Box::new(Bluestein::new(m, r, omega)),
                    Box::new(Bluestein::new(m, r, iomega)),
                )
            };
            levels.push(Level {
                r,
                m: mm,
                twiddle,
                inv_twiddle,
                radix,
            });
            len = mm;
        }
        Axis {
            stride,
            size,
            levels,
        }
    }

    /// The DFT along this axis (`inverse`: the same levels undone, in
    /// reverse order, without the division by the length).
    fn transform(&self, m: &Mod, a: &mut [u32], inverse: bool) {
        let order: Vec<&Level> = if inverse {
            self.levels.iter().rev().collect()
        } else {
            self.levels.iter().collect()
        };
        let s = self.stride;
        let mut xs = Vec::new();
        let mut ys = Vec::new();
        for level in order {
            let (r, mm) = (level.r, level.m);
            let len = r * mm;
            let tw = if inverse {
                &level.inv_twiddle
            } else {
                &level.twiddle
            };
            // Every group: outer chunk, block of `len` rows, `j < m`, and
            // the column `lo < s` inside a row; its `r` terms are `m` rows
            // apart.
            for chunk in a.chunks_exact_mut(s * self.size) {
                for block in chunk.chunks_exact_mut(s * len) {
                    for j in 0..mm {
                        for lo in 0..s {
                            let at = |t: usize| (j + mm * t) * s + lo;
                            xs.clear();
                            xs.extend((0..r).map(|t| block[at(t)]));
                            if inverse {
                                // Undo the twiddle, then the radix.
                                for (u, x) in xs.iter_mut().enumerate() {
                                    *x = m.mul(*x, tw[j * u]);
                                }
                                level.radix.apply(m, &xs, &mut ys, true);
                            } else {
                                level.radix.apply(m, &xs, &mut ys, false);
                                for (u, y) in ys.iter_mut().enumerate() {
                                    *y = m.mul(*y, tw[j * u]);
                                }
                            }
                            for (t, &y) in ys.iter().enumerate() {
                                block[at(t)] = y;
                            }
                        }
                    }
                }
            }
        }
    }
}

impl Radix {
    /// `ys[u] = Σ_t xs[t] ω^(t u)` (with `ω^-1` when `inverse`).
    fn apply(&self, m: &Mod, xs: &[u32], ys: &mut Vec<u32>, inverse: bool) {
        ys.clear();
        match self {
            Radix::Naive(w, iw) => {
                let w = if inverse { iw } else { w };
                let r = xs.len();
                if r == 2 {
                    let (x0, x1) = (u64::from(xs[0]), u64::from(xs[1]));
                    ys.push(m.reduce(x0 + x1));
                    ys.push(m.reduce(x0 + m.p - x1));
                    return;
                }
                for u in 0..r {
                    // Products below 2^60: sixteen of them fit a u64.
                    let mut acc = 0u64;
                    let mut e = 0;
                    for (t, &x) in xs.iter().enumerate() {
                        acc += u64::from(x) * u64::from(w[e]);
                        if t & 15 == 15 {
                            acc = u64::from(m.reduce(acc));
                        }
                        e += u;
                        if e >= r {
                            e -= r;
                        }
                    }
                    ys.push(m.reduce(acc));
                }
            }
            Radix::Bluestein(fwd, inv) => {
                let b = if inverse { inv } else { fwd };
                b.apply(m, xs, ys);
            }
        }
    }
}

const P1: u32 = 754_974_721; // 45 * 2^24 + 1
const P2: u32 = 167_772_161; // 5 * 2^25 + 1
const P3: u32 = 469_762_049; // 7 * 2^26 + 1

/// The DFT of length `r` with root `ω` by Bluestein's algorithm: with
/// `T(k) = k (k - 1) / 2`, `t u = T(t + u) - T(t) - T(u)`, so
/// `X[u] = ω^-T(u) Σ_t (x_t ω^-T(t)) ω^T(t + u)`, a correlation with the
/// fixed chirp `ω^T(k)`, `k < 2r - 1`, computed exactly (terms below
/// `r p^2 < 2^78`) modulo three NTT primes.
struct Bluestein {
    r: usize,
    /// Transform length, at least `2r - 1`.
    z: usize,
    /// `ω^-T(k)` for `k < r`.
    ichirp: Vec<u32>,
    /// The chirp's transforms modulo each prime, divided by `z`.
    c1: Vec<StaticModInt<P1>>,
    c2: Vec<StaticModInt<P2>>,
    c3: Vec<StaticModInt<P3>>,
}

impl Bluestein {
    fn new(m: &Mod, r: usize, omega: u32) -> Bluestein {
        let z = (2 * r - 1).next_power_of_two();
        let iomega = m.pow(u64::from(omega), m.p - 2);
        let chirp_powers = |base: u32, count: usize| {
            let mut v = Vec::with_capacity(count);
            let (mut x, mut step) = (1u32, 1u32);
            for _ in 0..count {
                v.push(x);
                x = m.mul(x, step);
                step = m.mul(step, base);
            }
            v
        };
        let chirp = chirp_powers(omega, 2 * r - 1);
        let ichirp = chirp_powers(iomega, r);
        Bluestein {
            r,
            z,
            ichirp,
            c1: chirp_transform(&chirp, z),
            c2: chirp_transform(&chirp, z),
            c3: chirp_transform(&chirp, z),
        }
    }

    fn apply(&self, m: &Mod, xs: &[u32], ys: &mut Vec<u32>) {
        let r = self.r;
        // a[r - 1 - t] = x_t ω^-T(t): term r - 1 + u of a * chirp is the sum.
        let mut a = vec![0u32; r];
        for (t, (&x, &c)) in xs.iter().zip(&self.ichirp).enumerate() {
            a[r - 1 - t] = m.mul(x, c);
        }
        let s1 = correlate(&a, &self.c1, self.z);
        let s2 = correlate(&a, &self.c2, self.z);
        let s3 = correlate(&a, &self.c3, self.z);
        let (p1, p2, p3) = (u64::from(P1), u64::from(P2), u64::from(P3));
        let i12 = u64::from(StaticModInt::<P2>::new(P1).inv().val());
        let i123 = u64::from(StaticModInt::<P3>::new(p1 * p2 % p3).inv().val());
        let (p1m, p12m) = (p1 % m.p, m.reduce(p1 * p2));
        for u in 0..r {
            let k = r - 1 + u;
            let (r1, r2, r3) = (
                u64::from(s1[k].val()),
                u64::from(s2[k].val()),
                u64::from(s3[k].val()),
            );
            // Garner: the term is r1 + t2 P1 + t3 P1 P2.
            let t2 = (r2 + p2 - r1 % p2) % p2 * i12 % p2;
            let known = (r1 + t2 * p1) % p3;
            let t3 = (r3 + p3 - known) % p3 * i123 % p3;
            let v =
                m.reduce(r1 + m.reduce(t2) as u64 * p1m + m.reduce(t3) as u64 * u64::from(p12m));
            ys.push(m.mul(v, self.ichirp[u]));
        }
    }
}

/// The transform of `chirp` (padded to `z`) modulo `M`, divided by `z`.
fn chirp_transform<const M: u32>(chirp: &[u32], z: usize) -> Vec<StaticModInt<M>> {
    let mut v: Vec<StaticModInt<M>> = chirp.iter().map(|&x| StaticModInt::new(x)).collect();
    v.resize(z, StaticModInt::raw(0));
    butterfly(&mut v);
    let scale = StaticModInt::<M>::new(z as u64).inv();
    for x in v.iter_mut() {
        *x *= scale;
    }
    v
}

/// The cyclic product of `a` (padded to `z`) and the transformed chirp
/// modulo `M`.
fn correlate<const M: u32>(a: &[u32], chirp: &[StaticModInt<M>], z: usize) -> Vec<StaticModInt<M>> {
    let mut v: Vec<StaticModInt<M>> = a.iter().map(|&x| StaticModInt::new(x)).collect();
    v.resize(z, StaticModInt::raw(0));
    butterfly(&mut v);
    for (x, &c) in v.iter_mut().zip(chirp) {
        *x *= c;
    }
    butterfly_inv(&mut v);
    v
}
