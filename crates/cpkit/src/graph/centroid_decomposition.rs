//! Centroid decomposition of a tree: a vertex whose removal leaves parts of
//! at most half the size, then the same in each part, O(n log n) without
//! recursion; verified by `crates/cpkit/verify/frequency-table-of-tree-distance`.

use super::csr::Csr;

/// The centroid decomposition of a tree (each edge stored both ways, as
/// [`Csr::from_undirected_pairs`] does): returns `(parent, level)`, where
/// `parent[v]` is the centroid whose removal made the part `v` is the
/// centroid of (the first centroid is its own parent) and `level[v]` is
/// how many centroids were removed before it, below ⌈log2(n + 1)⌉. The part
/// of centroid `c` is `c` and the vertices reached from it through vertices
/// of a level above `level[c]`; it has at most half the vertices of its
/// parent's part. O(n log n).
///
/// # Example
/// ```
/// use cpkit::graph::{centroid_decomposition::centroid_decomposition, csr::Csr};
///
/// // The path 0 - 1 - 2 - 3 - 4: 2 first, then 1 and 3, then the ends.
/// let path = Csr::from_undirected_pairs(5, vec![(0, 1), (1, 2), (2, 3), (3, 4)]);
/// let (parent, level) = centroid_decomposition(&path);
/// assert_eq!(level, vec![2, 1, 0, 1, 2]);
/// assert_eq!(parent, vec![1, 2, 2, 2, 3]);
/// ```
pub fn centroid_decomposition(tree: &Csr<usize>) -> (Vec<usize>, Vec<usize>) {
    let n = tree.num_vertices();
    const NONE: usize = usize::MAX;
    let mut parent = vec![NONE; n];
    let mut level = vec![NONE; n];
    if n == 0 {
        return (parent, level);
    }
    // Scratch per part: a breadth-first order from its first vertex, each
    // vertex's parent in it and its subtree's size.
    let mut order: Vec<usize> = Vec::with_capacity(n);
    let mut up = vec![NONE; n];
    let mut size = vec![0usize; n];
    // Parts still to split: (a vertex of the part, the centroid above, its level).
    let mut parts = vec![(0usize, NONE, 0usize)];
    while let Some((start, above, depth)) = parts.pop() {
        order.clear();
        order.push(start);
        up[start] = NONE;
        let mut head = 0;
        while head < order.len() {
            let v = order[head];
            head += 1;
            for &w in tree.neighbours(v) {
                if w != up[v] && level[w] == NONE {
                    up[w] = v;
                    order.push(w);
                }
            }
        }
        for &v in order.iter().rev() {
            size[v] = 1;
        }
        for &v in order.iter().skip(1).rev() {
            size[up[v]] += size[v];
        }
        // Walk down towards the heavy side while it has more than half.
        let total = order.len();
        let mut c = start;
        loop {
            let heavy = tree
                .neighbours(c)
                .iter()
                .copied()
                .find(|&w| w != up[c] && level[w] == NONE && 2 * size[w] > total);
            match heavy {
                Some(w) => c = w,
                None => break,
            }
        }
        level[c] = depth;
        parent[c] = if above == NONE { c } else { above };
        for &w in tree.neighbours(c) {
            if level[w] == NONE {
                parts.push((w, c, depth + 1));
            }
        }
    }
    (parent, level)
}
