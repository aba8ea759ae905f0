//! Shifting sampling points agrees with Horner's rule on the polynomial
//! that was sampled, for starts inside the samples, just before them
//! (wrapping past the modulus), and far from them.

use cpkit::math::modint::ModInt998244353 as Mint;
use cpkit::math::shift_of_sampling_points::shift_of_sampling_points;
use proptest::prelude::*;

fn horner(f: &[Mint], x: Mint) -> Mint {
    f.iter().rev().fold(Mint::new(0), |acc, &c| acc * x + c)
}

fn check(coefficients: &[u32], c: i64, m: usize) -> Result<(), TestCaseError> {
    let f: Vec<Mint> = coefficients.iter().map(|&x| Mint::new(x)).collect();
    let values: Vec<Mint> = (0..f.len()).map(|j| horner(&f, Mint::new(j))).collect();
    let c = Mint::new(c);
    let expected: Vec<Mint> = (0..m).map(|i| horner(&f, c + i)).collect();
    prop_assert_eq!(shift_of_sampling_points(&values, c, m), expected);
    Ok(())
}

fn start() -> impl Strategy<Value = i64> {
    prop_oneof![-300i64..300, any::<u32>().prop_map(i64::from)]
}

#[test]
fn no_samples_mean_the_zero_polynomial() {
    assert_eq!(
        shift_of_sampling_points(&[], Mint::new(5), 2),
        [Mint::new(0); 2]
    );
    assert!(shift_of_sampling_points(&[Mint::new(1)], Mint::new(5), 0).is_empty());
}

proptest! {
    #[test]
    fn agrees_with_horner(
        f in prop::collection::vec(any::<u32>(), 1..80),
        c in start(),
        m in 0usize..80,
    ) {
        check(&f, c, m)?;
    }

    #[test]
    fn long_shifts(
        f in prop::collection::vec(any::<u32>(), 30..200),
        c in start(),
        m in 30usize..300,
    ) {
        check(&f, c, m)?;
    }
}
