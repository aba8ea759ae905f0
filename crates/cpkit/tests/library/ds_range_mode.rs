//! Range mode queries agree with counting every value of the range: the
//! value returned occurs as often as said, and no value occurs more often;
//! on arrays short and long enough for ranges within one block and across
//! many.

use cpkit::ds::range_mode::RangeMode;
use proptest::prelude::*;
use std::collections::BTreeMap;

fn best_count(a: &[u32]) -> usize {
    let mut count = BTreeMap::new();
    for x in a {
        *count.entry(x).or_insert(0) += 1;
    }
    count.values().copied().max().unwrap_or(0)
}

fn check(a: &[u32], queries: &[(usize, usize)]) -> Result<(), TestCaseError> {
    let modes = RangeMode::new(a);
    for &(l, r) in queries {
        match modes.mode(l..r) {
            None => prop_assert_eq!(l, r),
            Some((&v, c)) => {
                prop_assert_eq!(
                    c,
                    a[l..r].iter().filter(|&&x| x == v).count(),
                    "the count of {} in {}..{}",
                    v,
                    l,
                    r
                );
                prop_assert_eq!(c, best_count(&a[l..r]), "not a mode of {}..{}", l, r);
            }
        }
    }
    Ok(())
}

fn array_and_queries(
    len: usize,
    values: u32,
) -> impl Strategy<Value = (Vec<u32>, Vec<(usize, usize)>)> {
    prop::collection::vec(0..values, 0..len).prop_flat_map(|a| {
        let n = a.len();
        let query = (0..=n, 0..=n).prop_map(|(x, y)| (x.min(y), x.max(y)));
        (Just(a), prop::collection::vec(query, 0..50))
    })
}

#[test]
fn the_statement_example() {
    let modes = RangeMode::new(&[3, 7, 1, 2, 1]);
    assert_eq!(modes.mode(1..5), Some((&1, 2)));
    assert_eq!(modes.mode(3..4), Some((&2, 1)));
    assert_eq!(modes.mode(0..4).map(|(_, c)| c), Some(1));
}

#[test]
fn every_range_of_a_skewed_array() {
    // A value that is the mode only across blocks, and another within them.
    let a: Vec<u32> = (0..200)
        .map(|i| {
            if i % 3 == 0 {
                7
            } else if i % 50 < 20 {
                9
            } else {
                i
            }
        })
        .collect();
    let queries: Vec<(usize, usize)> = (0..=200)
        .flat_map(|l| (l..=200).map(move |r| (l, r)))
        .collect();
    check(&a, &queries).unwrap();
}

proptest! {
    #[test]
    fn agrees_with_counting_few_values((a, queries) in array_and_queries(80, 4)) {
        check(&a, &queries)?;
    }

    #[test]
    fn agrees_with_counting_many_values((a, queries) in array_and_queries(400, 60)) {
        check(&a, &queries)?;
    }
}
