//! `IntervalHeap` against a sorted `Vec` (a naive multiset), through
//! random pushes and pops at both ends, from heaps built by `From<Vec>`
//! and by pushes, with many repeated values.

use cpkit::ds::interval_heap::IntervalHeap;
use proptest::prelude::*;

#[derive(Clone, Debug)]
enum Op {
    Push(i32),
    PopMin,
    PopMax,
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        3 => (-20i32..20).prop_map(Op::Push),
        1 => Just(Op::PopMin),
        1 => Just(Op::PopMax),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn agrees_with_a_sorted_vec(initial in prop::collection::vec(-20i32..20, 0..60), ops in prop::collection::vec(op(), 0..200)) {
        let mut naive = initial.clone();
        naive.sort_unstable();
        let mut h: IntervalHeap<i32> = initial.into();
        for op in ops {
            match op {
                Op::Push(x) => {
                    h.push(x);
                    let i = naive.partition_point(|&y| y < x);
                    naive.insert(i, x);
                }
                Op::PopMin => {
                    let expected = if naive.is_empty() { None } else { Some(naive.remove(0)) };
                    prop_assert_eq!(h.pop_min(), expected);
                }
                Op::PopMax => prop_assert_eq!(h.pop_max(), naive.pop()),
            }
            prop_assert_eq!(h.len(), naive.len());
            prop_assert_eq!(h.peek_min(), naive.first());
            prop_assert_eq!(h.peek_max(), naive.last());
        }
    }
}
