//! Offline 2D sums: weights added to points known up front, and the sum
//! over any axis-parallel rectangle, both in O(log² n); a Fenwick tree
//! over x whose nodes are Fenwick trees over the y of their points, built
//! in O(n log n) time and memory. Its dual, [`RectangleAddPointGet`]: weights
//! added to rectangles known up front, and the total at any point, the same
//! costs. Verified on Library Checker's `point_add_rectangle_sum`
//! (`crates/cpkit/verify/point-add-rectangle-sum`) and
//! `rectangle_add_point_get` (`crates/cpkit/verify/rectangle-add-point-get`).

use std::ops::{AddAssign, Sub};

/// Weights of type `T` (integers, floats, modints: `+=`, `-` and zero as
/// `Default`) on the points given to [`new`](Self::new).
///
/// ```
/// use cpkit::ds::rectangle_sum::RectangleSum;
/// // (x, y, first weight); (3, 1) and (2, 5) get theirs later.
/// let mut t = RectangleSum::new(&[(0, 0, 100), (2, 5, 0), (3, 1, 0), (2, 5, 0)]);
/// t.add(2, 5, 10);
/// t.add(3, 1, 1);
/// assert_eq!(t.sum(0, 0, 4, 6), 111); // 0 <= x < 4, 0 <= y < 6
/// assert_eq!(t.sum(1, 1, 4, 6), 11);
/// assert_eq!(t.sum(2, 2, 3, 5), 0); // y = 5 is not below 5
/// ```
#[derive(Clone, Debug)]
pub struct RectangleSum<T> {
    /// The distinct x coordinates, sorted.
    xs: Vec<i64>,
    /// Node `i` (1-based, over `xs`) owns `ys[start[i - 1]..start[i]]`: the
    /// sorted distinct y of the points in its x range.
    start: Vec<usize>,
    ys: Vec<i64>,
    /// Each node's Fenwick tree over its `ys`, laid out alike.
    tree: Vec<T>,
}

impl<T: Copy + Default + AddAssign + Sub<Output = T>> RectangleSum<T> {
    /// The structure over `points` `(x, y, w)` (repeats allowed), each
    /// with its first weight `w`: give the points that only later queries
    /// will add weight `T::default()`. O(n log n), not n additions.
    pub fn new(points: &[(i64, i64, T)]) -> Self {
        let mut xs: Vec<i64> = points.iter().map(|p| p.0).collect();
        xs.sort_unstable();
        xs.dedup();
        let m = xs.len();
        // Each node collects the y of every point in its range; a point at
        // x-rank k belongs to nodes k + 1, then up by the lowest set bit.
        let mut by_y: Vec<(i64, usize, T)> = points
            .iter()
            .map(|&(x, y, w)| (y, xs.binary_search(&x).unwrap() + 1, w))
            .collect();
        by_y.sort_unstable_by_key(|p| p.0);
        let mut count = vec![0usize; m + 1];
        for &(_, k, _) in &by_y {
            let mut i = k;
            while i <= m {
                count[i] += 1;
                i += i & i.wrapping_neg();
            }
        }
        let mut start = vec![0usize; m + 1];
        for i in 1..=m {
            start[i] = start[i - 1] + count[i];
        }
        // In order of y, so every node's list comes out sorted.
        // fill[i]: where node i's next y goes, from the start of its room.
        let mut fill: Vec<usize> = (0..=m).map(|i| start[i.saturating_sub(1)]).collect();
        let mut ys = vec![0i64; start[m]];
        let mut weights = vec![T::default(); start[m]];
        for &(y, k, w) in &by_y {
            let mut i = k;
            while i <= m {
                // Nodes keep each y once, with the weights there summed.
                if fill[i] == start[i - 1] || ys[fill[i] - 1] != y {
                    ys[fill[i]] = y;
                    fill[i] += 1;
                }
                weights[fill[i] - 1] += w;
                i += i & i.wrapping_neg();
            }
        }
        // Compact away the room the repeats left, and make each node's
        // weights a Fenwick tree in place: each entry passes its total to
        // its parent.
        let mut compact = Vec::with_capacity(ys.len());
        let mut tree = Vec::with_capacity(ys.len());
        let mut new_start = vec![0usize; m + 1];
        for i in 1..=m {
            compact.extend_from_slice(&ys[start[i - 1]..fill[i]]);
            let base = tree.len();
            tree.extend_from_slice(&weights[start[i - 1]..fill[i]]);
            let node = &mut tree[base..];
            for j in 1..=node.len() {
                let parent = j + (j & j.wrapping_neg());
                if parent <= node.len() {
                    let w = node[j - 1];
                    node[parent - 1] += w;
                }
            }
            new_start[i] = compact.len();
        }
        RectangleSum {
            xs,
            start: new_start,
            ys: compact,
            tree,
        }
    }

    /// Adds `w` to the weight at `(x, y)`, which must be one of the points.
    /// O(log² n).
    pub fn add(&mut self, x: i64, y: i64, w: T) {
        let k = match self.xs.binary_search(&x) {
            Ok(k) => k,
            Err(_) => panic!("({}, {}) is not one of the points", x, y),
        };
        let mut i = k + 1;
        while i < self.start.len() {
            let (s, e) = (self.start[i - 1], self.start[i]);
            let ys = &self.ys[s..e];
            let j = match ys.binary_search(&y) {
                Ok(j) => j,
                Err(_) => panic!("({}, {}) is not one of the points", x, y),
            };
            let tree = &mut self.tree[s..e];
            let mut j = j + 1;
            while j <= tree.len() {
                tree[j - 1] += w;
                j += j & j.wrapping_neg();
            }
            i += i & i.wrapping_neg();
        }
    }

    /// The weight node `i` holds at `y_lo <= y < y_hi`.
    #[inline]
    fn node_sum(&self, i: usize, y_lo: i64, y_hi: i64) -> T {
        let (s, e) = (self.start[i - 1], self.start[i]);
        let ys = &self.ys[s..e];
        let tree = &self.tree[s..e];
        let (lo, hi) = (
            ys.partition_point(|&y| y < y_lo),
            ys.partition_point(|&y| y < y_hi),
        );
        let mut sum = T::default();
        // hi's prefix minus lo's: once the two walks meet they visit the
        // same nodes, which cancel, so they stop there.
        let (mut a, mut b) = (hi, lo);
        while a != b {
            if a > b {
                sum += tree[a - 1];
                a &= a - 1;
            } else {
                sum = sum - tree[b - 1];
                b &= b - 1;
            }
        }
        sum
    }

    /// The sum of the weights at points with `x_lo <= x < x_hi` and
    /// `y_lo <= y < y_hi` (zero for an empty rectangle). O(log² n).
    pub fn sum(&self, x_lo: i64, y_lo: i64, x_hi: i64, y_hi: i64) -> T {
        if x_lo >= x_hi || y_lo >= y_hi {
            return T::default();
        }
        let mut sum = T::default();
        // The same meeting walks over x: nodes on both chains cancel.
        let mut a = self.xs.partition_point(|&x| x < x_hi);
        let mut b = self.xs.partition_point(|&x| x < x_lo);
        while a != b {
            if a > b {
                sum += self.node_sum(a, y_lo, y_hi);
                a &= a - 1;
            } else {
                sum = sum - self.node_sum(b, y_lo, y_hi);
                b &= b - 1;
            }
        }
        sum
    }
}

/// Weights of type `T` added to the rectangles given to [`new`](Self::new),
/// and the total weight on any point: [`RectangleSum`] over the rectangles'
/// corners (a rectangle's weight is four corner weights, +w at `(l, d)` and
/// `(r, u)`, -w at `(l, u)` and `(r, d)`, and a point's total is the sum of
/// the corners at or below and left of it). Coordinates below `i64::MAX`.
///
/// ```
/// use cpkit::ds::rectangle_sum::RectangleAddPointGet;
/// // (l, d, r, u, first weight): [l, r) x [d, u); the second gets its later.
/// let mut t = RectangleAddPointGet::new(&[(0, 0, 4, 4, 1), (2, 2, 6, 3, 0)]);
/// assert_eq!(t.get(3, 2), 1);
/// t.add(2, 2, 6, 3, 10);
/// assert_eq!(t.get(3, 2), 11);
/// assert_eq!(t.get(5, 2), 10);
/// assert_eq!(t.get(4, 4), 0); // r and u are outside
/// ```
#[derive(Clone, Debug)]
pub struct RectangleAddPointGet<T> {
    corners: RectangleSum<T>,
}

impl<T: Copy + Default + AddAssign + Sub<Output = T>> RectangleAddPointGet<T> {
    /// The structure over `rects` `(l, d, r, u, w)`, each the cells
    /// `l <= x < r`, `d <= y < u` with its first weight `w`: give the
    /// rectangles that only later will get weight `T::default()`. O(n log n).
    pub fn new(rects: &[(i64, i64, i64, i64, T)]) -> Self {
        let mut corners = Vec::with_capacity(4 * rects.len());
        for &(l, d, r, u, w) in rects {
            let minus = T::default() - w;
            corners.extend_from_slice(&[(l, d, w), (l, u, minus), (r, d, minus), (r, u, w)]);
        }
        RectangleAddPointGet {
            corners: RectangleSum::new(&corners),
        }
    }

    /// Adds `w` to every cell of `[l, r) x [d, u)`, which must be one of the
    /// rectangles. O(log² n).
    pub fn add(&mut self, l: i64, d: i64, r: i64, u: i64, w: T) {
        let minus = T::default() - w;
        self.corners.add(l, d, w);
        self.corners.add(l, u, minus);
        self.corners.add(r, d, minus);
        self.corners.add(r, u, w);
    }

    /// The total weight of the rectangles holding the point `(x, y)`.
    /// O(log² n).
    pub fn get(&self, x: i64, y: i64) -> T {
        self.corners.sum(i64::MIN, i64::MIN, x + 1, y + 1)
    }
}
