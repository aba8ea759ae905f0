//! A sparse table: after O(n log n) preprocessing, answers a range query of
//! an idempotent operation (min, max, gcd, bitwise and/or) in O(1).
//! Verified by `crates/cpkit/verify/staticrmq`.
//!
//! Row `k` holds the operation over every window of `2^k` values; a range
//! `l..r` is covered by the two (overlapping) windows of the largest `2^k`
//! that fits, which is why the operation must be idempotent: `op(x, x) = x`.

use std::ops::{Bound, RangeBounds};

/// A sparse table over a fixed slice, for an idempotent, associative
/// operation `op` (`op(x, x) == x`).
///
/// Memory is n · (⌊log₂ n⌋ + 1) values.
///
/// # Example
///
/// ```
/// use cpkit::ds::sparse_table::SparseTable;
///
/// let table = SparseTable::new(&[5, 2, 8, 1, 9], |a: u32, b: u32| a.min(b));
/// assert_eq!(table.query(0..3), Some(2));
/// assert_eq!(table.query(1..=4), Some(1));
/// assert_eq!(table.query(2..2), None);
/// ```
#[derive(Clone)]
pub struct SparseTable<T, F> {
    /// Row `k` (at `k * n`) holds `op` over `values[i .. i + 2^k]` at `i`,
    /// for every `i + 2^k <= n`; the rest of the row is never read.
    rows: Vec<T>,
    n: usize,
    op: F,
}

impl<T: Copy, F: Fn(T, T) -> T> SparseTable<T, F> {
    /// The table of `values` under `op`, in O(n log n).
    ///
    /// # Example
    ///
    /// ```
    /// use cpkit::ds::sparse_table::SparseTable;
    ///
    /// let gcd = |mut a: u64, mut b: u64| {
    ///     while b != 0 {
    ///         let t = a % b;
    ///         a = b;
    ///         b = t;
    ///     }
    ///     a
    /// };
    /// let table = SparseTable::new(&[12, 18, 30, 7], gcd);
    /// assert_eq!(table.query(0..3), Some(6));
    /// ```
    pub fn new(values: &[T], op: F) -> Self {
        let n = values.len();
        let levels = if n == 0 { 1 } else { log2(n) + 1 };
        let mut rows = Vec::with_capacity(n * levels);
        rows.extend_from_slice(values);
        for k in 1..levels {
            let half = 1 << (k - 1);
            let prev = (k - 1) * n;
            for i in 0..n {
                let value = if i + 2 * half <= n {
                    op(rows[prev + i], rows[prev + i + half])
                } else {
                    // Never read: any value keeps the rows aligned.
                    rows[prev + i]
                };
                rows.push(value);
            }
        }
        SparseTable { rows, n, op }
    }

    /// The number of values.
    ///
    /// ```
    /// use cpkit::ds::sparse_table::SparseTable;
    ///
    /// assert_eq!(SparseTable::new(&[1, 2, 3], |a: i32, b: i32| a.max(b)).len(), 3);
    /// ```
    pub fn len(&self) -> usize {
        self.n
    }

    /// Whether there are no values.
    ///
    /// ```
    /// use cpkit::ds::sparse_table::SparseTable;
    ///
    /// assert!(SparseTable::new(&[], |a: i32, b: i32| a.max(b)).is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    /// `op` over the values in `range`, in O(1); `None` if the range is
    /// empty.
    ///
    /// # Panics
    ///
    /// If the range ends past [`len`](Self::len) or starts after it ends.
    ///
    /// # Example
    ///
    /// ```
    /// use cpkit::ds::sparse_table::SparseTable;
    ///
    /// let table = SparseTable::new(&[3, 1, 4, 1, 5], |a: i32, b: i32| a.max(b));
    /// assert_eq!(table.query(..), Some(5));
    /// assert_eq!(table.query(..2), Some(3));
    /// assert_eq!(table.query(3..3), None);
    /// ```
    pub fn query(&self, range: impl RangeBounds<usize>) -> Option<T> {
        let l = match range.start_bound() {
            Bound::Included(&l) => l,
            Bound::Excluded(&l) => l + 1,
            Bound::Unbounded => 0,
        };
        let r = match range.end_bound() {
            Bound::Included(&r) => r + 1,
            Bound::Excluded(&r) => r,
            Bound::Unbounded => self.n,
        };
        assert!(
            l <= r && r <= self.n,
            "range {}..{} out of a sparse table of length {}",
            l,
            r,
            self.n
        );
        if l == r {
            return None;
        }
        Some(self.fold(l, r))
    }

    /// `op` over `values[l..r]` for a non-empty range `l < r <= len`, in
    /// O(1): [`query`](Self::query) without the `Option`.
    ///
    /// # Panics
    ///
    /// If `l >= r` or `r > len`.
    ///
    /// # Example
    ///
    /// ```
    /// use cpkit::ds::sparse_table::SparseTable;
    ///
    /// let table = SparseTable::new(&[3, 1, 4, 1, 5], |a: i32, b: i32| a.min(b));
    /// assert_eq!(table.fold(2, 5), 1);
    /// ```
    pub fn fold(&self, l: usize, r: usize) -> T {
        assert!(
            l < r && r <= self.n,
            "fold({}, {}) of a sparse table of length {}",
            l,
            r,
            self.n
        );
        let k = log2(r - l);
        let row = k * self.n;
        (self.op)(self.rows[row + l], self.rows[row + r - (1 << k)])
    }
}

impl<T: std::fmt::Debug, F> std::fmt::Debug for SparseTable<T, F> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SparseTable")
            .field("values", &&self.rows[..self.n])
            .finish()
    }
}

/// ⌊log₂ x⌋ for x ≥ 1.
fn log2(x: usize) -> usize {
    (usize::BITS - 1 - x.leading_zeros()) as usize
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn min_table(values: &[i64]) -> SparseTable<i64, fn(i64, i64) -> i64> {
        SparseTable::new(values, |a, b| a.min(b))
    }

    #[test]
    fn one_value() {
        let table = min_table(&[7]);
        assert_eq!(table.len(), 1);
        assert_eq!(table.query(0..1), Some(7));
        assert_eq!(table.query(0..0), None);
        assert_eq!(table.query(1..1), None);
    }

    #[test]
    fn empty_table_has_only_the_empty_range() {
        let table = min_table(&[]);
        assert!(table.is_empty());
        assert_eq!(table.query(..), None);
    }

    #[test]
    fn windows_of_every_power_of_two_and_the_full_range() {
        let values: Vec<i64> = (0..17).map(|i| (i * 7 % 17) as i64).collect();
        let table = min_table(&values);
        for len in [1, 2, 4, 8, 16, 17] {
            for l in 0..=17 - len {
                let want = values[l..l + len].iter().copied().min();
                assert_eq!(table.query(l..l + len), want, "{}..{}", l, l + len);
            }
        }
    }

    #[test]
    #[should_panic(expected = "fold(2, 4) of a sparse table of length 3")]
    fn fold_past_the_end_panics_even_where_the_next_row_would_answer() {
        min_table(&[1, 2, 3]).fold(2, 4);
    }

    #[test]
    #[should_panic(expected = "out of a sparse table of length 3")]
    fn a_range_past_the_end_panics() {
        min_table(&[1, 2, 3]).query(1..4);
    }

    proptest! {
        #[test]
        fn min_and_max_agree_with_a_scan(
            values in proptest::collection::vec(-1000i64..1000, 0..70),
            ranges in proptest::collection::vec((0usize..71, 0usize..71), 1..40),
        ) {
            let mins = min_table(&values);
            let maxs = SparseTable::new(&values, |a: i64, b: i64| a.max(b));
            for (a, b) in ranges {
                let (l, r) = (a.min(b).min(values.len()), a.max(b).min(values.len()));
                prop_assert_eq!(mins.query(l..r), values[l..r].iter().copied().min());
                prop_assert_eq!(maxs.query(l..r), values[l..r].iter().copied().max());
            }
        }
    }
}
