//! A minimum Steiner tree (the lightest set of edges joining k given
//! terminals) by the Dreyfus–Wagner dynamic programme over subsets of the
//! terminals: O(3^k n + 2^k m log m). Verified by
//! `crates/cpkit/verify/minimum-steiner-tree`.
//!
//! `dp[S][v]` is the weight of the lightest tree joining the terminals of
//! `S` and the vertex `v`: either two trees for a split of `S` meeting at
//! `v`, or such a tree at a neighbour `u` and the edge from `u` to `v`,
//! which one Dijkstra over all `v` settles for each `S`.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// A minimum Steiner tree of the undirected graph on vertices `0..n` with
/// edges `(u, v, weight)` for the `terminals`: `(weight, ids)`, the indices
/// of edges whose total weight is least among the edge sets that join
/// every terminal, in increasing order (a tree when every weight is
/// positive). `None` when no edge set joins them. One terminal (or none)
/// needs no edge. O(3^k n + 2^k m log m) for k terminals.
///
/// # Panics
///
/// If a vertex or terminal is not below `n`, or if there are 32 terminals
/// or more.
///
/// # Example
///
/// ```
/// use cpkit::graph::steiner_tree::steiner_tree;
///
/// // A star through 3 is lighter than any path between the leaves 0, 1, 2.
/// let edges = [(0, 3, 2), (1, 3, 2), (2, 3, 2), (0, 1, 3), (1, 2, 4)];
/// assert_eq!(steiner_tree(4, &edges, &[0, 1, 2]), Some((6, vec![0, 1, 2])));
/// assert_eq!(steiner_tree(4, &edges, &[0, 1]), Some((3, vec![3])));
/// assert_eq!(steiner_tree(3, &[(0, 1, 5)], &[0, 2]), None);
/// ```
pub fn steiner_tree(
    n: usize,
    edges: &[(usize, usize, u64)],
    terminals: &[usize],
) -> Option<(u64, Vec<usize>)> {
    let k = terminals.len();
    assert!(k < 32, "steiner_tree: {} terminals, 32 or more", k);
    let mut adj_start = vec![0u32; n + 1];
    for &(u, v, _) in edges {
        assert!(
            u < n && v < n,
            "steiner_tree: edge ({}, {}) on {} vertices",
            u,
            v,
            n
        );
        adj_start[u + 1] += 1;
        adj_start[v + 1] += 1;
    }
    for v in 0..n {
        adj_start[v + 1] += adj_start[v];
    }
    // Each edge at both ends: (other end, edge index).
    let mut adj = vec![(0u32, 0u32); 2 * edges.len()];
    let mut fill = adj_start.clone();
    for (i, &(u, v, _)) in edges.iter().enumerate() {
        adj[fill[u] as usize] = (v as u32, i as u32);
        fill[u] += 1;
        adj[fill[v] as usize] = (u as u32, i as u32);
        fill[v] += 1;
    }
    if k <= 1 {
        for &t in terminals {
            assert!(t < n, "steiner_tree: terminal {} of {} vertices", t, n);
        }
        return Some((0, Vec::new()));
    }
    const INF: u64 = u64::MAX;
    // How dp[S][v] was reached: a leaf (a terminal alone), a split of S
    // into T and S \ T at v, or the edge e from the neighbour on its way.
    const LEAF: u32 = u32::MAX;
    const EDGE: u32 = 1 << 31;
    let full = (1usize << k) - 1;
    let mut dp = vec![INF; (full + 1) * n];
    let mut how = vec![LEAF; (full + 1) * n];
    for (i, &t) in terminals.iter().enumerate() {
        assert!(t < n, "steiner_tree: terminal {} of {} vertices", t, n);
        dp[(1 << i) * n + t] = 0;
    }
    let mut heap = BinaryHeap::new();
    for s in 1..=full {
        let (row, below) = {
            let (below, rest) = dp.split_at_mut(s * n);
            (&mut rest[..n], &*below)
        };
        let how_row = &mut how[s * n..(s + 1) * n];
        // Splits with the lowest terminal of S on T's side, each once.
        let low = s & s.wrapping_neg();
        let mut t = (s - 1) & s;
        while t > 0 {
            if t & low != 0 {
                let u = s ^ t;
                let (a, b) = (&below[t * n..(t + 1) * n], &below[u * n..(u + 1) * n]);
                for v in 0..n {
                    if a[v] != INF && b[v] != INF && a[v] + b[v] < row[v] {
                        row[v] = a[v] + b[v];
                        how_row[v] = t as u32;
                    }
                }
            }
            t = (t - 1) & s;
        }
        for (v, &d) in row.iter().enumerate() {
            if d != INF {
                heap.push(Reverse((d, v as u32)));
            }
        }
        while let Some(Reverse((d, v))) = heap.pop() {
            let v = v as usize;
            if d > row[v] {
                continue;
            }
            for &(w, e) in &adj[adj_start[v] as usize..adj_start[v + 1] as usize] {
                let nd = d + edges[e as usize].2;
                if nd < row[w as usize] {
                    row[w as usize] = nd;
                    how_row[w as usize] = EDGE | e;
                    heap.push(Reverse((nd, w)));
                }
            }
        }
    }
    let root = terminals[0];
    if dp[full * n + root] == INF {
        return None;
    }
    let mut used = vec![false; edges.len()];
    let mut todo = vec![(full, root)];
    while let Some((s, v)) = todo.pop() {
        let h = how[s * n + v];
        if h == LEAF {
            continue;
        }
        if h & EDGE != 0 {
            let e = (h ^ EDGE) as usize;
            used[e] = true;
            let (a, b, _) = edges[e];
            todo.push((s, a + b - v));
        } else {
            let t = h as usize;
            todo.push((t, v));
            todo.push((s ^ t, v));
        }
    }
    let ids: Vec<usize> = (0..edges.len()).filter(|&e| used[e]).collect();
    let weight = ids.iter().map(|&e| edges[e].2).sum();
    Some((weight, ids))
}
