//! Contour queries on a tree (the vertices whose distance from `v` is in
//! `l..r`) by centroid decomposition: a Fenwick tree by distance for each
//! centroid's part and for each branch of it, so a point add and a contour
//! sum ([`ContourSum`]), or a contour add and a point read ([`ContourAdd`]),
//! take O(log² n), after O(n log n) to build; verified on Library
//! Checker's `vertex_add_range_contour_sum_on_tree` and
//! `vertex_get_range_contour_add_on_tree`
//! (`crates/cpkit/verify/vertex-add-range-contour-sum-on-tree`,
//! `crates/cpkit/verify/vertex-get-range-contour-add-on-tree`).

use std::ops::{Add, Sub};

use super::centroid_decomposition::centroid_decomposition;
use super::csr::Csr;

const NONE: u32 = u32::MAX;

/// Where each vertex sits in each centroid's part: the tables both
/// queries share. The Fenwick trees are blocks of one array.
#[derive(Clone, Debug)]
struct Layout {
    /// The centroid whose removal made `c`'s part (the first: itself).
    parent: Vec<u32>,
    /// How many centroids are above `c`.
    level: Vec<u32>,
    /// Vertex `v`'s entries are `start[v]..start[v] + level[v] + 1`, one
    /// per centroid above it and itself, by level.
    start: Vec<u32>,
    /// Per entry: the distance from the vertex to that level's centroid.
    dist: Vec<u32>,
    /// Per entry: the block of the centroid's branch holding the vertex
    /// (`NONE` at the vertex's own level).
    branch: Vec<u32>,
    /// The block of centroid `c`'s whole part.
    part: Vec<u32>,
    /// Block `b` is `offset[b]..offset[b + 1]` of the array, indexed by
    /// the distance from its centroid.
    offset: Vec<u32>,
}

impl Layout {
    /// O(n log n): one breadth-first search from each centroid over its part.
    fn new(tree: &Csr<usize>) -> Self {
        let n = tree.num_vertices();
        let (cp, cl) = centroid_decomposition(tree);
        let mut start = Vec::with_capacity(n + 1);
        let mut total = 0u32;
        for &l in &cl {
            start.push(total);
            total += l as u32 + 1;
        }
        start.push(total);
        let mut dist = vec![0u32; total as usize];
        let mut branch = vec![NONE; total as usize];
        let mut part = vec![0u32; n];
        let mut offset = vec![0u32];
        let mut queue: Vec<(usize, usize, u32)> = Vec::new();
        let mut branches: Vec<u32> = Vec::new();
        for c in 0..n {
            let l = cl[c];
            let mut part_len = 1;
            dist[start[c] as usize + l] = 0;
            // Blocks: the part's, then its branches', in the order met.
            let first = offset.len() as u32 - 1;
            part[c] = first;
            // Each branch: a search from a neighbour, never back to c.
            branches.clear();
            for &w in tree.neighbours(c) {
                if cl[w] <= l {
                    continue;
                }
                let id = branches.len() as u32;
                queue.clear();
                queue.push((w, c, 1));
                let mut head = 0;
                let mut deepest = 1;
                while head < queue.len() {
                    let (v, from, d) = queue[head];
                    head += 1;
                    deepest = d;
                    let e = start[v] as usize + l;
                    dist[e] = d;
                    branch[e] = first + 1 + id;
                    for &x in tree.neighbours(v) {
                        if x != from && cl[x] > l {
                            queue.push((x, v, d + 1));
                        }
                    }
                }
                branches.push(deepest + 1);
                part_len = part_len.max(deepest as usize + 1);
            }
            let mut end = *offset.last().unwrap_or(&0) + part_len as u32;
            offset.push(end);
            for &len in &branches {
                end += len;
                offset.push(end);
            }
        }
        Layout {
            parent: cp.iter().map(|&p| p as u32).collect(),
            level: cl.iter().map(|&l| l as u32).collect(),
            start,
            dist,
            branch,
            part,
            offset,
        }
    }

    fn len(&self) -> usize {
        self.parent.len()
    }

    fn block(&self, b: u32) -> (usize, usize) {
        (
            self.offset[b as usize] as usize,
            self.offset[b as usize + 1] as usize,
        )
    }

    /// The blocks and distances of `v`'s levels, from its own up: calls
    /// `f(part block, branch block or NONE, distance)`.
    #[inline]
    fn each<F: FnMut(u32, u32, usize)>(&self, v: usize, mut f: F) {
        let s = self.start[v] as usize;
        let mut c = v;
        loop {
            let e = s + self.level[c] as usize;
            f(self.part[c], self.branch[e], self.dist[e] as usize);
            let p = self.parent[c] as usize;
            if p == c {
                break;
            }
            c = p;
        }
    }
}

/// The sum of the first `k` values of the Fenwick tree `a`.
#[inline]
fn prefix<T: Copy + Add<Output = T>>(a: &[T], mut k: usize, zero: T) -> T {
    let mut s = zero;
    while k > 0 {
        s = s + a[k - 1];
        k &= k - 1;
    }
    s
}

/// Adds `x` at `i` of the Fenwick tree `a`.
#[inline]
fn add_at<T: Copy + Add<Output = T>>(a: &mut [T], mut i: usize, x: T) {
    i += 1;
    while i <= a.len() {
        a[i - 1] = a[i - 1] + x;
        i += i & i.wrapping_neg();
    }
}

/// Subtracts `x` at `i` of the Fenwick tree `a`.
#[inline]
fn sub_at<T: Copy + Sub<Output = T>>(a: &mut [T], mut i: usize, x: T) {
    i += 1;
    while i <= a.len() {
        a[i - 1] = a[i - 1] - x;
        i += i & i.wrapping_neg();
    }
}

/// The indices `l - d .. r - d` of a block of `len`, cut to it.
#[inline]
fn shifted(l: usize, r: usize, d: usize, len: usize) -> (usize, usize) {
    (l.saturating_sub(d).min(len), r.saturating_sub(d).min(len))
}

/// Values on the vertices of a tree, with point adds and contour sums:
/// the sum over the vertices at distance `l..r` from `v`.
///
/// Each centroid `c` keeps a Fenwick tree over distance of its part's
/// values, and one per branch (a component of the part without `c`). The
/// vertices at distance `k` from `v` are, for each centroid `c` above `v`
/// at distance `d`, those of `c`'s part at distance `k - d` from `c`, less
/// those of `v`'s own branch (counted lower down): O(log n) Fenwick reads
/// per level. `T` is any type with `+`, `-` and a zero (`Default`):
/// integers, modints.
///
/// # Example
/// ```
/// use cpkit::graph::contour_query::ContourSum;
/// use cpkit::graph::csr::Csr;
///
/// // The path 0 - 1 - 2 - 3 - 4 with 1, 2, 3, 4, 5 on it.
/// let tree = Csr::from_undirected_pairs(5, vec![(0, 1), (1, 2), (2, 3), (3, 4)]);
/// let mut contour = ContourSum::new(&tree, &[1i64, 2, 3, 4, 5]);
/// assert_eq!(contour.sum(2, 1, 2), 2 + 4);
/// assert_eq!(contour.sum(0, 0, 5), 15);
/// assert_eq!(contour.sum(4, 3, 5), 1 + 2);
/// contour.add(1, 10);
/// assert_eq!(contour.sum(3, 2, 3), 12);
/// assert_eq!(contour.get(1), 12);
/// ```
#[derive(Clone, Debug)]
pub struct ContourSum<T> {
    layout: Layout,
    tree: Vec<T>,
    zero: T,
}

impl<T: Copy + Default + Add<Output = T> + Sub<Output = T>> ContourSum<T> {
    /// The tree (each edge both ways, as [`Csr::from_undirected_pairs`]
    /// stores it) with `values[v]` on vertex `v`. O(n log n).
    ///
    /// # Panics
    /// If `values` is not one value per vertex.
    pub fn new(tree: &Csr<usize>, values: &[T]) -> Self {
        let layout = Layout::new(tree);
        assert_eq!(
            values.len(),
            layout.len(),
            "ContourSum::new: one value per vertex"
        );
        let zero = T::default();
        let mut a = vec![zero; *layout.offset.last().unwrap_or(&0) as usize];
        for (v, &x) in values.iter().enumerate() {
            layout.each(v, |p, b, d| {
                let i = layout.offset[p as usize] as usize + d;
                a[i] = a[i] + x;
                if b != NONE {
                    let i = layout.offset[b as usize] as usize + d;
                    a[i] = a[i] + x;
                }
            });
        }
        // Each block becomes a Fenwick tree in place: O(its length).
        for w in layout.offset.windows(2) {
            let block = &mut a[w[0] as usize..w[1] as usize];
            for i in 1..=block.len() {
                let up = i + (i & i.wrapping_neg());
                if up <= block.len() {
                    block[up - 1] = block[up - 1] + block[i - 1];
                }
            }
        }
        ContourSum {
            layout,
            tree: a,
            zero,
        }
    }

    /// The number of vertices.
    pub fn len(&self) -> usize {
        self.layout.len()
    }

    /// Whether the tree has no vertex.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Adds `x` to the value of `v`. O(log² n).
    pub fn add(&mut self, v: usize, x: T) {
        let (layout, a) = (&self.layout, &mut self.tree);
        layout.each(v, |p, b, d| {
            let (s, e) = layout.block(p);
            add_at(&mut a[s..e], d, x);
            if b != NONE {
                let (s, e) = layout.block(b);
                add_at(&mut a[s..e], d, x);
            }
        });
    }

    /// The sum of the values of the vertices at distance `l..r` from `v`
    /// (empty when `l >= r`). O(log² n).
    pub fn sum(&self, v: usize, l: usize, r: usize) -> T {
        let (layout, a, zero) = (&self.layout, &self.tree, self.zero);
        let mut total = zero;
        layout.each(v, |p, b, d| {
            let (s, e) = layout.block(p);
            let (lo, hi) = shifted(l, r, d, e - s);
            if lo < hi {
                total = total + prefix(&a[s..e], hi, zero) - prefix(&a[s..e], lo, zero);
            }
            if b != NONE {
                let (s, e) = layout.block(b);
                let (lo, hi) = shifted(l, r, d, e - s);
                if lo < hi {
                    total = total - prefix(&a[s..e], hi, zero) + prefix(&a[s..e], lo, zero);
                }
            }
        });
        total
    }

    /// The value of `v`: the contour at distance 0. O(log² n).
    pub fn get(&self, v: usize) -> T {
        self.sum(v, 0, 1)
    }
}

/// Values on the vertices of a tree, with contour adds (add `x` to every
/// vertex at distance `l..r` from `v`) and point reads: the dual of
/// [`ContourSum`], each centroid's Fenwick trees holding differences by
/// distance, so an add is two point updates per block and a read is one
/// prefix per block, O(log² n) each.
///
/// # Example
/// ```
/// use cpkit::graph::contour_query::ContourAdd;
/// use cpkit::graph::csr::Csr;
///
/// // The star 0 - {1, 2, 3}, then 3 - 4.
/// let tree = Csr::from_undirected_pairs(5, vec![(0, 1), (0, 2), (0, 3), (3, 4)]);
/// let mut contour = ContourAdd::new(&tree, &[0i64; 5]);
/// contour.add(1, 2, 4, 7); // 2 and 3 are at distance 2 from 1, 4 at 3
/// assert_eq!((0..5).map(|v| contour.get(v)).collect::<Vec<_>>(), vec![0, 0, 7, 7, 7]);
/// contour.add(4, 0, 1, 1);
/// assert_eq!(contour.get(4), 8);
/// ```
#[derive(Clone, Debug)]
pub struct ContourAdd<T> {
    layout: Layout,
    tree: Vec<T>,
    values: Vec<T>,
    zero: T,
}

impl<T: Copy + Default + Add<Output = T> + Sub<Output = T>> ContourAdd<T> {
    /// The tree (each edge both ways, as [`Csr::from_undirected_pairs`]
    /// stores it) with `values[v]` on vertex `v`. O(n log n).
    ///
    /// # Panics
    /// If `values` is not one value per vertex.
    pub fn new(tree: &Csr<usize>, values: &[T]) -> Self {
        let layout = Layout::new(tree);
        assert_eq!(
            values.len(),
            layout.len(),
            "ContourAdd::new: one value per vertex"
        );
        let zero = T::default();
        let tree = vec![zero; *layout.offset.last().unwrap_or(&0) as usize];
        ContourAdd {
            layout,
            tree,
            values: values.to_vec(),
            zero,
        }
    }

    /// The number of vertices.
    pub fn len(&self) -> usize {
        self.layout.len()
    }

    /// Whether the tree has no vertex.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Adds `x` to the value of every vertex at distance `l..r` from `v`
    /// (none when `l >= r`). O(log² n).
    pub fn add(&mut self, v: usize, l: usize, r: usize, x: T) {
        let (layout, a) = (&self.layout, &mut self.tree);
        layout.each(v, |p, b, d| {
            let (s, e) = layout.block(p);
            let (lo, hi) = shifted(l, r, d, e - s);
            if lo < hi {
                add_at(&mut a[s..e], lo, x);
                sub_at(&mut a[s..e], hi, x);
            }
            if b != NONE {
                let (s, e) = layout.block(b);
                let (lo, hi) = shifted(l, r, d, e - s);
                if lo < hi {
                    add_at(&mut a[s..e], lo, x);
                    sub_at(&mut a[s..e], hi, x);
                }
            }
        });
    }

    /// The value of `v`. O(log² n).
    pub fn get(&self, v: usize) -> T {
        let (layout, a, zero) = (&self.layout, &self.tree, self.zero);
        let mut total = self.values[v];
        layout.each(v, |p, b, d| {
            let (s, e) = layout.block(p);
            total = total + prefix(&a[s..e], d + 1, zero);
            if b != NONE {
                let (s, e) = layout.block(b);
                total = total - prefix(&a[s..e], d + 1, zero);
            }
        });
        total
    }
}
