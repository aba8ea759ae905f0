//! Lcm convolution by the zeta and Möbius transforms over divisors, one
//! prime at a time, O(n log log n); verified on Library Checker's
//! `lcm_convolution` (`crates/cpkit/verify/lcm-convolution`).
//!
//! The slices are indexed by the numbers themselves: `a[i]` belongs to `i`
//! for `1 <= i < a.len()`, and `a[0]` is left alone (0 is no one's lcm).

use super::modint::StaticModInt;

/// Sums over divisors in place: `a[m]` becomes `Σ_{d | m} a[d]` for every
/// `m >= 1`; O(n log log n).
///
/// A sum over the divisors is a sum over the divisors by each prime in
/// turn (a divisor `m / k` is reached once, through `k`'s factorisation
/// read prime by prime), like the subset sums of bitwise transforms.
///
/// # Example
/// ```
/// use cpkit::math::lcm_convolution::{divisor_mobius, divisor_zeta};
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// let m = |v: &[u32]| v.iter().map(|&x| Mint::new(x)).collect::<Vec<_>>();
/// let mut a = m(&[0, 1, 2, 3, 4, 5, 6]);
/// divisor_zeta(&mut a);
/// assert_eq!(a, m(&[0, 1, 3, 4, 7, 6, 12])); // a[6] = 1 + 2 + 3 + 6
/// divisor_mobius(&mut a);
/// assert_eq!(a, m(&[0, 1, 2, 3, 4, 5, 6]));
/// ```
pub fn divisor_zeta<const M: u32>(a: &mut [StaticModInt<M>]) {
    let n = a.len().saturating_sub(1);
    for p in super::sieve::enumerate_primes(n as u32) {
        let p = p as usize;
        // Upwards, so a[i] already sums its own divisors by powers of p.
        for i in 1..=n / p {
            let x = a[i];
            a[i * p] += x;
        }
    }
}

/// The inverse of [`divisor_zeta`]: `a[m]` becomes
/// `Σ_{d | m} μ(m / d) a[d]`; O(n log log n).
pub fn divisor_mobius<const M: u32>(a: &mut [StaticModInt<M>]) {
    let n = a.len().saturating_sub(1);
    for p in super::sieve::enumerate_primes(n as u32) {
        let p = p as usize;
        // Downwards, so a[i] still holds its value from before this prime.
        for i in (1..=n / p).rev() {
            let x = a[i];
            a[i * p] -= x;
        }
    }
}

/// `c[k] = Σ_{lcm(i, j) = k} a[i] b[j]` over `1 <= i, j < len` modulo `M`,
/// for `a` and `b` of the same length (pairs whose lcm reaches `len` or
/// more are left out); `c[0]` is 0. O(n log log n): after the zeta
/// transform over divisors, `ζa[m] ζb[m]` sums the pairs whose lcm divides
/// `m`, and the Möbius transform keeps the lcm `m`.
///
/// # Example
/// ```
/// use cpkit::math::lcm_convolution::lcm_convolution;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// let m = |v: &[u32]| v.iter().map(|&x| Mint::new(x)).collect::<Vec<_>>();
/// // c[2] = a[1] b[2] + a[2] b[1] + a[2] b[2], c[3] = a[1] b[3] + ..., c[4] = ...
/// let c = lcm_convolution(&m(&[0, 1, 2, 3, 4]), &m(&[0, 5, 6, 7, 8]));
/// assert_eq!(c, m(&[0, 5, 28, 43, 100]));
/// ```
pub fn lcm_convolution<const M: u32>(
    a: &[StaticModInt<M>],
    b: &[StaticModInt<M>],
) -> Vec<StaticModInt<M>> {
    assert_eq!(a.len(), b.len(), "lcm_convolution needs equal lengths");
    let (mut a, mut b) = (a.to_vec(), b.to_vec());
    divisor_zeta(&mut a);
    divisor_zeta(&mut b);
    for (x, &y) in a.iter_mut().zip(&b) {
        *x *= y;
    }
    divisor_mobius(&mut a);
    if let Some(first) = a.first_mut() {
        *first = StaticModInt::raw(0);
    }
    a
}
