//! `RangeSortSegtree` against a plain vector that is sorted and folded
//! directly, under a monoid that does not commute (concatenation of item
//! names, so a fold shows the order itself), through random sets, sorts
//! both ways and folds, on key spaces of odd and even sizes.

use cpkit::ds::range_sort_segtree::RangeSortSegtree;
use cpkit::ds::segtree::Monoid;
use proptest::prelude::*;

/// Lists under concatenation.
enum Concat {}
impl Monoid for Concat {
    type S = Vec<u32>;
    fn identity() -> Vec<u32> {
        Vec::new()
    }
    fn binary_operation(a: &Vec<u32>, b: &Vec<u32>) -> Vec<u32> {
        a.iter().chain(b).copied().collect()
    }
}

#[derive(Clone, Debug)]
enum Op {
    /// Position, a key drawn until one is free, and the new item's name.
    Set(usize, usize),
    Sort(usize, usize, bool),
    Prod(usize, usize),
}

fn case() -> impl Strategy<Value = (usize, Vec<usize>, Vec<(Op, usize)>)> {
    (1usize..40, 0usize..60).prop_flat_map(|(n, extra)| {
        let universe = n + extra;
        let keys = Just((0..universe).collect::<Vec<_>>()).prop_shuffle();
        let op = prop_oneof![
            1 => (0..n, 0..universe).prop_map(|(i, k)| Op::Set(i, k)),
            3 => (0..=n, 0..=n, any::<bool>()).prop_map(|(a, b, d)| Op::Sort(a.min(b), a.max(b), d)),
            2 => (0..=n, 0..=n).prop_map(|(a, b)| Op::Prod(a.min(b), a.max(b))),
        ];
        (
            Just(universe),
            keys.prop_map(move |k| k[..n].to_vec()),
            prop::collection::vec((op, 0..1000usize), 0..80),
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn agrees_with_sorting_a_vector((universe, keys, ops) in case()) {
        let n = keys.len();
        // Item i is named i; later items get names from n on.
        let mut naive: Vec<(usize, u32)> = keys.iter().enumerate().map(|(i, &k)| (k, i as u32)).collect();
        let items = naive.iter().map(|&(k, name)| (k, vec![name])).collect();
        let mut s: RangeSortSegtree<Concat> = RangeSortSegtree::new(universe, items);
        prop_assert_eq!(s.len(), n);
        let mut next_name = n as u32;
        for (op, salt) in ops {
            match op {
                Op::Set(i, k) => {
                    // The first key at or after k (cyclically) that no other item holds.
                    let used = |key: usize| naive.iter().enumerate().any(|(j, &(kj, _))| j != i && kj == key);
                    let key = (0..universe).map(|d| (k + d + salt) % universe).find(|&key| !used(key)).unwrap();
                    naive[i] = (key, next_name);
                    s.set(i, key, vec![next_name]);
                    next_name += 1;
                }
                Op::Sort(l, r, descending) => {
                    naive[l..r].sort();
                    if descending {
                        naive[l..r].reverse();
                    }
                    s.sort(l, r, descending);
                }
                Op::Prod(l, r) => {
                    let want: Vec<u32> = naive[l..r].iter().map(|&(_, name)| name).collect();
                    prop_assert_eq!(s.prod(l, r), want);
                }
            }
        }
        let want: Vec<u32> = naive.iter().map(|&(_, name)| name).collect();
        prop_assert_eq!(s.prod(0, n), want);
    }
}

#[test]
fn a_key_space_of_one_and_an_empty_sequence() {
    let mut one: RangeSortSegtree<Concat> = RangeSortSegtree::new(1, vec![(0, vec![7])]);
    one.sort(0, 1, true);
    assert_eq!(one.prod(0, 1), vec![7]);
    one.set(0, 0, vec![8]);
    assert_eq!(one.prod(0, 1), vec![8]);
    let mut empty: RangeSortSegtree<Concat> = RangeSortSegtree::new(5, Vec::new());
    assert!(empty.is_empty());
    empty.sort(0, 0, false);
    assert_eq!(empty.prod(0, 0), Vec::<u32>::new());
}
