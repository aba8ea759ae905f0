//! A Li Chao tree: add lines `y = a x + b` (or segments of them) and ask
//! for the least `y` at any of `n` points given up front; `add_line` and
//! `min` in O(log n), `add_segment` in O(log² n), no recursion. Verified by
//! `crates/cpkit/verify/line-add-get-min` and, for segments,
//! `crates/cpkit/verify/segment-add-get-min`.

/// The lower envelope of lines over fixed points `xs`, in `i64`: every
/// `a x + b` must fit (|a x| and |b| below 2^62 say).
///
/// ```
/// use cpkit::ds::li_chao_tree::LiChaoTree;
/// let mut t = LiChaoTree::new(vec![-3, 0, 1, 10]);
/// assert_eq!(t.min(0), None);
/// t.add_line(1, 0); // y = x
/// t.add_line(-1, 2); // y = 2 - x
/// assert_eq!(t.min(-3), Some(-3));
/// assert_eq!(t.min(1), Some(1));
/// assert_eq!(t.min(10), Some(-8));
/// t.add_segment(0, 2, 5, -100); // y = 5 x - 100 on 0 <= x < 2 only
/// assert_eq!(t.min(1), Some(-95));
/// assert_eq!(t.min(10), Some(-8));
/// ```
#[derive(Clone, Debug)]
pub struct LiChaoTree {
    /// The points, sorted and distinct, padded to `size` with the last.
    xs: Vec<i64>,
    n: usize,
    /// Leaves from `size`, a power of two at least `n`.
    size: usize,
    /// Per node, the line that is least at the middle of its range among
    /// those kept there; `NONE` for none.
    lines: Vec<(i64, i64)>,
}

/// No line: `0 x + i64::MAX`, never less than a real line's value and never
/// overflowing (so adding that very line adds nothing).
const NONE: (i64, i64) = (0, i64::MAX);

#[inline]
fn eval((a, b): (i64, i64), x: i64) -> i64 {
    a * x + b
}

impl LiChaoTree {
    /// The tree over the points `xs` (any order, repeats allowed), with no
    /// line yet. O(n log n) for the sort.
    ///
    /// ```
    /// use cpkit::ds::li_chao_tree::LiChaoTree;
    /// let t = LiChaoTree::new(vec![5, 1, 5]);
    /// assert_eq!(t.len(), 2);
    /// ```
    pub fn new(mut xs: Vec<i64>) -> Self {
        xs.sort_unstable();
        xs.dedup();
        let n = xs.len();
        let size = n.next_power_of_two();
        if let Some(&last) = xs.last() {
            xs.resize(size, last);
        }
        LiChaoTree {
            xs,
            n,
            size,
            lines: vec![NONE; 2 * size],
        }
    }

    /// How many distinct points there are.
    #[inline]
    pub fn len(&self) -> usize {
        self.n
    }

    /// Whether there are no points.
    ///
    /// ```
    /// use cpkit::ds::li_chao_tree::LiChaoTree;
    /// assert!(LiChaoTree::new(vec![]).is_empty());
    /// ```
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    /// Adds the line `y = a x + b` at every point. O(log n).
    pub fn add_line(&mut self, a: i64, b: i64) {
        if self.n > 0 {
            self.insert(1, 0, self.size, (a, b));
        }
    }

    /// Adds `y = a x + b` on the points with `x_lo <= x < x_hi` only.
    /// O(log² n).
    ///
    /// ```
    /// use cpkit::ds::li_chao_tree::LiChaoTree;
    /// let mut t = LiChaoTree::new((0..8).collect());
    /// t.add_segment(2, 5, 0, 7);
    /// let got: Vec<_> = (0..8).map(|x| t.min(x)).collect();
    /// assert_eq!(got[1..6], [None, Some(7), Some(7), Some(7), None]);
    /// ```
    pub fn add_segment(&mut self, x_lo: i64, x_hi: i64, a: i64, b: i64) {
        let xs = &self.xs[..self.n];
        let mut l = xs.partition_point(|&x| x < x_lo) + self.size;
        let mut r = xs.partition_point(|&x| x < x_hi) + self.size;
        // The canonical nodes of [l, r), as in a bottom-up segment tree;
        // `width` is their number of leaves at the current height.
        let mut width = 1;
        while l < r {
            if l & 1 == 1 {
                let lo = (l - self.size / width) * width;
                self.insert(l, lo, lo + width, (a, b));
                l += 1;
            }
            if r & 1 == 1 {
                r -= 1;
                let lo = (r - self.size / width) * width;
                self.insert(r, lo, lo + width, (a, b));
            }
            l >>= 1;
            r >>= 1;
            width <<= 1;
        }
    }

    /// Pushes `line` into node `k`, whose leaves are `lo..hi`: the better
    /// line at the middle stays, the other goes down the one side where it
    /// may still be better (two lines cross at most once).
    fn insert(&mut self, mut k: usize, mut lo: usize, mut hi: usize, mut line: (i64, i64)) {
        loop {
            let mid = (lo + hi) / 2;
            let (xl, xm, xr) = (self.xs[lo], self.xs[mid], self.xs[hi - 1]);
            let cur = &mut self.lines[k];
            if eval(line, xm) < eval(*cur, xm) {
                std::mem::swap(cur, &mut line);
            }
            if hi - lo == 1 {
                return;
            }
            // `line` is now no better at xs[mid], the first leaf on the right.
            if eval(line, xl) < eval(*cur, xl) {
                k *= 2;
                hi = mid;
            } else if eval(line, xr) < eval(*cur, xr) {
                k = 2 * k + 1;
                lo = mid;
            } else {
                return;
            }
        }
    }

    /// The least `a x + b` over the lines added at `x`, `None` if none
    /// covers it. Panics if `x` is not one of the points. O(log n).
    pub fn min(&self, x: i64) -> Option<i64> {
        let i = self.xs[..self.n].binary_search(&x).unwrap_or_else(|_| {
            panic!("{} is not one of the Li Chao tree's points", x);
        });
        self.min_at(i)
    }

    /// [`min`](Self::min) at the `i`-th point in increasing order, without
    /// the search (`i < len()`).
    ///
    /// ```
    /// use cpkit::ds::li_chao_tree::LiChaoTree;
    /// let mut t = LiChaoTree::new(vec![10, 20]);
    /// t.add_line(2, 1);
    /// assert_eq!(t.min_at(1), Some(41));
    /// ```
    pub fn min_at(&self, i: usize) -> Option<i64> {
        assert!(i < self.n, "point {} of {}", i, self.n);
        let x = self.xs[i];
        let mut k = i + self.size;
        let mut best: Option<i64> = None;
        // A line that covers x sits on x's leaf or one of its ancestors.
        while k > 0 {
            let line = self.lines[k];
            if line != NONE {
                let y = eval(line, x);
                best = Some(best.map_or(y, |b| b.min(y)));
            }
            k >>= 1;
        }
        best
    }
}
