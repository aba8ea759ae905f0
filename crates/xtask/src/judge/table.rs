//! The verdict table: one row per case, colored on a terminal.
//!
//! Rows go through `anstream`, which drops the color codes when stdout is not
//! a terminal or `NO_COLOR` is set, so a pipe or a file gets plain text.

use std::io::Write;
use std::time::Duration;

use anstyle::{AnsiColor, Style};
use judging::runner::Peak;
use judging::verdict::Verdict;

/// How wide the case column is, unless a table asks for more.
pub const CASE_WIDTH: usize = 16;

/// The header line above a problem's rows.
pub fn header() -> String {
    header_in(CASE_WIDTH)
}

/// [`header`] with a case column `width` wide (for longer case names).
pub fn header_in(width: usize) -> String {
    format!(
        "{:<width$} {:<7} {:>9} {:>10}  {}",
        "case",
        "verdict",
        "time",
        "memory",
        "detail",
        width = width
    )
}

/// One row, plain: name, verdict, time, memory, then the detail's first line;
/// the detail's other lines follow, indented.
pub fn row(case: &str, verdict: &Verdict, wall: Option<Duration>, peak: Option<Peak>) -> String {
    row_in(CASE_WIDTH, case, verdict, wall, peak)
}

/// [`row`] with a case column `width` wide.
pub fn row_in(
    width: usize,
    case: &str,
    verdict: &Verdict,
    wall: Option<Duration>,
    peak: Option<Peak>,
) -> String {
    let time = wall.map_or_else(|| "-".to_string(), show_time);
    let memory = peak.map_or_else(|| "-".to_string(), show_peak);
    let mut detail = verdict.detail().lines();
    let mut text = format!(
        "{:<width$} {:<7} {:>9} {:>10}  {}",
        case,
        verdict.code(),
        time,
        memory,
        detail.next().unwrap_or(""),
        width = width
    );
    for line in detail {
        text.push('\n');
        text.push_str(&" ".repeat(width + 3));
        text.push_str(line);
    }
    text.trim_end().to_string()
}

/// Writes a row with its verdict colored.
pub fn print_row(out: &mut impl Write, row: &str, verdict: &Verdict) -> std::io::Result<()> {
    print_row_in(out, CASE_WIDTH, row, verdict)
}

/// [`print_row`] for a row made with a case column `width` wide.
pub fn print_row_in(
    out: &mut impl Write,
    width: usize,
    row: &str,
    verdict: &Verdict,
) -> std::io::Result<()> {
    let style = Style::new().bold().fg_color(Some(
        match verdict {
            Verdict::Accepted => AnsiColor::Green,
            Verdict::WrongAnswer(_) | Verdict::PresentationError(_) => AnsiColor::Red,
            Verdict::TimeLimitExceeded
            | Verdict::MemoryLimitExceeded
            | Verdict::OutputLimitExceeded => AnsiColor::Yellow,
            Verdict::RuntimeError(_) => AnsiColor::Magenta,
            Verdict::CheckerFailed(_) => AnsiColor::Cyan,
        }
        .into(),
    ));
    // The verdict code sits at a fixed column: color exactly that word.
    let split = (width + 1).min(row.len());
    if !row.is_char_boundary(split) {
        return writeln!(out, "{}", row);
    }
    let (before, rest) = row.split_at(split);
    let code = verdict.code();
    match rest.strip_prefix(code) {
        Some(after) => writeln!(
            out,
            "{}{}{}{}{}",
            before,
            style.render(),
            code,
            style.render_reset(),
            after
        ),
        None => writeln!(out, "{}", row),
    }
}

pub fn show_time(wall: Duration) -> String {
    let ms = wall.as_secs_f64() * 1000.0;
    if ms < 1000.0 {
        format!("{:.0} ms", ms)
    } else {
        format!("{:.2} s", ms / 1000.0)
    }
}

pub fn show_memory(kib: u64) -> String {
    format!("{:.1} MiB", kib as f64 / 1024.0)
}

/// An exact figure as it is; a bound (see `judging::runner::Peak`) with `≤`.
pub fn show_peak(peak: Peak) -> String {
    match peak {
        Peak::Exact(kib) => show_memory(kib),
        Peak::AtMost(kib) => format!("≤{}", show_memory(kib)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_line_up_under_the_header() {
        let row = row(
            "sample-1",
            &Verdict::Accepted,
            Some(Duration::from_micros(2400)),
            Some(Peak::Exact(1946)),
        );
        assert_eq!(row, "sample-1         AC           2 ms    1.9 MiB");
        assert_eq!(header().find("verdict"), row.find("AC"));
    }

    #[test]
    fn details_continue_on_indented_lines() {
        let verdict = Verdict::WrongAnswer("line 2 differs at column 5:\n  expected \"a\"".into());
        let row = row("n-13", &verdict, Some(Duration::from_millis(1500)), None);
        assert_eq!(
            row,
            "n-13             WA         1.50 s          -  line 2 differs at column 5:\n                     expected \"a\""
        );
    }

    #[test]
    fn a_bound_is_shown_as_one() {
        assert_eq!(show_peak(Peak::Exact(3891)), "3.8 MiB");
        assert_eq!(show_peak(Peak::AtMost(3891)), "≤3.8 MiB");
    }

    #[test]
    fn only_the_verdict_is_colored() {
        let text = row("c", &Verdict::Accepted, None, None);
        let mut out = Vec::new();
        print_row(&mut out, &text, &Verdict::Accepted).unwrap();
        let out = String::from_utf8(out).unwrap();
        assert!(out.starts_with("c                \u{1b}["), "{:?}", out);
        assert!(out.contains("AC\u{1b}[0m"), "{:?}", out);
    }
}
