//! Consecutive terms of a linear recurrence far out (Graeffe's method on
//! the inverse, then one series) agree with the recurrence run term by
//! term, with zero coefficients at the end too.

use cpkit::math::consecutive_terms::consecutive_terms;
use cpkit::math::modint::ModInt998244353 as Mint;
use proptest::prelude::*;

fn naive(a: &[Mint], c: &[Mint], k: usize, m: usize) -> Vec<Mint> {
    let d = a.len();
    let mut s = a.to_vec();
    while s.len() < k + m {
        let n = s.len();
        let next = (1..=d).fold(Mint::new(0), |x, j| x + c[j - 1] * s[n - j]);
        s.push(next);
    }
    s[k..k + m].to_vec()
}

fn cases() -> impl Strategy<Value = (Vec<u32>, Vec<u32>, usize, usize)> {
    (1usize..80).prop_flat_map(|d| {
        (
            prop::collection::vec(any::<u32>(), d),
            prop::collection::vec(prop_oneof![Just(0u32), any::<u32>()], d),
            0usize..3000,
            1usize..40,
        )
    })
}

#[test]
fn fibonacci_far_out() {
    let m = |v: &[u32]| v.iter().map(|&x| Mint::new(x)).collect::<Vec<_>>();
    let (a, c) = (m(&[0, 1]), m(&[1, 1]));
    let k = 1_000_000_000_000_000_000u64;
    let terms = consecutive_terms(&a, &c, k, 3);
    assert_eq!(terms[0] + terms[1], terms[2]);
    assert_eq!(consecutive_terms(&a, &c, k + 1, 2), terms[1..].to_vec());
}

proptest! {
    #[test]
    fn agrees_with_the_recurrence((a, c, k, m) in cases()) {
        let a: Vec<Mint> = a.into_iter().map(Mint::new).collect();
        let c: Vec<Mint> = c.into_iter().map(Mint::new).collect();
        prop_assert_eq!(consecutive_terms(&a, &c, k as u64, m), naive(&a, &c, k, m));
    }
}
