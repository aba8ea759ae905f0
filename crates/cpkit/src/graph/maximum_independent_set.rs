//! A maximum independent set of a graph on at most 64 vertices, by
//! branching on a vertex of the largest degree (in or out) after taking
//! every vertex of degree 0 or 1, which some maximum set contains: O(1.47^n
//! n) at worst, far less in practice. Verified by
//! `crates/cpkit/verify/maximum-independent-set`.
//!
//! Sets of vertices are bit masks; a branch is cut when the set so far and
//! every vertex left cannot beat the best set found.

/// A maximum independent set of the undirected graph on vertices `0..n`
/// (n ≤ 64) with edges `(u, v)`: no two of its vertices joined by an edge,
/// and no such set larger. Its vertices in increasing order. Parallel edges
/// do no harm; a vertex with a self-loop is never in it.
///
/// # Panics
///
/// If `n` is above 64 or a vertex is not below `n`.
///
/// # Example
///
/// ```
/// use cpkit::graph::maximum_independent_set::maximum_independent_set;
///
/// // A 5-cycle 0-1-2-3-4-0 has independent sets of 2 vertices, no more.
/// let cycle = [(0, 1), (1, 2), (2, 3), (3, 4), (4, 0)];
/// assert_eq!(maximum_independent_set(5, &cycle).len(), 2);
/// // A star: its leaves.
/// assert_eq!(maximum_independent_set(4, &[(0, 1), (0, 2), (0, 3)]), [1, 2, 3]);
/// ```
pub fn maximum_independent_set(n: usize, edges: &[(usize, usize)]) -> Vec<usize> {
    assert!(n <= 64, "maximum_independent_set: {} vertices, above 64", n);
    let mut adj = vec![0u64; n];
    let mut all = if n == 64 { !0 } else { (1u64 << n) - 1 };
    for &(u, v) in edges {
        assert!(
            u < n && v < n,
            "maximum_independent_set: edge ({}, {}) on {} vertices",
            u,
            v,
            n
        );
        if u == v {
            all &= !(1 << u);
        } else {
            adj[u] |= 1 << v;
            adj[v] |= 1 << u;
        }
    }
    let mut best = 0;
    branch(&adj, all, 0, &mut best);
    (0..n).filter(|&v| best >> v & 1 == 1).collect()
}

/// Extends `taken` by an independent subset of `left` (no vertex of which
/// is adjacent to `taken`), recording in `best` the largest set found.
fn branch(adj: &[u64], mut left: u64, mut taken: u64, best: &mut u64) {
    loop {
        if (taken | left).count_ones() <= best.count_ones() {
            return;
        }
        // Take every vertex of degree 0 or 1; stop at the largest degree.
        let mut pick = None;
        let mut most = 0;
        let mut rest = left;
        while rest != 0 {
            let v = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            if left >> v & 1 == 0 {
                continue;
            }
            let degree = (adj[v] & left).count_ones();
            if degree <= 1 {
                taken |= 1 << v;
                left &= !(adj[v] | 1 << v);
            } else if degree > most {
                most = degree;
                pick = Some(v);
            }
        }
        let v = match pick {
            Some(v) if left >> v & 1 == 1 => v,
            _ if left == 0 => {
                if taken.count_ones() > best.count_ones() {
                    *best = taken;
                }
                return;
            }
            // What was picked lost its place to a vertex taken after it.
            _ => continue,
        };
        branch(adj, left & !(adj[v] | 1 << v), taken | 1 << v, best);
        left &= !(1 << v);
    }
}
