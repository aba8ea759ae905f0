//! The chirp z-transform: a polynomial evaluated on a geometric sequence,
//! `f(a r^i)` for `i < m`, by one cyclic convolution (Bluestein's
//! algorithm), O((n + m) log (n + m)); verified on Library Checker's
//! `multipoint_evaluation_on_geometric_sequence`
//! (`crates/cpkit/verify/multipoint-evaluation-on-geometric-sequence`).

use super::convolution::{butterfly, butterfly_inv};
use super::modint::StaticModInt;

/// `[f(a), f(a r), f(a r²), ..., f(a r^(m-1))]`, where `f[j]` is the
/// coefficient of `x^j`, modulo an NTT prime `M` (such as 998244353);
/// `0^0` is 1. O((n + m) log (n + m)) for `n` coefficients.
///
/// With `t(k) = k (k - 1) / 2`, `i j = t(i + j) - t(i) - t(j)`, so
/// `f(a r^i) = r^(-t(i)) Σ_j (f[j] a^j r^(-t(j))) r^(t(i + j))`: a
/// correlation, whose `m` wanted terms come out of one cyclic convolution
/// of length at least `n + m - 1` (the wrap-around only spoils the terms
/// not wanted). `r = 0` is handled apart: `f(a)`, then `f(0)`.
///
/// # Example
/// ```
/// use cpkit::math::chirp_z::chirp_z;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// let f: Vec<Mint> = [1, 2, 3].iter().map(|&x| Mint::new(x)).collect(); // 1 + 2x + 3x²
/// let values: Vec<u32> = chirp_z(&f, Mint::new(1), Mint::new(2), 4).iter().map(|x| x.val()).collect();
/// assert_eq!(values, [6, 17, 57, 209]); // f(1), f(2), f(4), f(8)
/// ```
pub fn chirp_z<const M: u32>(
    f: &[StaticModInt<M>],
    a: StaticModInt<M>,
    r: StaticModInt<M>,
    m: usize,
) -> Vec<StaticModInt<M>> {
    let n = f.len();
    let zero = StaticModInt::<M>::raw(0);
    let one = StaticModInt::<M>::new(1);
    if n == 0 || m == 0 {
        return vec![zero; m];
    }
    let horner = |x: StaticModInt<M>| f.iter().rev().fold(zero, |acc, &c| acc * x + c);
    if r.val() == 0 {
        let mut values = vec![f[0]; m];
        values[0] = horner(a);
        return values;
    }
    if n.min(m) <= 16 {
        let mut x = a;
        return (0..m)
            .map(|_| {
                let y = horner(x);
                x *= r;
                y
            })
            .collect();
    }
    let len = (n + m - 1).next_power_of_two();
    // chirp[k] = r^t(k) for k < n + m - 1, ichirp[k] = r^(-t(k)) for k < max(n, m).
    let powers = |base: StaticModInt<M>, count: usize| {
        let mut out = Vec::with_capacity(count);
        let (mut value, mut step) = (one, one);
        for _ in 0..count {
            out.push(value);
            value *= step;
            step *= base;
        }
        out
    };
    let mut chirp = powers(r, n + m - 1);
    let ichirp = powers(r.inv(), n.max(m));
    // x[n - 1 - j] = f[j] a^j r^(-t(j)), so that the product's term
    // n - 1 + i is Σ_j x[n - 1 - j] chirp[i + j].
    let mut x = vec![zero; len];
    let mut power = one;
    for j in 0..n {
        x[n - 1 - j] = f[j] * power * ichirp[j];
        power *= a;
    }
    chirp.resize(len, zero);
    butterfly(&mut x);
    butterfly(&mut chirp);
    let scale = StaticModInt::<M>::new(len as u64).inv();
    for (p, &q) in x.iter_mut().zip(&chirp) {
        *p *= q * scale;
    }
    butterfly_inv(&mut x);
    (0..m).map(|i| x[n - 1 + i] * ichirp[i]).collect()
}
