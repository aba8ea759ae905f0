//! The product of many polynomials, the two shortest multiplied first
//! (Huffman's order), O(D log² D) for D coefficients in all; verified on
//! Library Checker's `product_of_polynomial_sequence`
//! (`crates/cpkit/verify/product-of-polynomial-sequence`).

use super::convolution::convolution;
use super::modint::StaticModInt;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// `polys[0] · polys[1] · ...` modulo the NTT prime `M` (such as
/// 998244353), where `polys[i][j]` is the coefficient of `x^j`: `[1]` for
/// no polynomials, empty if one of them is empty (no coefficients at all).
/// O(D log² D), `D` the number of coefficients in all.
///
/// Multiplying the two shortest polynomials left, as Huffman's code merges
/// the two rarest symbols, keeps each coefficient in O(log D) products,
/// however unequal the lengths (a long polynomial with many short ones, or
/// the other way round).
///
/// # Example
/// ```
/// use cpkit::math::modint::ModInt998244353 as Mint;
/// use cpkit::math::poly_product::poly_product;
///
/// let p = |v: &[i32]| v.iter().map(|&x| Mint::new(x)).collect::<Vec<_>>();
/// // (1 + x)(1 - x)(2) = 2 - 2x²
/// assert_eq!(poly_product(vec![p(&[1, 1]), p(&[1, -1]), p(&[2])]), p(&[2, 0, -2]));
/// assert_eq!(poly_product::<998_244_353>(vec![]), p(&[1]));
/// ```
pub fn poly_product<const M: u32>(mut polys: Vec<Vec<StaticModInt<M>>>) -> Vec<StaticModInt<M>> {
    let mut heap: BinaryHeap<Reverse<(usize, usize)>> = polys
        .iter()
        .enumerate()
        .map(|(i, p)| Reverse((p.len(), i)))
        .collect();
    loop {
        let Reverse((_, i)) = match heap.pop() {
            Some(top) => top,
            None => return vec![StaticModInt::new(1)],
        };
        let Reverse((_, j)) = match heap.pop() {
            Some(top) => top,
            None => return std::mem::take(&mut polys[i]),
        };
        let (a, b) = (std::mem::take(&mut polys[i]), std::mem::take(&mut polys[j]));
        polys[i] = convolution(&a, &b);
        heap.push(Reverse((polys[i].len(), i)));
    }
}
