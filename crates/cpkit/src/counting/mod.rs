//! Counting n-queens placements without building any (OEIS A000170).
//!
//! Two counters, each fastest somewhere:
//!
//! - `classes.rs`: a search that finds one placement of each symmetry class
//!   and adds the size of the class;
//! - `join.rs`: joining placements of the two halves of the board (meet in
//!   the middle), the fastest from n = 14 on.
//!
//! [`count`] picks the one measured fastest for the board size.

mod classes;
mod join;

use super::queens::MAX_N;

/// The boards [`count`] counts by joining half boards. Below, the search by
/// symmetry classes is as fast (measured: it wins at 13, the join at 14).
/// Above, the join's memory grows with the pieces of a half board (under
/// 3 MiB at 18, but about tenfold per two more rows), while the search needs
/// none; and 18 is as far as the tests check.
const JOIN_FROM: usize = 14;
const JOIN_TO: usize = 18;

/// The number of placements on an `n` × `n` board (OEIS A000170).
///
/// # Panics
///
/// If `n > MAX_N`.
pub fn count(n: usize) -> u64 {
    assert!(n <= MAX_N, "board size {} is larger than {}", n, MAX_N);
    match n {
        0 | 1 => 1,
        2 | 3 => 0,
        JOIN_FROM..=JOIN_TO => join::by_halves(n),
        _ => classes::by_classes(n),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// OEIS A000170 for n = 0..=13.
    const TOTALS: [u64; 14] = [1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712];

    #[test]
    fn counts_match_oeis_a000170() {
        for (n, &total) in TOTALS.iter().enumerate() {
            assert_eq!(count(n), total, "count({})", n);
        }
    }

    #[test]
    fn both_counting_methods_agree() {
        for (n, &total) in TOTALS.iter().enumerate().skip(4) {
            assert_eq!(classes::by_classes(n), total, "by_classes({})", n);
            assert_eq!(join::by_halves(n), total, "by_halves({})", n);
        }
    }
}
