//! `RangeFrequency` against a plain `Vec` counted from scratch: static
//! sequences, and sequences changed by updates announced up front (then
//! applied in a shuffled order, some more than once), with few distinct
//! values so that counts are large; and the keys that number the values.

use cpkit::ds::range_frequency::RangeFrequency;
use proptest::prelude::*;

fn naive_count(a: &[u8], l: usize, r: usize, x: u8) -> usize {
    a[l..r].iter().filter(|&&y| y == x).count()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn static_agrees_with_a_vec(a in prop::collection::vec(0u8..6, 0..60), queries in prop::collection::vec((any::<usize>(), any::<usize>(), 0u8..8), 0..60)) {
        let t = RangeFrequency::new(&a, &[]);
        let n = a.len();
        for (p, q, x) in queries {
            let (p, q) = (p % (n + 1), q % (n + 1));
            let (l, r) = (p.min(q), p.max(q));
            prop_assert_eq!(t.count(l..r, &x), naive_count(&a, l, r, x));
        }
    }

    #[test]
    fn updates_agree_with_a_vec(
        a in prop::collection::vec(0u8..6, 1..50),
        updates in prop::collection::vec((any::<usize>(), 0u8..6), 1..40),
        order in prop::collection::vec((any::<usize>(), any::<usize>(), any::<usize>(), 0u8..8), 0..120),
    ) {
        let n = a.len();
        let updates: Vec<(usize, u8)> = updates.into_iter().map(|(k, v)| (k % n, v)).collect();
        let mut t = RangeFrequency::new(&a, &updates);
        let mut naive = a.clone();
        for (u, p, q, x) in order {
            let (k, v) = updates[u % updates.len()];
            t.set(k, v);
            naive[k] = v;
            let (p, q) = (p % (n + 1), q % (n + 1));
            let (l, r) = (p.min(q), p.max(q));
            prop_assert_eq!(t.count(l..r, &x), naive_count(&naive, l, r, x));
            prop_assert_eq!(*t.get(k), v);
            // The keys: every value once, sorted; each position's key
            // names its value, and counts by key agree.
            let mut keys: Vec<u8> = a.iter().chain(updates.iter().map(|(_, v)| v)).copied().collect();
            keys.sort_unstable();
            keys.dedup();
            prop_assert_eq!(t.keys(), &keys[..]);
            for (i, &y) in naive.iter().enumerate() {
                prop_assert_eq!(keys[t.key(i)], y);
            }
            let g = t.key(k);
            prop_assert_eq!(t.count_key(l..r, g), naive_count(&naive, l, r, v));
        }
        for x in 0u8..8 {
            prop_assert_eq!(t.count(.., &x), naive_count(&naive, 0, n, x));
        }
    }
}

#[test]
#[should_panic(expected = "not announced")]
fn an_unannounced_set_panics() {
    let mut t = RangeFrequency::new(&[1u32, 2, 3], &[(0, 2)]);
    t.set(1, 3);
}
