//! Counting n-queens placements without building any (OEIS A000170).
//!
//! `quadrants.rs` joins placements of the board's four quarters, with the
//! halves matched 64 pairs at a time (`matcher.rs`). [`count`] uses it from
//! n = 4 to 21 (at n = 13 it is as fast as a search by symmetry classes, and
//! far faster beyond); above, a plain search is all that is left, and no
//! one will wait for it. [`Plan`] splits the join into tasks, to count on
//! several threads.

mod matcher;
mod quadrants;

pub use quadrants::{Plan, Scratch, MAX_QUARTER_N};

use super::MAX_N;

/// The number of placements on an `n` × `n` board (OEIS A000170).
///
/// From n = 4 on this builds a table of quarter placements first, 16 bytes
/// a placement: 15 MB at n = 18 and 19, 120 MB at 20 and 21.
///
/// # Panics
///
/// If `n > MAX_N`.
pub fn count(n: usize) -> u64 {
    assert!(n <= MAX_N, "board size {} is larger than {}", n, MAX_N);
    match n {
        0 | 1 => 1,
        2 | 3 => 0,
        4..=MAX_QUARTER_N => {
            let plan = Plan::new(n);
            plan.count(0..plan.tasks(), &mut Scratch::default())
        }
        _ => by_search(n),
    }
}

/// A search row by row, the first queen in the left half (its mirror image
/// counts too) or, on an odd board, in the middle column.
fn by_search(n: usize) -> u64 {
    fn below(full: u32, cols: u32, left: u32, right: u32) -> u64 {
        if cols == full {
            return 1;
        }
        let mut free = full & !(cols | left | right);
        let mut total = 0;
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            total += below(full, cols | bit, (left | bit) << 1, (right | bit) >> 1);
        }
        total
    }
    let full = u32::MAX >> (32 - n);
    (0..(n + 1) / 2)
        .map(|col| {
            let bit = 1 << col;
            let times = if 2 * col + 1 == n { 1 } else { 2 };
            times * below(full, bit, bit << 1, bit >> 1)
        })
        .sum()
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
    fn the_plain_search_agrees() {
        for (n, &total) in TOTALS.iter().enumerate().skip(1) {
            assert_eq!(by_search(n), total, "by_search({})", n);
        }
    }
}
