//! Where a wrong answer goes wrong, shown: the expected and the found lines
//! around the first difference side by side, as `oj test -D` shows them.
//!
//! Only a few lines either side are shown, and long lines are cut around the
//! column that differs, so a 10,000-line output gives a 5-line view. Lines
//! are quoted the way Rust writes strings, so trailing spaces and `\r` show.
//!
//! The view is made here and cut only here: a command that shows a verdict
//! in few lines (`watch`, the judge-build check) takes [`excerpt`], which
//! keeps every row the view's header announces.

use crate::boards;
use crate::check::{tokens, Rule};

/// How many lines either side of the differing one are shown.
const CONTEXT: usize = 2;
/// How many characters of a line a column shows.
const WIDTH: usize = 32;

/// `message`, followed by the side-by-side view for the rules that compare
/// lines or tokens (`float_error` is the bound a `float` rule used); the
/// board rules already say which board is wrong.
pub fn beside(rule: Rule, float_error: f64, message: &str, expected: &str, found: &str) -> String {
    let at = match rule {
        Rule::Exact => first_different_line(&boards::lines(expected).0, &boards::lines(found).0),
        Rule::Luogu => {
            first_different_line(&boards::luogu_lines(expected), &boards::luogu_lines(found))
        }
        Rule::Tokens => tokens::locate(expected, found, None).map(|(_, line)| line),
        Rule::Float => tokens::locate(expected, found, Some(float_error)).map(|(_, line)| line),
        Rule::Special | Rule::UnorderedBoards | Rule::LeetCode | Rule::UnorderedLeetCode => None,
    };
    match at {
        Some(line) => format!("{}\n{}", message, side_by_side(expected, found, line)),
        None => message.to_string(),
    }
}

fn first_different_line(want: &[&str], got: &[&str]) -> Option<usize> {
    (0..want.len().max(got.len())).find(|&i| want.get(i) != got.get(i))
}

/// The lines around `line` (0-based) of both texts, side by side, the
/// differing one marked with `>`.
pub fn side_by_side(expected: &str, found: &str, line: usize) -> String {
    let want: Vec<&str> = expected.split('\n').collect();
    let got: Vec<&str> = found.split('\n').collect();
    // A final newline ends the last line; it does not start another.
    let count = |lines: &[&str], text: &str| lines.len() - usize::from(text.ends_with('\n'));
    let (want_count, got_count) = (count(&want, expected), count(&got, found));
    let first = line.saturating_sub(CONTEXT);
    let last = (line + CONTEXT).min(want_count.max(got_count).max(1) - 1);
    let focus = match (want.get(line), got.get(line)) {
        (Some(w), Some(g)) => w.chars().zip(g.chars()).take_while(|(a, b)| a == b).count(),
        _ => 0,
    };
    let cell = |lines: &[&str], count: usize, i: usize| -> String {
        if i < count {
            clip(lines[i], focus)
        } else {
            String::new()
        }
    };
    let rows: Vec<(usize, String, String)> = (first..=last)
        .map(|i| (i, cell(&want, want_count, i), cell(&got, got_count, i)))
        .collect();
    let width = rows
        .iter()
        .map(|(_, w, _)| w.chars().count())
        .chain(["expected".len()])
        .max()
        .unwrap_or(0);
    let shown = if first == last {
        format!("line {}", first + 1)
    } else {
        format!("lines {}-{}", first + 1, last + 1)
    };
    let mut text = format!(
        "  {} (of {} expected, {} found):\n  {:>7}  {:<width$}  found",
        shown,
        want_count,
        got_count,
        "",
        "expected",
        width = width
    );
    for (i, w, g) in rows {
        let mark = if i == line { '>' } else { ' ' };
        text.push_str(&format!(
            "\n  {} {:>5}  {:<width$}  {}",
            mark,
            i + 1,
            w,
            g,
            width = width
        ));
    }
    text
}

/// The first `limit` lines of a verdict's explanation, for a compact
/// report, except that a side-by-side view in it is kept whole: its header
/// says which lines it shows, and each of them is there.
pub fn excerpt(text: &str, limit: usize) -> Vec<&str> {
    let mut kept = Vec::new();
    let mut others = 0;
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        if let Some(rows) = view_rows(line) {
            kept.push(line);
            // The column header, then the rows.
            kept.extend(lines.by_ref().take(rows + 1));
            continue;
        }
        if others < limit {
            kept.push(line);
        }
        others += 1;
    }
    kept
}

/// How many rows the view whose header is `line` has: `  lines 3-7 (of 7
/// expected, 7 found):` has 5; `None` for any other line.
fn view_rows(line: &str) -> Option<usize> {
    let rest = line.strip_prefix("  line")?;
    let (span, counts) = rest.split_once(" (of ")?;
    if !counts.ends_with(" found):") || !counts.contains(" expected, ") {
        return None;
    }
    let span = span.strip_prefix("s ").or_else(|| span.strip_prefix(' '))?;
    let number = |text: &str| text.parse::<usize>().ok();
    match span.split_once('-') {
        Some((first, last)) => Some(number(last)?.checked_sub(number(first)?)? + 1),
        None => number(span).map(|_| 1),
    }
}

/// A line quoted, cut to about `WIDTH` characters around column `focus`.
fn clip(line: &str, focus: usize) -> String {
    let chars: Vec<char> = line.chars().collect();
    if chars.len() <= WIDTH {
        return format!("{:?}", line);
    }
    let start = focus.saturating_sub(WIDTH / 2).min(chars.len() - WIDTH);
    let end = start + WIDTH;
    let shown: String = chars[start..end].iter().collect();
    format!(
        "{}{:?}{}",
        if start > 0 { "…" } else { "" },
        shown,
        if end < chars.len() { "…" } else { "" }
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lines_around_the_difference_stand_side_by_side() {
        let expected = "1\n2\n3\n4\n5\n6\n7\n";
        let found = "1\n2\n3\n4\nfive\n6\n7\n";
        assert_eq!(
            side_by_side(expected, found, 4),
            "  lines 3-7 (of 7 expected, 7 found):\n\
             \x20          expected  found\n\
             \x20       3  \"3\"       \"3\"\n\
             \x20       4  \"4\"       \"4\"\n\
             \x20 >     5  \"5\"       \"five\"\n\
             \x20       6  \"6\"       \"6\"\n\
             \x20       7  \"7\"       \"7\""
        );
    }

    #[test]
    fn a_short_output_shows_blank_cells() {
        assert_eq!(
            side_by_side("1\n2\n", "1\n", 1),
            "  lines 1-2 (of 2 expected, 1 found):\n\
             \x20          expected  found\n\
             \x20       1  \"1\"       \"1\"\n\
             \x20 >     2  \"2\"       "
        );
    }

    #[test]
    fn long_outputs_and_long_lines_are_trimmed_around_the_difference() {
        let expected: String = (0..10_000).map(|i| format!("{}\n", i)).collect();
        let found = expected.replace("\n5000\n", "\n5001\n");
        let view = side_by_side(&expected, &found, 5000);
        assert_eq!(view.lines().count(), 7, "{}", view);
        assert!(view.starts_with("  lines 4999-5003 (of 10000 expected, 10000 found):"));
        let long_want = format!("{}x{}", "a".repeat(100), "b".repeat(100));
        let long_got = format!("{}y{}", "a".repeat(100), "b".repeat(100));
        let view = side_by_side(&long_want, &long_got, 0);
        let marked = view.lines().find(|line| line.starts_with("  >")).unwrap();
        assert!(
            marked.contains("…\"aaaaaaaaaaaaaaaaxbbbbbbbbbbbbbbb\"…")
                && marked.contains("…\"aaaaaaaaaaaaaaaaybbbbbbbbbbbbbbb\"…"),
            "{}",
            view
        );
    }

    /// Issue 49: `watch` cut a view announcing lines 1-3 after its second
    /// row, and the judge-build check after its first.
    #[test]
    fn an_excerpt_keeps_every_row_its_view_announces() {
        let view = side_by_side("1\n2\n3\n", "1\n2\n4\n", 2);
        let explained = format!(
            "wrong answer by the tokens checker: token 3 differs\n  expected \"3\", found \"4\"\n{}",
            view
        );
        for limit in [0, 1, 2, 6] {
            let shown = excerpt(&explained, limit);
            let rows = shown
                .iter()
                .filter(|line| {
                    line.starts_with("  ") && line.trim_start().starts_with(['>', '1', '2', '3'])
                })
                .count();
            assert_eq!(rows, 3, "limit {}: {:#?}", limit, shown);
            assert!(shown.contains(&"  lines 1-3 (of 3 expected, 3 found):"));
        }
        // Other lines are cut at the limit, around the view.
        let long = format!("a\nb\nc\n{}\nd\ne", view);
        assert_eq!(excerpt(&long, 2).len(), 2 + 5);
        assert_eq!(excerpt(&long, 4).first(), Some(&"a"));
        assert!(excerpt(&long, 4).contains(&"d"));
        assert!(!excerpt(&long, 4).contains(&"e"));
        // A longer view, and a one-line one, count their rows.
        let big: String = (0..10).map(|i| format!("{}\n", i)).collect();
        let view = side_by_side(&big, &big.replace("\n5\n", "\n6\n"), 5);
        assert_eq!(excerpt(&view, 0).len(), 7);
        assert_eq!(excerpt(&side_by_side("1\n", "2\n", 0), 0).len(), 3);
    }

    #[test]
    fn a_one_line_output_shows_one_line() {
        assert!(side_by_side("42\n", "43\n", 0).starts_with("  line 1 (of 1 expected, 1 found):"));
    }

    #[test]
    fn float_views_mark_the_token_over_the_bound_not_the_first_inexact_one() {
        let shown = beside(Rule::Float, 1e-6, "token 2", "1\n0.5\n", "1.0000001\n0.6\n");
        assert!(shown.contains("  >     2  \"0.5\""), "{}", shown);
    }

    #[test]
    fn line_and_token_rules_get_the_view_and_board_rules_do_not() {
        let shown = beside(Rule::Exact, 0.0, "line 2 differs", "a\nb\n", "a\nc\n");
        assert!(
            shown.starts_with("line 2 differs\n  lines 1-2"),
            "{}",
            shown
        );
        assert!(shown.contains("  >     2  \"b\"       \"c\""), "{}", shown);
        let shown = beside(Rule::Tokens, 0.0, "token 3", "1 2\n3\n", "1 2\n4\n");
        assert!(shown.contains("  >     2  \"3\"       \"4\""), "{}", shown);
        assert_eq!(
            beside(
                Rule::UnorderedBoards,
                0.0,
                "a board is missing",
                "Q\n\n",
                ""
            ),
            "a board is missing"
        );
    }
}
