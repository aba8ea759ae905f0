//! A lazy segment tree: apply a map to every element of a range and fold any
//! range, each in O(log n), over a [`MapMonoid`] (a monoid with maps acting
//! on it); bottom-up and non-recursive, as the AtCoder Library's, with the
//! ready range-add range-min and range-max [`AddMin`] and [`AddMax`].
//! Verified by `crates/cpkit/verify/range-affine-range-sum` and, for
//! `AddMin`, `crates/cpkit/verify/range-add-range-min`.

use super::segtree::{bounds, BoundedAbove, BoundedBelow, Max, Min, Monoid};
use std::ops::RangeBounds;

/// A monoid `M` with a set of maps `F` acting on its values: the maps
/// compose, have an identity, and each distributes over the operation
/// (`mapping(f, op(a, b)) == op(mapping(f, a), mapping(f, b))`).
///
/// The classic: affine maps on (sum, length) pairs, for range-affine
/// range-sum.
///
/// ```
/// use cpkit::ds::lazy_segtree::{LazySegtree, MapMonoid};
/// use cpkit::ds::segtree::Monoid;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// /// (sum, count) pairs under addition.
/// enum SumCount {}
/// impl Monoid for SumCount {
///     type S = (Mint, Mint);
///     fn identity() -> (Mint, Mint) {
///         (Mint::new(0), Mint::new(0))
///     }
///     fn binary_operation(a: &(Mint, Mint), b: &(Mint, Mint)) -> (Mint, Mint) {
///         (a.0 + b.0, a.1 + b.1)
///     }
/// }
/// /// x ↦ b x + c on every element.
/// enum AffineSum {}
/// impl MapMonoid for AffineSum {
///     type M = SumCount;
///     type F = (Mint, Mint);
///     fn identity_map() -> (Mint, Mint) {
///         (Mint::new(1), Mint::new(0))
///     }
///     fn mapping(&(b, c): &(Mint, Mint), &(sum, count): &(Mint, Mint)) -> (Mint, Mint) {
///         (b * sum + c * count, count)
///     }
///     fn composition(&(b1, c1): &(Mint, Mint), &(b2, c2): &(Mint, Mint)) -> (Mint, Mint) {
///         (b1 * b2, b1 * c2 + c1) // f ∘ g: g first
///     }
/// }
///
/// let mut tree: LazySegtree<AffineSum> =
///     [1, 2, 3, 4].iter().map(|&x| (Mint::new(x), Mint::new(1))).collect::<Vec<_>>().into();
/// tree.apply_range(1..3, (Mint::new(2), Mint::new(1))); // 1 5 7 4
/// assert_eq!(tree.prod(..).0, Mint::new(17));
/// assert_eq!(tree.prod(2..).0, Mint::new(11));
/// ```
pub trait MapMonoid {
    /// The monoid the maps act on.
    type M: Monoid;
    /// The maps.
    type F: Clone;
    /// The monoid's identity.
    #[inline]
    fn identity_element() -> <Self::M as Monoid>::S {
        Self::M::identity()
    }
    /// The monoid's operation.
    #[inline]
    fn binary_operation(
        a: &<Self::M as Monoid>::S,
        b: &<Self::M as Monoid>::S,
    ) -> <Self::M as Monoid>::S {
        Self::M::binary_operation(a, b)
    }
    /// The map that changes nothing.
    fn identity_map() -> Self::F;
    /// `f(x)`.
    fn mapping(f: &Self::F, x: &<Self::M as Monoid>::S) -> <Self::M as Monoid>::S;
    /// `f ∘ g`: the map that applies `g`, then `f`.
    fn composition(f: &Self::F, g: &Self::F) -> Self::F;
}

/// Defines a ready map monoid: an empty type with a doc and a `Debug` impl.
macro_rules! map_monoid_type {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        pub struct $name<S>(std::marker::PhantomData<fn() -> S>, std::convert::Infallible);

        impl<S> std::fmt::Debug for $name<S> {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(stringify!($name))
            }
        }
    };
}

map_monoid_type! {
    /// Range add, range min: adding a constant (`S::default()` adds
    /// nothing) to every element of a range, folding by [`Min`]. The
    /// identity, `S`'s greatest value, stays as it is.
    ///
    /// ```
    /// use cpkit::ds::lazy_segtree::{AddMin, LazySegtree};
    /// let mut tree: LazySegtree<AddMin<i64>> = vec![5, 2, 8, 6].into();
    /// tree.apply_range(0..2, 4); // 9 6 8 6
    /// assert_eq!(tree.prod(..3), 6);
    /// tree.apply_range(2.., -3); // 9 6 5 3
    /// assert_eq!(tree.prod(..), 3);
    /// assert_eq!(tree.prod(1..1), i64::MAX);
    /// ```
    AddMin
}

impl<S: Copy + PartialOrd + BoundedAbove + std::ops::Add<Output = S> + Default> MapMonoid
    for AddMin<S>
{
    type M = Min<S>;
    type F = S;
    #[inline]
    fn identity_map() -> S {
        S::default()
    }
    #[inline]
    fn mapping(&f: &S, &x: &S) -> S {
        if x == S::max_value() {
            x
        } else {
            x + f
        }
    }
    #[inline]
    fn composition(&f: &S, &g: &S) -> S {
        f + g
    }
}

map_monoid_type! {
    /// Range add, range max: adding a constant to every element of a
    /// range, folding by [`Max`]. The identity, `S`'s least value, stays
    /// as it is.
    ///
    /// ```
    /// use cpkit::ds::lazy_segtree::{AddMax, LazySegtree};
    /// let mut tree: LazySegtree<AddMax<i32>> = vec![5, 2, 8].into();
    /// tree.apply_range(1.., 4); // 5 6 12
    /// assert_eq!(tree.prod(..2), 6);
    /// ```
    AddMax
}

impl<S: Copy + PartialOrd + BoundedBelow + std::ops::Add<Output = S> + Default> MapMonoid
    for AddMax<S>
{
    type M = Max<S>;
    type F = S;
    #[inline]
    fn identity_map() -> S {
        S::default()
    }
    #[inline]
    fn mapping(&f: &S, &x: &S) -> S {
        if x == S::min_value() {
            x
        } else {
            x + f
        }
    }
    #[inline]
    fn composition(&f: &S, &g: &S) -> S {
        f + g
    }
}

/// `n` values of a monoid, with range updates by maps and range folds.
/// Queries take `&mut self`: they push pending maps down the tree.
///
/// ```
/// use cpkit::ds::lazy_segtree::{AddMax, LazySegtree};
///
/// // Adding a constant to a range, folding by maximum.
/// let mut tree: LazySegtree<AddMax<i64>> = vec![3, 1, 4, 1, 5].into();
/// tree.apply_range(1..4, 10); // 3 11 14 11 5
/// assert_eq!(tree.prod(..2), 11);
/// assert_eq!(tree.all_prod(), 14);
/// tree.apply(0, -3);
/// assert_eq!(tree.get(0), 0);
/// assert_eq!(tree.max_right(0, |&m| m < 12), 2);
/// ```
pub struct LazySegtree<F: MapMonoid> {
    n: usize,
    /// Leaves start at `size`, a power of two at least `n`.
    size: usize,
    log: u32,
    /// `d[k]`: the fold of node `k`'s range, with the maps of its ancestors
    /// still pending (in `lz`).
    d: Vec<<F::M as Monoid>::S>,
    /// `lz[k]`: the map still to be applied to both children of node `k`.
    lz: Vec<F::F>,
}

impl<F: MapMonoid> Clone for LazySegtree<F> {
    fn clone(&self) -> Self {
        LazySegtree {
            d: self.d.clone(),
            lz: self.lz.clone(),
            ..*self
        }
    }
}

impl<F: MapMonoid> std::fmt::Debug for LazySegtree<F>
where
    <F::M as Monoid>::S: std::fmt::Debug,
    F::F: std::fmt::Debug,
{
    /// Shows the nodes as they are stored, pending maps included.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LazySegtree")
            .field("n", &self.n)
            .field("d", &self.d)
            .field("lz", &self.lz)
            .finish()
    }
}

impl<F: MapMonoid> From<Vec<<F::M as Monoid>::S>> for LazySegtree<F> {
    /// The tree of the given values, in O(n).
    fn from(v: Vec<<F::M as Monoid>::S>) -> Self {
        let n = v.len();
        let size = n.next_power_of_two();
        let log = size.trailing_zeros();
        let mut d = vec![F::identity_element(); size];
        d.extend(v);
        d.resize(2 * size, F::identity_element());
        let lz = vec![F::identity_map(); size];
        let mut tree = LazySegtree {
            n,
            size,
            log,
            d,
            lz,
        };
        for k in (1..size).rev() {
            tree.update(k);
        }
        tree
    }
}

impl<F: MapMonoid> LazySegtree<F> {
    /// `n` values, all the identity.
    ///
    /// ```
    /// use cpkit::ds::lazy_segtree::{LazySegtree, MapMonoid};
    /// use cpkit::ds::segtree::{Additive, Monoid};
    /// enum Nothing {}
    /// impl MapMonoid for Nothing {
    ///     type M = Additive<u32>;
    ///     type F = ();
    ///     fn identity_map() {}
    ///     fn mapping(_: &(), &x: &u32) -> u32 { x }
    ///     fn composition(_: &(), _: &()) {}
    /// }
    /// let mut tree = LazySegtree::<Nothing>::new(3);
    /// assert_eq!(tree.prod(..), 0);
    /// ```
    pub fn new(n: usize) -> Self {
        vec![F::identity_element(); n].into()
    }

    /// How many values there are.
    ///
    /// ```
    /// # use cpkit::ds::lazy_segtree::{LazySegtree, MapMonoid};
    /// # use cpkit::ds::segtree::{Additive, Monoid};
    /// # enum Nothing {}
    /// # impl MapMonoid for Nothing {
    /// #     type M = Additive<u32>;
    /// #     type F = ();
    /// #     fn identity_map() {}
    /// #     fn mapping(_: &(), &x: &u32) -> u32 { x }
    /// #     fn composition(_: &(), _: &()) {}
    /// # }
    /// assert_eq!(LazySegtree::<Nothing>::new(3).len(), 3);
    /// ```
    #[inline]
    pub fn len(&self) -> usize {
        self.n
    }

    /// Whether there are no values.
    ///
    /// ```
    /// # use cpkit::ds::lazy_segtree::{LazySegtree, MapMonoid};
    /// # use cpkit::ds::segtree::{Additive, Monoid};
    /// # enum Nothing {}
    /// # impl MapMonoid for Nothing {
    /// #     type M = Additive<u32>;
    /// #     type F = ();
    /// #     fn identity_map() {}
    /// #     fn mapping(_: &(), &x: &u32) -> u32 { x }
    /// #     fn composition(_: &(), _: &()) {}
    /// # }
    /// assert!(LazySegtree::<Nothing>::new(0).is_empty());
    /// ```
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    /// Sets the value at `p` (`p < n`) to `x`. O(log n).
    ///
    /// ```
    /// # use cpkit::ds::lazy_segtree::{LazySegtree, MapMonoid};
    /// # use cpkit::ds::segtree::{Additive, Monoid};
    /// # enum Nothing {}
    /// # impl MapMonoid for Nothing {
    /// #     type M = Additive<u32>;
    /// #     type F = ();
    /// #     fn identity_map() {}
    /// #     fn mapping(_: &(), &x: &u32) -> u32 { x }
    /// #     fn composition(_: &(), _: &()) {}
    /// # }
    /// let mut tree = LazySegtree::<Nothing>::new(3);
    /// tree.set(1, 8);
    /// assert_eq!(tree.prod(1..), 8);
    /// ```
    pub fn set(&mut self, p: usize, x: <F::M as Monoid>::S) {
        assert!(p < self.n, "set at {} on a segtree of {} values", p, self.n);
        let p = p + self.size;
        self.push_path(p);
        self.d[p] = x;
        self.update_path(p);
    }

    /// The value at `p` (`p < n`). O(log n).
    ///
    /// ```
    /// # use cpkit::ds::lazy_segtree::{LazySegtree, MapMonoid};
    /// # use cpkit::ds::segtree::{Additive, Monoid};
    /// # enum Nothing {}
    /// # impl MapMonoid for Nothing {
    /// #     type M = Additive<u32>;
    /// #     type F = ();
    /// #     fn identity_map() {}
    /// #     fn mapping(_: &(), &x: &u32) -> u32 { x }
    /// #     fn composition(_: &(), _: &()) {}
    /// # }
    /// let mut tree: LazySegtree<Nothing> = vec![4, 5].into();
    /// assert_eq!(tree.get(1), 5);
    /// ```
    pub fn get(&mut self, p: usize) -> <F::M as Monoid>::S {
        assert!(p < self.n, "get at {} on a segtree of {} values", p, self.n);
        let p = p + self.size;
        self.push_path(p);
        self.d[p].clone()
    }

    /// The fold of the values in `range` (any `RangeBounds`; the identity
    /// when empty), in order. Panics if the range is not within `0..n`.
    /// O(log n).
    ///
    /// ```
    /// # use cpkit::ds::lazy_segtree::{LazySegtree, MapMonoid};
    /// # use cpkit::ds::segtree::{Additive, Monoid};
    /// # enum Nothing {}
    /// # impl MapMonoid for Nothing {
    /// #     type M = Additive<u32>;
    /// #     type F = ();
    /// #     fn identity_map() {}
    /// #     fn mapping(_: &(), &x: &u32) -> u32 { x }
    /// #     fn composition(_: &(), _: &()) {}
    /// # }
    /// let mut tree: LazySegtree<Nothing> = vec![1, 2, 3].into();
    /// assert_eq!(tree.prod(1..=2), 5);
    /// assert_eq!(tree.prod(3..), 0);
    /// ```
    pub fn prod<R: RangeBounds<usize>>(&mut self, range: R) -> <F::M as Monoid>::S {
        let (l, r) = bounds(range, self.n);
        if l == r {
            return F::identity_element();
        }
        let (mut l, mut r) = (l + self.size, r + self.size);
        self.push_ends(l, r);
        let mut left = F::identity_element();
        let mut right = F::identity_element();
        while l < r {
            if l & 1 == 1 {
                left = F::binary_operation(&left, &self.d[l]);
                l += 1;
            }
            if r & 1 == 1 {
                r -= 1;
                right = F::binary_operation(&self.d[r], &right);
            }
            l >>= 1;
            r >>= 1;
        }
        F::binary_operation(&left, &right)
    }

    /// The fold of all the values. O(1).
    ///
    /// ```
    /// # use cpkit::ds::lazy_segtree::{LazySegtree, MapMonoid};
    /// # use cpkit::ds::segtree::{Additive, Monoid};
    /// # enum Nothing {}
    /// # impl MapMonoid for Nothing {
    /// #     type M = Additive<u32>;
    /// #     type F = ();
    /// #     fn identity_map() {}
    /// #     fn mapping(_: &(), &x: &u32) -> u32 { x }
    /// #     fn composition(_: &(), _: &()) {}
    /// # }
    /// let tree: LazySegtree<Nothing> = vec![1, 2, 3].into();
    /// assert_eq!(tree.all_prod(), 6);
    /// ```
    #[inline]
    pub fn all_prod(&self) -> <F::M as Monoid>::S {
        self.d[1].clone()
    }

    /// Applies `f` to the value at `p` (`p < n`). O(log n).
    ///
    /// ```
    /// use cpkit::ds::lazy_segtree::{LazySegtree, MapMonoid};
    /// use cpkit::ds::segtree::{Additive, Monoid};
    /// enum Scale {}
    /// impl MapMonoid for Scale {
    ///     type M = Additive<i64>;
    ///     type F = i64;
    ///     fn identity_map() -> i64 { 1 }
    ///     fn mapping(&f: &i64, &x: &i64) -> i64 { f * x }
    ///     fn composition(&f: &i64, &g: &i64) -> i64 { f * g }
    /// }
    /// let mut tree: LazySegtree<Scale> = vec![1, 2, 3].into();
    /// tree.apply(1, -3);
    /// assert_eq!(tree.all_prod(), -2);
    /// ```
    pub fn apply(&mut self, p: usize, f: F::F) {
        assert!(
            p < self.n,
            "apply at {} on a segtree of {} values",
            p,
            self.n
        );
        let p = p + self.size;
        self.push_path(p);
        self.d[p] = F::mapping(&f, &self.d[p]);
        self.update_path(p);
    }

    /// Applies `f` to every value in `range` (any `RangeBounds`; nothing
    /// when empty). Panics if the range is not within `0..n`. O(log n).
    ///
    /// ```
    /// # use cpkit::ds::lazy_segtree::{LazySegtree, MapMonoid};
    /// # use cpkit::ds::segtree::{Additive, Monoid};
    /// # enum Scale {}
    /// # impl MapMonoid for Scale {
    /// #     type M = Additive<i64>;
    /// #     type F = i64;
    /// #     fn identity_map() -> i64 { 1 }
    /// #     fn mapping(&f: &i64, &x: &i64) -> i64 { f * x }
    /// #     fn composition(&f: &i64, &g: &i64) -> i64 { f * g }
    /// # }
    /// let mut tree: LazySegtree<Scale> = vec![1, 2, 3].into();
    /// tree.apply_range(1.., 10);
    /// assert_eq!(tree.prod(..2), 21);
    /// ```
    pub fn apply_range<R: RangeBounds<usize>>(&mut self, range: R, f: F::F) {
        let (l, r) = bounds(range, self.n);
        if l == r {
            return;
        }
        let (l, r) = (l + self.size, r + self.size);
        self.push_ends(l, r);
        let (mut a, mut b) = (l, r);
        while a < b {
            if a & 1 == 1 {
                self.all_apply(a, &f);
                a += 1;
            }
            if b & 1 == 1 {
                b -= 1;
                self.all_apply(b, &f);
            }
            a >>= 1;
            b >>= 1;
        }
        for i in 1..=self.log {
            if (l >> i) << i != l {
                self.update(l >> i);
            }
            if (r >> i) << i != r {
                self.update((r - 1) >> i);
            }
        }
    }

    /// A binary search to the right of `l` (`l <= n`): an `r` with
    /// `g(prod(l..r))` true and, if `r < n`, `g(prod(l..r + 1))` false; the
    /// largest such `r` when `g` is monotone. Needs `g(identity)` true.
    /// O(log n).
    ///
    /// ```
    /// # use cpkit::ds::lazy_segtree::{LazySegtree, MapMonoid};
    /// # use cpkit::ds::segtree::{Additive, Monoid};
    /// # enum Scale {}
    /// # impl MapMonoid for Scale {
    /// #     type M = Additive<i64>;
    /// #     type F = i64;
    /// #     fn identity_map() -> i64 { 1 }
    /// #     fn mapping(&f: &i64, &x: &i64) -> i64 { f * x }
    /// #     fn composition(&f: &i64, &g: &i64) -> i64 { f * g }
    /// # }
    /// let mut tree: LazySegtree<Scale> = vec![1, 2, 3, 4].into();
    /// tree.apply_range(.., 2); // 2 4 6 8
    /// assert_eq!(tree.max_right(0, |&s| s <= 12), 3);
    /// ```
    pub fn max_right<G>(&mut self, l: usize, mut g: G) -> usize
    where
        G: FnMut(&<F::M as Monoid>::S) -> bool,
    {
        assert!(
            l <= self.n,
            "max_right from {} on a segtree of {} values",
            l,
            self.n
        );
        assert!(
            g(&F::identity_element()),
            "max_right needs g(identity) to hold"
        );
        if l == self.n {
            return self.n;
        }
        let mut l = l + self.size;
        self.push_path(l);
        let mut sum = F::identity_element();
        loop {
            while l & 1 == 0 {
                l >>= 1;
            }
            let next = F::binary_operation(&sum, &self.d[l]);
            if !g(&next) {
                while l < self.size {
                    self.push(l);
                    l <<= 1;
                    let next = F::binary_operation(&sum, &self.d[l]);
                    if g(&next) {
                        sum = next;
                        l += 1;
                    }
                }
                return l - self.size;
            }
            sum = next;
            l += 1;
            if l & l.wrapping_neg() == l {
                return self.n;
            }
        }
    }

    /// A binary search to the left of `r` (`r <= n`): an `l` with
    /// `g(prod(l..r))` true and, if `l > 0`, `g(prod(l - 1..r))` false; the
    /// smallest such `l` when `g` is monotone. Needs `g(identity)` true.
    /// O(log n).
    ///
    /// ```
    /// # use cpkit::ds::lazy_segtree::{LazySegtree, MapMonoid};
    /// # use cpkit::ds::segtree::{Additive, Monoid};
    /// # enum Scale {}
    /// # impl MapMonoid for Scale {
    /// #     type M = Additive<i64>;
    /// #     type F = i64;
    /// #     fn identity_map() -> i64 { 1 }
    /// #     fn mapping(&f: &i64, &x: &i64) -> i64 { f * x }
    /// #     fn composition(&f: &i64, &g: &i64) -> i64 { f * g }
    /// # }
    /// let mut tree: LazySegtree<Scale> = vec![1, 2, 3, 4].into();
    /// tree.apply_range(.., 2); // 2 4 6 8
    /// assert_eq!(tree.min_left(4, |&s| s <= 14), 2);
    /// ```
    pub fn min_left<G>(&mut self, r: usize, mut g: G) -> usize
    where
        G: FnMut(&<F::M as Monoid>::S) -> bool,
    {
        assert!(
            r <= self.n,
            "min_left from {} on a segtree of {} values",
            r,
            self.n
        );
        assert!(
            g(&F::identity_element()),
            "min_left needs g(identity) to hold"
        );
        if r == 0 {
            return 0;
        }
        let mut r = r + self.size;
        self.push_path(r - 1);
        let mut sum = F::identity_element();
        loop {
            r -= 1;
            while r > 1 && r & 1 == 1 {
                r >>= 1;
            }
            let next = F::binary_operation(&self.d[r], &sum);
            if !g(&next) {
                while r < self.size {
                    self.push(r);
                    r = 2 * r + 1;
                    let next = F::binary_operation(&self.d[r], &sum);
                    if g(&next) {
                        sum = next;
                        r -= 1;
                    }
                }
                return r + 1 - self.size;
            }
            sum = next;
            if r & r.wrapping_neg() == r {
                return 0;
            }
        }
    }

    #[inline]
    fn update(&mut self, k: usize) {
        self.d[k] = F::binary_operation(&self.d[2 * k], &self.d[2 * k + 1]);
    }

    #[inline]
    fn all_apply(&mut self, k: usize, f: &F::F) {
        self.d[k] = F::mapping(f, &self.d[k]);
        if k < self.size {
            self.lz[k] = F::composition(f, &self.lz[k]);
        }
    }

    /// Hands node `k`'s pending map to its children.
    #[inline]
    fn push(&mut self, k: usize) {
        let f = std::mem::replace(&mut self.lz[k], F::identity_map());
        self.all_apply(2 * k, &f);
        self.all_apply(2 * k + 1, &f);
    }

    /// Pushes every pending map on the path from the root to leaf `p`.
    #[inline]
    fn push_path(&mut self, p: usize) {
        for i in (1..=self.log).rev() {
            self.push(p >> i);
        }
    }

    /// Recomputes every node on the path from leaf `p` to the root.
    #[inline]
    fn update_path(&mut self, p: usize) {
        for i in 1..=self.log {
            self.update(p >> i);
        }
    }

    /// Pushes the pending maps above the leaves `l` and `r - 1`, where they
    /// are not the edge of a whole node: afterwards every node the range
    /// covers holds its true fold.
    #[inline]
    fn push_ends(&mut self, l: usize, r: usize) {
        for i in (1..=self.log).rev() {
            if (l >> i) << i != l {
                self.push(l >> i);
            }
            if (r >> i) << i != r {
                self.push((r - 1) >> i);
            }
        }
    }
}
