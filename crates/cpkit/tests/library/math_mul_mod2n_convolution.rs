//! Multiplicative convolution modulo 2^n through the units' group
//! `{±1} × Z/2^(n-2)` agrees with the sum over every pair `(i, j)`, below
//! and above the size where the transforms take over.

use cpkit::math::modint::ModInt998244353 as Mint;
use cpkit::math::mul_mod2n_convolution::mul_mod2n_convolution;
use proptest::prelude::*;

fn naive(a: &[Mint], b: &[Mint]) -> Vec<Mint> {
    let len = a.len();
    let mut c = vec![Mint::new(0); len];
    for (i, &x) in a.iter().enumerate() {
        for (j, &y) in b.iter().enumerate() {
            c[i * j % len] += x * y;
        }
    }
    c
}

fn cases() -> impl Strategy<Value = (Vec<u32>, Vec<u32>)> {
    (0usize..=10).prop_flat_map(|n| {
        let values = prop_oneof![0u32..3, any::<u32>()];
        (
            prop::collection::vec(values.clone(), 1 << n),
            prop::collection::vec(values, 1 << n),
        )
    })
}

#[test]
fn ones_count_the_pairs() {
    for n in 0..=9 {
        let len = 1usize << n;
        let ones = vec![Mint::new(1); len];
        let expected = naive(&ones, &ones);
        assert_eq!(mul_mod2n_convolution(&ones, &ones), expected, "n = {}", n);
    }
}

proptest! {
    #[test]
    fn agrees_with_naive((a, b) in cases()) {
        let a: Vec<Mint> = a.into_iter().map(Mint::new).collect();
        let b: Vec<Mint> = b.into_iter().map(Mint::new).collect();
        prop_assert_eq!(mul_mod2n_convolution(&a, &b), naive(&a, &b));
    }
}
