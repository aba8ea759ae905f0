//! The classes of the rooted subtrees agree with the AHU encoding taken
//! recursively (a subtree is the sorted, parenthesised encodings of its
//! children's subtrees): two vertices share a class exactly when their
//! encodings are equal, and the classes are 0..k.

use cpkit::graph::{csr::Csr, tree_isomorphism::rooted_subtree_classes};
use proptest::prelude::*;

fn encodings(n: usize, edges: &[(usize, usize)], root: usize) -> Vec<String> {
    let mut adj = vec![Vec::new(); n];
    for &(a, b) in edges {
        adj[a].push(b);
        adj[b].push(a);
    }
    fn enc(v: usize, up: usize, adj: &[Vec<usize>], out: &mut [String]) -> String {
        let mut parts: Vec<String> = adj[v]
            .iter()
            .filter(|&&w| w != up)
            .map(|&w| enc(w, v, adj, out))
            .collect();
        parts.sort();
        out[v] = format!("({})", parts.concat());
        out[v].clone()
    }
    let mut out = vec![String::new(); n];
    enc(root, usize::MAX, &adj, &mut out);
    out
}

fn check(n: usize, edges: &[(usize, usize)], root: usize) -> Result<(), TestCaseError> {
    let (k, class) = rooted_subtree_classes(&Csr::from_undirected_pairs(n, edges.to_vec()), root);
    let enc = encodings(n, edges, root);
    let mut distinct = enc.clone();
    distinct.sort();
    distinct.dedup();
    prop_assert_eq!(k, distinct.len());
    prop_assert!(class.iter().all(|&c| c < k));
    for u in 0..n {
        for v in 0..n {
            prop_assert_eq!(
                class[u] == class[v],
                enc[u] == enc[v],
                "vertices {} and {}",
                u,
                v
            );
        }
    }
    Ok(())
}

/// A random tree on n vertices: vertex i + 1 hangs from one of 0..=i, then
/// the labels are shuffled, so parents need not have smaller labels.
fn tree() -> impl Strategy<Value = (usize, Vec<(usize, usize)>, usize)> {
    (1usize..40).prop_flat_map(|n| {
        let parents: Vec<_> = (1..n).map(|i| 0..i).collect();
        (
            parents,
            Just((0..n).collect::<Vec<usize>>()).prop_shuffle(),
            0..n,
        )
            .prop_map(move |(parents, label, root)| {
                let edges = parents
                    .iter()
                    .enumerate()
                    .map(|(i, &p)| (label[i + 1], label[p]))
                    .collect();
                (n, edges, root)
            })
    })
}

#[test]
fn the_statement_example() {
    let p = [0, 1, 1, 2, 2, 0, 6, 6, 8, 8];
    let edges: Vec<(usize, usize)> = p.iter().enumerate().map(|(i, &p)| (i + 1, p)).collect();
    let (k, class) = rooted_subtree_classes(&Csr::from_undirected_pairs(11, edges), 0);
    assert_eq!(k, 4);
    // The official answer, as it happens: classes are numbered bottom-up there too.
    assert_eq!(class, vec![3, 2, 1, 0, 0, 0, 2, 0, 1, 0, 0]);
}

#[test]
fn one_vertex_and_a_long_path() {
    assert_eq!(
        rooted_subtree_classes(&Csr::from_undirected_pairs(1, vec![]), 0),
        (1, vec![0])
    );
    let n = 300_000;
    let path = Csr::from_undirected_pairs(n, (1..n).map(|i| (i - 1, i)));
    let (k, class) = rooted_subtree_classes(&path, 0);
    assert_eq!(k, n);
    assert!(class.iter().enumerate().all(|(i, &c)| c == n - 1 - i));
}

proptest! {
    #[test]
    fn agrees_with_the_ahu_encoding((n, edges, root) in tree()) {
        check(n, &edges, root)?;
    }

    #[test]
    fn stars_and_brooms_share_classes(arms in prop::collection::vec(0usize..4, 1..12)) {
        // Arms of a few lengths from one centre: many isomorphic subtrees.
        let mut edges = Vec::new();
        let mut n = 1;
        for &len in &arms {
            let mut last = 0;
            for _ in 0..=len {
                edges.push((last, n));
                last = n;
                n += 1;
            }
        }
        check(n, &edges, 0)?;
    }
}
