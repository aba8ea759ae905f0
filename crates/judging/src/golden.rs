//! The golden-test driver: every case of a problem judged as the judge
//! would, under a time limit, and its exact output pinned in a snapshot.
//!
//! A problem's `tests/golden.rs` is one line, [`golden_tests!`](crate::golden_tests).
//! For each of the problem's cases (see [`crate::layout`]) it runs the solution through the
//! one runner under [`Metadata::test_deadline`](crate::metadata::Metadata::test_deadline) (the judge's limit with a
//! margin for an unoptimised build), cases side by side on every core,
//! decides the verdict as
//! `cargo xtask judge` does, with the checker the metadata names, and fails
//! naming the case, the verdict and why, followed by the whole run: the
//! command, its stdin, stdout, stderr and how it ended. A run past the
//! deadline is killed, so `cargo test` never hangs. An accepted case's
//! stdout, with a footer that pins its length and final newline, is compared
//! with the snapshot `tests/snapshots/golden__judged_cases@<case>.in.snap`
//! (see [`crate::snapshots`]).
//!
//! The macro's second test is the judge-build check of the problem's files
//! ([`crate::judge_build`]): built as its judge builds them, once per change.
//!
//! [`Solution`] is the same runner for tests that make their own inputs (the
//! exhaustive and bad-input tests).

use std::panic::{self, AssertUnwindSafe};
use std::path::Path;

use crate::case_judge::{in_parallel, judge_case_by, judge_interactive_case};
use crate::cases;
use crate::metadata::Kind;
use crate::snapshots;
use crate::solution::say;
use crate::template;

// Where they were first written; the problems' own tests name them here.
pub use crate::case_judge::{judge, snapshot_text};
pub use crate::solution::{run, run_with_stack, Ran, Solution};

/// Writes a problem's golden test: `judging::golden_tests!();` in
/// `problems/<name>/tests/golden.rs` (the package's name and binary, one
/// line whatever the name's length), or with both named:
/// `judging::golden_tests!("acwing-843", env!("CARGO_BIN_EXE_acwing-843"));`.
#[macro_export]
macro_rules! golden_tests {
    () => {
        $crate::golden_tests!(
            env!("CARGO_PKG_NAME"),
            env!(concat!("CARGO_BIN_EXE_", env!("CARGO_PKG_NAME")))
        );
    };
    ($problem:expr, $program:expr) => {
        /// Every case in testdata/<problem>, judged by the problem's checker
        /// under the tests' time limit, its exact stdout pinned in a snapshot.
        #[test]
        fn judged_cases() {
            $crate::golden::Solution::in_package(env!("CARGO_MANIFEST_DIR"), $problem, $program)
                .golden(|input, text| {
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
            $crate::golden::Solution::in_package(env!("CARGO_MANIFEST_DIR"), $problem, $program)
                .judge_build();
        }
    };
}

impl Solution {
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
    pub fn golden(&self, mut pin: impl FnMut(&Path, &str)) {
        let problem_dir = &self.layout.dir;
        let inputs = self.inputs();
        if template::not_started(problem_dir) {
            let samples = inputs
                .iter()
                .filter(|input| cases::is_sample(input))
                .count();
            say(&template::waiting(&self.problem, samples));
            return;
        }
        let scratch = tempfile::tempdir().expect("a scratch folder");
        let interactor = match self.metadata.kind {
            Kind::Interactive { .. } => Some(self.interactor(scratch.path())),
            _ => None,
        };
        let checker = self.checker(scratch.path());
        assert!(
            !inputs.is_empty(),
            "{} has no .in files",
            self.layout.shown(&self.layout.cases)
        );
        let insta_decides = insta_writes();
        let mut failures = Vec::new();
        let verdicts = in_parallel(&inputs, |input| match &interactor {
            Some(interactor) => {
                judge_interactive_case(&self.program, input, interactor, self.limits())
            }
            None => judge_case_by(&self.program, input, &checker, self.limits()),
        });
        for (input, judged) in inputs.iter().zip(verdicts) {
            let text = match judged {
                Ok(text) => text,
                Err(message) => {
                    failures.push(message);
                    continue;
                }
            };
            if !insta_decides {
                if let Err(message) = self.settle_snapshot(problem_dir, input, &text) {
                    failures.push(message);
                    continue;
                }
            }
            let pinned = panic::catch_unwind(AssertUnwindSafe(|| pin(input, &text)));
            if pinned.is_err() {
                failures.push(format!(
                    "{}: the output differs from its snapshot (the difference is shown above)",
                    input.display()
                ));
            }
        }
        if !failures.is_empty() {
            panic!(
                "{} of {} cases of {} failed:\n\n{}\n\n\
                 When a new output is right (the checker accepts it and only its snapshot \
                 differs or is missing), record it with: cargo xtask accept {}",
                failures.len(),
                inputs.len(),
                self.problem,
                failures.join("\n\n"),
                self.problem
            );
        }
    }

    /// Before insta compares: records the snapshot of an accepted case that
    /// has none (outside CI), or explains a missing or changed one in the
    /// kit's words, naming `cargo xtask accept`.
    fn settle_snapshot(&self, problem_dir: &Path, input: &Path, text: &str) -> Result<(), String> {
        let path = snapshots::dir(problem_dir).join(snapshots::file_name(input));
        let shown_path = self.layout.shown(&path);
        let case = self
            .layout
            .shown(&self.layout.cases.join(snapshots::suffix(input)));
        let existing = snapshots::read(&path)
            .map_err(|err| format!("{}: cannot read {}: {}", case, shown_path, err))?;
        match existing {
            Some(pinned) if pinned == text.trim_end() => Ok(()),
            Some(pinned) => Err(format!(
                "{}: accepted by the checker, but its output differs from {}:\n{}",
                case,
                shown_path,
                difference(&pinned, text.trim_end())
            )),
            None if in_ci() => Err(format!(
                "{}: no snapshot {} (CI records none); its output was:\n{}",
                case,
                shown_path,
                indented(text)
            )),
            None => {
                snapshots::write_new(&path, &self.layout.shown(&self.layout.dir), &case, text)
                    .map_err(|err| format!("{}: cannot write {}: {}", case, shown_path, err))?;
                say(&format!(
                    "{}: {}: accepted {}; recorded {}",
                    self.problem,
                    cases::name(input),
                    self.metadata.accepted_by(),
                    shown_path
                ));
                Ok(())
            }
        }
    }
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
