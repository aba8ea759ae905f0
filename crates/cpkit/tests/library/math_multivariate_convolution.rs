//! Truncated multivariate convolution through the carry-counting split
//! agrees with the sum over every pair of terms whose exponents add below
//! the bounds, for 0 to 5 variables.

use cpkit::math::modint::ModInt998244353 as Mint;
use cpkit::math::multivariate_convolution::multivariate_convolution;
use proptest::prelude::*;

fn naive(a: &[Mint], b: &[Mint], shape: &[usize]) -> Vec<Mint> {
    let n = a.len();
    let digits = |mut i: usize| -> Vec<usize> {
        shape
            .iter()
            .map(|&s| {
                let d = i % s;
                i /= s;
                d
            })
            .collect()
    };
    let mut c = vec![Mint::new(0); n];
    for i in 0..n {
        for j in 0..n {
            let (di, dj) = (digits(i), digits(j));
            if di.iter().zip(&dj).zip(shape).all(|((x, y), &s)| x + y < s) {
                c[i + j] += a[i] * b[j];
            }
        }
    }
    c
}

fn cases() -> impl Strategy<Value = (Vec<usize>, Vec<u32>, Vec<u32>)> {
    prop::collection::vec(1usize..5, 0..=5).prop_flat_map(|shape| {
        let n: usize = shape.iter().product();
        (
            Just(shape),
            prop::collection::vec(any::<u32>(), n),
            prop::collection::vec(any::<u32>(), n),
        )
    })
}

#[test]
fn no_variables_is_one_product() {
    let c = multivariate_convolution(&[Mint::new(6)], &[Mint::new(7)], &[]);
    assert_eq!(c, [Mint::new(42)]);
}

proptest! {
    #[test]
    fn agrees_with_naive((shape, a, b) in cases()) {
        let a: Vec<Mint> = a.into_iter().map(Mint::new).collect();
        let b: Vec<Mint> = b.into_iter().map(Mint::new).collect();
        prop_assert_eq!(multivariate_convolution(&a, &b, &shape), naive(&a, &b, &shape));
    }
}
