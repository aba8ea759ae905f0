//! An interval heap: a double-ended priority queue in one array, each node
//! a pair (low, high) whose interval holds its children's; `push`,
//! `pop_min` and `pop_max` in O(log n), the minimum and maximum in O(1),
//! built in O(n). Verified by `crates/cpkit/verify/double-ended-priority-queue`.

/// A multiset of `T` that gives up its least or its greatest element.
///
/// ```
/// use cpkit::ds::interval_heap::IntervalHeap;
/// let mut h: IntervalHeap<i64> = vec![5, 1, 4, 1].into();
/// h.push(9);
/// assert_eq!((h.peek_min(), h.peek_max()), (Some(&1), Some(&9)));
/// assert_eq!(h.pop_max(), Some(9));
/// assert_eq!(h.pop_min(), Some(1));
/// assert_eq!(h.pop_min(), Some(1));
/// assert_eq!(h.pop_max(), Some(5));
/// assert_eq!(h.len(), 1);
/// ```
#[derive(Clone, Debug)]
pub struct IntervalHeap<T: Ord> {
    /// Node k is `data[2k]` (its low) and `data[2k + 1]` (its high); the
    /// last node may hold one element, both its low and its high.
    data: Vec<T>,
}

impl<T: Ord> Default for IntervalHeap<T> {
    fn default() -> Self {
        IntervalHeap::new()
    }
}

impl<T: Ord> From<Vec<T>> for IntervalHeap<T> {
    /// The heap of `values`, in O(n): each node fixed from the last one up.
    fn from(values: Vec<T>) -> Self {
        let mut h = IntervalHeap { data: values };
        let nodes = (h.data.len() + 1) / 2;
        for k in (0..nodes).rev() {
            h.fix_pair(2 * k);
            h.sift_down_min(2 * k);
            h.sift_down_max(h.high_of(k));
        }
        h
    }
}

impl<T: Ord> IntervalHeap<T> {
    /// An empty heap.
    pub fn new() -> Self {
        IntervalHeap { data: Vec::new() }
    }

    /// How many elements there are.
    #[inline]
    pub fn len(&self) -> usize {
        self.data.len()
    }

    /// Whether there are none.
    ///
    /// ```
    /// use cpkit::ds::interval_heap::IntervalHeap;
    /// assert!(IntervalHeap::<u8>::new().is_empty());
    /// ```
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    /// The index of node k's high (its low when it holds one element).
    #[inline]
    fn high_of(&self, k: usize) -> usize {
        if 2 * k + 1 < self.data.len() {
            2 * k + 1
        } else {
            2 * k
        }
    }

    /// Orders the pair whose low is at `low`, if it is a pair.
    #[inline]
    fn fix_pair(&mut self, low: usize) {
        if low + 1 < self.data.len() && self.data[low] > self.data[low + 1] {
            self.data.swap(low, low + 1);
        }
    }

    /// A least element. O(1).
    #[inline]
    pub fn peek_min(&self) -> Option<&T> {
        self.data.first()
    }

    /// A greatest element. O(1).
    #[inline]
    pub fn peek_max(&self) -> Option<&T> {
        self.data.get(1).or_else(|| self.data.first())
    }

    /// Moves the element at `i` up while it is below its ancestors' lows.
    fn sift_up_min(&mut self, mut i: usize) {
        while i >= 2 {
            let parent_low = ((i / 2 - 1) / 2) * 2;
            if self.data[i] < self.data[parent_low] {
                self.data.swap(i, parent_low);
                i = parent_low;
            } else {
                break;
            }
        }
    }

    /// Moves the element at `i` up while it is above its ancestors' highs.
    fn sift_up_max(&mut self, mut i: usize) {
        while i >= 2 {
            let parent_high = ((i / 2 - 1) / 2) * 2 + 1;
            if self.data[i] > self.data[parent_high] {
                self.data.swap(i, parent_high);
                i = parent_high;
            } else {
                break;
            }
        }
    }

    /// Adds `x`. O(log n).
    pub fn push(&mut self, x: T) {
        self.data.push(x);
        let i = self.data.len() - 1;
        if i % 2 == 1 {
            // The last node became a pair: order it, then the new element
            // rises on its side.
            if self.data[i - 1] > self.data[i] {
                self.data.swap(i - 1, i);
                self.sift_up_min(i - 1);
            } else {
                self.sift_up_max(i);
            }
        } else if i >= 2 {
            // A lone element is both ends of its node.
            let parent = (i / 2 - 1) / 2;
            if self.data[i] < self.data[2 * parent] {
                self.sift_up_min(i);
            } else if self.data[i] > self.data[2 * parent + 1] {
                self.sift_up_max(i);
            }
        }
    }

    /// Moves the low at `pos` down while a child's low is below it.
    fn sift_down_min(&mut self, mut pos: usize) {
        let n = self.data.len();
        loop {
            let k = pos / 2;
            let (c1, c2) = (4 * k + 2, 4 * k + 4);
            if c1 >= n {
                return;
            }
            let m = if c2 < n && self.data[c2] < self.data[c1] {
                c2
            } else {
                c1
            };
            if self.data[m] >= self.data[pos] {
                return;
            }
            self.data.swap(m, pos);
            pos = m;
            // What came down may be above the child's high: swap, and the
            // old high sinks on as the low.
            self.fix_pair(pos);
        }
    }

    /// Moves the high at `pos` down while a child's high is above it.
    fn sift_down_max(&mut self, mut pos: usize) {
        let n = self.data.len();
        loop {
            let k = pos / 2;
            let (c1, c2) = (2 * k + 1, 2 * k + 2);
            if 2 * c1 >= n {
                return;
            }
            let mut m = self.high_of(c1);
            if 2 * c2 < n {
                let h2 = self.high_of(c2);
                if self.data[h2] > self.data[m] {
                    m = h2;
                }
            }
            if self.data[m] <= self.data[pos] {
                return;
            }
            self.data.swap(m, pos);
            pos = m;
            if pos % 2 == 0 {
                // A lone element: the last node, with no children.
                return;
            }
            if self.data[pos - 1] > self.data[pos] {
                self.data.swap(pos - 1, pos);
            }
        }
    }

    /// Removes and returns a least element, `None` if empty. O(log n).
    pub fn pop_min(&mut self) -> Option<T> {
        if self.data.len() <= 2 {
            return if self.data.is_empty() {
                None
            } else {
                Some(self.data.remove(0))
            };
        }
        let min = self.data.swap_remove(0);
        self.fix_pair(0);
        self.sift_down_min(0);
        Some(min)
    }

    /// Removes and returns a greatest element, `None` if empty. O(log n).
    pub fn pop_max(&mut self) -> Option<T> {
        if self.data.len() <= 2 {
            return self.data.pop();
        }
        let max = self.data.swap_remove(1);
        self.fix_pair(0);
        self.sift_down_max(1);
        Some(max)
    }
}
