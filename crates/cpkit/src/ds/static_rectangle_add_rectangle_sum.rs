//! Offline 2D range add, range sum: weights added to whole rectangles of a
//! grid, then the sum over each of q rectangles, by one sweep over x with a
//! Fenwick tree over y holding the four coefficients of a bilinear prefix
//! sum, in O((n + q) log n) time and O(n + q) memory. Verified on Library
//! Checker's `static_rectangle_add_rectangle_sum`
//! (`crates/cpkit/verify/static-rectangle-add-rectangle-sum`).

use std::ops::{Add, AddAssign, Mul, Sub};

/// The grid starts at zero; each `(l, d, r, u, w)` of `adds` adds `w` to
/// every cell `(x, y)` with `l <= x < r` and `d <= y < u`. Returns, for each
/// `(l, d, r, u)` of `rects`, the sum of the cells with `l <= x < r` and
/// `d <= y < u`, in the order of `rects`. Values of type `T` with `+`, `+=`,
/// `-`, `*` and coordinates taken in by `From<i64>`: a modint, since the sums
/// grow as areas times weights (with integers, keep them in range). Empty
/// rectangles add and hold nothing. O((n + q) log n).
///
/// # Example
///
/// ```
/// use cpkit::ds::static_rectangle_add_rectangle_sum::static_rectangle_add_rectangle_sum;
/// let adds = [(0, 0, 3, 3, 1), (1, 1, 5, 2, 10)]; // 3x3 of 1, 4x1 of 10
/// let rects = [(0, 0, 5, 5), (1, 1, 2, 2), (4, 0, 9, 9), (2, 2, 2, 9)];
/// let sums = static_rectangle_add_rectangle_sum::<i64>(&adds, &rects);
/// assert_eq!(sums, vec![49, 11, 10, 0]);
/// ```
pub fn static_rectangle_add_rectangle_sum<T>(
    adds: &[(i64, i64, i64, i64, T)],
    rects: &[(i64, i64, i64, i64)],
) -> Vec<T>
where
    T: Copy + Default + Add<Output = T> + AddAssign + Sub<Output = T> + Mul<Output = T> + From<i64>,
{
    let zero = T::default();
    // A corner (a, b) of weight c adds c (x - a)(y - b) to the prefix sum
    // F(x, y) of every x > a, y > b: c xy - cb x - ca y + cab. A rectangle
    // is two edges of two corners each: at x = l, (l, d) of weight w and
    // (l, u) of -w; at x = r the same with the signs swapped.
    let rank = |ys: &[i64], y: i64| ys.partition_point(|&v| v < y);
    let keep = |&(l, d, r, u): &(i64, i64, i64, i64)| l < r && d < u;
    let adds: Vec<_> = adds
        .iter()
        .filter(|&&(l, d, r, u, _)| keep(&(l, d, r, u)))
        .collect();
    let mut ys: Vec<i64> = adds.iter().flat_map(|a| [a.1, a.3]).collect();
    ys.sort_unstable();
    ys.dedup();
    // Each edge as (x, 2 i + 1 at r), sorted by x; each rectangle asked
    // likewise, its sum being F(r, ...) - F(l, ...).
    let mut edges: Vec<(i64, u32)> = Vec::with_capacity(2 * adds.len());
    let mut ranks = Vec::with_capacity(adds.len());
    for (i, &&(l, d, r, u, _)) in adds.iter().enumerate() {
        edges.extend_from_slice(&[(l, 2 * i as u32), (r, 2 * i as u32 + 1)]);
        ranks.push((rank(&ys, d), rank(&ys, u)));
    }
    edges.sort_unstable_by_key(|e| e.0);
    let mut asks: Vec<(i64, u32)> = Vec::with_capacity(2 * rects.len());
    let mut asked = Vec::with_capacity(rects.len());
    for (i, &(l, d, r, u)) in rects.iter().enumerate() {
        if keep(&(l, d, r, u)) {
            asks.extend_from_slice(&[(l, 2 * i as u32), (r, 2 * i as u32 + 1)]);
        }
        asked.push((rank(&ys, d), rank(&ys, u)));
    }
    asks.sort_unstable_by_key(|a| a.0);
    // The Fenwick tree over y of the four coefficients' sums.
    let mut tree = vec![[zero; 4]; ys.len()];
    let add = |tree: &mut Vec<[T; 4]>, at: usize, v: [T; 4]| {
        let mut k = at + 1;
        while k <= tree.len() {
            for (t, &v) in tree[k - 1].iter_mut().zip(&v) {
                *t += v;
            }
            k += k & k.wrapping_neg();
        }
    };
    let prefix = |tree: &Vec<[T; 4]>, mut k: usize| {
        let mut s = [zero; 4];
        while k > 0 {
            for (t, &v) in s.iter_mut().zip(&tree[k - 1]) {
                *t += v;
            }
            k &= k - 1;
        }
        s
    };
    let mut sums = vec![zero; rects.len()];
    let mut next = 0;
    for &(x, j) in &asks {
        while next < edges.len() && edges[next].0 < x {
            let (a, e) = edges[next];
            let (_, d, _, u, w) = *adds[(e / 2) as usize];
            let (rd, ru) = ranks[(e / 2) as usize];
            let c = if e % 2 == 0 { w } else { zero - w };
            let (ta, td, tu) = (T::from(a), T::from(d), T::from(u));
            let ca = c * ta;
            add(&mut tree, rd, [c, c * td, ca, ca * td]);
            add(
                &mut tree,
                ru,
                [zero - c, zero - c * tu, zero - ca, zero - ca * tu],
            );
            next += 1;
        }
        let (l, d, r, u) = rects[(j / 2) as usize];
        let (rd, ru) = asked[(j / 2) as usize];
        let tx = T::from(if j % 2 == 0 { l } else { r });
        let f = |y: i64, s: [T; 4]| {
            let ty = T::from(y);
            tx * ty * s[0] + s[3] - (tx * s[1] + ty * s[2])
        };
        let inside = f(u, prefix(&tree, ru)) - f(d, prefix(&tree, rd));
        let sum = &mut sums[(j / 2) as usize];
        if j % 2 == 0 {
            *sum = *sum - inside;
        } else {
            *sum += inside;
        }
    }
    sums
}
