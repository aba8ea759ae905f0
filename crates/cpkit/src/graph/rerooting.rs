//! Rerooting (全方位木 DP): a tree DP's value at every vertex taken as the
//! root, from one pass down and one pass up, O(n) merges; verified by
//! `crates/cpkit/verify/tree-path-composite-sum`.

use super::csr::Csr;

/// For every vertex `r`, the DP value of the whole tree rooted at `r`.
///
/// The DP is given by three operations on one type `T`:
/// - `merge(a, b)`: folds the contributions of a vertex's children; it
///   must be associative and commutative, with `identity` as its neutral
///   element (the fold of no children);
/// - `add_edge(x, e, v)`: the contribution, to the other end of edge `e`,
///   of a subtree whose root is `v` and whose value is `x`;
/// - `add_vertex(acc, v)`: the value of the subtree rooted at `v` from the
///   fold `acc` of its children's contributions.
///
/// So with children `c_1 .. c_k` reached by edges `e_1 .. e_k`, the value
/// of `v`'s subtree is `add_vertex(merge(add_edge(dp(c_1), e_1, c_1), ...), v)`;
/// the result's entry `r` is that value for the root `r`. Edges are
/// numbered in the order given. O(n) calls of the operations: one
/// pass computes every subtree of the tree rooted at vertex 0, a second
/// one what each vertex sees above it, with prefix and suffix folds of
/// each vertex's contributions.
///
/// # Panics
/// If `edges` does not have `n - 1` entries (for `n >= 1`) or names a
/// vertex not below `n`.
///
/// # Example
/// ```
/// use cpkit::graph::rerooting::rerooting;
///
/// // The sum of the distances from each vertex to all others, on the path
/// // 0 - 1 - 2 - 3 with a leaf 4 on 1: a subtree's value is (sum, size).
/// let edges = [(0, 1), (1, 2), (2, 3), (1, 4)];
/// let sums = rerooting(
///     5,
///     &edges,
///     (0, 0),
///     |a: &(u64, u64), b: &(u64, u64)| (a.0 + b.0, a.1 + b.1),
///     |x, _edge, _child| (x.0 + x.1, x.1),
///     |acc, _vertex| (acc.0, acc.1 + 1),
/// );
/// let sums: Vec<u64> = sums.iter().map(|x| x.0).collect();
/// assert_eq!(sums, vec![8, 5, 6, 9, 8]);
/// ```
pub fn rerooting<T, M, E, V>(
    n: usize,
    edges: &[(usize, usize)],
    identity: T,
    merge: M,
    add_edge: E,
    add_vertex: V,
) -> Vec<T>
where
    T: Clone,
    M: Fn(&T, &T) -> T,
    E: Fn(&T, usize, usize) -> T,
    V: Fn(&T, usize) -> T,
{
    if n == 0 {
        assert!(edges.is_empty(), "rerooting: edges on no vertices");
        return Vec::new();
    }
    assert_eq!(
        edges.len() + 1,
        n,
        "rerooting: a tree on n vertices has n - 1 edges"
    );
    let g = Csr::from_undirected(n, edges.iter().enumerate().map(|(e, &(u, v))| (u, v, e)));
    // Vertices in BFS order from 0, each with the edge to its parent.
    const ROOT: usize = usize::MAX;
    let mut order = Vec::with_capacity(n);
    let mut parent_edge = vec![ROOT; n];
    let mut seen = vec![false; n];
    order.push(0);
    seen[0] = true;
    let mut head = 0;
    while head < order.len() {
        let v = order[head];
        head += 1;
        for &(w, e) in g.neighbours(v) {
            if !seen[w] {
                seen[w] = true;
                parent_edge[w] = e;
                order.push(w);
            }
        }
    }
    assert_eq!(
        order.len(),
        n,
        "rerooting: the edges do not connect the vertices"
    );
    // lifted[v]: v's subtree (rooted at 0) as its parent sees it; then, on
    // the way down, up[v]: the rest of the tree as v sees it.
    let mut lifted: Vec<T> = vec![identity.clone(); n];
    for &v in order.iter().rev() {
        let mut acc = identity.clone();
        for &(w, e) in g.neighbours(v) {
            if e != parent_edge[v] {
                acc = merge(&acc, &lifted[w]);
            }
        }
        if parent_edge[v] != ROOT {
            lifted[v] = add_edge(&add_vertex(&acc, v), parent_edge[v], v);
        }
    }
    let mut up: Vec<T> = vec![identity.clone(); n];
    let mut result: Vec<T> = Vec::with_capacity(n);
    result.resize(n, identity.clone());
    // suffix[i]: the fold of v's contributions from neighbour i on.
    let mut suffix: Vec<T> = Vec::new();
    for &v in &order {
        let around = g.neighbours(v);
        let above = up[v].clone();
        let contribution = |i: usize| {
            let (w, e) = around[i];
            if e == parent_edge[v] {
                &above
            } else {
                &lifted[w]
            }
        };
        suffix.clear();
        suffix.resize(around.len() + 1, identity.clone());
        for i in (0..around.len()).rev() {
            suffix[i] = merge(contribution(i), &suffix[i + 1]);
        }
        result[v] = add_vertex(&suffix[0], v);
        let mut prefix = identity.clone();
        for (i, &(w, e)) in around.iter().enumerate() {
            if e != parent_edge[v] {
                let rest = add_vertex(&merge(&prefix, &suffix[i + 1]), v);
                up[w] = add_edge(&rest, e, v);
            }
            prefix = merge(&prefix, contribution(i));
        }
    }
    result
}
