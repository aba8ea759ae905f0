//! Composition of a function with a set power series (`f(s)` modulo
//! `x_0², ..., x_{n-1}²`, as exp, log or a polynomial) in the ranked zeta
//! domain, one variable at a time, and its transpose, the power projection
//! `Σ_i w_i [x^i] s^m`: O(n² 2^n) (plus O(m n) for a polynomial of m terms);
//! verified on Library Checker's `exp_of_set_power_series`,
//! `log_of_set_power_series`, `polynomial_composite_set_power_series` and
//! `power_projection_of_set_power_series`
//! (`crates/cpkit/verify/exp-of-set-power-series` and the three beside it).
//!
//! A set power series on n variables is a vector of 2^n values, `s[i]` the
//! coefficient of the product of the `x_k` whose bit `k` is set in `i`.
//!
//! With `s = c + x_v s1 + (the rest)` split on its last variable,
//! `g(s) = g(s0) + x_v g'(s0) s1` for any function g, s0 the part without
//! `x_v`. So the derivatives `f^(j)(s)` on the first v + 1 variables come
//! from `f^(j)` and `f^(j+1)` on the first v, with one subset convolution;
//! starting from the numbers `f^(j)(c)`, n steps reach `f(s)`. Each series
//! is kept as its ranked zeta transform (for each set, the polynomial in z
//! whose z^r term sums the values of its subsets of size r), where a subset
//! convolution is a product of polynomials, and only the last step goes
//! back: at level v the j-th derivative keeps ranks up to n - j, the only
//! ones that reach the result.

use super::modint::StaticModInt;

/// `a` (rows of width `width`, one per set) replaced by its sums over
/// subsets, rank by rank.
fn zeta<const M: u32>(a: &mut [u32], width: usize) {
    let sets = a.len() / width;
    let mut bit = 1;
    while bit < sets {
        for s in 0..sets {
            if s & bit != 0 {
                let (low, high) = a.split_at_mut(s * width);
                let from = &low[(s ^ bit) * width..][..width];
                for (x, &y) in high[..width].iter_mut().zip(from) {
                    let z = *x + y;
                    *x = if z >= M { z - M } else { z };
                }
            }
        }
        bit <<= 1;
    }
}

/// The ranked zeta transform of `s` (2^v values) with ranks 0..=v.
fn ranked<const M: u32>(s: &[StaticModInt<M>]) -> Vec<u32> {
    let width = s.len().trailing_zeros() as usize + 1;
    let mut a = vec![0u32; s.len() * width];
    for (i, x) in s.iter().enumerate() {
        a[i * width + i.count_ones() as usize] = x.val();
    }
    zeta::<M>(&mut a, width);
    a
}

fn log2_len<T>(s: &[T]) -> usize {
    assert!(
        s.len().is_power_of_two(),
        "a set power series has 2^n values; found {}",
        s.len()
    );
    s.len().trailing_zeros() as usize
}

/// `f(s)` modulo `x_0², ..., x_{n-1}²` for `s` of length 2^n, given the
/// derivatives `derivatives[j] = f^(j)(s[0])` for `j = 0..=n` (fewer are
/// taken as zeros): the sum of `f^(j)(s[0]) t^j / j!` for `t = s - s[0]`.
/// O(n² 2^n), modulo a prime `M < 2^31`.
///
/// # Example
/// ```
/// use cpkit::math::modint::ModInt998244353 as Mint;
/// use cpkit::math::set_power_series::sps_composite;
///
/// let m = |v: &[u32]| v.iter().map(|&x| Mint::new(x)).collect::<Vec<_>>();
/// // f(x) = x², s = 1 + 2 x_0 + 3 x_1: s² = 1 + 4 x_0 + 6 x_1 + 12 x_0 x_1
/// let g = sps_composite(&m(&[1, 2, 2]), &m(&[1, 2, 3, 0]));
/// assert_eq!(g, m(&[1, 4, 6, 12]));
/// ```
pub fn sps_composite<const M: u32>(
    derivatives: &[StaticModInt<M>],
    s: &[StaticModInt<M>],
) -> Vec<StaticModInt<M>> {
    assert!(M < 1 << 31, "sps_composite needs a modulus below 2^31");
    let n = log2_len(s);
    let modulus = u64::from(M);
    // f[j]: the j-th derivative on the first v variables, ranked, with
    // ranks 0..=n - j (width n - j + 1), for j = 0..=n - v.
    let mut f: Vec<Vec<u32>> = (0..=n)
        .map(|j| {
            let mut a = vec![0u32; n - j + 1];
            a[0] = derivatives.get(j).map_or(0, |d| d.val());
            a
        })
        .collect();
    for v in 0..n {
        let half = 1usize << v;
        let h = ranked(&s[half..2 * half]);
        let hw = v + 1;
        for j in 0..n - v {
            let w = n - j + 1;
            let mut next = vec![0u32; 2 * half * w];
            {
                let (old, up) = (&f[j], &f[j + 1]);
                let (lower, upper) = next.split_at_mut(half * w);
                lower.copy_from_slice(old);
                for set in 0..half {
                    let o = &old[set * w..][..w];
                    let d = &up[set * (w - 1)..][..w - 1];
                    let hs = &h[set * hw..][..hw];
                    let top = (set.count_ones() as usize).min(w - 2);
                    // rank r: o[r] + Σ_q hs[q] d[r - 1 - q], q ≤ |set|
                    // (hs[q] = 0 above), one q at a time over all r;
                    // sixteen products below 2^60 fit a u64 with o[r].
                    let mut acc = [0u64; 32];
                    for (a, &x) in acc.iter_mut().zip(o) {
                        *a = u64::from(x);
                    }
                    for (q, &hq) in hs[..=top].iter().enumerate() {
                        if q == 16 {
                            for a in acc[..w].iter_mut() {
                                *a %= modulus;
                            }
                        }
                        let hq = u64::from(hq);
                        for (a, &x) in acc[q + 1..w].iter_mut().zip(d) {
                            *a += hq * u64::from(x);
                        }
                    }
                    for (x, &a) in upper[set * w..][..w].iter_mut().zip(&acc) {
                        *x = (a % modulus) as u32;
                    }
                }
            }
            f[j] = next;
        }
        f.truncate(n - v);
    }
    // Back from the ranked zeta domain: rank |T| of the Möbius transform.
    let mut a = f.swap_remove(0);
    let width = n + 1;
    let sets = 1usize << n;
    let mut bit = 1;
    while bit < sets {
        for set in 0..sets {
            if set & bit != 0 {
                let (low, high) = a.split_at_mut(set * width);
                let from = &low[(set ^ bit) * width..][..width];
                for (x, &y) in high[..width].iter_mut().zip(from) {
                    let z = *x + M - y;
                    *x = if z >= M { z - M } else { z };
                }
            }
        }
        bit <<= 1;
    }
    (0..sets)
        .map(|t| StaticModInt::raw(a[t * width + t.count_ones() as usize]))
        .collect()
}

/// The derivatives `f^(j)(c)` for `j = 0..=n` of the polynomial `f`, in
/// O(len(f) n).
fn derivatives_at<const M: u32>(
    f: &[StaticModInt<M>],
    c: StaticModInt<M>,
    n: usize,
) -> Vec<StaticModInt<M>> {
    let mut g = f.to_vec();
    let mut out = Vec::with_capacity(n + 1);
    for _ in 0..=n {
        out.push(
            g.iter()
                .rev()
                .fold(StaticModInt::raw(0), |acc, &x| acc * c + x),
        );
        if g.is_empty() {
            continue;
        }
        for i in 1..g.len() {
            g[i - 1] = g[i] * StaticModInt::new(i as u64);
        }
        g.pop();
    }
    out
}

/// `f(s)` for a polynomial `f` and a set power series `s` of length 2^n;
/// O(n² 2^n + len(f) n), modulo a prime `M < 2^31`.
///
/// # Example
/// ```
/// use cpkit::math::modint::ModInt998244353 as Mint;
/// use cpkit::math::set_power_series::polynomial_composite;
///
/// let m = |v: &[u32]| v.iter().map(|&x| Mint::new(x)).collect::<Vec<_>>();
/// // f(x) = 1 + x + x³, s = 2 + x_0: f(s) = 11 + 13 x_0 (x_0² = 0)
/// assert_eq!(polynomial_composite(&m(&[1, 1, 0, 1]), &m(&[2, 1])), m(&[11, 13]));
/// ```
pub fn polynomial_composite<const M: u32>(
    f: &[StaticModInt<M>],
    s: &[StaticModInt<M>],
) -> Vec<StaticModInt<M>> {
    let n = log2_len(s);
    sps_composite(&derivatives_at(f, s[0], n), s)
}

/// `exp s` for a set power series with `s[0] = 0` (the sum of `s^k / k!`,
/// which stops at k = n); O(n² 2^n), modulo a prime `M < 2^31`.
///
/// # Example
/// ```
/// use cpkit::math::modint::ModInt998244353 as Mint;
/// use cpkit::math::set_power_series::sps_exp;
///
/// let m = |v: &[u32]| v.iter().map(|&x| Mint::new(x)).collect::<Vec<_>>();
/// // exp(2 x_0 + 3 x_1) = (1 + 2 x_0)(1 + 3 x_1)
/// assert_eq!(sps_exp(&m(&[0, 2, 3, 0])), m(&[1, 2, 3, 6]));
/// ```
pub fn sps_exp<const M: u32>(s: &[StaticModInt<M>]) -> Vec<StaticModInt<M>> {
    let n = log2_len(s);
    assert!(s[0].val() == 0, "sps_exp needs s[0] = 0");
    sps_composite(&vec![StaticModInt::raw(1); n + 1], s)
}

/// `log s` for a set power series with `s[0] = 1` (the t with `t[0] = 0`
/// and `exp t = s`); O(n² 2^n), modulo a prime `M < 2^31` above n.
///
/// # Example
/// ```
/// use cpkit::math::modint::ModInt998244353 as Mint;
/// use cpkit::math::set_power_series::sps_log;
///
/// let m = |v: &[u32]| v.iter().map(|&x| Mint::new(x)).collect::<Vec<_>>();
/// assert_eq!(sps_log(&m(&[1, 2, 3, 6])), m(&[0, 2, 3, 0]));
/// ```
pub fn sps_log<const M: u32>(s: &[StaticModInt<M>]) -> Vec<StaticModInt<M>> {
    let n = log2_len(s);
    assert!(s[0].val() == 1, "sps_log needs s[0] = 1");
    // log^(j)(1) = (-1)^(j-1) (j-1)!
    let mut d = vec![StaticModInt::raw(0); n + 1];
    let mut fact = StaticModInt::<M>::raw(1);
    for (j, x) in d.iter_mut().enumerate().skip(1) {
        *x = if j % 2 == 1 { fact } else { -fact };
        fact *= StaticModInt::new(j as u64);
    }
    sps_composite(&d, s)
}

/// `Σ_i w[i] [x^i] s^k` for each `k < m`, for a set power series `s` and
/// weights `w`, both of length 2^n; O(n² 2^n + m n), modulo a prime
/// `M < 2^31`.
///
/// The transpose of [`sps_composite`]: its steps taken backwards give the
/// numbers `G_j` with `⟨w, f(s)⟩ = Σ_j f^(j)(s[0]) G_j` for every f; then
/// `⟨w, s^k⟩ = Σ_j k (k - 1) ... (k - j + 1) s[0]^(k - j) G_j`.
///
/// # Example
/// ```
/// use cpkit::math::modint::ModInt998244353 as Mint;
/// use cpkit::math::set_power_series::sps_power_projection;
///
/// let m = |v: &[u32]| v.iter().map(|&x| Mint::new(x)).collect::<Vec<_>>();
/// // s = 1 + x_0: s^k = 1 + k x_0, weighed by (1, 10)
/// assert_eq!(sps_power_projection(&m(&[1, 1]), &m(&[1, 10]), 4), m(&[1, 11, 21, 31]));
/// ```
pub fn sps_power_projection<const M: u32>(
    s: &[StaticModInt<M>],
    w: &[StaticModInt<M>],
    m: usize,
) -> Vec<StaticModInt<M>> {
    assert!(
        M < 1 << 31,
        "sps_power_projection needs a modulus below 2^31"
    );
    let n = log2_len(s);
    assert_eq!(s.len(), w.len(), "sps_power_projection needs equal lengths");
    let modulus = u64::from(M);
    let sets = 1usize << n;
    let width = n + 1;
    // The transpose of the last step: w at rank |T|, then the transposed
    // Möbius transform (each set's row subtracted from its subsets').
    let mut top = vec![0u32; sets * width];
    for (t, x) in w.iter().enumerate() {
        top[t * width + t.count_ones() as usize] = x.val();
    }
    let mut bit = 1;
    while bit < sets {
        for set in 0..sets {
            if set & bit != 0 {
                let (low, high) = top.split_at_mut(set * width);
                let to = &mut low[(set ^ bit) * width..][..width];
                for (x, &y) in to.iter_mut().zip(&high[..width]) {
                    let z = *x + M - y;
                    *x = if z >= M { z - M } else { z };
                }
            }
        }
        bit <<= 1;
    }
    // g[j] at level v + 1, for j = 0..=n - v - 1, width n - j + 1.
    let mut g: Vec<Vec<u32>> = vec![top];
    for v in (0..n).rev() {
        let half = 1usize << v;
        let h = ranked(&s[half..2 * half]);
        let hw = v + 1;
        let mut next: Vec<Vec<u32>> = Vec::with_capacity(n - v + 1);
        for j in 0..=n - v {
            let w = n - j + 1;
            let mut a = vec![0u32; half * w];
            if j + v < n {
                let from = &g[j];
                for set in 0..half {
                    let (lo, hi) = (&from[set * w..][..w], &from[(set + half) * w..][..w]);
                    for ((x, &y), &z) in a[set * w..][..w].iter_mut().zip(lo).zip(hi) {
                        let t = y + z;
                        *x = if t >= M { t - M } else { t };
                    }
                }
            }
            if j > 0 {
                // a[set][p] += Σ_q hs[q] up[set|half][p + 1 + q], q ≤ |set|.
                let uw = w + 1;
                let up = &g[j - 1];
                for set in 0..half {
                    let u = &up[(set + half) * uw..][..uw];
                    let hs = &h[set * hw..][..hw];
                    let top = (set.count_ones() as usize).min(w - 1);
                    let row = &mut a[set * w..][..w];
                    let mut acc = [0u64; 32];
                    for (a, &x) in acc.iter_mut().zip(row.iter()) {
                        *a = u64::from(x);
                    }
                    for (q, &hq) in hs[..=top].iter().enumerate() {
                        if q == 16 {
                            for a in acc[..w].iter_mut() {
                                *a %= modulus;
                            }
                        }
                        let hq = u64::from(hq);
                        for (a, &x) in acc[..w].iter_mut().zip(&u[q + 1..]) {
                            *a += hq * u64::from(x);
                        }
                    }
                    for (x, &a) in row.iter_mut().zip(&acc) {
                        *x = (a % modulus) as u32;
                    }
                }
            }
            next.push(a);
        }
        g = next;
    }
    let gj: Vec<StaticModInt<M>> = g.iter().map(|a| StaticModInt::raw(a[0])).collect();
    let c = s[0];
    // powers of c
    let mut pw = vec![StaticModInt::<M>::raw(1); m.max(1)];
    for k in 1..m {
        pw[k] = pw[k - 1] * c;
    }
    (0..m)
        .map(|k| {
            let mut sum = StaticModInt::raw(0);
            let mut falling = StaticModInt::<M>::raw(1);
            for (j, &x) in gj.iter().enumerate().take(k + 1) {
                sum += falling * pw[k - j] * x;
                falling *= StaticModInt::new((k - j) as u64);
            }
            sum
        })
        .collect()
}
