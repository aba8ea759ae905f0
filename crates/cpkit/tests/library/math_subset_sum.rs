//! Subset-sum counts against the 0/1 knapsack table.

use cpkit::math::modint::ModInt998244353 as Mint;
use cpkit::math::subset_sum::count_subset_sums;
use proptest::prelude::*;

fn knapsack(s: &[usize], t: usize) -> Vec<Mint> {
    let mut dp = vec![Mint::new(0); t + 1];
    dp[0] = Mint::new(1);
    for &x in s {
        for u in (x..=t).rev() {
            let add = dp[u - x];
            dp[u] += add;
        }
    }
    dp
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn agrees_with_the_knapsack(t in 0usize..300, s in prop::collection::vec(1usize..40, 0..100)) {
        prop_assert_eq!(count_subset_sums::<998_244_353>(&s, t), knapsack(&s, t));
    }
}
