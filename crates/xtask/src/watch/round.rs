//! One round of `watch`, after a save: bring the files up to what the code
//! uses (see [`crate::prepare`]), open a judging session (the one `judge`
//! opens), judge every case, and print one compact block.

use std::io::Write;
use std::time::Instant;

use anyhow::Result;
use judging::session::Build;

use crate::judge::{self, table};
use crate::project::{Layout, Load, Project};

/// How many times a round brings the files up to date at most.
const PASSES: usize = 4;

/// How a round ended: the loop stops on [`Ending::Interrupted`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ending {
    /// Every case judged.
    Judged,
    /// The file does not compile (or cannot be vendored, or is not started).
    NotJudged,
    /// Ctrl-C came in the middle.
    Interrupted,
}

/// Runs one round for `problem`, printing its block to `out`; `stopped`
/// tells whether Ctrl-C came, so a run it cut short is not shown as a
/// failure; `read` takes the files' fingerprint, the one a later save is
/// compared with.
///
/// It is taken before the round reads anything, and again before each
/// pass of bringing the files up to date that follows one that wrote: the
/// round's own writes are then not a save, and a save that lands at any
/// moment of the round is after the last fingerprint, so it gets a round
/// of its own. Issue 48: the fingerprint was taken after the files were
/// vendored, so a save that landed meanwhile counted as seen, was built
/// unvendored, and got no round.
pub fn run(
    project: &Project,
    problem: &Layout,
    build: Build,
    out: &mut impl Write,
    stopped: &dyn Fn() -> bool,
    read: &mut dyn FnMut(),
) -> Result<Ending> {
    let started = Instant::now();
    read();
    let cases = judge::select_cases(project, problem, &[])?;
    // The manifest, read once a round and passed down.
    let loaded = match problem.load() {
        Ok(loaded) => loaded,
        Err(err) => {
            writeln!(out, "error: {}", err)?;
            return Ok(Ending::NotJudged);
        }
    };
    if let Some(waiting) = judging::template::waiting_in(problem, &cases) {
        writeln!(out, "{}", waiting)?;
        return Ok(Ending::NotJudged);
    }
    // Bounded: a file rewritten on every pass is an editor fighting the
    // round, and the next save starts another.
    for _ in 0..PASSES {
        match crate::prepare::up_to_date(project, &loaded, &[]) {
            Ok(said) if said.is_empty() => break,
            Ok(said) => {
                for line in said {
                    writeln!(out, "{}", line)?;
                }
                read();
            }
            Err(err) => {
                writeln!(out, "error: {:#}", err)?;
                return Ok(Ending::NotJudged);
            }
        }
    }
    let session = match judge::open(project, &loaded, build, &problem.main_rs()) {
        Ok(session) => session,
        Err(err) => {
            match err.downcast_ref::<judging::Error>() {
                Some(judging::Error::Compile { error, hint, .. }) => {
                    writeln!(out, "compile error: {}", error)?;
                    if let Some(hint) = hint {
                        writeln!(out, "{}", hint)?;
                    }
                }
                _ => writeln!(out, "error: {:#}", err)?,
            }
            return Ok(Ending::NotJudged);
        }
    };
    if stopped() {
        return Ok(Ending::Interrupted);
    }
    let built_in = started.elapsed();
    let width = cases
        .iter()
        .map(|case| case.name.len())
        .max()
        .unwrap_or(0)
        .max(4);
    let mut tally = judging::session::Tally::default();
    for case in &cases {
        let judged = match session.judge(case, &mut |_| {}) {
            Ok(judged) => judged,
            Err(_) if stopped() => return Ok(Ending::Interrupted),
            Err(err) => return Err(err.into()),
        };
        if stopped() {
            return Ok(Ending::Interrupted);
        }
        tally.add(&judged.verdict);
        print_row(out, width, &judged)?;
    }
    let warnings = match session.warnings.len() {
        0 => String::new(),
        1 => format!("; 1 warning: {}", session.warnings[0]),
        n => format!("; {} warnings, the first: {}", n, session.warnings[0]),
    };
    writeln!(
        out,
        "{} (built in {:.1} s, judged in {:.1} s){}",
        tally.line(),
        built_in.as_secs_f64(),
        (started.elapsed() - built_in).as_secs_f64(),
        warnings
    )?;
    Ok(Ending::Judged)
}

/// How many lines of a verdict's explanation a row shows beside the
/// side-by-side view, which is always whole.
const SHOWN_LINES: usize = 6;

/// A case's row, then the first difference in full (the checker's few
/// lines of it) or the dialogue's report.
fn print_row(out: &mut impl Write, width: usize, judged: &judging::session::Judged) -> Result<()> {
    let verdict = &judged.verdict;
    let time = judged
        .wall
        .map_or_else(|| "-".to_string(), table::show_time);
    let mut detail = verdict.detail().lines();
    let row = format!(
        "{:<width$} {:<3} {:>8}  {}",
        judged.case,
        verdict.code(),
        time,
        detail.next().unwrap_or(""),
        width = width
    );
    table::print_row_in(out, width, row.trim_end(), verdict)?;
    let rest: Vec<&str> = detail
        .chain(judged.report.iter().flat_map(|r| r.lines()))
        .collect();
    let rest = rest.join("\n");
    for line in judging::check::diff::excerpt(&rest, SHOWN_LINES) {
        writeln!(out, "{:width$}  {}", "", line, width = width + 13)?;
    }
    out.flush()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use judging::session::Judged;
    use judging::verdict::Verdict;

    /// Issue 49: a view announcing `lines 1-3` showed rows 1 and 2 in
    /// `watch`, cut by a fixed count of lines.
    #[test]
    fn a_row_shows_every_line_its_view_announces() {
        let view = judging::check::diff::side_by_side("1\n2\n3\n", "1\n2\n4\n", 2);
        let detail = format!(
            "token 3 differs\n  expected \"3\"\n  found \"4\"\n  after 2 equal tokens\n\
             \x20 (tokens compared)\n{}",
            view
        );
        let judged = Judged {
            case: "sample-1".into(),
            verdict: Verdict::WrongAnswer(detail),
            wall: None,
            peak: None,
            stdout: Vec::new(),
            stderr: Vec::new(),
            report: None,
        };
        let mut out = Vec::new();
        print_row(&mut out, 10, &judged).unwrap();
        let shown = String::from_utf8(out).unwrap();
        assert!(
            shown.contains("lines 1-3 (of 3 expected, 3 found):"),
            "{}",
            shown
        );
        for row in ["      1  \"1\"", "      2  \"2\"", ">     3  \"3\""] {
            assert!(shown.contains(row), "{:?} missing:\n{}", row, shown);
        }
    }
}
