//! The golden-test driver: every case of a problem judged as the judge
//! would, under a time limit, and its exact output pinned in a snapshot.
//!
//! A problem's `tests/golden.rs` is one line, [`golden_tests!`](crate::golden_tests).
//! For each case in `testdata/<problem>/` it runs the solution through the
//! one runner under [`Metadata::test_deadline`] (the judge's limit with a
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

use std::fmt;
use std::fs;
use std::panic::{self, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::cases;
use crate::check::Checker;
use crate::interactor::{Interactor, Judged};
use crate::judge_build;
use crate::metadata::{self, Kind, Metadata};
use crate::runner::{self, show_duration, Job, Run, Stdin};
use crate::snapshots;
use crate::template;
use crate::verdict::{self, Limits, Verdict};

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
            let root = ::std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
            $crate::golden::Solution::at(&root, $problem, $program).golden(|input, text| {
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
            let root = ::std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
            $crate::golden::Solution::at(&root, $problem, $program).judge_build();
        }
    };
}

/// A solution binary under test, with its problem's metadata.
#[derive(Debug, Clone)]
pub struct Solution {
    pub program: PathBuf,
    pub problem: String,
    pub metadata: Metadata,
    /// The checkout whose `problems/` and `testdata/` hold the problem.
    pub root: PathBuf,
    /// How long one run may take: [`Metadata::test_deadline`] unless a test
    /// that goes beyond the judge's inputs says otherwise.
    pub deadline: Duration,
}

impl Solution {
    /// The solution `program` of `problems/<problem>` in this checkout.
    pub fn of(problem: &str, program: &str) -> Solution {
        Solution::at(&cases::root(), problem, program)
    }

    /// The solution `program` of `<root>/problems/<problem>`; panics with
    /// the error when its metadata cannot be read.
    pub fn at(root: &Path, problem: &str, program: &str) -> Solution {
        let manifest = root.join("problems").join(problem).join("Cargo.toml");
        let metadata = metadata::load(&manifest).unwrap_or_else(|err| panic!("{}", err));
        Solution {
            program: PathBuf::from(program),
            problem: problem.to_string(),
            deadline: metadata.test_deadline(),
            metadata,
            root: root.to_path_buf(),
        }
    }

    /// The same solution with another deadline, for a test of inputs past
    /// the judge's (which may take longer than the judge allows).
    pub fn with_deadline(mut self, deadline: Duration) -> Solution {
        self.deadline = deadline;
        self
    }

    /// How long the tests let one run take.
    pub fn deadline(&self) -> Duration {
        self.deadline
    }

    /// Runs the solution on `stdin` under the tests' deadline.
    pub fn run(&self, stdin: &[u8]) -> Ran {
        run(&self.program, stdin, self.deadline())
    }

    /// Runs the solution on `stdin` and returns the run with its stdout;
    /// panics naming `what` with the whole run unless it exited with 0,
    /// wrote nothing on stderr, and printed UTF-8.
    pub fn answer(&self, stdin: &[u8], what: &str) -> (Ran, String) {
        let ran = self.run(stdin);
        let stdout = ran.succeeded(what);
        (ran, stdout)
    }

    /// The judge-build check ([`crate::judge_build`]), its records kept in
    /// the target folder the program was built into; shows the builds'
    /// warnings and panics with every failure.
    pub fn judge_build(&self) {
        let cache = judge_build::cache_for(&self.program);
        match judge_build::check(self, cache.as_deref()) {
            Ok(judge_build::Passed::Checked { warnings }) => {
                for warning in warnings {
                    say(&format!("{}: judge build: {}", self.problem, warning));
                }
            }
            Ok(_) => {}
            Err(failures) => panic!(
                "{} as its judge builds it ({}):\n{}",
                self.problem,
                self.metadata.judge.key(),
                failures
            ),
        }
    }

    /// The problem's `.in` files, in natural order.
    pub fn inputs(&self) -> Vec<PathBuf> {
        let dir = self.root.join("testdata").join(&self.problem);
        cases::inputs_in(&dir)
            .unwrap_or_else(|err| panic!("cannot list {}: {}", dir.display(), err))
    }

    /// The limits a case is judged under in the tests.
    pub fn limits(&self) -> Limits {
        Limits {
            time: self.deadline(),
            memory_kib: self.metadata.memory_limit_mib * 1024,
            stack_mib: self.metadata.stack_mib(),
        }
    }

    /// The problem's checker, a special one built into `scratch`.
    pub fn checker(&self, scratch: &Path) -> Checker {
        let dir = self.root.join("problems").join(&self.problem);
        Checker::for_problem(&self.metadata, &dir, scratch)
    }

    /// The problem's interactor, built into `scratch`; panics saying why
    /// there is none.
    pub fn interactor(&self, scratch: &Path) -> Interactor {
        let dir = self.root.join("problems").join(&self.problem);
        Interactor::for_problem(&self.metadata, &dir, &scratch.join("interactor"))
            .unwrap_or_else(|err| panic!("{}", err))
    }

    /// Runs `program` (another solution, say one that misbehaves on
    /// purpose) against the problem's interactor on the case `input`.
    pub fn interact(&self, program: &Path, input: &Path, interactor: &Interactor) -> Judged {
        interactor
            .judge(program, input, self.limits(), self.deadline())
            .unwrap_or_else(|err| panic!("cannot run {}: {}", program.display(), err))
    }

    /// The verdict on one case, as the golden test decides it.
    pub fn verdict(&self, input: &Path, checker: &Checker) -> Verdict {
        match judge(&self.program, input, checker, self.limits()) {
            Ok((verdict, _)) => verdict,
            Err(message) => panic!("{}", message),
        }
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
    pub fn golden(&self, mut pin: impl FnMut(&Path, &str)) {
        let problem_dir = self.root.join("problems").join(&self.problem);
        let inputs = self.inputs();
        if template::not_started(&problem_dir) {
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
            "testdata/{} has no .in files",
            self.problem
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
                if let Err(message) = self.settle_snapshot(&problem_dir, input, &text) {
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
        let shown_path = format!(
            "problems/{}/tests/snapshots/{}",
            self.problem,
            snapshots::file_name(input)
        );
        let case = format!("testdata/{}/{}", self.problem, snapshots::suffix(input));
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
                snapshots::write_new(&path, &self.problem, &case, text)
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

/// `judge` applied to every input, on as many threads as there are cores
/// (each case is a separate process, so they run side by side); the
/// results in the inputs' order.
pub fn in_parallel<T: Send>(inputs: &[PathBuf], judge: impl Fn(&Path) -> T + Sync) -> Vec<T> {
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(inputs.len().max(1));
    let next = std::sync::atomic::AtomicUsize::new(0);
    let mut results: Vec<(usize, T)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let index = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(input) = inputs.get(index) else {
                            return mine;
                        };
                        mine.push((index, judge(input)));
                    }
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|handle| handle.join().expect("a judging thread panicked"))
            .collect()
    });
    results.sort_by_key(|(index, _)| *index);
    results.into_iter().map(|(_, result)| result).collect()
}

/// A line for whoever runs the tests, shown even when the test passes:
/// written to the process's stderr itself, past the test harness's capture.
fn say(line: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "{}", line);
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

/// Runs `program` on `stdin` under `deadline`, through the one runner.
pub fn run(program: &Path, stdin: &[u8], deadline: Duration) -> Ran {
    run_with_stack(program, stdin, deadline, None)
}

/// [`run`] with a stack of `stack_mib` MiB (the judge's) where that is
/// `Some`.
pub fn run_with_stack(
    program: &Path,
    stdin: &[u8],
    deadline: Duration,
    stack_mib: Option<u64>,
) -> Ran {
    let job = Job::new(program, Stdin::Bytes(stdin.to_vec()), deadline).with_stack(stack_mib);
    let run = runner::run(&job, |_| {})
        .unwrap_or_else(|err| panic!("cannot run {}: {}", program.display(), err));
    Ran {
        program: program.display().to_string(),
        stdin: stdin.to_vec(),
        deadline,
        run,
    }
}

/// One run of a program in a test: what went in and what came out, for reports.
#[derive(Debug)]
pub struct Ran {
    pub program: String,
    pub stdin: Vec<u8>,
    pub deadline: Duration,
    pub run: Run,
}

impl Ran {
    pub fn stdout(&self) -> String {
        String::from_utf8_lossy(&self.run.stdout).into_owned()
    }

    pub fn stderr(&self) -> String {
        String::from_utf8_lossy(&self.run.stderr).into_owned()
    }

    /// The stdout of a run that succeeded, wrote nothing on stderr and
    /// printed UTF-8; otherwise panics naming `case` with the whole run.
    pub fn succeeded(&self, case: &str) -> String {
        if !self.run.succeeded() {
            self.fail(&format!(
                "{}: the program failed: {}",
                case,
                self.run.describe_end(self.deadline)
            ));
        }
        if !self.run.stderr.is_empty() {
            self.fail(&format!("{}: the program wrote to stderr", case));
        }
        match String::from_utf8(self.run.stdout.clone()) {
            Ok(stdout) => stdout,
            Err(_) => self.fail(&format!("{}: stdout is not UTF-8", case)),
        }
    }

    /// Panics with `problem` and everything about the run.
    pub fn fail(&self, problem: &str) -> ! {
        panic!("{}\n{}", problem, self)
    }
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

impl fmt::Display for Ran {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "--- command: {}", self.program)?;
        writeln!(f, "--- stdin:   {}", shown(&self.stdin))?;
        writeln!(f, "--- stdout:  {}", shown(&self.run.stdout))?;
        writeln!(f, "--- stderr:  {}", shown(&self.run.stderr))?;
        write!(
            f,
            "--- status:  {} after {:.3} s",
            self.run.describe_end(self.deadline),
            self.run.wall.as_secs_f64()
        )
    }
}

/// Judges `program` on the case `input` (its expected output beside it):
/// the verdict and the run, or an error when the case cannot be judged at
/// all (its files are missing, or an unfilled sample).
pub fn judge(
    program: &Path,
    input: &Path,
    checker: &Checker,
    limits: Limits,
) -> Result<(Verdict, Ran), String> {
    let stdin =
        fs::read(input).map_err(|err| format!("cannot read {}: {}", input.display(), err))?;
    let answer = cases::answer(input);
    let expected = fs::read_to_string(&answer).map_err(|err| {
        format!(
            "cannot read {}: {}\nfill it in with the expected output for {}",
            answer.display(),
            err,
            input.display()
        )
    })?;
    if stdin.is_empty() && expected.is_empty() {
        return Err(format!(
            "{} and {} are empty: fill them in with the statement's sample input and output",
            input.display(),
            answer.display()
        ));
    }
    let ran = run_with_stack(program, &stdin, limits.time, limits.stack_mib);
    let stderr = ran.stderr();
    let verdict = verdict::decide(&ran.run, limits, &stderr, || {
        checker.check(input, &answer, &expected, &ran.run.stdout)
    });
    Ok((verdict, ran))
}

/// Judges `program` on the case `input` and returns the text to pin in a
/// snapshot, or a failure message that names the case, the verdict and why,
/// followed by the whole run.
pub fn judge_case_by(
    program: &Path,
    input: &Path,
    checker: &Checker,
    limits: Limits,
) -> Result<String, String> {
    let (verdict, ran) = judge(program, input, checker, limits)?;
    let answer = cases::answer(input);
    let why = match &verdict {
        Verdict::Accepted => {
            if !ran.run.stderr.is_empty() {
                format!("{}: the program wrote to stderr", input.display())
            } else {
                return match String::from_utf8(ran.run.stdout.clone()) {
                    Ok(stdout) => Ok(snapshot_text(&stdout)),
                    Err(_) => Err(format!("{}: stdout is not UTF-8\n{}", input.display(), ran)),
                };
            }
        }
        Verdict::WrongAnswer(difference) => format!(
            "{}: wrong answer by the {} rule against {}:\n{}",
            input.display(),
            checker.rule().key(),
            answer.display(),
            difference
        ),
        Verdict::TimeLimitExceeded => format!(
            "{}: time limit exceeded: over the {} the tests allow \
             ({}); killed",
            input.display(),
            show_duration(limits.time),
            metadata::TEST_MARGIN
        ),
        Verdict::MemoryLimitExceeded => format!(
            "{}: memory limit exceeded: {:.1} MiB, over the {} MiB limit",
            input.display(),
            ran.run.peak.kib() as f64 / 1024.0,
            limits.memory_kib / 1024
        ),
        Verdict::PresentationError(detail) => {
            format!("{}: presentation error: {}", input.display(), detail)
        }
        Verdict::RuntimeError(detail) => {
            format!(
                "{}: the program failed (runtime error): {}",
                input.display(),
                detail
            )
        }
        Verdict::CheckerFailed(detail) => format!(
            "{}: the checker failed, so the output was not judged: {}",
            input.display(),
            detail
        ),
    };
    Err(format!("{}\n{}", why, ran))
}

/// Judges `program` on the case `input` of an interactive problem and
/// returns the interactor's log to pin in a snapshot, or a failure message
/// naming the case and the verdict, with the dialogue.
pub fn judge_interactive_case(
    program: &Path,
    input: &Path,
    interactor: &Interactor,
    limits: Limits,
) -> Result<String, String> {
    if fs::metadata(input).map_or(true, |meta| meta.len() == 0) {
        return Err(format!(
            "{} is empty: fill it in with the hidden data the interactor reads",
            input.display()
        ));
    }
    let judged = interactor
        .judge(program, input, limits, limits.time)
        .map_err(|err| format!("{}: cannot run the dialogue: {}", input.display(), err))?;
    if judged.verdict == Verdict::Accepted {
        let text = snapshot_text(&judged.log);
        return Ok(text.replacen("(end of stdout:", "(end of the interactor's log:", 1));
    }
    let why = match &judged.verdict {
        Verdict::TimeLimitExceeded => format!(
            "time limit exceeded: over the {} the tests allow \
             ({}); both killed",
            show_duration(limits.time),
            metadata::TEST_MARGIN
        ),
        other => format!("{}: {}", other.code(), other.detail()),
    };
    Err(format!(
        "{}: {}\n--- command: {}\n{}",
        input.display(),
        why,
        program.display(),
        judged.report(limits.time)
    ))
}

/// The output with a last line stating its exact length and ending: insta
/// ignores trailing whitespace and line-ending style when it compares, so the
/// footer is what pins those bytes.
pub fn snapshot_text(stdout: &str) -> String {
    let (separator, ending) = if stdout.is_empty() || stdout.ends_with('\n') {
        ("", "ends with a newline")
    } else {
        ("\n", "NO final newline")
    };
    let ending = if stdout.is_empty() { "empty" } else { ending };
    format!(
        "{}{}(end of stdout: {} bytes, {})",
        stdout,
        separator,
        stdout.len(),
        ending
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::Rule;

    /// Judges `cat` (which prints its input) on a case whose input is
    /// `printed` and whose expected output is `expected`: what a solution
    /// printing `printed` would get. Returns the snapshot text, or the
    /// failure message.
    fn judge_cat(name: &str, rule: Rule, expected: &str, printed: &str) -> Result<String, String> {
        let dir = std::env::temp_dir().join(format!("judging-{}-{}", std::process::id(), name));
        fs::create_dir_all(&dir).expect("make a case directory");
        let input = dir.join("case.in");
        fs::write(&input, printed).expect("write the case");
        fs::write(dir.join("case.out"), expected).expect("write the expected output");
        let judged = judge_case_by(
            Path::new("cat"),
            &input,
            &Checker::built_in(rule),
            Limits {
                time: Duration::from_secs(10),
                memory_kib: 256 * 1024,
                stack_mib: None,
            },
        );
        fs::remove_dir_all(&dir).expect("remove the case directory");
        judged
    }

    #[test]
    fn a_right_answer_passes_and_is_pinned() {
        let answer = "2 4 1 3\n3 1 4 2\n2\n";
        assert_eq!(
            judge_cat("right", Rule::Luogu, answer, answer),
            Ok(format!(
                "{}(end of stdout: 18 bytes, ends with a newline)",
                answer
            ))
        );
    }

    // A golden test fails on a wrong answer, and says why before showing the run.

    #[test]
    fn a_dropped_board_fails_the_golden_test() {
        let expected = ".Q..\n...Q\nQ...\n..Q.\n\n..Q.\nQ...\n...Q\n.Q..\n\n";
        let message =
            judge_cat("dropped", Rule::UnorderedBoards, expected, &expected[..21]).unwrap_err();
        assert!(
            message.contains("case.in: wrong answer by the unordered-boards rule against ")
                && message.contains(
                    "case.out:\n2 boards expected, 1 found; 1 problem:\n  \
                 a board is missing (expected board at lines 6-9): \
                 [\"..Q.\", \"Q...\", \"...Q\", \".Q..\"]\n--- command: cat\n"
                ),
            "{}",
            message
        );
    }

    #[test]
    fn a_wrong_total_fails_the_golden_test() {
        let message = judge_cat(
            "total",
            Rule::Luogu,
            "2 4 1 3\n3 1 4 2\n2\n",
            "2 4 1 3\n3 1 4 2\n3\n",
        )
        .unwrap_err();
        assert!(
            message.contains(
                "case.out:\nline 3 differs at column 1:\n  expected \"2\"\n  found    \"3\"\n"
            ),
            "{}",
            message
        );
    }

    #[test]
    fn a_moved_queen_fails_the_golden_test() {
        let expected = r#"[[".Q..","...Q","Q...","..Q."],["..Q.","Q...","...Q",".Q.."]]"#;
        let moved = expected.replacen("Q...", ".Q..", 1);
        let message = judge_cat("moved", Rule::UnorderedLeetCode, expected, &moved).unwrap_err();
        assert!(
            message.contains(
                "nearest missing board: number 1; row 3 differs at column 1: \
                 expected \"Q...\", found \".Q..\""
            ),
            "{}",
            message
        );
    }

    #[test]
    fn snapshot_text_states_length_and_ending() {
        assert_eq!(
            snapshot_text("4\n"),
            "4\n(end of stdout: 2 bytes, ends with a newline)"
        );
        assert_eq!(
            snapshot_text("4"),
            "4\n(end of stdout: 1 bytes, NO final newline)"
        );
        assert_eq!(snapshot_text(""), "(end of stdout: 0 bytes, empty)");
        assert_ne!(snapshot_text("4 \n"), snapshot_text("4\n"));
        assert_ne!(snapshot_text("4\r\n"), snapshot_text("4\n"));
    }
}
