//! Checkers: whether an output is right by a judge's rule, and if not, where.
//!
//! Each judge compares differently: some byte for byte, Luogu ignoring
//! trailing whitespace, AcWing and LeetCode accepting the boards in any order.
//! A checker returns `Err` with a message a person can act on: the line and
//! column of the first difference, or which board is missing, extra or
//! repeated, and where an extra board differs from the nearest missing one.
//! Text is quoted the way Rust writes strings, so `\r`, tabs and trailing
//! spaces are visible, and a missing final newline is said in words.

use std::collections::HashMap;
use std::fmt::Write as _;

use crate::parse::{self, Board};

/// A judge's rule for comparing an output with the expected one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rule {
    /// Byte for byte.
    Exact,
    /// Luogu: line by line, trailing whitespace on a line and blank lines at
    /// the end ignored.
    Luogu,
    /// AcWing's n-queens: boards of `.`/`Q` lines, each followed by one empty
    /// line, in any order, none twice; lines compared exactly.
    UnorderedBoards,
    /// LeetCode's `Vec<Vec<String>>` printed as `[["..",".."],[..]]`: the same
    /// boards in any order, none twice. The judge compares values, not text,
    /// so whitespace between tokens (the final newline too) does not matter.
    UnorderedLeetCode,
}

impl Rule {
    pub fn check(self, expected: &str, actual: &str) -> Result<(), String> {
        match self {
            Rule::Exact => exact(expected, actual),
            Rule::Luogu => luogu(expected, actual),
            Rule::UnorderedBoards => unordered_boards(expected, actual),
            Rule::UnorderedLeetCode => unordered_leetcode(expected, actual),
        }
    }
}

/// How many problems an unordered check lists before summing up the rest.
const LISTED: usize = 5;

/// `1 line`, `2 lines`: a count with its noun.
pub(crate) fn counted(count: usize, noun: &str) -> String {
    if count == 1 {
        format!("1 {}", noun)
    } else {
        format!("{} {}s", count, noun)
    }
}

/// Byte for byte, with the first difference located by line and column.
pub fn exact(expected: &str, actual: &str) -> Result<(), String> {
    if expected == actual {
        return Ok(());
    }
    let (want, want_newline) = parse::lines(expected);
    let (got, got_newline) = parse::lines(actual);
    first_line_difference(&want, &got)?;
    Err(match (want_newline, got_newline) {
        (true, false) => format!("the output has no final newline after line {}", got.len()),
        (false, true) => format!(
            "the output ends with a newline after line {}; none is expected",
            got.len()
        ),
        _ => unreachable!("equal lines and equal final newlines make equal texts"),
    })
}

/// Luogu's rule: trailing spaces, tabs and `\r` on each line, and blank lines
/// at the end (with the final newline), are ignored.
pub fn luogu(expected: &str, actual: &str) -> Result<(), String> {
    first_line_difference(&parse::luogu_lines(expected), &parse::luogu_lines(actual))
}

fn first_line_difference(want: &[&str], got: &[&str]) -> Result<(), String> {
    for (i, (w, g)) in want.iter().zip(got).enumerate() {
        if w != g {
            let column = w.chars().zip(g.chars()).take_while(|(a, b)| a == b).count() + 1;
            return Err(format!(
                "line {} differs at column {}:\n  expected {:?}\n  found    {:?}",
                i + 1,
                column,
                w,
                g
            ));
        }
    }
    if want.len() > got.len() {
        return Err(format!(
            "the output stops after {}; line {} should be {:?}",
            counted(got.len(), "line"),
            got.len() + 1,
            want[got.len()]
        ));
    }
    if got.len() > want.len() {
        return Err(format!(
            "line {} is extra ({} expected): {:?}",
            want.len() + 1,
            counted(want.len(), "line"),
            got[want.len()]
        ));
    }
    Ok(())
}

/// AcWing's rule for boards: each board is its lines followed by one empty
/// line; the same boards as expected, in any order, none twice.
pub fn unordered_boards(expected: &str, actual: &str) -> Result<(), String> {
    let want =
        parse::line_boards(expected).map_err(|err| format!("in the expected output: {}", err))?;
    let got = parse::line_boards(actual)?;
    compare_board_sets(&want, &got)
}

/// LeetCode's rule: the printed lists hold the same boards, in any order.
pub fn unordered_leetcode(expected: &str, actual: &str) -> Result<(), String> {
    let want = parse::leetcode_boards(expected)
        .map_err(|err| format!("in the expected output: {}", err))?;
    let got = parse::leetcode_boards(actual)?;
    compare_board_sets(&want, &got)
}

/// What is wrong with an output's set of boards.
enum Problem<'a> {
    Repeated { board: &'a Board, first: &'a Board },
    Unexpected(&'a Board),
    Missing(&'a Board),
}

/// The same boards on both sides, each once, in any order.
fn compare_board_sets(want: &[Board], got: &[Board]) -> Result<(), String> {
    let expected: HashMap<&[String], &Board> = want.iter().map(|b| (&b.rows[..], b)).collect();
    let mut seen: HashMap<&[String], &Board> = HashMap::new();
    let mut problems = Vec::new();
    for board in got {
        if let Some(first) = seen.get(&board.rows[..]) {
            problems.push(Problem::Repeated { board, first });
        } else {
            seen.insert(&board.rows, board);
            if !expected.contains_key(&board.rows[..]) {
                problems.push(Problem::Unexpected(board));
            }
        }
    }
    let missing: Vec<&Board> = want
        .iter()
        .filter(|board| !seen.contains_key(&board.rows[..]))
        .collect();
    problems.extend(missing.iter().map(|&board| Problem::Missing(board)));
    if problems.is_empty() {
        return Ok(());
    }
    let mut message = format!(
        "{} expected, {} found; {}:",
        counted(want.len(), "board"),
        got.len(),
        counted(problems.len(), "problem")
    );
    for problem in problems.iter().take(LISTED) {
        match *problem {
            Problem::Repeated { board, first } => write!(
                message,
                "\n  the board {} repeats the board {}: {:?}",
                board.place, first.place, board.rows
            ),
            Problem::Unexpected(board) => {
                let _ = write!(
                    message,
                    "\n  the board {} is not an expected board: {:?}",
                    board.place, board.rows
                );
                match nearest_difference(board, &missing) {
                    Some(nearest) => write!(message, "\n    {}", nearest),
                    None => Ok(()),
                }
            }
            Problem::Missing(board) => write!(
                message,
                "\n  a board is missing (expected board {}): {:?}",
                board.place, board.rows
            ),
        }
        .expect("writing to a String cannot fail");
    }
    if problems.len() > LISTED {
        let _ = write!(message, "\n  ... and {} more", problems.len() - LISTED);
    }
    Err(message)
}

/// Where an unexpected board differs from the missing board most like it
/// (fewest different rows), so a moved queen or a stray space is pointed at
/// by line and column rather than left to be found by eye.
fn nearest_difference(board: &Board, missing: &[&Board]) -> Option<String> {
    let differing = |other: &Board| -> Vec<usize> {
        (0..board.rows.len())
            .filter(|&r| board.rows[r] != other.rows[r])
            .collect()
    };
    let (nearest, rows) = missing
        .iter()
        .filter(|other| other.rows.len() == board.rows.len())
        .map(|&other| (other, differing(other)))
        .min_by_key(|(_, rows)| rows.len())?;
    let r = *rows.first()?;
    let (want, got) = (&nearest.rows[r], &board.rows[r]);
    let column = want
        .chars()
        .zip(got.chars())
        .take_while(|(a, b)| a == b)
        .count()
        + 1;
    let place = match board.first_line {
        Some(first) => format!("line {}", first + r),
        None => format!("row {}", r + 1),
    };
    let mut text = format!(
        "nearest missing board: {}; {} differs at column {}: expected {:?}, found {:?}",
        nearest.place, place, column, want, got
    );
    match rows.len() - 1 {
        0 => {}
        1 => text.push_str(", and 1 other row differs"),
        more => {
            let _ = write!(text, ", and {} other rows differ", more);
        }
    }
    Some(text)
}

#[cfg(test)]
mod tests;
