//! `DynamicLazySegtree` against a plain vector changed element by element:
//! affine maps on (sum, count) pairs modulo a prime (maps that do not
//! commute, so a wrong composition order shows), over small ranges with
//! negative indices and initial values that depend on the index, with
//! ranges clipped at both ends.

use cpkit::ds::dynamic_lazy_segtree::DynamicLazySegtree;
use cpkit::ds::lazy_segtree::MapMonoid;
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

/// Element i starts as i² + 1: the sum of (i² + 1) over l..r, with its count.
fn initial(l: i64, r: i64) -> (Mint, Mint) {
    let squares = |n: i64| n * (n - 1) * (2 * n - 1) / 6; // sum of i² over 0..n
    let sum_sq = |a: i64, b: i64| {
        if a >= 0 {
            squares(b) - squares(a)
        } else if b <= 0 {
            squares(-a + 1) - squares(-b + 1)
        } else {
            squares(-a + 1) + squares(b)
        }
    };
    (Mint::new(sum_sq(l, r) + (r - l)), Mint::new(r - l))
}

#[derive(Clone, Debug)]
enum Op {
    Apply(i64, i64, u32, u32),
    Prod(i64, i64),
}

fn case() -> impl Strategy<Value = (i64, i64, Vec<Op>)> {
    (-30i64..30, 1i64..70).prop_flat_map(|(lo, w)| {
        let hi = lo + w;
        let bound = lo - 3..hi + 3;
        let op = prop_oneof![
            (bound.clone(), bound.clone(), 0u32..5, 0u32..100)
                .prop_map(|(a, b, m, c)| Op::Apply(a, b, m, c)),
            (bound.clone(), bound).prop_map(|(a, b)| Op::Prod(a, b)),
        ];
        (Just(lo), Just(hi), prop::collection::vec(op, 0..60))
    })
}

proptest! {
    #[test]
    fn agrees_with_a_vector((lo, hi, ops) in case()) {
        let mut t = DynamicLazySegtree::<AffineSum>::new(lo..hi, initial);
        let mut v: Vec<Mint> = (lo..hi).map(|i| Mint::new(i * i + 1)).collect();
        let clip = |a: i64, b: i64| ((a.max(lo) - lo) as usize, (b.min(hi).max(lo) - lo) as usize);
        for op in ops {
            match op {
                Op::Apply(a, b, m, c) => {
                    t.apply_range(a..b, (Mint::new(m), Mint::new(c)));
                    let (l, r) = clip(a, b);
                    for x in v.iter_mut().take(r).skip(l) {
                        *x = Mint::new(m) * *x + Mint::new(c);
                    }
                }
                Op::Prod(a, b) => {
                    let (l, r) = clip(a, b);
                    let want: Mint = v.iter().take(r).skip(l).copied().fold(Mint::new(0), |s, x| s + x);
                    let count = Mint::new(r.saturating_sub(l) as u64);
                    prop_assert_eq!(t.prod(a..b), (want, count));
                }
            }
            let all = v.iter().copied().fold(Mint::new(0), |s, x| s + x);
            prop_assert_eq!(t.all_prod().0, all);
            prop_assert_eq!(t.prod(..).0, all);
        }
    }
}

#[test]
fn prod_makes_no_node() {
    let mut t =
        DynamicLazySegtree::<AffineSum>::new(0..1 << 40, |l, r| (Mint::new(0), Mint::new(r - l)));
    t.apply_range(5..1 << 39, (Mint::new(2), Mint::new(1)));
    let made = t.nodes();
    t.prod(3..(1 << 39) + 7);
    t.prod(..);
    assert_eq!(t.nodes(), made);
}
