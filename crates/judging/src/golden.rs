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
//! [`crate::snapshots`]); an output over 64 KiB is pinned by a digest of it
//! (see [`snapshot_text`]). A failure shows the run's streams by their
//! first lines and size, never kilobytes on one line.
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
    /// judged on the build their judge-build check has just made, so each
    /// is compiled once, not twice.
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

    /// [`Golden::judge_build`] with the cases judged on `build` (see
    /// [`crate::judge_build::check_judged_on`]).
    pub fn judge_build_judged_on(&self, build: Build) {
        self.solution.judge_build_judged_on(build);
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

/// How much of a stream a failure shows: a short one whole, on one line; a
/// longer one as its first lines, one a line, each cut to a width, then its
/// size. A wrong answer's first difference is already shown in context by
/// the checker's view (see [`crate::check::diff`]), so the run's record
/// never needs kilobytes of output.
const SHOWN_LINES: usize = 3;
const SHOWN_WIDTH: usize = 100;
/// The longest stream shown whole on one line.
const SHOWN_WHOLE: usize = 200;

fn shown(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(bytes);
    let lines: Vec<&str> = text.lines().collect();
    if bytes.len() <= SHOWN_WHOLE && lines.len() <= SHOWN_LINES {
        return format!("{:?}", text);
    }
    let mut shown = format!(
        "{} bytes, {}; the first {}:",
        bytes.len(),
        crate::check::counted(lines.len(), "line"),
        crate::check::counted(lines.len().min(SHOWN_LINES), "line")
    );
    for line in lines.iter().take(SHOWN_LINES) {
        let cut: String = line.chars().take(SHOWN_WIDTH).collect();
        let more = line.len() - cut.len();
        shown.push_str(&format!("\n      {:?}", cut));
        if more > 0 {
            shown.push_str(&format!(" ... ({} more bytes)", more));
        }
    }
    shown
}

/// The largest output a snapshot holds whole; a larger one is pinned by a
/// digest (see [`snapshot_text`]).
pub const WHOLE_SNAPSHOT_BYTES: usize = 64 * 1024;
/// How many lines a digest keeps from each end of the output.
const DIGEST_LINES: usize = 20;

/// The output with a last line stating its exact length and ending: insta
/// ignores trailing whitespace and line-ending style when it compares, so the
/// footer is what pins those bytes. An interactive case's is the
/// interactor's log.
///
/// An output over [`WHOLE_SNAPSHOT_BYTES`] is pinned by a digest instead:
/// its first and last lines, and a footer with its line count and an FNV-1a
/// hash of every byte, so a 10^5-query case's snapshot is a few KiB, not
/// 600, and any change to the output still changes it.
pub fn snapshot_text(stdout: &str, interactive: bool) -> String {
    let (separator, ending) = if stdout.is_empty() || stdout.ends_with('\n') {
        ("", "ends with a newline")
    } else {
        ("\n", "NO final newline")
    };
    let ending = if stdout.is_empty() { "empty" } else { ending };
    let what = if interactive {
        "the interactor's log"
    } else {
        "stdout"
    };
    if stdout.len() <= WHOLE_SNAPSHOT_BYTES {
        return format!(
            "{}{}(end of {}: {} bytes, {})",
            stdout,
            separator,
            what,
            stdout.len(),
            ending
        );
    }
    let lines: Vec<&str> = stdout.lines().collect();
    let head = DIGEST_LINES.min(lines.len());
    let tail = DIGEST_LINES.min(lines.len() - head);
    let mut text = String::new();
    for line in &lines[..head] {
        text.push_str(&clipped(line));
    }
    text.push_str(&format!(
        "... ({} lines left out: over {} KiB, the snapshot is a digest)\n",
        lines.len() - head - tail,
        WHOLE_SNAPSHOT_BYTES / 1024
    ));
    for line in &lines[lines.len() - tail..] {
        text.push_str(&clipped(line));
    }
    text.push_str(&format!(
        "(end of {}: {} bytes, {}, {}, FNV-1a {:016x})",
        what,
        stdout.len(),
        crate::check::counted(lines.len(), "line"),
        ending,
        fnv1a(stdout.as_bytes())
    ));
    text
}

/// A digest's line: whole when short, else its start and its length, so a
/// one-line output of a megabyte stays small too.
fn clipped(line: &str) -> String {
    const WIDTH: usize = 200;
    if line.len() <= WIDTH {
        return format!("{}\n", line);
    }
    let cut: String = line.chars().take(WIDTH).collect();
    format!("{} ... ({} bytes in all)\n", cut, line.len())
}

/// The 64-bit FNV-1a hash: a fixed, documented function, so a digest
/// written on one machine is read the same on every other.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3)
    })
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

    /// Issue 49: a failure on a 623,771-byte output put its first 1,500
    /// bytes, quoted, on one line.
    #[test]
    fn a_large_stream_shows_its_first_lines_and_its_size() {
        let big: String = (0..100_000u64)
            .map(|i| format!("{}\n", i * 2_654_435_761 % 4_294_967_296))
            .collect();
        let view = shown(big.as_bytes());
        assert!(view.len() < 400, "{} bytes:\n{}", view.len(), view);
        assert!(
            view.starts_with(&format!(
                "{} bytes, 100000 lines; the first 3 lines:\n      \"0\"\n      \"2654435761\"",
                big.len()
            )),
            "{}",
            view
        );
        let long_line = "x".repeat(5000);
        let view = shown(long_line.as_bytes());
        assert!(view.ends_with("... (4900 more bytes)"), "{}", view);
        assert!(view.len() < 200, "{}", view);
        // A short stream is shown whole, as Rust quotes it.
        assert_eq!(shown(b"1\n2 \n"), "\"1\\n2 \\n\"");
    }

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

    /// Issue 49: a 10^5-query case's snapshot was its whole 624 KB output.
    #[test]
    fn a_large_output_is_pinned_by_a_digest_with_its_first_and_last_lines() {
        let lines: Vec<String> = (0..100_000u64)
            .map(|i| (i * 2_654_435_761 % 4_294_967_296).to_string())
            .collect();
        let output = lines.join("\n") + "\n";
        let text = snapshot_text(&output, false);
        assert!(text.len() < 1024, "{} bytes", text.len());
        let shown: Vec<&str> = text.lines().collect();
        assert_eq!(shown.len(), 20 + 1 + 20 + 1, "{}", text);
        assert_eq!(&shown[..20], &lines[..20]);
        assert_eq!(
            shown[20],
            "... (99960 lines left out: over 64 KiB, the snapshot is a digest)"
        );
        assert_eq!(&shown[21..41], &lines[99_980..]);
        assert_eq!(
            shown[41],
            format!(
                "(end of stdout: {} bytes, 100000 lines, ends with a newline, FNV-1a {:016x})",
                output.len(),
                fnv1a(output.as_bytes())
            )
        );
        // One byte changed in the middle, or the ending, changes the digest.
        let changed = output.replacen(&lines[50_000], &lines[50_001], 1);
        assert_ne!(snapshot_text(&changed, false), text);
        assert_ne!(snapshot_text(output.trim_end(), false), text);
        // Up to the size, the output is pinned whole.
        let whole = "7\n".repeat(WHOLE_SNAPSHOT_BYTES / 2);
        assert!(snapshot_text(&whole, false).starts_with(&whole));
        assert!(!snapshot_text(&(whole.clone() + "7\n"), false).starts_with(&whole));
        // A long single line stays small.
        let one = "9".repeat(1 << 20);
        assert!(snapshot_text(&one, false).len() < 1024);
    }

    #[test]
    fn fnv1a_is_the_published_function() {
        // The FNV test vectors of draft-eastlake-fnv.
        assert_eq!(fnv1a(b""), 0xcbf29ce484222325);
        assert_eq!(fnv1a(b"a"), 0xaf63dc4c8601ec8c);
        assert_eq!(fnv1a(b"foobar"), 0x85944171f73967e8);
    }
}
