//! Range assignment and range fold over any monoid: the sequence as runs
//! of equal values (their starts in a `FastSet`), each run's power in a
//! segment tree at its start; `assign` and `prod` in amortised O(log n)
//! monoid operations. Verified by `crates/cpkit/verify/range-set-range-composite`.

use super::fast_set::FastSet;
use super::segtree::{bounds, Monoid, Segtree};
use std::ops::RangeBounds;

/// `x` folded with itself `k` times (`k >= 1`), by squaring: O(log k).
fn pow<M: Monoid>(x: &M::S, mut k: usize) -> M::S {
    let mut base = x.clone();
    let mut result: Option<M::S> = None;
    loop {
        if k & 1 == 1 {
            result = Some(match result {
                Some(r) => M::binary_operation(&r, &base),
                None => base.clone(),
            });
        }
        k >>= 1;
        if k == 0 {
            return result.unwrap_or_else(M::identity);
        }
        base = M::binary_operation(&base, &base);
    }
}

/// `n` values of a [`Monoid`]: set a whole range to one value, fold any
/// range in order. The monoid need not be commutative (affine maps
/// compose right; see `range_set_range_composite`). Built from a `Vec`
/// with `into()` in O(n).
///
/// Each `assign` adds at most three runs and removes those it covers, so
/// the removals are paid for by the insertions: both operations cost
/// amortised O(log n) monoid operations (a segment-tree update or fold,
/// and up to three powers by squaring).
///
/// ```
/// use cpkit::ds::assign_segtree::AssignSegtree;
/// use cpkit::ds::segtree::Affine;
/// // x ↦ a x + b, composed left to right.
/// let mut t: AssignSegtree<Affine<i64>> = vec![(1, 1), (2, 0), (1, 3)].into();
/// assert_eq!(t.prod(..), (2, 5)); // ((x + 1) · 2) + 3
/// t.assign(0..2, (3, 1)); // 3x + 1 twice, then x + 3
/// assert_eq!(t.prod(..), (9, 7));
/// assert_eq!(t.prod(1..3), (3, 4));
/// assert_eq!(t.get(1), (3, 1));
/// ```
pub struct AssignSegtree<M: Monoid> {
    /// The first position of every run.
    starts: FastSet,
    /// At a run's start: the value of every element of the run.
    value: Vec<M::S>,
    /// At a run's start: the end of the run (exclusive).
    end: Vec<usize>,
    /// At a run's start: the run's fold, `value` to the power of its
    /// length; elsewhere the identity.
    tree: Segtree<M>,
}

impl<M: Monoid> std::fmt::Debug for AssignSegtree<M>
where
    M::S: std::fmt::Debug,
{
    /// Shows the runs as `(start, end, value)`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut runs = f.debug_list();
        let mut s = self.starts.next(0);
        while let Some(p) = s {
            runs.entry(&(p, self.end[p], &self.value[p]));
            s = self.starts.next(self.end[p]);
        }
        runs.finish()
    }
}

impl<M: Monoid> From<Vec<M::S>> for AssignSegtree<M> {
    /// Every element its own run, in O(n).
    fn from(values: Vec<M::S>) -> Self {
        let n = values.len();
        AssignSegtree {
            starts: FastSet::from_fn(n, |_| true),
            end: (1..=n).collect(),
            tree: values.clone().into(),
            value: values,
        }
    }
}

impl<M: Monoid> AssignSegtree<M> {
    /// `n` identities, one run.
    pub fn new(n: usize) -> Self {
        let mut t: Self = vec![M::identity(); n].into();
        if n > 0 {
            t.assign(.., M::identity());
        }
        t
    }

    /// How many values there are.
    #[inline]
    pub fn len(&self) -> usize {
        self.value.len()
    }

    /// Whether there are none.
    ///
    /// ```
    /// use cpkit::ds::{assign_segtree::AssignSegtree, segtree::Additive};
    /// assert!(AssignSegtree::<Additive<u64>>::new(0).is_empty());
    /// ```
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.value.is_empty()
    }

    /// The start of the run holding `p` (`p < len()`).
    #[inline]
    fn run_of(&self, p: usize) -> usize {
        self.starts.prev(p).expect("position 0 always starts a run")
    }

    /// Makes `p` the start of a run (`p < len()`), cutting the run that
    /// holds it in two.
    fn split(&mut self, p: usize) {
        if self.starts.contains(p) {
            return;
        }
        let s = self.run_of(p);
        let e = self.end[s];
        self.end[s] = p;
        self.end[p] = e;
        self.value[p] = self.value[s].clone();
        self.starts.insert(p);
        self.tree.set(s, pow::<M>(&self.value[s], p - s));
        self.tree.set(p, pow::<M>(&self.value[p], e - p));
    }

    /// The value at `p`. O(log₆₄ n).
    pub fn get(&self, p: usize) -> M::S {
        assert!(p < self.len(), "get at {} of {} values", p, self.len());
        self.value[self.run_of(p)].clone()
    }

    /// Sets every value in `range` to `x`. Amortised O(log n).
    pub fn assign<R: RangeBounds<usize>>(&mut self, range: R, x: M::S) {
        let (l, r) = bounds(range, self.len());
        if l == r {
            return;
        }
        if r < self.len() {
            self.split(r);
        }
        // The run holding l ends by r now: cut it at l, keeping its left
        // part (the rest is overwritten below).
        if !self.starts.contains(l) {
            let s = self.run_of(l);
            self.end[s] = l;
            self.tree.set(s, pow::<M>(&self.value[s], l - s));
        }
        while let Some(p) = self.starts.next(l + 1) {
            if p >= r {
                break;
            }
            self.starts.remove(p);
            self.tree.set(p, M::identity());
        }
        self.starts.insert(l);
        self.end[l] = r;
        self.tree.set(l, pow::<M>(&x, r - l));
        self.value[l] = x;
    }

    /// The fold of `range`, in order (the identity if empty). O(log n).
    pub fn prod<R: RangeBounds<usize>>(&self, range: R) -> M::S {
        let (l, r) = bounds(range, self.len());
        if l == r {
            return M::identity();
        }
        let first = self.run_of(l);
        let first_end = self.end[first];
        if first_end >= r {
            return pow::<M>(&self.value[first], r - l);
        }
        // A part of the first run, whole runs, a part of the last run.
        let last = self.run_of(r - 1);
        let head = pow::<M>(&self.value[first], first_end - l);
        let middle = self.tree.prod(first_end..last);
        let tail = pow::<M>(&self.value[last], r - last);
        M::binary_operation(&M::binary_operation(&head, &middle), &tail)
    }
}
