//! Chordal graph recognition by maximum cardinality search and Tarjan and
//! Yannakakis' test of the order it finds: a perfect elimination ordering,
//! or else an induced cycle of four or more vertices as the certificate,
//! O(n + m); verified on Library Checker's `chordal_graph_recognition`
//! (`crates/cpkit/verify/chordal-graph-recognition`).

use super::csr::Csr;

/// What [`recognize_chordal`] finds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Chordality {
    /// The graph is chordal: a perfect elimination ordering (every vertex
    /// and its neighbours later in the order make a clique).
    Chordal(Vec<usize>),
    /// The graph is not: the vertices of an induced cycle (no chord) of
    /// length four or more, in the cycle's order.
    Cycle(Vec<usize>),
}

/// Whether the simple undirected graph on `n` vertices with `edges` is
/// chordal, with the certificate either way.
///
/// Maximum cardinality search numbers the vertices one by one, each time
/// one with the most numbered neighbours (buckets by that count); the
/// graph is chordal exactly when the reverse of that order is a perfect
/// elimination ordering, which holds when, for each vertex `v`, its
/// earlier neighbours other than the latest one, `p`, are neighbours of
/// `p` too. At the first `v` where an earlier neighbour `u` is not, a
/// breadth-first search from `p` to `u` through earlier vertices not
/// adjacent to `v` closes the chordless cycle `v, p, ..., u`. O(n + m).
///
/// # Panics
/// If a vertex is not below `n`.
///
/// # Example
/// ```
/// use cpkit::graph::chordal::{recognize_chordal, Chordality};
///
/// // Two triangles sharing the edge 1 - 2: chordal.
/// match recognize_chordal(4, &[(0, 1), (0, 2), (1, 2), (1, 3), (2, 3)]) {
///     Chordality::Chordal(order) => assert_eq!(order.len(), 4),
///     Chordality::Cycle(_) => unreachable!(),
/// }
/// // The square 0 1 2 3 with a pendant 3 - 4: its cycle.
/// match recognize_chordal(5, &[(0, 1), (1, 2), (2, 3), (3, 0), (3, 4)]) {
///     Chordality::Cycle(mut cycle) => {
///         cycle.sort();
///         assert_eq!(cycle, vec![0, 1, 2, 3]);
///     }
///     Chordality::Chordal(_) => unreachable!(),
/// }
/// ```
pub fn recognize_chordal(n: usize, edges: &[(usize, usize)]) -> Chordality {
    let g = Csr::from_undirected_pairs(n, edges.iter().copied());
    const NONE: usize = usize::MAX;
    // Maximum cardinality search: doubly linked buckets by label.
    let mut label = vec![0usize; n];
    let mut head = vec![NONE; n + 1];
    let mut next = vec![NONE; n];
    let mut prev = vec![NONE; n];
    let mut place = vec![NONE; n];
    for v in (0..n).rev() {
        next[v] = head[0];
        if head[0] != NONE {
            prev[head[0]] = v;
        }
        head[0] = v;
    }
    let mut order = Vec::with_capacity(n);
    let mut top = 0;
    for i in 0..n {
        while head[top] == NONE {
            top -= 1;
        }
        let v = head[top];
        head[top] = next[v];
        if next[v] != NONE {
            prev[next[v]] = NONE;
        }
        place[v] = i;
        order.push(v);
        for &w in g.neighbours(v) {
            if place[w] != NONE {
                continue;
            }
            // Out of bucket label[w], into label[w] + 1.
            let l = label[w];
            if prev[w] != NONE {
                next[prev[w]] = next[w];
            } else {
                head[l] = next[w];
            }
            if next[w] != NONE {
                prev[next[w]] = prev[w];
            }
            label[w] = l + 1;
            prev[w] = NONE;
            next[w] = head[l + 1];
            if head[l + 1] != NONE {
                prev[head[l + 1]] = w;
            }
            head[l + 1] = w;
            if l + 1 > top {
                top = l + 1;
            }
        }
    }
    // The test: `mark[x] == v` flags the earlier neighbours of p for v.
    let mut mark = vec![NONE; n];
    for &v in &order {
        let p = g
            .neighbours(v)
            .iter()
            .copied()
            .filter(|&w| place[w] < place[v])
            .max_by_key(|&w| place[w]);
        let p = match p {
            Some(p) => p,
            None => continue,
        };
        for &x in g.neighbours(p) {
            if place[x] < place[p] {
                mark[x] = v;
            }
        }
        let bad = g
            .neighbours(v)
            .iter()
            .copied()
            .find(|&u| u != p && place[u] < place[v] && mark[u] != v);
        if let Some(u) = bad {
            return Chordality::Cycle(cycle_through(&g, &place, v, p, u));
        }
    }
    order.reverse();
    Chordality::Chordal(order)
}

/// The chordless cycle `v, p, ..., u`: a shortest path from `p` to `u`
/// among the vertices placed before `v` and not adjacent to it.
fn cycle_through(g: &Csr<usize>, place: &[usize], v: usize, p: usize, u: usize) -> Vec<usize> {
    const NONE: usize = usize::MAX;
    let n = place.len();
    let mut blocked = vec![false; n];
    for &w in g.neighbours(v) {
        blocked[w] = true;
    }
    blocked[v] = true;
    blocked[u] = false;
    let mut from = vec![NONE; n];
    from[p] = p;
    let mut queue = vec![p];
    let mut at = 0;
    while at < queue.len() && from[u] == NONE {
        let x = queue[at];
        at += 1;
        for &y in g.neighbours(x) {
            if from[y] == NONE && !blocked[y] && place[y] < place[v] {
                from[y] = x;
                queue.push(y);
            }
        }
    }
    assert!(
        from[u] != NONE,
        "recognize_chordal: no path closes the cycle"
    );
    let mut cycle = vec![v];
    let mut x = u;
    while x != p {
        cycle.push(x);
        x = from[x];
    }
    cycle.push(p);
    cycle
}
