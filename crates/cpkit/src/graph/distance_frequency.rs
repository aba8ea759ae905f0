//! How many pairs of vertices of a tree lie at each distance: centroid
//! decomposition and one exact convolution per part, O(n log² n); verified
//! by `crates/cpkit/verify/frequency-table-of-tree-distance`.

use super::super::math::convolution::{butterfly, butterfly_inv};
use super::super::math::modint::StaticModInt;
use super::centroid_decomposition::centroid_decomposition;
use super::csr::Csr;

/// For a tree on `n` vertices (each edge stored both ways, as
/// [`Csr::from_undirected_pairs`] does), entry `k` is the number of
/// unordered pairs of vertices at distance `k` (in edges), for `k` in
/// `0..n`; entry 0 is `n`, each vertex with itself. Exact: no modulus.
///
/// Each centroid `c` counts the paths through it: with `h` the numbers of
/// vertices of its part at each depth below it, the pairs at distance `k`
/// are the terms of `h * h` less, for each subtree hanging from `c`, those
/// of its own `h_s * h_s` (pairs within one subtree do not pass through
/// `c`). The squares are convolutions (two NTT primes and CRT, exact), of
/// length twice the part's depth, so O(n log² n) in all.
///
/// # Example
/// ```
/// use cpkit::graph::{csr::Csr, distance_frequency::distance_frequency};
///
/// //     0
/// //   / | \
/// //  1  2  3
/// let star = Csr::from_undirected_pairs(4, vec![(0, 1), (0, 2), (0, 3)]);
/// assert_eq!(distance_frequency(&star), vec![4, 3, 3, 0]);
/// ```
pub fn distance_frequency(tree: &Csr<usize>) -> Vec<u64> {
    let n = tree.num_vertices();
    let (_, level) = centroid_decomposition(tree);
    // Room for the terms of the squares past n - 1 too (they cancel).
    let mut pairs = vec![0i64; 2 * n + 1];
    // Breadth-first scratch: (vertex, where it came from).
    let mut queue: Vec<(usize, usize)> = Vec::with_capacity(n);
    let mut whole: Vec<i64> = Vec::new();
    let mut sub: Vec<i64> = Vec::new();
    for c in 0..n {
        let lc = level[c];
        whole.clear();
        whole.push(1);
        for &w in tree.neighbours(c) {
            if level[w] <= lc {
                continue;
            }
            // The subtree through w, layer by layer.
            sub.clear();
            queue.clear();
            queue.push((w, c));
            let mut head = 0;
            while head < queue.len() {
                let end = queue.len();
                sub.push((end - head) as i64);
                while head < end {
                    let (v, from) = queue[head];
                    head += 1;
                    for &x in tree.neighbours(v) {
                        if x != from && level[x] > lc {
                            queue.push((x, v));
                        }
                    }
                }
            }
            if whole.len() < sub.len() + 1 {
                whole.resize(sub.len() + 1, 0);
            }
            for (d, &h) in sub.iter().enumerate() {
                whole[d + 1] += h;
            }
            // Both ends in this subtree: depths 1 + i and 1 + j, so the
            // distance through c would be 2 + i + j.
            for (k, x) in square(&sub).into_iter().enumerate() {
                pairs[k + 2] -= x;
            }
        }
        for (k, x) in square(&whole).into_iter().enumerate() {
            pairs[k] += x;
        }
    }
    // Ordered pairs, each vertex with itself at distance 0.
    let mut result: Vec<u64> = pairs[..n].iter().map(|&p| p as u64 / 2).collect();
    if n > 0 {
        result[0] = n as u64;
    }
    result
}

/// Two NTT primes: every term of a square is at most n², below their
/// product (about 7.5·10^17) for any tree of fewer than 8·10^8 vertices.
const P1: u32 = 998_244_353;
const P2: u32 = 754_974_721;

/// `a * a`, exactly (terms below `P1 · P2`); directly when short, else
/// one forward transform per prime, squared pointwise, and the CRT.
fn square(a: &[i64]) -> Vec<i64> {
    if a.len() <= 40 {
        let mut c = vec![0i64; 2 * a.len() - 1];
        for (i, &x) in a.iter().enumerate() {
            for (j, &y) in a.iter().enumerate() {
                c[i + j] += x * y;
            }
        }
        return c;
    }
    let (r1, r2) = (square_mod::<P1>(a), square_mod::<P2>(a));
    // x = r1 + P1 t with t ≡ (r2 - r1) / P1 (mod P2).
    let inv = StaticModInt::<P2>::new(P1).inv();
    r1.iter()
        .zip(&r2)
        .map(|(&x1, &x2)| {
            let t = (x2 - StaticModInt::<P2>::new(x1.val())) * inv;
            i64::from(x1.val()) + i64::from(P1) * i64::from(t.val())
        })
        .collect()
}

fn square_mod<const M: u32>(a: &[i64]) -> Vec<StaticModInt<M>> {
    let len = 2 * a.len() - 1;
    let mut f: Vec<StaticModInt<M>> = a.iter().map(|&x| StaticModInt::new(x)).collect();
    f.resize(len.next_power_of_two(), StaticModInt::raw(0));
    butterfly(&mut f);
    let scale = StaticModInt::<M>::new(f.len() as u64).inv();
    for x in f.iter_mut() {
        *x = *x * *x * scale;
    }
    butterfly_inv(&mut f);
    f.truncate(len);
    f
}
