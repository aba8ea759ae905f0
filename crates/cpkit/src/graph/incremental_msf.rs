//! A minimum spanning forest kept as edges arrive, on a link-cut tree:
//! each new edge either joins two trees, or replaces the heaviest edge of
//! the cycle it closes when that one is heavier, or is left out; O(log n)
//! amortized per edge. Verified by
//! `crates/cpkit/verify/incremental-minimum-spanning-forest`.
//!
//! The forest's edges are nodes of the link-cut tree between their ends,
//! holding their weights, so the heaviest edge of the path between two
//! vertices is the path's fold under `max`. There are at most n - 1 such
//! nodes at a time; a replaced edge's node is reused for the new one. Trees
//! only ever join, so a union-find says whether two vertices are in one.

use super::super::ds::dsu::Dsu;
use super::super::ds::segtree::Monoid;
use super::link_cut_tree::LinkCutTree;

/// The heavier of two forest edges, as (weight, node slot); `None` for a
/// vertex.
struct Heaviest<W>(std::marker::PhantomData<W>);

impl<W: Ord + Copy> Monoid for Heaviest<W> {
    type S = Option<(W, u32)>;
    fn identity() -> Self::S {
        None
    }
    fn binary_operation(a: &Self::S, b: &Self::S) -> Self::S {
        match (a, b) {
            (Some(x), Some(y)) if x.0 < y.0 => *b,
            (None, _) => *b,
            _ => *a,
        }
    }
}

/// The minimum spanning forest of a graph on vertices `0..n` to which
/// edges are added one by one, numbered from 0 in the order they come.
///
/// # Example
///
/// ```
/// use cpkit::graph::incremental_msf::IncrementalMsf;
///
/// let mut msf = IncrementalMsf::new(3);
/// assert_eq!(msf.add_edge(0, 1, 2), None); // edge 0 joins two trees
/// assert_eq!(msf.add_edge(1, 2, 3), None); // edge 1 too
/// assert_eq!(msf.add_edge(0, 2, 1), Some(1)); // edge 2 replaces edge 1, heavier
/// assert_eq!(msf.add_edge(1, 2, 5), Some(3)); // edge 3 is the heaviest of its cycle
/// assert_eq!(msf.add_edge(0, 0, 4), Some(4)); // a self-loop is in no forest
/// assert_eq!(msf.weight(), 3);
/// ```
#[derive(Debug)]
pub struct IncrementalMsf<W: Ord + Copy> {
    n: usize,
    lct: LinkCutTree<Heaviest<W>>,
    trees: Dsu,
    /// For each slot (node `n + slot`) in use: its edge's number and ends.
    slots: Vec<(usize, u32, u32)>,
    free: Vec<u32>,
    added: usize,
    weight: W,
}

impl<W: Ord + Copy + Default + std::ops::Add<Output = W> + std::ops::Sub<Output = W>>
    IncrementalMsf<W>
{
    /// The forest on `n` vertices and no edges. O(n).
    ///
    /// # Panics
    ///
    /// If there are 2^31 - 1 vertices or more.
    ///
    /// ```
    /// use cpkit::graph::incremental_msf::IncrementalMsf;
    ///
    /// assert_eq!(IncrementalMsf::<u64>::new(4).weight(), 0);
    /// ```
    pub fn new(n: usize) -> Self {
        assert!(
            n < (u32::MAX / 2) as usize,
            "IncrementalMsf::new: {} vertices is too many",
            n
        );
        let slots = n.saturating_sub(1);
        IncrementalMsf {
            n,
            lct: LinkCutTree::new(vec![None; n + slots]),
            trees: Dsu::new(n),
            slots: vec![(0, 0, 0); slots],
            free: (0..slots as u32).rev().collect(),
            added: 0,
            weight: W::default(),
        }
    }

    /// Adds the next edge, `u`-`v` of weight `w` (its number is the number
    /// of edges added before it), and returns the edge that leaves the
    /// forest: `None` when the new edge joins two trees, otherwise the
    /// heaviest edge of the cycle it closes, which is the new edge itself
    /// when no edge of the cycle is heavier (a self-loop always). An edge
    /// as heavy as the new one stays. O(log n) amortized.
    ///
    /// # Panics
    ///
    /// If `u` or `v` is not below `n`.
    ///
    /// ```
    /// use cpkit::graph::incremental_msf::IncrementalMsf;
    ///
    /// let mut msf = IncrementalMsf::new(2);
    /// assert_eq!(msf.add_edge(0, 1, 7), None);
    /// assert_eq!(msf.add_edge(1, 0, 7), Some(1));
    /// ```
    pub fn add_edge(&mut self, u: usize, v: usize, w: W) -> Option<usize> {
        assert!(
            u < self.n && v < self.n,
            "IncrementalMsf::add_edge: edge ({}, {}) on {} vertices",
            u,
            v,
            self.n
        );
        let id = self.added;
        self.added += 1;
        if u == v {
            return Some(id);
        }
        let (slot, gone) = if self.trees.same(u, v) {
            let (heaviest, slot) = self.lct.path_prod(u, v).unwrap();
            if heaviest <= w {
                return Some(id);
            }
            let (gone, a, b) = self.slots[slot as usize];
            let x = self.n + slot as usize;
            self.lct.cut(x, a as usize);
            self.lct.cut(x, b as usize);
            self.weight = self.weight - heaviest;
            (slot, Some(gone))
        } else {
            self.trees.merge(u, v);
            (self.free.pop().unwrap(), None)
        };
        let x = self.n + slot as usize;
        self.lct.set(x, Some((w, slot)));
        self.lct.link(u, x);
        self.lct.link(x, v);
        self.slots[slot as usize] = (id, u as u32, v as u32);
        self.weight = self.weight + w;
        gone
    }

    /// The total weight of the forest's edges.
    ///
    /// ```
    /// use cpkit::graph::incremental_msf::IncrementalMsf;
    ///
    /// let mut msf = IncrementalMsf::new(3);
    /// msf.add_edge(0, 1, 5);
    /// msf.add_edge(1, 2, 4);
    /// msf.add_edge(2, 0, 1);
    /// assert_eq!(msf.weight(), 5);
    /// ```
    pub fn weight(&self) -> W {
        self.weight
    }
}
