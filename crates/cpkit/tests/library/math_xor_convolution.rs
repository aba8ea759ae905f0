//! Xor convolution by the Walsh–Hadamard transform agrees with the sum over
//! every pair of indices.

use cpkit::math::modint::{ModInt998244353 as Mint, StaticModInt};
use cpkit::math::xor_convolution::{walsh_hadamard, xor_convolution};
use proptest::prelude::*;

fn naive<const M: u32>(a: &[StaticModInt<M>], b: &[StaticModInt<M>]) -> Vec<StaticModInt<M>> {
    let mut c = vec![StaticModInt::new(0); a.len()];
    for (i, &x) in a.iter().enumerate() {
        for (j, &y) in b.iter().enumerate() {
            c[i ^ j] += x * y;
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
fn empty_input_gives_empty_output() {
    assert!(xor_convolution::<998_244_353>(&[], &[]).is_empty());
}

proptest! {
    #[test]
    fn agrees_with_every_pair((a, b) in vectors()) {
        let a: Vec<Mint> = a.into_iter().map(Mint::new).collect();
        let b: Vec<Mint> = b.into_iter().map(Mint::new).collect();
        prop_assert_eq!(xor_convolution(&a, &b), naive(&a, &b));
    }

    #[test]
    fn another_modulus((a, b) in vectors()) {
        type M7 = StaticModInt<1_000_000_007>;
        let a: Vec<M7> = a.into_iter().map(M7::new).collect();
        let b: Vec<M7> = b.into_iter().map(M7::new).collect();
        prop_assert_eq!(xor_convolution(&a, &b), naive(&a, &b));
    }

    #[test]
    fn the_transform_twice_multiplies_by_n((a, _) in vectors()) {
        let a: Vec<Mint> = a.into_iter().map(Mint::new).collect();
        let mut t = a.clone();
        walsh_hadamard(&mut t);
        walsh_hadamard(&mut t);
        let n = Mint::new(a.len() as u64);
        prop_assert_eq!(t, a.iter().map(|&x| x * n).collect::<Vec<_>>());
    }
}
