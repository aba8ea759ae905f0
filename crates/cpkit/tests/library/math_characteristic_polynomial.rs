//! The characteristic polynomial by Hessenberg reduction agrees with
//! `det(x I - A)` by Gaussian elimination at n + 2 points (which fixes a
//! polynomial of degree n), on dense, sparse and singular matrices.

use cpkit::math::characteristic_polynomial::characteristic_polynomial;
use cpkit::math::gauss::determinant;
use cpkit::math::modint::{ModInt998244353 as Mint, StaticModInt};
use proptest::prelude::*;

fn check<const M: u32>(a: &[Vec<StaticModInt<M>>]) -> Result<(), TestCaseError> {
    let n = a.len();
    let p = characteristic_polynomial(a.to_vec());
    prop_assert_eq!(p.len(), n + 1);
    prop_assert_eq!(p[n].val(), 1);
    for x in 0..n as u32 + 2 {
        let x = StaticModInt::<M>::new(x);
        let shifted: Vec<Vec<StaticModInt<M>>> = (0..n)
            .map(|i| {
                (0..n)
                    .map(|j| if i == j { x - a[i][j] } else { -a[i][j] })
                    .collect()
            })
            .collect();
        let value = p
            .iter()
            .rev()
            .fold(StaticModInt::new(0), |acc, &c| acc * x + c);
        prop_assert_eq!(value, determinant(shifted));
    }
    Ok(())
}

/// n × n matrices whose entries are mostly 0 (so pivots are often missing
/// and rows swap) or anything.
fn matrices() -> impl Strategy<Value = Vec<Vec<u32>>> {
    (0usize..9).prop_flat_map(|n| {
        let entry = prop_oneof![3 => Just(0u32), 1 => Just(1u32), 2 => any::<u32>()];
        prop::collection::vec(prop::collection::vec(entry, n), n)
    })
}

#[test]
fn known_polynomials() {
    let m = |rows: &[&[i64]]| -> Vec<Vec<Mint>> {
        rows.iter()
            .map(|r| r.iter().map(|&x| Mint::new(x)).collect())
            .collect()
    };
    let v = |c: &[i64]| c.iter().map(|&x| Mint::new(x)).collect::<Vec<_>>();
    assert_eq!(characteristic_polynomial(m(&[&[7]])), v(&[-7, 1]));
    // A nilpotent shift: x³.
    assert_eq!(
        characteristic_polynomial(m(&[&[0, 1, 0], &[0, 0, 1], &[0, 0, 0]])),
        v(&[0, 0, 0, 1])
    );
    // The companion matrix of x³ - 2x² + 3x - 4 has it as its polynomial.
    assert_eq!(
        characteristic_polynomial(m(&[&[0, 0, 4], &[1, 0, -3], &[0, 1, 2]])),
        v(&[-4, 3, -2, 1])
    );
}

proptest! {
    #[test]
    fn agrees_with_determinants(a in matrices()) {
        let a: Vec<Vec<Mint>> = a.into_iter().map(|r| r.into_iter().map(Mint::new).collect()).collect();
        check(&a)?;
    }

    #[test]
    fn agrees_modulo_a_small_prime(a in matrices()) {
        type M7 = StaticModInt<7>;
        let a: Vec<Vec<M7>> = a.into_iter().map(|r| r.into_iter().map(M7::new).collect()).collect();
        check(&a)?;
    }
}
