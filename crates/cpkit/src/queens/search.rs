//! Visiting placements one by one: in lexicographic order, or in mirror pairs
//! at half the cost.

use std::ops::ControlFlow;

use super::{full_mask, Attacks, MAX_N};

/// Where a search starts: rows `0..row` already hold the queens in `cols`,
/// `attacks` is what they attack in row `row`, and `choices` are the columns
/// that row may use.
#[derive(Debug, Clone, Copy)]
struct Start {
    row: usize,
    cols: [u8; MAX_N],
    attacks: Attacks,
    choices: u32,
}

impl Start {
    fn empty(choices: u32) -> Start {
        Start {
            row: 0,
            cols: [0; MAX_N],
            attacks: Attacks::default(),
            choices,
        }
    }
}

/// Calls `visit` with every completion of `start`, in lexicographic order.
fn walk(
    n: usize,
    start: Start,
    visit: &mut impl FnMut(&[u8]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let full = full_mask(n);
    let mut cols = start.cols;
    let first = start.row;
    if first + 1 == n {
        return last_row(start.choices, n, &mut cols, visit);
    }
    // The current row's untried columns and attacks live in registers; the
    // rows above it wait in `above`. The last row is never stepped into: one
    // column is left there, and whether it is free decides.
    let mut above = [(0u32, Attacks::default()); MAX_N];
    let mut untried = start.choices;
    let mut attacks = start.attacks;
    let mut row = first;
    let penultimate = n - 2;
    loop {
        if untried == 0 {
            if row == first {
                return ControlFlow::Continue(());
            }
            row -= 1;
            let frame = above[row];
            untried = frame.0;
            attacks = frame.1;
            continue;
        }
        let bit = untried & untried.wrapping_neg();
        untried ^= bit;
        cols[row] = bit.trailing_zeros() as u8;
        let next = attacks.below(bit);
        let free = next.free(full);
        if row == penultimate {
            if let ControlFlow::Break(()) = last_row(free, n, &mut cols, visit) {
                return ControlFlow::Break(());
            }
        } else if free != 0 {
            above[row] = (untried, attacks);
            row += 1;
            untried = free;
            attacks = next;
        }
    }
}

/// Visits the placement completed by the free squares `free` of the last row
/// (at most one, as one column is left), if any.
fn last_row(
    free: u32,
    n: usize,
    cols: &mut [u8; MAX_N],
    visit: &mut impl FnMut(&[u8]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    if free == 0 {
        return ControlFlow::Continue(());
    }
    cols[n - 1] = free.trailing_zeros() as u8;
    visit(&cols[..n])
}

/// See [`super::for_each`].
pub fn lexicographic(n: usize, mut visit: impl FnMut(&[u8]) -> ControlFlow<()>) -> ControlFlow<()> {
    if n == 0 {
        return visit(&[]);
    }
    walk(n, Start::empty(full_mask(n)), &mut visit)
}

/// See [`super::for_each_mirrored`].
pub fn mirrored(n: usize, mut visit: impl FnMut(&[u8]) -> ControlFlow<()>) -> ControlFlow<()> {
    if n <= 1 {
        // The empty placement and the single queen are their own mirrors.
        return lexicographic(n, visit);
    }
    let last = (n - 1) as u8;
    let mut mirror = [0u8; MAX_N];
    let mut pair = |cols: &[u8]| {
        if let ControlFlow::Break(()) = visit(cols) {
            return ControlFlow::Break(());
        }
        for (m, &c) in mirror.iter_mut().zip(cols) {
            *m = last - c;
        }
        visit(&mirror[..n])
    };
    // A placement and its mirror differ in the first row, or, with the first
    // queen in the middle column of an odd board, in the second: searching
    // only the left half there finds exactly one of each pair.
    let half = n / 2;
    let left_half = (1u32 << half) - 1;
    if let ControlFlow::Break(()) = walk(n, Start::empty(left_half), &mut pair) {
        return ControlFlow::Break(());
    }
    if n % 2 == 1 {
        let middle = 1u32 << half;
        let attacks = Attacks::default().below(middle);
        let mut start = Start::empty(attacks.free(full_mask(n)) & left_half);
        start.row = 1;
        start.cols[0] = half as u8;
        start.attacks = attacks;
        return walk(n, start, &mut pair);
    }
    ControlFlow::Continue(())
}
