//! A disjoint set union that can undo its merges, newest first, keeping a
//! sum of values over each group: union by size without path compression,
//! so `leader`, `merge`, `add` and `sum` take O(log n) and `rollback` O(1)
//! per merge undone. Verified by
//! `crates/cpkit/verify/dynamic-graph-vertex-add-component-sum` (under
//! `graph::offline_dynamic_connectivity`).
//!
//! Each element keeps the sum of the values in its subtree of the union
//! forest; adding to an element adds along its path to the leader, so
//! that undoing a merge is subtracting the child's sum from its parent's.

use std::ops::{Add, Sub};

/// A partition of `0..n` into groups, starting from singletons, each
/// element holding a value of `W` (a `u64`, an `i64`, ...), whose merges
/// can be undone.
///
/// # Example
///
/// ```
/// use cpkit::ds::rollback_dsu::RollbackDsu;
///
/// let mut dsu = RollbackDsu::new(vec![1u64, 10, 100, 1000]);
/// let before = dsu.snapshot();
/// assert!(dsu.merge(0, 1));
/// assert!(dsu.merge(1, 2));
/// assert!(!dsu.merge(0, 2)); // already one group
/// dsu.add(2, 5);
/// assert_eq!((dsu.size(0), dsu.sum(0)), (3, 116));
/// dsu.rollback(before);
/// assert!(!dsu.same(0, 1));
/// assert_eq!((dsu.sum(0), dsu.sum(2)), (1, 105));
/// ```
#[derive(Clone, Debug)]
pub struct RollbackDsu<W> {
    /// Each element's parent in the union forest; a leader is its own.
    parent: Vec<u32>,
    /// The number of elements in each subtree (kept for a merged-in
    /// leader, to undo the merge).
    size: Vec<u32>,
    sum: Vec<W>,
    /// The merges done, as (child, parent), in order.
    history: Vec<(u32, u32)>,
}

impl<W: Copy + Add<Output = W> + Sub<Output = W>> RollbackDsu<W> {
    /// The singletons `{0}, ..., {n - 1}`, element `v` holding
    /// `values[v]`. O(n).
    ///
    /// # Panics
    ///
    /// If there are 2^32 - 1 elements or more.
    ///
    /// ```
    /// use cpkit::ds::rollback_dsu::RollbackDsu;
    ///
    /// let mut dsu = RollbackDsu::new(vec![3i64, -4]);
    /// assert_eq!(dsu.sum(1), -4);
    /// ```
    pub fn new(values: Vec<W>) -> Self {
        assert!(
            values.len() < u32::MAX as usize,
            "RollbackDsu::new: {} elements is too many",
            values.len()
        );
        RollbackDsu {
            parent: (0..values.len() as u32).collect(),
            size: vec![1; values.len()],
            sum: values,
            history: Vec::new(),
        }
    }

    /// The number of elements.
    ///
    /// ```
    /// use cpkit::ds::rollback_dsu::RollbackDsu;
    ///
    /// assert_eq!(RollbackDsu::new(vec![0u8; 4]).len(), 4);
    /// ```
    pub fn len(&self) -> usize {
        self.parent.len()
    }

    /// Whether there are no elements.
    ///
    /// ```
    /// use cpkit::ds::rollback_dsu::RollbackDsu;
    ///
    /// assert!(RollbackDsu::<u8>::new(vec![]).is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.parent.is_empty()
    }

    /// The leader of `a`'s group. O(log n).
    ///
    /// ```
    /// use cpkit::ds::rollback_dsu::RollbackDsu;
    ///
    /// let mut dsu = RollbackDsu::new(vec![0u8; 3]);
    /// dsu.merge(2, 1);
    /// assert_eq!(dsu.leader(1), dsu.leader(2));
    /// ```
    pub fn leader(&self, mut a: usize) -> usize {
        while self.parent[a] as usize != a {
            a = self.parent[a] as usize;
        }
        a
    }

    /// Whether `a` and `b` are in one group. O(log n).
    ///
    /// ```
    /// use cpkit::ds::rollback_dsu::RollbackDsu;
    ///
    /// let mut dsu = RollbackDsu::new(vec![0u8; 3]);
    /// dsu.merge(0, 2);
    /// assert!(dsu.same(2, 0) && !dsu.same(0, 1));
    /// ```
    pub fn same(&self, a: usize, b: usize) -> bool {
        self.leader(a) == self.leader(b)
    }

    /// The number of elements in `a`'s group. O(log n).
    ///
    /// ```
    /// use cpkit::ds::rollback_dsu::RollbackDsu;
    ///
    /// let mut dsu = RollbackDsu::new(vec![0u8; 3]);
    /// dsu.merge(0, 2);
    /// assert_eq!(dsu.size(2), 2);
    /// ```
    pub fn size(&self, a: usize) -> usize {
        self.size[self.leader(a)] as usize
    }

    /// Joins the groups of `a` and `b`; `false` (and nothing recorded) when
    /// they are one already. O(log n).
    ///
    /// ```
    /// use cpkit::ds::rollback_dsu::RollbackDsu;
    ///
    /// let mut dsu = RollbackDsu::new(vec![0u8; 2]);
    /// assert!(dsu.merge(0, 1));
    /// assert!(!dsu.merge(1, 0));
    /// ```
    pub fn merge(&mut self, a: usize, b: usize) -> bool {
        let (mut x, mut y) = (self.leader(a), self.leader(b));
        if x == y {
            return false;
        }
        if self.size[x] < self.size[y] {
            std::mem::swap(&mut x, &mut y);
        }
        self.size[x] += self.size[y];
        self.parent[y] = x as u32;
        self.sum[x] = self.sum[x] + self.sum[y];
        self.history.push((y as u32, x as u32));
        true
    }

    /// Adds `x` to the value of element `v`. O(log n).
    ///
    /// ```
    /// use cpkit::ds::rollback_dsu::RollbackDsu;
    ///
    /// let mut dsu = RollbackDsu::new(vec![1u64, 2]);
    /// dsu.merge(0, 1);
    /// dsu.add(1, 10);
    /// assert_eq!(dsu.sum(0), 13);
    /// ```
    pub fn add(&mut self, mut v: usize, x: W) {
        loop {
            self.sum[v] = self.sum[v] + x;
            if self.parent[v] as usize == v {
                return;
            }
            v = self.parent[v] as usize;
        }
    }

    /// The sum of the values in `a`'s group. O(log n).
    ///
    /// ```
    /// use cpkit::ds::rollback_dsu::RollbackDsu;
    ///
    /// let mut dsu = RollbackDsu::new(vec![1u64, 2, 4]);
    /// dsu.merge(0, 2);
    /// assert_eq!((dsu.sum(2), dsu.sum(1)), (5, 2));
    /// ```
    pub fn sum(&self, a: usize) -> W {
        self.sum[self.leader(a)]
    }

    /// A mark of the merges so far, for [`rollback`](Self::rollback): their
    /// number.
    ///
    /// ```
    /// use cpkit::ds::rollback_dsu::RollbackDsu;
    ///
    /// let mut dsu = RollbackDsu::new(vec![0u8; 3]);
    /// dsu.merge(0, 1);
    /// dsu.merge(0, 1);
    /// assert_eq!(dsu.snapshot(), 1);
    /// ```
    pub fn snapshot(&self) -> usize {
        self.history.len()
    }

    /// Undoes the merges made since `snapshot` returned `mark`, newest
    /// first; the values added since stay. O(1) per merge undone.
    ///
    /// # Panics
    ///
    /// If `mark` is above the number of merges not undone.
    ///
    /// ```
    /// use cpkit::ds::rollback_dsu::RollbackDsu;
    ///
    /// let mut dsu = RollbackDsu::new(vec![0u8; 3]);
    /// dsu.merge(0, 1);
    /// let mark = dsu.snapshot();
    /// dsu.merge(1, 2);
    /// dsu.rollback(mark);
    /// assert!(dsu.same(0, 1) && !dsu.same(1, 2));
    /// ```
    pub fn rollback(&mut self, mark: usize) {
        assert!(
            mark <= self.history.len(),
            "RollbackDsu::rollback({}) after {} merges",
            mark,
            self.history.len()
        );
        while self.history.len() > mark {
            let (y, x) = self.history.pop().unwrap();
            let (x, y) = (x as usize, y as usize);
            self.sum[x] = self.sum[x] - self.sum[y];
            self.size[x] -= self.size[y];
            self.parent[y] = y as u32;
        }
    }
}
