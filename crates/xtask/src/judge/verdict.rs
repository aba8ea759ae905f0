//! From a measured run and its output to the judge's word: AC, WA, TLE, MLE, RE.

use std::fmt;
use std::time::Duration;

use super::measure::{End, Measurement};

/// A judge's verdict on one case, with what a person needs to act on it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    Accepted,
    /// The checker's message: the first difference.
    WrongAnswer(String),
    TimeLimitExceeded,
    MemoryLimitExceeded,
    /// How it ended, and the first lines of its stderr.
    RuntimeError(String),
}

impl Verdict {
    pub fn code(&self) -> &'static str {
        match self {
            Verdict::Accepted => "AC",
            Verdict::WrongAnswer(_) => "WA",
            Verdict::TimeLimitExceeded => "TLE",
            Verdict::MemoryLimitExceeded => "MLE",
            Verdict::RuntimeError(_) => "RE",
        }
    }

    pub fn detail(&self) -> &str {
        match self {
            Verdict::WrongAnswer(detail) | Verdict::RuntimeError(detail) => detail,
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
    pub time: Duration,
    pub memory_kib: u64,
}

/// How many lines of stderr a runtime error shows.
const STDERR_LINES: usize = 3;

/// Decides in the judges' order: a run past its time is TLE whatever else
/// happened, then memory, then a crash; only a clean run has its output
/// checked (by `check`, which returns the checker's message on a mismatch).
pub fn decide(
    measured: &Measurement,
    limits: Limits,
    stderr: &str,
    check: impl FnOnce() -> Result<(), String>,
) -> Verdict {
    if measured.end == End::Killed || measured.wall > limits.time {
        return Verdict::TimeLimitExceeded;
    }
    if measured.max_rss_kib > limits.memory_kib {
        return Verdict::MemoryLimitExceeded;
    }
    let ended = match measured.end {
        End::Exited(0) => None,
        End::Exited(code) => Some(format!("exit code {}", code)),
        End::Signaled(signal) => Some(format!("killed by signal {}", signal)),
        End::Killed => unreachable!("handled above"),
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
        Err(message) => Verdict::WrongAnswer(message),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LIMITS: Limits = Limits {
        time: Duration::from_millis(1000),
        memory_kib: 64 * 1024,
    };

    fn run(end: End, wall_ms: u64, rss_mib: u64) -> Measurement {
        Measurement {
            end,
            wall: Duration::from_millis(wall_ms),
            max_rss_kib: rss_mib * 1024,
        }
    }

    fn right() -> Result<(), String> {
        Ok(())
    }

    fn wrong() -> Result<(), String> {
        Err("line 1 differs".into())
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
            decide(&run(End::Killed, 2000, 100), LIMITS, "", wrong),
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
