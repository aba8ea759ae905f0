//! Every clique of a simple undirected graph, each once, from its vertex
//! of least degree (edges oriented from smaller to larger degree, so each
//! vertex has fewer than √(2m) out-neighbours): O(n + m √m + 2^√(2m) n)
//! time at worst, far fewer in sparse graphs; verified on Library
//! Checker's `enumerate_cliques` (`crates/cpkit/verify/enumerate-cliques`).

/// Calls `f` once with the vertices of every non-empty clique of the
/// simple undirected graph on `n` vertices with the given `edges` (single
/// vertices included), in no set order.
///
/// Each edge is oriented from its end of smaller degree (ties by index),
/// which leaves every vertex fewer than √(2m) out-neighbours; a clique is
/// found from its first vertex in that order, with the others a clique of
/// its out-neighbours, which a depth-first search over their adjacency
/// matrix enumerates. Each clique costs O(its size) besides.
///
/// # Panics
/// If a vertex is not below `n`.
///
/// # Example
/// ```
/// use cpkit::graph::enumerate_cliques::enumerate_cliques;
///
/// // A triangle 0 1 2 with a tail 2 - 3.
/// let mut cliques = Vec::new();
/// enumerate_cliques(4, &[(0, 1), (1, 2), (2, 0), (2, 3)], |c| {
///     let mut c = c.to_vec();
///     c.sort();
///     cliques.push(c);
/// });
/// cliques.sort();
/// assert_eq!(
///     cliques,
///     vec![
///         vec![0], vec![0, 1], vec![0, 1, 2], vec![0, 2], vec![1], vec![1, 2],
///         vec![2], vec![2, 3], vec![3],
///     ]
/// );
/// ```
pub fn enumerate_cliques<F: FnMut(&[usize])>(n: usize, edges: &[(usize, usize)], mut f: F) {
    let mut degree = vec![0usize; n];
    for &(u, v) in edges {
        assert!(
            u < n && v < n,
            "enumerate_cliques: edge ({}, {}) on {} vertices",
            u,
            v,
            n
        );
        degree[u] += 1;
        degree[v] += 1;
    }
    // Out-neighbours in compressed rows.
    let mut start = vec![0usize; n + 1];
    let before = |u: usize, v: usize| (degree[u], u) < (degree[v], v);
    for &(u, v) in edges {
        start[if before(u, v) { u } else { v } + 1] += 1;
    }
    for v in 0..n {
        start[v + 1] += start[v];
    }
    let mut out = vec![0usize; edges.len()];
    let mut fill = start.clone();
    for &(u, v) in edges {
        let (a, b) = if before(u, v) { (u, v) } else { (v, u) };
        out[fill[a]] = b;
        fill[a] += 1;
    }
    let mut local = vec![usize::MAX; n];
    let mut adjacent: Vec<bool> = Vec::new();
    let mut clique: Vec<usize> = Vec::new();
    for v in 0..n {
        let near = &out[start[v]..start[v + 1]];
        let k = near.len();
        for (i, &u) in near.iter().enumerate() {
            local[u] = i;
        }
        adjacent.clear();
        adjacent.resize(k * k, false);
        for (i, &u) in near.iter().enumerate() {
            for &w in &out[start[u]..start[u + 1]] {
                let j = local[w];
                if j != usize::MAX {
                    adjacent[i * k + j] = true;
                    adjacent[j * k + i] = true;
                }
            }
        }
        clique.clear();
        clique.push(v);
        let candidates: Vec<usize> = (0..k).collect();
        extend(near, &adjacent, &candidates, &mut clique, &mut f);
        for &u in near {
            local[u] = usize::MAX;
        }
    }
}

/// Reports `clique`, then each clique made by adding candidates (local
/// indices into `near`, all adjacent to the whole clique) in increasing order.
fn extend<F: FnMut(&[usize])>(
    near: &[usize],
    adjacent: &[bool],
    candidates: &[usize],
    clique: &mut Vec<usize>,
    f: &mut F,
) {
    f(clique);
    let k = near.len();
    for (at, &i) in candidates.iter().enumerate() {
        let next: Vec<usize> = candidates[at + 1..]
            .iter()
            .copied()
            .filter(|&j| adjacent[i * k + j])
            .collect();
        clique.push(near[i]);
        extend(near, adjacent, &next, clique, f);
        clique.pop();
    }
}
