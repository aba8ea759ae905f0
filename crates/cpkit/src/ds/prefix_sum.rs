//! Prefix sums (cumulative sums) of a fixed sequence: O(n) to build from n
//! values, then the sum of any range in O(1), over any type with `+` and
//! `-` (integers, floats, modints). Verified by
//! `crates/cpkit/verify/static-range-sum`.

use super::segtree::bounds;
use std::ops::{Add, RangeBounds, Sub};

/// The sums of every prefix of `n` values, so that the sum of a range is
/// the difference of two of them.
///
/// # Example
///
/// ```
/// use cpkit::ds::prefix_sum::PrefixSum;
/// let a = [3u64, 1, 4, 1, 5];
/// let ps = PrefixSum::new(a.iter().copied(), 0);
/// assert_eq!(ps.len(), 5);
/// assert_eq!(ps.sum(1..4), 6);
/// assert_eq!(ps.sum(..), 14);
/// assert_eq!(ps.sum(2..=2), 4);
/// assert_eq!(ps.sum(3..3), 0);
/// assert_eq!(ps.accum(2), 4); // the first two values
/// ```
#[derive(Clone, Debug)]
pub struct PrefixSum<T> {
    /// `acc[i]`: the sum of the first `i` values; `acc[0]` is the zero.
    acc: Vec<T>,
}

impl<T: Clone + Add<Output = T> + Sub<Output = T>> PrefixSum<T> {
    /// The prefix sums of `values`, starting from `zero` (`0`, `0.0`,
    /// `Mint::new(0)`). O(n).
    pub fn new<I: IntoIterator<Item = T>>(values: I, zero: T) -> Self {
        let values = values.into_iter();
        let mut acc = Vec::with_capacity(values.size_hint().0 + 1);
        let mut sum = zero;
        acc.push(sum.clone());
        for x in values {
            sum = sum + x;
            acc.push(sum.clone());
        }
        PrefixSum { acc }
    }

    /// How many values there are.
    #[inline]
    pub fn len(&self) -> usize {
        self.acc.len() - 1
    }

    /// Whether there are no values.
    ///
    /// ```
    /// use cpkit::ds::prefix_sum::PrefixSum;
    /// assert!(PrefixSum::new(Vec::<i32>::new(), 0).is_empty());
    /// ```
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.acc.len() == 1
    }

    /// The sum of the first `i` values (`i <= n`), the zero for `i = 0`.
    /// O(1).
    #[inline]
    pub fn accum(&self, i: usize) -> T {
        self.acc[i].clone()
    }

    /// The sum of the values in `range` (`a..b`, `a..`, `..=b`, `..`; empty
    /// gives the zero). Panics if the range is out of `0..n` or decreasing.
    /// O(1).
    #[inline]
    pub fn sum<R: RangeBounds<usize>>(&self, range: R) -> T {
        let (l, r) = bounds(range, self.len());
        self.acc[r].clone() - self.acc[l].clone()
    }
}
