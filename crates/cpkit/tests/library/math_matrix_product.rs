//! The matrix product agrees with the schoolbook sum of products, for the
//! usual prime, a modulus near 2^32 (a reduction after every row) and 2;
//! the matrix power agrees with multiplying one factor at a time.

use cpkit::math::matrix_product::{matrix_pow, matrix_product};
use cpkit::math::modint::StaticModInt;
use proptest::prelude::*;

fn naive<const M: u32>(
    a: &[Vec<StaticModInt<M>>],
    b: &[Vec<StaticModInt<M>>],
) -> Vec<Vec<StaticModInt<M>>> {
    let k = b.first().map_or(0, Vec::len);
    a.iter()
        .map(|row| {
            (0..k)
                .map(|c| row.iter().zip(b).map(|(&x, r)| x * r[c]).sum())
                .collect()
        })
        .collect()
}

fn matrices() -> impl Strategy<Value = (Vec<Vec<u32>>, Vec<Vec<u32>>)> {
    (0usize..6, 0usize..40, 0usize..6).prop_flat_map(|(n, m, k)| {
        (
            prop::collection::vec(prop::collection::vec(any::<u32>(), m), n),
            prop::collection::vec(prop::collection::vec(any::<u32>(), k), m),
        )
    })
}

fn check<const M: u32>(a: &[Vec<u32>], b: &[Vec<u32>]) -> Result<(), TestCaseError> {
    let conv = |v: &[Vec<u32>]| -> Vec<Vec<StaticModInt<M>>> {
        v.iter()
            .map(|r| r.iter().map(|&x| StaticModInt::new(x)).collect())
            .collect()
    };
    let (a, b) = (conv(a), conv(b));
    let mut expected = naive(&a, &b);
    if b.is_empty() {
        // With no inner dimension, the rows are empty too: b says nothing of k.
        expected = vec![Vec::new(); a.len()];
    }
    prop_assert_eq!(matrix_product(&a, &b), expected, "modulo {}", M);
    Ok(())
}

#[test]
fn largest_entries_over_a_long_inner_dimension() {
    type Mint = StaticModInt<998_244_353>;
    let a = vec![vec![Mint::new(-1); 1000]; 2];
    let b = vec![vec![Mint::new(-1); 3]; 1000];
    assert_eq!(matrix_product(&a, &b), vec![vec![Mint::new(1000); 3]; 2]);
}

proptest! {
    #[test]
    fn agrees_with_the_schoolbook_sum((a, b) in matrices()) {
        check::<998_244_353>(&a, &b)?;
        check::<4_294_967_291>(&a, &b)?;
        check::<2>(&a, &b)?;
    }

    #[test]
    fn power_agrees_with_one_factor_at_a_time(
        a in (0usize..7).prop_flat_map(|n| prop::collection::vec(prop::collection::vec(any::<u32>(), n), n)),
        k in 0u64..40,
    ) {
        type Mint = StaticModInt<998_244_353>;
        let a: Vec<Vec<Mint>> = a.iter().map(|r| r.iter().map(|&x| Mint::new(x)).collect()).collect();
        let n = a.len();
        let mut expected: Vec<Vec<Mint>> = (0..n)
            .map(|i| (0..n).map(|j| Mint::new(u32::from(i == j))).collect())
            .collect();
        for _ in 0..k {
            expected = naive(&expected, &a);
        }
        prop_assert_eq!(matrix_pow(&a, k), expected);
    }
}
