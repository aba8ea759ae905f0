//! Every triangle of a simple undirected graph, each once, by orienting
//! each edge from its end of smaller degree: O(n + m √m). Verified by
//! `crates/cpkit/verify/enumerate-triangles`.
//!
//! With each edge pointing from the end lower in (degree, index), every
//! vertex has fewer than √(2m) out-edges (an out-neighbour has at least
//! its degree, and the degrees sum to 2m), and a triangle is found once,
//! from its lowest vertex `a` through its middle `b`: for each out-edge
//! `a -> b`, the out-neighbours of `b` marked as out-neighbours of `a`.

use super::csr::Csr;

/// Calls `f(a, b, c)` once for each triangle of the simple undirected
/// graph on vertices `0..n` with edges `(u, v)` (three vertices joined
/// pairwise), in no particular order of triangles or of the three
/// vertices. O(n + m √m).
///
/// The graph must have no self-loop and no edge twice; a repeated edge
/// would report its triangles more than once.
///
/// # Panics
///
/// If a vertex is not below `n`, or if `n` is 2^32 - 1 or more.
///
/// # Example
///
/// ```
/// use cpkit::graph::enumerate_triangles::enumerate_triangles;
///
/// // The square 0-1-2-3 with the diagonal 0-2: triangles 012 and 023.
/// let edges = [(0, 1), (1, 2), (2, 3), (3, 0), (0, 2)];
/// let mut found = Vec::new();
/// enumerate_triangles(4, &edges, |a, b, c| {
///     let mut t = [a, b, c];
///     t.sort_unstable();
///     found.push(t);
/// });
/// found.sort_unstable();
/// assert_eq!(found, [[0, 1, 2], [0, 2, 3]]);
/// ```
pub fn enumerate_triangles<F: FnMut(usize, usize, usize)>(
    n: usize,
    edges: &[(usize, usize)],
    mut f: F,
) {
    assert!(
        n < u32::MAX as usize,
        "enumerate_triangles: {} vertices is too many",
        n
    );
    let mut degree = vec![0u32; n];
    for &(u, v) in edges {
        assert!(
            u < n && v < n,
            "enumerate_triangles: edge ({}, {}) on {} vertices",
            u,
            v,
            n
        );
        degree[u] += 1;
        degree[v] += 1;
    }
    let g = Csr::from_edges(
        n,
        edges.iter().map(|&(u, v)| {
            if (degree[u], u) < (degree[v], v) {
                (u, v as u32)
            } else {
                (v, u as u32)
            }
        }),
    );
    // `mark[c] == a + 1` while `a`'s out-neighbours are being looked at:
    // no clearing between vertices.
    let mut mark = vec![0u32; n];
    for a in 0..n {
        let out = g.neighbours(a);
        if out.len() < 2 {
            continue;
        }
        for &c in out {
            mark[c as usize] = a as u32 + 1;
        }
        for &b in out {
            for &c in g.neighbours(b as usize) {
                if mark[c as usize] == a as u32 + 1 {
                    f(a, b as usize, c as usize);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(n: usize, edges: &[(usize, usize)]) -> usize {
        let mut k = 0;
        enumerate_triangles(n, edges, |_, _, _| k += 1);
        k
    }

    #[test]
    fn a_complete_graph_has_n_choose_3() {
        let n = 7;
        let edges: Vec<(usize, usize)> = (0..n)
            .flat_map(|u| (u + 1..n).map(move |v| (u, v)))
            .collect();
        assert_eq!(count(n, &edges), 35);
    }

    #[test]
    fn a_star_has_none() {
        let edges: Vec<(usize, usize)> = (1..100).map(|v| (0, v)).collect();
        assert_eq!(count(100, &edges), 0);
        assert_eq!(count(0, &[]), 0);
    }
}
