//! Convolution modulo an NTT prime past the longest transform the prime
//! allows (2^23 for 998244353), by splitting into blocks, O((n + m)
//! log(n + m)); verified on Library Checker's `convolution_mod_large`
//! (`crates/cpkit/verify/convolution-mod-large`).

use super::convolution::{butterfly, butterfly_inv, convolution, Mont, LOCAL};
use super::modint::StaticModInt;

/// `c[k] = Σ a[i] b[k - i]` modulo the NTT prime `M`, of any lengths (empty
/// when either is empty): [`convolution`] when the result fits one
/// transform of the longest length L the prime allows, else blocks of L/2
/// of each side, each transformed once at length L. The product of block i
/// of `a` and block j of `b` is summed, still transformed, into output
/// block i + j, so each output block needs one inverse transform; blocks
/// overlap by L/2 and are added. The division by L rides along with the
/// blocks of `b`, and for `M < 2^30` the products are Montgomery ones,
/// reduced once per four. O((n + m) log(n + m)) and O(n + m) memory (the
/// transforms of all blocks: 8 · 2^23 values for 2^24 each).
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
    // The division by the length rides along with b's blocks; Montgomery
    // products (for M < 2^30) divide by 2^32 besides, so b's blocks carry
    // 2^32 too.
    let mont = M < 1 << 30;
    let inv_len = StaticModInt::<M>::new(longest as u64).inv();
    let b_factor = if mont {
        inv_len * StaticModInt::new(1u64 << 32)
    } else {
        inv_len
    };
    let transform = |v: &[StaticModInt<M>], factor: StaticModInt<M>| -> Vec<Vec<StaticModInt<M>>> {
        v.chunks(half)
            .map(|chunk| {
                let mut t = Vec::with_capacity(longest);
                t.extend(chunk.iter().map(|&x| x * factor));
                t.resize(longest, zero);
                butterfly(&mut t);
                t
            })
            .collect()
    };
    let (fa, fb) = (transform(a, StaticModInt::new(1)), transform(b, b_factor));
    let mut c = Vec::with_capacity(total);
    let mut sum = vec![zero; longest];
    let mut acc = vec![0u64; 1 << LOCAL];
    for s in 0..fa.len() + fb.len() - 1 {
        let pairs: Vec<(&[StaticModInt<M>], &[StaticModInt<M>])> = (0..fa.len())
            .filter(|&i| i <= s && s - i < fb.len())
            .map(|i| (&fa[i][..], &fb[s - i][..]))
            .collect();
        if mont {
            // Up to four products of values below M sum to below 4 M^2, which
            // Montgomery reduction takes (M < 2^30); groups of four are added.
            for (k, tile) in sum.chunks_mut(1 << LOCAL).enumerate() {
                let range = k << LOCAL..(k << LOCAL) + tile.len();
                for (g, group) in pairs.chunks(4).enumerate() {
                    for x in acc.iter_mut() {
                        *x = 0;
                    }
                    for &(x, y) in group {
                        for ((z, &x), &y) in
                            acc.iter_mut().zip(&x[range.clone()]).zip(&y[range.clone()])
                        {
                            *z += u64::from(x.val()) * u64::from(y.val());
                        }
                    }
                    for (t, &z) in tile.iter_mut().zip(&acc) {
                        let r = Mont::<M>::reduce(z);
                        let r = if g == 0 {
                            r
                        } else {
                            Mont::<M>::shrink(t.val() + r)
                        };
                        *t = StaticModInt::unreduced(r);
                    }
                }
                for t in tile.iter_mut() {
                    *t = StaticModInt::raw(Mont::<M>::norm(t.val()));
                }
            }
        } else {
            for x in sum.iter_mut() {
                *x = zero;
            }
            for &(x, y) in &pairs {
                for ((z, &x), &y) in sum.iter_mut().zip(x).zip(y) {
                    *z += x * y;
                }
            }
        }
        butterfly_inv(&mut sum);
        // Output block s overlaps the second half of block s - 1, already in c.
        let start = s * half;
        let overlap = c.len() - start;
        for (x, &y) in c[start..].iter_mut().zip(&sum) {
            *x += y;
        }
        c.extend_from_slice(&sum[overlap..longest.min(total - start)]);
    }
    c
}
