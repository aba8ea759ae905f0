//! Convolution modulo an NTT prime past the longest transform the prime
//! allows (2^23 for 998244353), by splitting into blocks, O((n + m)
//! log(n + m)); verified on Library Checker's `convolution_mod_large`
//! (`problems/library-checker-convolution-mod-large`).

use super::convolution::{butterfly, butterfly_inv, convolution};
use super::modint::StaticModInt;

/// `c[k] = Σ a[i] b[k - i]` modulo the NTT prime `M`, of any lengths (empty
/// when either is empty): [`convolution`] when the result fits one
/// transform of the longest length L the prime allows, else blocks of L/2
/// of each side, each transformed once at length L. The product of block i
/// of `a` and block j of `b` is summed, still transformed, into output
/// block i + j, so each output block needs one inverse transform; blocks
/// overlap by L/2 and are added. O((n + m) log(n + m)) and O(n + m) memory
/// (the transforms of all blocks: 8 · 2^23 values for 2^24 each).
///
/// # Example
/// ```
/// use cpkit::math::convolution_large::convolution_large;
/// use cpkit::math::modint::StaticModInt;
///
/// // Modulo 257 = 2^8 + 1 no transform is longer than 256, but the
/// // product of two lengths of 300 still comes out.
/// type M = StaticModInt<257>;
/// let a = vec![M::new(1); 300];
/// let c = convolution_large(&a, &a);
/// assert_eq!(c.len(), 599);
/// assert_eq!(c[299], M::new(300));
/// assert_eq!(c[598], M::new(1));
/// ```
pub fn convolution_large<const M: u32>(
    a: &[StaticModInt<M>],
    b: &[StaticModInt<M>],
) -> Vec<StaticModInt<M>> {
    if a.is_empty() || b.is_empty() {
        return Vec::new();
    }
    let total = a.len() + b.len() - 1;
    let longest = 1usize << (M - 1).trailing_zeros().min(30);
    if total <= longest {
        return convolution(a, b);
    }
    let half = longest / 2;
    let zero = StaticModInt::new(0);
    let transform = |v: &[StaticModInt<M>]| -> Vec<Vec<StaticModInt<M>>> {
        v.chunks(half)
            .map(|chunk| {
                let mut t = chunk.to_vec();
                t.resize(longest, zero);
                butterfly(&mut t);
                t
            })
            .collect()
    };
    let (fa, fb) = (transform(a), transform(b));
    let scale = StaticModInt::<M>::new(longest as u64).inv();
    let mut c = vec![zero; total];
    let mut sum = vec![zero; longest];
    for s in 0..fa.len() + fb.len() - 1 {
        for x in sum.iter_mut() {
            *x = zero;
        }
        for (i, ta) in fa.iter().enumerate() {
            if s < i || s - i >= fb.len() {
                continue;
            }
            for ((x, &y), &z) in sum.iter_mut().zip(ta).zip(&fb[s - i]) {
                *x += y * z;
            }
        }
        butterfly_inv(&mut sum);
        for (x, &y) in c[s * half..].iter_mut().zip(&sum) {
            *x += y * scale;
        }
    }
    c
}
