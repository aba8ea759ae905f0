//! A weighted (potential) union-find over an abelian group: learn
//! `a[u] - a[v] = x`, refuse what contradicts what is known, and answer
//! `a[u] - a[v]` where it is determined, each in amortised O(α(n)) (union by
//! size, path compression). Verified on Library Checker's
//! `unionfind_with_potential`.

use std::ops::{Add, Sub};

/// Unknown values `a[0..n]` of an abelian group `T` (integers, modints, any
/// `Copy` type with `+`, `-` and its zero as `Default`), and what is known
/// of their differences.
///
/// ```
/// use cpkit::ds::weighted_dsu::WeightedDsu;
/// let mut w = WeightedDsu::<i64>::new(4);
/// assert!(w.merge(1, 0, 5)); // a1 = a0 + 5
/// assert!(w.merge(2, 1, -2)); // a2 = a1 - 2
/// assert_eq!(w.diff(2, 0), Some(3));
/// assert!(!w.merge(2, 0, 4)); // contradicts a2 - a0 = 3: refused
/// assert!(w.merge(2, 0, 3)); // agrees: accepted, nothing changes
/// assert_eq!(w.diff(3, 0), None);
/// ```
#[derive(Clone, Debug)]
pub struct WeightedDsu<T> {
    /// For a leader, minus the size of its group; for any other element,
    /// its parent.
    parent_or_size: Vec<i32>,
    /// `a[v] - a[parent of v]`; the zero for a leader.
    weight: Vec<T>,
}

impl<T: Copy + Default + Add<Output = T> + Sub<Output = T> + PartialEq> WeightedDsu<T> {
    /// `n` values with nothing known between them (`n < 2^31`). O(n).
    ///
    /// ```
    /// use cpkit::ds::weighted_dsu::WeightedDsu;
    /// let mut w = WeightedDsu::<i32>::new(2);
    /// assert_eq!(w.diff(0, 1), None);
    /// assert_eq!(w.diff(1, 1), Some(0));
    /// ```
    pub fn new(n: usize) -> Self {
        assert!(
            n <= i32::MAX as usize,
            "a WeightedDsu holds fewer than 2^31 elements"
        );
        WeightedDsu {
            parent_or_size: vec![-1; n],
            weight: vec![T::default(); n],
        }
    }

    /// How many values there are.
    ///
    /// ```
    /// use cpkit::ds::weighted_dsu::WeightedDsu;
    /// assert_eq!(WeightedDsu::<i64>::new(3).len(), 3);
    /// ```
    #[inline]
    pub fn len(&self) -> usize {
        self.parent_or_size.len()
    }

    /// Whether there are no values.
    ///
    /// ```
    /// use cpkit::ds::weighted_dsu::WeightedDsu;
    /// assert!(WeightedDsu::<i64>::new(0).is_empty());
    /// ```
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.parent_or_size.is_empty()
    }

    /// The leader of `v`'s group and `a[v] - a[leader]`. Panics if `v` is
    /// not below `len()`.
    ///
    /// ```
    /// use cpkit::ds::weighted_dsu::WeightedDsu;
    /// let mut w = WeightedDsu::<i64>::new(2);
    /// w.merge(0, 1, 7);
    /// let (leader, p) = w.leader(0);
    /// assert_eq!(p - w.leader(1).1, 7);
    /// assert_eq!(w.leader(leader), (leader, 0));
    /// ```
    #[inline]
    pub fn leader(&mut self, v: usize) -> (usize, T) {
        let p = &mut self.parent_or_size;
        let w = &mut self.weight;
        // First pass: the root and the sum of the weights up to it.
        let mut root = v;
        let mut total = T::default();
        while p[root] >= 0 {
            total = total + w[root];
            root = p[root] as usize;
        }
        // Second pass: every element on the path points at the root, with
        // the rest of the sum from it; no recursion, no stack.
        let (mut x, mut rest) = (v, total);
        while p[x] >= 0 && p[x] as usize != root {
            let (next, own) = (p[x] as usize, w[x]);
            p[x] = root as i32;
            w[x] = rest;
            rest = rest - own;
            x = next;
        }
        (root, total)
    }

    /// Records `a[u] - a[v] = x`. Returns `false`, changing nothing, if that
    /// contradicts what is known; `true` otherwise.
    ///
    /// ```
    /// use cpkit::ds::weighted_dsu::WeightedDsu;
    /// let mut w = WeightedDsu::<i64>::new(3);
    /// assert!(w.merge(0, 1, 2));
    /// assert!(!w.merge(1, 0, 2));
    /// assert!(w.merge(1, 0, -2));
    /// ```
    pub fn merge(&mut self, u: usize, v: usize, x: T) -> bool {
        let (ru, pu) = self.leader(u);
        let (rv, pv) = self.leader(v);
        if ru == rv {
            return pu - pv == x;
        }
        // a[ru] - a[rv] = (a[u] - pu) - (a[v] - pv) = x - pu + pv.
        let d = x - pu + pv;
        if self.parent_or_size[ru] <= self.parent_or_size[rv] {
            // ru's group is the larger: rv goes under it.
            self.parent_or_size[ru] += self.parent_or_size[rv];
            self.parent_or_size[rv] = ru as i32;
            self.weight[rv] = T::default() - d;
        } else {
            self.parent_or_size[rv] += self.parent_or_size[ru];
            self.parent_or_size[ru] = rv as i32;
            self.weight[ru] = d;
        }
        true
    }

    /// Whether `a[u] - a[v]` is known.
    ///
    /// ```
    /// use cpkit::ds::weighted_dsu::WeightedDsu;
    /// let mut w = WeightedDsu::<i64>::new(3);
    /// w.merge(2, 0, 1);
    /// assert!(w.same(0, 2) && !w.same(0, 1));
    /// ```
    #[inline]
    pub fn same(&mut self, u: usize, v: usize) -> bool {
        self.leader(u).0 == self.leader(v).0
    }

    /// `a[u] - a[v]` if what is known determines it.
    ///
    /// ```
    /// use cpkit::ds::weighted_dsu::WeightedDsu;
    /// let mut w = WeightedDsu::<i64>::new(3);
    /// w.merge(0, 1, 4);
    /// assert_eq!(w.diff(1, 0), Some(-4));
    /// assert_eq!(w.diff(2, 0), None);
    /// ```
    #[inline]
    pub fn diff(&mut self, u: usize, v: usize) -> Option<T> {
        let (ru, pu) = self.leader(u);
        let (rv, pv) = self.leader(v);
        if ru == rv {
            Some(pu - pv)
        } else {
            None
        }
    }

    /// How many values `v`'s group has.
    ///
    /// ```
    /// use cpkit::ds::weighted_dsu::WeightedDsu;
    /// let mut w = WeightedDsu::<i64>::new(3);
    /// w.merge(0, 2, 0);
    /// assert_eq!(w.size(2), 2);
    /// ```
    #[inline]
    pub fn size(&mut self, v: usize) -> usize {
        let r = self.leader(v).0;
        -self.parent_or_size[r] as usize
    }
}
