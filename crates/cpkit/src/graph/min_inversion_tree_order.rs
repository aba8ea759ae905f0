//! The order of a rooted tree's vertices, parents first, that minimises
//! the weighted inversions `Σ c(later) d(earlier)`, by merging the part of
//! least ratio `d / c` into its parent's part (a heap and a union-find):
//! O(n log n); verified on Library Checker's
//! `rooted_tree_topological_order_with_minimum_inversions`
//! (`crates/cpkit/verify/rooted-tree-topological-order-with-minimum-inversions`).

/// A part in the heap: its sums of `d` and `c` (`c = d = 0` as ratio 0,
/// `0 / 1`, which keeps the order total) and its top vertex. `WIDE`: the
/// sums may pass 32 bits, so cross products are taken in u128.
#[derive(Clone, Copy)]
struct Entry<const WIDE: bool> {
    d: u64,
    c: u64,
    top: u32,
}

impl<const WIDE: bool> Entry<WIDE> {
    fn new(c: u64, d: u64, top: usize) -> Self {
        let (d, c) = if c == 0 && d == 0 { (0, 1) } else { (d, c) };
        Entry {
            d,
            c,
            top: top as u32,
        }
    }

    /// Whether `self` comes out of the heap before `other`: the least
    /// ratio `d / c` first (`c = 0` is +∞), then the least top.
    #[inline]
    fn before(&self, other: &Self) -> bool {
        if WIDE {
            let (l, r) = (
                self.d as u128 * other.c as u128,
                other.d as u128 * self.c as u128,
            );
            l < r || (l == r && self.top < other.top)
        } else {
            let (l, r) = (self.d * other.c, other.d * self.c);
            l < r || (l == r && self.top < other.top)
        }
    }
}

/// A binary heap of parts that knows where each top is, so a part's
/// entry is updated in place when a child merges into it.
struct PartHeap<const WIDE: bool> {
    heap: Vec<Entry<WIDE>>,
    /// Where each top's entry is in `heap` (`u32::MAX`: not there).
    at: Vec<u32>,
}

impl<const WIDE: bool> PartHeap<WIDE> {
    fn new(n: usize, entries: Vec<Entry<WIDE>>) -> Self {
        let mut h = PartHeap {
            heap: entries,
            at: vec![u32::MAX; n],
        };
        for (i, e) in h.heap.iter().enumerate() {
            h.at[e.top as usize] = i as u32;
        }
        for i in (0..h.heap.len() / 2).rev() {
            h.down(i);
        }
        h
    }

    fn set(&mut self, i: usize, e: Entry<WIDE>) {
        self.at[e.top as usize] = i as u32;
        self.heap[i] = e;
    }

    fn up(&mut self, mut i: usize) {
        let e = self.heap[i];
        while i > 0 {
            let p = (i - 1) / 2;
            if !e.before(&self.heap[p]) {
                break;
            }
            let moved = self.heap[p];
            self.set(i, moved);
            i = p;
        }
        self.set(i, e);
    }

    fn down(&mut self, mut i: usize) {
        let e = self.heap[i];
        let len = self.heap.len();
        loop {
            let mut child = 2 * i + 1;
            if child >= len {
                break;
            }
            if child + 1 < len && self.heap[child + 1].before(&self.heap[child]) {
                child += 1;
            }
            if !self.heap[child].before(&e) {
                break;
            }
            let moved = self.heap[child];
            self.set(i, moved);
            i = child;
        }
        self.set(i, e);
    }

    fn pop(&mut self) -> Option<Entry<WIDE>> {
        let last = self.heap.pop()?;
        self.at[last.top as usize] = u32::MAX;
        if self.heap.is_empty() {
            return Some(last);
        }
        let top = self.heap[0];
        self.at[top.top as usize] = u32::MAX;
        self.set(0, last);
        self.down(0);
        Some(top)
    }

    /// Replaces the entry of `e.top`, which is in the heap.
    fn update(&mut self, e: Entry<WIDE>) {
        let i = self.at[e.top as usize] as usize;
        self.heap[i] = e;
        self.up(i);
        let i = self.at[e.top as usize] as usize;
        self.down(i);
    }
}

/// An order of the vertices of the rooted tree given by `parent` (the root
/// is its own parent) with every vertex after its parent, that minimises
/// `X = Σ_{i > j} c[p_i] d[p_j]`; returns `(X, p)`.
///
/// Two whole parts A and B side by side cost `C_B D_A` with A first and
/// `C_A D_B` with B first, so A goes first when `D_A / C_A < D_B / C_B`.
/// The part (a vertex at first) of least `D / C` below the root goes right
/// after its parent's part in some optimal order: the two merge into one
/// part, whose order is the parent's followed by the child's, at the cost
/// `C_child D_parent`, and the parent's ratio only falls. n - 1 merges
/// with a heap of the parts that updates a part's entry in place, and a
/// union-find of the tops: O(n log n).
///
/// # Panics
/// If the lengths differ or the tree has not exactly one root. `X` must
/// fit a `u64` (it is at most `Σ c · Σ d`).
///
/// # Example
/// ```
/// use cpkit::graph::min_inversion_tree_order::min_inversion_tree_order;
///
/// // 0 is the root of 1 and 2; 1 is the parent of 3.
/// let parent = [0, 0, 0, 1];
/// let c = [1, 1, 5, 1];
/// let d = [1, 4, 1, 2];
/// let (x, order) = min_inversion_tree_order(&parent, &c, &d);
/// assert_eq!(order, vec![0, 2, 1, 3]);
/// // c2 d0 + c1 (d0 + d2) + c3 (d0 + d2 + d1)
/// assert_eq!(x, 5 + 2 + 6);
/// ```
pub fn min_inversion_tree_order(parent: &[usize], c: &[u64], d: &[u64]) -> (u64, Vec<usize>) {
    let n = parent.len();
    assert!(
        c.len() == n && d.len() == n,
        "min_inversion_tree_order: {} parents, {} c and {} d",
        n,
        c.len(),
        d.len()
    );
    let roots: Vec<usize> = (0..n).filter(|&v| parent[v] == v).collect();
    if n == 0 {
        return (0, Vec::new());
    }
    assert!(
        roots.len() == 1,
        "min_inversion_tree_order: {} roots",
        roots.len()
    );
    let root = roots[0];
    // Below 2^32 each, all sums' cross products fit a u64.
    let narrow = |x: &[u64]| {
        x.iter()
            .try_fold(0u64, |s, &v| s.checked_add(v))
            .map_or(false, |s| s >> 32 == 0)
    };
    if narrow(c) && narrow(d) {
        greedy::<false>(root, parent, c, d)
    } else {
        greedy::<true>(root, parent, c, d)
    }
}

/// The merges, from the root `root`; see [`min_inversion_tree_order`].
fn greedy<const WIDE: bool>(
    root: usize,
    parent: &[usize],
    c: &[u64],
    d: &[u64],
) -> (u64, Vec<usize>) {
    let n = parent.len();
    const NONE: usize = usize::MAX;
    // Each part: its top (the union-find's leader), its sums, its order as
    // a linked list from `first` to `last` through `next`.
    let mut leader: Vec<usize> = (0..n).collect();
    let mut sum_c = c.to_vec();
    let mut sum_d = d.to_vec();
    let first: Vec<usize> = (0..n).collect();
    let mut last: Vec<usize> = (0..n).collect();
    let mut next = vec![NONE; n];
    let entries = (0..n)
        .filter(|&v| v != root)
        .map(|v| Entry::new(c[v], d[v], v))
        .collect();
    let mut heap = PartHeap::<WIDE>::new(n, entries);
    let mut x = 0u64;
    while let Some(e) = heap.pop() {
        let v = e.top as usize;
        // The part above v, by the union-find with path halving.
        let mut g = parent[v];
        while leader[g] != g {
            leader[g] = leader[leader[g]];
            g = leader[g];
        }
        x += sum_c[v] * sum_d[g];
        leader[v] = g;
        sum_c[g] += sum_c[v];
        sum_d[g] += sum_d[v];
        next[last[g]] = first[v];
        last[g] = last[v];
        if g != root {
            heap.update(Entry::new(sum_c[g], sum_d[g], g));
        }
    }
    let mut order = Vec::with_capacity(n);
    let mut v = first[root];
    while v != NONE {
        order.push(v);
        v = next[v];
    }
    (x, order)
}
