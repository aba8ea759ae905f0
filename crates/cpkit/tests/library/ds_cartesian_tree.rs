//! The Cartesian tree agrees with its definition taken recursively: the
//! leftmost minimum of a range is the root of its tree, and the parts on
//! either side hang from it.

use cpkit::ds::cartesian_tree::cartesian_tree;
use proptest::prelude::*;
use std::cmp::Reverse;

fn naive<T: Ord>(a: &[T]) -> Vec<usize> {
    fn build<T: Ord>(a: &[T], lo: usize, hi: usize, up: usize, parent: &mut [usize]) {
        if lo == hi {
            return;
        }
        let root = (lo..hi)
            .min_by(|&i, &j| a[i].cmp(&a[j]).then(i.cmp(&j)))
            .unwrap();
        parent[root] = if up == usize::MAX { root } else { up };
        build(a, lo, root, root, parent);
        build(a, root + 1, hi, root, parent);
    }
    let mut parent = vec![0; a.len()];
    build(a, 0, a.len(), usize::MAX, &mut parent);
    parent
}

#[test]
fn the_statement_examples() {
    assert_eq!(cartesian_tree(&[1, 0, 2]), vec![1, 1, 1]);
    let a = [9, 3, 7, 1, 8, 12, 10, 20, 15, 18, 5];
    assert_eq!(cartesian_tree(&a), vec![1, 3, 1, 3, 10, 6, 4, 8, 6, 8, 3]);
}

#[test]
fn monotone_sequences_are_paths() {
    let up: Vec<u32> = (0..1000).collect();
    let down: Vec<u32> = (0..1000).rev().collect();
    let path: Vec<usize> = (0..1000).map(|i: usize| i.saturating_sub(1)).collect();
    assert_eq!(cartesian_tree(&up), path);
    assert_eq!(
        cartesian_tree(&down),
        (0..1000).map(|i| (i + 1).min(999)).collect::<Vec<_>>()
    );
}

#[test]
fn reverse_puts_the_maximum_at_the_root() {
    let a = [3, 1, 2];
    assert_eq!(cartesian_tree(&a.map(Reverse)), vec![0, 2, 0]);
}

proptest! {
    #[test]
    fn agrees_with_the_recursive_definition(a in prop::collection::vec(0u8..6, 0..80)) {
        prop_assert_eq!(cartesian_tree(&a), naive(&a));
    }

    #[test]
    fn distinct_values(a in Just((0..60u32).collect::<Vec<_>>()).prop_shuffle()) {
        prop_assert_eq!(cartesian_tree(&a), naive(&a));
    }
}
