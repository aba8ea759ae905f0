//! Gaussian elimination agrees with the determinant as a sum over every
//! permutation (Leibniz's formula), on random and on singular matrices.

use cpkit::math::gauss::determinant;
use cpkit::math::modint::StaticModInt;
use proptest::prelude::*;

type Mint = StaticModInt<998_244_353>;
type Small = StaticModInt<5>;

fn leibniz<const M: u32>(a: &[Vec<StaticModInt<M>>]) -> StaticModInt<M> {
    fn go<const M: u32>(
        a: &[Vec<StaticModInt<M>>],
        row: usize,
        used: &mut Vec<bool>,
        sign: bool,
    ) -> StaticModInt<M> {
        if row == a.len() {
            return StaticModInt::new(if sign { M - 1 } else { 1 });
        }
        let mut total = StaticModInt::new(0);
        for c in 0..a.len() {
            if !used[c] {
                // Placing column c after the columns already used flips the
                // sign once per larger column already placed.
                let inversions = used[c + 1..].iter().filter(|&&u| u).count();
                used[c] = true;
                total += a[row][c] * go(a, row + 1, used, sign ^ (inversions % 2 == 1));
                used[c] = false;
            }
        }
        total
    }
    go(a, 0, &mut vec![false; a.len()], false)
}

fn square() -> impl Strategy<Value = Vec<Vec<u32>>> {
    (0usize..7).prop_flat_map(|n| prop::collection::vec(prop::collection::vec(any::<u32>(), n), n))
}

proptest! {
    #[test]
    fn agrees_with_leibniz(a in square()) {
        let a: Vec<Vec<Mint>> = a.iter().map(|r| r.iter().map(|&x| Mint::new(x)).collect()).collect();
        prop_assert_eq!(determinant(a.clone()), leibniz(&a));
    }

    #[test]
    fn agrees_with_leibniz_modulo_five_where_pivots_vanish(a in square()) {
        let a: Vec<Vec<Small>> = a.iter().map(|r| r.iter().map(|&x| Small::new(x % 3)).collect()).collect();
        prop_assert_eq!(determinant(a.clone()), leibniz(&a));
    }
}

mod inverse_and_systems {
    use super::*;
    use cpkit::math::gauss::{inverse, linear_system};

    fn product<const M: u32>(
        a: &[Vec<StaticModInt<M>>],
        x: &[StaticModInt<M>],
    ) -> Vec<StaticModInt<M>> {
        a.iter()
            .map(|row| row.iter().zip(x).map(|(&p, &q)| p * q).sum())
            .collect()
    }

    /// Every vector of `0..M` entries of length m (M small), to count the
    /// solutions directly.
    fn every_vector<const M: u32>(m: usize) -> Vec<Vec<StaticModInt<M>>> {
        let mut all = vec![Vec::new()];
        for _ in 0..m {
            all = all
                .into_iter()
                .flat_map(|v| {
                    (0..M).map(move |d| {
                        let mut w = v.clone();
                        w.push(StaticModInt::new(d));
                        w
                    })
                })
                .collect();
        }
        all
    }

    fn system() -> impl Strategy<Value = (Vec<Vec<u32>>, Vec<u32>)> {
        (0usize..5, 0usize..5).prop_flat_map(|(n, m)| {
            (
                prop::collection::vec(prop::collection::vec(0u32..3, m), n),
                prop::collection::vec(0u32..3, n),
            )
        })
    }

    proptest! {
        #[test]
        fn inverse_times_matrix_is_the_identity_or_the_determinant_is_zero(a in square()) {
            let a: Vec<Vec<Small>> = a.iter().map(|r| r.iter().map(|&x| Small::new(x % 3)).collect()).collect();
            let n = a.len();
            match inverse(a.clone()) {
                None => prop_assert_eq!(leibniz(&a), Small::new(0)),
                Some(inv) => {
                    for (i, row) in a.iter().enumerate() {
                        for j in 0..n {
                            let s: Small = row.iter().zip(&inv).map(|(&x, r)| x * r[j]).sum();
                            prop_assert_eq!(s, Small::new(u32::from(i == j)));
                        }
                    }
                }
            }
        }

        #[test]
        fn solutions_are_exactly_the_affine_span((a, b) in system()) {
            // Modulo 5 with m <= 4 unknowns: at most 625 vectors to try.
            let a: Vec<Vec<Small>> = a.iter().map(|r| r.iter().map(|&x| Small::new(x)).collect()).collect();
            let b: Vec<Small> = b.iter().map(|&x| Small::new(x)).collect();
            let m = a.first().map_or(0, Vec::len);
            let every = every_vector::<5>(m);
            let solutions: Vec<&Vec<Small>> = every.iter().filter(|x| product(&a, x) == b).collect();
            match linear_system(a.clone(), b.clone()) {
                None => prop_assert!(solutions.is_empty()),
                Some((x0, basis)) => {
                    prop_assert_eq!(product(&a, &x0), b.clone());
                    for v in &basis {
                        prop_assert!(product(&a, v).iter().all(|y| y.val() == 0));
                    }
                    // The kernel has 5^(m - rank) vectors: as many basis
                    // vectors as its dimension.
                    prop_assert_eq!(solutions.len(), 5usize.pow(basis.len() as u32));
                }
            }
        }
    }
}

/// The rank is the size of the largest square submatrix with a nonzero
/// determinant (by Leibniz's formula), over every choice of rows and columns.
mod rank_by_minors {
    use super::*;
    use cpkit::math::gauss::matrix_rank;

    fn subsets(n: usize, k: usize) -> Vec<Vec<usize>> {
        (0u32..1 << n)
            .filter(|s| s.count_ones() as usize == k)
            .map(|s| (0..n).filter(|&i| s >> i & 1 == 1).collect())
            .collect()
    }

    fn by_minors<const M: u32>(a: &[Vec<StaticModInt<M>>], cols: usize) -> usize {
        let rows = a.len();
        (1..=rows.min(cols))
            .rev()
            .find(|&k| {
                subsets(rows, k).iter().any(|rs| {
                    subsets(cols, k).iter().any(|cs| {
                        let minor: Vec<Vec<StaticModInt<M>>> = rs
                            .iter()
                            .map(|&r| cs.iter().map(|&c| a[r][c]).collect())
                            .collect();
                        leibniz(&minor).val() != 0
                    })
                })
            })
            .unwrap_or(0)
    }

    fn matrix() -> impl Strategy<Value = (usize, Vec<Vec<u32>>)> {
        (0usize..5, 0usize..6).prop_flat_map(|(n, m)| {
            (
                Just(m),
                prop::collection::vec(prop::collection::vec(any::<u32>(), m), n),
            )
        })
    }

    proptest! {
        #[test]
        fn agrees_with_minors((m, a) in matrix()) {
            let a: Vec<Vec<Mint>> = a.iter().map(|r| r.iter().map(|&x| Mint::new(x)).collect()).collect();
            prop_assert_eq!(matrix_rank(a.clone()), by_minors(&a, m));
        }

        #[test]
        fn agrees_with_minors_modulo_five_where_pivots_vanish((m, a) in matrix()) {
            let a: Vec<Vec<Small>> = a.iter().map(|r| r.iter().map(|&x| Small::new(x % 3)).collect()).collect();
            prop_assert_eq!(matrix_rank(a.clone()), by_minors(&a, m));
        }
    }
}

mod any_modulus {
    use super::*;
    use cpkit::math::gauss::determinant_any_mod;

    /// Leibniz's formula modulo m, with signs from counting inversions.
    fn leibniz_mod(a: &[Vec<u32>], m: u64) -> u64 {
        fn go(a: &[Vec<u32>], row: usize, used: &mut Vec<bool>, odd: bool, m: u64) -> u64 {
            if row == a.len() {
                return if odd { (m - 1) % m } else { 1 % m };
            }
            let mut total = 0;
            for c in 0..a.len() {
                if !used[c] {
                    let inversions = used[c + 1..].iter().filter(|&&u| u).count();
                    used[c] = true;
                    let rest = go(a, row + 1, used, odd ^ (inversions % 2 == 1), m);
                    total = (total + u64::from(a[row][c]) % m * rest) % m;
                    used[c] = false;
                }
            }
            total
        }
        go(a, 0, &mut vec![false; a.len()], false, m)
    }

    fn modulus() -> impl Strategy<Value = u32> {
        prop_oneof![
            1u32..50,
            Just(1 << 29),
            Just((1 << 30) - 1),
            Just(1_000_000_000),
            1u32..1 << 30,
        ]
    }

    proptest! {
        #[test]
        fn agrees_with_leibniz_modulo_anything(a in square(), m in modulus(), small in any::<bool>()) {
            // Small entries make many zero pivots and shared factors.
            let a: Vec<Vec<u32>> = a
                .iter()
                .map(|r| r.iter().map(|&x| if small { x % 4 % m } else { x % m }).collect())
                .collect();
            prop_assert_eq!(u64::from(determinant_any_mod(a.clone(), m)), leibniz_mod(&a, u64::from(m)));
        }
    }
}
