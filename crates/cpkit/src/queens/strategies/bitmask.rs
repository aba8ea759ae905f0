//! Bitmask: the taken columns and diagonals as bits of three integers, so a
//! whole row is checked at once.
//!
//! Bit `c` stands for column `c` of the current row. `columns` has a bit for
//! each column that holds a queen; `down_right` and `down_left` have one for
//! each square of this row that a queen above attacks along a `\` or a `/`
//! diagonal. Going down a row moves a `\` attack one column right and a `/`
//! attack one column left, which is a shift by one bit; attacks shifted past
//! the board's edge fall off the integer or are cut by `& full`. The free
//! squares of a row are then `!(columns | down_right | down_left) & full`, one
//! bit each, taken lowest bit (leftmost column) first.
//!
//! Cost: a few integer operations per queen placed, and no time at all on the
//! attacked squares, which the other strategies test one by one. Memory: three
//! masks per level of a recursion n calls deep (`u32`, since n ≤ 32).

use std::ops::ControlFlow;

use super::super::MAX_N;

/// Calls `visit` with every placement on an `n` × `n` board, in lexicographic
/// order, until it returns `Break`; returns what the last call returned.
///
/// # Panics
///
/// If `n > MAX_N`.
pub fn for_each(n: usize, visit: impl FnMut(&[u8]) -> ControlFlow<()>) -> ControlFlow<()> {
    assert!(n <= MAX_N, "board size {} is larger than {}", n, MAX_N);
    // `u32::MAX >> 32` would overflow, hence the special case of n = 0.
    let full = if n == 0 { 0 } else { u32::MAX >> (MAX_N - n) };
    let mut search = Search {
        n,
        full,
        cols: [0; MAX_N],
        visit,
    };
    search.row(0, 0, 0, 0)
}

/// The number of placements on an `n` × `n` board: the same search, with a
/// counter for visitor.
///
/// # Panics
///
/// If `n > MAX_N`.
pub fn count(n: usize) -> u64 {
    let mut total = 0;
    let _ = for_each(n, |_| {
        total += 1;
        ControlFlow::Continue(())
    });
    total
}

struct Search<F> {
    n: usize,
    /// One bit for each of the `n` columns.
    full: u32,
    cols: [u8; MAX_N],
    visit: F,
}

impl<F: FnMut(&[u8]) -> ControlFlow<()>> Search<F> {
    /// Places the queens of rows `row..n`, given what the queens above take
    /// in row `row`.
    fn row(
        &mut self,
        row: usize,
        columns: u32,
        down_right: u32,
        down_left: u32,
    ) -> ControlFlow<()> {
        if row == self.n {
            return (self.visit)(&self.cols[..row]);
        }
        let mut free = !(columns | down_right | down_left) & self.full;
        while free != 0 {
            // In two's complement, -x flips every bit above the lowest set bit
            // of x, so x & -x keeps that bit alone.
            let bit = free & free.wrapping_neg();
            free ^= bit;
            self.cols[row] = bit.trailing_zeros() as u8;
            let flow = self.row(
                row + 1,
                columns | bit,
                (down_right | bit) << 1,
                (down_left | bit) >> 1,
            );
            if let ControlFlow::Break(()) = flow {
                return flow;
            }
        }
        ControlFlow::Continue(())
    }
}
