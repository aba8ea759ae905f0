//! Factorials `N!` modulo an NTT prime `p` for `N` up to `p - 1`: the
//! products of the blocks `(iv + 1) ... (iv + v)` for every `i` as the
//! values of one polynomial, built by doubling its degree with shifts of
//! sampling points, then each factorial from its block,
//! O(√p log p) for one and O(√(T p log p)) for `T` of them; verified on Library
//! Checker's `factorial` and `many_factorials`
//! (`crates/cpkit/verify/factorial`, `crates/cpkit/verify/many-factorials`).

use super::modint::StaticModInt;
use super::shift_of_sampling_points::shift_of_sampling_points;

/// `[f_v(0), ..., f_v(count - 1)]` for `f_v(x) = (vx + 1) (vx + 2) ...
/// (vx + v)`, `v` a power of two below `√M` and `count >= v + 1`.
fn block_products<const M: u32>(v: usize, count: usize) -> Vec<StaticModInt<M>> {
    let vm = StaticModInt::<M>::new(v as u64);
    let inv_v = vm.inv();
    // h = f_d(0..=d), from d = 1: f_1(x) = vx + 1.
    let mut h = vec![StaticModInt::<M>::raw(1), vm + StaticModInt::raw(1)];
    let mut d = 1;
    while d < v {
        // f_2d(x) = f_d(x) f_d(x + d / v), at x = 0..=2d.
        let more = shift_of_sampling_points(&h, StaticModInt::new(d as u64 + 1), d);
        let moved =
            shift_of_sampling_points(&h, StaticModInt::<M>::new(d as u64) * inv_v, 2 * d + 1);
        h.extend(more);
        for (x, y) in h.iter_mut().zip(moved) {
            *x *= y;
        }
        d *= 2;
    }
    // f_v has degree v: from its v + 1 values, the rest by chunks of 3v
    // (one transform of length 4v each).
    let base = h.clone();
    while h.len() < count {
        let m = (count - h.len()).min(3 * v);
        let more = shift_of_sampling_points(&base, StaticModInt::new(h.len() as u64), m);
        h.extend(more);
    }
    h.truncate(count);
    h
}

/// `N!` modulo the NTT prime `M` (such as 998244353) for each `N` of `ns`,
/// every one below `M`. About `√(T M log M)` operations for `T` numbers (a
/// few milliseconds for one, where plain multiplication takes seconds).
///
/// With `v` a power of two, `(iv)!` is the product of `f_v(j) = (jv + 1)
/// ... (jv + v)` over `j < i`, and `N! = (iv)! (iv + 1) ... N` for
/// `i = ⌊N / v⌋`. `f_v` is a polynomial of degree `v`; its values at
/// `0..=d` give those of `f_2d(x) = f_d(x) f_d(x + d / v)` at `0..=2d` by
/// two shifts of sampling points (O(d log d)), so `f_v(0..=v)` costs
/// O(v log v), and every further value O(log v) (more shifts). `v` is
/// chosen from the count of numbers: the table's `M / v` values against
/// the at most `v / 2` products a number takes (from the nearer end of its
/// block, dividing by one batched inversion when that is the upper one). When the largest `N`
/// is small, a plain running product is cheaper and is what it does.
///
/// # Example
/// ```
/// use cpkit::math::factorial_mod::factorials;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// let f = factorials::<998_244_353>(&[0, 5, 10, 100]);
/// assert_eq!(f[..3], [Mint::new(1), Mint::new(120), Mint::new(3_628_800)]);
/// let direct: Mint = (1..=100u32).map(Mint::new).product();
/// assert_eq!(f[3], direct);
/// // Wilson's theorem: (p - 1)! ≡ -1 and (p - 2)! ≡ 1.
/// let f = factorials::<998_244_353>(&[998_244_352, 998_244_351]);
/// assert_eq!(f, [Mint::new(-1), Mint::new(1)]);
/// ```
pub fn factorials<const M: u32>(ns: &[u32]) -> Vec<StaticModInt<M>> {
    assert!(
        ns.iter().all(|&n| n < M),
        "factorials needs every N below the modulus"
    );
    let max = match ns.iter().max() {
        Some(&max) => max as usize,
        None => return Vec::new(),
    };
    let t = ns.len() as f64;
    // Table cost ≈ 8 (max / v) log v, lookups ≈ t v / 2: v ≈ 4 √(max log max / t).
    let mut v = 1usize;
    let ideal = 4.0 * (max as f64 * (max as f64 + 2.0).log2() / t).sqrt();
    while ((2 * v) as f64) <= ideal && 2 * v * 2 * v <= M as usize {
        v *= 2;
    }
    let one = StaticModInt::<M>::raw(1);
    let log_v = f64::from(v.trailing_zeros() + 1);
    let table_cost = 8.0 * (max / v) as f64 * log_v + 24.0 * v as f64 * log_v + t * v as f64 / 2.0;
    if max as f64 <= table_cost {
        // A running product over the sorted numbers.
        let mut order: Vec<usize> = (0..ns.len()).collect();
        order.sort_unstable_by_key(|&i| ns[i]);
        let mut out = vec![one; ns.len()];
        let (mut x, mut acc) = (0u32, one);
        for i in order {
            while x < ns[i] {
                x += 1;
                acc *= StaticModInt::<M>::raw(x);
            }
            out[i] = acc;
        }
        return out;
    }
    let blocks = block_products::<M>(v, max / v + 2);
    // starts[i] = (iv)!
    let mut starts = Vec::with_capacity(blocks.len());
    let mut acc = one;
    for &b in &blocks {
        starts.push(acc);
        acc *= b;
    }
    // N! from the nearer end of its block: (iv)! (iv + 1) ... N, or
    // ((i+1)v)! / ((N + 1) ... (i+1)v) when that block holds no multiple of
    // M; the divisors are inverted all at once.
    let mut out = Vec::with_capacity(ns.len());
    let mut divisors = Vec::new();
    for &n in ns {
        let n = n as usize;
        let i = n / v;
        let end = (i + 1) * v;
        if n - i * v > v / 2 && end < M as usize {
            let mut d = one;
            for x in n + 1..=end {
                d *= StaticModInt::<M>::raw(x as u32);
            }
            out.push(starts[i + 1]);
            divisors.push((out.len() - 1, d));
        } else {
            let mut f = starts[i];
            for x in i * v + 1..=n {
                f *= StaticModInt::<M>::raw(x as u32);
            }
            out.push(f);
        }
    }
    // One inversion: prefix products, then back.
    let mut prefix = Vec::with_capacity(divisors.len());
    let mut acc = one;
    for &(_, d) in &divisors {
        prefix.push(acc);
        acc *= d;
    }
    let mut inv = acc.inv();
    for (k, &(at, d)) in divisors.iter().enumerate().rev() {
        out[at] *= inv * prefix[k];
        inv *= d;
    }
    out
}
