//! Checkers: whether an output is right by a judge's rule, and if not, where.
//!
//! Each judge compares differently: some byte for byte, Luogu ignoring
//! trailing whitespace, AcWing and LeetCode accepting the boards in any order.
//! A checker returns `Err` with a message a person can act on: the line and
//! column of the first difference, or which board is missing, extra or
//! repeated. Text is quoted the way Rust writes strings, so `\r`, tabs and
//! trailing spaces are visible.

use std::collections::HashMap;
use std::fmt::Write as _;

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
    /// boards in any order, none twice.
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

/// Byte for byte, with the first difference located by line and column.
pub fn exact(expected: &str, actual: &str) -> Result<(), String> {
    if expected == actual {
        return Ok(());
    }
    let (want, want_newline) = split_lines(expected);
    let (got, got_newline) = split_lines(actual);
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
    first_line_difference(&luogu_lines(expected), &luogu_lines(actual))
}

fn luogu_lines(text: &str) -> Vec<&str> {
    let mut lines: Vec<&str> = text
        .split('\n')
        .map(|line| line.trim_end_matches([' ', '\t', '\r']))
        .collect();
    while lines.last() == Some(&"") {
        lines.pop();
    }
    lines
}

/// The lines of a text and whether it ends with a newline. `""` has no lines.
fn split_lines(text: &str) -> (Vec<&str>, bool) {
    match text.strip_suffix('\n') {
        Some(body) => (body.split('\n').collect(), true),
        None if text.is_empty() => (Vec::new(), false),
        None => (text.split('\n').collect(), false),
    }
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
            "the output stops after {} lines; line {} should be {:?}",
            got.len(),
            got.len() + 1,
            want[got.len()]
        ));
    }
    if got.len() > want.len() {
        return Err(format!(
            "line {} is extra ({} lines expected): {:?}",
            want.len() + 1,
            want.len(),
            got[want.len()]
        ));
    }
    Ok(())
}

/// A board found in an output, with where it was for messages.
#[derive(Debug, Clone)]
struct Found {
    place: String,
    rows: Vec<String>,
}

/// AcWing's rule for boards: each board is its lines followed by one empty
/// line; the same boards as expected, in any order, none twice.
pub fn unordered_boards(expected: &str, actual: &str) -> Result<(), String> {
    let want =
        parse_line_boards(expected).map_err(|err| format!("in the expected output: {}", err))?;
    let got = parse_line_boards(actual)?;
    compare_board_sets(&want, &got)
}

fn parse_line_boards(text: &str) -> Result<Vec<Found>, String> {
    let (lines, ends_with_newline) = split_lines(text);
    let mut boards = Vec::new();
    let mut rows: Vec<String> = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        if line.is_empty() {
            let first = i + 1 - rows.len();
            boards.push(Found {
                place: match rows.len() {
                    0 => format!("at line {} (an empty board)", i + 1),
                    1 => format!("at line {}", first),
                    _ => format!("at lines {}-{}", first, i),
                },
                rows: std::mem::take(&mut rows),
            });
        } else {
            rows.push(line.to_string());
        }
    }
    if !rows.is_empty() {
        let last = lines.len();
        return Err(format!(
            "the last board (lines {}-{}) is not followed by an empty line",
            last + 1 - rows.len(),
            last
        ));
    }
    if !lines.is_empty() && !ends_with_newline {
        return Err(format!(
            "the output has no final newline after line {}",
            lines.len()
        ));
    }
    Ok(boards)
}

/// LeetCode's rule: the printed lists hold the same boards, in any order.
pub fn unordered_leetcode(expected: &str, actual: &str) -> Result<(), String> {
    let want =
        parse_leetcode(expected).map_err(|err| format!("in the expected output: {}", err))?;
    let got = parse_leetcode(actual)?;
    compare_board_sets(&want, &got)
}

/// Parses `[["..",".."],[..]]` (whitespace allowed between tokens).
fn parse_leetcode(text: &str) -> Result<Vec<Found>, String> {
    let mut parser = ListParser { text, pos: 0 };
    let boards = parser.list(|p| p.list(|p| p.string()))?;
    parser.skip_whitespace();
    if parser.pos < text.len() {
        return Err(parser.unexpected("the end of the output"));
    }
    Ok(boards
        .into_iter()
        .enumerate()
        .map(|(i, rows)| Found {
            place: format!("number {}", i + 1),
            rows,
        })
        .collect())
}

struct ListParser<'a> {
    text: &'a str,
    pos: usize,
}

impl ListParser<'_> {
    fn skip_whitespace(&mut self) {
        let rest = &self.text[self.pos..];
        self.pos += rest.len() - rest.trim_start().len();
    }

    fn peek(&self) -> Option<char> {
        self.text[self.pos..].chars().next()
    }

    fn unexpected(&self, what: &str) -> String {
        let found = match self.peek() {
            Some(ch) => format!("{:?}", ch),
            None => "the end of the output".to_string(),
        };
        format!(
            "not a LeetCode list of boards: expected {} at byte {}; found {}",
            what, self.pos, found
        )
    }

    fn eat(&mut self, ch: char) -> Result<(), String> {
        self.skip_whitespace();
        if self.peek() == Some(ch) {
            self.pos += ch.len_utf8();
            Ok(())
        } else {
            Err(self.unexpected(&format!("{:?}", ch)))
        }
    }

    fn list<T>(
        &mut self,
        mut element: impl FnMut(&mut Self) -> Result<T, String>,
    ) -> Result<Vec<T>, String> {
        self.eat('[')?;
        let mut items = Vec::new();
        self.skip_whitespace();
        if self.peek() == Some(']') {
            self.pos += 1;
            return Ok(items);
        }
        loop {
            items.push(element(self)?);
            self.skip_whitespace();
            match self.peek() {
                Some(',') => self.pos += 1,
                Some(']') => {
                    self.pos += 1;
                    return Ok(items);
                }
                _ => return Err(self.unexpected("',' or ']'")),
            }
        }
    }

    fn string(&mut self) -> Result<String, String> {
        self.eat('"')?;
        let mut value = String::new();
        let mut chars = self.text[self.pos..].char_indices();
        while let Some((offset, ch)) = chars.next() {
            match ch {
                '"' => {
                    self.pos += offset + 1;
                    return Ok(value);
                }
                '\\' => match chars.next() {
                    Some((_, escaped @ ('"' | '\\'))) => value.push(escaped),
                    _ => {
                        self.pos += offset;
                        return Err(self.unexpected("an escape `\\\"` or `\\\\`"));
                    }
                },
                _ => value.push(ch),
            }
        }
        self.pos = self.text.len();
        Err(self.unexpected("a closing '\"'"))
    }
}

/// The same boards on both sides, each once, in any order.
fn compare_board_sets(want: &[Found], got: &[Found]) -> Result<(), String> {
    let expected: HashMap<&[String], &Found> = want.iter().map(|b| (&b.rows[..], b)).collect();
    let mut seen: HashMap<&[String], &Found> = HashMap::new();
    let mut problems = Vec::new();
    for board in got {
        if let Some(first) = seen.get(&board.rows[..]) {
            problems.push(format!(
                "the board {} repeats the board {}: {:?}",
                board.place, first.place, board.rows
            ));
        } else {
            seen.insert(&board.rows, board);
            if !expected.contains_key(&board.rows[..]) {
                problems.push(format!(
                    "the board {} is not an expected board: {:?}",
                    board.place, board.rows
                ));
            }
        }
    }
    for board in want {
        if !seen.contains_key(&board.rows[..]) {
            problems.push(format!(
                "a board is missing (expected board {}): {:?}",
                board.place, board.rows
            ));
        }
    }
    if problems.is_empty() {
        return Ok(());
    }
    let mut message = format!(
        "{} boards expected, {} found; {} problems:",
        want.len(),
        got.len(),
        problems.len()
    );
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
