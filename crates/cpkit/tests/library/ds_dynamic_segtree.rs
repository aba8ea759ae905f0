//! `DynamicSegtree` against a plain map from index to value, folded in
//! index order: random sets, gets and range folds (clipped to the tree's
//! range) over a monoid where order shows in full, on small ranges with
//! negative indices and on the largest `i64` ranges.

use cpkit::ds::dynamic_segtree::DynamicSegtree;
use cpkit::ds::segtree::Monoid;
use proptest::prelude::*;
use std::collections::BTreeMap;

/// Concatenation of strings: any misordering shows.
enum Concat {}
impl Monoid for Concat {
    type S = String;
    fn identity() -> String {
        String::new()
    }
    fn binary_operation(a: &String, b: &String) -> String {
        format!("{}{}", a, b)
    }
}

#[derive(Clone, Debug)]
enum Op {
    Set(i64, u8),
    Get(i64),
    Prod(i64, i64),
}

fn case() -> impl Strategy<Value = (i64, i64, Vec<Op>)> {
    prop_oneof![
        (-40i64..40, 1i64..80).prop_map(|(lo, w)| (lo, lo + w)),
        Just((i64::MIN / 2, i64::MAX / 2)),
        Just((0, 1)),
    ]
    .prop_flat_map(|(lo, hi)| {
        // Indices near both ends and in the middle, so that deep and
        // shallow nodes both swap.
        let mid = lo + (hi - lo) / 2;
        let index = prop_oneof![
            (0i64..20).prop_map(move |d| (lo + d).min(hi - 1)),
            (0i64..20).prop_map(move |d| (hi - 1 - d).max(lo)),
            (-10i64..10).prop_map(move |d| (mid + d).max(lo).min(hi - 1)),
        ];
        let bound = prop_oneof![
            index.clone(),
            Just(lo.saturating_sub(5)),
            Just(hi.saturating_add(5))
        ];
        let op = prop_oneof![
            3 => (index.clone(), 0u8..26).prop_map(|(p, c)| Op::Set(p, c)),
            1 => index.prop_map(Op::Get),
            3 => (bound.clone(), bound).prop_map(|(a, b)| Op::Prod(a, b)),
        ];
        (Just(lo), Just(hi), prop::collection::vec(op, 0..80))
    })
}

proptest! {
    #[test]
    fn agrees_with_a_map((lo, hi, ops) in case()) {
        let mut t = DynamicSegtree::<Concat>::new(lo..hi);
        let mut map: BTreeMap<i64, String> = BTreeMap::new();
        for op in ops {
            match op {
                Op::Set(p, c) => {
                    let s = ((b'a' + c) as char).to_string();
                    t.set(p, s.clone());
                    map.insert(p, s);
                }
                Op::Get(p) => prop_assert_eq!(t.get(p), map.get(&p).cloned().unwrap_or_default()),
                Op::Prod(a, b) => {
                    let want: String = map
                        .iter()
                        .filter(|&(&k, _)| a <= k && k < b)
                        .map(|(_, v)| v.as_str())
                        .collect();
                    prop_assert_eq!(t.prod(a..b), want.clone());
                    if a < b {
                        prop_assert_eq!(t.prod(a..=b - 1), want);
                    }
                }
            }
            prop_assert_eq!(t.len(), map.len());
            let all: String = map.values().map(|v| v.as_str()).collect();
            prop_assert_eq!(t.all_prod(), all.clone());
            prop_assert_eq!(t.prod(..), all);
        }
    }
}

#[test]
#[should_panic]
fn a_set_outside_the_range_panics() {
    DynamicSegtree::<Concat>::new(0..10).set(10, String::new());
}
