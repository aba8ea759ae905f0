//! Whether boards are n-queens solutions at all, knowing nothing of any solver.
//!
//! The checkers compare an output with an expected one; this asks what a
//! solution must be on its own: every board is `n` rows of `n` characters,
//! `.` or `Q`, with one queen in each row and in each column and no two
//! queens on a diagonal; no board comes twice; and a complete answer has as
//! many boards as OEIS A000170 says. It shares nothing with the reference
//! solver or the core: conflicts are found by keying each queen by its
//! column and by its two diagonals (`row - column` and `row + column` are the
//! same along each), not by comparing queens pairwise.
//!
//! Messages count boards, rows and columns from 1.

use std::collections::HashMap;
use std::fmt::Write as _;

use crate::oeis::A000170;

/// How many problems a message lists before summing up the rest.
const LISTED: usize = 5;

/// One board: `n` rows of `n` characters, one queen per row and per column,
/// no two on a diagonal.
pub fn board(n: usize, rows: &[String]) -> Result<(), String> {
    if rows.len() != n {
        return Err(format!("{} rows; expected {}", rows.len(), n));
    }
    let mut queens = Vec::with_capacity(n);
    for (r, row) in rows.iter().enumerate() {
        queens.push(queen_in_row(n, r + 1, row)?);
    }
    let mut columns: HashMap<usize, usize> = HashMap::new();
    let mut falling: HashMap<isize, (usize, usize)> = HashMap::new();
    let mut rising: HashMap<usize, (usize, usize)> = HashMap::new();
    for (r, &c) in queens.iter().enumerate() {
        let (row, col) = (r + 1, c + 1);
        if let Some(first) = columns.insert(col, row) {
            return Err(format!(
                "the queens in rows {} and {} share column {}",
                first, row, col
            ));
        }
        let conflict = falling
            .insert(row as isize - col as isize, (row, col))
            .or_else(|| rising.insert(row + col, (row, col)));
        if let Some((first_row, first_col)) = conflict {
            return Err(format!(
                "the queens at row {} column {} and row {} column {} share a diagonal",
                first_row, first_col, row, col
            ));
        }
    }
    Ok(())
}

/// The 0-based column of the one queen in a row, or what is wrong with it.
fn queen_in_row(n: usize, row: usize, text: &str) -> Result<usize, String> {
    let width = text.chars().count();
    if width != n {
        return Err(format!(
            "row {} has {} characters; expected {}: {:?}",
            row, width, n, text
        ));
    }
    let mut queens = Vec::new();
    for (c, ch) in text.chars().enumerate() {
        match ch {
            'Q' => queens.push(c),
            '.' => {}
            _ => {
                return Err(format!(
                    "row {} has {:?} at column {}; expected '.' or 'Q': {:?}",
                    row,
                    ch,
                    c + 1,
                    text
                ))
            }
        }
    }
    match queens[..] {
        [queen] => Ok(queen),
        [] => Err(format!("row {} has no queen: {:?}", row, text)),
        _ => {
            let columns: Vec<String> = queens.iter().map(|c| (c + 1).to_string()).collect();
            Err(format!(
                "row {} has {} queens, in columns {}: {:?}",
                row,
                queens.len(),
                columns.join(", "),
                text
            ))
        }
    }
}

/// Each board is valid and none comes twice (a part of the answer, like the
/// few placements Luogu shows).
pub fn distinct_boards(n: usize, boards: &[Vec<String>]) -> Result<(), String> {
    let mut problems = Vec::new();
    let mut seen: HashMap<&[String], usize> = HashMap::new();
    for (i, rows) in boards.iter().enumerate() {
        if let Err(problem) = board(n, rows) {
            problems.push(format!("board {}: {}", i + 1, problem));
        }
        if let Some(first) = seen.insert(rows, i + 1) {
            problems.push(format!("board {} repeats board {}", i + 1, first));
        }
    }
    summed_up(problems)
}

/// A complete answer: every board valid, none twice, and as many as A000170
/// says there are.
pub fn all_boards(n: usize, boards: &[Vec<String>]) -> Result<(), String> {
    let mut problems = match distinct_boards(n, boards) {
        Ok(()) => Vec::new(),
        Err(problems) => vec![problems],
    };
    if let Err(problem) = total(n, boards.len() as u64) {
        problems.push(problem);
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("\n"))
    }
}

/// The number of placements for `n` is A000170(n).
pub fn total(n: usize, found: u64) -> Result<(), String> {
    match A000170.get(n) {
        None => Err(format!(
            "A000170 is known here only up to n = {}; n = {}",
            A000170.len() - 1,
            n
        )),
        Some(&expected) if expected == found => Ok(()),
        Some(&expected) => Err(format!(
            "{} boards in all; OEIS A000170 says {} for n = {}",
            found, expected, n
        )),
    }
}

fn summed_up(problems: Vec<String>) -> Result<(), String> {
    let mut message = match problems.first() {
        None => return Ok(()),
        Some(first) if problems.len() == 1 => return Err(first.clone()),
        Some(_) => format!("{} problems:", problems.len()),
    };
    for problem in problems.iter().take(LISTED) {
        let _ = write!(message, "\n  {}", problem);
    }
    if problems.len() > LISTED {
        let _ = write!(message, "\n  ... and {} more", problems.len() - LISTED);
    }
    Err(message)
}

#[cfg(test)]
mod tests;
