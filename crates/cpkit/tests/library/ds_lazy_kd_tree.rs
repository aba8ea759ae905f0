//! `LazyKdTree` against a list of points scanned in full, under affine maps
//! on (sum, count) modulo 998244353 (maps that do not commute), through
//! random sets, rectangle maps and rectangle folds; points drawn on small
//! grids so that many share a coordinate or a place, with some absent (the
//! identity) until set.

use cpkit::ds::lazy_kd_tree::LazyKdTree;
use cpkit::ds::lazy_segtree::MapMonoid;
use cpkit::ds::segtree::Monoid;
use cpkit::math::modint::ModInt998244353 as Mint;
use proptest::prelude::*;

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
enum Affine {}
impl MapMonoid for Affine {
    type M = SumCount;
    type F = (Mint, Mint);
    fn identity_map() -> (Mint, Mint) {
        (Mint::new(1), Mint::new(0))
    }
    fn mapping(&(a, b): &(Mint, Mint), &(sum, count): &(Mint, Mint)) -> (Mint, Mint) {
        (a * sum + b * count, count)
    }
    fn composition(&(a1, b1): &(Mint, Mint), &(a2, b2): &(Mint, Mint)) -> (Mint, Mint) {
        (a1 * a2, a1 * b2 + b1)
    }
}

#[derive(Clone, Debug)]
enum Op {
    Set(usize, u32),
    Apply([i64; 4], u32, u32),
    Prod([i64; 4]),
    Get(usize),
}

/// Points, their first weights (`None`: absent until set), operations.
type Case = (Vec<(i64, i64)>, Vec<Option<u32>>, Vec<Op>);

fn case() -> impl Strategy<Value = Case> {
    (1usize..60, 1i64..12).prop_flat_map(|(n, side)| {
        let coord = -2..side + 2;
        let rect = (coord.clone(), coord.clone(), coord.clone(), coord.clone())
            .prop_map(|(a, b, c, d)| [a.min(b), a.max(b), c.min(d), c.max(d)]);
        let op = prop_oneof![
            2 => (0..n, any::<u32>()).prop_map(|(i, w)| Op::Set(i, w)),
            3 => (rect.clone(), any::<u32>(), any::<u32>()).prop_map(|(r, a, b)| Op::Apply(r, a, b)),
            3 => rect.prop_map(Op::Prod),
            1 => (0..n).prop_map(Op::Get),
        ];
        (
            prop::collection::vec((0..side, 0..side), n),
            prop::collection::vec(prop::option::weighted(0.7, any::<u32>()), n),
            prop::collection::vec(op, 0..60),
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn agrees_with_scanning_every_point((points, initial, ops) in case()) {
        let zero = (Mint::new(0), Mint::new(0));
        let mut naive: Vec<(Mint, Mint)> = initial
            .iter()
            .map(|w| w.map_or(zero, |w| (Mint::new(w), Mint::new(1))))
            .collect();
        let mut t: LazyKdTree<Affine> = LazyKdTree::new(&points, naive.clone());
        prop_assert_eq!(t.len(), points.len());
        let inside = |p: (i64, i64), r: &[i64; 4]| r[0] <= p.0 && p.0 < r[1] && r[2] <= p.1 && p.1 < r[3];
        for op in ops {
            match op {
                Op::Set(i, w) => {
                    naive[i] = (Mint::new(w), Mint::new(1));
                    t.set(i, naive[i]);
                }
                Op::Apply(r, a, b) => {
                    let f = (Mint::new(a), Mint::new(b));
                    for (i, &p) in points.iter().enumerate() {
                        if inside(p, &r) {
                            naive[i] = Affine::mapping(&f, &naive[i]);
                        }
                    }
                    t.apply(r[0]..r[1], r[2]..r[3], f);
                }
                Op::Prod(r) => {
                    let mut want = zero;
                    for (i, &p) in points.iter().enumerate() {
                        if inside(p, &r) {
                            want = SumCount::binary_operation(&want, &naive[i]);
                        }
                    }
                    prop_assert_eq!(t.prod(r[0]..r[1], r[2]..r[3]), want);
                }
                Op::Get(i) => prop_assert_eq!(t.get(i), naive[i]),
            }
        }
    }
}

#[test]
fn no_points_and_empty_rectangles() {
    let mut t: LazyKdTree<Affine> = LazyKdTree::new(&[], Vec::new());
    assert!(t.is_empty());
    t.apply(0..5, 0..5, (Mint::new(2), Mint::new(3)));
    assert_eq!(t.prod(0..5, 0..5), (Mint::new(0), Mint::new(0)));
    let one = (Mint::new(7), Mint::new(1));
    let mut t: LazyKdTree<Affine> = LazyKdTree::new(&[(1, 1)], vec![one]);
    t.apply(1..1, 0..9, (Mint::new(0), Mint::new(0)));
    assert_eq!(t.prod(0..9, 5..5), (Mint::new(0), Mint::new(0)));
    assert_eq!(t.prod(1..2, 1..2), one);
}
