//! A cycle of a directed or an undirected graph, as the list of its edges,
//! or the proof that there is none, by one depth-first search: O(n + m).
//! Verified by `crates/cpkit/verify/cycle-detection` (directed) and
//! `crates/cpkit/verify/cycle-detection-undirected`.
//!
//! A directed graph has a cycle exactly when a depth-first search meets an
//! edge into a vertex still on its stack; the stack's edges from that
//! vertex on, and the edge found, make the cycle. An undirected graph has
//! one exactly when the search meets an edge other than the one it came by
//! into a vertex on its stack.

use super::csr::Csr;

/// The indices, into `edges`, of a directed cycle of the graph on vertices
/// `0..n` with edges `(from, to)`, in the order the cycle runs (each edge
/// starts where the one before it ends, and the last ends where the first
/// starts), no edge twice; `None` when the graph has no cycle. A self-loop
/// is a cycle of one edge. O(n + m).
///
/// # Panics
///
/// If a vertex is not below `n`, or if there are 2^32 - 1 vertices or edges
/// or more.
///
/// # Example
///
/// ```
/// use cpkit::graph::cycle_detection::find_cycle;
///
/// let edges = [(0, 1), (1, 2), (2, 3), (3, 1)];
/// assert_eq!(find_cycle(4, &edges), Some(vec![1, 2, 3]));
/// assert_eq!(find_cycle(4, &edges[..3]), None);
/// ```
pub fn find_cycle(n: usize, edges: &[(usize, usize)]) -> Option<Vec<usize>> {
    assert!(
        n < u32::MAX as usize && edges.len() < u32::MAX as usize,
        "find_cycle: {} vertices and {} edges is too many",
        n,
        edges.len()
    );
    let g = Csr::from_edges(
        n,
        edges.iter().enumerate().map(|(i, &(u, v))| {
            assert!(v < n, "find_cycle: edge ({}, {}) on {} vertices", u, v, n);
            (u, (v as u32, i as u32))
        }),
    );
    const NEW: u8 = 0;
    const ON_STACK: u8 = 1;
    const DONE: u8 = 2;
    let mut state = vec![NEW; n];
    // The search's path: each vertex with the position of its next edge to
    // try, and the edge that led to it.
    let mut stack: Vec<(u32, u32)> = Vec::new();
    let mut via: Vec<u32> = Vec::new();
    for s in 0..n {
        if state[s] != NEW {
            continue;
        }
        state[s] = ON_STACK;
        stack.push((s as u32, g.range(s).start as u32));
        while let Some(top) = stack.last_mut() {
            let v = top.0 as usize;
            let next = top.1 as usize;
            if next == g.range(v).end {
                state[v] = DONE;
                stack.pop();
                via.pop();
                continue;
            }
            top.1 += 1;
            let (w, id) = g.edges()[next];
            let w = w as usize;
            match state[w] {
                NEW => {
                    state[w] = ON_STACK;
                    stack.push((w as u32, g.range(w).start as u32));
                    via.push(id);
                }
                ON_STACK => {
                    // `via[k]` led to `stack[k + 1]`: the cycle starts with
                    // the edge that left `w`.
                    let at = stack.iter().position(|&(u, _)| u as usize == w).unwrap();
                    let mut cycle: Vec<usize> = via[at..].iter().map(|&e| e as usize).collect();
                    cycle.push(id as usize);
                    return Some(cycle);
                }
                _ => {}
            }
        }
    }
    None
}

/// A cycle of the undirected graph on vertices `0..n` with edges `(u, v)`:
/// `(vertices, ids)`, both of one length L ≥ 1, no vertex and no edge
/// twice, edge `ids[i]` joining `vertices[i]` and `vertices[i + 1]` and the
/// last joining `vertices[L - 1]` and `vertices[0]`; `None` when the graph
/// is a forest. A self-loop is a cycle of one edge, two parallel edges one
/// of two. O(n + m).
///
/// # Panics
///
/// If a vertex is not below `n`, or if there are 2^32 - 1 vertices or edges
/// or more.
///
/// # Example
///
/// ```
/// use cpkit::graph::cycle_detection::find_cycle_undirected;
///
/// let edges = [(0, 1), (1, 2), (3, 2), (1, 3)];
/// assert_eq!(find_cycle_undirected(4, &edges), Some((vec![1, 2, 3], vec![1, 2, 3])));
/// assert_eq!(find_cycle_undirected(4, &edges[..3]), None);
/// assert_eq!(find_cycle_undirected(2, &[(0, 1), (1, 0)]), Some((vec![0, 1], vec![0, 1])));
/// ```
#[allow(clippy::type_complexity)]
pub fn find_cycle_undirected(
    n: usize,
    edges: &[(usize, usize)],
) -> Option<(Vec<usize>, Vec<usize>)> {
    assert!(
        n < u32::MAX as usize && edges.len() < u32::MAX as usize,
        "find_cycle_undirected: {} vertices and {} edges is too many",
        n,
        edges.len()
    );
    let mut both = Vec::with_capacity(2 * edges.len());
    for (i, &(u, v)) in edges.iter().enumerate() {
        assert!(
            u < n && v < n,
            "find_cycle_undirected: edge ({}, {}) on {} vertices",
            u,
            v,
            n
        );
        if u == v {
            return Some((vec![u], vec![i]));
        }
        both.push((u, (v as u32, i as u32)));
        both.push((v, (u as u32, i as u32)));
    }
    let g = Csr::from_edges(n, both);
    const NEW: u8 = 0;
    const ON_STACK: u8 = 1;
    const DONE: u8 = 2;
    let mut state = vec![NEW; n];
    // The search's path: each vertex with the position of its next edge to
    // try; `via[k]` is the edge from `stack[k]` to `stack[k + 1]`.
    let mut stack: Vec<(u32, u32)> = Vec::new();
    let mut via: Vec<u32> = Vec::new();
    for s in 0..n {
        if state[s] != NEW {
            continue;
        }
        state[s] = ON_STACK;
        stack.push((s as u32, g.range(s).start as u32));
        while let Some(top) = stack.last_mut() {
            let v = top.0 as usize;
            let next = top.1 as usize;
            if next == g.range(v).end {
                state[v] = DONE;
                stack.pop();
                via.pop();
                continue;
            }
            top.1 += 1;
            let (w, id) = g.edges()[next];
            if via.last() == Some(&id) {
                continue;
            }
            let w = w as usize;
            match state[w] {
                NEW => {
                    state[w] = ON_STACK;
                    stack.push((w as u32, g.range(w).start as u32));
                    via.push(id);
                }
                ON_STACK => {
                    let at = stack.iter().rposition(|&(u, _)| u as usize == w).unwrap();
                    let vertices = stack[at..].iter().map(|&(u, _)| u as usize).collect();
                    let mut ids: Vec<usize> = via[at..].iter().map(|&e| e as usize).collect();
                    ids.push(id as usize);
                    return Some((vertices, ids));
                }
                _ => {}
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_self_loop_is_a_cycle() {
        assert_eq!(find_cycle(2, &[(0, 1), (1, 1)]), Some(vec![1]));
    }

    #[test]
    fn two_opposite_edges_are_a_cycle() {
        assert_eq!(find_cycle(2, &[(1, 0), (0, 1)]), Some(vec![1, 0]));
    }

    #[test]
    fn no_vertices() {
        assert_eq!(find_cycle(0, &[]), None);
    }

    #[test]
    fn a_long_path_needs_no_recursion() {
        let n = 300_000;
        let mut edges: Vec<(usize, usize)> = (1..n).map(|i| (i - 1, i)).collect();
        assert_eq!(find_cycle(n, &edges), None);
        edges.push((n - 1, 0));
        assert_eq!(find_cycle(n, &edges).map(|c| c.len()), Some(n));
        assert_eq!(find_cycle_undirected(n, &edges[..n - 1]), None);
        let (vertices, ids) = find_cycle_undirected(n, &edges).unwrap();
        assert_eq!((vertices.len(), ids.len()), (n, n));
    }
}
