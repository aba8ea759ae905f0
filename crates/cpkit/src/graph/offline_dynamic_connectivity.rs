//! Connectivity of a graph whose edges come and go, offline: each edge's
//! span of time is cut into O(log q) nodes of a segment tree over the q
//! times, and one walk down the tree merges a node's edges into a
//! [`RollbackDsu`] on the way in and undoes them on the way out, so at
//! each leaf the union-find holds exactly the edges present then:
//! O(q log q log n) in all. Verified by
//! `crates/cpkit/verify/dynamic-graph-vertex-add-component-sum`.

use super::super::ds::rollback_dsu::RollbackDsu;
use std::ops::{Add, Sub};

/// The edges of a graph over the times `0..q`, each present from the time
/// it is added until the time it is removed, given in advance.
///
/// # Example
///
/// ```
/// use cpkit::ds::rollback_dsu::RollbackDsu;
/// use cpkit::graph::offline_dynamic_connectivity::OfflineDynamicConnectivity;
///
/// let mut timeline = OfflineDynamicConnectivity::new(4);
/// timeline.add_edge(0, 0, 1); // from time 0
/// timeline.add_edge(1, 1, 2); // from time 1
/// timeline.remove_edge(3, 0, 1); // gone at time 3
/// let mut dsu = RollbackDsu::new(vec![1u64, 10, 100]);
/// let mut sums = Vec::new();
/// timeline.run(&mut dsu, |_, dsu| sums.push(dsu.sum(0)));
/// assert_eq!(sums, [11, 111, 111, 1]);
/// ```
#[derive(Clone, Debug)]
pub struct OfflineDynamicConnectivity {
    q: usize,
    /// (u, v) with u ≤ v, time, added (or removed), in the order given.
    events: Vec<(u32, u32, u32, bool)>,
}

impl OfflineDynamicConnectivity {
    /// No edges, over the times `0..q`.
    ///
    /// # Panics
    ///
    /// If `q` is 2^31 or more.
    ///
    /// ```
    /// use cpkit::graph::offline_dynamic_connectivity::OfflineDynamicConnectivity;
    ///
    /// let timeline = OfflineDynamicConnectivity::new(10);
    /// ```
    pub fn new(q: usize) -> Self {
        assert!(
            q < 1 << 31,
            "OfflineDynamicConnectivity::new: {} times is too many",
            q
        );
        OfflineDynamicConnectivity {
            q,
            events: Vec::new(),
        }
    }

    /// The edge `u`-`v` is present from time `t` on (at `t` too), until it
    /// is removed. An edge added twice is there twice, and leaves once
    /// removed twice.
    ///
    /// # Panics
    ///
    /// If `t` is not below `q`, or `u` or `v` is 2^32 - 1 or more.
    ///
    /// ```
    /// use cpkit::ds::rollback_dsu::RollbackDsu;
    /// use cpkit::graph::offline_dynamic_connectivity::OfflineDynamicConnectivity;
    ///
    /// let mut timeline = OfflineDynamicConnectivity::new(2);
    /// timeline.add_edge(1, 1, 0);
    /// let mut dsu = RollbackDsu::new(vec![0u8; 2]);
    /// let mut joined = Vec::new();
    /// timeline.run(&mut dsu, |_, dsu| joined.push(dsu.same(0, 1)));
    /// assert_eq!(joined, [false, true]);
    /// ```
    pub fn add_edge(&mut self, t: usize, u: usize, v: usize) {
        self.event(t, u, v, true);
    }

    /// The edge `u`-`v`, added before, is absent from time `t` on (at `t`
    /// too); one copy of it, if it was added several times.
    ///
    /// # Panics
    ///
    /// If `t` is not below `q`, or (in [`run`](Self::run)) if the edge was
    /// not added before time `t`, or removed as often.
    ///
    /// ```
    /// use cpkit::ds::rollback_dsu::RollbackDsu;
    /// use cpkit::graph::offline_dynamic_connectivity::OfflineDynamicConnectivity;
    ///
    /// let mut timeline = OfflineDynamicConnectivity::new(3);
    /// timeline.add_edge(0, 0, 1);
    /// timeline.remove_edge(2, 1, 0);
    /// let mut dsu = RollbackDsu::new(vec![0u8; 2]);
    /// let mut joined = Vec::new();
    /// timeline.run(&mut dsu, |_, dsu| joined.push(dsu.same(0, 1)));
    /// assert_eq!(joined, [true, true, false]);
    /// ```
    pub fn remove_edge(&mut self, t: usize, u: usize, v: usize) {
        self.event(t, u, v, false);
    }

    fn event(&mut self, t: usize, u: usize, v: usize, added: bool) {
        assert!(
            t < self.q && u < u32::MAX as usize && v < u32::MAX as usize,
            "OfflineDynamicConnectivity: edge ({}, {}) at time {} of {}",
            u,
            v,
            t,
            self.q
        );
        let (u, v) = if u <= v { (u, v) } else { (v, u) };
        self.events.push((u as u32, v as u32, t as u32, added));
    }

    /// Calls `f(t, dsu)` for each time `t` in `0..q` in order, `dsu` then
    /// joining exactly the edges present at time `t` (on top of the merges
    /// it had on entry). `f` may add values and merge more, but must undo
    /// its merges (see [`RollbackDsu::rollback`]) before it returns.
    /// O(q log q log n) with n elements, besides `f`.
    ///
    /// # Panics
    ///
    /// If an edge is removed that was not present, or a vertex is not an
    /// element of `dsu`.
    pub fn run<W, F>(&self, dsu: &mut RollbackDsu<W>, mut f: F)
    where
        W: Copy + Add<Output = W> + Sub<Output = W>,
        F: FnMut(usize, &mut RollbackDsu<W>),
    {
        if self.q == 0 {
            return;
        }
        // Pair each removal with the latest addition of the same edge
        // before it: the spans [added, removed), the rest to the end.
        let mut order: Vec<usize> = (0..self.events.len()).collect();
        order.sort_by_key(|&i| {
            let (u, v, t, _) = self.events[i];
            (u, v, t)
        });
        let mut spans: Vec<(usize, usize, u32, u32)> = Vec::new();
        let mut open: Vec<usize> = Vec::new();
        let mut i = 0;
        while i < order.len() {
            let (u, v, _, _) = self.events[order[i]];
            let mut j = i;
            while j < order.len() && self.events[order[j]].0 == u && self.events[order[j]].1 == v {
                let (_, _, t, added) = self.events[order[j]];
                if added {
                    open.push(t as usize);
                } else {
                    let start = open.pop().unwrap_or_else(|| {
                        panic!(
                            "OfflineDynamicConnectivity::run: edge ({}, {}) removed at time {} but not present",
                            u, v, t
                        )
                    });
                    spans.push((start, t as usize, u, v));
                }
                j += 1;
            }
            for start in open.drain(..) {
                spans.push((start, self.q, u, v));
            }
            i = j;
        }
        // Each span onto the O(log q) nodes covering it, bottom-up.
        let size = self.q.next_power_of_two();
        let mut start = vec![0u32; 2 * size + 1];
        let cover = |l: usize, r: usize, visit: &mut dyn FnMut(usize)| {
            let (mut l, mut r) = (l + size, r + size);
            while l < r {
                if l & 1 == 1 {
                    visit(l);
                    l += 1;
                }
                if r & 1 == 1 {
                    r -= 1;
                    visit(r);
                }
                l >>= 1;
                r >>= 1;
            }
        };
        for &(l, r, _, _) in &spans {
            cover(l, r, &mut |node| start[node + 1] += 1);
        }
        for node in 0..2 * size {
            start[node + 1] += start[node];
        }
        let mut fill = start.clone();
        let mut edges = vec![(0u32, 0u32); start[2 * size] as usize];
        for &(l, r, u, v) in &spans {
            cover(l, r, &mut |node| {
                edges[fill[node] as usize] = (u, v);
                fill[node] += 1;
            });
        }
        // The walk, without recursion: a node is entered, then left once
        // its subtree is done.
        let mut stack: Vec<(usize, usize)> = vec![(1, usize::MAX)];
        while let Some((node, mark)) = stack.pop() {
            if mark != usize::MAX {
                dsu.rollback(mark);
                continue;
            }
            let mark = dsu.snapshot();
            for &(u, v) in &edges[start[node] as usize..start[node + 1] as usize] {
                dsu.merge(u as usize, v as usize);
            }
            if node >= size {
                if node - size < self.q {
                    f(node - size, dsu);
                }
                dsu.rollback(mark);
            } else {
                stack.push((node, mark));
                // Leaves to the right of every time are skipped whole.
                if (node << 1 | 1) << (size.trailing_zeros() - node_depth(node) - 1) < size + self.q
                {
                    stack.push((node << 1 | 1, usize::MAX));
                }
                stack.push((node << 1, usize::MAX));
            }
        }
    }
}

/// The depth of a node of the segment tree, the root 1 at depth 0.
fn node_depth(node: usize) -> u32 {
    usize::BITS - 1 - node.leading_zeros()
}
