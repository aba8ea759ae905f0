//! A column of Stirling numbers agrees with the recurrences of the whole
//! triangle, `s(n+1, k) = s(n, k-1) - n s(n, k)` and
//! `S(n+1, k) = S(n, k-1) + k S(n, k)`.

use cpkit::math::modint::StaticModInt;
use cpkit::math::stirling_fixed_k::{stirling_first_column, stirling_second_column};
use proptest::prelude::*;

type Mint = StaticModInt<998_244_353>;

fn triangle(n: usize, first: bool) -> Vec<Vec<Mint>> {
    let mut t = vec![vec![Mint::new(0); n + 2]; n + 1];
    t[0][0] = Mint::new(1);
    for i in 0..n {
        for k in 0..=i + 1 {
            let left = if k > 0 { t[i][k - 1] } else { Mint::new(0) };
            let up = t[i][k];
            t[i + 1][k] = if first {
                left - Mint::new(i as u64) * up
            } else {
                left + Mint::new(k as u64) * up
            };
        }
    }
    t
}

proptest! {
    #[test]
    fn agrees_with_the_triangle(n in 0usize..120, k in 0usize..120) {
        let k = k.min(n);
        let first = triangle(n, true);
        let second = triangle(n, false);
        let want_first: Vec<Mint> = (k..=n).map(|i| first[i][k]).collect();
        let want_second: Vec<Mint> = (k..=n).map(|i| second[i][k]).collect();
        prop_assert_eq!(stirling_first_column::<998_244_353>(n, k), want_first);
        prop_assert_eq!(stirling_second_column::<998_244_353>(n, k), want_second);
    }
}
