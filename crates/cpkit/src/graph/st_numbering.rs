//! An st-numbering of an undirected multigraph (an order from `s` to `t`
//! in which every other vertex has a neighbour before it and one after),
//! by one depth-first search and Brandes' eager insertion into a list:
//! O(n + m); verified on Library Checker's `st_numbering`
//! (`crates/cpkit/verify/st-numbering`).

/// An st-numbering of the undirected multigraph on `n` vertices with
/// `edges` (no self-loops): `number[v]` for each vertex, `s` first and `t`
/// last, every other vertex with a neighbour numbered lower and one
/// numbered higher; so orienting each edge upwards puts every vertex on a
/// path from `s` to `t`. `None` when there is none: exactly when the graph
/// with an extra edge `s t` is not biconnected, or `s` and `t` are alone
/// and not joined.
///
/// A depth-first search from `s` whose first step is to `t` (along that
/// extra edge) finds each vertex's low point; the graph passes when `s`
/// has no other child and each vertex's subtree reaches above its parent.
/// Then the vertices in preorder go into the list `s, t`, each just before
/// or just after its parent, by the sign of its low point (Brandes'
/// eager st-ordering). O(n + m).
///
/// # Panics
/// If `s == t` or a vertex is not below `n`.
///
/// # Example
/// ```
/// use cpkit::graph::st_numbering::st_numbering;
///
/// // The square 0 - 1 - 2 - 3 - 0, from 0 to 2.
/// let number = st_numbering(4, &[(0, 1), (1, 2), (2, 3), (3, 0)], 0, 2).unwrap();
/// assert_eq!((number[0], number[2]), (0, 3));
/// // A path 0 - 1 - 2 from 0 to 1: 2 has no neighbour above it.
/// assert_eq!(st_numbering(3, &[(0, 1), (1, 2)], 0, 1), None);
/// ```
pub fn st_numbering(n: usize, edges: &[(usize, usize)], s: usize, t: usize) -> Option<Vec<usize>> {
    assert!(
        s != t && s < n && t < n,
        "st_numbering: s = {}, t = {} on {} vertices",
        s,
        t,
        n
    );
    const NONE: usize = usize::MAX;
    // Adjacency: (neighbour, edge id) in compressed rows.
    let mut start = vec![0usize; n + 1];
    for &(u, v) in edges {
        assert!(
            u < n && v < n && u != v,
            "st_numbering: edge ({}, {}) on {} vertices",
            u,
            v,
            n
        );
        start[u + 1] += 1;
        start[v + 1] += 1;
    }
    for v in 0..n {
        start[v + 1] += start[v];
    }
    let mut adj = vec![(0usize, 0usize); 2 * edges.len()];
    let mut fill = start.clone();
    for (i, &(u, v)) in edges.iter().enumerate() {
        adj[fill[u]] = (v, i);
        fill[u] += 1;
        adj[fill[v]] = (u, i);
        fill[v] += 1;
    }
    // Depth-first search from s, its first step to t along the extra edge
    // (id `edges.len()`); `low[v]` is the vertex of least preorder number
    // reached from v's subtree by one back edge.
    let mut pre = vec![NONE; n];
    let mut parent = vec![NONE; n];
    let mut up_edge = vec![NONE; n];
    let mut low = vec![0usize; n];
    let mut order = Vec::with_capacity(n);
    pre[s] = 0;
    low[s] = s;
    order.push(s);
    pre[t] = 1;
    low[t] = t;
    parent[t] = s;
    up_edge[t] = edges.len();
    order.push(t);
    let mut next = start.clone();
    let mut stack = vec![t];
    while let Some(&v) = stack.last() {
        if next[v] < start[v + 1] {
            let (w, id) = adj[next[v]];
            next[v] += 1;
            if id == up_edge[v] {
                continue;
            }
            if pre[w] == NONE {
                pre[w] = order.len();
                low[w] = w;
                parent[w] = v;
                up_edge[w] = id;
                order.push(w);
                stack.push(w);
            } else if pre[w] < pre[low[v]] {
                low[v] = w;
            }
        } else {
            stack.pop();
            let p = parent[v];
            if p != s && pre[low[v]] < pre[low[p]] {
                low[p] = low[v];
            }
        }
    }
    // The extra edge s t: t's low point is s.
    low[t] = s;
    if order.len() < n {
        return None;
    }
    if n == 2 {
        // Just s and t: one edge between them is the path.
        if edges.is_empty() {
            return None;
        }
        let mut number = vec![0; 2];
        number[t] = 1;
        return Some(number);
    }
    for &v in &order[2..] {
        if pre[low[v]] >= pre[parent[v]] {
            return None;
        }
    }
    // Brandes' eager insertion into the doubly linked list s, t.
    let mut before = vec![NONE; n];
    let mut after = vec![NONE; n];
    after[s] = t;
    before[t] = s;
    // `minus[v]`: v's sign is -, new vertices below it go before its parent.
    let mut minus = vec![false; n];
    minus[s] = true;
    for &v in &order[2..] {
        let p = parent[v];
        if minus[low[v]] {
            let b = before[p];
            before[v] = b;
            after[v] = p;
            before[p] = v;
            if b != NONE {
                after[b] = v;
            }
            minus[p] = false;
        } else {
            let a = after[p];
            after[v] = a;
            before[v] = p;
            after[p] = v;
            if a != NONE {
                before[a] = v;
            }
            minus[p] = true;
        }
    }
    let mut number = vec![0usize; n];
    let mut v = s;
    let mut i = 0;
    while v != NONE {
        number[v] = i;
        i += 1;
        v = after[v];
    }
    Some(number)
}
