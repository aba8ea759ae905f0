//! Counting placements one symmetry class at a time.
//!
//! The board has eight symmetries (four rotations, four reflections). Of each
//! class of placements that map onto one another, the search finds one, its
//! representative, and adds the size of the class: 8, or 4 or 2 for the rare
//! placements that some rotation maps onto themselves. That cuts the search
//! to about an eighth.
//!
//! The representative is the lexicographically smallest member of the class.
//! Its first queen stands nearest a corner of all the queens on the board's
//! four edges, which gives two cases that the search keeps apart:
//!
//! - **Corner**: a queen in the top left corner. No such placement maps onto
//!   itself, so every class has eight members, and two of them have the
//!   corner queen: the placement and its transpose. The smaller is the one
//!   whose second queen, in column `b`, stands left of the transpose's, that
//!   is, where column 1 is empty in rows `2..b`.
//! - **Edge**: the first queen is in column `m` of the left half, and every
//!   edge queen is at least `m` squares from each corner. So columns 0 and
//!   `n - 1` are empty in rows `0..m`; as rows `n - m..n` may not use them
//!   either, both side queens must be placed by row `n - 1 - m`; and the last
//!   row's queen keeps `m` squares from the corners. Of the placements left,
//!   a check at the leaf keeps the smallest member of the class and weighs
//!   it by the class size.
//!
//! The search itself is a loop, not recursion: the current row's state stays
//! in registers and only the rows above it wait in an array. The special rows
//! cost no branch in the loop: which columns a row may use at all is a mask
//! per row, and the one rule about side queens is a single comparison. The
//! last three rows are not stepped into but looped over in place, and the
//! last one not at all: after row `n - 2` one column is left, and whether it
//! is free there is all there is to know.

use super::super::queens::{full_mask, MAX_N};

/// How one search starts and what it may not use.
#[derive(Debug, Clone, Copy)]
struct Plan {
    /// The first row the search places a queen in; rows above are given.
    first: usize,
    /// The queen of row 0, as a bit.
    top: u32,
    /// The attacks of the given queens on row `first`: along columns, `\`
    /// diagonals (moving right row by row) and `/` diagonals.
    down: u32,
    right: u32,
    left: u32,
    /// The columns each row may use at all.
    allowed: [u32; MAX_N],
    /// The row by which both side columns must hold a queen (the edge case),
    /// or `MAX_N` for none.
    sides_by: usize,
    /// The two side columns.
    sides: u32,
}

/// The number of placements on an `n` × `n` board, for `4 <= n <= MAX_N`.
pub fn by_classes(n: usize) -> u64 {
    debug_assert!((4..=MAX_N).contains(&n));
    let full = full_mask(n);
    let last = n - 1;
    let mut total = 0;

    // Corner: queen at column 0 of row 0, the second one in column b.
    for b in 2..last {
        let second = 1u32 << b;
        let mut allowed = [full; MAX_N];
        for row in allowed.iter_mut().take(b).skip(2) {
            *row &= !0b10;
        }
        let plan = Plan {
            first: 2,
            top: 1,
            down: 1 | second,
            right: (0b10 | second) << 1,
            left: second >> 1,
            allowed,
            sides_by: MAX_N,
            sides: 0,
        };
        total += 8 * search(n, &plan, |_| 1);
    }

    // Edge: first queen in column m, m < n - 1 - m.
    let sides = 1 | (1u32 << last);
    let mut near_corners = sides;
    let mut m = 1;
    while m < last - m {
        let first = 1u32 << m;
        let mut allowed = [full; MAX_N];
        for row in allowed.iter_mut().take(m).skip(1) {
            *row &= !sides;
        }
        allowed[last] &= !near_corners;
        let plan = Plan {
            first: 1,
            top: first,
            down: first,
            right: first << 1,
            left: first >> 1,
            allowed,
            sides_by: last - m,
            sides,
        };
        total += search(n, &plan, |board| class_size(n, board));
        near_corners |= (near_corners << 1 | near_corners >> 1) & full;
        m += 1;
    }
    total
}

/// `row & ROW` is `row` for every row of a board, and lets the compiler see
/// that indexing a `[_; MAX_N]` with it needs no bounds check.
const ROW: usize = MAX_N - 1;

/// A row of the search: the free columns not tried yet and the attacks
/// coming from the rows above. The current row lives in registers; only the
/// rows above it are kept in memory.
#[derive(Debug, Clone, Copy, Default)]
struct Frame {
    untried: u32,
    down: u32,
    right: u32,
    left: u32,
}

impl Frame {
    /// The attacks on the next row once a queen stands on `bit` in this one.
    #[inline(always)]
    fn below(self, bit: u32) -> Frame {
        Frame {
            untried: 0,
            down: self.down | bit,
            right: (self.right | bit) << 1,
            left: (self.left | bit) >> 1,
        }
    }

    #[inline(always)]
    fn free(self) -> u32 {
        !(self.down | self.right | self.left)
    }
}

/// The sum of `leaf` over the completions of `plan`; `leaf` sees the queens
/// as one bit per row (rows above `plan.first` are 0, except row 0).
fn search(n: usize, plan: &Plan, mut leaf: impl FnMut(&[u32]) -> u64) -> u64 {
    let allowed = &plan.allowed;
    let mut board = [0u32; MAX_N];
    board[0] = plan.top;
    let first = plan.first;
    let mut row = first;
    let mut at = Frame {
        untried: 0,
        down: plan.down,
        right: plan.right,
        left: plan.left,
    };
    at.untried = at.free() & allowed[first];
    match n - first {
        2 => return last_two(n, &mut board, at, allowed[n - 1], &mut leaf),
        3 => return last_three(n, plan, &mut board, at, &mut leaf),
        _ => {}
    }
    let deepest = n - 4;
    let mut above = [Frame::default(); MAX_N];
    let mut total = 0;
    loop {
        if at.untried == 0 {
            if row == first {
                return total;
            }
            row -= 1;
            at = above[row & ROW];
            continue;
        }
        let bit = at.untried & at.untried.wrapping_neg();
        at.untried ^= bit;
        board[row & ROW] = bit;
        let mut next = at.below(bit);
        next.untried = next.free() & allowed[(row + 1) & ROW];
        if row + 1 == plan.sides_by && !sides_rule(plan, &mut next) {
            continue;
        }
        if row == deepest {
            total += last_three(n, plan, &mut board, next, &mut leaf);
        } else if next.untried != 0 {
            above[row & ROW] = at;
            row += 1;
            at = next;
        }
    }
}

/// Applies the edge case's rule for row `plan.sides_by` to the row `next`:
/// false if it cannot be completed.
#[inline(always)]
fn sides_rule(plan: &Plan, next: &mut Frame) -> bool {
    let placed = next.down & plan.sides;
    if placed != plan.sides {
        next.untried &= plan.sides;
    }
    placed != 0
}

/// The sum of `leaf` over the completions of the last three rows, where row
/// `n - 3` is `at`. Stepping into the last rows costs more than looping over
/// them in place.
#[inline(always)]
fn last_three(
    n: usize,
    plan: &Plan,
    board: &mut [u32; MAX_N],
    mut at: Frame,
    leaf: &mut impl FnMut(&[u32]) -> u64,
) -> u64 {
    let mut sum = 0;
    while at.untried != 0 {
        let bit = at.untried & at.untried.wrapping_neg();
        at.untried ^= bit;
        board[(n - 3) & ROW] = bit;
        let mut next = at.below(bit);
        next.untried = next.free() & plan.allowed[(n - 2) & ROW];
        if n - 2 == plan.sides_by && !sides_rule(plan, &mut next) {
            continue;
        }
        sum += last_two(n, board, next, plan.allowed[(n - 1) & ROW], leaf);
    }
    sum
}

/// The sum of `leaf` over the completions of the last two rows, where row
/// `n - 2` is `at`: for each of its free squares, one column is left for row
/// `n - 1`, and whether that square is free there decides.
#[inline(always)]
fn last_two(
    n: usize,
    board: &mut [u32; MAX_N],
    mut at: Frame,
    last_row: u32,
    leaf: &mut impl FnMut(&[u32]) -> u64,
) -> u64 {
    let mut sum = 0;
    while at.untried != 0 {
        let bit = at.untried & at.untried.wrapping_neg();
        at.untried ^= bit;
        let end = at.below(bit).free() & last_row;
        if end != 0 {
            board[(n - 2) & ROW] = bit;
            board[(n - 1) & ROW] = end;
            sum += leaf(&board[..n]);
        }
    }
    sum
}

/// The size of the class of the placement `board` (one bit per row) if it is
/// the smallest member of its class, else 0.
fn class_size(n: usize, board: &[u32]) -> u64 {
    let mut cols = [0u8; MAX_N];
    let mut rows = [0u8; MAX_N];
    for (r, &bit) in board.iter().enumerate() {
        let c = bit.trailing_zeros() as usize;
        cols[r] = c as u8;
        rows[c] = r as u8;
    }
    let last = (n - 1) as u8;
    // The seven other members, as "the column of the queen in row r": by
    // (mirror left-right, flip top-bottom, transpose), in that order.
    let image = |g: u8, r: usize| -> u8 {
        let flip = if g & 2 != 0 { last as usize - r } else { r };
        let c = if g & 4 != 0 { rows[flip] } else { cols[flip] };
        if g & 1 != 0 {
            last - c
        } else {
            c
        }
    };
    let mut fixed = 1;
    for g in 1..8 {
        let mut r = 0;
        while r < n && image(g, r) == cols[r] {
            r += 1;
        }
        if r == n {
            fixed += 1;
        } else if image(g, r) < cols[r] {
            return 0;
        }
    }
    8 / fixed
}
