//! One case judged: a program run on a case's input under its limits, its
//! output checked against the case's answer (or its dialogue judged by the
//! interactor), and the verdict with the run, or the snapshot text of an
//! accepted case; cases side by side on every core.

use std::fs;
use std::path::{Path, PathBuf};

use crate::cases;
use crate::check::Checker;
use crate::interactor::Interactor;
use crate::metadata;
use crate::runner::show_duration;
use crate::solution::{run_with_stack, Ran};
use crate::verdict::{self, Limits, Verdict};

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
    use std::time::Duration;

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
