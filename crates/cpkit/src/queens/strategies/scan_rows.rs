//! Scan earlier rows: check a square against every queen placed so far.
//!
//! The placement itself is the whole state: `cols[r]` is the column of the
//! queen in row `r`. A square (`row`, `col`) is safe when no queen above is in
//! its column or on one of its diagonals, and a queen `dist` rows up is on a
//! diagonal exactly when it stands `dist` columns to the left or right. There
//! is nothing to undo when the search comes back up: the next queen of a row
//! simply overwrites the column of the last.
//!
//! Cost: at a node in row `r`, n squares each checked against `r` queens, so
//! O(n · r) instead of the O(n) of flags. Memory: the placement and a
//! recursion n calls deep.

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
    visit: F,
}

impl<F: FnMut(&[u8]) -> ControlFlow<()>> Search<F> {
    /// Places the queens of rows `row..n` below those already in `cols`.
    fn row(&mut self, row: usize) -> ControlFlow<()> {
        let n = self.n;
        if row == n {
            return (self.visit)(&self.cols[..n]);
        }
        for col in 0..n {
            if !is_safe(&self.cols[..row], col) {
                continue;
            }
            self.cols[row] = col as u8;
            if let ControlFlow::Break(()) = self.row(row + 1) {
                return ControlFlow::Break(());
            }
        }
        ControlFlow::Continue(())
    }
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
