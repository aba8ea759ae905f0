//! Shift of sampling points: from `f(0), ..., f(n - 1)` of a polynomial of
//! degree below `n`, its values `f(c), ..., f(c + m - 1)`, by Lagrange's
//! formula as one cyclic convolution, O((n + m) log (n + m)); verified on
//! Library Checker's `shift_of_sampling_points_of_polynomial`
//! (`crates/cpkit/verify/shift-of-sampling-points-of-polynomial`).

use super::convolution::{butterfly, butterfly_inv};
use super::modint::StaticModInt;

/// `[f(c), f(c + 1), ..., f(c + m - 1)]` modulo the NTT prime `M` (such as
/// 998244353), for the polynomial `f` of degree below `n = values.len()`
/// with `f(j) = values[j]`; `n` and `m` must be below `M`.
/// O((n + m) log (n + m)).
///
/// Lagrange's formula at a point `x` none of `0..n` gives
/// `f(x) = P(x) Σ_j g[j] / (x - j)`, with `P(x) = Π_j (x - j)` and
/// `g[j] = values[j] (-1)^(n-1-j) / (j! (n-1-j)!)`: over the points
/// `x = c + i`, the sums are a correlation of `g` with the inverses of
/// `c - n + 1, ..., c + m - 1`. Points among `0..n` (modulo `M`) are read
/// off `values`, and a run that wraps past `M` is split there, so that
/// none of those numbers is 0.
///
/// # Example
/// ```
/// use cpkit::math::modint::ModInt998244353 as Mint;
/// use cpkit::math::shift_of_sampling_points::shift_of_sampling_points;
///
/// // f(x) = x², sampled at 0, 1, 2.
/// let values: Vec<Mint> = [0, 1, 4].iter().map(|&x| Mint::new(x)).collect();
/// let shifted = shift_of_sampling_points(&values, Mint::new(2), 4);
/// assert_eq!(shifted.iter().map(|x| x.val()).collect::<Vec<_>>(), [4, 9, 16, 25]);
/// let wrapped = shift_of_sampling_points(&values, Mint::new(-1), 2);
/// assert_eq!(wrapped.iter().map(|x| x.val()).collect::<Vec<_>>(), [1, 0]); // f(-1), f(0)
/// ```
pub fn shift_of_sampling_points<const M: u32>(
    values: &[StaticModInt<M>],
    c: StaticModInt<M>,
    m: usize,
) -> Vec<StaticModInt<M>> {
    let n = values.len();
    let modulus = M as usize;
    assert!(
        n < modulus && m < modulus,
        "shift_of_sampling_points needs n and m below the modulus"
    );
    let mut out = Vec::with_capacity(m);
    if n == 0 {
        out.resize(m, StaticModInt::raw(0));
        return out;
    }
    let mut c = c.val() as usize;
    while out.len() < m {
        let left = m - out.len();
        if c < n {
            let count = left.min(n - c);
            out.extend_from_slice(&values[c..c + count]);
            c += count;
        } else {
            // c - n + 1 >= 1 and the run stops at M - 1: no factor is 0.
            let count = left.min(modulus - c);
            out.extend(shift_clear(values, c, count));
            c = (c + count) % modulus;
        }
    }
    out
}

/// `f(c + i)` for `i < m`, when `c - n + 1 .. c + m` holds no multiple of `M`.
fn shift_clear<const M: u32>(
    values: &[StaticModInt<M>],
    c: usize,
    m: usize,
) -> Vec<StaticModInt<M>> {
    let n = values.len();
    let one = StaticModInt::<M>::new(1);
    let zero = StaticModInt::<M>::raw(0);
    // inv_fact[j] = 1 / j!, for j < n.
    let mut inv_fact = vec![one; n];
    let mut fact = one;
    for i in 1..n {
        fact *= i as u64;
    }
    inv_fact[n - 1] = fact.inv();
    for i in (1..n).rev() {
        inv_fact[i - 1] = inv_fact[i] * i as u64;
    }
    let g: Vec<StaticModInt<M>> = (0..n)
        .map(|j| {
            let x = values[j] * inv_fact[j] * inv_fact[n - 1 - j];
            if (n - 1 - j) % 2 == 1 {
                -x
            } else {
                x
            }
        })
        .collect();
    // v[t] = c - n + 1 + t for t < n + m - 1, and their inverses, by one
    // inversion of their product.
    let base = StaticModInt::<M>::new((c + 1 - n) as u64);
    let total = n + m - 1;
    let mut inv = Vec::with_capacity(total);
    let mut prefix = one;
    let mut v = base;
    for _ in 0..total {
        inv.push(prefix);
        prefix *= v;
        v += one;
    }
    let mut suffix = prefix.inv();
    for t in (0..total).rev() {
        v -= one;
        inv[t] *= suffix;
        suffix *= v;
    }
    // sums[i] = Σ_j g[j] inv[i + n - 1 - j].
    let sums = if n.min(m) <= 32 {
        (0..m)
            .map(|i| {
                g.iter()
                    .enumerate()
                    .map(|(j, &x)| x * inv[i + n - 1 - j])
                    .sum()
            })
            .collect()
    } else {
        let len = total.next_power_of_two();
        let mut x = vec![zero; len];
        x[..n].copy_from_slice(&g);
        let mut y = inv.clone();
        y.resize(len, zero);
        butterfly(&mut x);
        butterfly(&mut y);
        let scale = StaticModInt::<M>::new(len as u64).inv();
        for (p, &q) in x.iter_mut().zip(&y) {
            *p *= q * scale;
        }
        butterfly_inv(&mut x);
        x[n - 1..n - 1 + m].to_vec()
    };
    // P(c + i) = v[i] ... v[i + n - 1].
    let mut p: StaticModInt<M> = (0..n as u64).map(|t| base + t).product();
    let mut out = Vec::with_capacity(m);
    for (i, &s) in sums.iter().enumerate() {
        out.push(p * s);
        if i + 1 < m {
            p *= (base + (i + n) as u64) * inv[i];
        }
    }
    out
}
