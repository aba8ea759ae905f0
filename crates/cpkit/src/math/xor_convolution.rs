//! Bitwise-xor convolution by the Walsh–Hadamard transform, O(n log n) for
//! n a power of two; verified on Library Checker's `bitwise_xor_convolution`
//! (`crates/cpkit/verify/bitwise-xor-convolution`).

use super::modint::StaticModInt;

/// The Walsh–Hadamard transform in place: `a[k]` becomes
/// `Σ_i (-1)^popcount(i & k) a[i]`. `a.len()` must be a power of two (or
/// 0); O(n log n). Applying it twice multiplies by n.
///
/// # Example
/// ```
/// use cpkit::math::modint::ModInt998244353 as Mint;
/// use cpkit::math::xor_convolution::walsh_hadamard;
///
/// let mut a: Vec<Mint> = [1, 2, 3, 4].iter().map(|&x| Mint::new(x)).collect();
/// walsh_hadamard(&mut a);
/// assert_eq!(a, [10, -2, -4, 0].iter().map(|&x| Mint::new(x)).collect::<Vec<_>>());
/// ```
pub fn walsh_hadamard<const M: u32>(a: &mut [StaticModInt<M>]) {
    let n = a.len();
    assert!(
        n == 0 || n.is_power_of_two(),
        "walsh_hadamard needs a power-of-two length; found {}",
        n
    );
    let mut half = 1;
    while half < n {
        for block in a.chunks_exact_mut(2 * half) {
            let (low, high) = block.split_at_mut(half);
            for (x, y) in low.iter_mut().zip(high) {
                let (u, v) = (*x, *y);
                *x = u + v;
                *y = u - v;
            }
        }
        half *= 2;
    }
}

/// `c[k] = Σ_{i ^ j = k} a[i] b[j]` modulo the odd `M`, for `a` and `b` of
/// the same power-of-two length n; O(n log n). The transform turns xor
/// convolution into a pointwise product, and is its own inverse up to n.
///
/// # Example
/// ```
/// use cpkit::math::modint::ModInt998244353 as Mint;
/// use cpkit::math::xor_convolution::xor_convolution;
///
/// let m = |v: &[u32]| v.iter().map(|&x| Mint::new(x)).collect::<Vec<_>>();
/// // c[0] = 1·5 + 2·6 + 3·7 + 4·8, c[1] = 1·6 + 2·5 + 3·8 + 4·7, ...
/// assert_eq!(xor_convolution(&m(&[1, 2, 3, 4]), &m(&[5, 6, 7, 8])), m(&[70, 68, 62, 60]));
/// ```
pub fn xor_convolution<const M: u32>(
    a: &[StaticModInt<M>],
    b: &[StaticModInt<M>],
) -> Vec<StaticModInt<M>> {
    assert_eq!(a.len(), b.len(), "xor_convolution needs equal lengths");
    if a.is_empty() {
        return Vec::new();
    }
    let (mut a, mut b) = (a.to_vec(), b.to_vec());
    walsh_hadamard(&mut a);
    walsh_hadamard(&mut b);
    let scale = StaticModInt::<M>::new(a.len() as u64).inv();
    for (x, y) in a.iter_mut().zip(&b) {
        *x *= *y * scale;
    }
    walsh_hadamard(&mut a);
    a
}
