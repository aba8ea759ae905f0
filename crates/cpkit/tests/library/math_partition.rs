//! The partition numbers agree with the plain O(n²) count by largest part
//! (coins 1..=n), under two moduli.

use cpkit::math::modint::StaticModInt;
use cpkit::math::partition::partition_numbers;
use proptest::prelude::*;

fn naive<const M: u32>(n: usize) -> Vec<StaticModInt<M>> {
    let mut p = vec![StaticModInt::<M>::new(0); n + 1];
    p[0] = StaticModInt::new(1);
    for part in 1..=n {
        for k in part..=n {
            let add = p[k - part];
            p[k] += add;
        }
    }
    p
}

#[test]
fn known_values() {
    // p(100) = 190569292, p(200) = 3972999029388 (OEIS A000041).
    let p = partition_numbers::<998_244_353>(200);
    assert_eq!(p[100].val(), 190_569_292);
    assert_eq!(u64::from(p[200].val()), 3_972_999_029_388 % 998_244_353);
}

proptest! {
    #[test]
    fn agrees_with_naive(n in 0usize..1500) {
        prop_assert_eq!(partition_numbers::<998_244_353>(n), naive::<998_244_353>(n));
        prop_assert_eq!(partition_numbers::<469_762_049>(n), naive::<469_762_049>(n));
    }
}
