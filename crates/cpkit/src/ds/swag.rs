//! Sliding-window aggregation: a queue, and a deque, over any monoid (not
//! only commutative or invertible ones) that folds all its elements, oldest
//! first; pushes and pops at either end and `all_prod` in amortised O(1),
//! `get` (any element) in O(1), with two stacks that share out their
//! elements when one runs dry. Verified by
//! `crates/cpkit/verify/queue-operate-all-composite`,
//! `crates/cpkit/verify/deque-operate-all-composite` and (as a plain
//! indexed deque) `crates/cpkit/verify/deque`.

use super::segtree::Monoid;

/// A queue of `M::S` values that knows the fold of its elements in order,
/// `op(x_first, ..., x_last)`: `push` and `pop` make it first-in
/// first-out, and `push_front` and `pop_back` a double-ended queue.
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
///
/// // Both ends: a deque.
/// maps.push_front((1, 1)); // x ↦ x + 1 first
/// assert_eq!(maps.all_prod(), (2, 5));
/// assert_eq!(maps.pop_back(), Some((1, 3)));
/// assert_eq!(maps.all_prod(), (2, 2));
/// ```
pub struct Swag<M: Monoid> {
    /// The oldest elements, the oldest last, each with the fold from
    /// itself to the newest of them: the last entry's is the front's fold.
    front: Vec<(M::S, M::S)>,
    /// The newest elements, the newest last, each with the fold from the
    /// oldest of them to itself: the last entry's is the back's fold.
    back: Vec<(M::S, M::S)>,
}

impl<M: Monoid> Clone for Swag<M> {
    fn clone(&self) -> Self {
        Swag {
            front: self.front.clone(),
            back: self.back.clone(),
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
            .entries(self.back.iter().map(|(x, _)| x))
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
        let prod = match self.back.last() {
            Some((_, p)) => M::binary_operation(p, &x),
            None => x.clone(),
        };
        self.back.push((x, prod));
    }

    /// Adds `x` as the oldest element. O(1).
    ///
    /// ```
    /// use cpkit::ds::{segtree::Affine, swag::Swag};
    /// let mut q = Swag::<Affine<i64>>::new();
    /// q.push((2, 0));
    /// q.push_front((1, 3)); // x + 3, then 2x
    /// assert_eq!(q.all_prod(), (2, 6));
    /// ```
    #[inline]
    pub fn push_front(&mut self, x: M::S) {
        let prod = match self.front.last() {
            Some((_, p)) => M::binary_operation(&x, p),
            None => x.clone(),
        };
        self.front.push((x, prod));
    }

    /// Empties both stacks and gives the front the oldest `front_len` of
    /// their elements, the back the rest. O(len).
    fn rebuild(&mut self, front_len: usize) {
        let mut all: Vec<M::S> = Vec::with_capacity(self.len());
        all.extend(self.front.drain(..).rev().map(|(x, _)| x));
        all.extend(self.back.drain(..).map(|(x, _)| x));
        let back = all.split_off(front_len);
        // The newest of the front goes in first, so the oldest ends on top.
        while let Some(x) = all.pop() {
            self.push_front(x);
        }
        for x in back {
            self.push(x);
        }
    }

    /// Removes and returns the oldest element, `None` if the queue is
    /// empty. Amortised O(1): when the front stack is empty it takes the
    /// whole back one, so in a plain queue each element moves once (and
    /// `pop_back` then takes half back, so neither end drains at once).
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
            let n = self.back.len();
            self.rebuild(n);
        }
        self.front.pop().map(|(x, _)| x)
    }

    /// Removes and returns the newest element, `None` if the queue is
    /// empty. Amortised O(1): when the back stack is empty it takes the
    /// newer half of the front one, so a run of expensive pops at
    /// alternating ends halves what moves each time.
    ///
    /// ```
    /// use cpkit::ds::{segtree::Additive, swag::Swag};
    /// let mut q = Swag::<Additive<u32>>::new();
    /// q.push_front(1);
    /// q.push_front(2);
    /// assert_eq!(q.pop_back(), Some(1));
    /// assert_eq!(q.all_prod(), 2);
    /// ```
    pub fn pop_back(&mut self) -> Option<M::S> {
        if self.back.is_empty() {
            let n = self.front.len();
            self.rebuild(n / 2);
        }
        self.back.pop().map(|(x, _)| x)
    }

    /// The `i`-th element, oldest first (`get(0)` is what `pop` would
    /// return), `None` if there are not that many. O(1).
    ///
    /// ```
    /// use cpkit::ds::{segtree::BitwiseXor, swag::Swag};
    /// let mut q = Swag::<BitwiseXor<u32>>::new();
    /// q.push(7);
    /// q.push_front(3);
    /// q.push(9); // 3 7 9
    /// assert_eq!((q.get(0), q.get(2), q.get(3)), (Some(&3), Some(&9), None));
    /// ```
    #[inline]
    pub fn get(&self, i: usize) -> Option<&M::S> {
        let f = self.front.len();
        if i < f {
            Some(&self.front[f - 1 - i].0)
        } else {
            self.back.get(i - f).map(|(x, _)| x)
        }
    }

    /// The fold of every element, oldest first; the identity if empty.
    /// O(1).
    #[inline]
    pub fn all_prod(&self) -> M::S {
        match (self.front.last(), self.back.last()) {
            (Some((_, f)), Some((_, b))) => M::binary_operation(f, b),
            (Some((_, f)), None) => f.clone(),
            (None, Some((_, b))) => b.clone(),
            (None, None) => M::identity(),
        }
    }
}
