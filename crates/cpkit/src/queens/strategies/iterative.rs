//! Non-recursive backtracking: one loop that moves the queen of the current
//! row to the right, goes down a row when she is safe, and backs up a row when
//! she runs off the board.
//!
//! The recursion of the other strategies keeps "which column to try next" on
//! the call stack; here the placement itself holds it. Backing up to row `r`
//! resumes at `cols[r] + 1`, the column after the queen that was there. After
//! a full placement the search goes on the same way, from the next column of
//! the last row. Squares are checked against the queens above as in
//! [`super::scan_rows`], so comparing the two shows what the recursion costs.
//!
//! Cost: as [`super::scan_rows`], O(n · r) at a node in row `r`. Memory: the
//! placement only; no recursion.

use std::ops::ControlFlow;

use super::super::MAX_N;

/// Calls `visit` with every placement on an `n` × `n` board, in lexicographic
/// order, until it returns `Break`; returns what the last call returned.
///
/// # Panics
///
/// If `n > MAX_N`.
pub fn for_each(n: usize, mut visit: impl FnMut(&[u8]) -> ControlFlow<()>) -> ControlFlow<()> {
    assert!(n <= MAX_N, "board size {} is larger than {}", n, MAX_N);
    if n == 0 {
        return visit(&[]);
    }
    let mut cols = [0u8; MAX_N];
    let (mut row, mut col) = (0, 0);
    loop {
        if col == n {
            // This row's queen has tried every column: back up a row and move
            // that row's queen one column on.
            if row == 0 {
                return ControlFlow::Continue(());
            }
            row -= 1;
            col = cols[row] as usize + 1;
        } else if !is_safe(&cols[..row], col) {
            col += 1;
        } else {
            cols[row] = col as u8;
            if row + 1 < n {
                row += 1;
                col = 0;
            } else {
                if let ControlFlow::Break(()) = visit(&cols[..n]) {
                    return ControlFlow::Break(());
                }
                col += 1;
            }
        }
    }
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

/// Whether a queen in column `col` of the row right below the queens in
/// `above` is attacked by none of them.
fn is_safe(above: &[u8], col: usize) -> bool {
    let row = above.len();
    above.iter().enumerate().all(|(r, &c)| {
        let (c, dist) = (c as usize, row - r);
        c != col && c + dist != col && col + dist != c
    })
}
