//! Range majority, offline: the value that fills more than half of a range,
//! if any, under point updates announced up front; a segment tree of
//! Boyer–Moore votes names the only candidate and a range frequency counts
//! it, so a query or an update takes O(log n), the build
//! O((n + u) log(n + u)). Verified by `crates/cpkit/verify/majority-voting`.

use super::range_frequency::RangeFrequency;
use super::segtree::{bounds, Monoid, Segtree};
use std::ops::RangeBounds;

/// Boyer–Moore majority votes: (candidate, its lead over the others). The
/// fold of a range names its majority value whenever it has one.
#[derive(Clone, Debug)]
enum Vote {}

impl Monoid for Vote {
    type S = (u32, u32);
    #[inline]
    fn identity() -> (u32, u32) {
        (0, 0)
    }
    #[inline]
    fn binary_operation(&(x, c): &(u32, u32), &(y, d): &(u32, u32)) -> (u32, u32) {
        if x == y {
            (x, c + d)
        } else if c >= d {
            (x, c - d)
        } else {
            (y, d - c)
        }
    }
}

/// A sequence of `T` that names the majority value of any range: one that
/// occurs in more than half of its positions. Offline: `new` is told every
/// `(position, value)` that `set` will later write.
///
/// # Example
///
/// ```
/// use cpkit::ds::range_majority::RangeMajority;
/// let a = [3u32, 1, 3, 3, 2];
/// let mut seq = RangeMajority::new(&a, &[(2, 1)]);
/// assert_eq!(seq.majority(..), Some(&3)); // 3 of 5
/// assert_eq!(seq.majority(1..3), None); // 1 and 3: no majority
/// assert_eq!(seq.majority(2..4), Some(&3));
/// seq.set(2, 1); // 3 1 1 3 2
/// assert_eq!(seq.majority(..), None);
/// assert_eq!(seq.majority(..3), Some(&1));
/// assert_eq!(seq.get(2), &1);
/// ```
#[derive(Clone, Debug)]
pub struct RangeMajority<T: Ord + Clone> {
    /// The votes of the values' key indices in `count`.
    votes: Segtree<Vote>,
    count: RangeFrequency<T>,
}

impl<T: Ord + Clone> RangeMajority<T> {
    /// The sequence `a`, to be changed only by `set(k, v)` for `(k, v)` in
    /// `updates` (in any order, any number of times).
    /// O((n + u) log(n + u)).
    pub fn new(a: &[T], updates: &[(usize, T)]) -> Self {
        let count = RangeFrequency::new(a, updates);
        let votes = (0..a.len())
            .map(|k| (count.key(k) as u32, 1))
            .collect::<Vec<_>>()
            .into();
        RangeMajority { votes, count }
    }

    /// How many positions there are.
    #[inline]
    pub fn len(&self) -> usize {
        self.count.len()
    }

    /// Whether there are none.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.count.is_empty()
    }

    /// The value at position `k`. O(1).
    pub fn get(&self, k: usize) -> &T {
        self.count.get(k)
    }

    /// Sets position `k` to `v`, one of the updates given to `new`.
    /// O(log n).
    pub fn set(&mut self, k: usize, v: T) {
        self.count.set(k, v);
        self.votes.set(k, (self.count.key(k) as u32, 1));
    }

    /// The value that occurs in more than half of the positions of `range`,
    /// `None` if no value does (or the range is empty). O(log n).
    pub fn majority<R: RangeBounds<usize>>(&self, range: R) -> Option<&T> {
        let (l, r) = bounds(range, self.len());
        let (g, _) = self.votes.prod(l..r);
        if l < r && 2 * self.count.count_key(l..r, g as usize) > r - l {
            Some(&self.count.keys()[g as usize])
        } else {
            None
        }
    }
}
