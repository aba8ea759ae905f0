//! The slow, obvious n-queens search that expected outputs are made from.
//!
//! It shares nothing with the core's bitboard solver: a queen is placed row by
//! row, and each square is checked against every queen already placed (same
//! column, or as many columns apart as rows apart). That is O(n) per square,
//! far slower than bitboards, but short enough to be checked by eye.

/// Every placement on an `n` × `n` board in lexicographic order; `p[r]` is the
/// 0-based column of the queen in row `r`.
pub fn placements(n: usize) -> Vec<Vec<usize>> {
    let mut found = Vec::new();
    let mut queens = Vec::with_capacity(n);
    extend(n, &mut queens, &mut found);
    found
}

fn extend(n: usize, queens: &mut Vec<usize>, found: &mut Vec<Vec<usize>>) {
    if queens.len() == n {
        found.push(queens.clone());
        return;
    }
    for col in 0..n {
        if is_safe(queens, col) {
            queens.push(col);
            extend(n, queens, found);
            queens.pop();
        }
    }
}

/// Whether a queen in column `col` of the next row is attacked by `queens`.
fn is_safe(queens: &[usize], col: usize) -> bool {
    let row = queens.len();
    queens
        .iter()
        .enumerate()
        .all(|(r, &c)| c != col && row - r != c.abs_diff(col))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oeis::A000170;

    #[test]
    fn totals_match_oeis_a000170() {
        for (n, &total) in A000170.iter().enumerate().take(12) {
            assert_eq!(placements(n).len() as u64, total, "n = {}", n);
        }
    }

    #[test]
    fn four_queens() {
        assert_eq!(placements(4), [[1, 3, 0, 2], [2, 0, 3, 1]]);
    }

    #[test]
    fn placements_come_in_lexicographic_order() {
        let all = placements(8);
        assert!(all.windows(2).all(|pair| pair[0] < pair[1]));
        assert_eq!(all[0], [0, 4, 7, 5, 2, 6, 1, 3]);
    }
}
