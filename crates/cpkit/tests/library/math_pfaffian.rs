//! The Pfaffian: against its expansion along the first row, and its square
//! against the determinant.

use cpkit::math::gauss::determinant;
use cpkit::math::modint::StaticModInt;
use cpkit::math::pfaffian::pfaffian;
use proptest::prelude::*;

type Mint = StaticModInt<998_244_353>;
type Small = StaticModInt<5>;

/// Pf(A) = Σ_j (-1)^(j+1) a[0][j] Pf(A without rows and columns 0 and j).
fn expand<const M: u32>(a: &[Vec<StaticModInt<M>>]) -> StaticModInt<M> {
    let n = a.len();
    if n == 0 {
        return StaticModInt::new(1);
    }
    let mut sum = StaticModInt::new(0);
    for j in 1..n {
        let keep: Vec<usize> = (1..n).filter(|&r| r != j).collect();
        let minor: Vec<Vec<StaticModInt<M>>> = keep
            .iter()
            .map(|&r| keep.iter().map(|&c| a[r][c]).collect())
            .collect();
        let term = a[0][j] * expand(&minor);
        if j % 2 == 1 {
            sum += term
        } else {
            sum -= term
        }
    }
    sum
}

fn skew<const M: u32>(n: usize, upper: &[u32]) -> Vec<Vec<StaticModInt<M>>> {
    let mut a = vec![vec![StaticModInt::new(0); n]; n];
    for (k, (i, j)) in (0..n)
        .flat_map(|i| (i + 1..n).map(move |j| (i, j)))
        .enumerate()
    {
        let x = StaticModInt::new(upper[k % upper.len()]);
        a[i][j] = x;
        a[j][i] = -x;
    }
    a
}

proptest! {
    #[test]
    fn agrees_with_the_expansion(half in 0usize..5, upper in prop::collection::vec(0u32..4, 1..40)) {
        let a: Vec<Vec<Mint>> = skew(2 * half, &upper);
        prop_assert_eq!(pfaffian(a.clone()), expand(&a));
    }

    #[test]
    fn sparse_and_small_prime(half in 0usize..5, upper in prop::collection::vec(prop_oneof![3 => Just(0u32), 1 => 1u32..5], 1..40)) {
        // Mostly zero: pivots must be searched for, and are often missing.
        let a: Vec<Vec<Small>> = skew(2 * half, &upper);
        prop_assert_eq!(pfaffian(a.clone()), expand(&a));
    }

    #[test]
    fn square_is_the_determinant(half in 0usize..12, upper in prop::collection::vec(any::<u32>(), 1..300)) {
        let a: Vec<Vec<Mint>> = skew(2 * half, &upper);
        let pf = pfaffian(a.clone());
        prop_assert_eq!(pf * pf, determinant(a));
    }
}

#[test]
fn odd_sizes_are_zero() {
    let a: Vec<Vec<Mint>> = skew(3, &[1, 2, 3]);
    assert_eq!(pfaffian(a), Mint::new(0));
}
