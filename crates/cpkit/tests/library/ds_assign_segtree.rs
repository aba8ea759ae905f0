//! `AssignSegtree` against a plain `Vec` assigned element by element,
//! with affine maps composed left to right (a non-commutative monoid, so
//! a run folded in the wrong order or to the wrong power shows).

use cpkit::ds::assign_segtree::AssignSegtree;
use cpkit::ds::segtree::Affine;
use cpkit::math::modint::ModInt998244353 as Mint;
use proptest::prelude::*;

#[derive(Clone, Debug)]
enum Op {
    Assign(usize, usize, u32, u32),
    Prod(usize, usize),
    Get(usize),
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        2 => (any::<usize>(), any::<usize>(), 1u32..9, 0u32..9).prop_map(|(a, b, c, d)| Op::Assign(a, b, c, d)),
        3 => (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Op::Prod(a, b)),
        1 => any::<usize>().prop_map(Op::Get),
    ]
}

/// The composition of `maps`, first to last.
fn compose(maps: &[(Mint, Mint)]) -> (Mint, Mint) {
    maps.iter()
        .fold((Mint::new(1), Mint::new(0)), |(a, b), &(c, d)| {
            (c * a, c * b + d)
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn agrees_with_a_vec(initial in prop::collection::vec((1u32..9, 0u32..9), 0..40), ops in prop::collection::vec(op(), 0..100)) {
        let pair = |(a, b): (u32, u32)| (Mint::new(a), Mint::new(b));
        let mut naive: Vec<(Mint, Mint)> = initial.into_iter().map(pair).collect();
        let mut t: AssignSegtree<Affine<Mint>> = naive.clone().into();
        let n = naive.len();
        for op in ops {
            match op {
                Op::Assign(a, b, c, d) => {
                    let (a, b) = (a % (n + 1), b % (n + 1));
                    let (l, r) = (a.min(b), a.max(b));
                    t.assign(l..r, pair((c, d)));
                    naive[l..r].iter_mut().for_each(|f| *f = pair((c, d)));
                }
                Op::Prod(a, b) => {
                    let (a, b) = (a % (n + 1), b % (n + 1));
                    let (l, r) = (a.min(b), a.max(b));
                    prop_assert_eq!(t.prod(l..r), compose(&naive[l..r]));
                }
                Op::Get(i) => {
                    if n > 0 {
                        prop_assert_eq!(t.get(i % n), naive[i % n]);
                    }
                }
            }
            prop_assert_eq!(t.prod(..), compose(&naive));
        }
        prop_assert_eq!(t.len(), n);
    }
}

#[test]
fn new_is_all_identities() {
    let mut t = AssignSegtree::<Affine<Mint>>::new(5);
    assert_eq!(t.prod(1..4), (Mint::new(1), Mint::new(0)));
    t.assign(2..3, (Mint::new(2), Mint::new(7)));
    assert_eq!(t.prod(..), (Mint::new(2), Mint::new(7)));
}

#[test]
fn debug_shows_the_runs() {
    let mut t: AssignSegtree<Affine<i64>> = vec![(1, 1), (2, 0), (1, 3), (5, 5)].into();
    t.assign(0..2, (3, 1));
    t.assign(3.., (1, 3));
    assert_eq!(
        format!("{:?}", t),
        "[(0, 2, (3, 1)), (2, 3, (1, 3)), (3, 4, (1, 3))]"
    );
}
