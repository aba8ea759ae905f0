//! Polynomial interpolation on a geometric sequence of points `a r^i`:
//! Lagrange's weights in closed form, the partial fractions summed as a
//! power series by one chirp z-transform, and the product of the `x - a r^i`
//! by the q-binomial theorem, O(n log n); verified on Library Checker's
//! `polynomial_interpolation_on_geometric_sequence`
//! (`crates/cpkit/verify/polynomial-interpolation-on-geometric-sequence`).

use super::convolution::convolution;
use super::modint::StaticModInt;

/// The inverses of all of `v` (none zero) with one inversion.
fn inverses<const M: u32>(v: &[StaticModInt<M>]) -> Vec<StaticModInt<M>> {
    let mut prefix = Vec::with_capacity(v.len() + 1);
    prefix.push(StaticModInt::<M>::raw(1));
    for &x in v {
        let last = *prefix.last().unwrap();
        prefix.push(last * x);
    }
    let mut inv = prefix[v.len()].inv();
    let mut out = vec![StaticModInt::raw(0); v.len()];
    for i in (0..v.len()).rev() {
        out[i] = inv * prefix[i];
        inv *= v[i];
    }
    out
}

/// The coefficients of the polynomial `f` of degree below n with
/// `f(a r^i) = y[i]` for `i < n`, modulo an NTT prime `M` (such as
/// 998244353); the points must be distinct. O(n log n).
///
/// With `w_i = y_i / ∏_{j≠i} (x_i - x_j)`, `f / P = Σ w_i / (x - x_i)`
/// for `P = ∏ (x - x_i)`; in `t = 1/x` that is `t Σ_k c_k t^k` with
/// `c_k = Σ_i w_i x_i^k = a^k W(r^k)`, `W = Σ w_i z^i`: a chirp
/// z-transform ([`chirp_z`](super::chirp_z::chirp_z)). So the reversed `f`
/// is `rev(P) · C` modulo `t^n`, where `rev(P) = ∏ (1 - a r^j t)` has the
/// q-binomial coefficients `r^(k(k-1)/2) [n, k]_r (-a)^k`, and the weights'
/// denominators are `a^(n-1) r^(i(n-1) - i(i+1)/2) (-1)^(n-1-i) q_i q_(n-1-i)`
/// with `q_k = ∏_{s=1..k} (r^s - 1)`.
///
/// # Example
/// ```
/// use cpkit::math::geometric_interpolation::interpolate_geometric;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// let m = |v: &[u32]| v.iter().map(|&x| Mint::new(x)).collect::<Vec<_>>();
/// // f = 1 + 2x + 3x² at 1, 2, 4: 6, 17, 57
/// let f = interpolate_geometric(Mint::new(1), Mint::new(2), &m(&[6, 17, 57]));
/// assert_eq!(f, m(&[1, 2, 3]));
/// ```
pub fn interpolate_geometric<const M: u32>(
    a: StaticModInt<M>,
    r: StaticModInt<M>,
    y: &[StaticModInt<M>],
) -> Vec<StaticModInt<M>> {
    let n = y.len();
    let one = StaticModInt::<M>::raw(1);
    if n <= 1 {
        return y.to_vec();
    }
    if n == 2 {
        // The line through (a, y0) and (a r, y1).
        let (x0, x1) = (a, a * r);
        let slope = (y[1] - y[0]) / (x1 - x0);
        return vec![y[0] - slope * x0, slope];
    }
    // pw[k] = r^k; q[k] = ∏_{s=1..k} (r^s - 1).
    let mut pw = vec![one; n + 1];
    for k in 1..=n {
        pw[k] = pw[k - 1] * r;
    }
    let mut q = vec![one; n];
    for k in 1..n {
        q[k] = q[k - 1] * (pw[k] - one);
    }
    // The denominators of the weights, then the weights.
    let an = a.pow(n as u64 - 1);
    let mut den = Vec::with_capacity(n);
    let mut re = one; // r^(i(n-1) - i(i+1)/2)
    for i in 0..n {
        let mut d = an * re * q[i] * q[n - 1 - i];
        if (n - 1 - i) % 2 == 1 {
            d = -d;
        }
        den.push(d);
        if i + 2 <= n {
            re *= pw[n - 2 - i];
        }
    }
    let w: Vec<StaticModInt<M>> = inverses(&den).iter().zip(y).map(|(&d, &v)| d * v).collect();
    // c_k = a^k W(r^k).
    let mut c = super::chirp_z::chirp_z(&w, one, r, n);
    let mut ak = one;
    for x in c.iter_mut() {
        *x *= ak;
        ak *= a;
    }
    // rev(P) modulo t^n by the q-binomial theorem.
    let inv_q = inverses(&q);
    let mut p = Vec::with_capacity(n);
    let mut numerator = one; // ∏_{s<k} (r^(n-s) - 1)
    let mut rt = one; // r^(k(k-1)/2)
    let mut sign_a = one; // (-a)^k
    for k in 0..n {
        p.push(rt * numerator * inv_q[k] * sign_a);
        numerator *= pw[n - k] - one;
        rt *= pw[k];
        sign_a *= -a;
    }
    let mut f = convolution(&p, &c);
    f.truncate(n);
    f.reverse();
    f
}
