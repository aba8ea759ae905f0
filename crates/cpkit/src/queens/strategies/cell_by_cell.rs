//! Cell by cell: walk the board square by square, and at each square either
//! place a queen there or leave it empty.
//!
//! The most literal search: no idea of "one queen per row" is built in, only
//! flags saying which rows, columns and diagonals already hold a queen, so a
//! queen goes only where none attacks it. A row that ends without a queen
//! ends the branch, since n queens on n rows need every row.
//!
//! Cost: the nodes of the row-by-row search ([`super::row_flags`]), but each
//! costs a walk along the rest of its row, one call per square, so about n
//! times as many calls. Memory: O(n) flags and a recursion up to n² + n calls
//! deep. Skipping a square is a call in tail position, though, which an
//! optimised build turns into a jump: there the walk is a loop, the recursion
//! only as deep as the queens, and the speed that of [`super::row_flags`].

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
    search.square(0, 0, false)
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
    /// Indexed by `row + col`, the same along a `/` diagonal.
    sum_taken: [bool; 2 * MAX_N],
    /// Indexed by `row + (n - 1 - col)`, the same along a `\` diagonal and
    /// never negative.
    diff_taken: [bool; 2 * MAX_N],
    visit: F,
}

impl<F: FnMut(&[u8]) -> ControlFlow<()>> Search<F> {
    /// Decides square (`row`, `col`) and every square after it;
    /// `row_has_queen` says whether this row already has its queen.
    fn square(&mut self, row: usize, col: usize, row_has_queen: bool) -> ControlFlow<()> {
        let n = self.n;
        if row == n {
            return (self.visit)(&self.cols[..n]);
        }
        if col == n {
            // The statement's program checks the number of queens only after
            // the last square, so it also walks every set of fewer queens that
            // leaves rows empty: at n = 10, 78 million calls where this cut
            // leaves 0.6 million.
            if !row_has_queen {
                return ControlFlow::Continue(());
            }
            return self.square(row + 1, 0, false);
        }
        // Place before skip: every placement found with a queen here has `col`
        // in this row, every one with this square empty a larger column, so
        // this order lists them lexicographically. (Skip first, as in the
        // statement, lists them in exactly the reverse order.)
        let (sum, diff) = (row + col, row + n - 1 - col);
        if !row_has_queen && !self.col_taken[col] && !self.sum_taken[sum] && !self.diff_taken[diff]
        {
            self.set(col, sum, diff, true);
            self.cols[row] = col as u8;
            let flow = self.square(row, col + 1, true);
            self.set(col, sum, diff, false);
            if let ControlFlow::Break(()) = flow {
                return flow;
            }
        }
        self.square(row, col + 1, row_has_queen)
    }

    fn set(&mut self, col: usize, sum: usize, diff: usize, taken: bool) {
        self.col_taken[col] = taken;
        self.sum_taken[sum] = taken;
        self.diff_taken[diff] = taken;
    }
}
