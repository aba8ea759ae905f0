//! Luogu P1219's answer read back: the placements shown, as boards, and the total.
//!
//! Only the n-queens tests need this; the board formats the checkers read
//! are in [`judging::boards`].

use judging::boards::{luogu_lines, Board};

/// What Luogu P1219 prints: a few placements, then the total.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LuoguAnswer {
    /// The placements shown, each turned into `.`/`Q` rows.
    pub boards: Vec<Board>,
    /// The number on the last line.
    pub total: u64,
}

/// Luogu P1219's format for an `n` × `n` board: lines of `n` 1-based
/// columns separated by single spaces, then the total alone on the last line.
/// Read by Luogu's rule: trailing whitespace and blank lines at the end do
/// not matter.
pub fn luogu(text: &str, n: usize) -> Result<LuoguAnswer, String> {
    let lines = luogu_lines(text);
    let (last, placements) = match lines.split_last() {
        Some(split) => split,
        None => return Err("the output is empty; expected the total on its last line".into()),
    };
    let total = match last.parse::<u64>() {
        Ok(total) if !last.starts_with('+') => total,
        _ => {
            return Err(format!(
                "the last line (line {}) should be the total; found {:?}",
                lines.len(),
                last
            ))
        }
    };
    let boards = placements
        .iter()
        .enumerate()
        .map(|(i, line)| {
            luogu_placement(line, n)
                .map(|rows| Board {
                    place: format!("on line {}", i + 1),
                    rows,
                    first_line: None,
                })
                .ok_or_else(|| {
                    format!(
                        "line {} should be {} columns from 1 to {} separated by single spaces; \
                         found {:?}",
                        i + 1,
                        n,
                        n,
                        line
                    )
                })
        })
        .collect::<Result<_, _>>()?;
    Ok(LuoguAnswer { boards, total })
}

/// `"2 4 1 3"` as the rows `".Q.."`, `"...Q"`, `"Q..."`, `"..Q."`.
fn luogu_placement(line: &str, n: usize) -> Option<Vec<String>> {
    if line.is_empty() {
        // The one placement on a 0 × 0 board has no columns to print.
        return if n == 0 { Some(Vec::new()) } else { None };
    }
    let mut rows = Vec::with_capacity(n);
    for column in line.split(' ') {
        if column.is_empty() || !column.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let column: usize = column.parse().ok()?;
        if column < 1 || column > n {
            return None;
        }
        rows.push(
            (1..=n)
                .map(|c| if c == column { 'Q' } else { '.' })
                .collect(),
        );
    }
    if rows.len() == n {
        Some(rows)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(rows: &[&str]) -> Vec<String> {
        rows.iter().map(|row| row.to_string()).collect()
    }

    #[test]
    fn luogu_reads_placements_as_boards_and_the_total() {
        let answer = luogu("2 4 1 3 \n3 1 4 2\r\n2\n\n", 4).unwrap();
        assert_eq!(
            answer,
            LuoguAnswer {
                boards: vec![
                    Board {
                        place: "on line 1".into(),
                        rows: strings(&[".Q..", "...Q", "Q...", "..Q."]),
                        first_line: None,
                    },
                    Board {
                        place: "on line 2".into(),
                        rows: strings(&["..Q.", "Q...", "...Q", ".Q.."]),
                        first_line: None,
                    },
                ],
                total: 2,
            }
        );
        assert_eq!(luogu("0", 3).unwrap().total, 0);
        let empty_board = luogu("\n1\n", 0).unwrap();
        assert_eq!(empty_board.boards[0].rows, Vec::<String>::new());
    }

    #[test]
    fn luogu_says_which_line_is_not_a_placement_or_a_total() {
        assert_eq!(
            luogu(" \n\n", 4).unwrap_err(),
            "the output is empty; expected the total on its last line"
        );
        assert_eq!(
            luogu("2 4 1 3\n", 4).unwrap_err(),
            "the last line (line 1) should be the total; found \"2 4 1 3\""
        );
        assert_eq!(
            luogu("+2\n", 4).unwrap_err(),
            "the last line (line 1) should be the total; found \"+2\""
        );
        let message = |line: &str| {
            format!(
                "line 1 should be 4 columns from 1 to 4 separated by single spaces; found {:?}",
                line
            )
        };
        for line in [
            "2 4 1",
            "2 4 1 3 3",
            "2  4 1 3",
            "2\t4 1 3",
            " 2 4 1 3",
            "0 4 1 3",
            "2 4 1 5",
            "2 4 1 +3",
            "",
        ] {
            assert_eq!(
                luogu(&format!("{}\n2\n", line), 4).unwrap_err(),
                message(line)
            );
        }
    }
}
