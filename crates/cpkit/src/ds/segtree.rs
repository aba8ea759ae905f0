//! A segment tree over a monoid: set one element and fold any range in
//! O(log n), binary searches (`max_right`, `min_left`) in O(log n);
//! bottom-up and non-recursive, as the AtCoder Library's. Ready monoids:
//! [`Additive`], [`Multiplicative`], [`Min`], [`Max`], [`BitwiseAnd`],
//! [`BitwiseOr`], [`BitwiseXor`], [`Affine`]. Verified on Library Checker's
//! `point_set_range_composite`.

use std::marker::PhantomData;
use std::ops::{Add, BitAnd, BitOr, BitXor, Bound, Mul, Not, RangeBounds};

/// An associative operation with an identity: what a [`Segtree`] folds.
/// Implement it on a type of your own (usually an empty `enum`) for any
/// other operation.
///
/// ```
/// use cpkit::ds::segtree::{Monoid, Segtree};
/// // Strings under concatenation.
/// enum Concat {}
/// impl Monoid for Concat {
///     type S = String;
///     fn identity() -> String {
///         String::new()
///     }
///     fn binary_operation(a: &String, b: &String) -> String {
///         format!("{}{}", a, b)
///     }
/// }
/// let tree: Segtree<Concat> = vec!["a".to_string(), "b".into(), "c".into()].into();
/// assert_eq!(tree.prod(1..), "bc");
/// ```
pub trait Monoid {
    /// The values.
    type S: Clone;
    /// `e`, with `op(e, x) == op(x, e) == x`.
    fn identity() -> Self::S;
    /// `op(a, b)`, associative: `op(op(a, b), c) == op(a, op(b, c))`.
    fn binary_operation(a: &Self::S, b: &Self::S) -> Self::S;
}

/// Types with a least value: the identity of [`Max`]. Every integer type,
/// and the floats (as negative infinity).
///
/// ```
/// use cpkit::ds::segtree::BoundedBelow;
/// assert_eq!(i32::min_value(), i32::MIN);
/// assert_eq!(<f64 as BoundedBelow>::min_value(), f64::NEG_INFINITY);
/// ```
pub trait BoundedBelow {
    /// The least value.
    fn min_value() -> Self;
}

/// Types with a greatest value: the identity of [`Min`]. Every integer
/// type, and the floats (as infinity).
///
/// ```
/// use cpkit::ds::segtree::BoundedAbove;
/// assert_eq!(u8::max_value(), 255);
/// assert_eq!(<f64 as BoundedAbove>::max_value(), f64::INFINITY);
/// ```
pub trait BoundedAbove {
    /// The greatest value.
    fn max_value() -> Self;
}

macro_rules! bounded {
    ($($t:ty: $min:expr, $max:expr;)*) => {$(
        impl BoundedBelow for $t {
            #[inline]
            fn min_value() -> $t {
                $min
            }
        }
        impl BoundedAbove for $t {
            #[inline]
            fn max_value() -> $t {
                $max
            }
        }
    )*};
}

bounded! {
    u8: u8::MIN, u8::MAX; u16: u16::MIN, u16::MAX; u32: u32::MIN, u32::MAX;
    u64: u64::MIN, u64::MAX; u128: u128::MIN, u128::MAX; usize: usize::MIN, usize::MAX;
    i8: i8::MIN, i8::MAX; i16: i16::MIN, i16::MAX; i32: i32::MIN, i32::MAX;
    i64: i64::MIN, i64::MAX; i128: i128::MIN, i128::MAX; isize: isize::MIN, isize::MAX;
    f32: f32::NEG_INFINITY, f32::INFINITY; f64: f64::NEG_INFINITY, f64::INFINITY;
}

/// Defines a ready monoid: an empty type with a doc and a `Debug` impl.
macro_rules! monoid_type {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        pub struct $name<S>(PhantomData<fn() -> S>, std::convert::Infallible);

        impl<S> std::fmt::Debug for $name<S> {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(stringify!($name))
            }
        }
    };
}

monoid_type! {
    /// Sums, with zero `S::default()`: integers, floats, modints.
    ///
    /// ```
    /// use cpkit::ds::segtree::{Additive, Segtree};
    /// let tree: Segtree<Additive<i64>> = vec![1, 2, 3].into();
    /// assert_eq!(tree.prod(..2), 3);
    /// ```
    Additive
}

impl<S: Copy + Add<Output = S> + Default> Monoid for Additive<S> {
    type S = S;
    #[inline]
    fn identity() -> S {
        S::default()
    }
    #[inline]
    fn binary_operation(a: &S, b: &S) -> S {
        *a + *b
    }
}

monoid_type! {
    /// Products, with one `S::from(1u8)`: integers from 16 bits, floats,
    /// modints.
    ///
    /// ```
    /// use cpkit::ds::segtree::{Multiplicative, Segtree};
    /// let tree: Segtree<Multiplicative<u64>> = vec![2, 3, 4].into();
    /// assert_eq!(tree.prod(1..), 12);
    /// ```
    Multiplicative
}

impl<S: Copy + Mul<Output = S> + From<u8>> Monoid for Multiplicative<S> {
    type S = S;
    #[inline]
    fn identity() -> S {
        S::from(1)
    }
    #[inline]
    fn binary_operation(a: &S, b: &S) -> S {
        *a * *b
    }
}

monoid_type! {
    /// Minima, with identity the greatest value of `S`.
    ///
    /// ```
    /// use cpkit::ds::segtree::{Min, Segtree};
    /// let tree: Segtree<Min<i32>> = vec![5, -1, 3].into();
    /// assert_eq!(tree.prod(..), -1);
    /// assert_eq!(tree.prod(2..2), i32::MAX);
    /// ```
    Min
}

impl<S: Copy + PartialOrd + BoundedAbove> Monoid for Min<S> {
    type S = S;
    #[inline]
    fn identity() -> S {
        S::max_value()
    }
    #[inline]
    fn binary_operation(a: &S, b: &S) -> S {
        if *b < *a {
            *b
        } else {
            *a
        }
    }
}

monoid_type! {
    /// Maxima, with identity the least value of `S`.
    ///
    /// ```
    /// use cpkit::ds::segtree::{Max, Segtree};
    /// let tree: Segtree<Max<f64>> = vec![0.5, 2.5, 1.0].into();
    /// assert_eq!(tree.prod(..), 2.5);
    /// ```
    Max
}

impl<S: Copy + PartialOrd + BoundedBelow> Monoid for Max<S> {
    type S = S;
    #[inline]
    fn identity() -> S {
        S::min_value()
    }
    #[inline]
    fn binary_operation(a: &S, b: &S) -> S {
        if *b > *a {
            *b
        } else {
            *a
        }
    }
}

monoid_type! {
    /// Bitwise and, with identity all ones (`!S::default()`).
    ///
    /// ```
    /// use cpkit::ds::segtree::{BitwiseAnd, Segtree};
    /// let tree: Segtree<BitwiseAnd<u8>> = vec![0b110, 0b011].into();
    /// assert_eq!(tree.prod(..), 0b010);
    /// ```
    BitwiseAnd
}

impl<S: Copy + BitAnd<Output = S> + Not<Output = S> + Default> Monoid for BitwiseAnd<S> {
    type S = S;
    #[inline]
    fn identity() -> S {
        !S::default()
    }
    #[inline]
    fn binary_operation(a: &S, b: &S) -> S {
        *a & *b
    }
}

monoid_type! {
    /// Bitwise or, with identity zero (`S::default()`).
    ///
    /// ```
    /// use cpkit::ds::segtree::{BitwiseOr, Segtree};
    /// let tree: Segtree<BitwiseOr<u32>> = vec![1, 4, 8].into();
    /// assert_eq!(tree.prod(..2), 5);
    /// ```
    BitwiseOr
}

impl<S: Copy + BitOr<Output = S> + Default> Monoid for BitwiseOr<S> {
    type S = S;
    #[inline]
    fn identity() -> S {
        S::default()
    }
    #[inline]
    fn binary_operation(a: &S, b: &S) -> S {
        *a | *b
    }
}

monoid_type! {
    /// Bitwise exclusive or, with identity zero (`S::default()`).
    ///
    /// ```
    /// use cpkit::ds::segtree::{BitwiseXor, Segtree};
    /// let tree: Segtree<BitwiseXor<u64>> = vec![3, 5, 6].into();
    /// assert_eq!(tree.prod(..), 0);
    /// ```
    BitwiseXor
}

impl<S: Copy + BitXor<Output = S> + Default> Monoid for BitwiseXor<S> {
    type S = S;
    #[inline]
    fn identity() -> S {
        S::default()
    }
    #[inline]
    fn binary_operation(a: &S, b: &S) -> S {
        *a ^ *b
    }
}

monoid_type! {
    /// Composition of affine maps `x ↦ a x + b`, held as `(a, b)`, the left
    /// one applied first: the fold of `f_l, ..., f_{r-1}` is
    /// `x ↦ f_{r-1}(... f_l(x))` (Library Checker's
    /// `point_set_range_composite`). Identity `(1, 0)`; `S` is usually a
    /// modint.
    ///
    /// ```
    /// use cpkit::ds::segtree::{Affine, Segtree};
    /// use cpkit::math::modint::ModInt998244353 as Mint;
    /// let f = |a: u32, b: u32| (Mint::new(a), Mint::new(b));
    /// let tree: Segtree<Affine<Mint>> = vec![f(2, 1), f(3, 4)].into();
    /// let (a, b) = tree.prod(..);
    /// assert_eq!(a * 5 + b, Mint::new(3 * (2 * 5 + 1) + 4));
    /// ```
    Affine
}

impl<S: Copy + Add<Output = S> + Mul<Output = S> + From<u8>> Monoid for Affine<S> {
    type S = (S, S);
    #[inline]
    fn identity() -> (S, S) {
        (S::from(1), S::from(0))
    }
    #[inline]
    fn binary_operation(f: &(S, S), g: &(S, S)) -> (S, S) {
        // g(f(x)) = g.a (f.a x + f.b) + g.b
        (g.0 * f.0, g.0 * f.1 + g.1)
    }
}

/// `range` as `(start, end)` with `start <= end <= n`; panics otherwise.
#[inline]
pub(super) fn bounds<R: RangeBounds<usize>>(range: R, n: usize) -> (usize, usize) {
    let start = match range.start_bound() {
        Bound::Included(&l) => l,
        Bound::Excluded(&l) => l + 1,
        Bound::Unbounded => 0,
    };
    let end = match range.end_bound() {
        Bound::Included(&r) => r + 1,
        Bound::Excluded(&r) => r,
        Bound::Unbounded => n,
    };
    assert!(
        start <= end && end <= n,
        "the range {}..{} is not within 0..{}",
        start,
        end,
        n
    );
    (start, end)
}

/// `n` values of a [`Monoid`], with the fold of every range a query away.
/// Built from a `Vec` with `into()` in O(n).
///
/// ```
/// use cpkit::ds::segtree::{Max, Segtree};
/// let mut tree: Segtree<Max<i64>> = vec![3, 1, 4, 1, 5].into();
/// assert_eq!(tree.prod(1..4), 4);
/// tree.set(2, 0);
/// assert_eq!(tree.prod(1..4), 1);
/// assert_eq!(tree.all_prod(), 5);
/// // The first index from 0 where the running maximum exceeds 2.
/// assert_eq!(tree.max_right(0, |&m| m <= 2), 0);
/// assert_eq!(tree.max_right(1, |&m| m <= 2), 4);
/// ```
#[derive(Clone)]
pub struct Segtree<M: Monoid> {
    n: usize,
    /// Leaves start at `size`, a power of two at least `n`.
    size: usize,
    /// `d[k]` is the fold of `d[2k]` and `d[2k + 1]`; leaves from `size`.
    d: Vec<M::S>,
}

impl<M: Monoid> std::fmt::Debug for Segtree<M>
where
    M::S: std::fmt::Debug,
{
    /// Shows the values, as a slice would.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list()
            .entries(&self.d[self.size..self.size + self.n])
            .finish()
    }
}

impl<M: Monoid> From<Vec<M::S>> for Segtree<M> {
    /// The tree of the given values, in O(n).
    fn from(v: Vec<M::S>) -> Self {
        let n = v.len();
        let size = n.next_power_of_two();
        let mut d = vec![M::identity(); size];
        d.extend(v);
        d.resize(2 * size, M::identity());
        let mut tree = Segtree { n, size, d };
        for k in (1..size).rev() {
            tree.update(k);
        }
        tree
    }
}

impl<M: Monoid> Segtree<M> {
    /// `n` values, all the identity.
    ///
    /// ```
    /// use cpkit::ds::segtree::{Additive, Segtree};
    /// let tree = Segtree::<Additive<u32>>::new(4);
    /// assert_eq!(tree.prod(..), 0);
    /// ```
    pub fn new(n: usize) -> Self {
        vec![M::identity(); n].into()
    }

    /// How many values there are.
    ///
    /// ```
    /// use cpkit::ds::segtree::{Additive, Segtree};
    /// assert_eq!(Segtree::<Additive<u32>>::new(4).len(), 4);
    /// ```
    #[inline]
    pub fn len(&self) -> usize {
        self.n
    }

    /// Whether there are no values.
    ///
    /// ```
    /// use cpkit::ds::segtree::{Additive, Segtree};
    /// assert!(Segtree::<Additive<u32>>::new(0).is_empty());
    /// ```
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    /// Sets the value at `p` (`p < n`) to `x`. O(log n).
    ///
    /// ```
    /// use cpkit::ds::segtree::{Additive, Segtree};
    /// let mut tree = Segtree::<Additive<i32>>::new(3);
    /// tree.set(1, 7);
    /// assert_eq!(tree.get(1), 7);
    /// ```
    #[inline]
    pub fn set(&mut self, p: usize, x: M::S) {
        assert!(p < self.n, "set at {} on a segtree of {} values", p, self.n);
        let mut k = p + self.size;
        self.d[k] = x;
        while k > 1 {
            k >>= 1;
            self.update(k);
        }
    }

    /// The value at `p` (`p < n`). O(1).
    ///
    /// ```
    /// use cpkit::ds::segtree::{Additive, Segtree};
    /// let tree: Segtree<Additive<i32>> = vec![4, 5].into();
    /// assert_eq!(tree.get(0), 4);
    /// ```
    #[inline]
    pub fn get(&self, p: usize) -> M::S {
        assert!(p < self.n, "get at {} on a segtree of {} values", p, self.n);
        self.d[p + self.size].clone()
    }

    /// The fold of the values in `range` (any `RangeBounds`; the identity
    /// when empty), in order. Panics if the range is not within `0..n`.
    /// O(log n).
    ///
    /// ```
    /// use cpkit::ds::segtree::{Min, Segtree};
    /// let tree: Segtree<Min<u32>> = vec![4, 2, 7].into();
    /// assert_eq!(tree.prod(..=0), 4);
    /// assert_eq!(tree.prod(1..), 2);
    /// assert_eq!(tree.prod(3..), u32::MAX);
    /// ```
    #[inline]
    pub fn prod<R: RangeBounds<usize>>(&self, range: R) -> M::S {
        let (l, r) = bounds(range, self.n);
        if l == r {
            return M::identity();
        }
        let (mut l, mut r) = (l + self.size, r + self.size);
        let mut left = M::identity();
        let mut right = M::identity();
        while l < r {
            if l & 1 == 1 {
                left = M::binary_operation(&left, &self.d[l]);
                l += 1;
            }
            if r & 1 == 1 {
                r -= 1;
                right = M::binary_operation(&self.d[r], &right);
            }
            l >>= 1;
            r >>= 1;
        }
        M::binary_operation(&left, &right)
    }

    /// The fold of all the values. O(1).
    ///
    /// ```
    /// use cpkit::ds::segtree::{Additive, Segtree};
    /// let tree: Segtree<Additive<i32>> = vec![1, 2, 3].into();
    /// assert_eq!(tree.all_prod(), 6);
    /// ```
    #[inline]
    pub fn all_prod(&self) -> M::S {
        self.d[1].clone()
    }

    /// A binary search to the right of `l` (`l <= n`): an `r` with
    /// `f(prod(l..r))` true and, if `r < n`, `f(prod(l..r + 1))` false. When
    /// `f` is monotone (true, then false as the range grows), `r` is the
    /// largest with `f(prod(l..r))`. Needs `f(identity)` true. O(log n)
    /// calls of `f`.
    ///
    /// ```
    /// use cpkit::ds::segtree::{Additive, Segtree};
    /// let tree: Segtree<Additive<u32>> = vec![1, 2, 3, 4].into();
    /// // The longest prefix from 1 that sums to at most 5: 2 + 3.
    /// assert_eq!(tree.max_right(1, |&s| s <= 5), 3);
    /// assert_eq!(tree.max_right(4, |&s| s <= 5), 4);
    /// ```
    pub fn max_right<F>(&self, l: usize, mut f: F) -> usize
    where
        F: FnMut(&M::S) -> bool,
    {
        assert!(
            l <= self.n,
            "max_right from {} on a segtree of {} values",
            l,
            self.n
        );
        assert!(f(&M::identity()), "max_right needs f(identity) to hold");
        if l == self.n {
            return self.n;
        }
        let mut l = l + self.size;
        let mut sum = M::identity();
        loop {
            // Up to the largest node that starts at l.
            while l & 1 == 0 {
                l >>= 1;
            }
            let next = M::binary_operation(&sum, &self.d[l]);
            if !f(&next) {
                // The answer is inside node l: down to the leaf.
                while l < self.size {
                    l <<= 1;
                    let next = M::binary_operation(&sum, &self.d[l]);
                    if f(&next) {
                        sum = next;
                        l += 1;
                    }
                }
                return l - self.size;
            }
            sum = next;
            l += 1;
            // A power of two: past the last leaf.
            if l & l.wrapping_neg() == l {
                return self.n;
            }
        }
    }

    /// A binary search to the left of `r` (`r <= n`): an `l` with
    /// `f(prod(l..r))` true and, if `l > 0`, `f(prod(l - 1..r))` false. When
    /// `f` is monotone, `l` is the smallest with `f(prod(l..r))`. Needs
    /// `f(identity)` true. O(log n) calls of `f`.
    ///
    /// ```
    /// use cpkit::ds::segtree::{Additive, Segtree};
    /// let tree: Segtree<Additive<u32>> = vec![1, 2, 3, 4].into();
    /// // The longest suffix of 0..3 that sums to at most 5: 2 + 3.
    /// assert_eq!(tree.min_left(3, |&s| s <= 5), 1);
    /// assert_eq!(tree.min_left(0, |&s| s <= 5), 0);
    /// ```
    pub fn min_left<F>(&self, r: usize, mut f: F) -> usize
    where
        F: FnMut(&M::S) -> bool,
    {
        assert!(
            r <= self.n,
            "min_left from {} on a segtree of {} values",
            r,
            self.n
        );
        assert!(f(&M::identity()), "min_left needs f(identity) to hold");
        if r == 0 {
            return 0;
        }
        let mut r = r + self.size;
        let mut sum = M::identity();
        loop {
            r -= 1;
            // Up to the largest node that ends at r.
            while r > 1 && r & 1 == 1 {
                r >>= 1;
            }
            let next = M::binary_operation(&self.d[r], &sum);
            if !f(&next) {
                while r < self.size {
                    r = 2 * r + 1;
                    let next = M::binary_operation(&self.d[r], &sum);
                    if f(&next) {
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
        self.d[k] = M::binary_operation(&self.d[2 * k], &self.d[2 * k + 1]);
    }
}
