//! A sequence of keyed monoid values that sorts any range by key and folds
//! any range: runs kept sorted, each a mergeable segment tree over the keys,
//! their folds in a segment tree over positions; O((n + q) log K) amortized
//! for n items, q operations and keys below K; verified on Library
//! Checker's `point_set_range_sort_range_composite`
//! (`crates/cpkit/verify/point-set-range-sort-range-composite`).

use super::fast_set::FastSet;
use super::segtree::{Monoid, Segtree};

/// A sequence of `(key, value)` items with distinct keys below a bound
/// `K`: set one item, sort a range by key (ascending or descending), and
/// fold the values of a range in order with the monoid `M` (which need not
/// commute).
///
/// The sequence is cut into runs, each sorted one way: a run is a segment
/// tree over the keys holding the fold of its values both ways, and its
/// fold sits at the run's first position in a [`Segtree`] over positions.
/// Sorting a range cuts the runs at its ends (splitting a key tree by count,
/// O(log K)) and merges the runs inside; since each merge removes a run that
/// a cut or a `set` made, all merges cost O((n + q) log K) in total. A
/// fold cuts nothing: it reads the runs over its ends by rank in their key
/// trees.
/// Merges and `set` leave nodes behind; the pool is compacted (every tree
/// copied in depth-first order, which also keeps each tree together in
/// memory) when it has doubled since the last time, so it stays within
/// about twice the live nodes.
///
/// # Example
/// ```
/// use cpkit::ds::range_sort_segtree::RangeSortSegtree;
/// use cpkit::ds::segtree::Monoid;
/// // Strings under concatenation: the values in their current order.
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
/// let items = vec![(3, "d".to_string()), (0, "a".into()), (2, "c".into()), (1, "b".into())];
/// let mut s: RangeSortSegtree<Concat> = RangeSortSegtree::new(10, items);
/// assert_eq!(s.prod(0, 4), "dacb");
/// s.sort(0, 3, false); // keys 3 0 2 -> 0 2 3
/// assert_eq!(s.prod(0, 4), "acdb");
/// s.sort(1, 4, true); // keys 2 3 1 -> 3 2 1
/// assert_eq!(s.prod(0, 4), "adcb");
/// assert_eq!(s.prod(1, 3), "dc");
/// s.set(2, 9, "z".into());
/// s.sort(0, 4, false); // keys 0 3 9 1 -> 0 1 3 9
/// assert_eq!(s.prod(0, 4), "abdz");
/// ```
pub struct RangeSortSegtree<M: Monoid> {
    /// Keys are below `universe`.
    universe: usize,
    /// Key-tree nodes, each in one place (a node is read whole); node 0 is
    /// the empty tree.
    nodes: Vec<Node<M::S>>,
    /// The pool is compacted when it grows past this: merges and `set`
    /// leave nodes behind, and nodes reused one by one would scatter a
    /// tree over memory, where a compacted one lies in depth-first order.
    limit: usize,
    /// The first position of each run, and `n` as a sentinel.
    starts: FastSet,
    /// For a run starting at `i`: its key tree and whether it is descending.
    root: Vec<u32>,
    descending: Vec<bool>,
    /// Each run's fold at its first position, the identity elsewhere.
    outer: Segtree<M>,
}

/// A node of a key tree: its children (0 for none), how many keys it
/// holds, and the fold of their values by ascending and descending key.
#[derive(Clone, Debug)]
struct Node<S> {
    left: u32,
    right: u32,
    count: u32,
    up: S,
    down: S,
}

impl<M: Monoid> std::fmt::Debug for RangeSortSegtree<M> {
    /// Shows the runs: first position, key count, direction.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut runs = f.debug_list();
        let mut s = Some(0);
        while let Some(i) = s.filter(|&i| i < self.len()) {
            let order = if self.descending[i] { "desc" } else { "asc" };
            runs.entry(&(i, self.nodes[self.root[i] as usize].count, order));
            s = self.starts.next(i + 1);
        }
        runs.finish()
    }
}

impl<M: Monoid> RangeSortSegtree<M> {
    /// The sequence of `items` (`(key, value)`, keys distinct and below
    /// `universe`). O(n log K).
    pub fn new(universe: usize, items: Vec<(usize, M::S)>) -> Self {
        let n = items.len();
        let mut s = RangeSortSegtree {
            universe: universe.max(1),
            nodes: vec![Node {
                left: 0,
                right: 0,
                count: 0,
                up: M::identity(),
                down: M::identity(),
            }],
            limit: 0,
            starts: FastSet::from_fn(n + 1, |_| true),
            root: vec![0; n + 1],
            descending: vec![false; n + 1],
            outer: Segtree::new(n),
        };
        let mut folds = Vec::with_capacity(n);
        for (i, (key, value)) in items.into_iter().enumerate() {
            s.root[i] = s.single(key, value.clone());
            folds.push(value);
        }
        s.outer = folds.into();
        s.limit = 2 * s.nodes.len() + 64;
        s
    }

    /// The number of items.
    pub fn len(&self) -> usize {
        self.root.len() - 1
    }

    /// Whether there are no items.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Replaces the item at position `i` by `(key, value)` (the key must
    /// differ from every other item's). O(log n + log K) amortized.
    pub fn set(&mut self, i: usize, key: usize, value: M::S) {
        assert!(i < self.len(), "position {} is not below {}", i, self.len());
        self.compact_if_large();
        self.cut(i);
        self.cut(i + 1);
        self.root[i] = self.single(key, value.clone());
        self.descending[i] = false;
        self.outer.set(i, value);
    }

    /// Sorts the items at positions `l..r` by key: ascending, or descending
    /// when `descending`. O(log n + log K) amortized.
    pub fn sort(&mut self, l: usize, r: usize, descending: bool) {
        assert!(
            l <= r && r <= self.len(),
            "{}..{} is not a range of 0..{}",
            l,
            r,
            self.len()
        );
        if l == r {
            return;
        }
        self.compact_if_large();
        self.cut(l);
        self.cut(r);
        let mut tree = self.root[l];
        while let Some(s) = self.starts.next(l + 1) {
            if s >= r {
                break;
            }
            tree = self.merge(tree, self.root[s], 0, self.universe);
            self.root[s] = 0;
            self.starts.remove(s);
            self.outer.set(s, M::identity());
        }
        self.root[l] = tree;
        self.descending[l] = descending;
        self.outer.set(l, self.run_fold(l));
    }

    /// The fold of the values at positions `l..r`, in order. O(log n +
    /// log K): the runs inside from the segment tree over positions, the
    /// parts of the runs over `l` and `r` from their key trees (by rank).
    pub fn prod(&self, l: usize, r: usize) -> M::S {
        assert!(
            l <= r && r <= self.len(),
            "{}..{} is not a range of 0..{}",
            l,
            r,
            self.len()
        );
        if l == r {
            return M::identity();
        }
        let first = self.starts.prev(l).unwrap_or(0);
        let last = self.starts.prev(r - 1).unwrap_or(0);
        if first == last {
            return self.run_part(first, l - first, r - first);
        }
        let head_end = self.starts.next(first + 1).unwrap_or(r);
        let head = self.run_part(first, l - first, head_end - first);
        let middle = self.outer.prod(head_end..last);
        let tail = self.run_part(last, 0, r - last);
        M::binary_operation(&M::binary_operation(&head, &middle), &tail)
    }

    /// The fold of the items `a..b` (by their order in it) of the run
    /// starting at `s`.
    fn run_part(&self, s: usize, a: usize, b: usize) -> M::S {
        let t = self.root[s];
        if self.descending[s] {
            let c = self.nodes[t as usize].count as usize;
            self.fold_ranks(t, (c - b) as u32, (c - a) as u32, true)
        } else {
            self.fold_ranks(t, a as u32, b as u32, false)
        }
    }

    /// The fold of the keys of ranks `a..b` (from the smallest) of a key
    /// tree, by ascending key, or by descending key when `down`.
    fn fold_ranks(&self, x: u32, a: u32, b: u32, down: bool) -> M::S {
        let node = &self.nodes[x as usize];
        if a >= b {
            return M::identity();
        }
        if a == 0 && b == node.count {
            return if down {
                node.down.clone()
            } else {
                node.up.clone()
            };
        }
        // A part of a node's keys: the node is not a leaf.
        let lc = self.nodes[node.left as usize].count;
        let left = self.fold_ranks(node.left, a.min(lc), b.min(lc), down);
        let right = self.fold_ranks(node.right, a.max(lc) - lc, b.max(lc) - lc, down);
        if down {
            M::binary_operation(&right, &left)
        } else {
            M::binary_operation(&left, &right)
        }
    }

    /// The fold of the run starting at `s`, in its order.
    fn run_fold(&self, s: usize) -> M::S {
        let t = self.root[s] as usize;
        if self.descending[s] {
            self.nodes[t].down.clone()
        } else {
            self.nodes[t].up.clone()
        }
    }

    /// Makes `p` the first position of a run, splitting the run over it.
    fn cut(&mut self, p: usize) {
        let s = match self.starts.prev(p) {
            Some(s) if s != p => s,
            _ => return,
        };
        let t = self.root[s];
        let keep = (p - s) as u32;
        let (first, rest) = if self.descending[s] {
            // The first `keep` items of a descending run are its largest keys.
            let (small, large) = self.split(t, self.nodes[t as usize].count - keep);
            (large, small)
        } else {
            self.split(t, keep)
        };
        self.root[s] = first;
        self.root[p] = rest;
        self.descending[p] = self.descending[s];
        self.starts.insert(p);
        self.outer.set(s, self.run_fold(s));
        self.outer.set(p, self.run_fold(p));
    }

    fn node(&mut self) -> u32 {
        self.nodes.push(Node {
            left: 0,
            right: 0,
            count: 0,
            up: M::identity(),
            down: M::identity(),
        });
        (self.nodes.len() - 1) as u32
    }

    /// Recomputes a node from its children; most nodes of a sparse key
    /// tree have one child, whose fold is copied without an operation.
    fn pull(&mut self, x: u32) {
        let (l, r) = (self.nodes[x as usize].left, self.nodes[x as usize].right);
        let (count, up, down) = if l == 0 || r == 0 {
            let c = &self.nodes[(l | r) as usize];
            (c.count, c.up.clone(), c.down.clone())
        } else {
            let (a, b) = (&self.nodes[l as usize], &self.nodes[r as usize]);
            (
                a.count + b.count,
                M::binary_operation(&a.up, &b.up),
                M::binary_operation(&b.down, &a.down),
            )
        };
        let node = &mut self.nodes[x as usize];
        node.count = count;
        node.up = up;
        node.down = down;
    }

    /// A key tree holding one item: a path from the root to its leaf,
    /// every node of it folding to the one value.
    fn single(&mut self, key: usize, value: M::S) -> u32 {
        assert!(
            key < self.universe,
            "key {} is not below {}",
            key,
            self.universe
        );
        let (mut lo, mut hi) = (0, self.universe);
        let top = self.node();
        let mut x = top;
        loop {
            let node = &mut self.nodes[x as usize];
            node.count = 1;
            node.up = value.clone();
            node.down = value.clone();
            if hi - lo == 1 {
                return top;
            }
            let mid = (lo + hi) / 2;
            let child = self.node();
            if key < mid {
                self.nodes[x as usize].left = child;
                hi = mid;
            } else {
                self.nodes[x as usize].right = child;
                lo = mid;
            }
            x = child;
        }
    }

    /// Copies every run's key tree, in depth-first order, into a new pool
    /// when the pool has grown past `limit`; the new limit is twice what is
    /// left, so the copies cost O(1) per node made. Called only between
    /// operations, when no node index is held.
    fn compact_if_large(&mut self) {
        if self.nodes.len() <= self.limit {
            return;
        }
        let old = std::mem::take(&mut self.nodes);
        self.nodes.push(old[0].clone());
        let mut s = Some(0);
        while let Some(i) = s.filter(|&i| i < self.len()) {
            self.root[i] = self.copy_tree(&old, self.root[i]);
            s = self.starts.next(i + 1);
        }
        self.limit = 2 * self.nodes.len() + 64;
    }

    fn copy_tree(&mut self, old: &[Node<M::S>], x: u32) -> u32 {
        if x == 0 {
            return 0;
        }
        let at = self.nodes.len();
        self.nodes.push(old[x as usize].clone());
        let l = self.copy_tree(old, old[x as usize].left);
        let r = self.copy_tree(old, old[x as usize].right);
        self.nodes[at].left = l;
        self.nodes[at].right = r;
        at as u32
    }

    /// The union of two key trees over `lo..hi` with no key in common.
    fn merge(&mut self, a: u32, b: u32, lo: usize, hi: usize) -> u32 {
        if a == 0 || b == 0 {
            return a | b;
        }
        if hi - lo == 1 {
            return a;
        }
        let mid = (lo + hi) / 2;
        let (al, ar) = (self.nodes[a as usize].left, self.nodes[a as usize].right);
        let (bl, br) = (self.nodes[b as usize].left, self.nodes[b as usize].right);
        // Only where both trees have a child is there work (the call
        // itself costs: this is most of the time of a sort).
        let l = if al != 0 && bl != 0 {
            self.merge(al, bl, lo, mid)
        } else {
            al | bl
        };
        let r = if ar != 0 && br != 0 {
            self.merge(ar, br, mid, hi)
        } else {
            ar | br
        };
        self.nodes[a as usize].left = l;
        self.nodes[a as usize].right = r;
        self.pull(a);
        a
    }

    /// Splits a key tree into its `k` smallest keys and the rest.
    fn split(&mut self, a: u32, k: u32) -> (u32, u32) {
        if k == 0 {
            return (0, a);
        }
        if k >= self.nodes[a as usize].count {
            return (a, 0);
        }
        // 0 < k < count, so `a` is not a leaf and both halves are not empty.
        let b = self.node();
        let l = self.nodes[a as usize].left;
        let lc = self.nodes[l as usize].count;
        if k <= lc {
            let (l1, l2) = self.split(l, k);
            self.nodes[a as usize].left = l1;
            self.nodes[b as usize].left = l2;
            self.nodes[b as usize].right = self.nodes[a as usize].right;
            self.nodes[a as usize].right = 0;
        } else {
            let (r1, r2) = self.split(self.nodes[a as usize].right, k - lc);
            self.nodes[a as usize].right = r1;
            self.nodes[b as usize].right = r2;
        }
        self.pull(a);
        self.pull(b);
        (a, b)
    }
}
