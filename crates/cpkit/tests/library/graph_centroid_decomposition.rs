//! The centroid decomposition agrees with its definition: each
//! centroid's part (itself and what it reaches through vertices of higher
//! levels) lies within its parent's part and has at most half its
//! vertices, and the first centroid's part is the whole tree.

use cpkit::graph::{centroid_decomposition::centroid_decomposition, csr::Csr};
use proptest::prelude::*;

/// A random tree: vertex i + 1 hangs from one of 0..=i, labels shuffled.
fn tree() -> impl Strategy<Value = (usize, Vec<(usize, usize)>)> {
    (1usize..60).prop_flat_map(|n| {
        let parents: Vec<_> = (1..n).map(|i| 0..i).collect();
        (parents, Just((0..n).collect::<Vec<usize>>()).prop_shuffle()).prop_map(
            move |(parents, label)| {
                let edges = parents
                    .iter()
                    .enumerate()
                    .map(|(i, &p)| (label[i + 1], label[p]))
                    .collect();
                (n, edges)
            },
        )
    })
}

/// The vertices reached from c through vertices of a level above c's.
fn part(g: &Csr<usize>, level: &[usize], c: usize) -> Vec<usize> {
    let mut seen = vec![false; g.num_vertices()];
    seen[c] = true;
    let mut stack = vec![c];
    let mut out = vec![];
    while let Some(v) = stack.pop() {
        out.push(v);
        for &w in g.neighbours(v) {
            if !seen[w] && level[w] > level[c] {
                seen[w] = true;
                stack.push(w);
            }
        }
    }
    out
}

#[test]
fn a_path_splits_in_the_middle() {
    let path = Csr::from_undirected_pairs(7, (1..7).map(|i| (i - 1, i)));
    let (parent, level) = centroid_decomposition(&path);
    assert_eq!(level, vec![2, 1, 2, 0, 2, 1, 2]);
    assert_eq!(parent, vec![1, 3, 1, 3, 5, 3, 5]);
}

proptest! {
    #[test]
    fn parts_halve((n, edges) in tree()) {
        let g = Csr::from_undirected_pairs(n, edges);
        let (parent, level) = centroid_decomposition(&g);
        prop_assert_eq!(level.iter().filter(|&&l| l == 0).count(), 1);
        for c in 0..n {
            let mine = part(&g, &level, c);
            if level[c] == 0 {
                prop_assert_eq!(parent[c], c);
                prop_assert_eq!(mine.len(), n);
            } else {
                let p = parent[c];
                prop_assert_eq!(level[p] + 1, level[c]);
                let theirs = part(&g, &level, p);
                prop_assert!(mine.iter().all(|v| theirs.contains(v)));
                prop_assert!(2 * mine.len() <= theirs.len());
            }
        }
    }

}
