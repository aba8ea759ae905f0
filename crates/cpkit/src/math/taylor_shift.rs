//! The Taylor shift of a polynomial, `f(x) ↦ f(x + c)`, by one convolution,
//! O(n log n); verified by `crates/cpkit/verify/polynomial-taylor-shift`.

use super::binomial::Binomial;
use super::convolution::convolution;
use super::modint::StaticModInt;

/// The coefficients of `f(x + c)`, where `f[i]` is the coefficient of
/// `x^i`, modulo an NTT prime `M` (such as 998244353) larger than `n`, the
/// number of coefficients. O(n log n).
///
/// `[x^j] f(x + c) = (1 / j!) Σ_i (f[i] i!) c^(i - j) / (i - j)!`: a
/// correlation of `f[i] i!` with `c^k / k!`, so one convolution after
/// reversing the first.
///
/// # Example
/// ```
/// use cpkit::math::modint::ModInt998244353 as Mint;
/// use cpkit::math::taylor_shift::taylor_shift;
///
/// let f: Vec<Mint> = [1, 2, 3].iter().map(|&x| Mint::new(x)).collect(); // 1 + 2x + 3x²
/// // 1 + 2(x + 1) + 3(x + 1)² = 6 + 8x + 3x²
/// let shifted: Vec<u32> = taylor_shift(&f, Mint::new(1)).iter().map(|x| x.val()).collect();
/// assert_eq!(shifted, [6, 8, 3]);
/// ```
pub fn taylor_shift<const M: u32>(
    f: &[StaticModInt<M>],
    c: StaticModInt<M>,
) -> Vec<StaticModInt<M>> {
    let n = f.len();
    if n == 0 {
        return Vec::new();
    }
    let table = Binomial::new(n - 1, M);
    let fact = |i: usize| StaticModInt::<M>::raw(table.fact(i));
    let inv_fact = |i: usize| StaticModInt::<M>::raw(table.inv_fact(i));
    let reversed: Vec<StaticModInt<M>> = (0..n).rev().map(|i| f[i] * fact(i)).collect();
    let mut power = StaticModInt::<M>::raw(1);
    let mut shifts = Vec::with_capacity(n);
    for k in 0..n {
        shifts.push(power * inv_fact(k));
        power *= c;
    }
    let product = convolution(&reversed, &shifts);
    // product[n - 1 - j] = Σ_i f[i] i! c^(i - j) / (i - j)!.
    (0..n).map(|j| product[n - 1 - j] * inv_fact(j)).collect()
}
