//! `LazySegtree` against a plain vector updated element by element: affine
//! maps on sums (maps that do not commute, to catch a wrong composition
//! order), range additions on a polynomial hash (a monoid that does not
//! commute, to catch operands in the wrong order), and `max_right`/
//! `min_left` exactly for monotone predicates and by the documented weaker
//! guarantee for arbitrary ones; and the ready `AddMin` and `AddMax`
//! against adding element by element.

use cpkit::ds::lazy_segtree::{AddMax, AddMin, LazySegtree, MapMonoid};
use cpkit::ds::segtree::Monoid;
use cpkit::math::modint::ModInt998244353 as Mint;
use proptest::prelude::*;

/// (sum, count) under addition.
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

/// x ↦ b x + c.
enum AffineSum {}
impl MapMonoid for AffineSum {
    type M = SumCount;
    type F = (Mint, Mint);
    fn identity_map() -> (Mint, Mint) {
        (Mint::new(1), Mint::new(0))
    }
    fn mapping(&(b, c): &(Mint, Mint), &(s, n): &(Mint, Mint)) -> (Mint, Mint) {
        (b * s + c * n, n)
    }
    fn composition(&(b1, c1): &(Mint, Mint), &(b2, c2): &(Mint, Mint)) -> (Mint, Mint) {
        (b1 * b2, b1 * c2 + c1)
    }
}

const BASE: u32 = 10;

/// A sequence as (its hash in base BASE, BASE^length): concatenation.
enum Hash {}
impl Monoid for Hash {
    type S = (Mint, Mint);
    fn identity() -> (Mint, Mint) {
        (Mint::new(0), Mint::new(1))
    }
    fn binary_operation(a: &(Mint, Mint), b: &(Mint, Mint)) -> (Mint, Mint) {
        (a.0 * b.1 + b.0, a.1 * b.1)
    }
}

/// Adds a constant to every element of the sequence.
enum AddHash {}
impl MapMonoid for AddHash {
    type M = Hash;
    type F = Mint;
    fn identity_map() -> Mint {
        Mint::new(0)
    }
    fn mapping(&c: &Mint, &(h, p): &(Mint, Mint)) -> (Mint, Mint) {
        // Each element adds c times its power of BASE: c (p - 1) / (BASE - 1).
        (h + c * (p - 1) / (BASE - 1), p)
    }
    fn composition(&f: &Mint, &g: &Mint) -> Mint {
        f + g
    }
}

/// (sum, count) of u64 under addition, with range additions: for monotone
/// searches.
enum AddSum {}
enum SumCountU64 {}
impl Monoid for SumCountU64 {
    type S = (u64, u64);
    fn identity() -> (u64, u64) {
        (0, 0)
    }
    fn binary_operation(a: &(u64, u64), b: &(u64, u64)) -> (u64, u64) {
        (a.0 + b.0, a.1 + b.1)
    }
}
impl MapMonoid for AddSum {
    type M = SumCountU64;
    type F = u64;
    fn identity_map() -> u64 {
        0
    }
    fn mapping(&c: &u64, &(s, n): &(u64, u64)) -> (u64, u64) {
        (s + c * n, n)
    }
    fn composition(&f: &u64, &g: &u64) -> u64 {
        f + g
    }
}

fn hash(values: &[Mint]) -> (Mint, Mint) {
    values.iter().fold(Hash::identity(), |acc, &x| {
        Hash::binary_operation(&acc, &(x, Mint::new(BASE)))
    })
}

#[derive(Clone, Debug)]
enum Op {
    Set(usize, u32),
    Apply(usize, u32, u32),
    ApplyRange(usize, usize, u32, u32),
    Get(usize),
    Prod(usize, usize),
    MaxRight(usize, u64),
    MinLeft(usize, u64),
}

fn case() -> impl Strategy<Value = (Vec<u32>, Vec<Op>)> {
    (0usize..33).prop_flat_map(|n| {
        let range = (0..=n, 0..=n).prop_map(|(a, b)| (a.min(b), a.max(b)));
        let point: BoxedStrategy<Op> = if n == 0 {
            Just(Op::Prod(0, 0)).boxed()
        } else {
            prop_oneof![
                (0..n, 0u32..100).prop_map(|(p, x)| Op::Set(p, x)),
                (0..n, 0u32..5, 0u32..100).prop_map(|(p, b, c)| Op::Apply(p, b, c)),
                (0..n).prop_map(Op::Get),
            ]
            .boxed()
        };
        let op = prop_oneof![
            2 => point,
            3 => (range.clone(), 0u32..5, 0u32..100).prop_map(|((l, r), b, c)| Op::ApplyRange(l, r, b, c)),
            3 => range.prop_map(|(l, r)| Op::Prod(l, r)),
            1 => (0..=n, 0u64..5000).prop_map(|(l, k)| Op::MaxRight(l, k)),
            1 => (0..=n, 0u64..5000).prop_map(|(r, k)| Op::MinLeft(r, k)),
        ];
        (prop::collection::vec(0u32..100, n), prop::collection::vec(op, 0..60))
    })
}

/// An arbitrary, not monotone, predicate on hashes.
fn whim(k: u64, h: &(Mint, Mint)) -> bool {
    *h == Hash::identity() || (u64::from(h.0.val()) + k) % 3 != 0
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn agrees_with_a_vector((init, ops) in case()) {
        let n = init.len();
        let mut v: Vec<Mint> = init.iter().map(|&x| Mint::new(x)).collect();
        let mut w: Vec<u64> = init.iter().map(|&x| u64::from(x)).collect();
        let mut affine: LazySegtree<AffineSum> = v.iter().map(|&x| (x, Mint::new(1))).collect::<Vec<_>>().into();
        let mut hashes = LazySegtree::<AddHash>::new(n);
        for (i, &x) in v.iter().enumerate() {
            hashes.set(i, (x, Mint::new(BASE)));
        }
        let mut sums: LazySegtree<AddSum> = w.iter().map(|&x| (x, 1)).collect::<Vec<_>>().into();
        prop_assert_eq!(affine.len(), n);
        prop_assert_eq!(hashes.is_empty(), n == 0);
        for op in ops {
            match op {
                Op::Set(p, x) => {
                    v[p] = Mint::new(x);
                    w[p] = u64::from(x);
                    affine.set(p, (v[p], Mint::new(1)));
                    hashes.set(p, (v[p], Mint::new(BASE)));
                    sums.set(p, (w[p], 1));
                }
                Op::Apply(p, b, c) => {
                    v[p] = v[p] * b + c;
                    affine.apply(p, (Mint::new(b), Mint::new(c)));
                    // The hash tree adds, so it follows its own vector.
                    w[p] += u64::from(c);
                    hashes.apply(p, Mint::new(c));
                    sums.apply(p, u64::from(c));
                }
                Op::ApplyRange(l, r, b, c) => {
                    for x in &mut v[l..r] {
                        *x = *x * b + c;
                    }
                    for x in &mut w[l..r] {
                        *x += u64::from(c);
                    }
                    affine.apply_range(l..r, (Mint::new(b), Mint::new(c)));
                    hashes.apply_range(l..r, Mint::new(c));
                    sums.apply_range(l..r, u64::from(c));
                }
                Op::Get(p) => {
                    prop_assert_eq!(affine.get(p).0, v[p]);
                    prop_assert_eq!(hashes.get(p).0, Mint::new(w[p]));
                    prop_assert_eq!(sums.get(p).0, w[p]);
                }
                Op::Prod(l, r) => {
                    prop_assert_eq!(affine.prod(l..r), (v[l..r].iter().sum::<Mint>(), Mint::new(r - l)));
                    let wm: Vec<Mint> = w.iter().map(|&x| Mint::new(x)).collect();
                    prop_assert_eq!(hashes.prod(l..r), hash(&wm[l..r]));
                    prop_assert_eq!(sums.prod(l..r).0, w[l..r].iter().sum::<u64>());
                    if r > 0 {
                        prop_assert_eq!(hashes.prod(l..=r - 1), hash(&wm[l..r]));
                    }
                }
                Op::MaxRight(l, k) => {
                    let mut expected = l;
                    let mut sum = 0;
                    while expected < n && sum + w[expected] <= k {
                        sum += w[expected];
                        expected += 1;
                    }
                    prop_assert_eq!(sums.max_right(l, |&(s, _)| s <= k), expected);
                    let wm: Vec<Mint> = w.iter().map(|&x| Mint::new(x)).collect();
                    let r = hashes.max_right(l, |h| whim(k, h));
                    prop_assert!(l <= r && r <= n);
                    prop_assert!(whim(k, &hash(&wm[l..r])));
                    if r < n {
                        prop_assert!(!whim(k, &hash(&wm[l..=r])));
                    }
                }
                Op::MinLeft(r, k) => {
                    let mut expected = r;
                    let mut sum = 0;
                    while expected > 0 && sum + w[expected - 1] <= k {
                        sum += w[expected - 1];
                        expected -= 1;
                    }
                    prop_assert_eq!(sums.min_left(r, |&(s, _)| s <= k), expected);
                    let wm: Vec<Mint> = w.iter().map(|&x| Mint::new(x)).collect();
                    let l = hashes.min_left(r, |h| whim(k, h));
                    prop_assert!(l <= r);
                    prop_assert!(whim(k, &hash(&wm[l..r])));
                    if l > 0 {
                        prop_assert!(!whim(k, &hash(&wm[l - 1..r])));
                    }
                }
            }
            prop_assert_eq!(affine.all_prod(), affine.prod(..));
            prop_assert_eq!(hashes.all_prod(), hashes.prod(..));
        }
    }
}

/// Range additions and folds for the ready range-add range-min and
/// range-max trees: `(is_add, l, r, x)`.
type AddOrFold = (bool, usize, usize, i64);

fn add_min_max_case() -> impl Strategy<Value = (Vec<i64>, Vec<AddOrFold>)> {
    (0usize..33).prop_flat_map(|n| {
        let op = (
            any::<bool>(),
            0..=n,
            0..=n,
            -1_000_000_000i64..1_000_000_000,
        )
            .prop_map(|(add, a, b, x)| (add, a.min(b), a.max(b), x));
        (
            prop::collection::vec(-1_000_000_000i64..1_000_000_000, n),
            prop::collection::vec(op, 0..60),
        )
    })
}

proptest! {
    #[test]
    fn add_min_and_add_max_agree_with_a_vector((init, ops) in add_min_max_case()) {
        let mut v = init.clone();
        let mut mins: LazySegtree<AddMin<i64>> = init.clone().into();
        let mut maxs: LazySegtree<AddMax<i64>> = init.into();
        for (add, l, r, x) in ops {
            if add {
                mins.apply_range(l..r, x);
                maxs.apply_range(l..r, x);
                for y in &mut v[l..r] {
                    *y += x;
                }
            } else {
                prop_assert_eq!(mins.prod(l..r), v[l..r].iter().copied().min().unwrap_or(i64::MAX));
                prop_assert_eq!(maxs.prod(l..r), v[l..r].iter().copied().max().unwrap_or(i64::MIN));
            }
        }
    }
}

#[test]
fn edges() {
    let mut empty = LazySegtree::<AddSum>::new(0);
    empty.apply_range(.., 5);
    empty.apply_range(0..0, 5);
    assert_eq!(empty.prod(..), (0, 0));
    assert_eq!(empty.all_prod(), (0, 0));
    assert_eq!(empty.max_right(0, |_| true), 0);
    assert_eq!(empty.min_left(0, |_| true), 0);
    let mut one: LazySegtree<AddSum> = vec![(4, 1)].into();
    one.apply_range(0..0, 100);
    one.apply_range(1..1, 100);
    one.apply_range(.., 1);
    assert_eq!(one.get(0), (5, 1));
    assert_eq!(one.all_prod(), (5, 1));
    assert_eq!(one.max_right(0, |&(s, _)| s <= 5), 1);
    assert_eq!(one.max_right(0, |&(s, _)| s <= 4), 0);
    assert_eq!(one.min_left(1, |&(s, _)| s <= 4), 1);
    assert_eq!(one.min_left(1, |&(s, _)| s <= 5), 0);
    assert!(format!("{:?}", one).contains("(5, 1)"));
}

#[test]
#[should_panic(expected = "not within")]
fn a_decreasing_range_panics() {
    #[allow(clippy::reversed_empty_ranges)]
    LazySegtree::<AddSum>::new(3).apply_range(2..1, 1);
}
