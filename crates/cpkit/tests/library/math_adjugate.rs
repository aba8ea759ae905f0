//! The adjugate: against the cofactors computed one by one (each minor's
//! determinant by Gaussian elimination), on matrices of every rank.

use cpkit::math::adjugate::adjugate;
use cpkit::math::gauss::determinant;
use cpkit::math::modint::StaticModInt;
use proptest::prelude::*;

type Mint = StaticModInt<998_244_353>;
type Small = StaticModInt<7>;

fn cofactors<const M: u32>(a: &[Vec<StaticModInt<M>>]) -> Vec<Vec<StaticModInt<M>>> {
    let n = a.len();
    (0..n)
        .map(|i| {
            (0..n)
                .map(|j| {
                    // Entry (i, j): the minor without row j and column i.
                    let minor: Vec<Vec<StaticModInt<M>>> = (0..n)
                        .filter(|&r| r != j)
                        .map(|r| (0..n).filter(|&c| c != i).map(|c| a[r][c]).collect())
                        .collect();
                    let d = determinant(minor);
                    if (i + j) % 2 == 1 {
                        -d
                    } else {
                        d
                    }
                })
                .collect()
        })
        .collect()
}

/// An n × n matrix of rank at most `rank`: a product of n × rank and
/// rank × n matrices.
fn low_rank<const M: u32>(n: usize, rank: usize, seed: &[u32]) -> Vec<Vec<StaticModInt<M>>> {
    let at = |k: usize| {
        StaticModInt::<M>::new(seed[k % seed.len()] ^ (k as u32).wrapping_mul(2_654_435_761))
    };
    (0..n)
        .map(|i| {
            (0..n)
                .map(|j| {
                    (0..rank).fold(StaticModInt::new(0), |s, k| {
                        s + at(i * 31 + k) * at(1000 + k * 17 + j)
                    })
                })
                .collect()
        })
        .collect()
}

proptest! {
    #[test]
    fn agrees_with_the_cofactors(n in 1usize..7, entries in prop::collection::vec(0u32..5, 36)) {
        let a: Vec<Vec<Mint>> = (0..n).map(|i| (0..n).map(|j| Mint::new(entries[i * 6 + j])).collect()).collect();
        prop_assert_eq!(adjugate(a.clone()), cofactors(&a));
    }

    #[test]
    fn every_rank_modulo_a_small_prime(n in 1usize..7, rank in 0usize..7, seed in prop::collection::vec(any::<u32>(), 1..40)) {
        let a: Vec<Vec<Small>> = low_rank(n, rank.min(n), &seed);
        prop_assert_eq!(adjugate(a.clone()), cofactors(&a));
    }

    #[test]
    fn rank_n_minus_one(n in 2usize..9, seed in prop::collection::vec(any::<u32>(), 1..40)) {
        let a: Vec<Vec<Mint>> = low_rank(n, n - 1, &seed);
        prop_assert_eq!(adjugate(a.clone()), cofactors(&a));
    }
}
