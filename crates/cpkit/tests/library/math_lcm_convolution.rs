//! Lcm convolution by the transforms over divisors agrees with the sum
//! over every pair, and the Möbius transform undoes the zeta one.

use cpkit::math::lcm_convolution::{divisor_mobius, divisor_zeta, lcm_convolution};
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
    for (i, &x) in a.iter().enumerate().skip(1) {
        for (j, &y) in b.iter().enumerate().skip(1) {
            let l = i / gcd(i, j) * j;
            if l < c.len() {
                c[l] += x * y;
            }
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
    assert!(lcm_convolution::<998_244_353>(&[], &[]).is_empty());
    let one = |x: u32| vec![Mint::new(x)];
    assert_eq!(lcm_convolution(&one(3), &one(4)), one(0));
    let two = |x: u32| vec![Mint::new(9), Mint::new(x)];
    assert_eq!(
        lcm_convolution(&two(3), &two(4)),
        vec![Mint::new(0), Mint::new(12)]
    );
}

proptest! {
    #[test]
    fn agrees_with_every_pair((a, b) in vectors()) {
        let a: Vec<Mint> = a.into_iter().map(Mint::new).collect();
        let b: Vec<Mint> = b.into_iter().map(Mint::new).collect();
        prop_assert_eq!(lcm_convolution(&a, &b), naive(&a, &b));
    }

    #[test]
    fn another_modulus((a, b) in vectors()) {
        type M7 = StaticModInt<1_000_000_007>;
        let a: Vec<M7> = a.into_iter().map(M7::new).collect();
        let b: Vec<M7> = b.into_iter().map(M7::new).collect();
        prop_assert_eq!(lcm_convolution(&a, &b), naive(&a, &b));
    }

    #[test]
    fn zeta_sums_divisors_and_mobius_undoes_it((a, _) in vectors()) {
        let a: Vec<Mint> = a.into_iter().map(Mint::new).collect();
        let mut t = a.clone();
        divisor_zeta(&mut t);
        for (m, &x) in t.iter().enumerate().skip(1) {
            let sum: Mint = (1..=m).filter(|d| m % d == 0).map(|d| a[d]).sum();
            prop_assert_eq!(x, sum);
        }
        if !a.is_empty() {
            prop_assert_eq!(t[0], a[0]);
        }
        divisor_mobius(&mut t);
        prop_assert_eq!(t, a);
    }
}
