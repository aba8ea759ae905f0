//! The n-queens problem, the kit's worked example: this module visits every
//! placement, in lexicographic order or in mirror pairs; [`counting`] counts
//! them without building one (and [`parallel`] on every core), [`render`]
//! prints boards, and [`strategies`] holds six simpler searches to compare.
//!
//! A placement puts one queen in each row of an n × n board so that no two
//! share a column or a diagonal. It is given as `cols`, where `cols[r]` is the
//! 0-based column of the queen in row `r`; "lexicographic" compares these
//! slices, which is the order of a row-by-row search trying columns left to
//! right.
//!
//! Every search here is a bitboard depth-first search without recursion. Bit
//! `c` of a mask stands for column `c` of the current row; three masks say
//! which columns are attacked from above: straight down, down-right (`\`) and
//! down-left (`/`). Moving one row down shifts the diagonal masks one column,
//! so the free squares of a row are `!(down | right | left) & full`, and
//! `free & free.wrapping_neg()` is the lowest free column. Nothing is
//! allocated per placement.
//!
//! The searches themselves are in `search.rs`.

use std::ops::ControlFlow;

pub mod counting;
pub mod parallel;
pub mod render;
pub mod strategies;

mod search;

/// The largest board the solver takes: masks are `u32`.
pub const MAX_N: usize = 32;

/// The mask with one bit for each of the `n` columns.
pub fn full_mask(n: usize) -> u32 {
    if n == 0 {
        0
    } else {
        u32::MAX >> (MAX_N - n)
    }
}

/// The attack masks of one row of the search: which columns of this row are
/// attacked along a column, a `\` diagonal and a `/` diagonal.
#[derive(Debug, Clone, Copy, Default)]
struct Attacks {
    down: u32,
    right: u32,
    left: u32,
}

impl Attacks {
    fn free(self, full: u32) -> u32 {
        !(self.down | self.right | self.left) & full
    }

    /// The attacks on the next row once a queen stands on `bit` in this one.
    fn below(self, bit: u32) -> Attacks {
        Attacks {
            down: self.down | bit,
            right: (self.right | bit) << 1,
            left: (self.left | bit) >> 1,
        }
    }
}

/// Calls `visit` with every placement on an `n` × `n` board, in lexicographic
/// order, until it returns `Break`; returns what the last call returned.
///
/// `n = 0` has one placement, the empty one.
///
/// # Panics
///
/// If `n > MAX_N`.
pub fn for_each(n: usize, visit: impl FnMut(&[u8]) -> ControlFlow<()>) -> ControlFlow<()> {
    assert!(n <= MAX_N, "board size {} is larger than {}", n, MAX_N);
    search::lexicographic(n, visit)
}

/// Like [`for_each`], but in mirror pairs, at about half the cost: each
/// placement whose first queen is in the left half (or, on an odd board, in
/// the middle column with the second queen in the left half) is followed at
/// once by its mirror image, which is a different placement for `n > 1`.
/// The pairs come in lexicographic order of their first member.
///
/// # Panics
///
/// If `n > MAX_N`.
pub fn for_each_mirrored(n: usize, visit: impl FnMut(&[u8]) -> ControlFlow<()>) -> ControlFlow<()> {
    assert!(n <= MAX_N, "board size {} is larger than {}", n, MAX_N);
    search::mirrored(n, visit)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// OEIS A000170 for n = 0..=13.
    const TOTALS: [u64; 14] = [1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712];

    fn all(n: usize) -> Vec<Vec<u8>> {
        let mut found = Vec::new();
        let flow = for_each(n, |cols| {
            found.push(cols.to_vec());
            ControlFlow::Continue(())
        });
        assert_eq!(flow, ControlFlow::Continue(()));
        found
    }

    #[test]
    fn visits_as_many_placements_as_oeis_a000170_says() {
        for (n, &total) in TOTALS.iter().enumerate().take(11) {
            assert_eq!(all(n).len() as u64, total, "for_each({})", n);
        }
    }

    #[test]
    fn mirrored_visits_every_placement_once_each_next_to_its_mirror() {
        for n in 0..=10 {
            let mut found = Vec::new();
            let flow = for_each_mirrored(n, |cols| {
                found.push(cols.to_vec());
                ControlFlow::Continue(())
            });
            assert_eq!(flow, ControlFlow::Continue(()));
            if n > 1 {
                for pair in found.chunks(2) {
                    let mirror: Vec<u8> = pair[0].iter().map(|&c| n as u8 - 1 - c).collect();
                    assert_eq!(pair[1], mirror, "n = {}", n);
                    assert!(pair[0] < pair[1], "n = {}: {:?} second", n, pair[0]);
                }
            }
            found.sort();
            assert_eq!(found, all(n), "n = {}", n);
        }
    }

    #[test]
    fn mirrored_stops_at_once_even_between_the_two_of_a_pair() {
        for stop in 1..=4 {
            let mut seen = 0;
            let flow = for_each_mirrored(7, |_| {
                seen += 1;
                if seen == stop {
                    ControlFlow::Break(())
                } else {
                    ControlFlow::Continue(())
                }
            });
            assert_eq!((flow, seen), (ControlFlow::Break(()), stop));
        }
    }

    #[test]
    fn the_empty_board_has_one_empty_placement() {
        assert_eq!(all(0), vec![Vec::<u8>::new()]);
    }

    #[test]
    fn four_queens_in_order() {
        assert_eq!(all(4), vec![vec![1, 3, 0, 2], vec![2, 0, 3, 1]]);
    }

    #[test]
    fn placements_are_valid_distinct_and_strictly_increasing() {
        for n in 0..=9 {
            let placements = all(n);
            for pair in placements.windows(2) {
                assert!(
                    pair[0] < pair[1],
                    "n = {}: {:?} before {:?}",
                    n,
                    pair[0],
                    pair[1]
                );
            }
            for cols in &placements {
                assert_eq!(cols.len(), n);
                for (r1, &c1) in cols.iter().enumerate() {
                    for (r2, &c2) in cols.iter().enumerate().skip(r1 + 1) {
                        let (dr, dc) = (r2 - r1, (c1 as isize - c2 as isize).unsigned_abs());
                        assert!(c1 != c2 && dr != dc, "n = {}: {:?} attacks", n, cols);
                    }
                }
            }
        }
    }

    #[test]
    fn break_stops_the_search_at_once() {
        let mut seen = 0;
        let flow = for_each(8, |_| {
            seen += 1;
            if seen == 3 {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        assert_eq!((flow, seen), (ControlFlow::Break(()), 3));
    }

    #[test]
    fn the_largest_board_starts_right() {
        // n = 32 is too large to finish, but its first placement comes at once.
        let mut first = Vec::new();
        let _ = for_each(MAX_N, |cols| {
            first = cols.to_vec();
            ControlFlow::Break(())
        });
        assert_eq!(first.len(), MAX_N);
        assert_eq!(&first[..5], &[0, 2, 4, 1, 3]);
        assert_eq!(full_mask(MAX_N), u32::MAX);
    }
}
