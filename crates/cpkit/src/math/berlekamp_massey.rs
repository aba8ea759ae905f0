//! The shortest linear recurrence of a sequence modulo a prime, by the
//! Berlekamp–Massey algorithm, O(n²); verified by
//! `crates/cpkit/verify/find-linear-recurrence`.

use super::modint::StaticModInt;

/// The shortest `c = [c_1, ..., c_d]` with `a[i] = Σ_j c_j a[i - j]` for
/// every `d <= i < n`, modulo a prime `M`; empty when `a` is all zeros.
/// O(n²) for `n` terms, O(n d) in fact.
///
/// Berlekamp–Massey keeps the shortest recurrence `c` for the prefix seen so
/// far and the last one `b` that failed, with its discrepancy: when `c`
/// fails at `a[i]` by `δ`, subtracting `δ / δ_b` times `b` shifted to `i`
/// cancels the error, and lengthens `c` only when needed (Massey, "Shift-
/// register synthesis and BCH decoding", 1969).
///
/// # Example
/// ```
/// use cpkit::math::berlekamp_massey::berlekamp_massey;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// let fib: Vec<Mint> = [0, 1, 1, 2, 3, 5, 8].iter().map(|&x| Mint::new(x)).collect();
/// assert_eq!(berlekamp_massey(&fib), [Mint::new(1), Mint::new(1)]); // a[i] = a[i-1] + a[i-2]
/// let geometric: Vec<Mint> = [3, 6, 12].iter().map(|&x| Mint::new(x)).collect();
/// assert_eq!(berlekamp_massey(&geometric), [Mint::new(2)]);
/// ```
pub fn berlekamp_massey<const M: u32>(a: &[StaticModInt<M>]) -> Vec<StaticModInt<M>> {
    let zero = StaticModInt::<M>::raw(0);
    let one = StaticModInt::<M>::raw(1);
    // As polynomials C(x) = 1 - Σ c_j x^j, with B the one before the last
    // change of length, `shift` steps ago, and `delta_b` its discrepancy.
    let mut c = vec![one];
    let mut b = vec![one];
    let mut len = 0;
    let mut shift = 1;
    let mut delta_b = one;
    for i in 0..a.len() {
        let delta = c
            .iter()
            .zip(a[..=i].iter().rev())
            .fold(zero, |acc, (&x, &y)| acc + x * y);
        if delta == zero {
            shift += 1;
            continue;
        }
        let coef = delta / delta_b;
        // Lengthening: the current C becomes the next B.
        let old = if 2 * len <= i { Some(c.clone()) } else { None };
        if c.len() < b.len() + shift {
            c.resize(b.len() + shift, zero);
        }
        for (x, &y) in c[shift..].iter_mut().zip(&b) {
            *x -= coef * y;
        }
        match old {
            Some(old) => {
                len = i + 1 - len;
                b = old;
                delta_b = delta;
                shift = 1;
            }
            None => shift += 1,
        }
    }
    c.resize(len + 1, zero);
    c[1..].iter().map(|&x| -x).collect()
}
