//! Multiplicative convolution modulo a prime p (`c[k] = Σ_{i j ≡ k} a[i] b[j]`)
//! by discrete logarithms: the nonzero residues are a cyclic group, so
//! through a primitive root it becomes one cyclic convolution of length
//! p - 1, O(p log p); verified on Library Checker's `mul_modp_convolution`
//! (`crates/cpkit/verify/mul-modp-convolution`).

use super::convolution::convolution;
use super::modint::StaticModInt;

/// `c[k] = Σ_{i j ≡ k (mod p)} a[i] b[j]` for `k` in `0..p`, where
/// `p = a.len() = b.len()` is a prime (not checked); O(p log p).
///
/// With a primitive root `g`, `i = g^x` and `j = g^y` multiply to
/// `g^(x + y mod p - 1)`: the nonzero part is the cyclic convolution of
/// `x ↦ a[g^x]` and `y ↦ b[g^y]`, taken as a linear one folded in two;
/// a product with 0 is 0, so `c[0] = a[0] Σ b + b[0] Σ a - a[0] b[0]`.
///
/// # Example
/// ```
/// use cpkit::math::modint::ModInt998244353 as Mint;
/// use cpkit::math::mul_modp_convolution::mul_modp_convolution;
///
/// let m = |v: &[u32]| v.iter().map(|&x| Mint::new(x)).collect::<Vec<_>>();
/// // p = 5: c[k] sums a[i] b[j] over i j ≡ k (mod 5).
/// let c = mul_modp_convolution(&m(&[1, 2, 3, 4, 5]), &m(&[6, 7, 8, 9, 10]));
/// assert_eq!(c, m(&[124, 123, 122, 116, 115]));
/// assert_eq!(mul_modp_convolution(&m(&[3, 4]), &m(&[5, 6])), m(&[53, 24]));
/// ```
pub fn mul_modp_convolution<const M: u32>(
    a: &[StaticModInt<M>],
    b: &[StaticModInt<M>],
) -> Vec<StaticModInt<M>> {
    let p = a.len();
    assert_eq!(p, b.len(), "mul_modp_convolution: a and b differ in length");
    assert!(p >= 2, "mul_modp_convolution: p must be a prime");
    let g = super::primitive_root::primitive_root(p as u64) as usize;
    // powers[x] = g^x for x in 0..p - 1.
    let order = p - 1;
    let mut powers = Vec::with_capacity(order);
    let mut power = 1;
    for _ in 0..order {
        powers.push(power);
        power = power * g % p;
    }
    let fa: Vec<StaticModInt<M>> = powers.iter().map(|&i| a[i]).collect();
    let fb: Vec<StaticModInt<M>> = powers.iter().map(|&i| b[i]).collect();
    let linear = convolution(&fa, &fb);
    let mut c = vec![StaticModInt::<M>::default(); p];
    for (x, &i) in powers.iter().enumerate() {
        let wrapped = linear.get(x + order).copied().unwrap_or_default();
        c[i] = linear[x] + wrapped;
    }
    let sum = |v: &[StaticModInt<M>]| v.iter().fold(StaticModInt::<M>::default(), |s, &x| s + x);
    c[0] = a[0] * sum(b) + b[0] * sum(a) - a[0] * b[0];
    c
}
