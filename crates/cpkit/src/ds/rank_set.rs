//! A set of integers in `0..n` with order statistics: a Fenwick tree of
//! 0/1 counts, so insert, remove, rank, k-th smallest, predecessor and
//! successor each take O(log n), built in O(n). Over any values known up
//! front, keep their sorted list and store indices into it. Verified by
//! `crates/cpkit/verify/ordered-set`.

/// A subset of `0..n` that knows how many of its elements lie below any
/// bound and which is its k-th smallest.
///
/// ```
/// use cpkit::ds::rank_set::RankSet;
/// let mut s = RankSet::from_fn(10, |i| i % 3 == 0); // {0, 3, 6, 9}
/// s.insert(4);
/// s.remove(6);
/// assert_eq!(s.len(), 4); // {0, 3, 4, 9}
/// assert_eq!(s.rank(5), 3); // elements below 5
/// assert_eq!(s.kth(3), Some(9)); // 0-based
/// assert_eq!(s.prev(8), Some(4)); // greatest <= 8
/// assert_eq!(s.next(5), Some(9)); // least >= 5
/// assert_eq!(s.next(10), None);
/// ```
#[derive(Clone, Debug)]
pub struct RankSet {
    /// Fenwick tree (1-based) of the membership counts.
    tree: Vec<u32>,
    present: Vec<bool>,
    len: usize,
}

impl RankSet {
    /// The empty subset of `0..n`.
    pub fn new(n: usize) -> Self {
        RankSet {
            tree: vec![0; n + 1],
            present: vec![false; n],
            len: 0,
        }
    }

    /// The subset of the `i` in `0..n` where `f(i)` holds, in O(n).
    pub fn from_fn<F: FnMut(usize) -> bool>(n: usize, f: F) -> Self {
        let present: Vec<bool> = (0..n).map(f).collect();
        let mut tree = vec![0u32; n + 1];
        for i in 1..=n {
            tree[i] += present[i - 1] as u32;
            let j = i + (i & i.wrapping_neg());
            if j <= n {
                tree[j] += tree[i];
            }
        }
        let len = present.iter().filter(|&&p| p).count();
        RankSet { tree, present, len }
    }

    /// How many elements the set has.
    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether it has none.
    ///
    /// ```
    /// use cpkit::ds::rank_set::RankSet;
    /// assert!(RankSet::new(5).is_empty());
    /// ```
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The `n` of `0..n`, the keys the set may hold.
    #[inline]
    pub fn capacity(&self) -> usize {
        self.present.len()
    }

    /// Whether `i` is in the set. O(1).
    #[inline]
    pub fn contains(&self, i: usize) -> bool {
        self.present[i]
    }

    fn add(&mut self, i: usize, up: bool) {
        let mut k = i + 1;
        while k < self.tree.len() {
            if up {
                self.tree[k] += 1;
            } else {
                self.tree[k] -= 1;
            }
            k += k & k.wrapping_neg();
        }
    }

    /// Adds `i` (`i < n`); `false` if it was there already.
    pub fn insert(&mut self, i: usize) -> bool {
        if self.present[i] {
            return false;
        }
        self.present[i] = true;
        self.len += 1;
        self.add(i, true);
        true
    }

    /// Removes `i` (`i < n`); `false` if it was not there.
    pub fn remove(&mut self, i: usize) -> bool {
        if !self.present[i] {
            return false;
        }
        self.present[i] = false;
        self.len -= 1;
        self.add(i, false);
        true
    }

    /// How many elements are below `i` (any `i`; past `n`, all of them).
    pub fn rank(&self, i: usize) -> usize {
        let mut k = i.min(self.present.len());
        let mut count = 0;
        while k > 0 {
            count += self.tree[k] as usize;
            k &= k - 1;
        }
        count
    }

    /// The `k`-th smallest element, counting from 0; `None` if
    /// `k >= len()`. Binary descent on the tree.
    pub fn kth(&self, mut k: usize) -> Option<usize> {
        if k >= self.len {
            return None;
        }
        let n = self.present.len();
        let mut pos = 0;
        let mut step = if n == 0 {
            0
        } else {
            1 << (usize::BITS - 1 - n.leading_zeros())
        };
        while step > 0 {
            if pos + step <= n && (self.tree[pos + step] as usize) <= k {
                pos += step;
                k -= self.tree[pos] as usize;
            }
            step >>= 1;
        }
        Some(pos)
    }

    /// The greatest element `<= i`, if any.
    pub fn prev(&self, i: usize) -> Option<usize> {
        match self.rank(i.saturating_add(1)) {
            0 => None,
            r => self.kth(r - 1),
        }
    }

    /// The least element `>= i`, if any.
    pub fn next(&self, i: usize) -> Option<usize> {
        self.kth(self.rank(i))
    }
}
