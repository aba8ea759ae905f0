//! The sum of r^i f(i) agrees with Newton's series (Σ_k Δ^k f(0) r^k /
//! (1 - r)^(k + 1)), its partial sums with the terms added one by one (and
//! with the same polynomial given by more values), interpolation with
//! Horner's rule, and the table of i^d with repeated multiplication.

use cpkit::math::exp_poly_sum::{
    exp_poly_sum, exp_poly_sum_limit, interpolate_consecutive, pow_table,
};
use cpkit::math::modint::StaticModInt;
use proptest::prelude::*;

fn newton<const M: u32>(r: StaticModInt<M>, values: &[StaticModInt<M>]) -> StaticModInt<M> {
    let one = StaticModInt::<M>::new(1);
    let mut diff = values.to_vec();
    let mut sum = StaticModInt::new(0);
    let mut term = (one - r).inv(); // r^k / (1 - r)^(k + 1)
    while !diff.is_empty() {
        sum += diff[0] * term;
        term *= r / (one - r);
        diff = diff.windows(2).map(|w| w[1] - w[0]).collect();
    }
    sum
}

fn check<const M: u32>(r: u32, values: &[u32]) -> Result<(), TestCaseError> {
    let r = StaticModInt::<M>::new(r);
    if r == StaticModInt::new(1) {
        return Ok(());
    }
    let values: Vec<StaticModInt<M>> = values.iter().map(|&x| StaticModInt::new(x)).collect();
    prop_assert_eq!(
        exp_poly_sum_limit(r, &values),
        newton(r, &values),
        "modulo {}",
        M
    );
    Ok(())
}

#[test]
fn small_cases() {
    type Mint = StaticModInt<998_244_353>;
    assert_eq!(exp_poly_sum_limit(Mint::new(5), &[]), Mint::new(0));
    // r = 0 keeps f(0) alone; 0^0 = 1 in the table.
    let ones = pow_table::<998_244_353>(4, 0);
    assert_eq!(exp_poly_sum_limit(Mint::new(0), &ones), Mint::new(1));
    assert_eq!(pow_table::<998_244_353>(0, 3), []);
    assert_eq!(pow_table::<998_244_353>(1, 3), [Mint::new(0)]);
}

proptest! {
    #[test]
    fn agrees_with_newtons_series(
        r in prop_oneof![Just(0u32), Just(2), Just(998_244_352), any::<u32>()],
        values in prop::collection::vec(any::<u32>(), 0..60),
    ) {
        check::<998_244_353>(r, &values)?;
        check::<101>(r, &values)?;
    }

    #[test]
    fn pow_table_agrees_with_pow(n in 0usize..500, d in prop_oneof![0u64..5, any::<u64>()]) {
        type Mint = StaticModInt<998_244_353>;
        let expected: Vec<Mint> = (0..n).map(|i| Mint::new(i).pow(d)).collect();
        prop_assert_eq!(pow_table::<998_244_353>(n, d), expected);
    }

    #[test]
    fn partial_sums_add_the_terms(
        r in prop_oneof![Just(0u32), Just(1), Just(998_244_352), any::<u32>()],
        coefficients in prop::collection::vec(any::<u32>(), 0..12),
        count in 0u64..40,
    ) {
        type Mint = StaticModInt<998_244_353>;
        let f = |x: u64| coefficients.iter().rev().fold(Mint::new(0), |acc, &c| acc * x + c);
        let r = Mint::new(r);
        let n = coefficients.len() as u64;
        let values: Vec<Mint> = (0..n).map(f).collect();
        let mut expected = Mint::new(0);
        for i in 0..count {
            expected += r.pow(i) * f(i);
        }
        prop_assert_eq!(exp_poly_sum(r, &values, count), expected);
        // More values of the same polynomial change nothing.
        let more: Vec<Mint> = (0..n + 3).map(f).collect();
        prop_assert_eq!(exp_poly_sum(r, &more, count), expected);
    }

    #[test]
    fn interpolation_agrees_with_horner(
        coefficients in prop::collection::vec(any::<u32>(), 1..20),
        x in prop_oneof![0u64..30, any::<u64>()],
    ) {
        type Mint = StaticModInt<998_244_353>;
        let f = |x: u64| coefficients.iter().rev().fold(Mint::new(0), |acc, &c| acc * x + c);
        let ys: Vec<Mint> = (0..coefficients.len() as u64).map(f).collect();
        prop_assert_eq!(interpolate_consecutive(&ys, x), f(x));
    }
}
