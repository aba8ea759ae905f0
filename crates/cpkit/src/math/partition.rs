//! The partition numbers `p(0), ..., p(n)` as the inverse of Euler's
//! pentagonal series, O(n log n); verified on Library Checker's
//! `partition_function` (`crates/cpkit/verify/partition-function`).

use super::fps_inv::fps_inv;
use super::modint::StaticModInt;

/// `p(k)` for `k` in `0..=n` (the ways to write `k` as a sum of positive
/// integers, order ignored), modulo an NTT prime `M` (such as 998244353).
/// O(n log n).
///
/// `Σ p(k) x^k = Π 1 / (1 - x^i)`, and by Euler's pentagonal number
/// theorem `Π (1 - x^i) = Σ_j (-1)^j x^(j (3j - 1) / 2)` over all integers
/// `j`: O(√n) nonzero terms, then one series inverse.
///
/// # Example
/// ```
/// use cpkit::math::partition::partition_numbers;
///
/// let p: Vec<u32> = partition_numbers::<998_244_353>(10).iter().map(|x| x.val()).collect();
/// assert_eq!(p, [1, 1, 2, 3, 5, 7, 11, 15, 22, 30, 42]);
/// assert_eq!(partition_numbers::<998_244_353>(0).len(), 1);
/// ```
pub fn partition_numbers<const M: u32>(n: usize) -> Vec<StaticModInt<M>> {
    let one = StaticModInt::<M>::raw(1);
    let mut euler = vec![StaticModInt::<M>::raw(0); n + 1];
    euler[0] = one;
    // j and -j (j >= 1): exponents j (3j - 1) / 2 and j (3j + 1) / 2, sign (-1)^j.
    let mut j = 1;
    while j * (3 * j - 1) / 2 <= n {
        let sign = if j % 2 == 0 { one } else { -one };
        let first = j * (3 * j - 1) / 2;
        euler[first] = sign;
        if first + j <= n {
            euler[first + j] = sign;
        }
        j += 1;
    }
    fps_inv(&euler, n + 1)
}
