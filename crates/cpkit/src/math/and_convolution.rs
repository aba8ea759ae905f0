//! Bitwise-and convolution by the superset zeta and Möbius transforms,
//! O(n log n) for n a power of two; verified on Library Checker's
//! `bitwise_and_convolution` (`crates/cpkit/verify/bitwise-and-convolution`).

use super::modint::StaticModInt;

/// Sums over supersets in place: `a[s]` becomes `Σ_{t ⊇ s} a[t]`.
/// `a.len()` must be a power of two (or 0); O(n log n).
///
/// # Example
/// ```
/// use cpkit::math::and_convolution::{superset_mobius, superset_zeta};
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// let m = |v: &[u32]| v.iter().map(|&x| Mint::new(x)).collect::<Vec<_>>();
/// let mut a = m(&[1, 2, 3, 4]);
/// superset_zeta(&mut a);
/// assert_eq!(a, m(&[10, 6, 7, 4])); // a[1] = a[1] + a[3]
/// superset_mobius(&mut a);
/// assert_eq!(a, m(&[1, 2, 3, 4]));
/// ```
pub fn superset_zeta<const M: u32>(a: &mut [StaticModInt<M>]) {
    for_each_pair(a, "superset_zeta", |low, high| *low += high);
}

/// The inverse of [`superset_zeta`] (inclusion–exclusion over supersets):
/// `a[s]` becomes `Σ_{t ⊇ s} (-1)^|t \ s| a[t]`; O(n log n).
pub fn superset_mobius<const M: u32>(a: &mut [StaticModInt<M>]) {
    for_each_pair(a, "superset_mobius", |low, high| *low -= high);
}

/// Calls `step(a[s], a[s | bit])` for every bit and every `s` without it,
/// bit by bit from the lowest.
fn for_each_pair<const M: u32>(
    a: &mut [StaticModInt<M>],
    name: &str,
    step: impl Fn(&mut StaticModInt<M>, StaticModInt<M>),
) {
    let n = a.len();
    assert!(
        n == 0 || n.is_power_of_two(),
        "{} needs a power-of-two length; found {}",
        name,
        n
    );
    let mut half = 1;
    while half < n {
        for block in a.chunks_exact_mut(2 * half) {
            let (low, high) = block.split_at_mut(half);
            for (x, &y) in low.iter_mut().zip(high.iter()) {
                step(x, y);
            }
        }
        half *= 2;
    }
}

/// `c[k] = Σ_{i & j = k} a[i] b[j]` modulo `M`, for `a` and `b` of the
/// same power-of-two length n; O(n log n). After the superset zeta
/// transform, `ζa[s] ζb[s]` sums the pairs whose and contains `s`, so the
/// pointwise product's Möbius transform keeps those whose and is `s`.
///
/// # Example
/// ```
/// use cpkit::math::and_convolution::and_convolution;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// let m = |v: &[u32]| v.iter().map(|&x| Mint::new(x)).collect::<Vec<_>>();
/// // c[3] = a[3] b[3] = 32, c[1] = a[1] b[1] + a[1] b[3] + a[3] b[1] = 52, ...
/// assert_eq!(and_convolution(&m(&[1, 2, 3, 4]), &m(&[5, 6, 7, 8])), m(&[103, 52, 73, 32]));
/// ```
pub fn and_convolution<const M: u32>(
    a: &[StaticModInt<M>],
    b: &[StaticModInt<M>],
) -> Vec<StaticModInt<M>> {
    assert_eq!(a.len(), b.len(), "and_convolution needs equal lengths");
    let (mut a, mut b) = (a.to_vec(), b.to_vec());
    superset_zeta(&mut a);
    superset_zeta(&mut b);
    for (x, &y) in a.iter_mut().zip(&b) {
        *x *= y;
    }
    superset_mobius(&mut a);
    a
}
