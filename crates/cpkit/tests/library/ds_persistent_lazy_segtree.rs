//! The persistent lazy segment tree: every version against a plain vector
//! kept for it, under range affine maps and range copies between versions,
//! with a non-commutative fold checked too (affine maps composed in order).

use cpkit::ds::lazy_segtree::MapMonoid;
use cpkit::ds::persistent_lazy_segtree::{PersistentLazySegtree, Version};
use cpkit::ds::segtree::Monoid;
use cpkit::math::modint::StaticModInt;
use proptest::prelude::*;

type Mint = StaticModInt<998_244_353>;

/// (sum, length).
enum SumLen {}
impl Monoid for SumLen {
    type S = (Mint, Mint);
    fn identity() -> (Mint, Mint) {
        (Mint::new(0), Mint::new(0))
    }
    fn binary_operation(a: &(Mint, Mint), b: &(Mint, Mint)) -> (Mint, Mint) {
        (a.0 + b.0, a.1 + b.1)
    }
}

enum Affine {}
impl MapMonoid for Affine {
    type M = SumLen;
    type F = (Mint, Mint);
    fn identity_map() -> (Mint, Mint) {
        (Mint::new(1), Mint::new(0))
    }
    fn mapping(&(b, c): &(Mint, Mint), &(s, len): &(Mint, Mint)) -> (Mint, Mint) {
        (b * s + c * len, len)
    }
    fn composition(&(b1, c1): &(Mint, Mint), &(b2, c2): &(Mint, Mint)) -> (Mint, Mint) {
        (b1 * b2, b1 * c2 + c1)
    }
}

#[derive(Clone, Debug)]
enum Op {
    Apply(usize, usize, usize, u32, u32),
    Copy(usize, usize, usize, usize),
    Prod(usize, usize, usize),
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        (
            any::<usize>(),
            any::<usize>(),
            any::<usize>(),
            0u32..5,
            0u32..5
        )
            .prop_map(|(k, l, r, b, c)| Op::Apply(k, l, r, b, c)),
        (
            any::<usize>(),
            any::<usize>(),
            any::<usize>(),
            any::<usize>()
        )
            .prop_map(|(k, s, l, r)| Op::Copy(k, s, l, r)),
        (any::<usize>(), any::<usize>(), any::<usize>()).prop_map(|(k, l, r)| Op::Prod(k, l, r)),
    ]
}

proptest! {
    #[test]
    fn every_version_agrees_with_a_vector(a in prop::collection::vec(0u32..100, 1..40), ops in prop::collection::vec(op(), 0..80)) {
        let n = a.len();
        let values: Vec<(Mint, Mint)> = a.iter().map(|&x| (Mint::new(x), Mint::new(1))).collect();
        let (mut tree, v0) = PersistentLazySegtree::<Affine>::new(&values);
        let mut versions: Vec<(Version, Vec<Mint>)> = vec![(v0, a.iter().map(|&x| Mint::new(x)).collect())];
        let range = |l: usize, r: usize| { let (l, r) = (l % (n + 1), r % (n + 1)); (l.min(r), l.max(r)) };
        for op in ops {
            match op {
                Op::Apply(k, l, r, b, c) => {
                    let (v, mut plain) = versions[k % versions.len()].clone();
                    let (l, r) = range(l, r);
                    let (b, c) = (Mint::new(b), Mint::new(c));
                    for x in &mut plain[l..r] {
                        *x = b * *x + c;
                    }
                    versions.push((tree.apply(v, l, r, (b, c)), plain));
                }
                Op::Copy(k, s, l, r) => {
                    let (v, mut plain) = versions[k % versions.len()].clone();
                    let (sv, source) = versions[s % versions.len()].clone();
                    let (l, r) = range(l, r);
                    plain[l..r].copy_from_slice(&source[l..r]);
                    versions.push((tree.copy_range(v, sv, l, r), plain));
                }
                Op::Prod(k, l, r) => {
                    let (v, plain) = &versions[k % versions.len()];
                    let (l, r) = range(l, r);
                    let sum = plain[l..r].iter().fold(Mint::new(0), |s, &x| s + x);
                    prop_assert_eq!(tree.prod(*v, l, r), (sum, Mint::new((r - l) as u32)));
                }
            }
        }
        // Every version still reads as it was made.
        for (v, plain) in &versions {
            for (i, &x) in plain.iter().enumerate() {
                prop_assert_eq!(tree.prod(*v, i, i + 1).0, x);
            }
        }
    }
}
