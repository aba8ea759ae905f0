//! Sliding-window aggregation: a queue over any monoid (not only
//! commutative or invertible ones) that folds all its elements, oldest
//! first; `push`, `pop` and `all_prod` in amortised O(1), with two stacks.
//! Verified on Library Checker's `queue_operate_all_composite`.

use super::segtree::Monoid;

/// A first-in first-out queue of `M::S` values that knows the fold of its
/// elements in order, `op(x_first, ..., x_last)`.
///
/// ```
/// use cpkit::ds::segtree::{Affine, Additive};
/// use cpkit::ds::swag::Swag;
/// let mut q = Swag::<Additive<i64>>::new();
/// q.push(3);
/// q.push(4);
/// assert_eq!(q.all_prod(), 7);
/// assert_eq!(q.pop(), Some(3));
/// assert_eq!(q.all_prod(), 4);
///
/// // Order matters: affine maps compose oldest first.
/// let mut maps = Swag::<Affine<i64>>::new();
/// maps.push((2, 0)); // x ↦ 2x
/// maps.push((1, 3)); // x ↦ x + 3
/// let (a, b) = maps.all_prod();
/// assert_eq!(a * 10 + b, 23);
/// ```
pub struct Swag<M: Monoid> {
    /// The oldest elements, the oldest last, each with the fold from
    /// itself to the newest of them: the last entry's is the front's fold.
    front: Vec<(M::S, M::S)>,
    /// The newest elements, the newest last.
    back: Vec<M::S>,
    /// The fold of `back`.
    back_prod: M::S,
}

impl<M: Monoid> Clone for Swag<M> {
    fn clone(&self) -> Self {
        Swag {
            front: self.front.clone(),
            back: self.back.clone(),
            back_prod: self.back_prod.clone(),
        }
    }
}

impl<M: Monoid> std::fmt::Debug for Swag<M>
where
    M::S: std::fmt::Debug,
{
    /// Shows the elements, oldest first.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list()
            .entries(self.front.iter().rev().map(|(x, _)| x))
            .entries(self.back.iter())
            .finish()
    }
}

impl<M: Monoid> Default for Swag<M> {
    fn default() -> Self {
        Swag::new()
    }
}

impl<M: Monoid> Swag<M> {
    /// An empty queue.
    pub fn new() -> Self {
        Swag {
            front: Vec::new(),
            back: Vec::new(),
            back_prod: M::identity(),
        }
    }

    /// How many elements there are.
    ///
    /// ```
    /// use cpkit::ds::{segtree::Max, swag::Swag};
    /// let mut q = Swag::<Max<u8>>::new();
    /// q.push(1);
    /// assert_eq!(q.len(), 1);
    /// ```
    #[inline]
    pub fn len(&self) -> usize {
        self.front.len() + self.back.len()
    }

    /// Whether the queue is empty.
    ///
    /// ```
    /// use cpkit::ds::{segtree::Max, swag::Swag};
    /// assert!(Swag::<Max<u8>>::new().is_empty());
    /// ```
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.front.is_empty() && self.back.is_empty()
    }

    /// Adds `x` as the newest element. O(1).
    #[inline]
    pub fn push(&mut self, x: M::S) {
        self.back_prod = M::binary_operation(&self.back_prod, &x);
        self.back.push(x);
    }

    /// Removes and returns the oldest element, `None` if the queue is
    /// empty. Amortised O(1): each element moves from the back stack to the
    /// front one once.
    ///
    /// ```
    /// use cpkit::ds::{segtree::Min, swag::Swag};
    /// let mut q = Swag::<Min<i32>>::new();
    /// q.push(5);
    /// assert_eq!(q.pop(), Some(5));
    /// assert_eq!(q.pop(), None);
    /// assert_eq!(q.all_prod(), i32::MAX);
    /// ```
    pub fn pop(&mut self) -> Option<M::S> {
        if self.front.is_empty() {
            // The newest goes in first, so the oldest ends on top; each
            // carries the fold of itself and everything newer.
            let mut prod = M::identity();
            while let Some(x) = self.back.pop() {
                prod = M::binary_operation(&x, &prod);
                self.front.push((x, prod.clone()));
            }
            self.back_prod = M::identity();
        }
        self.front.pop().map(|(x, _)| x)
    }

    /// The fold of every element, oldest first; the identity if empty.
    /// O(1).
    #[inline]
    pub fn all_prod(&self) -> M::S {
        match self.front.last() {
            Some((_, prod)) => M::binary_operation(prod, &self.back_prod),
            None => self.back_prod.clone(),
        }
    }
}
