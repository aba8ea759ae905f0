//! `Segtree` against folds over a plain vector: every ready monoid, a
//! non-commutative one (affine maps) to catch operands in the wrong order,
//! and `max_right`/`min_left` with monotone predicates (the exact answer)
//! and arbitrary ones (the documented weaker guarantee).

use cpkit::ds::segtree::{
    Additive, Affine, BitwiseAnd, BitwiseOr, BitwiseXor, Max, Min, Monoid, Multiplicative, Segtree,
};
use cpkit::math::modint::StaticModInt;
use proptest::prelude::*;

type Mint = StaticModInt<1_000_003>;

fn fold<M: Monoid>(values: &[M::S]) -> M::S {
    values
        .iter()
        .fold(M::identity(), |acc, x| M::binary_operation(&acc, x))
}

#[derive(Clone, Debug)]
enum Op {
    Set(usize, u64),
    Prod(usize, usize),
    MaxRight(usize, u64),
    MinLeft(usize, u64),
}

fn case() -> impl Strategy<Value = (Vec<u64>, Vec<Op>)> {
    (0usize..33).prop_flat_map(|n| {
        let range = (0..=n, 0..=n).prop_map(|(a, b)| (a.min(b), a.max(b)));
        let set = if n == 0 {
            Just(Op::Prod(0, 0)).boxed()
        } else {
            (0..n, any::<u64>())
                .prop_map(|(p, x)| Op::Set(p, x))
                .boxed()
        };
        let op = prop_oneof![
            2 => set,
            3 => range.prop_map(|(l, r)| Op::Prod(l, r)),
            1 => (0..=n, any::<u64>()).prop_map(|(l, k)| Op::MaxRight(l, k)),
            1 => (0..=n, any::<u64>()).prop_map(|(r, k)| Op::MinLeft(r, k)),
        ];
        (
            prop::collection::vec(any::<u64>(), n),
            prop::collection::vec(op, 0..60),
        )
    })
}

fn affine(x: u64) -> (Mint, Mint) {
    (Mint::new(x >> 32), Mint::new(x & 0xffff_ffff))
}

/// An arbitrary, not monotone, predicate on affine maps.
fn whim(k: u64, f: &(Mint, Mint)) -> bool {
    *f == (Mint::new(1), Mint::new(0))
        || (u64::from(f.0.val()) * 7 + u64::from(f.1.val()) + k) % 3 != 0
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn agrees_with_folds((init, ops) in case()) {
        let n = init.len();
        let mut v = init;
        let small = |x: u64| x % 1000;
        let mut add: Segtree<Additive<u64>> = v.iter().map(|&x| small(x)).collect::<Vec<_>>().into();
        let mut min: Segtree<Min<i32>> = v.iter().map(|&x| x as i32).collect::<Vec<_>>().into();
        let mut max: Segtree<Max<i64>> = v.iter().map(|&x| x as i64).collect::<Vec<_>>().into();
        let mut mul: Segtree<Multiplicative<Mint>> = v.iter().map(|&x| Mint::new(x)).collect::<Vec<_>>().into();
        let mut and: Segtree<BitwiseAnd<u64>> = v.clone().into();
        let mut or: Segtree<BitwiseOr<u64>> = v.clone().into();
        let mut xor: Segtree<BitwiseXor<u64>> = v.clone().into();
        let mut aff: Segtree<Affine<Mint>> = Segtree::new(n);
        for (i, &x) in v.iter().enumerate() {
            aff.set(i, affine(x));
        }
        prop_assert_eq!(add.len(), n);
        prop_assert_eq!(aff.is_empty(), n == 0);
        for op in ops {
            match op {
                Op::Set(p, x) => {
                    v[p] = x;
                    add.set(p, small(x));
                    min.set(p, x as i32);
                    max.set(p, x as i64);
                    mul.set(p, Mint::new(x));
                    and.set(p, x);
                    or.set(p, x);
                    xor.set(p, x);
                    aff.set(p, affine(x));
                    prop_assert_eq!(aff.get(p), affine(x));
                    prop_assert_eq!(min.get(p), x as i32);
                }
                Op::Prod(l, r) => {
                    let w = &v[l..r];
                    prop_assert_eq!(add.prod(l..r), w.iter().map(|&x| small(x)).sum::<u64>());
                    prop_assert_eq!(min.prod(l..r), w.iter().map(|&x| x as i32).min().unwrap_or(i32::MAX));
                    prop_assert_eq!(max.prod(l..r), w.iter().map(|&x| x as i64).max().unwrap_or(i64::MIN));
                    prop_assert_eq!(mul.prod(l..r), w.iter().map(|&x| Mint::new(x)).product::<Mint>());
                    prop_assert_eq!(and.prod(l..r), w.iter().fold(!0, |a, &x| a & x));
                    prop_assert_eq!(or.prod(l..r), w.iter().fold(0, |a, &x| a | x));
                    prop_assert_eq!(xor.prod(l..r), w.iter().fold(0, |a, &x| a ^ x));
                    let maps: Vec<_> = w.iter().map(|&x| affine(x)).collect();
                    prop_assert_eq!(aff.prod(l..r), fold::<Affine<Mint>>(&maps));
                    // The other ways to write a range.
                    prop_assert_eq!(aff.prod((std::ops::Bound::Included(l), std::ops::Bound::Excluded(r))), aff.prod(l..r));
                    if r > 0 {
                        prop_assert_eq!(aff.prod(l..=r - 1), aff.prod(l..r));
                    }
                    prop_assert_eq!(aff.prod(..r), fold::<Affine<Mint>>(&v[..r].iter().map(|&x| affine(x)).collect::<Vec<_>>()));
                    prop_assert_eq!(aff.prod(l..), fold::<Affine<Mint>>(&v[l..].iter().map(|&x| affine(x)).collect::<Vec<_>>()));
                }
                Op::MaxRight(l, k) => {
                    let k = k % 3000;
                    let mut expected = l;
                    let mut sum = 0;
                    while expected < n && sum + small(v[expected]) <= k {
                        sum += small(v[expected]);
                        expected += 1;
                    }
                    prop_assert_eq!(add.max_right(l, |&s| s <= k), expected);
                    let r = aff.max_right(l, |f| whim(k, f));
                    let maps: Vec<_> = v.iter().map(|&x| affine(x)).collect();
                    prop_assert!(l <= r && r <= n);
                    prop_assert!(whim(k, &fold::<Affine<Mint>>(&maps[l..r])));
                    if r < n {
                        prop_assert!(!whim(k, &fold::<Affine<Mint>>(&maps[l..=r])));
                    }
                }
                Op::MinLeft(r, k) => {
                    let k = k % 3000;
                    let mut expected = r;
                    let mut sum = 0;
                    while expected > 0 && sum + small(v[expected - 1]) <= k {
                        sum += small(v[expected - 1]);
                        expected -= 1;
                    }
                    prop_assert_eq!(add.min_left(r, |&s| s <= k), expected);
                    let l = aff.min_left(r, |f| whim(k, f));
                    let maps: Vec<_> = v.iter().map(|&x| affine(x)).collect();
                    prop_assert!(l <= r);
                    prop_assert!(whim(k, &fold::<Affine<Mint>>(&maps[l..r])));
                    if l > 0 {
                        prop_assert!(!whim(k, &fold::<Affine<Mint>>(&maps[l - 1..r])));
                    }
                }
            }
            prop_assert_eq!(add.all_prod(), add.prod(..));
            prop_assert_eq!(aff.all_prod(), aff.prod(..));
        }
    }
}

#[test]
fn edges() {
    let empty = Segtree::<Min<u8>>::new(0);
    assert_eq!(empty.prod(..), u8::MAX);
    assert_eq!(empty.all_prod(), u8::MAX);
    assert_eq!(empty.max_right(0, |_| true), 0);
    assert_eq!(empty.min_left(0, |_| true), 0);
    let mut one = Segtree::<Additive<i64>>::new(1);
    one.set(0, -5);
    assert_eq!(one.prod(..), -5);
    assert_eq!(one.all_prod(), -5);
    assert_eq!(one.prod(1..1), 0);
    assert_eq!(one.max_right(0, |&s| s >= -5), 1);
    assert_eq!(one.max_right(0, |&s| s >= 0), 0);
    assert_eq!(one.min_left(1, |&s| s >= 0), 1);
    assert_eq!(one.min_left(1, |&s| s >= -5), 0);
    assert_eq!(format!("{:?}", one), "[-5]");
    let floats: Segtree<Min<f64>> = vec![1.5, -0.5].into();
    assert_eq!(floats.prod(..), -0.5);
}

#[test]
#[should_panic(expected = "not within")]
fn a_range_past_the_end_panics() {
    Segtree::<Additive<i64>>::new(3).prod(2..4);
}

#[test]
#[should_panic(expected = "f(identity)")]
fn max_right_needs_f_of_the_identity() {
    Segtree::<Additive<i64>>::new(3).max_right(0, |&s| s > 0);
}
