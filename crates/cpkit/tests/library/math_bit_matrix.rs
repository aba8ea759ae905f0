//! Matrices over GF(2): the Four Russians product agrees with the
//! schoolbook one on booleans, and the solutions of a linear system are
//! exactly what brute force over every x finds (small m) or satisfy the
//! system with an independent kernel basis of the right size (larger m).

use cpkit::math::bit_matrix::BitMatrix;
use proptest::prelude::*;

fn to_matrix(v: &[Vec<bool>], cols: usize) -> BitMatrix {
    let mut a = BitMatrix::new(v.len(), cols);
    for (i, row) in v.iter().enumerate() {
        for (j, &x) in row.iter().enumerate() {
            a.set(i, j, x);
        }
    }
    a
}

fn to_bools(a: &BitMatrix) -> Vec<Vec<bool>> {
    (0..a.rows())
        .map(|i| (0..a.cols()).map(|j| a.get(i, j)).collect())
        .collect()
}

fn apply(a: &[Vec<bool>], x: &[bool]) -> Vec<bool> {
    a.iter()
        .map(|row| row.iter().zip(x).fold(false, |s, (&p, &q)| s ^ (p & q)))
        .collect()
}

/// The rank over GF(2), by elimination on booleans.
fn rank(mut rows: Vec<Vec<bool>>) -> usize {
    let cols = rows.first().map_or(0, Vec::len);
    let mut r = 0;
    for c in 0..cols {
        if let Some(p) = (r..rows.len()).find(|&i| rows[i][c]) {
            rows.swap(p, r);
            let pivot = rows[r].clone();
            for row in rows.iter_mut().skip(r + 1) {
                if row[c] {
                    for (x, &y) in row.iter_mut().zip(&pivot) {
                        *x ^= y;
                    }
                }
            }
            r += 1;
        }
    }
    r
}

fn matrix(
    rows: std::ops::Range<usize>,
    cols: std::ops::Range<usize>,
) -> impl Strategy<Value = (usize, Vec<Vec<bool>>)> {
    (rows, cols, 0u8..4).prop_flat_map(|(n, m, density)| {
        // Sparse and dense matrices both: each entry is 1 with probability density / 4.
        let entry = (0u8..4).prop_map(move |x| x < density.max(1));
        (
            Just(m),
            prop::collection::vec(prop::collection::vec(entry, m), n),
        )
    })
}

#[test]
fn parsing_and_printing_round_trip() {
    let rows = ["1011", "0000", "1111"];
    let a = BitMatrix::from_rows(&rows);
    assert_eq!((a.rows(), a.cols()), (3, 4));
    for (i, r) in rows.iter().enumerate() {
        assert_eq!(a.row_string(i), *r);
    }
    let long: String = (0..130)
        .map(|j| if j % 3 == 0 { '1' } else { '0' })
        .collect();
    let b = BitMatrix::from_rows(&[long.as_bytes()]);
    assert_eq!(b.row_string(0), long);
}

proptest! {
    #[test]
    fn product_agrees_with_the_schoolbook(
        (m, a) in matrix(0..20, 0..150),
        k in 0usize..150,
        seed in any::<u64>(),
    ) {
        let b: Vec<Vec<bool>> = (0..m)
            .map(|j| (0..k).map(|c| (seed.rotate_left((j * 7 + c) as u32 % 64) ^ (j * c) as u64) & 1 == 1).collect())
            .collect();
        let expected: Vec<Vec<bool>> = a
            .iter()
            .map(|row| (0..k).map(|c| row.iter().zip(&b).fold(false, |s, (&x, r)| s ^ (x & r[c]))).collect())
            .collect();
        let got = to_matrix(&a, m).product(&to_matrix(&b, k));
        prop_assert_eq!((got.rows(), got.cols()), (a.len(), k));
        prop_assert_eq!(to_bools(&got), expected);
    }

    #[test]
    fn systems_agree_with_brute_force((m, a) in matrix(0..8, 0..9), b_bits in any::<u16>()) {
        let n = a.len();
        let b: Vec<bool> = (0..n).map(|i| b_bits >> i & 1 == 1).collect();
        let solutions: Vec<Vec<bool>> = (0..1u32 << m)
            .map(|mask| (0..m).map(|j| mask >> j & 1 == 1).collect::<Vec<bool>>())
            .filter(|x| apply(&a, x) == b)
            .collect();
        match to_matrix(&a, m).linear_system(&b) {
            None => prop_assert!(solutions.is_empty()),
            Some((x, kernel)) => {
                prop_assert!(apply(&a, &x) == b);
                // x plus every sum of kernel rows: 2^R distinct solutions, all of them.
                let basis = to_bools(&kernel);
                prop_assert_eq!(1usize << basis.len(), solutions.len());
                prop_assert_eq!(rank(basis.clone()), basis.len());
                for v in &basis {
                    prop_assert!(apply(&a, v).iter().all(|&y| !y));
                }
            }
        }
    }

    #[test]
    fn large_systems_are_solved((m, a) in matrix(0..40, 0..200), b_bits in any::<u64>(), planted in any::<bool>()) {
        let n = a.len();
        let b: Vec<bool> = if planted {
            // A right-hand side with a solution: a times some x.
            let x: Vec<bool> = (0..m).map(|j| b_bits.rotate_left(j as u32 % 64) & 1 == 1).collect();
            apply(&a, &x)
        } else {
            (0..n).map(|i| b_bits >> (i % 64) & 1 == 1).collect()
        };
        let r = rank(a.clone());
        match to_matrix(&a, m).linear_system(&b) {
            None => {
                prop_assert!(!planted);
                // b is outside the column space: the augmented rank grows.
                let augmented: Vec<Vec<bool>> = a.iter().zip(&b).map(|(row, &y)| {
                    let mut row = row.clone();
                    row.push(y);
                    row
                }).collect();
                prop_assert_eq!(rank(augmented), r + 1);
            }
            Some((x, kernel)) => {
                prop_assert!(apply(&a, &x) == b);
                let basis = to_bools(&kernel);
                prop_assert_eq!(basis.len(), m - r);
                prop_assert_eq!(rank(basis.clone()), basis.len());
                for v in &basis {
                    prop_assert!(apply(&a, v).iter().all(|&y| !y));
                }
            }
        }
    }

    #[test]
    fn rank_agrees_with_elimination_on_booleans((m, a) in matrix(0..70, 0..140)) {
        prop_assert_eq!(to_matrix(&a, m).rank(), rank(a.clone()));
    }

    #[test]
    fn determinant_and_inverse_agree_with_the_rank(n in 0usize..100, density in 1u8..4, seed in any::<u64>(), identity in any::<bool>()) {
        // Random square matrices, or the identity plus a few entries (mostly invertible).
        let mut state = seed | 1;
        let mut next = move || { state ^= state << 13; state ^= state >> 7; state ^= state << 17; state };
        let a: Vec<Vec<bool>> = (0..n)
            .map(|i| (0..n).map(|j| if identity { (i == j) ^ (next() % 40 == 0) } else { (next() % 4) < u64::from(density) }).collect())
            .collect();
        let full = rank(a.clone()) == n;
        let matrix = to_matrix(&a, n);
        prop_assert_eq!(matrix.determinant(), full);
        match matrix.inverse() {
            None => prop_assert!(!full),
            Some(inv) => {
                prop_assert!(full);
                let id: Vec<Vec<bool>> = (0..n).map(|i| (0..n).map(|j| i == j).collect()).collect();
                prop_assert_eq!(to_bools(&matrix.product(&inv)), id.clone());
                prop_assert_eq!(to_bools(&inv.product(&matrix)), id);
            }
        }
    }
}
