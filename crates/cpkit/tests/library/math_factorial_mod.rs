//! Factorials modulo 998244353 agree with a running product, for any mix
//! of numbers (the running product, small blocks and large ones), and
//! with Wilson's theorem at the top.

use cpkit::math::factorial_mod::factorials;
use cpkit::math::modint::StaticModInt;
use proptest::prelude::*;

type Mint = StaticModInt<998_244_353>;

fn naive(ns: &[u32]) -> Vec<Mint> {
    let max = ns.iter().copied().max().unwrap_or(0);
    let mut f = vec![Mint::new(1); max as usize + 1];
    for i in 1..=max as usize {
        f[i] = f[i - 1] * Mint::new(i as u64);
    }
    ns.iter().map(|&n| f[n as usize]).collect()
}

#[test]
fn near_the_modulus() {
    let p = 998_244_353u32;
    // (p - 1 - k)! ≡ (-1)^(k+1) / k! modulo p (from Wilson's theorem).
    let ns: Vec<u32> = (0..50).map(|k| p - 1 - k).collect();
    let f = factorials::<998_244_353>(&ns);
    let mut kf = Mint::new(1);
    for k in 0..50u32 {
        if k > 0 {
            kf *= Mint::new(k);
        }
        let sign = if k % 2 == 0 {
            Mint::new(-1)
        } else {
            Mint::new(1)
        };
        assert_eq!(f[k as usize], sign / kf, "({} - 1 - {})!", p, k);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]
    #[test]
    fn agrees_with_the_running_product(ns in prop::collection::vec(0u32..3_000_000, 1..40)) {
        prop_assert_eq!(factorials::<998_244_353>(&ns), naive(&ns));
    }

    #[test]
    fn many_numbers(ns in prop::collection::vec(0u32..200_000, 1..3000)) {
        prop_assert_eq!(factorials::<998_244_353>(&ns), naive(&ns));
    }
}
