//! `RankSet` against a `BTreeSet`, through random inserts and removals
//! and every query at random keys (including past the end), from sets
//! built by `from_fn` and by `new`.

use cpkit::ds::rank_set::RankSet;
use proptest::prelude::*;
use std::collections::BTreeSet;

#[derive(Clone, Debug)]
enum Op {
    Insert(usize),
    Remove(usize),
    Query(usize),
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        1 => any::<usize>().prop_map(Op::Insert),
        1 => any::<usize>().prop_map(Op::Remove),
        2 => any::<usize>().prop_map(Op::Query),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn agrees_with_a_btreeset(n in 0usize..70, initial in prop::collection::vec(any::<bool>(), 70), ops in prop::collection::vec(op(), 0..150)) {
        let mut naive: BTreeSet<usize> = (0..n).filter(|&i| initial[i]).collect();
        let mut s = RankSet::from_fn(n, |i| initial[i]);
        if naive.is_empty() && n % 2 == 0 {
            s = RankSet::new(n);
        }
        for op in ops {
            match op {
                Op::Insert(i) if n > 0 => prop_assert_eq!(s.insert(i % n), naive.insert(i % n)),
                Op::Remove(i) if n > 0 => prop_assert_eq!(s.remove(i % n), naive.remove(&(i % n))),
                Op::Query(i) => {
                    let i = i % (n + 2);
                    prop_assert_eq!(s.rank(i), naive.range(..i).count());
                    prop_assert_eq!(s.kth(i), naive.iter().nth(i).copied());
                    prop_assert_eq!(s.prev(i), naive.range(..=i).next_back().copied());
                    prop_assert_eq!(s.next(i), naive.range(i..).next().copied());
                    if i < n {
                        prop_assert_eq!(s.contains(i), naive.contains(&i));
                    }
                }
                _ => {}
            }
            prop_assert_eq!(s.len(), naive.len());
        }
    }
}
