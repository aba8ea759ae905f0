//! The inverse, exponential, logarithm, powers and square root of a sparse
//! formal power series (k nonzero terms) by the linear recurrences their
//! differential equations give, O(n k) for n terms; verified on Library
//! Checker's `inv_of_formal_power_series_sparse`,
//! `exp_of_formal_power_series_sparse`, `log_of_formal_power_series_sparse`,
//! `pow_of_formal_power_series_sparse` and `sqrt_of_formal_power_series_sparse`
//! (`crates/cpkit/verify/inv-of-formal-power-series-sparse` and the four beside it).
//!
//! A series is given by its nonzero terms, `(i, a_i)` pairs with distinct
//! exponents in increasing order; a pair whose value is 0 is allowed. Every
//! function needs the modulus `M` prime and larger than `n`.

use super::modint::StaticModInt;

/// The inverses 1/0 (taken as 0), 1/1, ..., 1/(n - 1) modulo the prime
/// `M`, in O(n): `1/i = -(M / i) · 1/(M mod i)`.
fn inverses<const M: u32>(n: usize) -> Vec<StaticModInt<M>> {
    let mut inv = vec![StaticModInt::<M>::raw(0); n.max(2)];
    inv[1] = StaticModInt::raw(1);
    for i in 2..n {
        inv[i] = -inv[M as usize % i] * StaticModInt::raw(M / i as u32);
    }
    inv
}

/// `Σ c_j g[at - e_j]` over the terms `(e_j, c_j)` with `0 < e_j <= at`,
/// with the products summed in a u64 and reduced every 16 (each is below
/// 2^60, so sixteen fit).
#[inline]
fn dot<const M: u32>(terms: &[(usize, u32)], g: &[u32], at: usize) -> u64 {
    let mut sum = 0u64;
    for (t, &(e, c)) in terms.iter().enumerate() {
        if e > at {
            break;
        }
        sum += u64::from(c) * u64::from(g[at - e]);
        if t % 16 == 15 {
            sum %= u64::from(M);
        }
    }
    sum % u64::from(M)
}

/// The terms of `f` with a positive exponent, as raw values.
fn positive<const M: u32>(f: &[(usize, StaticModInt<M>)]) -> Vec<(usize, u32)> {
    let mut terms: Vec<(usize, u32)> = f
        .iter()
        .filter(|&&(e, c)| e > 0 && c.val() != 0)
        .map(|&(e, c)| (e, c.val()))
        .collect();
    terms.sort_unstable();
    terms
}

fn constant<const M: u32>(f: &[(usize, StaticModInt<M>)]) -> StaticModInt<M> {
    f.iter().filter(|&&(e, _)| e == 0).map(|&(_, c)| c).sum()
}

/// The first `n` coefficients of `1 / f` for a sparse `f` with a nonzero
/// constant term; O(n k): `f g = 1` gives
/// `g_m = -(Σ_{i>0} a_i g_{m-i}) / a_0`.
///
/// # Example
/// ```
/// use cpkit::math::fps_sparse::sparse_inv;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// // 1 / (1 - x²) = 1 + x² + x⁴ + ...
/// let f = [(0, Mint::new(1)), (2, Mint::new(-1))];
/// let g: Vec<u32> = sparse_inv(&f, 6).iter().map(|c| c.val()).collect();
/// assert_eq!(g, [1, 0, 1, 0, 1, 0]);
/// ```
pub fn sparse_inv<const M: u32>(f: &[(usize, StaticModInt<M>)], n: usize) -> Vec<StaticModInt<M>> {
    let a0 = constant(f);
    assert!(a0.val() != 0, "sparse_inv needs a nonzero constant term");
    let minus_inv = (-a0.inv()).val();
    let terms = positive(f);
    let mut g = vec![0u32; n];
    if n > 0 {
        g[0] = a0.inv().val();
    }
    for m in 1..n {
        let s = dot::<M>(&terms, &g, m);
        g[m] = (s * u64::from(minus_inv) % u64::from(M)) as u32;
    }
    g.into_iter().map(StaticModInt::raw).collect()
}

/// The first `n` coefficients of `exp f` for a sparse `f` with constant
/// term 0; O(n k): `g' = f' g` gives `m g_m = Σ i a_i g_{m-i}`.
///
/// # Example
/// ```
/// use cpkit::math::fps_sparse::sparse_exp;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// // exp(x²) = 1 + x² + x⁴/2 + ...
/// let g = sparse_exp(&[(2, Mint::new(1))], 5);
/// let half = Mint::new(2).inv();
/// assert_eq!(g, [1, 0, 1, 0, half.val()].iter().map(|&c| Mint::new(c)).collect::<Vec<_>>());
/// ```
pub fn sparse_exp<const M: u32>(f: &[(usize, StaticModInt<M>)], n: usize) -> Vec<StaticModInt<M>> {
    assert!(
        constant(f).val() == 0,
        "sparse_exp needs a constant term of 0"
    );
    let terms: Vec<(usize, u32)> = positive(f)
        .into_iter()
        .map(|(e, c)| {
            (
                e,
                (StaticModInt::<M>::raw(c) * StaticModInt::new(e as u64)).val(),
            )
        })
        .collect();
    let inv = inverses::<M>(n);
    let mut g = vec![0u32; n];
    if n > 0 {
        g[0] = 1;
    }
    for m in 1..n {
        let s = dot::<M>(&terms, &g, m);
        g[m] = (s * u64::from(inv[m].val()) % u64::from(M)) as u32;
    }
    g.into_iter().map(StaticModInt::raw).collect()
}

/// The first `n` coefficients of `log f` for a sparse `f` with constant
/// term 1; O(n k): `h = g'` solves `f h = f'`, so
/// `h_m = (m + 1) a_{m+1} - Σ_{i>0} a_i h_{m-i}`, and `g_{m+1} = h_m / (m + 1)`.
///
/// # Example
/// ```
/// use cpkit::math::fps_sparse::sparse_log;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// // log(1 + x) = x - x²/2 + x³/3 - ...
/// let g = sparse_log(&[(0, Mint::new(1)), (1, Mint::new(1))], 4);
/// assert_eq!(g, [Mint::new(0), Mint::new(1), -Mint::new(2).inv(), Mint::new(3).inv()]);
/// ```
pub fn sparse_log<const M: u32>(f: &[(usize, StaticModInt<M>)], n: usize) -> Vec<StaticModInt<M>> {
    assert!(
        constant(f).val() == 1,
        "sparse_log needs a constant term of 1"
    );
    let terms = positive(f);
    let inv = inverses::<M>(n);
    // h = f' - (f - 1) h, term by term; f' has the terms i a_i at i - 1.
    let mut h = vec![0u32; n.saturating_sub(1)];
    let mut next = 0;
    for m in 0..h.len() {
        let s = dot::<M>(&terms, &h, m);
        let mut v = (u64::from(M) - s) % u64::from(M);
        while next < terms.len() && terms[next].0 < m + 1 {
            next += 1;
        }
        if next < terms.len() && terms[next].0 == m + 1 {
            v += u64::from(terms[next].1) * (m as u64 + 1) % u64::from(M);
        }
        h[m] = (v % u64::from(M)) as u32;
    }
    let mut g = Vec::with_capacity(n);
    if n > 0 {
        g.push(StaticModInt::raw(0));
    }
    g.extend(
        h.iter()
            .zip(&inv[1..])
            .map(|(&x, &i)| StaticModInt::<M>::raw(x) * i),
    );
    g
}

/// `(1 + u)^e` to `n` terms for the sparse `u` (positive exponents), with
/// the exponent `e` an element of the field: `p h' = e p' h` for
/// `p = 1 + u` gives `m h_m = Σ_{i>0} u_i h_{m-i} ((e + 1) i - m)`.
fn one_plus_pow<const M: u32>(u: &[(usize, u32)], e: StaticModInt<M>, n: usize) -> Vec<u32> {
    let scaled: Vec<(usize, u32)> = u
        .iter()
        .map(|&(i, c)| {
            let c = StaticModInt::<M>::raw(c) * (e + 1) * StaticModInt::new(i as u64);
            (i, c.val())
        })
        .collect();
    let inv = inverses::<M>(n);
    let mut h = vec![0u32; n];
    if n > 0 {
        h[0] = 1;
    }
    let modulus = u64::from(M);
    for m in 1..n {
        let s1 = dot::<M>(&scaled, &h, m);
        let s2 = dot::<M>(u, &h, m);
        let v = (s1 + modulus - s2 * m as u64 % modulus) % modulus;
        h[m] = (v * u64::from(inv[m].val()) % modulus) as u32;
    }
    h
}

/// `(d, c, u)` with `f = c x^d (1 + u)`, `u`'s terms raw and sorted.
type Normalized<const M: u32> = (usize, StaticModInt<M>, Vec<(usize, u32)>);

/// The lowest nonzero term of `f` and the others divided by it, exponents
/// taken relative to it: `f = c x^d (1 + u)`. `None` when `f` is 0.
fn normalize<const M: u32>(f: &[(usize, StaticModInt<M>)]) -> Option<Normalized<M>> {
    let mut terms: Vec<(usize, StaticModInt<M>)> =
        f.iter().copied().filter(|&(_, c)| c.val() != 0).collect();
    terms.sort_unstable_by_key(|&(e, _)| e);
    let &(d, c) = terms.first()?;
    let inv = c.inv();
    let u = terms[1..]
        .iter()
        .map(|&(e, a)| (e - d, (a * inv).val()))
        .collect();
    Some((d, c, u))
}

/// The first `n` coefficients of `f^k` for a sparse `f` and any
/// `k` (`0^0 = 1`); O(n k'), k' the number of terms of `f`.
///
/// With `f = c x^d (1 + u)`, `f^k = c^k x^(dk) (1 + u)^k`, and the last
/// factor to `n - dk` terms depends on `k` only modulo `M` (Lucas'
/// theorem: `C(k, j) ≡ C(k mod M, j)` for `j < M`).
///
/// # Example
/// ```
/// use cpkit::math::fps_sparse::sparse_pow;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// // (x + x²)³ = x³ + 3x⁴ + 3x⁵ + x⁶
/// let g: Vec<u32> = sparse_pow(&[(1, Mint::new(1)), (2, Mint::new(1))], 3, 6).iter().map(|c| c.val()).collect();
/// assert_eq!(g, [0, 0, 0, 1, 3, 3]);
/// ```
pub fn sparse_pow<const M: u32>(
    f: &[(usize, StaticModInt<M>)],
    k: u64,
    n: usize,
) -> Vec<StaticModInt<M>> {
    let zero = StaticModInt::<M>::raw(0);
    let mut result = vec![zero; n];
    if k == 0 {
        if n > 0 {
            result[0] = StaticModInt::raw(1);
        }
        return result;
    }
    let (d, c, u) = match normalize(f) {
        Some(t) => t,
        None => return result,
    };
    let shift = match (d as u64).checked_mul(k) {
        Some(s) if s < n as u64 => s as usize,
        _ => return result,
    };
    let ck = c.pow(k);
    let h = one_plus_pow(&u, StaticModInt::<M>::new(k), n - shift);
    for (x, &y) in result[shift..].iter_mut().zip(&h) {
        *x = StaticModInt::<M>::raw(y) * ck;
    }
    result
}

/// The first `n` coefficients of some `g` with `g² ≡ f (mod x^n)` for a
/// sparse `f`, or `None` when there is none (the lowest nonzero term below
/// `x^n` at an odd power, or not a square modulo `M`); O(n k).
///
/// With `f = c x^(2s) (1 + u)`, `g = √c x^s (1 + u)^(1/2)`.
///
/// # Example
/// ```
/// use cpkit::math::fps_sparse::sparse_sqrt;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// // x²(1 + 2x + x²) = (x + x²)²
/// let f = [(2, Mint::new(1)), (3, Mint::new(2)), (4, Mint::new(1))];
/// let g: Vec<u32> = sparse_sqrt(&f, 5).unwrap().iter().map(|c| c.val()).collect();
/// assert!(g == [0, 1, 1, 0, 0] || g == [0, 998244352, 998244352, 0, 0]);
/// assert_eq!(sparse_sqrt(&[(1, Mint::new(1))], 3), None);
/// ```
pub fn sparse_sqrt<const M: u32>(
    f: &[(usize, StaticModInt<M>)],
    n: usize,
) -> Option<Vec<StaticModInt<M>>> {
    let zero = StaticModInt::<M>::raw(0);
    let mut result = vec![zero; n];
    let low: Vec<(usize, StaticModInt<M>)> = f.iter().copied().filter(|&(e, _)| e < n).collect();
    let (d, c, u) = match normalize(&low) {
        Some(t) => t,
        None => return Some(result),
    };
    if d % 2 == 1 {
        return None;
    }
    let root = StaticModInt::<M>::raw(super::sqrt_mod::sqrt_mod(c.val(), M)?);
    let half = StaticModInt::<M>::raw(2).inv();
    let h = one_plus_pow(&u, half, n - d / 2);
    for (x, &y) in result[d / 2..].iter_mut().zip(&h) {
        *x = StaticModInt::<M>::raw(y) * root;
    }
    Some(result)
}
