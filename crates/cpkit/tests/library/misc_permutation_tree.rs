//! The permutation tree is the Hasse diagram of the strong intervals found
//! by trying every interval against every other, with each node linear
//! exactly when every run of its consecutive children is a common interval.

use cpkit::misc::permutation_tree::permutation_tree;
use proptest::prelude::*;

fn common(p: &[usize], l: usize, r: usize) -> bool {
    let part = &p[l..=r];
    part.iter().max().unwrap() - part.iter().min().unwrap() == r - l
}

/// (parent, l, r, linear) of every node in preorder, children by position,
/// from the definitions.
fn by_definition(p: &[usize]) -> Vec<(Option<usize>, usize, usize, bool)> {
    let n = p.len();
    let mut commons = Vec::new();
    for l in 0..n {
        for r in l..n {
            if common(p, l, r) {
                commons.push((l, r));
            }
        }
    }
    let overlaps = |(a, b): (usize, usize), (c, d): (usize, usize)| a < c && c <= b && b < d;
    let strong: Vec<(usize, usize)> = commons
        .iter()
        .copied()
        .filter(|&x| commons.iter().all(|&y| !overlaps(x, y) && !overlaps(y, x)))
        .collect();
    // Children of an interval: the maximal strong intervals strictly inside.
    let kids = |(l, r): (usize, usize)| -> Vec<(usize, usize)> {
        let mut inside: Vec<(usize, usize)> = strong
            .iter()
            .copied()
            .filter(|&(a, b)| l <= a && b <= r && (a, b) != (l, r))
            .filter(|&(a, b)| {
                !strong.iter().any(|&(c, d)| {
                    l <= c && d <= r && (c, d) != (l, r) && (c, d) != (a, b) && c <= a && b <= d
                })
            })
            .collect();
        inside.sort();
        inside
    };
    let mut out = Vec::new();
    let mut todo = vec![(None, (0, n - 1))];
    while let Some((parent, (l, r))) = todo.pop() {
        let me = out.len();
        let children = kids((l, r));
        let mut linear = true;
        for i in 0..children.len() {
            for j in i..children.len() {
                if !common(p, children[i].0, children[j].1) {
                    linear = false;
                }
            }
        }
        out.push((parent, l, r, linear));
        for &c in children.iter().rev() {
            todo.push((Some(me), c));
        }
    }
    out
}

fn check(p: &[usize]) -> Result<(), TestCaseError> {
    let tree = permutation_tree(p);
    let shape: Vec<_> = tree
        .iter()
        .map(|v| (v.parent, v.l, v.r, v.linear))
        .collect();
    prop_assert_eq!(&shape, &by_definition(p), "permutation {:?}", p);
    for (v, node) in tree.iter().enumerate() {
        for &c in &node.children {
            prop_assert_eq!(tree[c].parent, Some(v));
        }
        if !node.linear {
            prop_assert!(node.children.len() >= 4);
        }
    }
    Ok(())
}

#[test]
fn one_element_and_the_empty_permutation() {
    let tree = permutation_tree(&[0]);
    assert_eq!(tree.len(), 1);
    assert_eq!(
        (tree[0].parent, tree[0].l, tree[0].r, tree[0].linear),
        (None, 0, 0, true)
    );
    assert!(permutation_tree(&[]).is_empty());
}

#[test]
fn sorted_permutations_are_one_linear_node() {
    for p in [(0..50).collect::<Vec<usize>>(), (0..50).rev().collect()] {
        let tree = permutation_tree(&p);
        assert_eq!(tree.len(), 51);
        assert_eq!(tree[0].children, (1..51).collect::<Vec<_>>());
        assert!(tree.iter().all(|v| v.linear));
    }
}

#[test]
fn every_permutation_of_six() {
    fn each(p: &mut Vec<usize>, k: usize) {
        if k == p.len() {
            check(p).unwrap();
            return;
        }
        for i in k..p.len() {
            p.swap(k, i);
            each(p, k + 1);
            p.swap(k, i);
        }
    }
    for n in 1..=6 {
        each(&mut (0..n).collect(), 0);
    }
}

proptest! {
    #[test]
    fn random_permutations(p in (1usize..40).prop_flat_map(|n| Just((0..n).collect::<Vec<_>>()).prop_shuffle())) {
        check(&p)?;
    }

    #[test]
    fn nearly_sorted_permutations(n in 2usize..60, swaps in prop::collection::vec((0.0..1.0f64, 0.0..1.0f64), 0..6)) {
        let mut p: Vec<usize> = (0..n).collect();
        for (x, y) in swaps {
            p.swap((x * n as f64) as usize, (y * n as f64) as usize);
        }
        check(&p)?;
    }
}
