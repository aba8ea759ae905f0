//! The golden-test driver: every case of a problem judged as `cargo xtask
//! judge` judges it, and each accepted case's exact output pinned in a
//! snapshot.
//!
//! A problem's `tests/golden.rs` is one line, [`golden_tests!`](crate::golden_tests).
//! Its first test opens a debug [`Session`](crate::session::Session) over the
//! problem's file (the build `judge` and `watch` make, kept in the target
//! folder's cache), judges every case side by side on every core, and fails
//! naming each case that is not accepted, why, and the run: the command, the
//! case's input, stdout, stderr and how it ended. A run past the limit is
//! killed, so `cargo test` never hangs. An accepted case's stdout (an
//! interactive case's: the interactor's log), with a footer that pins its
//! length and final newline, is compared with the snapshot
//! `tests/snapshots/golden__judged_cases@<case>.in.snap` (see
//! [`crate::snapshots`]).
//!
//! The macro's second test is the judge-build check of the problem's files
//! ([`crate::judge_build`]): built as its judge builds them, once per change.

use std::panic::{self, AssertUnwindSafe};
use std::path::Path;

use crate::cases::Case;
use crate::session::{Build, Judged, Session};
use crate::snapshots;
use crate::solution::say;
use crate::template;

pub use crate::runner::Ran;
pub use crate::solution::{run, Solution};

/// Writes a problem's golden tests: `judging::golden_tests!();` in
/// `problems/<name>/tests/golden.rs`. The older form that names the package
/// and its Cargo-built binary is still read; the binary is not used, since
/// the session builds the file itself.
#[macro_export]
macro_rules! golden_tests {
    () => {
        $crate::golden_tests!(@tests);
    };
    ($problem:expr, $program:expr) => {
        $crate::golden_tests!(@tests);
    };
    (@tests) => {
        /// Every case in testdata/<problem>, judged by the problem's checker
        /// under the tests' time limit, its exact stdout pinned in a snapshot.
        #[test]
        fn judged_cases() {
            $crate::golden::Golden::of_package(
                env!("CARGO_MANIFEST_DIR"),
                env!("CARGO_PKG_NAME"),
                env!("CARGO_TARGET_TMPDIR"),
            )
            .run(|input, text| {
                let mut settings = $crate::insta::Settings::clone_current();
                settings.set_snapshot_suffix($crate::snapshots::suffix(input));
                settings.set_input_file(input);
                settings.bind(|| {
                    $crate::insta::assert_snapshot!("judged_cases", text);
                });
            });
        }

        /// src/main.rs built as the problem's judge builds it (edition,
        /// optimisation), answering every case; checked again only when
        /// something it reads changed.
        #[test]
        fn judge_build() {
            $crate::golden::Golden::of_package(
                env!("CARGO_MANIFEST_DIR"),
                env!("CARGO_PKG_NAME"),
                env!("CARGO_TARGET_TMPDIR"),
            )
            .judge_build();
        }
    };
}

/// A problem's golden tests, not yet built.
#[derive(Debug, Clone)]
pub struct Golden {
    solution: Solution,
}

impl Golden {
    /// The package `name` in `manifest_dir`; `target_tmp` is Cargo's
    /// `CARGO_TARGET_TMPDIR`, beside which the builds are cached.
    pub fn of_package(manifest_dir: &str, name: &str, target_tmp: &str) -> Golden {
        // A test binary dies with the `cargo test` that started it, so
        // killing `cargo xtask accept`, or cargo, stops its runs too.
        crate::runner::confine::end_with_parent();
        let layout = crate::layout::Layout::of_package_checked(Path::new(manifest_dir), name)
            .unwrap_or_else(|message| panic!("{}", message));
        Golden::of_layout(layout, target_tmp)
    }

    /// The problem at `layout`.
    pub fn of_layout(layout: crate::layout::Layout, target_tmp: &str) -> Golden {
        Golden {
            solution: Solution::with_program(layout, Path::new(""), target_tmp),
        }
    }

    /// The golden tests of `solution`'s problem.
    pub fn of(solution: Solution) -> Golden {
        Golden { solution }
    }

    /// The golden test: judges every case, gives each accepted case's
    /// snapshot text to `pin` (which compares it with the snapshot through
    /// insta), and panics at the end listing every case that failed.
    ///
    /// A problem that is still its template (see [`template`]) is not
    /// judged: one line says it waits. Outside CI, an accepted case without
    /// a snapshot gets one, written as `cargo xtask accept` would write it,
    /// with one line saying so: the checker has already compared it with
    /// the case's `.out`. A snapshot that differs fails; under `CI` nothing
    /// is written and a missing snapshot fails. When a snapshot tool asked
    /// for writes (`INSTA_UPDATE=always`, as `cargo xtask accept` runs this),
    /// every decision is insta's.
    pub fn run(&self, pin: impl FnMut(&Path, &str)) {
        self.run_built(Build::Debug, pin);
    }

    /// [`Golden::run`] on the `build` given: the library's proofs are
    /// judged on the judge's own build, which their judge-build check has
    /// just made, so each is compiled once, not twice.
    pub fn run_built(&self, build: Build, mut pin: impl FnMut(&Path, &str)) {
        let problem = &self.solution.problem;
        let layout = &problem.layout;
        let cases = self.solution.cases();
        if let Some(waiting) = template::waiting_in(layout, &cases) {
            say(&waiting);
            return;
        }
        assert!(
            !cases.is_empty(),
            "{} has no cases (.in and .out files)",
            layout.shown(&layout.cases)
        );
        let session = self
            .solution
            .session(build)
            .unwrap_or_else(|err| panic!("{}", err));
        for warning in &session.warnings {
            say(&format!("{}: {}", problem.name(), warning));
        }
        let insta_decides = insta_writes();
        let mut failures = Vec::new();
        // Whether a failure is only a snapshot's: then, and only then, the
        // message names `cargo xtask accept`.
        let mut snapshot_failed = false;
        for (case, judged) in cases.iter().zip(session.judge_all(&cases)) {
            let judged = judged.unwrap_or_else(|err| panic!("{}: {}", case.name, err));
            if !judged.accepted() {
                failures.push(failure(&session, case, &judged));
                continue;
            }
            let text = snapshot_text(
                &String::from_utf8_lossy(&judged.stdout),
                session.problem.interactive(),
            );
            if !insta_decides {
                if let Err(message) = self.settle_snapshot(case, &text) {
                    failures.push(message);
                    snapshot_failed = true;
                    continue;
                }
            }
            let pinned = panic::catch_unwind(AssertUnwindSafe(|| pin(&case.input, &text)));
            if pinned.is_err() {
                snapshot_failed = true;
                failures.push(format!(
                    "{}: the output differs from its snapshot (the difference is shown above)",
                    layout.shown(&case.input)
                ));
            }
        }
        if !failures.is_empty() {
            // Issue 42: a runtime error was told to "record it with: cargo
            // xtask accept", which only records an accepted output.
            let accept = if snapshot_failed {
                format!(
                    "\n\nWhen a new output is right (the checker accepts it and only its snapshot \
                     differs or is missing), record it with: cargo xtask accept {}",
                    problem.name()
                )
            } else {
                String::new()
            };
            panic!(
                "{} of {} cases of {} failed:\n\n{}{}",
                failures.len(),
                cases.len(),
                problem.name(),
                failures.join("\n\n"),
                accept
            );
        }
    }

    /// The judge-build check ([`crate::judge_build`]) of the problem.
    pub fn judge_build(&self) {
        self.solution.judge_build();
    }

    /// Before insta compares: records the snapshot of an accepted case that
    /// has none (outside CI), or explains a missing or changed one in the
    /// kit's words, naming `cargo xtask accept`.
    fn settle_snapshot(&self, case: &Case, text: &str) -> Result<(), String> {
        let problem = &self.solution.problem;
        let layout = &problem.layout;
        let path = snapshots::dir(&layout.dir).join(snapshots::file_name(&case.input));
        let shown_path = layout.shown(&path);
        let shown_case = layout.shown(&layout.cases.join(snapshots::suffix(&case.input)));
        let existing = snapshots::read(&path)
            .map_err(|err| format!("{}: cannot read {}: {}", shown_case, shown_path, err))?;
        match existing {
            Some(pinned) if pinned == text.trim_end() => Ok(()),
            Some(pinned) => Err(format!(
                "{}: accepted by the checker, but its output differs from {}:\n{}",
                shown_case,
                shown_path,
                difference(&pinned, text.trim_end())
            )),
            None if in_ci() => Err(format!(
                "{}: no snapshot {} (CI records none); its output was:\n{}",
                shown_case,
                shown_path,
                indented(text)
            )),
            None => {
                snapshots::write_new(&path, &layout.shown(&layout.dir), &shown_case, text)
                    .map_err(|err| {
                        format!("{}: cannot write {}: {}", shown_case, shown_path, err)
                    })?;
                say(&format!(
                    "{}: {}: accepted {}; recorded {}",
                    problem.name(),
                    case.name,
                    problem.metadata.accepted_by(),
                    shown_path
                ));
                Ok(())
            }
        }
    }
}

/// Why a case failed, then its run, for the golden test's message.
fn failure(session: &Session, case: &Case, judged: &Judged) -> String {
    let layout = &session.problem.layout;
    let mut message = format!("{}: {}", layout.shown(&case.input), session.explain(judged));
    if judged.wall.is_none() {
        return message;
    }
    if let Some(report) = &judged.report {
        message.push_str(&format!(
            "\n--- command: {}\n{}",
            session.program.display(),
            report
        ));
        return message;
    }
    let input_size = std::fs::metadata(&case.input).map_or(0, |meta| meta.len());
    message.push_str(&format!(
        "\n--- command: {}\n--- stdin:   {} ({} bytes)\n--- stdout:  {}\n--- stderr:  {}\n--- status:  {}",
        session.program.display(),
        layout.shown(&case.input),
        input_size,
        shown(&judged.stdout),
        shown(&judged.stderr),
        match judged.wall {
            Some(wall) => format!("{} after {:.3} s", judged.verdict.code(), wall.as_secs_f64()),
            None => judged.verdict.code().to_string(),
        }
    ));
    message
}

/// How many bytes of each stream a report shows.
const SHOWN: usize = 1500;

fn shown(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(&bytes[..bytes.len().min(SHOWN)]).into_owned();
    if bytes.len() > SHOWN {
        format!("{:?} ... ({} bytes in all)", text, bytes.len())
    } else {
        format!("{:?}", text)
    }
}

/// The output with a last line stating its exact length and ending: insta
/// ignores trailing whitespace and line-ending style when it compares, so the
/// footer is what pins those bytes. An interactive case's is the
/// interactor's log.
pub fn snapshot_text(stdout: &str, interactive: bool) -> String {
    let (separator, ending) = if stdout.is_empty() || stdout.ends_with('\n') {
        ("", "ends with a newline")
    } else {
        ("\n", "NO final newline")
    };
    let ending = if stdout.is_empty() { "empty" } else { ending };
    format!(
        "{}{}(end of {}: {} bytes, {})",
        stdout,
        separator,
        if interactive {
            "the interactor's log"
        } else {
            "stdout"
        },
        stdout.len(),
        ending
    )
}

/// Whether `CI` is set as insta reads it (anything but `false` or `0`).
pub fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|value| value != "false" && value != "0")
}

/// Whether a snapshot tool asked insta to write (`cargo xtask accept` sets
/// `INSTA_UPDATE=always`; `cargo insta test` sets its own).
fn insta_writes() -> bool {
    matches!(
        std::env::var("INSTA_UPDATE").as_deref(),
        Ok("always") | Ok("new") | Ok("unseen")
    )
}

/// The first lines where a pinned snapshot and a new output part, both shown.
fn difference(pinned: &str, found: &str) -> String {
    let pinned_lines: Vec<&str> = pinned.lines().collect();
    let found_lines: Vec<&str> = found.lines().collect();
    let first = pinned_lines
        .iter()
        .zip(&found_lines)
        .position(|(a, b)| a != b)
        .unwrap_or_else(|| pinned_lines.len().min(found_lines.len()));
    let window = |lines: &[&str]| -> String {
        let shown: Vec<String> = lines
            .iter()
            .enumerate()
            .skip(first)
            .take(5)
            .map(|(i, line)| format!("    {:>4} | {}", i + 1, line))
            .collect();
        if shown.is_empty() {
            "    (nothing more)".to_string()
        } else {
            shown.join("\n")
        }
    };
    format!(
        "  line {} differs; the snapshot has\n{}\n  and the output has\n{}",
        first + 1,
        window(&pinned_lines),
        window(&found_lines)
    )
}

fn indented(text: &str) -> String {
    let lines: Vec<String> = text
        .lines()
        .take(20)
        .map(|line| format!("    {}", line))
        .collect();
    let mut shown = lines.join("\n");
    if text.lines().count() > 20 {
        shown.push_str("\n    ...");
    }
    shown
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn snapshot_text_states_length_and_ending() {
        assert_eq!(
            snapshot_text("4\n", false),
            "4\n(end of stdout: 2 bytes, ends with a newline)"
        );
        assert_eq!(
            snapshot_text("4", false),
            "4\n(end of stdout: 1 bytes, NO final newline)"
        );
        assert_eq!(snapshot_text("", false), "(end of stdout: 0 bytes, empty)");
        assert_eq!(
            snapshot_text("guessed\n", true),
            "guessed\n(end of the interactor's log: 8 bytes, ends with a newline)"
        );
        assert_ne!(snapshot_text("4 \n", false), snapshot_text("4\n", false));
        assert_ne!(snapshot_text("4\r\n", false), snapshot_text("4\n", false));
    }
}
