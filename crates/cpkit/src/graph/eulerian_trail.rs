//! An Eulerian trail of a directed or an undirected graph (a walk using
//! every edge once), or the proof that there is none, by Hierholzer's
//! algorithm without recursion: O(n + m). Verified by
//! `crates/cpkit/verify/eulerian-trail-directed` and
//! `crates/cpkit/verify/eulerian-trail-undirected`.
//!
//! A directed trail exists exactly when every vertex leaves as often as it
//! is entered, except perhaps a start leaving once more and an end entered
//! once more, and the edges are connected; an undirected one when no
//! vertex or two have an odd degree and the edges are connected. The walk
//! is then spliced together from closed sub-walks, which an explicit stack
//! does in one pass.

use super::csr::Csr;

/// An Eulerian trail of the directed graph on vertices `0..n` with edges
/// `(from, to)`: `(vertices, ids)` with `ids` a permutation of the edge
/// indices and edge `ids[i]` going from `vertices[i]` to `vertices[i +
/// 1]` (so `m + 1` vertices), or `None` when there is none. Self-loops and
/// parallel edges are allowed. A graph without edges has the trail `[s]`
/// for a vertex `s` (`0`; `None` when `n` is 0). O(n + m).
///
/// The trail starts at the one vertex with an out-degree above its
/// in-degree if there is one, and otherwise at the first vertex with an
/// edge, so a closed trail (a circuit) comes back to it.
///
/// # Panics
///
/// If a vertex is not below `n`, or if there are 2^32 - 1 vertices or
/// edges or more.
///
/// # Example
///
/// ```
/// use cpkit::graph::eulerian_trail::eulerian_trail_directed;
///
/// let edges = [(0, 1), (1, 2), (2, 0), (0, 3)];
/// let (vertices, ids) = eulerian_trail_directed(4, &edges).unwrap();
/// assert_eq!(vertices, [0, 1, 2, 0, 3]);
/// assert_eq!(ids, [0, 1, 2, 3]);
/// // Two edges out of 0 and none into it: no trail.
/// assert_eq!(eulerian_trail_directed(3, &[(0, 1), (0, 2)]), None);
/// ```
#[allow(clippy::type_complexity)]
pub fn eulerian_trail_directed(
    n: usize,
    edges: &[(usize, usize)],
) -> Option<(Vec<usize>, Vec<usize>)> {
    assert!(
        n < u32::MAX as usize && edges.len() < u32::MAX as usize,
        "eulerian_trail_directed: {} vertices and {} edges is too many",
        n,
        edges.len()
    );
    if n == 0 {
        return None;
    }
    // balance[v] = out-degree - in-degree.
    let mut balance = vec![0i64; n];
    for &(u, v) in edges {
        assert!(
            u < n && v < n,
            "eulerian_trail_directed: edge ({}, {}) on {} vertices",
            u,
            v,
            n
        );
        balance[u] += 1;
        balance[v] -= 1;
    }
    let mut start = None;
    for (v, &b) in balance.iter().enumerate() {
        match b {
            0 => {}
            1 if start.is_none() => start = Some(v),
            1 => return None,
            -1 => {}
            _ => return None,
        }
    }
    let start = match start {
        Some(v) => v,
        None => edges.first().map_or(0, |&(u, _)| u),
    };
    let m = edges.len();
    let g = Csr::from_edges(
        n,
        edges
            .iter()
            .enumerate()
            .map(|(i, &(u, v))| (u, (v as u32, i as u32))),
    );
    // next[v]: the position of v's first unused edge.
    let mut next: Vec<u32> = (0..n).map(|v| g.range(v).start as u32).collect();
    // The walk being extended, each vertex with the edge that reached it;
    // a vertex whose edges are used up is final and goes to the trail,
    // which comes out backwards.
    let mut stack: Vec<(u32, u32)> = vec![(start as u32, u32::MAX)];
    let mut vertices = Vec::with_capacity(m + 1);
    let mut ids = Vec::with_capacity(m);
    while let Some(&(v, via)) = stack.last() {
        let v = v as usize;
        let at = next[v] as usize;
        if at < g.range(v).end {
            next[v] += 1;
            let (w, id) = g.edges()[at];
            stack.push((w, id));
        } else {
            stack.pop();
            vertices.push(v);
            if via != u32::MAX {
                ids.push(via as usize);
            }
        }
    }
    // Edges out of reach of the start are left unused.
    if ids.len() < m {
        return None;
    }
    vertices.reverse();
    ids.reverse();
    Some((vertices, ids))
}

/// An Eulerian trail of the undirected graph on vertices `0..n` with edges
/// `(u, v)`: `(vertices, ids)` with `ids` a permutation of the edge indices
/// and edge `ids[i]` joining `vertices[i]` and `vertices[i + 1]` (so `m +
/// 1` vertices), or `None` when there is none. Self-loops and parallel
/// edges are allowed. A graph without edges has the trail `[0]` (`None`
/// when `n` is 0). O(n + m).
///
/// The trail starts at the first vertex of odd degree if there is one (and
/// ends at the other), and otherwise at the first edge's `u`, so a closed
/// trail comes back to it.
///
/// # Panics
///
/// If a vertex is not below `n`, or if there are 2^32 - 1 vertices or
/// edges or more.
///
/// # Example
///
/// ```
/// use cpkit::graph::eulerian_trail::eulerian_trail_undirected;
///
/// let edges = [(1, 0), (1, 2), (2, 0), (0, 3)];
/// let (vertices, ids) = eulerian_trail_undirected(4, &edges).unwrap();
/// assert_eq!(vertices, [0, 1, 2, 0, 3]);
/// assert_eq!(ids, [0, 1, 2, 3]);
/// // Four vertices of odd degree: no trail.
/// assert_eq!(eulerian_trail_undirected(4, &[(0, 1), (2, 3)]), None);
/// ```
#[allow(clippy::type_complexity)]
pub fn eulerian_trail_undirected(
    n: usize,
    edges: &[(usize, usize)],
) -> Option<(Vec<usize>, Vec<usize>)> {
    assert!(
        n < u32::MAX as usize && edges.len() < u32::MAX as usize,
        "eulerian_trail_undirected: {} vertices and {} edges is too many",
        n,
        edges.len()
    );
    if n == 0 {
        return None;
    }
    let m = edges.len();
    let mut both = Vec::with_capacity(2 * m);
    for (i, &(u, v)) in edges.iter().enumerate() {
        assert!(
            u < n && v < n,
            "eulerian_trail_undirected: edge ({}, {}) on {} vertices",
            u,
            v,
            n
        );
        both.push((u, (v as u32, i as u32)));
        both.push((v, (u as u32, i as u32)));
    }
    let g = Csr::from_edges(n, both);
    let mut odd = (0..n).filter(|&v| g.degree(v) % 2 == 1);
    let start = match (odd.next(), odd.next(), odd.next()) {
        (None, _, _) => edges.first().map_or(0, |&(u, _)| u),
        (Some(v), Some(_), None) => v,
        _ => return None,
    };
    let mut used = vec![false; m];
    // next[v]: the position of v's first edge not looked at yet.
    let mut next: Vec<u32> = (0..n).map(|v| g.range(v).start as u32).collect();
    let mut stack: Vec<(u32, u32)> = vec![(start as u32, u32::MAX)];
    let mut vertices = Vec::with_capacity(m + 1);
    let mut ids = Vec::with_capacity(m);
    while let Some(&(v, via)) = stack.last() {
        let v = v as usize;
        let end = g.range(v).end;
        let mut at = next[v] as usize;
        while at < end && used[g.edges()[at].1 as usize] {
            at += 1;
        }
        if at < end {
            next[v] = at as u32 + 1;
            let (w, id) = g.edges()[at];
            used[id as usize] = true;
            stack.push((w, id));
        } else {
            next[v] = at as u32;
            stack.pop();
            vertices.push(v);
            if via != u32::MAX {
                ids.push(via as usize);
            }
        }
    }
    if ids.len() < m {
        return None;
    }
    vertices.reverse();
    ids.reverse();
    Some((vertices, ids))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_edges_is_one_vertex() {
        assert_eq!(eulerian_trail_directed(3, &[]), Some((vec![0], vec![])));
        assert_eq!(eulerian_trail_directed(0, &[]), None);
    }

    #[test]
    fn two_separate_cycles_have_none() {
        assert_eq!(
            eulerian_trail_directed(4, &[(0, 1), (1, 0), (2, 3), (3, 2)]),
            None
        );
    }

    #[test]
    fn a_long_path_needs_no_recursion() {
        let n = 300_000;
        let edges: Vec<(usize, usize)> = (1..n).map(|i| (i - 1, i)).collect();
        let (vertices, ids) = eulerian_trail_directed(n, &edges).unwrap();
        assert_eq!(vertices, (0..n).collect::<Vec<_>>());
        assert_eq!(ids, (0..n - 1).collect::<Vec<_>>());
        let (vertices, ids) = eulerian_trail_undirected(n, &edges).unwrap();
        assert_eq!(vertices, (0..n).collect::<Vec<_>>());
        assert_eq!(ids, (0..n - 1).collect::<Vec<_>>());
    }

    #[test]
    fn undirected_self_loops_and_no_edges() {
        assert_eq!(
            eulerian_trail_undirected(2, &[(1, 1), (1, 1)]),
            Some((vec![1, 1, 1], vec![0, 1]))
        );
        assert_eq!(eulerian_trail_undirected(3, &[]), Some((vec![0], vec![])));
        assert_eq!(eulerian_trail_undirected(0, &[]), None);
    }
}
