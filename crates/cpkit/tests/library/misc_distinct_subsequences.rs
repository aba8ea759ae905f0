//! The count of distinct subsequences agrees with listing every subset of
//! positions of a short sequence into a set of value sequences.

use cpkit::misc::distinct_subsequences::count_distinct_subsequences;
use proptest::prelude::*;
use std::collections::BTreeSet;

fn naive(a: &[u8]) -> usize {
    let mut seen = BTreeSet::new();
    for mask in 1u32..1 << a.len() {
        let s: Vec<u8> = (0..a.len())
            .filter(|&i| mask >> i & 1 == 1)
            .map(|i| a[i])
            .collect();
        seen.insert(s);
    }
    seen.len()
}

#[test]
fn all_distinct_is_every_subset() {
    let a: Vec<u32> = (0..40).collect();
    let expected = ((1u64 << 40) - 1) % 998_244_353;
    assert_eq!(
        u64::from(count_distinct_subsequences(&a, 998_244_353)),
        expected
    );
}

proptest! {
    #[test]
    fn agrees_with_listing(a in prop::collection::vec(0u8..4, 0..14), m in 1u32..1000) {
        let count = naive(&a);
        prop_assert_eq!(count_distinct_subsequences(&a, 1_000_000_007) as usize, count);
        prop_assert_eq!(count_distinct_subsequences(&a, m) as usize, count % m as usize);
    }
}
