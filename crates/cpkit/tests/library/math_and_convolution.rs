//! And convolution by the superset transforms agrees with the sum over
//! every pair of indices, and the Möbius transform undoes the zeta one.

use cpkit::math::and_convolution::{and_convolution, superset_mobius, superset_zeta};
use cpkit::math::modint::{ModInt998244353 as Mint, StaticModInt};
use proptest::prelude::*;

fn naive<const M: u32>(a: &[StaticModInt<M>], b: &[StaticModInt<M>]) -> Vec<StaticModInt<M>> {
    let mut c = vec![StaticModInt::new(0); a.len()];
    for (i, &x) in a.iter().enumerate() {
        for (j, &y) in b.iter().enumerate() {
            c[i & j] += x * y;
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
    assert!(and_convolution::<998_244_353>(&[], &[]).is_empty());
}

proptest! {
    #[test]
    fn agrees_with_every_pair((a, b) in vectors()) {
        let a: Vec<Mint> = a.into_iter().map(Mint::new).collect();
        let b: Vec<Mint> = b.into_iter().map(Mint::new).collect();
        prop_assert_eq!(and_convolution(&a, &b), naive(&a, &b));
    }

    #[test]
    fn another_modulus((a, b) in vectors()) {
        type M7 = StaticModInt<1_000_000_007>;
        let a: Vec<M7> = a.into_iter().map(M7::new).collect();
        let b: Vec<M7> = b.into_iter().map(M7::new).collect();
        prop_assert_eq!(and_convolution(&a, &b), naive(&a, &b));
    }

    #[test]
    fn zeta_sums_supersets_and_mobius_undoes_it((a, _) in vectors()) {
        let a: Vec<Mint> = a.into_iter().map(Mint::new).collect();
        let mut t = a.clone();
        superset_zeta(&mut t);
        for (s, &x) in t.iter().enumerate() {
            let sum: Mint = (0..a.len()).filter(|&u| u & s == s).map(|u| a[u]).sum();
            prop_assert_eq!(x, sum);
        }
        superset_mobius(&mut t);
        prop_assert_eq!(t, a);
    }
}
