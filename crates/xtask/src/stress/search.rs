//! The search for a failing case: cases run on every core, smallest first.
//!
//! Case `i` is the generator's output for seed `first_seed + i` at a size
//! that grows with `i`, so early cases are small. Workers take the next case
//! index from a shared counter; once a case fails, no worker takes a later
//! index, and those under it are finished. The failure reported is then the
//! one with the smallest index: the same for one worker or many.

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;
use std::thread;
use std::time::{Duration, Instant};

use cpkit::random::Rng;
use judging::runner::{self, Job, Run, Stdin};
use judging::session::Session;
use judging::verdict::Verdict;

use super::draw::{Mode, Model};

/// Where cases come from.
#[derive(Debug)]
pub enum Generator {
    /// The user's `gen.rs`, built: `gen <seed> <size>`.
    Program(PathBuf),
    /// Drawn from the solution's `input!` declarations and constraints.
    Model(Box<Model>),
}

/// What a stress run pits against each other: the solution's judging
/// session (the checked build, its checker or interactor, its limits), and
/// the generator and brute force, built.
#[derive(Debug)]
pub struct Programs {
    pub session: Session,
    pub generator: Generator,
    /// `None` for an interactive problem, whose interactor judges.
    pub brute: Option<PathBuf>,
}

#[derive(Debug, Clone, Copy)]
pub struct Plan {
    pub first_seed: u64,
    pub cases: u64,
    pub seconds: Option<f64>,
    pub max_size: u64,
    pub jobs: usize,
}

impl Plan {
    /// The size for case `index`: 1 for the first cases, one more every
    /// [`CASES_PER_SIZE`] cases, up to `max_size`.
    pub fn size(&self, index: u64) -> u64 {
        (1 + index / CASES_PER_SIZE).min(self.max_size)
    }
}

/// How many cases are tried at each size before the next.
pub const CASES_PER_SIZE: u64 = 8;

/// How long a generator or brute force may take on one case.
pub const HELPER_DEADLINE: Duration = Duration::from_secs(10);

/// One case, and what went wrong with it.
#[derive(Debug, Clone)]
pub struct Failure {
    pub index: u64,
    pub seed: u64,
    pub size: u64,
    pub input: Vec<u8>,
    pub kind: FailureKind,
}

#[derive(Debug, Clone)]
pub enum FailureKind {
    /// The solution's verdict (WA, TLE, RE, MLE, or FAIL of the checker),
    /// with the brute force's answer (none for an interactive problem, which
    /// has the dialogue's report instead).
    Solution {
        verdict: Verdict,
        answer: Option<Vec<u8>>,
        report: Option<String>,
    },
    /// The generator failed: how it ended and its stderr.
    Generator(String),
    /// The brute force failed on the generated input.
    Brute(String),
}

/// What a search did.
#[derive(Debug)]
pub struct Outcome {
    /// Cases run to the end.
    pub done: u64,
    pub largest_size: u64,
    pub elapsed: Duration,
    pub failure: Option<Failure>,
}

/// Progress, for a line on the terminal.
#[derive(Debug, Default)]
pub struct Progress {
    pub done: AtomicU64,
    pub size: AtomicU64,
}

/// Runs the search, one worker per job, each judging in a folder of its own
/// in the session's.
pub fn search(programs: &Programs, plan: Plan, progress: &Progress) -> Outcome {
    let started = Instant::now();
    let next = AtomicU64::new(0);
    let stop = AtomicBool::new(false);
    let best: Mutex<Option<Failure>> = Mutex::new(None);
    thread::scope(|scope| {
        for worker in 0..plan.jobs.max(1) {
            let name = format!("worker-{}", worker);
            let (next, stop, best) = (&next, &stop, &best);
            scope.spawn(move || loop {
                let out_of_time = plan
                    .seconds
                    .is_some_and(|s| started.elapsed().as_secs_f64() >= s);
                if stop.load(Ordering::SeqCst) || out_of_time {
                    break;
                }
                let index = next.fetch_add(1, Ordering::SeqCst);
                let beyond_failure = best
                    .lock()
                    .is_ok_and(|best| best.as_ref().is_some_and(|f| index > f.index));
                if index >= plan.cases || beyond_failure {
                    break;
                }
                let size = plan.size(index);
                progress.size.fetch_max(size, Ordering::SeqCst);
                let failure = run_case(programs, plan.first_seed + index, size, &name).map(
                    |(input, kind)| Failure {
                        index,
                        seed: plan.first_seed + index,
                        size,
                        input,
                        kind,
                    },
                );
                progress.done.fetch_add(1, Ordering::SeqCst);
                if let Some(failure) = failure {
                    if let Ok(mut best) = best.lock() {
                        if best.as_ref().is_none_or(|b| failure.index < b.index) {
                            *best = Some(failure);
                        }
                    }
                }
            });
        }
    });
    Outcome {
        done: progress.done.load(Ordering::SeqCst),
        largest_size: progress.size.load(Ordering::SeqCst),
        elapsed: started.elapsed(),
        failure: best.into_inner().unwrap_or(None),
    }
}

/// One case: `None` when the solution is accepted, else the input and what
/// failed. The case's files go in the session's folder `worker`.
fn run_case(
    programs: &Programs,
    seed: u64,
    size: u64,
    worker: &str,
) -> Option<(Vec<u8>, FailureKind)> {
    // Every program runs on the judge's stack: a brute force recurses too.
    let stack = programs.session.limits.stack_mib;
    let input = match &programs.generator {
        Generator::Model(model) => model
            .draw(Mode::Random {
                rng: Rng::new(seed),
                size,
            })
            .text
            .into_bytes(),
        Generator::Program(generator) => {
            let mut generate = Job::new(generator, Stdin::Empty, HELPER_DEADLINE).with_stack(stack);
            generate.args = vec![seed.to_string().into(), size.to_string().into()];
            match runner::run(&generate, |_| {}) {
                Ok(run) if run.succeeded() => run.stdout,
                Ok(run) => {
                    return Some((
                        Vec::new(),
                        FailureKind::Generator(failed(&run, HELPER_DEADLINE)),
                    ))
                }
                Err(err) => return Some((Vec::new(), FailureKind::Generator(err.to_string()))),
            }
        }
    };
    judge_input(programs, &input, worker).map(|kind| (input, kind))
}

/// Judges one input: `None` when the solution is accepted, else what
/// failed (the brute force, or the solution).
pub fn judge_input(programs: &Programs, input: &[u8], worker: &str) -> Option<FailureKind> {
    let stack = programs.session.limits.stack_mib;
    let input = input.to_vec();
    let answer = match &programs.brute {
        None => None,
        Some(brute) => {
            let job =
                Job::new(brute, Stdin::Bytes(input.clone()), HELPER_DEADLINE).with_stack(stack);
            match runner::run(&job, |_| {}) {
                Ok(run) if run.succeeded() => Some(run.stdout),
                Ok(run) => return Some(FailureKind::Brute(failed(&run, HELPER_DEADLINE))),
                Err(err) => return Some(FailureKind::Brute(err.to_string())),
            }
        }
    };
    // Judged as every command judges a case: the session's one rule.
    let judged =
        programs
            .session
            .judge_bytes(worker, &input, answer.as_deref().unwrap_or_default());
    let (verdict, report) = match judged {
        Ok(judged) if judged.accepted() => return None,
        Ok(judged) => (judged.verdict, judged.report),
        Err(err) => (Verdict::CheckerFailed(err.to_string()), None),
    };
    Some(FailureKind::Solution {
        verdict,
        answer,
        report,
    })
}

/// How a helper's run failed, with the first lines of its stderr.
fn failed(run: &Run, deadline: Duration) -> String {
    let stderr = String::from_utf8_lossy(&run.stderr);
    let lines: Vec<&str> = stderr.lines().take(3).collect();
    if lines.is_empty() {
        format!("{}; nothing on stderr", run.describe_end(deadline))
    } else {
        format!(
            "{}; stderr:\n{}",
            run.describe_end(deadline),
            lines.join("\n")
        )
    }
}
