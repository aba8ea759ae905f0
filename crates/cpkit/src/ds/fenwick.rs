//! A Fenwick tree (binary indexed tree): add to one element and sum any range
//! of `n` values in O(log n), over any type with `+=` and `-` (integers,
//! floats, modints). Verified on Library Checker's `point_add_range_sum`.

use std::ops::{AddAssign, Bound, RangeBounds, Sub};

/// `n` values of type `T`, all starting at the zero `e`, with point updates
/// and range sums.
///
/// ```
/// use cpkit::ds::fenwick::FenwickTree;
/// let mut fw = FenwickTree::new(5, 0i64);
/// fw.add(1, 10);
/// fw.add(3, -4);
/// assert_eq!(fw.sum(..), 6);
/// assert_eq!(fw.sum(2..), -4);
/// assert_eq!(fw.sum(1..=2), 10);
/// assert_eq!(fw.accum(2), 10); // the first two values
/// ```
#[derive(Clone, Debug)]
pub struct FenwickTree<T> {
    /// `ary[i - 1]` holds the sum of the values in `(i - lowbit(i))..i`.
    ary: Vec<T>,
    e: T,
}

impl<T: Clone + AddAssign<T>> FenwickTree<T> {
    /// `n` values, all `e` (the zero of `T`: `0`, `0.0`, `Mint::new(0)`).
    /// O(n).
    ///
    /// ```
    /// use cpkit::ds::fenwick::FenwickTree;
    /// let fw = FenwickTree::new(3, 0u64);
    /// assert_eq!(fw.sum(..), 0);
    /// ```
    pub fn new(n: usize, e: T) -> Self {
        FenwickTree {
            ary: vec![e.clone(); n],
            e,
        }
    }

    /// The tree of `values`, built in O(n) (not n additions).
    ///
    /// ```
    /// use cpkit::ds::fenwick::FenwickTree;
    /// let fw = FenwickTree::from_vec(vec![3, 1, 4, 1, 5], 0);
    /// assert_eq!(fw.sum(1..4), 6);
    /// ```
    pub fn from_vec(values: Vec<T>, e: T) -> Self {
        let n = values.len();
        let mut ary = values;
        // Each node passes its total up to its parent, the next node whose
        // range covers it.
        for i in 1..=n {
            let parent = i + (i & i.wrapping_neg());
            if parent <= n {
                let value = ary[i - 1].clone();
                ary[parent - 1] += value;
            }
        }
        FenwickTree { ary, e }
    }

    /// How many values there are.
    ///
    /// ```
    /// use cpkit::ds::fenwick::FenwickTree;
    /// assert_eq!(FenwickTree::new(7, 0).len(), 7);
    /// ```
    #[inline]
    pub fn len(&self) -> usize {
        self.ary.len()
    }

    /// Whether there are no values.
    ///
    /// ```
    /// use cpkit::ds::fenwick::FenwickTree;
    /// assert!(FenwickTree::new(0, 0).is_empty());
    /// ```
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.ary.is_empty()
    }

    /// The sum of the first `idx` values (`idx <= n`), `e` for `idx = 0`.
    /// O(log n).
    ///
    /// ```
    /// use cpkit::ds::fenwick::FenwickTree;
    /// let fw = FenwickTree::from_vec(vec![1, 2, 3], 0);
    /// assert_eq!(fw.accum(0), 0);
    /// assert_eq!(fw.accum(2), 3);
    /// ```
    #[inline]
    pub fn accum(&self, mut idx: usize) -> T {
        // The slice's own length, not a field, lets the compiler drop the
        // bounds checks in the loops.
        let ary = &self.ary[..];
        assert!(
            idx <= ary.len(),
            "accum({}) on a Fenwick tree of {} values",
            idx,
            ary.len()
        );
        let mut sum = self.e.clone();
        while idx > 0 {
            sum += ary[idx - 1].clone();
            // Drops the lowest set bit: on to the range just before.
            idx &= idx - 1;
        }
        sum
    }

    /// Adds `val` to the value at `idx` (`idx < n`). O(log n).
    ///
    /// ```
    /// use cpkit::ds::fenwick::FenwickTree;
    /// let mut fw = FenwickTree::new(3, 0i32);
    /// fw.add(2, 5);
    /// fw.add(2, -1);
    /// assert_eq!(fw.sum(2..3), 4);
    /// ```
    #[inline]
    pub fn add<U: Clone>(&mut self, idx: usize, val: U)
    where
        T: AddAssign<U>,
    {
        let ary = &mut self.ary[..];
        assert!(
            idx < ary.len(),
            "add at {} on a Fenwick tree of {} values",
            idx,
            ary.len()
        );
        let mut i = idx + 1;
        while i <= ary.len() {
            ary[i - 1] += val.clone();
            // Adds the lowest set bit: on to the next range that covers i.
            i += i & i.wrapping_neg();
        }
    }

    /// The sum of the values in `range` (`a..b`, `a..`, `..=b`, `..`; empty
    /// gives `e`). Panics if the range is out of `0..n` or decreasing.
    /// O(log n).
    ///
    /// ```
    /// use cpkit::ds::fenwick::FenwickTree;
    /// let fw = FenwickTree::from_vec(vec![1, 2, 3, 4], 0);
    /// assert_eq!(fw.sum(1..3), 5);
    /// assert_eq!(fw.sum(..=1), 3);
    /// assert_eq!(fw.sum(2..2), 0);
    /// ```
    #[inline]
    pub fn sum<R: RangeBounds<usize>>(&self, range: R) -> T
    where
        T: Sub<Output = T>,
    {
        let end = match range.end_bound() {
            Bound::Included(&r) => r + 1,
            Bound::Excluded(&r) => r,
            Bound::Unbounded => self.ary.len(),
        };
        let start = match range.start_bound() {
            Bound::Included(&l) => l,
            Bound::Excluded(&l) => l + 1,
            Bound::Unbounded => return self.accum(end),
        };
        assert!(
            start <= end,
            "sum over the decreasing range {}..{}",
            start,
            end
        );
        self.accum(end) - self.accum(start)
    }
}
