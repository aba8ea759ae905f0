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
