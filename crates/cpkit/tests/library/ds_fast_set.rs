//! `FastSet` against a `BTreeSet`, through random operations on key
//! spaces of one to three levels (past 64² = 4096 keys); keys drawn
//! near a few centres so that neighbours are found across words and levels.

use cpkit::ds::fast_set::FastSet;
use proptest::prelude::*;
use std::collections::BTreeSet;

#[derive(Clone, Debug)]
enum Op {
    Insert(usize),
    Remove(usize),
    Query(usize),
}

fn case() -> impl Strategy<Value = (usize, Vec<bool>, Vec<Op>)> {
    prop_oneof![1usize..130, 4000usize..4200].prop_flat_map(|n| {
        let key = prop_oneof![
            0..n,
            Just(0),
            Just(n - 1),
            (0..4usize).prop_map(move |c| c * n / 4)
        ];
        let op = prop_oneof![
            1 => key.clone().prop_map(Op::Insert),
            1 => key.clone().prop_map(Op::Remove),
            2 => key.prop_map(Op::Query),
        ];
        (
            Just(n),
            prop::collection::vec(prop::bool::weighted(0.02), n.min(300)),
            prop::collection::vec(op, 0..120),
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn agrees_with_a_btreeset((n, initial, ops) in case()) {
        // The first keys (up to 300) start as `initial` says.
        let mut s = FastSet::from_fn(n, |i| initial.get(i) == Some(&true));
        let mut naive: BTreeSet<usize> = (0..initial.len()).filter(|&i| initial[i]).collect();
        prop_assert_eq!(s.len(), n);
        for op in ops {
            match op {
                Op::Insert(i) => {
                    s.insert(i);
                    naive.insert(i);
                }
                Op::Remove(i) => {
                    s.remove(i);
                    naive.remove(&i);
                }
                Op::Query(i) => {
                    prop_assert_eq!(s.contains(i), naive.contains(&i));
                    prop_assert_eq!(s.next(i), naive.range(i..).next().copied());
                    prop_assert_eq!(s.prev(i), naive.range(..=i).next_back().copied());
                    prop_assert_eq!(s.next(i + 1), naive.range(i + 1..).next().copied());
                }
            }
        }
        prop_assert_eq!(s.prev(usize::MAX), naive.iter().next_back().copied());
        prop_assert_eq!(s.next(0), naive.iter().next().copied());
    }
}

#[test]
fn the_ends_of_a_full_and_an_empty_space() {
    let full = FastSet::from_fn(64 * 64 + 1, |_| true);
    assert_eq!(full.next(64 * 64), Some(64 * 64));
    assert_eq!(full.prev(0), Some(0));
    assert!(!full.contains(64 * 64 + 1));
    let empty = FastSet::new(0);
    assert_eq!((empty.next(0), empty.prev(0)), (None, None));
}
