//! The lengths of the k shortest walks from s to t in a directed graph
//! with non-negative weights, by Eppstein's algorithm on persistent
//! leftist heaps: O((n + m) log m + k log k). Verified by
//! `crates/cpkit/verify/k-shortest-walk`.
//!
//! A walk is the shortest path tree into t with some "sidetracks", edges
//! off the tree, each costing its weight plus the distance from its head
//! minus the distance from its tail. The sidetracks reachable from v along
//! the tree are one heap `H[v]`, `H[v]` being `H[parent of v]` with v's own
//! sidetracks melded in, sharing all but O(log m) nodes. Every walk is then
//! a path through those heaps: from a node, to either child (swap the last
//! sidetrack for a dearer one) or to the root of `H[head]` (add one more),
//! and a priority queue takes them cheapest first.

use super::csr::Csr;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

const NIL: u32 = u32::MAX;

#[derive(Clone, Copy)]
struct Node {
    /// The sidetrack's extra cost.
    key: u64,
    /// The head of the sidetrack edge.
    head: u32,
    left: u32,
    right: u32,
    /// The length of the rightmost path, plus one.
    rank: u32,
}

/// The lengths of the `k` shortest walks from `s` to `t` in the directed
/// graph on vertices `0..n` with edges `(from, to, weight)`, in increasing
/// order, walks that differ as sequences of edges counted apart (parallel
/// edges too); fewer than `k` when there are fewer walks. A walk may pass
/// through `t` and any vertex or edge many times; the empty walk counts
/// when `s == t`. O((n + m) log m + k log k).
///
/// # Panics
///
/// If `s`, `t` or a vertex is not below `n`, or if there are 2^32 - 1
/// vertices or edges or more.
///
/// # Example
///
/// ```
/// use cpkit::graph::k_shortest_walk::k_shortest_walks;
///
/// // 0 -> 1 -> 2 weighs 3; 0 -> 2 directly 5; the loop at 1 adds 1 each time.
/// let edges = [(0, 1, 1), (1, 2, 2), (0, 2, 5), (1, 1, 1)];
/// assert_eq!(k_shortest_walks(3, &edges, 0, 2, 5), [3, 4, 5, 5, 6]);
/// // Nothing leaves 2: one walk from 2 to 2, the empty one.
/// assert_eq!(k_shortest_walks(3, &edges, 2, 2, 5), [0]);
/// ```
pub fn k_shortest_walks(
    n: usize,
    edges: &[(usize, usize, u64)],
    s: usize,
    t: usize,
    k: usize,
) -> Vec<u64> {
    assert!(
        n < u32::MAX as usize && edges.len() < u32::MAX as usize,
        "k_shortest_walks: {} vertices and {} edges is too many",
        n,
        edges.len()
    );
    assert!(
        s < n && t < n,
        "k_shortest_walks: s = {}, t = {} on {} vertices",
        s,
        t,
        n
    );
    // Distances into t, by Dijkstra on the reversed edges; `via[v]` is the
    // tree edge out of v and `order` the vertices as they are settled.
    let reversed = Csr::from_edges(
        n,
        edges.iter().enumerate().map(|(i, &(u, v, _))| {
            assert!(
                u < n && v < n,
                "k_shortest_walks: edge ({}, {}) on {} vertices",
                u,
                v,
                n
            );
            (v, (u as u32, i as u32))
        }),
    );
    const INF: u64 = u64::MAX;
    let mut dist = vec![INF; n];
    let mut via = vec![NIL; n];
    let mut order = Vec::new();
    let mut queue = BinaryHeap::new();
    dist[t] = 0;
    queue.push(Reverse((0, t as u32)));
    while let Some(Reverse((d, v))) = queue.pop() {
        if d > dist[v as usize] {
            continue;
        }
        order.push(v);
        for &(u, id) in &reversed[v as usize] {
            let nd = d + edges[id as usize].2;
            if nd < dist[u as usize] {
                dist[u as usize] = nd;
                via[u as usize] = id;
                queue.push(Reverse((nd, u)));
            }
        }
    }
    if dist[s] == INF || k == 0 {
        return Vec::new();
    }
    // Each vertex's own sidetracks, cheapest first, as a chain: a node's
    // left child is the next, which keeps a leftist heap.
    let mut side: Vec<(u64, u32, u32)> = edges
        .iter()
        .enumerate()
        .filter(|&(i, &(u, v, _))| dist[u] != INF && dist[v] != INF && via[u] != i as u32)
        .map(|(_, &(u, v, w))| (w + dist[v] - dist[u], u as u32, v as u32))
        .collect();
    side.sort_unstable_by_key(|&(key, _, _)| key);
    let own = Csr::from_edges(
        n,
        side.into_iter().map(|(key, u, v)| (u as usize, (key, v))),
    );
    let mut nodes: Vec<Node> = Vec::new();
    let mut heap = vec![NIL; n];
    for &v in &order {
        let v = v as usize;
        let mut chain = NIL;
        for &(key, head) in own[v].iter().rev() {
            nodes.push(Node {
                key,
                head,
                left: chain,
                right: NIL,
                rank: 1,
            });
            chain = nodes.len() as u32 - 1;
        }
        let parent = if via[v] == NIL {
            NIL
        } else {
            heap[edges[via[v] as usize].1]
        };
        heap[v] = meld(&mut nodes, parent, chain);
    }
    let mut lengths = vec![dist[s]];
    let mut queue = BinaryHeap::new();
    if heap[s] != NIL {
        queue.push(Reverse((dist[s] + nodes[heap[s] as usize].key, heap[s])));
    }
    while lengths.len() < k {
        let (cost, at) = match queue.pop() {
            Some(Reverse(top)) => top,
            None => break,
        };
        lengths.push(cost);
        let node = nodes[at as usize];
        for child in [node.left, node.right] {
            if child != NIL {
                queue.push(Reverse((
                    cost - node.key + nodes[child as usize].key,
                    child,
                )));
            }
        }
        let next = heap[node.head as usize];
        if next != NIL {
            queue.push(Reverse((cost + nodes[next as usize].key, next)));
        }
    }
    lengths
}

fn rank(nodes: &[Node], a: u32) -> u32 {
    if a == NIL {
        0
    } else {
        nodes[a as usize].rank
    }
}

/// The leftist heap of `a`'s and `b`'s nodes, copying the nodes on the
/// merged right spine and sharing the rest.
fn meld(nodes: &mut Vec<Node>, a: u32, b: u32) -> u32 {
    if a == NIL {
        return b;
    }
    if b == NIL {
        return a;
    }
    let (a, b) = if nodes[a as usize].key <= nodes[b as usize].key {
        (a, b)
    } else {
        (b, a)
    };
    let mut copy = nodes[a as usize];
    copy.right = meld(nodes, copy.right, b);
    if rank(nodes, copy.left) < rank(nodes, copy.right) {
        std::mem::swap(&mut copy.left, &mut copy.right);
    }
    copy.rank = rank(nodes, copy.right) + 1;
    nodes.push(copy);
    nodes.len() as u32 - 1
}
