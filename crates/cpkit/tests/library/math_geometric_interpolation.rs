//! Interpolation on a geometric sequence gives back the values at every
//! point (by Horner's rule), for small and large ratios, the ratio 0 and
//! short lengths, whenever the points are distinct.

use cpkit::math::geometric_interpolation::interpolate_geometric;
use cpkit::math::modint::ModInt998244353 as Mint;
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(100))]
    #[test]
    fn the_polynomial_takes_the_values(
        a in prop_oneof![0u32..4, any::<u32>()],
        r in prop_oneof![0u32..4, any::<u32>()],
        y in prop::collection::vec(any::<u32>(), 0..150),
    ) {
        let (a, r) = (Mint::new(a), Mint::new(r));
        let y: Vec<Mint> = y.into_iter().map(Mint::new).collect();
        let points: Vec<Mint> = (0..y.len()).scan(a, |x, _| { let p = *x; *x *= r; Some(p) }).collect();
        let mut sorted: Vec<u32> = points.iter().map(|p| p.val()).collect();
        sorted.sort_unstable();
        sorted.dedup();
        prop_assume!(sorted.len() == points.len());
        let f = interpolate_geometric(a, r, &y);
        prop_assert_eq!(f.len(), y.len());
        for (i, &p) in points.iter().enumerate() {
            let v = f.iter().rev().fold(Mint::new(0), |acc, &c| acc * p + c);
            prop_assert_eq!(v, y[i], "at point {}", i);
        }
    }
}
