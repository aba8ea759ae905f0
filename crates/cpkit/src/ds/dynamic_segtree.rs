//! A dynamic (sparse) segment tree: a [`Monoid`]'s values at the integer
//! indices of a huge range `lo..hi`, all the identity at first, with point
//! updates and ordered range folds in O(log(hi - lo)) each, and only one
//! node per index ever set: each node keeps one index and its value, in
//! the segment tree's shape. Verified by
//! `crates/cpkit/verify/point-set-range-composite-large-array`.

use super::segtree::Monoid;
use std::ops::{Bound, RangeBounds};

const NIL: u32 = u32::MAX;

#[derive(Clone, Debug)]
struct Node<S> {
    /// The index this node holds: every index in its left subtree is
    /// less, every one in its right subtree greater.
    idx: i64,
    left: u32,
    right: u32,
    /// The value at `idx`, and the fold of the whole subtree in order.
    x: S,
    prod: S,
}

/// The values of a monoid `M` at the indices `lo..hi` (any `i64`s), the
/// identity wherever none was set; memory for the indices set, not for the
/// range.
///
/// # Example
///
/// ```
/// use cpkit::ds::dynamic_segtree::DynamicSegtree;
/// use cpkit::ds::segtree::{Additive, Affine};
/// let mut t = DynamicSegtree::<Additive<i64>>::new(-1_000_000_000..1_000_000_000);
/// t.set(-5, 3);
/// t.set(700_000_000, 4);
/// t.set(12, 10);
/// assert_eq!(t.prod(-5..13), 13);
/// assert_eq!(t.prod(..), 17);
/// assert_eq!(t.get(12), 10);
/// assert_eq!(t.get(11), 0);
///
/// // Ordered folds: affine maps composed left to right.
/// let mut maps = DynamicSegtree::<Affine<i64>>::new(0..1 << 40);
/// maps.set(1 << 39, (2, 0)); // x ↦ 2x
/// maps.set(5, (1, 3)); // x ↦ x + 3, first
/// assert_eq!(maps.prod(..), (2, 6));
/// ```
#[derive(Clone, Debug)]
pub struct DynamicSegtree<M: Monoid> {
    lo: i64,
    hi: i64,
    root: u32,
    nodes: Vec<Node<M::S>>,
}

impl<M: Monoid> DynamicSegtree<M> {
    /// The identity at every index of `range` (`lo < hi`, `hi - lo` an
    /// `i64`).
    pub fn new(range: std::ops::Range<i64>) -> Self {
        assert!(range.start < range.end, "an empty range {:?}", range);
        DynamicSegtree {
            lo: range.start,
            hi: range.end,
            root: NIL,
            nodes: Vec::new(),
        }
    }

    /// How many distinct indices were set (the nodes).
    #[inline]
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether no index was set.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    #[inline]
    fn update(&mut self, c: usize) {
        let node = &self.nodes[c];
        let mut prod = node.x.clone();
        if node.left != NIL {
            prod = M::binary_operation(&self.nodes[node.left as usize].prod, &prod);
        }
        if node.right != NIL {
            prod = M::binary_operation(&prod, &self.nodes[node.right as usize].prod);
        }
        self.nodes[c].prod = prod;
    }

    /// Sets the value at `p` (within `lo..hi`) to `x`. O(log(hi - lo)).
    pub fn set(&mut self, p: i64, x: M::S) {
        assert!(
            self.lo <= p && p < self.hi,
            "set at {} outside {}..{}",
            p,
            self.lo,
            self.hi
        );
        let (mut p, mut x) = (p, x);
        let (mut l, mut r) = (self.lo, self.hi);
        // The nodes passed, to update on the way back; 64 levels at most.
        let mut path = [0u32; 64];
        let mut depth = 0;
        let mut c = self.root;
        loop {
            if c == NIL {
                let new = self.nodes.len() as u32;
                self.nodes.push(Node {
                    idx: p,
                    left: NIL,
                    right: NIL,
                    prod: x.clone(),
                    x,
                });
                match depth {
                    0 => self.root = new,
                    _ => {
                        let parent = &mut self.nodes[path[depth - 1] as usize];
                        if p < parent.idx {
                            parent.left = new;
                        } else {
                            parent.right = new;
                        }
                    }
                }
                break;
            }
            path[depth] = c;
            depth += 1;
            let node = &mut self.nodes[c as usize];
            if node.idx == p {
                node.x = x;
                break;
            }
            // The node keeps whichever index stays on its side of it; the
            // other goes down into the half it lies in.
            let m = l + (r - l) / 2;
            if p < m {
                if node.idx < p {
                    std::mem::swap(&mut node.idx, &mut p);
                    std::mem::swap(&mut node.x, &mut x);
                }
                c = node.left;
                r = m;
            } else {
                if p < node.idx {
                    std::mem::swap(&mut node.idx, &mut p);
                    std::mem::swap(&mut node.x, &mut x);
                }
                c = node.right;
                l = m;
            }
        }
        while depth > 0 {
            depth -= 1;
            self.update(path[depth] as usize);
        }
    }

    /// The value at `p`: the identity if it was never set.
    /// O(log(hi - lo)).
    pub fn get(&self, p: i64) -> M::S {
        let (mut l, mut r) = (self.lo, self.hi);
        let mut c = self.root;
        while c != NIL {
            let node = &self.nodes[c as usize];
            if node.idx == p {
                return node.x.clone();
            }
            let m = l + (r - l) / 2;
            if p < m {
                c = node.left;
                r = m;
            } else {
                c = node.right;
                l = m;
            }
        }
        M::identity()
    }

    /// The fold of the values at the indices of `range`, in increasing
    /// order (the identity when empty); clipped to `lo..hi`.
    /// O(log(hi - lo)).
    pub fn prod<R: RangeBounds<i64>>(&self, range: R) -> M::S {
        let ql = match range.start_bound() {
            Bound::Included(&l) => l,
            Bound::Excluded(&l) => l + 1,
            Bound::Unbounded => self.lo,
        };
        let qr = match range.end_bound() {
            Bound::Included(&r) => r + 1,
            Bound::Excluded(&r) => r,
            Bound::Unbounded => self.hi,
        };
        let mut acc = M::identity();
        self.prod_rec(self.root, self.lo, self.hi, ql, qr, &mut acc);
        acc
    }

    fn prod_rec(&self, c: u32, l: i64, r: i64, ql: i64, qr: i64, acc: &mut M::S) {
        let (ql, qr) = (ql.max(l), qr.min(r));
        if c == NIL || ql >= qr {
            return;
        }
        let node = &self.nodes[c as usize];
        if ql == l && qr == r {
            *acc = M::binary_operation(acc, &node.prod);
            return;
        }
        let m = l + (r - l) / 2;
        self.prod_rec(node.left, l, m, ql, qr, acc);
        if ql <= node.idx && node.idx < qr {
            *acc = M::binary_operation(acc, &node.x);
        }
        self.prod_rec(node.right, m, r, ql, qr, acc);
    }

    /// The fold of every value. O(1).
    pub fn all_prod(&self) -> M::S {
        match self.root {
            NIL => M::identity(),
            c => self.nodes[c as usize].prod.clone(),
        }
    }
}
