//! Many consecutive terms `a_k, ..., a_(k+m-1)` of a linear recurrence of
//! order d, for any k: d consecutive coefficients of `1 / Q` far out by
//! Graeffe's method (`Q(x) Q(-x) = V(x^2)`, halving k each time), then
//! the rest by one power series inverse; O(d log d log k + (d + m)
//! log(d + m)); verified on Library Checker's
//! `consecutive_terms_of_linear_recurrent_sequence`
//! (`crates/cpkit/verify/consecutive-terms-of-linear-recurrent-sequence`).

use super::convolution::convolution;
use super::fps_inv::fps_inv;
use super::modint::StaticModInt;

/// `[a_k, a_(k+1), ..., a_(k+m-1)]` modulo the NTT prime `M`, for the
/// sequence with `a_i = a[i]` for `i < d = a.len()` and
/// `a_i = Σ_(j=1..d) c[j - 1] a_(i-j)` for `i >= d` (`c.len() = d >= 1`,
/// panics otherwise). O(d log d log k + (d + m) log(d + m)).
///
/// With `Q = 1 - Σ c_j x^j` and `P = (Σ_(i<d) a_i x^i) Q mod x^d`, the
/// series is `P / Q`, so `a_n = Σ_j P_j u_(n-j)` with `u` the coefficients
/// of `1 / Q`. The d coefficients `u_(k-d+1..=k)` come from those of
/// `1 / V` around `k / 2`, where `V(x^2) = Q(x) Q(-x)`, and `1 / Q = Q(-x)
/// / V(x^2)`; from them, `u` goes on as a series `W / Q` with `W` of
/// degree below d.
///
/// # Example
/// ```
/// use cpkit::math::consecutive_terms::consecutive_terms;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// let m = |v: &[u32]| v.iter().map(|&x| Mint::new(x)).collect::<Vec<_>>();
/// // Fibonacci: F_10 = 55, F_11 = 89, F_12 = 144.
/// assert_eq!(consecutive_terms(&m(&[0, 1]), &m(&[1, 1]), 10, 3), m(&[55, 89, 144]));
/// // a_i = 2 a_(i-1): 3 · 2^100 and on.
/// let big = Mint::new(3) * Mint::new(2).pow(100);
/// assert_eq!(consecutive_terms(&m(&[3]), &m(&[2]), 100, 2), vec![big, big * 2]);
/// ```
pub fn consecutive_terms<const M: u32>(
    a: &[StaticModInt<M>],
    c: &[StaticModInt<M>],
    k: u64,
    m: usize,
) -> Vec<StaticModInt<M>> {
    let d = a.len();
    assert!(
        d >= 1 && c.len() == d,
        "consecutive_terms needs d >= 1 terms and coefficients"
    );
    let zero = StaticModInt::<M>::raw(0);
    let mut q = Vec::with_capacity(d + 1);
    q.push(StaticModInt::<M>::new(1));
    q.extend(c.iter().map(|&x| -x));
    let mut p = convolution(a, &q);
    p.truncate(d);
    // u_(k-d+1+t) for t < d, then onward: W / Q with W = window Q mod x^d.
    let window = inverse_window(&q, k);
    let mut w = convolution(&window, &q);
    w.truncate(d);
    let inv_q = fps_inv(&q, m + d - 1);
    let mut u = convolution(&w, &inv_q);
    u.truncate(m + d - 1);
    u.resize(m + d - 1, zero);
    // a_(k+i) = Σ_j P_j u_(k+i-j) = (P * u)[i + d - 1].
    let terms = convolution(&p, &u);
    terms[d - 1..d - 1 + m].to_vec()
}

/// `[u_(k-d+1), ..., u_k]` for `1 / Q = Σ u_n x^n` (`u_n = 0` for
/// `n < 0`), where `q` has `d + 1` coefficients and `q[0] = 1`.
fn inverse_window<const M: u32>(q: &[StaticModInt<M>], k: u64) -> Vec<StaticModInt<M>> {
    let d = q.len() - 1;
    let zero = StaticModInt::<M>::raw(0);
    if k < 2 * d as u64 {
        let k = k as usize;
        let inv = fps_inv(q, k + 1);
        return (0..d)
            .map(|t| {
                if k + t + 1 >= d {
                    inv[k + t + 1 - d]
                } else {
                    zero
                }
            })
            .collect();
    }
    // V(x^2) = Q(x) Q(-x).
    let q_neg: Vec<StaticModInt<M>> = q
        .iter()
        .enumerate()
        .map(|(i, &x)| if i % 2 == 1 { -x } else { x })
        .collect();
    let v2 = convolution(q, &q_neg);
    let v: Vec<StaticModInt<M>> = v2.iter().step_by(2).copied().collect();
    // 1 / V at k / 2 - d + 1 ..= k / 2, spread onto the even positions of
    // k - 2d + 1 ..= k (positions of 1 / V(x^2)).
    let half = inverse_window(&v, k / 2);
    let base = k - 2 * d as u64 + 1;
    let mut spread = vec![zero; 2 * d];
    for (t, x) in spread.iter_mut().enumerate() {
        let e = base + t as u64;
        if e % 2 == 0 {
            // e / 2 >= k / 2 - d + 1 since e >= k - 2d + 1.
            *x = half[(e / 2 + d as u64 - 1 - k / 2) as usize];
        }
    }
    // u_n = Σ_j Q(-x)_j [x^(n-j)] 1 / V(x^2), for n = k - d + 1 ..= k.
    let product = convolution(&q_neg, &spread);
    product[d..2 * d].to_vec()
}
