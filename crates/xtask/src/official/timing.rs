//! Our solution and the reference C++ solution timed side by side: on each
//! case, both run in turn several times (ours first on even rounds, the
//! reference first on odd ones, so neither always runs on a cache the other
//! warmed), as whole processes through the one runner, and the medians
//! compared. The machine is shared, so a median of a few runs is what a
//! claim may rest on, never one run; except that a case whose first round
//! takes longer than [`LONG`] is timed once (a run that long varies by a
//! few percent, and repeating it would make a whole comparison take hours:
//! one reference solution takes minutes per case on a busy machine).

use std::path::Path;
use std::time::Duration;

use anyhow::{Context, Result};
use judging::runner::{self, Job, Sink, Stdin};

/// A first round longer than this is the only one.
pub const LONG: Duration = Duration::from_secs(2);

/// The two medians of one case, or why a run failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CaseTimes {
    pub ours: Duration,
    pub correct: Duration,
    /// How many rounds ran (fewer than asked for a long case).
    pub rounds: usize,
    /// A run that did not end cleanly: which program and how.
    pub failed: Option<String>,
}

impl CaseTimes {
    /// ours / reference.
    pub fn ratio(&self) -> f64 {
        ratio(self.ours, self.correct)
    }
}

/// `a / b`, with a zero `b` read as one microsecond.
pub fn ratio(a: Duration, b: Duration) -> f64 {
    a.as_secs_f64() / b.as_secs_f64().max(1e-6)
}

/// The median of `times` (the lower middle one of an even count).
pub fn median(times: &[Duration]) -> Duration {
    let mut sorted = times.to_vec();
    sorted.sort();
    sorted
        .get(sorted.len().saturating_sub(1) / 2)
        .copied()
        .unwrap_or_default()
}

/// Times `ours` and `correct` on `input`, `runs` times each, alternately;
/// only once if the first pair takes longer than `long` together.
pub fn time_case(
    ours: &Path,
    correct: &Path,
    input: &Path,
    work: &Path,
    (runs, long): (usize, Duration),
    deadline: Duration,
) -> Result<CaseTimes> {
    let mut ours_times = Vec::new();
    let mut correct_times = Vec::new();
    let mut failed = None;
    'rounds: for round in 0..runs {
        let order = if round % 2 == 0 {
            [(ours, "ours"), (correct, "sol/correct")]
        } else {
            [(correct, "sol/correct"), (ours, "ours")]
        };
        for (program, label) in order {
            let job = Job {
                program: program.to_path_buf(),
                args: Vec::new(),
                stdin: Stdin::File(input.to_path_buf()),
                stdout: Sink::File(work.join(format!("timing-{}.out", label.replace('/', "-")))),
                stderr: Sink::Memory,
                deadline,
                // The whole process runs on the largest stack it may have.
                stack_mib: None,
                // A timing, not a verdict: the official solution is judged
                // elsewhere, and its output file is the official checker's.
                memory_kib: None,
                output_limit: None,
            };
            let ran = runner::run(&job, |_| {})
                .with_context(|| format!("cannot run {}", program.display()))?;
            if !ran.succeeded() {
                failed = Some(format!("{}: {}", label, ran.describe_end(deadline)));
                break 'rounds;
            }
            if label == "ours" {
                ours_times.push(ran.wall);
            } else {
                correct_times.push(ran.wall);
            }
        }
        if round == 0 && ours_times[0] + correct_times[0] > long {
            break;
        }
    }
    Ok(CaseTimes {
        ours: median(&ours_times),
        correct: median(&correct_times),
        rounds: ours_times.len().min(correct_times.len()),
        failed,
    })
}

/// A time for the comparison table: `0.84 ms`, `12.3 ms`, `1.234 s`.
pub fn show(time: Duration) -> String {
    let ms = time.as_secs_f64() * 1000.0;
    if ms < 10.0 {
        format!("{:.2} ms", ms)
    } else if ms < 1000.0 {
        format!("{:.1} ms", ms)
    } else {
        format!("{:.3} s", ms / 1000.0)
    }
}

/// The comparison table's header.
pub fn header(width: usize) -> String {
    format!(
        "{:<width$} {:>11} {:>11} {:>9}",
        "case",
        "ours",
        "C++",
        "ours/C++",
        width = width
    )
}

/// One row of the comparison table; `runs` is how many rounds were asked.
pub fn row(width: usize, case: &str, times: &CaseTimes, runs: usize) -> String {
    let mut text = format!(
        "{:<width$} {:>11} {:>11} {:>9.2}",
        case,
        show(times.ours),
        show(times.correct),
        times.ratio(),
        width = width
    );
    if let Some(failed) = &times.failed {
        text.push_str(&format!("  stopped: {}", failed));
    } else if times.rounds < runs {
        text.push_str(&format!(
            "  {} of {} runs (over {} s)",
            times.rounds,
            runs,
            LONG.as_secs()
        ));
    }
    text
}
