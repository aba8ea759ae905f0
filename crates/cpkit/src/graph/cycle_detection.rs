//! A directed cycle, as the list of its edges, or the proof that there is
//! none, by one depth-first search: O(n + m). Verified by
//! `crates/cpkit/verify/cycle-detection`.
//!
//! A directed graph has a cycle exactly when a depth-first search meets an
//! edge into a vertex still on its stack; the stack's edges from that
//! vertex on, and the edge found, make the cycle.

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
    }
}
