//! Range mode queries on a fixed array by square-root decomposition (the
//! modes of all runs of whole blocks, then each loose element checked
//! through its value's list of places): O(n √n) to build, O(√n) a query,
//! O(n) memory; verified by `crates/cpkit/verify/static-range-mode-query`.

use super::segtree::bounds;
use std::ops::RangeBounds;

/// A fixed array of `n` values with the most frequent value of any range
/// (a mode) and its count a query away.
///
/// The array is cut into blocks of about √n; the mode of every run of whole
/// blocks is kept (about n entries). A query starts from the mode of the
/// whole blocks inside its range, count `f`, and looks at the at most 2√n
/// elements outside them: an element at `i` whose value has `f + 1` places
/// in `i..r` (in `l..=i` for the elements on the right) is the new mode,
/// one place further in its value's sorted list of places, so each step is
/// O(1) and `f` grows at most once per element. As in Chan, Durocher,
/// Larsen, Morrison and Wilkinson, "Linear-space data structures for range
/// mode query in arrays" (2012).
///
/// # Example
/// ```
/// use cpkit::ds::range_mode::RangeMode;
///
/// let modes = RangeMode::new(&[3, 7, 1, 2, 1]);
/// assert_eq!(modes.mode(1..5), Some((&1, 2)));
/// assert_eq!(modes.mode(3..4), Some((&2, 1)));
/// assert_eq!(modes.mode(2..2), None);
/// ```
#[derive(Clone, Debug)]
pub struct RangeMode<T> {
    /// The distinct values, sorted; elements are their indices here.
    values: Vec<T>,
    id: Vec<u32>,
    /// The places of each value, in order, one list after another.
    places: Vec<u32>,
    /// For place `i`: where it is in `places`, and where its value's list
    /// starts and ends there; side by side, so the loose elements of a
    /// query, which are consecutive, are read in one sweep.
    span: Vec<[u32; 3]>,
    /// Blocks of `1 << shift` elements: a shift, not a division, per query.
    shift: u32,
    blocks: usize,
    /// `(value, count)` of a mode of blocks `i..=j`, at `i * blocks + j`.
    table: Vec<(u32, u32)>,
}

impl<T: Ord + Clone> RangeMode<T> {
    /// Builds the structure over `a`; O(n √n) time, O(n) memory.
    ///
    /// # Example
    /// ```
    /// use cpkit::ds::range_mode::RangeMode;
    ///
    /// let modes = RangeMode::new(&["b", "a", "b"]);
    /// assert_eq!(modes.len(), 3);
    /// assert_eq!(modes.mode(..), Some((&"b", 2)));
    /// ```
    pub fn new(a: &[T]) -> Self {
        let n = a.len();
        assert!(
            n < u32::MAX as usize,
            "RangeMode::new: {} values is too many",
            n
        );
        let mut order: Vec<u32> = (0..n as u32).collect();
        order.sort_by(|&i, &j| a[i as usize].cmp(&a[j as usize]));
        let mut values: Vec<T> = Vec::new();
        let mut id = vec![0u32; n];
        // Where each value's list starts in `order`, then n.
        let mut starts: Vec<u32> = Vec::new();
        for (k, &i) in order.iter().enumerate() {
            if values.last() != Some(&a[i as usize]) {
                values.push(a[i as usize].clone());
                starts.push(k as u32);
            }
            id[i as usize] = values.len() as u32 - 1;
        }
        starts.push(n as u32);
        let mut span = vec![[0u32; 3]; n];
        for (k, &i) in order.iter().enumerate() {
            let v = id[i as usize] as usize;
            span[i as usize] = [k as u32, starts[v], starts[v + 1]];
        }
        // The sort is stable, so each value's places are in order.
        let places = order;
        // The largest power of two at most √n.
        let mut shift = 0;
        while 1usize << (2 * (shift + 1)) <= n {
            shift += 1;
        }
        let block = 1usize << shift;
        let blocks = (n + block - 1) / block;
        let mut table = vec![(0u32, 0u32); blocks * blocks];
        let mut count = vec![0u32; values.len()];
        for i in 0..blocks {
            let mut best = (0u32, 0u32);
            for j in i * block..n {
                let v = id[j];
                count[v as usize] += 1;
                if count[v as usize] > best.1 {
                    best = (v, count[v as usize]);
                }
                if (j + 1) % block == 0 || j + 1 == n {
                    table[i * blocks + j / block] = best;
                }
            }
            for j in i * block..n {
                count[id[j] as usize] = 0;
            }
        }
        RangeMode {
            values,
            id,
            places,
            span,
            shift,
            blocks,
            table,
        }
    }

    /// The number of values.
    ///
    /// # Example
    /// ```
    /// use cpkit::ds::range_mode::RangeMode;
    ///
    /// assert_eq!(RangeMode::new(&[1, 2]).len(), 2);
    /// ```
    pub fn len(&self) -> usize {
        self.id.len()
    }

    /// Whether there are no values.
    ///
    /// # Example
    /// ```
    /// use cpkit::ds::range_mode::RangeMode;
    ///
    /// assert!(RangeMode::<u8>::new(&[]).is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.id.is_empty()
    }

    /// A most frequent value of the range and how often it occurs there, or
    /// `None` for an empty range; of several modes, any one. O(√n).
    ///
    /// # Example
    /// ```
    /// use cpkit::ds::range_mode::RangeMode;
    ///
    /// let modes = RangeMode::new(&[5, 5, 6, 6, 6, 5]);
    /// assert_eq!(modes.mode(0..5), Some((&6, 3)));
    /// assert_eq!(modes.mode(..).map(|(_, count)| count), Some(3)); // 5 and 6 tie
    /// assert_eq!(modes.mode(..=1), Some((&5, 2)));
    /// ```
    pub fn mode<R: RangeBounds<usize>>(&self, range: R) -> Option<(&T, usize)> {
        let (l, r) = bounds(range, self.len());
        if l == r {
            return None;
        }
        // The whole blocks inside l..r are first_block..end_block.
        let block = 1usize << self.shift;
        let first_block = (l + block - 1) >> self.shift;
        let end_block = r >> self.shift;
        let (mode, mut count, left_end, right_start) = if first_block < end_block {
            let (v, c) = self.table[first_block * self.blocks + end_block - 1];
            (
                v,
                c as usize,
                first_block << self.shift,
                end_block << self.shift,
            )
        } else {
            (self.id[l], 0, r, r)
        };
        // The mode as a value, or as a place whose value it is.
        let mut at = None;
        for (i, &[k, _, end]) in self.span[l..left_end].iter().enumerate() {
            let (k, end) = (k as usize, end as usize);
            while k + count < end && (self.places[k + count] as usize) < r {
                count += 1;
                at = Some(l + i);
            }
        }
        for (i, &[k, start, _]) in self.span[right_start..r].iter().enumerate() {
            let (k, start) = (k as usize, start as usize);
            while k >= start + count && self.places[k - count] as usize >= l {
                count += 1;
                at = Some(right_start + i);
            }
        }
        let mode = at.map_or(mode, |i| self.id[i]);
        Some((&self.values[mode as usize], count))
    }
}
