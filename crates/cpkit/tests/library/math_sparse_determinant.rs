//! The sparse determinant (Wiedemann's, randomised): against Gaussian
//! elimination on the dense matrix, for sparse, dense and singular ones.

use cpkit::math::gauss::determinant;
use cpkit::math::modint::ModInt998244353 as Mint;
use cpkit::math::sparse_determinant::sparse_determinant;
use proptest::prelude::*;

fn check(n: usize, cells: &[(usize, usize, u32)]) -> Result<(), TestCaseError> {
    let mut dense = vec![vec![Mint::new(0); n]; n];
    let mut entries = Vec::new();
    for &(i, j, x) in cells {
        if dense[i][j].val() == 0 && x != 0 {
            dense[i][j] = Mint::new(x);
            entries.push((i, j, Mint::new(x)));
        }
    }
    prop_assert_eq!(sparse_determinant(n, &entries), determinant(dense));
    Ok(())
}

proptest! {
    #[test]
    fn agrees_with_elimination(n in 1usize..12, raw in prop::collection::vec((any::<usize>(), any::<usize>(), 1u32..4), 0..100)) {
        let cells: Vec<(usize, usize, u32)> = raw.iter().map(|&(i, j, x)| (i % n, j % n, x)).collect();
        check(n, &cells)?;
    }

    #[test]
    fn permutations_plus_noise(n in 1usize..40, seed in any::<u64>(), extra in 0usize..30, drop in any::<bool>()) {
        // A scaled permutation (nonsingular), a few more entries, maybe one
        // row made a copy of another (singular).
        let mut s = seed | 1;
        let mut next = move || { s ^= s << 13; s ^= s >> 7; s ^= s << 17; s };
        let mut perm: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            perm.swap(i, next() as usize % (i + 1));
        }
        let mut cells: Vec<(usize, usize, u32)> = (0..n).map(|i| (i, perm[i], (next() % 1000 + 1) as u32)).collect();
        for _ in 0..extra {
            cells.push((next() as usize % n, next() as usize % n, (next() % 1000 + 1) as u32));
        }
        if drop && n > 1 {
            let row: Vec<(usize, usize, u32)> = cells.iter().filter(|c| c.0 == 0).copied().collect();
            cells.retain(|c| c.0 != 1);
            cells.extend(row.iter().map(|&(_, j, x)| (1, j, x)));
        }
        check(n, &cells)?;
    }
}
