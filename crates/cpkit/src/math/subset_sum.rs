//! The number of subsets of a multiset of positive integers with each sum
//! up to t, through the logarithm of `∏ (1 + x^s)` and [`fps_exp`], O(n +
//! t log t); verified by `crates/cpkit/verify/sharp-p-subset-sum`.
//!
//! [`fps_exp`]: super::fps_exp::fps_exp

use super::modint::StaticModInt;

/// `counts[u]` for `u` in `0..=t`: how many subsets of the items `s` (by
/// position, so equal items count apart) sum to `u`, modulo an NTT prime `M`
/// (such as 998244353) larger than `t`. Items must be at least 1; those
/// above `t` never fit. O(n + t log t).
///
/// `log ∏ (1 + x^s)^(c_s) = Σ_s c_s Σ_j (-1)^(j+1) x^(s j) / j`, where
/// `c_s` counts the items equal to `s`: a harmonic sum of `t log t` terms,
/// then one exponential.
///
/// # Example
/// ```
/// use cpkit::math::modint::ModInt998244353 as Mint;
/// use cpkit::math::subset_sum::count_subset_sums;
///
/// // {1, 2, 2}: sums 0, 1, 2, 2, 3, 3, 4, 5
/// let counts: Vec<u32> = count_subset_sums::<998_244_353>(&[1, 2, 2], 5).iter().map(|x| x.val()).collect();
/// assert_eq!(counts, [1, 1, 2, 2, 1, 1]);
/// ```
pub fn count_subset_sums<const M: u32>(s: &[usize], t: usize) -> Vec<StaticModInt<M>> {
    assert!(
        s.iter().all(|&x| x >= 1),
        "count_subset_sums needs items of at least 1"
    );
    let zero = StaticModInt::<M>::raw(0);
    let mut count = vec![0u64; t + 1];
    for &x in s {
        if x <= t {
            count[x] += 1;
        }
    }
    // 1/1 .. 1/t in O(t): 1/i = -(M / i) · 1/(M mod i).
    let mut inv = vec![StaticModInt::<M>::raw(1); t.max(1) + 1];
    for i in 2..=t {
        inv[i] = -inv[M as usize % i] * StaticModInt::raw(M / i as u32);
    }
    let mut log = vec![zero; t + 1];
    for (x, &c) in count.iter().enumerate().skip(1) {
        if c == 0 {
            continue;
        }
        let c = StaticModInt::<M>::new(c);
        for (j, u) in (x..=t).step_by(x).enumerate() {
            let term = c * inv[j + 1];
            if j % 2 == 0 {
                log[u] += term;
            } else {
                log[u] -= term;
            }
        }
    }
    super::fps_exp::fps_exp(&log, t + 1)
}
