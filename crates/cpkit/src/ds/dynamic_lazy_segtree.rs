//! A dynamic lazy segment tree: a [`MapMonoid`]'s values over a huge range
//! `lo..hi` of integer indices, given at first by a function of each
//! range, with range maps and range folds in O(log(hi - lo)) each; nodes
//! are made only where a map stops inside one, O(log(hi - lo)) per call.
//! Verified by `crates/cpkit/verify/range-affine-range-sum-large-array`.

use super::lazy_segtree::MapMonoid;
use super::segtree::Monoid;
use std::ops::{Bound, RangeBounds};

type S<F> = <<F as MapMonoid>::M as Monoid>::S;

const NIL: u32 = u32::MAX;

struct Node<X, G> {
    /// The left child; the right one is next to it. `NIL` for none: then
    /// every element below holds its initial value with `lz` applied.
    children: u32,
    /// The fold of the range, with `lz` applied.
    x: X,
    /// The map still to pass to the children.
    lz: G,
}

impl<X: Clone, G: Clone> Clone for Node<X, G> {
    fn clone(&self) -> Self {
        Node {
            children: self.children,
            x: self.x.clone(),
            lz: self.lz.clone(),
        }
    }
}

/// Values of a [`MapMonoid`] at the indices `lo..hi` (any `i64`s), where
/// the fold of any range `l..r` not touched yet is `initial(l, r)` (for
/// sums with a count, `(0, r - l)`); memory grows with the calls, not with
/// the range. Queries take `&mut self`: they pass pending maps down.
///
/// # Example
///
/// ```
/// use cpkit::ds::dynamic_lazy_segtree::DynamicLazySegtree;
/// use cpkit::ds::lazy_segtree::MapMonoid;
/// use cpkit::ds::segtree::Monoid;
///
/// /// (sum, count) pairs under addition.
/// enum SumCount {}
/// impl Monoid for SumCount {
///     type S = (i64, i64);
///     fn identity() -> (i64, i64) {
///         (0, 0)
///     }
///     fn binary_operation(a: &(i64, i64), b: &(i64, i64)) -> (i64, i64) {
///         (a.0 + b.0, a.1 + b.1)
///     }
/// }
/// /// Adding a constant to every element.
/// enum AddSum {}
/// impl MapMonoid for AddSum {
///     type M = SumCount;
///     type F = i64;
///     fn identity_map() -> i64 {
///         0
///     }
///     fn mapping(&f: &i64, &(sum, count): &(i64, i64)) -> (i64, i64) {
///         (sum + f * count, count)
///     }
///     fn composition(&f: &i64, &g: &i64) -> i64 {
///         f + g
///     }
/// }
///
/// // A billion zeros: each range starts as (0, its length).
/// let mut t = DynamicLazySegtree::<AddSum>::new(0..1_000_000_000, |l, r| (0, r - l));
/// t.apply_range(10..20, 5);
/// t.apply_range(15..999_999_999, 1);
/// assert_eq!(t.prod(0..16).0, 6 * 5 + 1);
/// assert_eq!(t.prod(..).0, 10 * 5 + 999_999_984);
/// assert_eq!(t.all_prod().0, 10 * 5 + 999_999_984);
/// ```
pub struct DynamicLazySegtree<F: MapMonoid> {
    lo: i64,
    hi: i64,
    initial: fn(i64, i64) -> S<F>,
    /// The root is node 0.
    nodes: Vec<Node<S<F>, F::F>>,
}

impl<F: MapMonoid> Clone for DynamicLazySegtree<F> {
    fn clone(&self) -> Self {
        DynamicLazySegtree {
            lo: self.lo,
            hi: self.hi,
            initial: self.initial,
            nodes: self.nodes.clone(),
        }
    }
}

impl<F: MapMonoid> std::fmt::Debug for DynamicLazySegtree<F> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DynamicLazySegtree")
            .field("lo", &self.lo)
            .field("hi", &self.hi)
            .field("nodes", &self.nodes.len())
            .finish()
    }
}

impl<F: MapMonoid> DynamicLazySegtree<F> {
    /// The indices `range` (`lo < hi`, `hi - lo` an `i64`), the fold of
    /// each `l..r` within it `initial(l, r)` until a map reaches it.
    /// `initial` must agree with the monoid: `initial(l, r)` is the
    /// operation of `initial(l, m)` and `initial(m, r)`.
    pub fn new(range: std::ops::Range<i64>, initial: fn(i64, i64) -> S<F>) -> Self {
        assert!(range.start < range.end, "an empty range {:?}", range);
        let root = Node {
            children: NIL,
            x: initial(range.start, range.end),
            lz: F::identity_map(),
        };
        DynamicLazySegtree {
            lo: range.start,
            hi: range.end,
            initial,
            nodes: vec![root],
        }
    }

    /// How many nodes were made (one to start with).
    #[inline]
    pub fn nodes(&self) -> usize {
        self.nodes.len()
    }

    fn range<R: RangeBounds<i64>>(&self, range: R) -> (i64, i64) {
        let l = match range.start_bound() {
            Bound::Included(&l) => l,
            Bound::Excluded(&l) => l + 1,
            Bound::Unbounded => self.lo,
        };
        let r = match range.end_bound() {
            Bound::Included(&r) => r + 1,
            Bound::Excluded(&r) => r,
            Bound::Unbounded => self.hi,
        };
        (l.max(self.lo), r.min(self.hi))
    }

    #[inline]
    fn all_apply(&mut self, c: usize, f: &F::F) {
        let node = &mut self.nodes[c];
        node.x = F::mapping(f, &node.x);
        node.lz = F::composition(f, &node.lz);
    }

    /// Hands node `c`'s (over `l..r`) pending map to its children, making
    /// them if it has none.
    fn push(&mut self, c: usize, l: i64, r: i64) {
        let f = std::mem::replace(&mut self.nodes[c].lz, F::identity_map());
        let children = self.nodes[c].children;
        if children == NIL {
            let m = l + (r - l) / 2;
            self.nodes[c].children = self.nodes.len() as u32;
            for (a, b) in [(l, m), (m, r)] {
                let x = F::mapping(&f, &(self.initial)(a, b));
                self.nodes.push(Node {
                    children: NIL,
                    x,
                    lz: f.clone(),
                });
            }
        } else {
            self.all_apply(children as usize, &f);
            self.all_apply(children as usize + 1, &f);
        }
    }

    /// Applies `f` to every element in `range` (clipped to `lo..hi`).
    /// O(log(hi - lo)), making as many nodes at most.
    pub fn apply_range<R: RangeBounds<i64>>(&mut self, range: R, f: F::F) {
        let (l, r) = self.range(range);
        if l < r {
            self.apply_rec(0, self.lo, self.hi, l, r, &f);
        }
    }

    fn apply_rec(&mut self, c: usize, l: i64, r: i64, ql: i64, qr: i64, f: &F::F) {
        if qr <= l || r <= ql {
            return;
        }
        if ql <= l && r <= qr {
            self.all_apply(c, f);
            return;
        }
        self.push(c, l, r);
        let m = l + (r - l) / 2;
        let left = self.nodes[c].children as usize;
        self.apply_rec(left, l, m, ql, qr, f);
        self.apply_rec(left + 1, m, r, ql, qr, f);
        self.nodes[c].x = F::binary_operation(&self.nodes[left].x, &self.nodes[left + 1].x);
    }

    /// The fold of the elements in `range` (clipped to `lo..hi`; the
    /// identity when empty). O(log(hi - lo)), making no node.
    pub fn prod<R: RangeBounds<i64>>(&mut self, range: R) -> S<F> {
        let (l, r) = self.range(range);
        if l >= r {
            return F::identity_element();
        }
        self.prod_rec(0, self.lo, self.hi, l, r)
    }

    fn prod_rec(&mut self, c: usize, l: i64, r: i64, ql: i64, qr: i64) -> S<F> {
        if qr <= l || r <= ql {
            return F::identity_element();
        }
        let node = &self.nodes[c];
        if ql <= l && r <= qr {
            return node.x.clone();
        }
        if node.children == NIL {
            // Untouched below: the initial fold of the part, mapped.
            return F::mapping(&node.lz, &(self.initial)(ql.max(l), qr.min(r)));
        }
        self.push(c, l, r);
        let m = l + (r - l) / 2;
        let left = self.nodes[c].children as usize;
        let a = self.prod_rec(left, l, m, ql, qr);
        let b = self.prod_rec(left + 1, m, r, ql, qr);
        F::binary_operation(&a, &b)
    }

    /// The fold of every element. O(1).
    pub fn all_prod(&self) -> S<F> {
        self.nodes[0].x.clone()
    }
}
