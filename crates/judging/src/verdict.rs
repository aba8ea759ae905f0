//! The one verdict type, and how a run and its output come to one: AC, WA,
//! TLE, MLE, OLE, RE, or FAIL when the checker itself could not judge.
//!
//! The golden tests turn a verdict into a failure message, `cargo xtask
//! judge` into a table row, `submit` into a refusal; all of them decide it
//! here, in the same order.

use std::fmt;
use std::time::Duration;

use crate::check::Rejection;
use crate::runner::interactive::{Interaction, Side};
use crate::runner::{End, Run};

/// A judge's verdict on one case, with what a person needs to act on it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    Accepted,
    /// The checker's message: the first difference.
    WrongAnswer(String),
    /// An interactor's exit code 2 (testlib's): the solution's output could
    /// not be read as the protocol says; the interactor's message.
    PresentationError(String),
    TimeLimitExceeded,
    MemoryLimitExceeded,
    /// It wrote more than the output limit to stdout.
    OutputLimitExceeded,
    /// How it ended, and the first lines of its stderr.
    RuntimeError(String),
    /// The checker could not judge (a special checker that does not build,
    /// crashes or hangs): says nothing about the solution.
    CheckerFailed(String),
}

impl Verdict {
    pub fn code(&self) -> &'static str {
        match self {
            Verdict::Accepted => "AC",
            Verdict::WrongAnswer(_) => "WA",
            Verdict::PresentationError(_) => "PE",
            Verdict::TimeLimitExceeded => "TLE",
            Verdict::MemoryLimitExceeded => "MLE",
            Verdict::OutputLimitExceeded => "OLE",
            Verdict::RuntimeError(_) => "RE",
            Verdict::CheckerFailed(_) => "FAIL",
        }
    }

    pub fn detail(&self) -> &str {
        match self {
            Verdict::WrongAnswer(detail)
            | Verdict::PresentationError(detail)
            | Verdict::RuntimeError(detail)
            | Verdict::CheckerFailed(detail) => detail,
            _ => "",
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// The judge's limits for one problem.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Over this, a run is TLE.
    pub time: Duration,
    /// Here a run is stopped (at or past `time`: the judge's build is let
    /// run to twice its limit, so the table shows how far over it went).
    pub kill: Duration,
    pub memory_kib: u64,
    /// The judge's stack for the main thread, in MiB; `None` where it does
    /// not say (the run keeps the kit's own, usually 8 MiB).
    pub stack_mib: Option<u64>,
    /// The most a run may write to stdout, in bytes.
    pub output_bytes: u64,
}

impl Limits {
    /// The limits for a case whose expected answer is `answer_bytes` long:
    /// the output limit stays bounded but is at least twice the answer, so
    /// a problem whose answers are larger than the default limit (Library
    /// Checker's convolution_mod_large prints 330 MB) is judged, not OLE.
    pub fn for_answer(self, answer_bytes: u64) -> Limits {
        Limits {
            output_bytes: self.output_bytes.max(answer_bytes.saturating_mul(2)),
            ..self
        }
    }
}

/// How many lines of stderr a runtime error shows.
const STDERR_LINES: usize = 3;

/// Decides in the judges' order: a run past its time is TLE whatever else
/// happened, then memory (a figure known to be over the limit, or an
/// allocation refused at the run's memory ceiling: see [`out_of_memory`]),
/// then output past its limit, then a crash; only a clean run has its
/// output checked (by `check`, which says why it rejects). `stderr` is the
/// run's, wherever it was written.
pub fn decide(
    run: &Run,
    limits: Limits,
    stderr: &str,
    check: impl FnOnce() -> Result<(), Rejection>,
) -> Verdict {
    if run.end == End::TimedOut || run.wall > limits.time {
        return Verdict::TimeLimitExceeded;
    }
    if run.peak.exceeds(limits.memory_kib) || out_of_memory(run.end, stderr) {
        return Verdict::MemoryLimitExceeded;
    }
    let ended = match run.end {
        End::Exited(0) => None,
        End::Exited(code) => Some(format!("exit code {}", code)),
        End::Signaled(signal) => Some(format!("killed by signal {}", signal)),
        End::OutputLimit => return Verdict::OutputLimitExceeded,
        End::TimedOut => unreachable!("handled above"),
    };
    if let Some(ended) = ended {
        let lines: Vec<&str> = stderr.lines().take(STDERR_LINES).collect();
        let detail = if lines.is_empty() {
            format!("{}; nothing on stderr", ended)
        } else {
            format!("{}; stderr:\n{}", ended, lines.join("\n"))
        };
        return Verdict::RuntimeError(detail);
    }
    match check() {
        Ok(()) => Verdict::Accepted,
        Err(Rejection::Wrong(message)) => Verdict::WrongAnswer(message),
        Err(Rejection::CheckerFailed(message)) => Verdict::CheckerFailed(message),
    }
}

/// Whether a run ended because an allocation was refused: the memory
/// ceiling the runner sets (see [`crate::runner::confine`]) makes Rust's
/// allocator fail, and Rust then aborts (SIGABRT) saying `memory allocation
/// of N bytes failed`. A judge counts that as MLE, not as a crash.
pub fn out_of_memory(end: End, stderr: &str) -> bool {
    end == End::Signaled(nix::sys::signal::Signal::SIGABRT as i32)
        && stderr
            .lines()
            .any(|line| line.starts_with("memory allocation of ") && line.ends_with(" failed"))
}

/// The first lines of a program's stderr, or `nothing on stderr`.
fn said(stderr: &[u8]) -> String {
    let text = String::from_utf8_lossy(stderr);
    let lines: Vec<&str> = text.lines().take(STDERR_LINES).collect();
    if lines.is_empty() {
        "nothing on stderr".to_string()
    } else {
        lines.join("\n")
    }
}

/// Decides an interactive run: one verdict per dialogue, by who ended it.
///
/// - The interactor ended first with a verdict against the solution (WA,
///   PE) or its own failure (FAIL): that is the verdict, whatever the
///   solution did afterwards (it usually fails on its closed input: a
///   consequence). Only a solution already past its time limit when the
///   interactor ended is TLE instead.
/// - Otherwise, the solution's own failures in the judges' order: TLE (a
///   deadlock included), MLE, then RE for a crash; the interactor's
///   complaint about the missing input is shown in the RE's detail, not
///   counted.
/// - Then the interactor alone: FAIL when it was killed, hung or gave a
///   code testlib does not have, else its 0, 1 or 2 (AC, WA, PE).
///
/// Which side ended first is the runner's [`Interaction::first_to_end`],
/// decided by cause, not by a race of clocks.
pub fn decide_interactive(interaction: &Interaction, limits: Limits) -> Verdict {
    let (solution, interactor) = (&interaction.solution, &interaction.interactor);
    let interactor_said = said(&interactor.stderr);
    let interactor_verdict = || match interactor.end {
        End::Exited(0) => Verdict::Accepted,
        End::Exited(1) => Verdict::WrongAnswer(interactor_said.clone()),
        End::Exited(2) => Verdict::PresentationError(interactor_said.clone()),
        End::Exited(3) => Verdict::CheckerFailed(format!(
            "the interactor failed (exit code 3, FAIL): {}",
            interactor_said
        )),
        End::Exited(code) => Verdict::CheckerFailed(format!(
            "the interactor ended with exit code {}, which testlib's convention \
             (0 AC, 1 WA, 2 PE, 3 FAIL) does not have; its stderr: {}",
            code, interactor_said
        )),
        End::Signaled(signal) => Verdict::CheckerFailed(format!(
            "the interactor was killed by signal {}; its stderr: {}",
            signal, interactor_said
        )),
        End::TimedOut => Verdict::CheckerFailed(format!(
            "the interactor was still running at the deadline, after the solution had \
             ended; its stderr: {}",
            interactor_said
        )),
        End::OutputLimit => Verdict::CheckerFailed(format!(
            "the interactor wrote past its output limit; its stderr: {}",
            interactor_said
        )),
    };
    if interaction.first_to_end == Some(Side::Interactor)
        && interactor.end != End::Exited(0)
        && interactor.wall <= limits.time
    {
        return interactor_verdict();
    }
    if solution.end == End::TimedOut || solution.wall > limits.time {
        return Verdict::TimeLimitExceeded;
    }
    if solution.peak.exceeds(limits.memory_kib)
        || out_of_memory(solution.end, &String::from_utf8_lossy(&solution.stderr))
    {
        return Verdict::MemoryLimitExceeded;
    }
    if solution.end == End::OutputLimit {
        return Verdict::OutputLimitExceeded;
    }
    let crashed = match solution.end {
        End::Exited(0) | End::TimedOut | End::OutputLimit => None,
        End::Exited(code) => Some(format!("exit code {}", code)),
        End::Signaled(signal) => Some(format!("killed by signal {}", signal)),
    };
    if let Some(ended) = crashed {
        let mut detail = format!("{}; stderr:\n{}", ended, said(&solution.stderr));
        if let End::Exited(code @ 1..) = interactor.end {
            detail.push_str(&format!(
                "\nthe interactor then ended with exit code {} (not counted: the solution \
                 had ended first): {}",
                code, interactor_said
            ));
        }
        return Verdict::RuntimeError(detail);
    }
    interactor_verdict()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::runner::Peak;

    const LIMITS: Limits = Limits {
        time: Duration::from_millis(1000),
        kill: Duration::from_millis(2000),
        memory_kib: 64 * 1024,
        stack_mib: None,
        output_bytes: 1024,
    };

    #[test]
    fn the_output_limit_is_at_least_twice_the_answer() {
        assert_eq!(LIMITS.for_answer(0), LIMITS);
        assert_eq!(LIMITS.for_answer(512), LIMITS);
        assert_eq!(LIMITS.for_answer(513).output_bytes, 1026);
        assert_eq!(LIMITS.for_answer(330 << 20).output_bytes, 660 << 20);
        assert_eq!(LIMITS.for_answer(u64::MAX).output_bytes, u64::MAX);
        assert_eq!(LIMITS.for_answer(10_000).time, LIMITS.time);
    }

    fn run(end: End, wall_ms: u64, rss_mib: u64) -> Run {
        Run {
            end,
            wall: Duration::from_millis(wall_ms),
            peak: Peak::Exact(rss_mib * 1024),
            stdout: Vec::new(),
            stderr: Vec::new(),
        }
    }

    fn right() -> Result<(), Rejection> {
        Ok(())
    }

    fn wrong() -> Result<(), Rejection> {
        Err(Rejection::Wrong("line 1 differs".into()))
    }

    #[test]
    fn a_clean_fast_small_right_run_is_accepted() {
        assert_eq!(
            decide(&run(End::Exited(0), 10, 2), LIMITS, "", right),
            Verdict::Accepted
        );
    }

    #[test]
    fn a_wrong_output_carries_the_checkers_message() {
        assert_eq!(
            decide(&run(End::Exited(0), 10, 2), LIMITS, "", wrong),
            Verdict::WrongAnswer("line 1 differs".into())
        );
    }

    #[test]
    fn time_beats_everything_else() {
        assert_eq!(
            decide(&run(End::TimedOut, 2000, 100), LIMITS, "", wrong),
            Verdict::TimeLimitExceeded
        );
        assert_eq!(
            decide(&run(End::Exited(1), 1001, 2), LIMITS, "", right),
            Verdict::TimeLimitExceeded
        );
        assert_eq!(
            decide(&run(End::Exited(0), 1000, 2), LIMITS, "", right),
            Verdict::Accepted
        );
    }

    #[test]
    fn memory_beats_a_crash_and_the_output() {
        assert_eq!(
            decide(&run(End::Signaled(9), 10, 65), LIMITS, "", wrong),
            Verdict::MemoryLimitExceeded
        );
        assert_eq!(
            decide(&run(End::Exited(0), 10, 64), LIMITS, "", right),
            Verdict::Accepted
        );
    }

    // Issue 48, finding 1: an allocation refused at the ceiling aborts the
    // program; a judge calls that MLE, not a crash.
    #[test]
    fn an_allocation_refused_is_mle_and_any_other_abort_a_crash() {
        let refused = "memory allocation of 2147483648 bytes failed\n";
        assert_eq!(
            decide(&run(End::Signaled(6), 10, 1), LIMITS, refused, right),
            Verdict::MemoryLimitExceeded
        );
        assert_eq!(
            decide(
                &run(End::Signaled(6), 10, 1),
                LIMITS,
                "assertion failed\n",
                right
            )
            .code(),
            "RE"
        );
        assert_eq!(
            decide(&run(End::Exited(0), 10, 1), LIMITS, refused, right),
            Verdict::Accepted
        );
    }

    // Issue 48, finding 2: output past the limit is a verdict of its own.
    #[test]
    fn output_past_the_limit_is_ole_after_time_and_memory() {
        assert_eq!(
            decide(&run(End::OutputLimit, 10, 1), LIMITS, "", right),
            Verdict::OutputLimitExceeded
        );
        assert_eq!(Verdict::OutputLimitExceeded.code(), "OLE");
        assert_eq!(
            decide(&run(End::OutputLimit, 1500, 1), LIMITS, "", right),
            Verdict::TimeLimitExceeded
        );
        assert_eq!(
            decide(&run(End::OutputLimit, 10, 100), LIMITS, "", right),
            Verdict::MemoryLimitExceeded
        );
    }

    #[test]
    fn a_figure_that_is_only_a_bound_is_never_mle() {
        let mut bounded = run(End::Exited(0), 10, 0);
        bounded.peak = Peak::AtMost(100 * 1024);
        assert_eq!(decide(&bounded, LIMITS, "", right), Verdict::Accepted);
    }

    #[test]
    fn a_checker_that_cannot_judge_is_fail_not_wa() {
        let failed = || {
            Err(Rejection::CheckerFailed(
                "checker.rs does not compile".into(),
            ))
        };
        assert_eq!(
            decide(&run(End::Exited(0), 10, 2), LIMITS, "", failed),
            Verdict::CheckerFailed("checker.rs does not compile".into())
        );
        assert_eq!(Verdict::CheckerFailed(String::new()).code(), "FAIL");
    }

    #[test]
    fn a_crash_shows_how_it_ended_and_the_first_stderr_lines() {
        let stderr = "error: expected n\nsecond\nthird\nfourth\n";
        assert_eq!(
            decide(&run(End::Exited(2), 10, 2), LIMITS, stderr, right),
            Verdict::RuntimeError("exit code 2; stderr:\nerror: expected n\nsecond\nthird".into())
        );
        assert_eq!(
            decide(&run(End::Signaled(11), 10, 2), LIMITS, "", right),
            Verdict::RuntimeError("killed by signal 11; nothing on stderr".into())
        );
    }
}
