//! `RangeMajority` against counting every value of the range in a plain
//! vector: random announced updates and every range, over few values so
//! that majorities are common.

use cpkit::ds::range_majority::RangeMajority;
use proptest::prelude::*;

/// The sequence, the announced updates, and the steps: `(set, x, y)`
/// applies update `x` or asks for the majority of the range between x and y.
type Case = (Vec<u8>, Vec<(usize, u8)>, Vec<(bool, usize, usize)>);

fn case() -> impl Strategy<Value = Case> {
    (1usize..30).prop_flat_map(|n| {
        (
            prop::collection::vec(0u8..4, n),
            prop::collection::vec((0..n, 0u8..6), 0..10),
            prop::collection::vec((any::<bool>(), 0..n, 0..=n), 0..40),
        )
    })
}

fn naive(v: &[u8]) -> Option<u8> {
    (0..=255u8).find(|&x| 2 * v.iter().filter(|&&y| y == x).count() > v.len())
}

proptest! {
    #[test]
    fn agrees_with_counting((a, updates, ops) in case()) {
        let n = a.len();
        let mut seq = RangeMajority::new(&a, &updates);
        let mut v = a.clone();
        prop_assert_eq!(seq.len(), n);
        for (set, x, y) in ops {
            if set && !updates.is_empty() {
                let (k, value) = updates[x % updates.len()];
                seq.set(k, value);
                v[k] = value;
            } else {
                let (l, r) = (x.min(y), x.max(y));
                prop_assert_eq!(seq.majority(l..r).copied(), naive(&v[l..r]));
            }
            for (k, value) in v.iter().enumerate() {
                prop_assert_eq!(seq.get(k), value);
            }
        }
        prop_assert_eq!(seq.majority(..).copied(), naive(&v));
    }
}

#[test]
#[should_panic]
fn a_value_not_announced_panics() {
    RangeMajority::new(&[1, 2], &[(0, 2)]).set(0, 3);
}
