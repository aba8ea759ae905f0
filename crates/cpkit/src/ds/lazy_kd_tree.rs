//! A lazy 2-d tree over a fixed set of points: apply a map to the values of
//! the points in a rectangle and fold them, each in O(√n) nodes, set one
//! point's value in O(log n), over a [`MapMonoid`]; verified on Library
//! Checker's `dynamic_point_set_rectangle_affine_rectangle_sum`
//! (`crates/cpkit/verify/dynamic-point-set-rectangle-affine-rectangle-sum`).

use super::lazy_segtree::MapMonoid;
use super::segtree::Monoid;
use std::ops::Range;

type S<F> = <<F as MapMonoid>::M as Monoid>::S;

/// Points of the plane (coordinates of any ordered type `T`, `i64` unless
/// said) with a value each: fold the values of the points in
/// a rectangle, apply a map to all of them, set one point's value. The
/// points are fixed when it is built; a point that is to appear later is
/// given the monoid's identity until then (for a sum with a count, `(0, 0)`,
/// so that affine maps leave it alone).
///
/// A balanced 2-d tree: each node splits its points at the median of x or
/// y (alternately), and keeps their bounding box, the fold of their values
/// and a map still to be pushed to its children. A rectangle meets
/// O(√n) nodes whose box it neither contains nor misses.
///
/// # Example
/// ```
/// use cpkit::ds::lazy_kd_tree::LazyKdTree;
/// use cpkit::ds::lazy_segtree::MapMonoid;
/// use cpkit::ds::segtree::Monoid;
///
/// /// (sum, count) pairs; maps x ↦ a x + b on every point.
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
/// enum Affine {}
/// impl MapMonoid for Affine {
///     type M = SumCount;
///     type F = (i64, i64);
///     fn identity_map() -> (i64, i64) {
///         (1, 0)
///     }
///     fn mapping(&(a, b): &(i64, i64), &(sum, count): &(i64, i64)) -> (i64, i64) {
///         (a * sum + b * count, count)
///     }
///     fn composition(&(a1, b1): &(i64, i64), &(a2, b2): &(i64, i64)) -> (i64, i64) {
///         (a1 * a2, a1 * b2 + b1)
///     }
/// }
///
/// let points = [(0, 0), (2, 1), (1, 3), (4, 4)];
/// let values = vec![(1, 1), (2, 1), (3, 1), (0, 0)]; // (4, 4) comes later
/// let mut t: LazyKdTree<Affine> = LazyKdTree::new(&points, values);
/// assert_eq!(t.prod(0..3, 0..4).0, 6);
/// t.apply(1..5, 1..5, (10, 1)); // (2, 1) and (1, 3): 21 and 31
/// assert_eq!(t.prod(0..5, 0..5).0, 53);
/// t.set(3, (5, 1));
/// assert_eq!(t.prod(1..5, 2..5).0, 36);
/// assert_eq!(t.get(1), (21, 1));
/// ```
pub struct LazyKdTree<F: MapMonoid, T = i64> {
    /// Per node, in depth-first order (a node's left child right after it,
    /// so a query walks memory forward): the bounding box `[x_min, x_max,
    /// y_min, y_max]` of its points (inclusive) and the fold of their
    /// values, side by side (a visit reads both). A node over `k` points
    /// is followed by its left subtree over `k / 2`, then its right one.
    nodes: Vec<Node<T, S<F>>>,
    /// The map a node's children still owe, and whether it is not the
    /// identity (pushing one is work for nothing).
    lazy: Vec<F::F>,
    pending: Vec<bool>,
    /// The rank of each point among the leaves, left to right.
    rank: Vec<u32>,
}

/// A node's box and fold.
#[derive(Clone, Debug)]
struct Node<T, S> {
    bounds: [T; 4],
    value: S,
}

impl<F: MapMonoid, T> std::fmt::Debug for LazyKdTree<F, T> {
    /// Shows the size: the values are behind maps not yet pushed.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LazyKdTree")
            .field("points", &self.rank.len())
            .finish()
    }
}

impl<F: MapMonoid, T: Copy + Ord + Default> LazyKdTree<F, T> {
    /// The tree of `points` with `values` (one each). O(n log n).
    pub fn new(points: &[(T, T)], values: Vec<S<F>>) -> Self {
        let n = points.len();
        assert_eq!(n, values.len(), "one value per point");
        let size = (2 * n).max(1) - 1;
        let mut t = LazyKdTree {
            nodes: vec![
                Node {
                    bounds: [T::default(); 4],
                    value: F::identity_element(),
                };
                size
            ],
            lazy: vec![F::identity_map(); size],
            pending: vec![false; size],
            rank: vec![0; n],
        };
        if n > 0 {
            let mut order: Vec<u32> = (0..n as u32).collect();
            let mut values: Vec<Option<S<F>>> = values.into_iter().map(Some).collect();
            t.build(points, &mut values, &mut order, 0, 0, false);
        }
        t
    }

    /// The number of points.
    pub fn len(&self) -> usize {
        self.rank.len()
    }

    /// Whether there are no points.
    pub fn is_empty(&self) -> bool {
        self.rank.is_empty()
    }

    /// Builds node `x` over the points `order` (leaves `first..` from the
    /// left), split at the median of y when `by_y`, else of x.
    fn build(
        &mut self,
        points: &[(T, T)],
        values: &mut [Option<S<F>>],
        order: &mut [u32],
        x: usize,
        first: usize,
        by_y: bool,
    ) {
        let len = order.len();
        if len == 1 {
            let i = order[0] as usize;
            let (px, py) = points[i];
            self.nodes[x] = Node {
                bounds: [px, px, py, py],
                value: values[i].take().unwrap(),
            };
            self.rank[i] = first as u32;
            return;
        }
        let half = len / 2;
        if by_y {
            order.select_nth_unstable_by_key(half, |&i| points[i as usize].1);
        } else {
            order.select_nth_unstable_by_key(half, |&i| points[i as usize].0);
        }
        let (left, right) = order.split_at_mut(half);
        self.build(points, values, left, x + 1, first, !by_y);
        self.build(points, values, right, x + 2 * half, first + half, !by_y);
        let (a, b) = (self.nodes[x + 1].bounds, self.nodes[x + 2 * half].bounds);
        self.nodes[x].bounds = [
            a[0].min(b[0]),
            a[1].max(b[1]),
            a[2].min(b[2]),
            a[3].max(b[3]),
        ];
        self.pull(x, half);
    }

    /// Pushes every map on the way down to point `i`'s leaf, and returns
    /// the leaf and the way (each node with its left subtree's size).
    fn descend(&mut self, i: usize) -> (usize, Vec<(usize, usize)>) {
        let (mut x, mut len, mut r) = (0, self.len(), self.rank[i] as usize);
        let mut path = Vec::with_capacity(32);
        while len > 1 {
            self.push(x, len);
            let half = len / 2;
            path.push((x, half));
            if r < half {
                x += 1;
                len = half;
            } else {
                x += 2 * half;
                len -= half;
                r -= half;
            }
        }
        (x, path)
    }

    /// Sets the value of point `i` (its index in the list given to
    /// [`new`](Self::new)). O(log n).
    pub fn set(&mut self, i: usize, value: S<F>) {
        let (leaf, path) = self.descend(i);
        self.nodes[leaf].value = value;
        for &(x, half) in path.iter().rev() {
            self.pull(x, half);
        }
    }

    /// The value of point `i`. O(log n).
    pub fn get(&mut self, i: usize) -> S<F> {
        let (leaf, _) = self.descend(i);
        self.nodes[leaf].value.clone()
    }

    /// The fold of the values of the points with `x` in `xs` and `y` in
    /// `ys` (half-open ranges). O(√n).
    pub fn prod(&self, xs: Range<T>, ys: Range<T>) -> S<F> {
        if self.is_empty() || xs.start >= xs.end || ys.start >= ys.end {
            return F::identity_element();
        }
        self.prod_rec(0, self.len(), &[xs.start, xs.end, ys.start, ys.end])
    }

    /// Applies `f` to the values of the points with `x` in `xs` and `y` in
    /// `ys` (half-open ranges). O(√n).
    pub fn apply(&mut self, xs: Range<T>, ys: Range<T>, f: F::F) {
        if self.is_empty() || xs.start >= xs.end || ys.start >= ys.end {
            return;
        }
        let len = self.len();
        self.apply_rec(0, len, &[xs.start, xs.end, ys.start, ys.end], &f);
    }

    /// Whether node `x`'s box misses the rectangle `q` (`[x_start, x_end,
    /// y_start, y_end]`, half-open), or lies inside it.
    #[inline]
    fn misses_or_inside(&self, x: usize, q: &[T; 4]) -> (bool, bool) {
        let b = &self.nodes[x].bounds;
        let misses = b[1] < q[0] || q[1] <= b[0] || b[3] < q[2] || q[3] <= b[2];
        let inside = q[0] <= b[0] && b[1] < q[1] && q[2] <= b[2] && b[3] < q[3];
        (misses, inside)
    }

    fn prod_rec(&self, x: usize, len: usize, q: &[T; 4]) -> S<F> {
        let (misses, inside) = self.misses_or_inside(x, q);
        if misses {
            return F::identity_element();
        }
        if inside {
            return self.nodes[x].value.clone();
        }
        // Neither inside nor outside: not a leaf (a leaf's box is a point).
        // The map the children owe is applied to their fold instead of
        // pushed to them: one map, no writes.
        let half = len / 2;
        let l = self.prod_rec(x + 1, half, q);
        let r = self.prod_rec(x + 2 * half, len - half, q);
        let v = F::binary_operation(&l, &r);
        if self.pending[x] {
            F::mapping(&self.lazy[x], &v)
        } else {
            v
        }
    }

    fn apply_rec(&mut self, x: usize, len: usize, q: &[T; 4], f: &F::F) {
        let (misses, inside) = self.misses_or_inside(x, q);
        if misses {
            return;
        }
        if inside {
            self.apply_at(x, len, f);
            return;
        }
        self.push(x, len);
        let half = len / 2;
        self.apply_rec(x + 1, half, q, f);
        self.apply_rec(x + 2 * half, len - half, q, f);
        self.pull(x, half);
    }

    /// Applies `f` to the fold of node `x` (over `len` points), and owes
    /// it to its children.
    fn apply_at(&mut self, x: usize, len: usize, f: &F::F) {
        self.nodes[x].value = F::mapping(f, &self.nodes[x].value);
        if len > 1 {
            self.lazy[x] = F::composition(f, &self.lazy[x]);
            self.pending[x] = true;
        }
    }

    /// Hands node `x`'s owed map (it is over `len` points) to its children.
    fn push(&mut self, x: usize, len: usize) {
        if self.pending[x] {
            self.pending[x] = false;
            let f = std::mem::replace(&mut self.lazy[x], F::identity_map());
            let half = len / 2;
            self.apply_at(x + 1, half, &f);
            self.apply_at(x + 2 * half, len - half, &f);
        }
    }

    /// Node `x`'s fold from its children's (its left one over `half` points).
    fn pull(&mut self, x: usize, half: usize) {
        self.nodes[x].value =
            F::binary_operation(&self.nodes[x + 1].value, &self.nodes[x + 2 * half].value);
    }
}
