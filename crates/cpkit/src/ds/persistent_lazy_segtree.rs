//! A fully persistent lazy segment tree over a [`MapMonoid`]: every range
//! map, and every copy of a range from another version, makes a new
//! version by path copying (maps pushed to fresh copies of the children),
//! and leaves every old one usable; O(log n) time and new nodes per
//! operation. Verified on Library Checker's
//! `persistent_range_affine_range_sum`
//! (`crates/cpkit/verify/persistent-range-affine-range-sum`).

use super::lazy_segtree::MapMonoid;
use super::segtree::Monoid;

type S<F> = <<F as MapMonoid>::M as Monoid>::S;

/// A version: the root of its tree, to pass back to
/// [`PersistentLazySegtree`]'s methods.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Version(u32);

#[derive(Clone)]
struct Node<F: MapMonoid> {
    left: u32,
    right: u32,
    /// The fold of the range, this node's own map applied.
    value: S<F>,
    /// The map still owed to the children (when `pending`).
    lazy: F::F,
    pending: bool,
}

/// A persistent lazy segment tree: versions of a sequence of `n` values,
/// each made from another by applying a map to a range ([`apply`]) or by
/// taking a range from a third version ([`copy_range`]); any version's
/// range fold in O(log n). Nodes are shared between versions and never
/// change: a node that owes its children a map gives it to new copies of
/// them on the way down. About 4 log n new nodes per operation.
///
/// [`apply`]: PersistentLazySegtree::apply
/// [`copy_range`]: PersistentLazySegtree::copy_range
///
/// # Example
/// ```
/// use cpkit::ds::persistent_lazy_segtree::PersistentLazySegtree;
/// use cpkit::ds::lazy_segtree::MapMonoid;
/// use cpkit::ds::segtree::Monoid;
///
/// /// (sum, length), and x ↦ b x + c on each element.
/// enum SumLen {}
/// impl Monoid for SumLen {
///     type S = (i64, i64);
///     fn identity() -> (i64, i64) { (0, 0) }
///     fn binary_operation(a: &(i64, i64), b: &(i64, i64)) -> (i64, i64) { (a.0 + b.0, a.1 + b.1) }
/// }
/// enum Affine {}
/// impl MapMonoid for Affine {
///     type M = SumLen;
///     type F = (i64, i64);
///     fn identity_map() -> (i64, i64) { (1, 0) }
///     fn mapping(&(b, c): &(i64, i64), &(s, len): &(i64, i64)) -> (i64, i64) { (b * s + c * len, len) }
///     fn composition(&(b1, c1): &(i64, i64), &(b2, c2): &(i64, i64)) -> (i64, i64) { (b1 * b2, b1 * c2 + c1) }
/// }
///
/// let (mut tree, v0) = PersistentLazySegtree::<Affine>::new(&[(1, 1), (2, 1), (3, 1), (4, 1)]);
/// let v1 = tree.apply(v0, 1, 3, (2, 1)); // 1 5 7 4
/// let v2 = tree.apply(v1, 0, 4, (1, 10)); // 11 15 17 14
/// let v3 = tree.copy_range(v2, v0, 2, 4); // 11 15 3 4
/// assert_eq!(tree.prod(v0, 0, 4).0, 10);
/// assert_eq!(tree.prod(v1, 0, 4).0, 17);
/// assert_eq!(tree.prod(v2, 1, 3).0, 32);
/// assert_eq!(tree.prod(v3, 0, 4).0, 33);
/// assert_eq!(tree.prod(v3, 2, 2).0, 0);
/// ```
pub struct PersistentLazySegtree<F: MapMonoid> {
    n: usize,
    nodes: Vec<Node<F>>,
}

impl<F: MapMonoid> std::fmt::Debug for PersistentLazySegtree<F> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PersistentLazySegtree")
            .field("len", &self.n)
            .field("nodes", &self.nodes.len())
            .finish()
    }
}

impl<F: MapMonoid> PersistentLazySegtree<F> {
    /// The tree and the version holding `values`; O(n).
    pub fn new(values: &[S<F>]) -> (Self, Version) {
        let n = values.len();
        let mut tree = PersistentLazySegtree {
            n,
            nodes: Vec::with_capacity(2 * n.max(1)),
        };
        let root = tree.build(values);
        (tree, Version(root))
    }

    /// The number of values.
    pub fn len(&self) -> usize {
        self.n
    }

    /// Whether there are no values.
    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    fn build(&mut self, values: &[S<F>]) -> u32 {
        if values.len() <= 1 {
            let value = values.first().cloned().unwrap_or_else(F::M::identity);
            return self.push_node(u32::MAX, u32::MAX, value);
        }
        let mid = values.len() / 2;
        let left = self.build(&values[..mid]);
        let right = self.build(&values[mid..]);
        let value = F::M::binary_operation(
            &self.nodes[left as usize].value,
            &self.nodes[right as usize].value,
        );
        self.push_node(left, right, value)
    }

    fn push_node(&mut self, left: u32, right: u32, value: S<F>) -> u32 {
        self.nodes.push(Node {
            left,
            right,
            value,
            lazy: F::identity_map(),
            pending: false,
        });
        (self.nodes.len() - 1) as u32
    }

    /// A copy of node `x` with `f` applied to its whole range.
    fn mapped(&mut self, x: u32, f: &F::F) -> u32 {
        let node = &self.nodes[x as usize];
        let value = F::mapping(f, &node.value);
        let (left, right) = (node.left, node.right);
        let lazy = if node.pending {
            F::composition(f, &node.lazy)
        } else {
            f.clone()
        };
        let y = self.push_node(left, right, value);
        if left != u32::MAX {
            let node = &mut self.nodes[y as usize];
            node.lazy = lazy;
            node.pending = true;
        }
        y
    }

    /// The children of `x`, with what `x` owes them given to new copies.
    fn children(&mut self, x: u32) -> (u32, u32) {
        let node = &self.nodes[x as usize];
        let (left, right) = (node.left, node.right);
        if !node.pending {
            return (left, right);
        }
        let f = node.lazy.clone();
        (self.mapped(left, &f), self.mapped(right, &f))
    }

    /// The new version: `version` with `f` applied to the values at
    /// `l..r`; O(log n).
    pub fn apply(&mut self, version: Version, l: usize, r: usize, f: F::F) -> Version {
        assert!(
            l <= r && r <= self.n,
            "apply: {}..{} is outside 0..{}",
            l,
            r,
            self.n
        );
        if l == r {
            return version;
        }
        Version(self.apply_in(version.0, 0, self.n, l, r, &f))
    }

    fn apply_in(&mut self, x: u32, lo: usize, hi: usize, l: usize, r: usize, f: &F::F) -> u32 {
        if r <= lo || hi <= l {
            return x;
        }
        if l <= lo && hi <= r {
            return self.mapped(x, f);
        }
        let mid = lo + (hi - lo) / 2;
        let (left, right) = self.children(x);
        let left = self.apply_in(left, lo, mid, l, r, f);
        let right = self.apply_in(right, mid, hi, l, r, f);
        let value = F::M::binary_operation(
            &self.nodes[left as usize].value,
            &self.nodes[right as usize].value,
        );
        self.push_node(left, right, value)
    }

    /// The new version: `version` with the values at `l..r` taken from
    /// `source`; O(log n).
    pub fn copy_range(&mut self, version: Version, source: Version, l: usize, r: usize) -> Version {
        assert!(
            l <= r && r <= self.n,
            "copy_range: {}..{} is outside 0..{}",
            l,
            r,
            self.n
        );
        if l == r {
            return version;
        }
        Version(self.copy_in(version.0, source.0, 0, self.n, l, r))
    }

    fn copy_in(&mut self, x: u32, s: u32, lo: usize, hi: usize, l: usize, r: usize) -> u32 {
        if r <= lo || hi <= l {
            return x;
        }
        if (l <= lo && hi <= r) || x == s {
            return s;
        }
        let mid = lo + (hi - lo) / 2;
        let (xl, xr) = self.children(x);
        let (sl, sr) = self.children(s);
        let left = self.copy_in(xl, sl, lo, mid, l, r);
        let right = self.copy_in(xr, sr, mid, hi, l, r);
        let value = F::M::binary_operation(
            &self.nodes[left as usize].value,
            &self.nodes[right as usize].value,
        );
        self.push_node(left, right, value)
    }

    /// The fold of `version`'s values at `l..r` (the identity when empty);
    /// O(log n), no new nodes.
    pub fn prod(&self, version: Version, l: usize, r: usize) -> S<F> {
        assert!(
            l <= r && r <= self.n,
            "prod: {}..{} is outside 0..{}",
            l,
            r,
            self.n
        );
        if l == r {
            return F::M::identity();
        }
        self.prod_in(version.0, 0, self.n, l, r)
    }

    fn prod_in(&self, x: u32, lo: usize, hi: usize, l: usize, r: usize) -> S<F> {
        let node = &self.nodes[x as usize];
        if l <= lo && hi <= r {
            return node.value.clone();
        }
        let mid = lo + (hi - lo) / 2;
        let inner = if r <= mid {
            self.prod_in(node.left, lo, mid, l, r)
        } else if mid <= l {
            self.prod_in(node.right, mid, hi, l, r)
        } else {
            F::M::binary_operation(
                &self.prod_in(node.left, lo, mid, l, r),
                &self.prod_in(node.right, mid, hi, l, r),
            )
        };
        if node.pending {
            F::mapping(&node.lazy, &inner)
        } else {
            inner
        }
    }
}
