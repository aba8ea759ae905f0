//! Interpolation against evaluation: the polynomial found takes each value
//! at its point (Horner), and has one coefficient per point.

use cpkit::math::interpolation::interpolate;
use cpkit::math::modint::ModInt998244353 as Mint;
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]
    #[test]
    fn passes_through_every_point(
        xs in prop::collection::btree_set(any::<u32>().prop_map(|x| x % 998_244_353), 0..300),
        seed in any::<u64>(),
    ) {
        let xs: Vec<Mint> = xs.into_iter().map(Mint::new).collect();
        let ys: Vec<Mint> = (0..xs.len() as u64).map(|i| Mint::new(seed.wrapping_mul(i + 1) >> 7)).collect();
        let c = interpolate(&xs, &ys);
        prop_assert_eq!(c.len(), xs.len());
        for (&x, &y) in xs.iter().zip(&ys) {
            let v = c.iter().rev().fold(Mint::new(0), |acc, &k| acc * x + k);
            prop_assert_eq!(v, y);
        }
    }
}
