//! The bivariate inverse times the series is 1 modulo (x^n, y^m), by
//! schoolbook products, for shapes on both sides of the swap of variables
//! (more rows than columns and fewer).

use cpkit::math::fps_inv_2d::fps_inv_2d;
use cpkit::math::modint::ModInt998244353 as Mint;
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(100))]
    #[test]
    fn inverse_times_series_is_one(
        (n, m, f) in (1usize..24, 1usize..24).prop_flat_map(|(n, m)| {
            (Just(n), Just(m), prop::collection::vec(prop_oneof![0u32..3, any::<u32>()], n * m))
        })
    ) {
        let mut f: Vec<Mint> = f.into_iter().map(Mint::new).collect();
        if f[0].val() == 0 {
            f[0] = Mint::new(5);
        }
        let g = fps_inv_2d(&f, n, m);
        prop_assert_eq!(g.len(), n * m);
        for i in 0..n {
            for j in 0..m {
                let mut s = Mint::new(0);
                for a in 0..=i {
                    for b in 0..=j {
                        s += f[a * m + b] * g[(i - a) * m + (j - b)];
                    }
                }
                let one = if i == 0 && j == 0 { 1 } else { 0 };
                prop_assert_eq!(s, Mint::new(one), "x^{} y^{}", i, j);
            }
        }
    }
}
