//! Counting distinct values offline agrees with putting each range's values
//! in a set, whatever the order of the queries.

use cpkit::ds::range_count_distinct::range_count_distinct;
use proptest::prelude::*;
use std::collections::BTreeSet;

fn naive<T: Ord>(a: &[T], queries: &[(usize, usize)]) -> Vec<usize> {
    queries
        .iter()
        .map(|&(l, r)| a[l..r].iter().collect::<BTreeSet<_>>().len())
        .collect()
}

fn array_and_queries(values: u32) -> impl Strategy<Value = (Vec<u32>, Vec<(usize, usize)>)> {
    prop::collection::vec(0..values, 0..60).prop_flat_map(|a| {
        let n = a.len();
        let query = (0..=n, 0..=n).prop_map(|(x, y)| (x.min(y), x.max(y)));
        (Just(a), prop::collection::vec(query, 0..40))
    })
}

#[test]
fn the_statement_example() {
    let a = [3, 7, 1, 2, 1];
    assert_eq!(
        range_count_distinct(&a, &[(1, 5), (3, 3), (0, 4)]),
        vec![3, 0, 4]
    );
}

#[test]
fn an_empty_array_and_no_queries() {
    assert_eq!(
        range_count_distinct::<u8>(&[], &[(0, 0), (0, 0)]),
        vec![0, 0]
    );
    assert!(range_count_distinct(&[1, 2], &[]).is_empty());
}

#[test]
#[should_panic(expected = "query (2, 1)")]
fn a_reversed_range_is_refused() {
    range_count_distinct(&[1, 2, 3], &[(2, 1)]);
}

proptest! {
    #[test]
    fn agrees_with_sets_few_values((a, queries) in array_and_queries(4)) {
        prop_assert_eq!(range_count_distinct(&a, &queries), naive(&a, &queries));
    }

    #[test]
    fn agrees_with_sets_many_values((a, queries) in array_and_queries(1000)) {
        prop_assert_eq!(range_count_distinct(&a, &queries), naive(&a, &queries));
    }
}
