//! Subset convolution by the ranked zeta and Möbius transforms, O(2^n n²);
//! verified on Library Checker's `subset_convolution`
//! (`crates/cpkit/verify/subset-convolution`).

use super::modint::StaticModInt;

/// `c[k] = Σ a[i] b[j]` over the pairs with `i | j = k` and `i & j = 0`
/// (the ways to split the set `k` in two), modulo `M < 2^31`, for `a` and
/// `b` of the same length 2^n; O(2^n n²) time, O(2^n n) memory.
///
/// Each set's values are split by the size of the set ("ranked"): after
/// the zeta transform (sums over subsets) of each rank, the ranks of one
/// set multiply as polynomials, and the Möbius transform brings back, at
/// each set's own size, exactly the disjoint pairs. The ranks of one set
/// lie side by side, so every transform step works on a contiguous row.
///
/// # Example
/// ```
/// use cpkit::math::modint::ModInt998244353 as Mint;
/// use cpkit::math::subset_convolution::subset_convolution;
///
/// let m = |v: &[u32]| v.iter().map(|&x| Mint::new(x)).collect::<Vec<_>>();
/// // c[3] = a[0] b[3] + a[1] b[2] + a[2] b[1] + a[3] b[0]
/// let c = subset_convolution(&m(&[1, 2, 3, 4]), &m(&[5, 6, 7, 8]));
/// assert_eq!(c, m(&[5, 16, 22, 60]));
/// ```
pub fn subset_convolution<const M: u32>(
    a: &[StaticModInt<M>],
    b: &[StaticModInt<M>],
) -> Vec<StaticModInt<M>> {
    assert!(M < 1 << 31, "subset_convolution needs a modulus below 2^31");
    let size = a.len();
    assert_eq!(size, b.len(), "subset_convolution needs equal lengths");
    assert!(
        size.is_power_of_two(),
        "subset_convolution needs a power-of-two length; found {}",
        size
    );
    let n = size.trailing_zeros() as usize;
    let width = n + 1;
    let ranked = |v: &[StaticModInt<M>]| {
        let mut f = vec![0u32; size * width];
        for (s, x) in v.iter().enumerate() {
            f[s * width + s.count_ones() as usize] = x.val();
        }
        zeta::<M>(&mut f, n);
        f
    };
    let mut f = ranked(a);
    let g = ranked(b);
    // h[S][k] = Σ f[S][i] g[S][k - i], needed for k >= |S| only (the
    // Möbius transform at rank k reads subsets of sets of size k); and
    // f[S][i] = 0 for i > |S|, so i runs over k - |S| ..= |S|.
    let mut row = vec![0u32; width];
    for s in 0..size {
        let pc = s.count_ones() as usize;
        let (fs, gs) = (
            &f[s * width..(s + 1) * width],
            &g[s * width..(s + 1) * width],
        );
        for (k, r) in row.iter_mut().enumerate() {
            *r = 0;
            if k < pc || k > 2 * pc {
                continue;
            }
            // Products are below 2^62, so four of them fit a u64 before a
            // reduction; `% M` by a constant is a multiplication.
            let mut sum = 0u64;
            for (t, i) in (k - pc..=pc).enumerate() {
                sum += u64::from(fs[i]) * u64::from(gs[k - i]);
                if t % 4 == 3 {
                    sum %= u64::from(M);
                }
            }
            *r = (sum % u64::from(M)) as u32;
        }
        f[s * width..(s + 1) * width].copy_from_slice(&row);
    }
    mobius::<M>(&mut f, n);
    (0..size)
        .map(|s| StaticModInt::raw(f[s * width + s.count_ones() as usize]))
        .collect()
}

/// Sums over subsets, rank by rank: row S becomes Σ_{T ⊆ S} row T.
fn zeta<const M: u32>(f: &mut [u32], n: usize) {
    let width = n + 1;
    for bit in 0..n {
        for s in 0..1usize << n {
            if s >> bit & 1 == 1 {
                let (low, high) = f.split_at_mut(s * width);
                let from = &low[(s ^ 1 << bit) * width..][..width];
                for (x, &y) in high[..width].iter_mut().zip(from) {
                    let z = *x + y;
                    *x = if z >= M { z - M } else { z };
                }
            }
        }
    }
}

/// The inverse of [`zeta`]: inclusion–exclusion over subsets.
fn mobius<const M: u32>(f: &mut [u32], n: usize) {
    let width = n + 1;
    for bit in 0..n {
        for s in 0..1usize << n {
            if s >> bit & 1 == 1 {
                let (low, high) = f.split_at_mut(s * width);
                let from = &low[(s ^ 1 << bit) * width..][..width];
                for (x, &y) in high[..width].iter_mut().zip(from) {
                    let z = *x + M - y;
                    *x = if z >= M { z - M } else { z };
                }
            }
        }
    }
}
