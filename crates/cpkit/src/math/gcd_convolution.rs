//! Gcd convolution by the zeta and Möbius transforms over multiples, one
//! prime at a time, O(n log log n); verified on Library Checker's
//! `gcd_convolution` (`crates/cpkit/verify/gcd-convolution`).
//!
//! The slices are indexed by the numbers themselves: `a[i]` belongs to `i`
//! for `1 <= i < a.len()`, and `a[0]` is left alone (0 divides nothing).

use super::modint::StaticModInt;

/// Sums over multiples in place: `a[d]` becomes `Σ_{d | m, m < len} a[m]`
/// for every `d >= 1`; O(n log log n).
///
/// A sum over the multiples is a sum over the multiples by each prime in
/// turn (a multiple `d k` is reached once, through `k`'s factorisation
/// read prime by prime), like the superset sums of bitwise transforms.
///
/// # Example
/// ```
/// use cpkit::math::gcd_convolution::{multiple_mobius, multiple_zeta};
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// let m = |v: &[u32]| v.iter().map(|&x| Mint::new(x)).collect::<Vec<_>>();
/// let mut a = m(&[0, 1, 2, 3, 4, 5, 6]);
/// multiple_zeta(&mut a);
/// assert_eq!(a, m(&[0, 21, 12, 9, 4, 5, 6])); // a[2] = 2 + 4 + 6
/// multiple_mobius(&mut a);
/// assert_eq!(a, m(&[0, 1, 2, 3, 4, 5, 6]));
/// ```
pub fn multiple_zeta<const M: u32>(a: &mut [StaticModInt<M>]) {
    let n = a.len().saturating_sub(1);
    for p in super::sieve::enumerate_primes(n as u32) {
        let p = p as usize;
        // Downwards, so a[i p] already sums its own multiples by powers of p.
        for i in (1..=n / p).rev() {
            let x = a[i * p];
            a[i] += x;
        }
    }
}

/// The inverse of [`multiple_zeta`]: `a[d]` becomes
/// `Σ_{d | m} μ(m / d) a[m]`; O(n log log n).
pub fn multiple_mobius<const M: u32>(a: &mut [StaticModInt<M>]) {
    let n = a.len().saturating_sub(1);
    for p in super::sieve::enumerate_primes(n as u32) {
        let p = p as usize;
        // Upwards, so a[i p] still holds its value from before this prime.
        for i in 1..=n / p {
            let x = a[i * p];
            a[i] -= x;
        }
    }
}

/// `c[k] = Σ_{gcd(i, j) = k} a[i] b[j]` over `1 <= i, j < len` modulo `M`,
/// for `a` and `b` of the same length; `c[0]` is 0. O(n log log n): after
/// the zeta transform over multiples, `ζa[d] ζb[d]` sums the pairs whose
/// gcd is a multiple of `d`, and the Möbius transform keeps the gcd `d`.
///
/// # Example
/// ```
/// use cpkit::math::gcd_convolution::gcd_convolution;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// let m = |v: &[u32]| v.iter().map(|&x| Mint::new(x)).collect::<Vec<_>>();
/// // c[2] = a[2] b[2] + a[2] b[4] + a[4] b[2], c[4] = a[4] b[4], ...
/// let c = gcd_convolution(&m(&[0, 1, 2, 3, 4]), &m(&[0, 5, 6, 7, 8]));
/// assert_eq!(c, m(&[0, 155, 52, 21, 32]));
/// ```
pub fn gcd_convolution<const M: u32>(
    a: &[StaticModInt<M>],
    b: &[StaticModInt<M>],
) -> Vec<StaticModInt<M>> {
    assert_eq!(a.len(), b.len(), "gcd_convolution needs equal lengths");
    let (mut a, mut b) = (a.to_vec(), b.to_vec());
    multiple_zeta(&mut a);
    multiple_zeta(&mut b);
    for (x, &y) in a.iter_mut().zip(&b) {
        *x *= y;
    }
    multiple_mobius(&mut a);
    if let Some(first) = a.first_mut() {
        *first = StaticModInt::raw(0);
    }
    a
}
