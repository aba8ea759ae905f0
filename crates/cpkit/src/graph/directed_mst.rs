//! A minimum spanning arborescence (directed MST) from a root, by Chu–Liu
//! and Edmonds' algorithm with mergeable heaps and contraction undone at
//! the end (Tarjan's O(m log n) form). Verified by
//! `crates/cpkit/verify/directedmst`.
//!
//! Each vertex in turn takes its cheapest entering edge, following the
//! tails until the root or a vertex already settled is met; a cycle found
//! on the way is contracted into one vertex, whose entering edges (the
//! members' heaps, merged) are cheaper by the cycle edge they would
//! replace. Undoing the contractions in reverse, each cycle keeps all its
//! edges but the one into the vertex its entering edge reaches.

/// The indices, into `edges`, of a minimum-weight set of edges through
/// which every vertex of the directed graph on `0..n` with edges `(from,
/// to, weight)` is reached from `root` by exactly one path, with its
/// weight: `(cost, entering)` where `entering[v]` is the edge into `v`
/// (`None` for the root). `None` when some vertex is out of the root's
/// reach. Weights may be negative; self-loops and parallel edges are
/// allowed. O(m log n).
///
/// # Panics
///
/// If `root` or a vertex of an edge is not below `n`, or if there are
/// 2^32 - 1 vertices or edges or more.
///
/// # Example
///
/// ```
/// use cpkit::graph::directed_mst::directed_mst;
///
/// // 1 and 2 point at each other cheaply; entering the pair from 0 costs
/// // 10 at 1 or 15 at 2.
/// let edges = [(0, 1, 10), (0, 2, 15), (1, 2, 1), (2, 1, 1)];
/// let (cost, entering) = directed_mst(3, &edges, 0).unwrap();
/// assert_eq!(cost, 11);
/// assert_eq!(entering, [None, Some(0), Some(2)]);
/// assert_eq!(directed_mst(3, &edges[..1], 0), None);
/// ```
#[allow(clippy::type_complexity)]
pub fn directed_mst(
    n: usize,
    edges: &[(usize, usize, i64)],
    root: usize,
) -> Option<(i64, Vec<Option<usize>>)> {
    assert!(
        n < NIL as usize && edges.len() < NIL as usize,
        "directed_mst: {} vertices and {} edges is too many",
        n,
        edges.len()
    );
    assert!(root < n, "directed_mst: root {} of {} vertices", root, n);
    let mut heaps = Heaps::with_capacity(edges.len());
    let mut heap = vec![NIL; n];
    for (i, &(u, v, w)) in edges.iter().enumerate() {
        assert!(
            u < n && v < n,
            "directed_mst: edge ({}, {}) on {} vertices",
            u,
            v,
            n
        );
        let node = heaps.single(w, i as u32);
        heap[v] = heaps.merge(heap[v], node);
    }
    let mut uf = RollbackDsu::new(n);
    let mut seen = vec![NIL; n];
    seen[root] = root as u32;
    let mut cost = 0i64;
    // The walk of the current start: the vertices left and the edges taken.
    let mut path: Vec<u32> = Vec::with_capacity(n);
    let mut taken: Vec<u32> = Vec::with_capacity(n);
    // Every contraction, latest last: the vertex it made, the union-find's
    // history length before it, and the range of its cycle in `cycle_edges`.
    let mut contractions: Vec<(u32, usize, usize, usize)> = Vec::new();
    let mut cycle_edges: Vec<u32> = Vec::new();
    let mut entering = vec![NIL; n];
    for s in 0..n {
        let mut u = s;
        path.clear();
        taken.clear();
        while seen[u] == NIL {
            // An edge from inside u's own component is useless: drop it.
            let (w, e) = loop {
                let top = heap[u];
                if top == NIL {
                    return None;
                }
                let (w, e) = heaps.top(top);
                if uf.find(edges[e as usize].0) == u {
                    heap[u] = heaps.pop(top);
                } else {
                    break (w, e);
                }
            };
            // The other edges into u now cost what they save over e.
            heaps.add(heap[u], -w);
            heap[u] = heaps.pop(heap[u]);
            cost += w;
            path.push(u as u32);
            taken.push(e);
            seen[u] = s as u32;
            u = uf.find(edges[e as usize].0);
            if seen[u] == s as u32 {
                let time = uf.history.len();
                let start = cycle_edges.len();
                let mut merged = NIL;
                loop {
                    let w = path.pop().unwrap() as usize;
                    cycle_edges.push(taken.pop().unwrap());
                    merged = heaps.merge(merged, heap[w]);
                    if !uf.union(u, w) {
                        break;
                    }
                }
                u = uf.find(u);
                heap[u] = merged;
                seen[u] = NIL;
                contractions.push((u as u32, time, start, cycle_edges.len()));
            }
        }
        for &e in &taken {
            let b = uf.find(edges[e as usize].1);
            entering[b] = e;
        }
    }
    // Each cycle's entering edge reaches one member; the others keep
    // their cycle edges.
    for &(u, time, start, end) in contractions.iter().rev() {
        uf.rollback(time);
        let into = entering[u as usize];
        for &e in &cycle_edges[start..end] {
            let b = uf.find(edges[e as usize].1);
            entering[b] = e;
        }
        let b = uf.find(edges[into as usize].1);
        entering[b] = into;
    }
    let entering = entering
        .into_iter()
        .enumerate()
        .map(|(v, e)| if v == root { None } else { Some(e as usize) })
        .collect();
    Some((cost, entering))
}

const NIL: u32 = u32::MAX;

/// Leftist heaps of edges by weight in one arena, each with an amount to
/// add to every key below it (applied on the way down): merging two is
/// O(log m), and so recursion stays shallow.
struct Heaps {
    key: Vec<i64>,
    add: Vec<i64>,
    edge: Vec<u32>,
    left: Vec<u32>,
    right: Vec<u32>,
    rank: Vec<u32>,
}

impl Heaps {
    fn with_capacity(m: usize) -> Heaps {
        Heaps {
            key: Vec::with_capacity(m),
            add: Vec::with_capacity(m),
            edge: Vec::with_capacity(m),
            left: Vec::with_capacity(m),
            right: Vec::with_capacity(m),
            rank: Vec::with_capacity(m),
        }
    }

    fn single(&mut self, key: i64, edge: u32) -> u32 {
        self.key.push(key);
        self.add.push(0);
        self.edge.push(edge);
        self.left.push(NIL);
        self.right.push(NIL);
        self.rank.push(1);
        (self.key.len() - 1) as u32
    }

    fn rank(&self, x: u32) -> u32 {
        if x == NIL {
            0
        } else {
            self.rank[x as usize]
        }
    }

    /// Adds `delta` to every key of the heap at `x`.
    fn add(&mut self, x: u32, delta: i64) {
        if x != NIL {
            self.add[x as usize] += delta;
        }
    }

    /// Applies `x`'s pending amount to its key and hands it to its children.
    fn push(&mut self, x: u32) {
        let x = x as usize;
        let d = self.add[x];
        if d != 0 {
            self.key[x] += d;
            let (l, r) = (self.left[x], self.right[x]);
            self.add(l, d);
            self.add(r, d);
            self.add[x] = 0;
        }
    }

    /// The least key of the heap at `x` (not empty) and its edge.
    fn top(&mut self, x: u32) -> (i64, u32) {
        self.push(x);
        (self.key[x as usize], self.edge[x as usize])
    }

    fn merge(&mut self, a: u32, b: u32) -> u32 {
        if a == NIL {
            return b;
        }
        if b == NIL {
            return a;
        }
        self.push(a);
        self.push(b);
        let (a, b) = if self.key[a as usize] <= self.key[b as usize] {
            (a, b)
        } else {
            (b, a)
        };
        let r = self.merge(self.right[a as usize], b);
        let l = self.left[a as usize];
        let a_us = a as usize;
        if self.rank(l) < self.rank(r) {
            self.left[a_us] = r;
            self.right[a_us] = l;
        } else {
            self.right[a_us] = r;
        }
        self.rank[a_us] = self.rank(self.right[a_us]) + 1;
        a
    }

    /// The heap at `x` without its top.
    fn pop(&mut self, x: u32) -> u32 {
        self.push(x);
        let (l, r) = (self.left[x as usize], self.right[x as usize]);
        self.merge(l, r)
    }
}

/// A disjoint-set union by size without path compression, so that its
/// unions can be undone in reverse order: `find` is O(log n).
struct RollbackDsu {
    parent: Vec<u32>,
    size: Vec<u32>,
    /// The roots that were attached below another, in order.
    history: Vec<u32>,
}

impl RollbackDsu {
    fn new(n: usize) -> RollbackDsu {
        RollbackDsu {
            parent: (0..n as u32).collect(),
            size: vec![1; n],
            history: Vec::new(),
        }
    }

    fn find(&self, mut v: usize) -> usize {
        while self.parent[v] as usize != v {
            v = self.parent[v] as usize;
        }
        v
    }

    /// Joins the sets of `a` and `b`; false when they were one already.
    fn union(&mut self, a: usize, b: usize) -> bool {
        let (mut a, mut b) = (self.find(a), self.find(b));
        if a == b {
            return false;
        }
        if self.size[a] < self.size[b] {
            std::mem::swap(&mut a, &mut b);
        }
        self.parent[b] = a as u32;
        self.size[a] += self.size[b];
        self.history.push(b as u32);
        true
    }

    /// Undoes the unions after the first `time`.
    fn rollback(&mut self, time: usize) {
        while self.history.len() > time {
            let b = self.history.pop().unwrap() as usize;
            let a = self.parent[b] as usize;
            self.size[a] -= self.size[b];
            self.parent[b] = b as u32;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_cycle_contracts_once() {
        let n = 200_000;
        let mut edges: Vec<(usize, usize, i64)> = (1..n).map(|i| (i, (i + 1) % n, 1)).collect();
        edges[n - 2].1 = 1;
        edges.push((0, 1, 1000));
        let (cost, entering) = directed_mst(n, &edges, 0).unwrap();
        assert_eq!(cost, 1000 + (n as i64 - 2));
        assert_eq!(entering[1], Some(n - 1));
    }

    #[test]
    fn one_vertex() {
        assert_eq!(directed_mst(1, &[(0, 0, -3)], 0), Some((0, vec![None])));
    }
}
