//! `ImplicitTreap` against a plain `Vec` edited element by element,
//! through random inserts, removals, reversals, affine maps and sums
//! modulo 998244353 (the Library Checker problem's algebra); then the
//! same with a non-commutative monoid, compositions of affine maps, where a
//! reversed range must fold in its new order.

use cpkit::ds::implicit_treap::ImplicitTreap;
use cpkit::ds::lazy_segtree::MapMonoid;
use cpkit::ds::segtree::{Affine, Monoid};
use cpkit::math::modint::ModInt998244353 as Mint;
use proptest::prelude::*;

/// (sum, count) pairs under addition.
enum SumCount {}
impl Monoid for SumCount {
    type S = (Mint, Mint);
    fn identity() -> (Mint, Mint) {
        (Mint::new(0), Mint::new(0))
    }
    fn binary_operation(a: &(Mint, Mint), b: &(Mint, Mint)) -> (Mint, Mint) {
        (a.0 + b.0, a.1 + b.1)
    }
}

/// x ↦ b x + c on every element.
enum AffineSum {}
impl MapMonoid for AffineSum {
    type M = SumCount;
    type F = (Mint, Mint);
    fn identity_map() -> (Mint, Mint) {
        (Mint::new(1), Mint::new(0))
    }
    fn mapping(&(b, c): &(Mint, Mint), &(sum, count): &(Mint, Mint)) -> (Mint, Mint) {
        (b * sum + c * count, count)
    }
    fn composition(&(b1, c1): &(Mint, Mint), &(b2, c2): &(Mint, Mint)) -> (Mint, Mint) {
        (b1 * b2, b1 * c2 + c1)
    }
}

#[derive(Clone, Debug)]
enum Op {
    Insert(usize, u32),
    Remove(usize),
    Reverse(usize, usize),
    Apply(usize, usize, u32, u32),
    Prod(usize, usize),
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        3 => (any::<usize>(), 0u32..100).prop_map(|(i, x)| Op::Insert(i, x)),
        1 => any::<usize>().prop_map(Op::Remove),
        2 => (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Op::Reverse(a, b)),
        2 => (any::<usize>(), any::<usize>(), 0u32..5, 0u32..5).prop_map(|(a, b, m, c)| Op::Apply(a, b, m, c)),
        2 => (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Op::Prod(a, b)),
    ]
}

/// `(a, b)` reduced to a range within `0..n`.
fn range(a: usize, b: usize, n: usize) -> (usize, usize) {
    let (a, b) = (a % (n + 1), b % (n + 1));
    (a.min(b), a.max(b))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn agrees_with_a_vec(initial in prop::collection::vec(0u32..100, 0..20), ops in prop::collection::vec(op(), 0..120)) {
        let mut naive: Vec<Mint> = initial.iter().map(|&x| Mint::new(x)).collect();
        let mut t: ImplicitTreap<AffineSum> = naive.iter().map(|&x| (x, Mint::new(1))).collect::<Vec<_>>().into();
        for op in ops {
            let n = naive.len();
            match op {
                Op::Insert(i, x) => {
                    let i = i % (n + 1);
                    t.insert(i, (Mint::new(x), Mint::new(1)));
                    naive.insert(i, Mint::new(x));
                }
                Op::Remove(i) => {
                    if n > 0 {
                        let i = i % n;
                        prop_assert_eq!(t.remove(i), (naive.remove(i), Mint::new(1)));
                    }
                }
                Op::Reverse(a, b) => {
                    let (l, r) = range(a, b, n);
                    t.reverse(l..r);
                    naive[l..r].reverse();
                }
                Op::Apply(a, b, m, c) => {
                    let (l, r) = range(a, b, n);
                    t.apply(l..r, (Mint::new(m), Mint::new(c)));
                    naive[l..r].iter_mut().for_each(|x| *x = *x * m + c);
                }
                Op::Prod(a, b) => {
                    let (l, r) = range(a, b, n);
                    let sum: Mint = naive[l..r].iter().sum();
                    prop_assert_eq!(t.prod(l..r), (sum, Mint::new((r - l) as u32)));
                }
            }
            prop_assert_eq!(t.len(), naive.len());
        }
        let values: Vec<Mint> = t.to_vec().into_iter().map(|p| p.0).collect();
        prop_assert_eq!(values, naive);
    }
}

/// Affine maps x ↦ a x + b composed left to right, acted on by scaling
/// every b by c: `(a, c b)` distributes over composition, and the monoid
/// is not commutative, so a fold read in the wrong order shows.
enum ScaleAffine {}
impl MapMonoid for ScaleAffine {
    type M = Affine<Mint>;
    type F = Mint;
    fn identity_map() -> Mint {
        Mint::new(1)
    }
    fn mapping(&c: &Mint, &(a, b): &(Mint, Mint)) -> (Mint, Mint) {
        (a, c * b)
    }
    fn composition(&c: &Mint, &d: &Mint) -> Mint {
        c * d
    }
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
    fn reverse_keeps_a_non_commutative_fold_in_order(
        initial in prop::collection::vec((1u32..50, 0u32..50), 0..20),
        ops in prop::collection::vec(op(), 0..120),
    ) {
        let pair = |(a, b): (u32, u32)| (Mint::new(a), Mint::new(b));
        let mut naive: Vec<(Mint, Mint)> = initial.into_iter().map(pair).collect();
        let mut t: ImplicitTreap<ScaleAffine> = naive.clone().into();
        for op in ops {
            let n = naive.len();
            match op {
                Op::Insert(i, x) => {
                    let (i, f) = (i % (n + 1), pair((x % 7 + 1, x)));
                    t.insert(i, f);
                    naive.insert(i, f);
                }
                Op::Remove(i) => {
                    if n > 0 {
                        let i = i % n;
                        prop_assert_eq!(t.remove(i), naive.remove(i));
                    }
                }
                Op::Reverse(a, b) => {
                    let (l, r) = range(a, b, n);
                    t.reverse(l..r);
                    naive[l..r].reverse();
                }
                Op::Apply(a, b, m, _) => {
                    let (l, r) = range(a, b, n);
                    t.apply(l..r, Mint::new(m));
                    naive[l..r].iter_mut().for_each(|f| f.1 *= Mint::new(m));
                }
                Op::Prod(a, b) => {
                    let (l, r) = range(a, b, n);
                    prop_assert_eq!(t.prod(l..r), compose(&naive[l..r]));
                }
            }
            prop_assert_eq!(t.prod(..), compose(&naive));
        }
        prop_assert_eq!(t.to_vec(), naive);
    }
}

#[test]
fn a_long_sequence_stays_balanced() {
    // 40 000 appends then as many middle inserts: a degenerate tree would
    // recurse 4·10^4 deep and overflow the test thread's 2 MiB stack.
    let mut t: ImplicitTreap<AffineSum> = ImplicitTreap::new();
    for i in 0..40_000u32 {
        t.insert(i as usize, (Mint::new(i), Mint::new(1)));
    }
    for i in 0..40_000u32 {
        t.insert(t.len() / 2, (Mint::new(i), Mint::new(1)));
    }
    assert_eq!(t.len(), 80_000);
    assert_eq!(t.prod(..).1, Mint::new(80_000));
}
