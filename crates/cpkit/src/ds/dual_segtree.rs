//! A dual segment tree: apply a map (an element of any monoid) to a range
//! and read the composite of every map applied to one position, each in
//! O(log n); bottom-up, pushing at the range's ends so that maps compose in
//! the order they came. Verified by `crates/cpkit/verify/range-affine-point-get`.

use super::segtree::{bounds, Monoid};
use std::ops::RangeBounds;

/// `n` positions, each with the composite of the maps applied to it, all
/// the identity at first. The maps are values of a [`Monoid`]; applying
/// `f` to a position whose composite is `g` makes it
/// `binary_operation(g, f)`: the older map first, so a non-commutative
/// monoid such as `Affine` (x ↦ a x + b, composed left to right) works.
///
/// ```
/// use cpkit::ds::dual_segtree::DualSegtree;
/// use cpkit::ds::segtree::Affine;
/// let a = [1i64, 2, 3, 4];
/// let mut maps = DualSegtree::<Affine<i64>>::new(a.len());
/// maps.apply(0..3, (2, 1)); // 3 5 7 4
/// maps.apply(1.., (1, 10)); // 3 15 17 14
/// let (b, c) = maps.get(1);
/// assert_eq!(b * a[1] + c, 15);
/// assert_eq!(maps.get(3), (1, 10));
/// ```
pub struct DualSegtree<M: Monoid> {
    n: usize,
    log: u32,
    size: usize,
    /// Node k's maps still to be handed to both children (leaves: the
    /// position's own composite so far).
    lazy: Vec<M::S>,
}

impl<M: Monoid> Clone for DualSegtree<M> {
    fn clone(&self) -> Self {
        DualSegtree {
            n: self.n,
            log: self.log,
            size: self.size,
            lazy: self.lazy.clone(),
        }
    }
}

impl<M: Monoid> std::fmt::Debug for DualSegtree<M>
where
    M::S: std::fmt::Debug,
{
    /// Shows each position's composite.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list()
            .entries((0..self.n).map(|p| self.get(p)))
            .finish()
    }
}

impl<M: Monoid> DualSegtree<M> {
    /// `n` positions, each with the identity map. O(n).
    pub fn new(n: usize) -> Self {
        let size = n.max(1).next_power_of_two();
        DualSegtree {
            n,
            log: size.trailing_zeros(),
            size,
            lazy: vec![M::identity(); 2 * size],
        }
    }

    /// How many positions there are.
    #[inline]
    pub fn len(&self) -> usize {
        self.n
    }

    /// Whether there are none.
    ///
    /// ```
    /// use cpkit::ds::{dual_segtree::DualSegtree, segtree::Additive};
    /// assert!(DualSegtree::<Additive<u64>>::new(0).is_empty());
    /// ```
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    #[inline]
    fn compose_into(&mut self, k: usize, f: &M::S) {
        self.lazy[k] = M::binary_operation(&self.lazy[k], f);
    }

    /// Hands node k's maps to its children.
    #[inline]
    fn push(&mut self, k: usize) {
        let f = std::mem::replace(&mut self.lazy[k], M::identity());
        self.compose_into(2 * k, &f);
        self.compose_into(2 * k + 1, &f);
    }

    /// Applies `f` after the maps already at every position of `range`.
    /// O(log n).
    pub fn apply<R: RangeBounds<usize>>(&mut self, range: R, f: M::S) {
        let (l, r) = bounds(range, self.n);
        if l == r {
            return;
        }
        let (mut l, mut r) = (l + self.size, r + self.size);
        // Empty every ancestor of the nodes `f` lands on, so that a map
        // always sits above older ones, never below.
        for i in (1..=self.log).rev() {
            if (l >> i) << i != l {
                self.push(l >> i);
            }
            if (r >> i) << i != r {
                self.push((r - 1) >> i);
            }
        }
        while l < r {
            if l & 1 == 1 {
                self.compose_into(l, &f);
                l += 1;
            }
            if r & 1 == 1 {
                r -= 1;
                self.compose_into(r, &f);
            }
            l >>= 1;
            r >>= 1;
        }
    }

    /// The composite of every map applied to position `p`, oldest first.
    /// O(log n).
    pub fn get(&self, p: usize) -> M::S {
        assert!(p < self.n, "get at {} of {} positions", p, self.n);
        // Going up, each ancestor holds maps newer than those below it.
        let mut k = p + self.size;
        let mut g = self.lazy[k].clone();
        while k > 1 {
            k >>= 1;
            g = M::binary_operation(&g, &self.lazy[k]);
        }
        g
    }
}
