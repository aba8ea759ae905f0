//! Attack matrix: one flag per square saying whether a queen attacks it;
//! the matrix is copied before each queen is placed and restored after.
//!
//! Placing a queen marks the squares it attacks in the rows below (the rows
//! above already have their queens, so marks there would never be read). A
//! square may be attacked by several queens, so taking a queen away cannot
//! simply clear its marks: that would also clear marks another queen still
//! owes. Copying the whole matrix before the move and copying it back after
//! is the plain way out.
//!
//! Cost: at every node, n lookups; for every queen placed, about 3n marks and
//! two copies of n² flags, which dominate. Memory: the matrix and one saved
//! copy per row, n³ + n² flags (33 KiB for n = 32), and a recursion n calls
//! deep.

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
        attacked: vec![false; n * n],
        saved: vec![vec![false; n * n]; n],
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
    /// `attacked[r * n + c]`: whether a queen above row `r` attacks (`r`, `c`).
    attacked: Vec<bool>,
    /// `saved[r]`: `attacked` as it was before row `r` got its queen.
    saved: Vec<Vec<bool>>,
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
            if self.attacked[row * n + col] {
                continue;
            }
            self.saved[row].copy_from_slice(&self.attacked);
            self.mark(row, col);
            self.cols[row] = col as u8;
            let flow = self.row(row + 1);
            self.attacked.copy_from_slice(&self.saved[row]);
            if let ControlFlow::Break(()) = flow {
                return flow;
            }
        }
        ControlFlow::Continue(())
    }

    /// Marks what a queen on (`row`, `col`) attacks in the rows below.
    fn mark(&mut self, row: usize, col: usize) {
        let n = self.n;
        for below in row + 1..n {
            let dist = below - row;
            let line = &mut self.attacked[below * n..(below + 1) * n];
            line[col] = true;
            if col >= dist {
                line[col - dist] = true;
            }
            if col + dist < n {
                line[col + dist] = true;
            }
        }
    }
}
