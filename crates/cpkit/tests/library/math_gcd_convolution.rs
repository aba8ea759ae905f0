//! Gcd convolution by the transforms over multiples agrees with the sum
//! over every pair, and the Möbius transform undoes the zeta one.

use cpkit::math::gcd_convolution::{gcd_convolution, multiple_mobius, multiple_zeta};
use cpkit::math::modint::{ModInt998244353 as Mint, StaticModInt};
use proptest::prelude::*;

fn gcd(a: usize, b: usize) -> usize {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

fn naive<const M: u32>(a: &[StaticModInt<M>], b: &[StaticModInt<M>]) -> Vec<StaticModInt<M>> {
    let mut c = vec![StaticModInt::new(0); a.len()];
    for i in 1..a.len() {
        for j in 1..b.len() {
            c[gcd(i, j)] += a[i] * b[j];
        }
    }
    c
}

fn vectors() -> impl Strategy<Value = (Vec<u32>, Vec<u32>)> {
    (0usize..200).prop_flat_map(|len| {
        (
            prop::collection::vec(any::<u32>(), len),
            prop::collection::vec(any::<u32>(), len),
        )
    })
}

#[test]
fn short_inputs() {
    assert!(gcd_convolution::<998_244_353>(&[], &[]).is_empty());
    let one = |x: u32| vec![Mint::new(x)];
    assert_eq!(gcd_convolution(&one(3), &one(4)), one(0));
}

proptest! {
    #[test]
    fn agrees_with_every_pair((a, b) in vectors()) {
        let a: Vec<Mint> = a.into_iter().map(Mint::new).collect();
        let b: Vec<Mint> = b.into_iter().map(Mint::new).collect();
        prop_assert_eq!(gcd_convolution(&a, &b), naive(&a, &b));
    }

    #[test]
    fn another_modulus((a, b) in vectors()) {
        type M7 = StaticModInt<1_000_000_007>;
        let a: Vec<M7> = a.into_iter().map(M7::new).collect();
        let b: Vec<M7> = b.into_iter().map(M7::new).collect();
        prop_assert_eq!(gcd_convolution(&a, &b), naive(&a, &b));
    }

    #[test]
    fn zeta_sums_multiples_and_mobius_undoes_it((a, _) in vectors()) {
        let a: Vec<Mint> = a.into_iter().map(Mint::new).collect();
        let mut t = a.clone();
        multiple_zeta(&mut t);
        for (d, &x) in t.iter().enumerate().skip(1) {
            let sum: Mint = (d..a.len()).step_by(d).map(|m| a[m]).sum();
            prop_assert_eq!(x, sum);
        }
        if !a.is_empty() {
            prop_assert_eq!(t[0], a[0]);
        }
        multiple_mobius(&mut t);
        prop_assert_eq!(t, a);
    }
}
