//! A weighted (potential) union-find over an abelian group: learn
//! `a[u] - a[v] = x`, refuse what contradicts what is known, and answer
//! `a[u] - a[v]` where it is determined, each in amortised O(α(n)) (union by
//! size, path compression); and [`GroupWeightedDsu`], the same over any
//! group, commutative or not (`a[u] = a[v] x`), in amortised O(α(n))
//! group operations. Verified on Library Checker's `unionfind_with_potential`
//! (`crates/cpkit/verify/unionfind-with-potential`) and
//! `unionfind_with_potential_non_commutative_group`
//! (`crates/cpkit/verify/unionfind-with-potential-non-commutative-group`).

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

/// A group, commutative or not: the values of a [`GroupWeightedDsu`].
///
/// ```
/// use cpkit::ds::weighted_dsu::Group;
/// /// Permutations of three things, composed: `op(a, b)` is `a` after `b`.
/// struct Perm3;
/// impl Group for Perm3 {
///     type S = [usize; 3];
///     fn identity() -> [usize; 3] {
///         [0, 1, 2]
///     }
///     fn op(a: &[usize; 3], b: &[usize; 3]) -> [usize; 3] {
///         [a[b[0]], a[b[1]], a[b[2]]]
///     }
///     fn inv(a: &[usize; 3]) -> [usize; 3] {
///         let mut r = [0; 3];
///         for i in 0..3 {
///             r[a[i]] = i;
///         }
///         r
///     }
/// }
/// let (s, t) = ([1, 0, 2], [0, 2, 1]);
/// assert_ne!(Perm3::op(&s, &t), Perm3::op(&t, &s));
/// assert_eq!(Perm3::op(&s, &Perm3::inv(&s)), Perm3::identity());
/// ```
pub trait Group {
    /// The values.
    type S: Clone + PartialEq;
    /// The neutral value: `op(e, a) = op(a, e) = a`.
    fn identity() -> Self::S;
    /// The product `a b` (associative, not necessarily commutative).
    fn op(a: &Self::S, b: &Self::S) -> Self::S;
    /// The inverse: `op(a, inv(a)) = identity()`.
    fn inv(a: &Self::S) -> Self::S;
}

/// Unknown values `a[0..n]` of a group `G` (see [`Group`]), and what is
/// known of their quotients `a[v]⁻¹ a[u]`: [`WeightedDsu`] without the
/// commutativity, for matrices, permutations, affine maps. Each element
/// keeps `a[parent]⁻¹ a[v]`; a path is compressed from the root down, with
/// no inverse.
///
/// ```
/// use cpkit::ds::weighted_dsu::{Group, GroupWeightedDsu};
/// /// Affine maps x -> p x + q over the integers mod 7, composed.
/// struct Affine;
/// impl Group for Affine {
///     type S = (u32, u32);
///     fn identity() -> (u32, u32) {
///         (1, 0)
///     }
///     fn op(a: &(u32, u32), b: &(u32, u32)) -> (u32, u32) {
///         (a.0 * b.0 % 7, (a.0 * b.1 + a.1) % 7) // a after b
///     }
///     fn inv(a: &(u32, u32)) -> (u32, u32) {
///         let p = (1..7).find(|p| p * a.0 % 7 == 1).unwrap();
///         (p, (7 - p * a.1 % 7) % 7)
///     }
/// }
/// let mut w = GroupWeightedDsu::<Affine>::new(3);
/// assert!(w.merge(1, 0, (2, 0))); // a1 = a0 (2x)
/// assert!(w.merge(2, 1, (1, 3))); // a2 = a1 (x + 3)
/// assert_eq!(w.diff(2, 0), Some((2, 6))); // a0⁻¹ a2 = 2x after x + 3
/// assert_eq!(w.diff(0, 2), Some(Affine::inv(&(2, 6))));
/// assert!(!w.merge(2, 0, (2, 3))); // contradicts: refused
/// assert!(w.merge(2, 0, (2, 6)));
/// ```
#[derive(Clone, Debug)]
pub struct GroupWeightedDsu<G: Group> {
    /// For a leader, minus the size of its group; for any other element,
    /// its parent.
    parent_or_size: Vec<i32>,
    /// `a[parent of v]⁻¹ a[v]`; the identity for a leader.
    weight: Vec<G::S>,
    /// The path of the last [`leader`](Self::leader) call, kept for its room.
    path: Vec<usize>,
}

impl<G: Group> GroupWeightedDsu<G> {
    /// `n` values with nothing known between them (`n < 2^31`). O(n).
    pub fn new(n: usize) -> Self {
        assert!(
            n <= i32::MAX as usize,
            "a GroupWeightedDsu holds fewer than 2^31 elements"
        );
        GroupWeightedDsu {
            parent_or_size: vec![-1; n],
            weight: vec![G::identity(); n],
            path: Vec::new(),
        }
    }

    /// How many values there are.
    pub fn len(&self) -> usize {
        self.parent_or_size.len()
    }

    /// Whether there are no values.
    pub fn is_empty(&self) -> bool {
        self.parent_or_size.is_empty()
    }

    /// The leader `r` of `v`'s group and `a[r]⁻¹ a[v]`. Panics if `v` is not
    /// below `len()`.
    pub fn leader(&mut self, v: usize) -> (usize, G::S) {
        let p = &mut self.parent_or_size;
        let w = &mut self.weight;
        let path = &mut self.path;
        // Up to the root, remembering the way; then down from the root,
        // each element on the way getting its product from the root.
        let mut root = v;
        while p[root] >= 0 {
            path.push(root);
            root = p[root] as usize;
        }
        // The element just below the root keeps its weight as it is.
        path.pop();
        while let Some(x) = path.pop() {
            let up = p[x] as usize;
            w[x] = G::op(&w[up], &w[x]);
            p[x] = root as i32;
        }
        // A leader's weight is the identity.
        (root, w[v].clone())
    }

    /// Records `a[u] = a[v] x`, that is `a[v]⁻¹ a[u] = x`. Returns `false`,
    /// changing nothing, if that contradicts what is known; `true`
    /// otherwise.
    pub fn merge(&mut self, u: usize, v: usize, x: G::S) -> bool {
        let (ru, pu) = self.leader(u);
        let (rv, pv) = self.leader(v);
        if ru == rv {
            return G::op(&G::inv(&pv), &pu) == x;
        }
        if self.parent_or_size[ru] <= self.parent_or_size[rv] {
            // rv goes under ru: a[ru]⁻¹ a[rv] = pu x⁻¹ pv⁻¹.
            self.parent_or_size[ru] += self.parent_or_size[rv];
            self.parent_or_size[rv] = ru as i32;
            let d = G::op(&pv, &x);
            self.weight[rv] = G::op(&pu, &G::inv(&d));
        } else {
            // ru goes under rv: a[rv]⁻¹ a[ru] = pv x pu⁻¹.
            self.parent_or_size[rv] += self.parent_or_size[ru];
            self.parent_or_size[ru] = rv as i32;
            let d = G::op(&pv, &x);
            self.weight[ru] = G::op(&d, &G::inv(&pu));
        }
        true
    }

    /// Whether `a[v]⁻¹ a[u]` is known.
    pub fn same(&mut self, u: usize, v: usize) -> bool {
        self.leader(u).0 == self.leader(v).0
    }

    /// `a[v]⁻¹ a[u]` if what is known determines it.
    pub fn diff(&mut self, u: usize, v: usize) -> Option<G::S> {
        let (ru, pu) = self.leader(u);
        let (rv, pv) = self.leader(v);
        if ru == rv {
            Some(G::op(&G::inv(&pv), &pu))
        } else {
            None
        }
    }

    /// How many values `v`'s group has.
    pub fn size(&mut self, v: usize) -> usize {
        let r = self.leader(v).0;
        -self.parent_or_size[r] as usize
    }
}
