//! The dominator tree of a directed graph from a root, by Lengauer and
//! Tarjan's algorithm with path compression, without recursion: O(m log n).
//! Verified by `crates/cpkit/verify/dominatortree`.
//!
//! A vertex `d` dominates `v` when every path from the root to `v` passes
//! through `d`; the immediate dominator of `v` is its strict dominator
//! closest to it. The algorithm numbers the vertices in depth-first order,
//! finds each one's semidominator (the earliest vertex reaching it through
//! vertices numbered after it) from last to first with a forest whose
//! queries compress paths, and derives the immediate dominators from
//! them in one more pass.

use super::csr::Csr;

const NONE: u32 = u32::MAX;

/// The immediate dominator of each vertex of the directed graph on
/// vertices `0..n` with edges `(from, to)`, from `root`: `Some(d)` for a
/// vertex reachable from the root (the root's own is `Some(root)`), `None`
/// for the others. Self-loops and parallel edges are allowed. O(m log n).
///
/// # Panics
///
/// If `root` or a vertex of an edge is not below `n`, or if there are
/// 2^32 - 1 vertices or edges or more.
///
/// # Example
///
/// ```
/// use cpkit::graph::dominator_tree::dominator_tree;
///
/// // 0 -> 1 -> 2 -> 3 and 0 -> 3: every path to 2 passes 1, but 3 is
/// // reached around them; 4 is out of reach.
/// let edges = [(0, 1), (1, 2), (2, 3), (0, 3)];
/// let idom = dominator_tree(5, &edges, 0);
/// assert_eq!(idom, [Some(0), Some(0), Some(1), Some(0), None]);
/// ```
pub fn dominator_tree(n: usize, edges: &[(usize, usize)], root: usize) -> Vec<Option<usize>> {
    assert!(
        n < NONE as usize && edges.len() < NONE as usize,
        "dominator_tree: {} vertices and {} edges is too many",
        n,
        edges.len()
    );
    assert!(root < n, "dominator_tree: root {} of {} vertices", root, n);
    let out = Csr::from_edges(
        n,
        edges.iter().map(|&(u, v)| {
            assert!(
                u < n && v < n,
                "dominator_tree: edge ({}, {}) on {} vertices",
                u,
                v,
                n
            );
            (u, v as u32)
        }),
    );
    // Depth-first numbering: `order[v]` is v's number, `vertex[i]` the
    // vertex numbered i, `parent[i]` the number of its tree parent.
    let mut order = vec![NONE; n];
    let mut vertex: Vec<u32> = Vec::with_capacity(n);
    let mut parent: Vec<u32> = Vec::with_capacity(n);
    let mut stack: Vec<(u32, usize)> = vec![(root as u32, 0)];
    order[root] = 0;
    vertex.push(root as u32);
    parent.push(0);
    while let Some(top) = stack.last_mut() {
        let v = top.0 as usize;
        match out.neighbours(v).get(top.1) {
            None => {
                stack.pop();
            }
            Some(&w) => {
                top.1 += 1;
                if order[w as usize] == NONE {
                    order[w as usize] = vertex.len() as u32;
                    parent.push(order[v]);
                    vertex.push(w);
                    stack.push((w, 0));
                }
            }
        }
    }
    let k = vertex.len();
    // Predecessors, in number space, of the reached vertices only.
    let pred = Csr::from_edges(
        k,
        edges
            .iter()
            .filter(|&&(u, v)| order[u] != NONE && order[v] != NONE)
            .map(|&(u, v)| (order[v] as usize, order[u])),
    );
    let mut semi: Vec<u32> = (0..k as u32).collect();
    let mut idom: Vec<u32> = vec![0; k];
    // The forest of processed vertices: `ancestor` is a vertex's parent
    // in it (NONE at a tree's root), `label` the vertex of least
    // semidominator on the compressed path above it.
    let mut ancestor = vec![NONE; k];
    let mut label: Vec<u32> = (0..k as u32).collect();
    // bucket[s] lists the vertices whose semidominator is s, chained
    // through `next`.
    let mut bucket = vec![NONE; k];
    let mut next = vec![NONE; k];
    let mut path: Vec<u32> = Vec::new();
    for w in (1..k).rev() {
        for &v in pred.neighbours(w) {
            let u = eval(v, &mut ancestor, &mut label, &semi, &mut path);
            if semi[u as usize] < semi[w] {
                semi[w] = semi[u as usize];
            }
        }
        let s = semi[w] as usize;
        next[w] = bucket[s];
        bucket[s] = w as u32;
        let p = parent[w];
        ancestor[w] = p;
        let mut v = bucket[p as usize];
        while v != NONE {
            let u = eval(v, &mut ancestor, &mut label, &semi, &mut path);
            idom[v as usize] = if semi[u as usize] < semi[v as usize] {
                u
            } else {
                p
            };
            v = next[v as usize];
        }
        bucket[p as usize] = NONE;
    }
    // Numbers grow down the tree, so idom[idom[w]] is final before w.
    for w in 1..k {
        if idom[w] != semi[w] {
            idom[w] = idom[idom[w] as usize];
        }
    }
    let mut result = vec![None; n];
    result[root] = Some(root);
    for w in 1..k {
        result[vertex[w] as usize] = Some(vertex[idom[w] as usize] as usize);
    }
    result
}

/// The vertex of least semidominator on the forest path from `v` up to
/// (not including) its tree's root, or `v` itself at a root; compresses
/// the path on the way, with an explicit stack instead of recursion.
fn eval(v: u32, ancestor: &mut [u32], label: &mut [u32], semi: &[u32], path: &mut Vec<u32>) -> u32 {
    if ancestor[v as usize] == NONE {
        return v;
    }
    let mut x = v;
    while ancestor[ancestor[x as usize] as usize] != NONE {
        path.push(x);
        x = ancestor[x as usize];
    }
    // From the top down: each vertex takes the better label of its
    // ancestor, already compressed, and then points where it points.
    while let Some(y) = path.pop() {
        let a = ancestor[y as usize] as usize;
        if semi[label[a] as usize] < semi[label[y as usize] as usize] {
            label[y as usize] = label[a];
        }
        ancestor[y as usize] = ancestor[a];
    }
    label[v as usize]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_path_needs_no_recursion() {
        let n = 300_000;
        let edges: Vec<(usize, usize)> = (1..n).map(|i| (i - 1, i)).collect();
        let idom = dominator_tree(n, &edges, 0);
        assert_eq!(idom[n - 1], Some(n - 2));
        let mut back = edges.clone();
        back.extend((1..n).map(|i| (i, 0)));
        assert_eq!(dominator_tree(n, &back, 0)[n - 1], Some(n - 2));
    }

    #[test]
    fn a_root_alone() {
        assert_eq!(dominator_tree(2, &[(1, 0), (0, 0)], 0), [Some(0), None]);
    }
}
