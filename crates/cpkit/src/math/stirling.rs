//! The Stirling numbers of the second kind `S(n, k)` for every `k`, by one
//! convolution, O(n log n); verified by
//! `crates/cpkit/verify/stirling-number-of-the-second-kind`.

use super::binomial::Binomial;
use super::convolution::convolution;
use super::modint::StaticModInt;

/// `S(n, k)` for `k` in `0..=n` (the ways to split `n` labelled items into
/// `k` nonempty unlabelled blocks), modulo an NTT prime `M` (such as
/// 998244353) larger than `n`. O(n log n).
///
/// Inclusion–exclusion over the empty blocks: `S(n, k) = Σ_i i^n / i! ·
/// (-1)^(k - i) / (k - i)!`, one convolution. The powers `i^n` are
/// completely multiplicative, so only the primes' take a `pow`.
///
/// # Example
/// ```
/// use cpkit::math::modint::ModInt998244353 as Mint;
/// use cpkit::math::stirling::stirling_second;
///
/// let row: Vec<u32> = stirling_second::<998_244_353>(4).iter().map(|x| x.val()).collect();
/// assert_eq!(row, [0, 1, 7, 6, 1]);
/// assert_eq!(stirling_second::<998_244_353>(0), [Mint::new(1)]);
/// ```
pub fn stirling_second<const M: u32>(n: usize) -> Vec<StaticModInt<M>> {
    let zero = StaticModInt::<M>::raw(0);
    let table = Binomial::new(n, M);
    let mut powers = vec![zero; n + 1];
    let mut smallest_factor = vec![0usize; n + 1];
    if n == 0 {
        powers[0] = StaticModInt::raw(1);
    } else {
        powers[1] = StaticModInt::raw(1);
    }
    for i in 2..=n {
        if smallest_factor[i] == 0 {
            powers[i] = StaticModInt::<M>::new(i as u64).pow(n as u64);
            for j in (i..=n).step_by(i) {
                if smallest_factor[j] == 0 {
                    smallest_factor[j] = i;
                }
            }
        } else {
            let p = smallest_factor[i];
            powers[i] = powers[p] * powers[i / p];
        }
    }
    let a: Vec<StaticModInt<M>> = (0..=n)
        .map(|i| powers[i] * StaticModInt::raw(table.inv_fact(i)))
        .collect();
    let b: Vec<StaticModInt<M>> = (0..=n)
        .map(|j| {
            let x = StaticModInt::<M>::raw(table.inv_fact(j));
            if j % 2 == 0 {
                x
            } else {
                -x
            }
        })
        .collect();
    let mut s = convolution(&a, &b);
    s.truncate(n + 1);
    s
}
