//! Six ways to place n queens, side by side, for practice.
//!
//! The statements behind this kit teach the n-queens search in several forms.
//! Each module here is one of them, small enough to read in one sitting, with
//! the same two operations as the solver in [`super`]: `for_each`
//! visits every placement in lexicographic order, `count` counts them. So they
//! can be compared placement for placement (`tests/strategies_agree.rs` does,
//! against the solver) and timed side by side (`benches/strategies.rs`).
//!
//! | module            | checking a square                            | placing a queen and taking it back  |
//! |-------------------|----------------------------------------------|-------------------------------------|
//! | [`cell_by_cell`]  | a flag for its column and each diagonal, one call per square | set and clear three flags |
//! | [`row_flags`]     | a flag for its column and each diagonal      | set and clear three flags           |
//! | [`attack_matrix`] | its own flag in an n × n matrix              | mark about 3n squares; copy the matrix out and back |
//! | [`iterative`]     | compare with every queen above, in a loop    | write its column                    |
//! | [`scan_rows`]     | compare with every queen above               | write its column                    |
//! | [`bitmask`]       | none: one expression gives the free squares of a whole row | a few shifts and ors  |
//!
//! They try the same squares in the same order, row by row with columns
//! ascending (cell by cell also steps over the others); what differs is the
//! price of each try. Every one takes boards up to
//! [`MAX_N`](super::MAX_N) and panics above it, like the solver.

pub mod attack_matrix;
pub mod bitmask;
pub mod cell_by_cell;
pub mod iterative;
pub mod row_flags;
pub mod scan_rows;

use std::ops::ControlFlow;

/// A visitor of placements behind a reference: one type for all visitors, so
/// that a function pointer can take any of them.
pub type Visitor<'a> = &'a mut dyn FnMut(&[u8]) -> ControlFlow<()>;

/// One strategy by name, its two operations as plain function pointers, so
/// that tests and benchmarks can run them all from one list.
#[derive(Debug, Clone, Copy)]
pub struct Strategy {
    pub name: &'static str,
    pub for_each: fn(usize, Visitor<'_>) -> ControlFlow<()>,
    pub count: fn(usize) -> u64,
}

/// All six, in the order of the table above.
pub const ALL: [Strategy; 6] = [
    Strategy {
        name: "cell-by-cell",
        for_each: |n, visit| cell_by_cell::for_each(n, visit),
        count: cell_by_cell::count,
    },
    Strategy {
        name: "row-flags",
        for_each: |n, visit| row_flags::for_each(n, visit),
        count: row_flags::count,
    },
    Strategy {
        name: "attack-matrix",
        for_each: |n, visit| attack_matrix::for_each(n, visit),
        count: attack_matrix::count,
    },
    Strategy {
        name: "iterative",
        for_each: |n, visit| iterative::for_each(n, visit),
        count: iterative::count,
    },
    Strategy {
        name: "scan-rows",
        for_each: |n, visit| scan_rows::for_each(n, visit),
        count: scan_rows::count,
    },
    Strategy {
        name: "bitmask",
        for_each: |n, visit| bitmask::for_each(n, visit),
        count: bitmask::count,
    },
];
