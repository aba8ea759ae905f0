//! Subset convolution agrees with the sum over every pair of disjoint sets.

use cpkit::math::modint::{ModInt998244353 as Mint, StaticModInt};
use cpkit::math::subset_convolution::subset_convolution;
use proptest::prelude::*;

fn naive<const M: u32>(a: &[StaticModInt<M>], b: &[StaticModInt<M>]) -> Vec<StaticModInt<M>> {
    let mut c = vec![StaticModInt::new(0); a.len()];
    for (i, &x) in a.iter().enumerate() {
        for (j, &y) in b.iter().enumerate() {
            if i & j == 0 {
                c[i | j] += x * y;
            }
        }
    }
    c
}

fn vectors() -> impl Strategy<Value = (Vec<u32>, Vec<u32>)> {
    (0u32..8).prop_flat_map(|n| {
        let len = 1usize << n;
        (
            prop::collection::vec(any::<u32>(), len),
            prop::collection::vec(any::<u32>(), len),
        )
    })
}

#[test]
fn largest_values_do_not_overflow() {
    // Every product is (M - 1)², the most a sum of them can hold per term.
    type Big = StaticModInt<2_147_483_647>;
    let a = vec![Big::new(2_147_483_646u32); 1 << 7];
    assert_eq!(subset_convolution(&a, &a), naive(&a, &a));
}

proptest! {
    #[test]
    fn agrees_with_every_disjoint_pair((a, b) in vectors()) {
        let a: Vec<Mint> = a.into_iter().map(Mint::new).collect();
        let b: Vec<Mint> = b.into_iter().map(Mint::new).collect();
        prop_assert_eq!(subset_convolution(&a, &b), naive(&a, &b));
    }

    #[test]
    fn modulus_near_two_to_the_31((a, b) in vectors()) {
        type Big = StaticModInt<2_147_483_647>;
        let a: Vec<Big> = a.into_iter().map(Big::new).collect();
        let b: Vec<Big> = b.into_iter().map(Big::new).collect();
        prop_assert_eq!(subset_convolution(&a, &b), naive(&a, &b));
    }
}
