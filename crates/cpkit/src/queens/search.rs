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
    // untried[r]: the free columns of row r not yet tried; attacks[r]: what
    // rows 0..r attack in row r.
    let mut untried = [0u32; MAX_N];
    let mut attacks = [Attacks::default(); MAX_N];
    let first = start.row;
    untried[first] = start.choices;
    attacks[first] = start.attacks;
    let mut row = first;
    loop {
        let free = untried[row];
        if free == 0 {
            if row == first {
                return ControlFlow::Continue(());
            }
            row -= 1;
            continue;
        }
        let bit = free & free.wrapping_neg();
        untried[row] = free ^ bit;
        cols[row] = bit.trailing_zeros() as u8;
        if row + 1 == n {
            if let ControlFlow::Break(()) = visit(&cols[..n]) {
                return ControlFlow::Break(());
            }
        } else {
            attacks[row + 1] = attacks[row].below(bit);
            row += 1;
            untried[row] = attacks[row].free(full);
        }
    }
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
