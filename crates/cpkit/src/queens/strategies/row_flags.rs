//! Row by row with flag arrays: one queen per row, and three arrays of flags
//! that say which columns and which diagonals are taken.
//!
//! Every row gets exactly one queen, so rows need no check. A square (`row`,
//! `col`) is free when its column, its `/` diagonal (all squares with the same
//! `row + col`) and its `\` diagonal (the same `row - col`) are all free: three
//! lookups, whatever the number of queens above. The flags are set before
//! going down a row and cleared after coming back.
//!
//! Cost: n lookups of three flags at every node of the search. Memory: 5n
//! flags and a recursion n calls deep.

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
    let mut search = Search {
        n,
        cols: [0; MAX_N],
        col_taken: [false; MAX_N],
        sum_taken: [false; 2 * MAX_N],
        diff_taken: [false; 2 * MAX_N],
        visit,
    };
    search.row(0)
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
    cols: [u8; MAX_N],
    col_taken: [bool; MAX_N],
    /// Indexed by `row + col`.
    sum_taken: [bool; 2 * MAX_N],
    /// Indexed by `row + (n - 1 - col)`: `row - col` moved up by `n - 1` so
    /// that it is never negative.
    diff_taken: [bool; 2 * MAX_N],
    visit: F,
}

impl<F: FnMut(&[u8]) -> ControlFlow<()>> Search<F> {
    /// Places the queens of rows `row..n` below those already in `cols`.
    fn row(&mut self, row: usize) -> ControlFlow<()> {
        let n = self.n;
        if row == n {
            return (self.visit)(&self.cols[..n]);
        }
        // Columns in ascending order: that is what makes the order lexicographic.
        for col in 0..n {
            let (sum, diff) = (row + col, row + n - 1 - col);
            if self.col_taken[col] || self.sum_taken[sum] || self.diff_taken[diff] {
                continue;
            }
            self.set(col, sum, diff, true);
            self.cols[row] = col as u8;
            let flow = self.row(row + 1);
            self.set(col, sum, diff, false);
            if let ControlFlow::Break(()) = flow {
                return flow;
            }
        }
        ControlFlow::Continue(())
    }

    fn set(&mut self, col: usize, sum: usize, diff: usize, taken: bool) {
        self.col_taken[col] = taken;
        self.sum_taken[sum] = taken;
        self.diff_taken[diff] = taken;
    }
}
