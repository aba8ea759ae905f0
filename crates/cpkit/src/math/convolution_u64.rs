//! Convolution modulo 2^64 by the number-theoretic transform over five
//! primes and Garner's method, O((n + m) log (n + m)); verified on Library
//! Checker's `convolution_mod_2_64` (`crates/cpkit/verify/convolution-mod-2-64`).
//!
//! Each exact term is below `min(n, m) 2^128 <= 2^147` for inputs up to
//! 2^19 terms, and the five primes' product exceeds 2^149, so the term is
//! known exactly from its five residues and can be wrapped to 64 bits.
//! (Three primes, as `convolution_i64` uses, hold only 2^90; Karatsuba on
//! wrapping integers is exact but O(n^1.58): measured at 13 s for two
//! inputs of 2^19 terms, against 1.2 s here.)

use super::convolution::convolution;
use super::modint::StaticModInt;

const P0: u32 = 998_244_353; // 119 * 2^23 + 1
const P1: u32 = 985_661_441; // 235 * 2^22 + 1
const P2: u32 = 943_718_401; // 225 * 2^22 + 1
const P3: u32 = 935_329_793; // 223 * 2^22 + 1
const P4: u32 = 918_552_577; // 219 * 2^22 + 1

/// Below this many terms in the shorter input, schoolbook multiplication
/// on wrapping `u64`s beats five transforms.
const NAIVE_BELOW: usize = 64;

/// `c[k] = Σ a[i] b[k - i]` modulo 2^64, of length `n + m - 1` (empty if
/// either input is); `n + m - 1` may be up to 2^22 terms (the four smaller
/// primes' limit) but the result is exact only while `min(n, m) <= 2^19`.
/// O((n + m) log (n + m)): fifteen transforms of the padded length.
///
/// # Example
/// ```
/// use cpkit::math::convolution_u64::convolution_u64;
///
/// assert_eq!(convolution_u64(&[1, 2, 3], &[4, 5]), [4, 13, 22, 15]);
/// // (2^64 - 1)² ≡ 1 and 2 (2^64 - 1) ≡ -2 (mod 2^64)
/// assert_eq!(convolution_u64(&[u64::MAX, 1], &[u64::MAX]), [1, u64::MAX]);
/// let long: Vec<u64> = (0..1000).map(|i| u64::MAX - i).collect();
/// assert_eq!(convolution_u64(&long, &long)[0], 1);
/// ```
pub fn convolution_u64(a: &[u64], b: &[u64]) -> Vec<u64> {
    if a.is_empty() || b.is_empty() {
        return Vec::new();
    }
    if a.len().min(b.len()) < NAIVE_BELOW {
        return convolution_naive(a, b);
    }
    fn residues<const M: u32>(a: &[u64], b: &[u64]) -> Vec<StaticModInt<M>> {
        let a: Vec<StaticModInt<M>> = a.iter().map(|&x| StaticModInt::new(x)).collect();
        let b: Vec<StaticModInt<M>> = b.iter().map(|&x| StaticModInt::new(x)).collect();
        convolution(&a, &b)
    }
    let c0 = residues::<P0>(a, b);
    let c1 = residues::<P1>(a, b);
    let c2 = residues::<P2>(a, b);
    let c3 = residues::<P3>(a, b);
    let c4 = residues::<P4>(a, b);
    // Garner: x = r0 + t1 P0 + t2 P0 P1 + t3 P0 P1 P2 + t4 P0 P1 P2 P3 with
    // 0 <= ti < Pi, each ti found modulo Pi from the digits before it.
    let i01 = StaticModInt::<P1>::new(P0).inv();
    let i012 = (StaticModInt::<P2>::new(P0) * StaticModInt::new(P1)).inv();
    let i0123 = (StaticModInt::<P3>::new(P0) * StaticModInt::new(P1) * StaticModInt::new(P2)).inv();
    let i01234 = (StaticModInt::<P4>::new(P0)
        * StaticModInt::new(P1)
        * StaticModInt::new(P2)
        * StaticModInt::new(P3))
    .inv();
    let (q0, q1, q2, q3) = (u64::from(P0), u64::from(P1), u64::from(P2), u64::from(P3));
    (0..c0.len())
        .map(|k| {
            let r0 = c0[k].val();
            let t1 = (c1[k] - StaticModInt::new(r0)) * i01;
            let t1 = t1.val();
            let prefix2 =
                StaticModInt::<P2>::new(t1) * StaticModInt::new(P0) + StaticModInt::new(r0);
            let t2 = ((c2[k] - prefix2) * i012).val();
            let prefix3 = (StaticModInt::<P3>::new(t2) * StaticModInt::new(P1)
                + StaticModInt::new(t1))
                * StaticModInt::new(P0)
                + StaticModInt::new(r0);
            let t3 = ((c3[k] - prefix3) * i0123).val();
            let prefix4 = ((StaticModInt::<P4>::new(t3) * StaticModInt::new(P2)
                + StaticModInt::new(t2))
                * StaticModInt::new(P1)
                + StaticModInt::new(t1))
                * StaticModInt::new(P0)
                + StaticModInt::new(r0);
            let t4 = ((c4[k] - prefix4) * i01234).val();
            let x = u64::from(t4)
                .wrapping_mul(q3)
                .wrapping_add(u64::from(t3))
                .wrapping_mul(q2)
                .wrapping_add(u64::from(t2))
                .wrapping_mul(q1)
                .wrapping_add(u64::from(t1))
                .wrapping_mul(q0);
            x.wrapping_add(u64::from(r0))
        })
        .collect()
}

/// Schoolbook multiplication on wrapping integers, O(n m).
fn convolution_naive(a: &[u64], b: &[u64]) -> Vec<u64> {
    let mut c = vec![0u64; a.len() + b.len() - 1];
    for (i, &x) in a.iter().enumerate() {
        for (cj, &y) in c[i..].iter_mut().zip(b) {
            *cj = cj.wrapping_add(x.wrapping_mul(y));
        }
    }
    c
}
