//! `BinaryTrie` against a sorted vector holding the same multiset: random
//! inserts, removals and every query, over widths from 1 to 64 bits.

use cpkit::ds::binary_trie::BinaryTrie;
use proptest::prelude::*;

#[derive(Clone, Debug)]
enum Op {
    Insert(u64),
    Remove(u64),
    Query(u64),
}

fn case() -> impl Strategy<Value = (u32, Vec<Op>)> {
    prop_oneof![1u32..=8, Just(30u32), Just(63u32), Just(64u32)].prop_flat_map(|bits| {
        // Values from a small pool, so that repeats and removals meet.
        let pool = prop::collection::vec(any::<u64>(), 1..12);
        (
            Just(bits),
            pool,
            prop::collection::vec((0u8..3, any::<prop::sample::Index>(), any::<u64>()), 0..80),
        )
            .prop_map(move |(bits, pool, raw)| {
                let mask = if bits == 64 {
                    u64::MAX
                } else {
                    (1 << bits) - 1
                };
                let ops = raw
                    .into_iter()
                    .map(|(kind, i, q)| {
                        let x = pool[i.index(pool.len())] & mask;
                        match kind {
                            0 => Op::Insert(x),
                            1 => Op::Remove(x),
                            _ => Op::Query(if q % 2 == 0 { x } else { q & mask }),
                        }
                    })
                    .collect();
                (bits, ops)
            })
    })
}

proptest! {
    #[test]
    fn agrees_with_a_sorted_vector((bits, ops) in case()) {
        let mut t = BinaryTrie::new(bits);
        let mut v: Vec<u64> = Vec::new();
        for op in ops {
            match op {
                Op::Insert(x) => {
                    t.insert(x);
                    let at = v.partition_point(|&y| y < x);
                    v.insert(at, x);
                }
                Op::Remove(x) => {
                    let found = v.iter().position(|&y| y == x);
                    prop_assert_eq!(t.remove(x), found.is_some());
                    if let Some(at) = found {
                        v.remove(at);
                    }
                }
                Op::Query(x) => {
                    prop_assert_eq!(t.count(x), v.iter().filter(|&&y| y == x).count());
                    prop_assert_eq!(t.contains(x), v.contains(&x));
                    prop_assert_eq!(t.xor_min(x), v.iter().map(|&y| x ^ y).min());
                    prop_assert_eq!(t.xor_max(x), v.iter().map(|&y| x ^ y).max());
                }
            }
            prop_assert_eq!(t.len(), v.len());
            prop_assert_eq!(t.is_empty(), v.is_empty());
            prop_assert_eq!(t.min(), v.first().copied());
            prop_assert_eq!(t.max(), v.last().copied());
        }
    }
}

#[test]
#[should_panic]
fn a_value_too_wide_panics() {
    BinaryTrie::new(3).insert(8);
}
