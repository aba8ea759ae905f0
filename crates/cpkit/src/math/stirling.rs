//! The Stirling numbers `S(n, k)` of the second kind for every `k`, by one
//! convolution, and `s(n, k)` of the first kind, by doubling with Taylor
//! shifts, both O(n log n); verified by
//! `crates/cpkit/verify/stirling-number-of-the-second-kind` and
//! `crates/cpkit/verify/stirling-number-of-the-first-kind`.

use super::binomial::Binomial;
use super::convolution::convolution;
use super::modint::StaticModInt;
use super::taylor_shift::taylor_shift;

/// The signed `s(n, k)` for `k` in `0..=n`, the coefficients of the falling
/// factorial `x (x - 1) ... (x - n + 1) = Σ s(n, k) x^k`, modulo an NTT
/// prime `M` (such as 998244353) larger than `n`. O(n log n).
///
/// Doubling on the bits of `n`: with `P_m(x) = x (x - 1) ... (x - m + 1)`,
/// `P_2m(x) = P_m(x) P_m(x - m)` (a Taylor shift and a product), and
/// `P_(m+1)(x) = P_m(x) (x - m)`. The costs halve with each step back, so
/// the whole is O(n log n). (`|s(n, k)|` counts the permutations of `n`
/// items with `k` cycles.)
///
/// # Example
/// ```
/// use cpkit::math::modint::ModInt998244353 as Mint;
/// use cpkit::math::stirling::stirling_first;
///
/// // x (x - 1) (x - 2) (x - 3) = x^4 - 6x^3 + 11x^2 - 6x
/// let row = stirling_first::<998_244_353>(4);
/// let expected: Vec<Mint> = [0, -6, 11, -6, 1].iter().map(|&x| Mint::new(x)).collect();
/// assert_eq!(row, expected);
/// assert_eq!(stirling_first::<998_244_353>(0), [Mint::new(1)]);
/// ```
pub fn stirling_first<const M: u32>(n: usize) -> Vec<StaticModInt<M>> {
    let one = StaticModInt::<M>::raw(1);
    let zero = StaticModInt::<M>::raw(0);
    if n == 0 {
        return vec![one];
    }
    // p = P_m, from m = 1 and the bits of n below its top one.
    let mut p = vec![zero, one];
    let mut m = 1;
    for bit in (0..usize::BITS - 1 - n.leading_zeros()).rev() {
        let shifted = taylor_shift(&p, -StaticModInt::<M>::new(m as u64));
        p = convolution(&p, &shifted);
        m *= 2;
        if n >> bit & 1 == 1 {
            // p (x - m): shift up, subtract m p.
            let c = StaticModInt::<M>::new(m as u64);
            p.push(zero);
            for i in (1..p.len()).rev() {
                p[i] = p[i - 1] - c * p[i];
            }
            p[0] = -c * p[0];
            m += 1;
        }
    }
    p
}

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
