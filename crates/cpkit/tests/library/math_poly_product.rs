//! The product of many polynomials, shortest first, agrees with
//! multiplying them one after another term by term.

use cpkit::math::modint::ModInt998244353 as Mint;
use cpkit::math::poly_product::poly_product;
use proptest::prelude::*;

fn naive(polys: &[Vec<Mint>]) -> Vec<Mint> {
    polys.iter().fold(vec![Mint::new(1)], |acc, p| {
        if acc.is_empty() || p.is_empty() {
            return Vec::new();
        }
        let mut c = vec![Mint::new(0); acc.len() + p.len() - 1];
        for (i, &x) in acc.iter().enumerate() {
            for (j, &y) in p.iter().enumerate() {
                c[i + j] += x * y;
            }
        }
        c
    })
}

fn polys() -> impl Strategy<Value = Vec<Vec<Mint>>> {
    let poly = prop_oneof![
        4 => prop::collection::vec(any::<u32>(), 1..4),
        1 => prop::collection::vec(any::<u32>(), 1..150),
    ]
    .prop_map(|v| v.into_iter().map(Mint::new).collect::<Vec<_>>());
    prop::collection::vec(poly, 0..30)
}

#[test]
fn an_empty_factor_makes_an_empty_product() {
    let p = vec![vec![Mint::new(3)], Vec::new(), vec![Mint::new(1); 5]];
    assert!(poly_product(p).is_empty());
}

proptest! {
    #[test]
    fn agrees_with_one_by_one(p in polys()) {
        prop_assert_eq!(poly_product(p.clone()), naive(&p));
    }
}
