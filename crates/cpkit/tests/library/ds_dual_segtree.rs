//! `DualSegtree` against a plain `Vec` of composites updated position by
//! position, with affine maps (a non-commutative monoid: maps composed in
//! the wrong order show).

use cpkit::ds::dual_segtree::DualSegtree;
use cpkit::ds::segtree::Affine;
use cpkit::math::modint::ModInt998244353 as Mint;
use proptest::prelude::*;

#[derive(Clone, Debug)]
enum Op {
    Apply(usize, usize, u32, u32),
    Get(usize),
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        (any::<usize>(), any::<usize>(), 1u32..9, 0u32..9)
            .prop_map(|(a, b, c, d)| Op::Apply(a, b, c, d)),
        any::<usize>().prop_map(Op::Get),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn agrees_with_a_vec(n in 0usize..40, ops in prop::collection::vec(op(), 0..120)) {
        let id = (Mint::new(1), Mint::new(0));
        let mut naive = vec![id; n];
        let mut t = DualSegtree::<Affine<Mint>>::new(n);
        for op in ops {
            match op {
                Op::Apply(a, b, c, d) => {
                    let (a, b) = (a % (n + 1), b % (n + 1));
                    let (l, r) = (a.min(b), a.max(b));
                    let (c, d) = (Mint::new(c), Mint::new(d));
                    t.apply(l..r, (c, d));
                    // g then x ↦ c x + d
                    naive[l..r].iter_mut().for_each(|g| *g = (c * g.0, c * g.1 + d));
                }
                Op::Get(i) => {
                    if n > 0 {
                        prop_assert_eq!(t.get(i % n), naive[i % n]);
                    }
                }
            }
        }
        for (i, &g) in naive.iter().enumerate() {
            prop_assert_eq!(t.get(i), g);
        }
        prop_assert_eq!(t.len(), n);
    }
}
