//! Pattern matching with wildcards on both sides by three correlations
//! (Σ s t (s - t)², a wildcard being 0) over the number-theoretic
//! transform, O((n + m) log (n + m)); verified on Library Checker's
//! `wildcard_pattern_matching` (`crates/cpkit/verify/wildcard-pattern-matching`).

use super::super::math::convolution::{butterfly, butterfly_inv};
use super::super::math::modint::StaticModInt;

/// Two NTT primes whose product (over 2^59) exceeds every exact sum.
const P0: u32 = 998_244_353;
const P1: u32 = 754_974_721; // 45 * 2^24 + 1

/// For each `i` in `0..=s.len() - t.len()`, whether `s[i..i + t.len()]`
/// matches `t`: at every position the two bytes are equal or one of them is
/// `wildcard`. Empty when `t` is longer than `s`; `t` must be shorter than
/// 2^23 bytes (with `s` and `t` at most 2^23 together). O((n + m) log (n + m)).
///
/// With a byte `c` valued `c + 1` and a wildcard 0, the sum over the window
/// of `s t (s - t)²` is zero exactly when the window matches, and is the
/// correlation `Σ s³ t - 2 Σ s² t² + Σ s t³`: six transforms and one inverse.
/// Each term is below 2^32 and `t` shorter than 2^23, so the exact sum is
/// below `P0 P1`: it is zero exactly when it is zero modulo both primes, and
/// there are no false matches (as there could be modulo one prime; the
/// second one is computed only when the first finds a match).
///
/// # Example
/// ```
/// use cpkit::string::wildcard_matching::wildcard_matching;
///
/// let found = wildcard_matching(b"abc*b*a***a", b"*b*a", b'*');
/// let bits: String = found.iter().map(|&m| if m { '1' } else { '0' }).collect();
/// assert_eq!(bits, "10111011");
/// assert!(wildcard_matching(b"ab", b"abc", b'*').is_empty());
/// ```
pub fn wildcard_matching(s: &[u8], t: &[u8], wildcard: u8) -> Vec<bool> {
    let (n, m) = (s.len(), t.len());
    if m > n {
        return Vec::new();
    }
    if m == 0 {
        return vec![true; n + 1];
    }
    assert!(
        n + m - 1 <= 1 << 23,
        "wildcard_matching needs at most 2^23 bytes in all"
    );
    let value = |c: u8| if c == wildcard { 0 } else { u32::from(c) + 1 };
    let s: Vec<u32> = s.iter().map(|&c| value(c)).collect();
    let t: Vec<u32> = t.iter().rev().map(|&c| value(c)).collect();
    let first = zero_sums::<P0>(&s, &t);
    if !first.iter().any(|&z| z) {
        return first;
    }
    let second = zero_sums::<P1>(&s, &t);
    first.iter().zip(&second).map(|(&a, &b)| a && b).collect()
}

/// Whether `Σ_j s[i + j] t'[j] (s[i + j] - t'[j])²` is 0 modulo `M` for each
/// window `i`, where `t` is the pattern reversed (so the sums are the
/// terms `m - 1 + i` of a convolution).
fn zero_sums<const M: u32>(s: &[u32], t: &[u32]) -> Vec<bool> {
    let (n, m) = (s.len(), t.len());
    let z = (n + m - 1).next_power_of_two();
    // The transforms of x, x² and x³ for one sequence.
    let powers = |v: &[u32]| {
        let mut out: Vec<Vec<StaticModInt<M>>> = Vec::with_capacity(3);
        for e in 1..=3 {
            let mut f: Vec<StaticModInt<M>> = Vec::with_capacity(z);
            f.extend(v.iter().map(|&x| StaticModInt::new(u64::from(x).pow(e))));
            f.resize(z, StaticModInt::raw(0));
            butterfly(&mut f);
            out.push(f);
        }
        out
    };
    let fs = powers(s);
    let ft = powers(t);
    let two = StaticModInt::<M>::raw(2);
    let mut h: Vec<StaticModInt<M>> = (0..z)
        .map(|k| fs[2][k] * ft[0][k] - two * fs[1][k] * ft[1][k] + fs[0][k] * ft[2][k])
        .collect();
    drop((fs, ft));
    // The scaling by 1 / z does not change which sums are zero.
    butterfly_inv(&mut h);
    h[m - 1..n].iter().map(|x| x.val() == 0).collect()
}
