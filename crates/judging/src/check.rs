//! Checkers: whether an output is right by a judge's rule, and if not, where.
//!
//! Each judge compares differently: some byte for byte, Luogu ignoring
//! trailing whitespace, Codeforces and AtCoder comparing tokens (numbers
//! within an error bound, where the problem says so), AcWing and LeetCode
//! accepting the boards in any order, and a problem with many right answers
//! shipping its own checker program. A checker returns `Err` with a message
//! a person can act on: the line and column of the first difference (with
//! the lines around it side by side, see [`diff`]), the token and both
//! values, or which board is missing, extra or repeated, and where an extra
//! board differs from the nearest missing one. Text is quoted the way Rust
//! writes strings, so `\r`, tabs and trailing spaces are visible, and a
//! missing final newline is said in words.
//!
//! [`Rule`] is what a problem's metadata names; [`Checker`] is a rule ready
//! to judge, with its parameters and, for `special`, its built program.

pub mod diff;
pub mod leetcode;
mod notation;
pub mod special;
pub mod tokens;

use std::collections::HashMap;
use std::fmt::Write as _;
use std::path::Path;

use crate::boards::{self, Board};
use crate::rustc::Cache;

pub use crate::rule::Rule;
pub use special::Special;
pub use tokens::{float, tokens, DEFAULT_FLOAT_ERROR};

/// Why a checker did not accept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Rejection {
    /// The output is wrong; the message says where.
    Wrong(String),
    /// The checker could not judge at all (it does not build, crashes or
    /// hangs); nothing is known about the output.
    CheckerFailed(String),
}

/// A problem's checker, ready to judge outputs.
#[derive(Debug)]
pub enum Checker {
    /// A rule applied here, in this process.
    BuiltIn { rule: Rule, float_error: f64 },
    /// The problem's checker program, built (or the reason it is not).
    Special(Result<Special, String>),
}

impl Checker {
    /// A built-in rule with the default parameters.
    pub fn built_in(rule: Rule) -> Checker {
        Checker::BuiltIn {
            rule,
            float_error: DEFAULT_FLOAT_ERROR,
        }
    }

    /// The checker of `rule` for the problem in `problem_dir`: a built-in
    /// one (with `float_error` for `float`), or for `special` the problem's
    /// `checker.rs`, built (with plain rustc) through `cache`. A checker that
    /// does not build is returned all the same: each check then says so.
    pub fn of_rule(rule: Rule, float_error: f64, problem_dir: &Path, cache: &Cache) -> Checker {
        match rule {
            Rule::Special => Checker::Special(
                Special::build(&problem_dir.join(special::SOURCE), cache)
                    .map_err(|err| err.to_string()),
            ),
            rule => Checker::BuiltIn { rule, float_error },
        }
    }

    /// A checker program already built (testlib's convention), such as a
    /// Library Checker problem's own `checker`.
    pub fn program(program: &Path) -> Checker {
        Checker::Special(Ok(Special::at(program)))
    }

    /// The rule this checker applies.
    pub fn rule(&self) -> Rule {
        match self {
            Checker::BuiltIn { rule, .. } => *rule,
            Checker::Special(_) => Rule::Special,
        }
    }

    /// Judges `output`, printed for the case whose input file is `input` and
    /// whose expected output is `expected`, read from the file `answer`.
    pub fn check(
        &self,
        input: &Path,
        answer: &Path,
        expected: &str,
        output: &[u8],
    ) -> Result<(), Rejection> {
        let (rule, float_error) = match self {
            Checker::Special(Ok(special)) => return special.check(input, output, answer),
            Checker::Special(Err(error)) => return Err(Rejection::CheckerFailed(error.clone())),
            Checker::BuiltIn { rule, float_error } => (*rule, *float_error),
        };
        let output = std::str::from_utf8(output)
            .map_err(|err| Rejection::Wrong(format!("the output is not UTF-8: {}", err)))?;
        let verdict = match rule {
            Rule::Float => float(expected, output, float_error),
            Rule::LeetCode => leetcode::values(expected, output, float_error),
            rule => by_rule(rule, expected, output),
        };
        verdict.map_err(|message| {
            Rejection::Wrong(diff::beside(rule, float_error, &message, expected, output))
        })
    }
}

/// How many problems an unordered check lists before summing up the rest.
/// Checks text by a built-in rule (`float` with the default error);
/// `special` needs its program, so it is an error here: use [`Checker`].
pub fn by_rule(rule: Rule, expected: &str, actual: &str) -> Result<(), String> {
    match rule {
        Rule::Exact => exact(expected, actual),
        Rule::Luogu => luogu(expected, actual),
        Rule::Tokens => tokens(expected, actual),
        Rule::Float => float(expected, actual, DEFAULT_FLOAT_ERROR),
        Rule::Special => Err("the special rule runs the problem's checker.rs".to_string()),
        Rule::UnorderedBoards => unordered_boards(expected, actual),
        Rule::LeetCode => leetcode::values(expected, actual, rule.default_float_error()),
        Rule::UnorderedLeetCode => unordered_leetcode(expected, actual),
    }
}

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
    let (want, want_newline) = boards::lines(expected);
    let (got, got_newline) = boards::lines(actual);
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
    first_line_difference(&boards::luogu_lines(expected), &boards::luogu_lines(actual))
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
        boards::line_boards(expected).map_err(|err| format!("in the expected output: {}", err))?;
    let got = boards::line_boards(actual)?;
    compare_board_sets(&want, &got)
}

/// LeetCode's rule: the printed lists hold the same boards, in any order.
pub fn unordered_leetcode(expected: &str, actual: &str) -> Result<(), String> {
    // Any other list (two indices, lists of numbers) is compared item by
    // item, in any order.
    let want = match boards::leetcode_boards(expected) {
        Ok(want) => want,
        Err(_) => return leetcode::any_order(expected, actual),
    };
    let got = boards::leetcode_boards(actual)?;
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
