//! `cargo xtask judge [<problem>] [--release] [cases...]`: what the judge would say.
//!
//! Builds the solution file with plain rustc and the judge's edition, runs
//! every case of `testdata/<problem>/` (or the ones named) under the judge's
//! time limit, and prints a verdict table (see [`table`]) with each run's
//! wall time and peak memory. Running, checking and deciding the verdict are
//! the `judging` crate's, the same code the golden tests use; each run goes
//! through `judging::monitor` (this binary re-executed as a small, fresh
//! monitor) so that its memory figure is its own. A run is stopped at twice
//! its time limit.

pub(crate) mod progress;
pub(crate) mod stack;
pub mod table;

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use anyhow::{anyhow, bail, Context, Result};
use judging::check::Checker;
use judging::interactor::Interactor;
use judging::metadata::{self, Kind};
use judging::runner::{Job, Peak, Run, Sink, Stdin};
use judging::rustc::{self, Emit};
use judging::verdict::{self, Limits, Verdict};
use judging::{cases, monitor};

use crate::project::{Problem, Project};
use progress::Progress;

/// How to build: as the judge does, or unoptimised with debug assertions
/// (quicker to build, and an overflow becomes RE instead of a wrong answer).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Build {
    Debug,
    Release,
}

/// How many verdicts of each kind a run gave.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Tally {
    pub problems: usize,
    pub cases: usize,
    pub counts: Vec<(&'static str, usize)>,
}

impl Tally {
    pub(crate) fn add(&mut self, verdict: &Verdict) {
        self.cases += 1;
        match self
            .counts
            .iter_mut()
            .find(|(code, _)| *code == verdict.code())
        {
            Some((_, count)) => *count += 1,
            None => self.counts.push((verdict.code(), 1)),
        }
    }

    pub(crate) fn accepted(&self) -> usize {
        self.counts
            .iter()
            .find(|(code, _)| *code == "AC")
            .map_or(0, |(_, n)| *n)
    }

    pub fn all_accepted(&self) -> bool {
        self.accepted() == self.cases
    }

    /// `5 problems, 31 cases: 30 AC, 1 TLE`
    pub fn summary(&self) -> String {
        let counts: Vec<String> = self
            .counts
            .iter()
            .map(|(code, n)| format!("{} {}", n, code))
            .collect();
        format!(
            "{} problem{}, {} cases: {}",
            self.problems,
            if self.problems == 1 { "" } else { "s" },
            self.cases,
            if counts.is_empty() {
                "none run".to_string()
            } else {
                counts.join(", ")
            }
        )
    }
}

/// Judges `problem` (or every problem) and prints the tables to `out`;
/// with `solution`, that file instead of the problem's `src/main.rs`.
pub fn run(
    project: &Project,
    problem: Option<&str>,
    cases: &[String],
    build: Build,
    solution: Option<&Path>,
    out: &mut impl Write,
) -> Result<Tally> {
    if problem.is_none() && !cases.is_empty() {
        bail!("naming cases needs a problem: cargo xtask judge <problem> <case>...");
    }
    if problem.is_none() && solution.is_some() {
        bail!("--solution needs a problem: cargo xtask judge <problem> --solution <file.rs>");
    }
    if let Some(file) = solution {
        if !file.is_file() {
            bail!("--solution {}: no such file", file.display());
        }
    }
    let chosen = project.chosen(problem)?;
    // Every name is checked before anything is built or printed.
    let inputs: Vec<Vec<PathBuf>> = chosen
        .iter()
        .map(|problem| select_cases(project, problem, cases))
        .collect::<Result<_>>()?;
    // One scratch folder per run, so runs in parallel (tests) never share files.
    let scratch = project.scratch("judge")?;
    let floor = memory_floor(scratch.path())?;
    writeln!(
        out,
        "memory is the peak resident set the kernel counts; an empty Rust program shows {}",
        table::show_peak(floor)
    )?;
    let mut tally = Tally::default();
    for (problem, inputs) in chosen.iter().zip(&inputs) {
        writeln!(out)?;
        if solution.is_none() && judging::template::not_started(&problem.dir) {
            let samples = inputs
                .iter()
                .filter(|input| cases::is_sample(input))
                .count();
            writeln!(
                out,
                "{}",
                judging::template::waiting(&problem.name, samples)
            )?;
            continue;
        }
        if solution.is_none() {
            // A LeetCode solution whose signatures changed gets its local
            // `main` generated again before it is built.
            crate::leetcode::refresh::refresh(project, problem)?;
        }
        let work = scratch.path().join(&problem.name);
        fs::create_dir_all(&work)?;
        let source = solution.map_or_else(|| problem.main_rs(), Path::to_path_buf);
        judge_problem(
            project, problem, &source, inputs, build, &work, out, &mut tally,
        )?;
        tally.problems += 1;
    }
    if chosen.len() > 1 {
        writeln!(out, "\n{}", tally.summary())?;
    }
    Ok(tally)
}

#[allow(clippy::too_many_arguments)]
fn judge_problem(
    project: &Project,
    problem: &Problem,
    source: &Path,
    inputs: &[PathBuf],
    build: Build,
    work: &Path,
    out: &mut impl Write,
    tally: &mut Tally,
) -> Result<()> {
    let metadata = problem.metadata().map_err(|err| anyhow!(err))?;
    let how = match build {
        Build::Release => format!("as {} builds it", metadata.judge),
        Build::Debug => {
            "debug build: times are not the judge's; --release builds as the judge does".to_string()
        }
    };
    let flags = match build {
        Build::Release => metadata.rustc_command(),
        Build::Debug => format!("rustc --edition {} -C opt-level=0", metadata.edition()),
    };
    let judge = if metadata.url.is_empty() {
        metadata.judge.to_string()
    } else {
        format!("{} {}", metadata.judge, metadata.url)
    };
    let assumed = match (metadata.assumed.time, metadata.assumed.memory) {
        (false, false) => "",
        (true, false) => " (the time limit is not set: assumed)",
        (false, true) => " (the memory limit is not set: assumed)",
        (true, true) => " (not set: both assumed)",
    };
    writeln!(
        out,
        "{} ({}): time limit {} ms, memory limit {} MiB{}",
        problem.name, judge, metadata.time_limit_ms, metadata.memory_limit_mib, assumed
    )?;
    if metadata.judge == metadata::Judge::Other {
        writeln!(
            out,
            "warning: {}",
            judging::profile::unknown_judge_warning(&metadata.url)
        )?;
    }
    if let Some(warning) = metadata.judge.profile().compiler_warning() {
        writeln!(out, "warning: {}", warning)?;
    }
    if source != problem.main_rs() {
        writeln!(out, "solution: {}", project.show(source))?;
    }
    let stack = stack::describe(&metadata).map_or(String::new(), |stack| format!("; {}", stack));
    writeln!(out, "build: {} ({}){}", flags, how, stack)?;
    out.flush()?;

    let started = Instant::now();
    let built = Built::new(
        problem,
        &metadata,
        source,
        build,
        rustc::Warnings::Deny,
        work,
    )?
    .map_err(|error| anyhow!("{} does not compile: {}", project.show(source), error))?;
    progress_done(started);

    writeln!(out, "{}", table::header())?;
    let mut accepted = 0;
    for input in inputs {
        let case = cases::name(input);
        let judged = built.judge(project, input, work)?;
        tally.add(&judged.verdict);
        if judged.verdict == Verdict::Accepted {
            accepted += 1;
        }
        let row = table::row(&case, &judged.verdict, judged.wall, judged.peak);
        table::print_row(out, &row, &judged.verdict)?;
        if let Some(report) = judged.report {
            for line in report.lines() {
                writeln!(out, "                   {}", line)?;
            }
        }
        out.flush()?;
    }
    writeln!(out, "{}/{} AC", accepted, inputs.len())?;
    Ok(())
}

/// A solution built as `judge` builds it, with its problem's checker or
/// interactor, ready to judge case by case: what `judge` and `watch` share,
/// so the two cannot disagree on a verdict.
#[derive(Debug)]
pub(crate) struct Built {
    binary: PathBuf,
    limits: Limits,
    checker: Checker,
    interactor: Option<Interactor>,
    /// The compiler's warnings (none when they are denied).
    pub warnings: Vec<String>,
}

/// One case judged: its verdict, time and memory, and for a failed
/// interactive case the dialogue's report.
#[derive(Debug)]
pub(crate) struct Judged {
    pub verdict: Verdict,
    pub wall: Option<Duration>,
    pub peak: Option<Peak>,
    pub report: Report,
}

impl Built {
    /// Builds `source` into `work` under `problem`'s metadata; the inner
    /// error is the compiler's first error, one line.
    pub(crate) fn new(
        problem: &Problem,
        metadata: &metadata::Metadata,
        source: &Path,
        build: Build,
        warnings: rustc::Warnings,
        work: &Path,
    ) -> Result<Result<Built, String>> {
        let (opt_level, codegen) = match build {
            Build::Release => (metadata.judge.opt_level(), metadata.judge.codegen_flags()),
            Build::Debug => (0, &[][..]),
        };
        let binary = work.join("solution");
        let warnings = match rustc::build(
            source,
            metadata.edition(),
            Emit::Binary { opt_level },
            codegen,
            warnings,
            &binary,
        ) {
            Ok(warnings) => warnings,
            Err(error) => return Ok(Err(error)),
        };
        let checker = Checker::for_problem(metadata, &problem.dir, &work.join("checker"));
        let interactor = match metadata.kind {
            Kind::Interactive { .. } => Some(
                Interactor::for_problem(metadata, &problem.dir, &work.join("interactor"))
                    .map_err(|err| anyhow!(err))?,
            ),
            _ => None,
        };
        let limits = Limits {
            time: Duration::from_millis(metadata.time_limit_ms),
            memory_kib: metadata.memory_limit_mib * 1024,
            stack_mib: metadata.stack_mib(),
        };
        Ok(Ok(Built {
            binary,
            limits,
            checker,
            interactor,
            warnings,
        }))
    }

    /// Judges the case whose input is `input`, its files in `work`.
    pub(crate) fn judge(&self, project: &Project, input: &Path, work: &Path) -> Result<Judged> {
        let (verdict, wall, peak, report) = match &self.interactor {
            Some(interactor) => judge_dialogue(&self.binary, input, self.limits, interactor)?,
            None => {
                let case = cases::name(input);
                let (verdict, wall, peak) = judge_case(
                    project,
                    &self.binary,
                    input,
                    &case,
                    work,
                    self.limits,
                    &self.checker,
                )?;
                (verdict, wall, peak, None)
            }
        };
        Ok(Judged {
            verdict,
            wall,
            peak,
            report,
        })
    }
}

/// The peak memory of an empty Rust program, measured the same way:
/// what every figure includes before the solution allocates anything.
fn memory_floor(work: &Path) -> Result<Peak> {
    let empty = work.join("empty.in");
    fs::write(&empty, "")?;
    let program = work.join("empty");
    let source = work.join("empty.rs");
    fs::write(&source, "fn main() {}\n")?;
    rustc::compile(&source, "2021", Emit::Binary { opt_level: 2 }, &program)
        .map_err(|error| anyhow!("cannot build the empty program: {}", error))?;
    let measured = measured_run(
        &program,
        &empty,
        work,
        "floor",
        Duration::from_secs(10),
        None,
        |_| {},
    )?;
    Ok(measured.peak)
}

/// Runs `program` on `input` under the monitor, its outputs into files in
/// `work` named after `case`, on a stack of `stack_mib` (the judge's).
pub(crate) fn measured_run(
    program: &Path,
    input: &Path,
    work: &Path,
    case: &str,
    deadline: Duration,
    stack_mib: Option<u64>,
    waiting: impl FnMut(Duration),
) -> Result<Run> {
    let monitor = std::env::current_exe().context("cannot find the xtask executable")?;
    let job = Job {
        program: program.to_path_buf(),
        args: Vec::new(),
        stdin: Stdin::File(input.to_path_buf()),
        stdout: Sink::File(work.join(format!("{}.stdout", case))),
        stderr: Sink::File(work.join(format!("{}.stderr", case))),
        deadline,
        stack_mib,
    };
    let report = work.join(format!("{}.report", case));
    monitor::run_monitored(&monitor, &job, &report, waiting)
        .with_context(|| format!("cannot run {}", program.display()))
}

/// The `.in` files to run: all of the problem's, or those named.
pub(crate) fn select_cases(
    project: &Project,
    problem: &Problem,
    wanted: &[String],
) -> Result<Vec<PathBuf>> {
    let dir = problem.cases.clone();
    let all =
        cases::inputs_in(&dir).with_context(|| format!("cannot list {}", project.show(&dir)))?;
    if wanted.is_empty() {
        return Ok(all);
    }
    let stem = |path: &Path| {
        path.file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or("")
            .to_string()
    };
    wanted
        .iter()
        .map(|name| {
            let name = name.strip_suffix(".in").unwrap_or(name);
            all.iter()
                .find(|path| stem(path) == name)
                .cloned()
                .ok_or_else(|| {
                    let known: Vec<String> = all.iter().map(|path| stem(path)).collect();
                    anyhow!(
                        "{} has no case `{}`; its cases are: {}",
                        problem.name,
                        name,
                        known.join(", ")
                    )
                })
        })
        .collect()
}

type CaseResult = (Verdict, Option<Duration>, Option<Peak>);

/// What is shown under a failed interactive case's row: the dialogue.
type Report = Option<String>;

fn judge_case(
    project: &Project,
    binary: &Path,
    input: &Path,
    case: &str,
    work: &Path,
    limits: Limits,
    checker: &Checker,
) -> Result<CaseResult> {
    let expected_path = cases::answer(input);
    let expected = fs::read_to_string(&expected_path).unwrap_or_default();
    let stdin_len = fs::metadata(input).map(|meta| meta.len()).unwrap_or(0);
    if stdin_len == 0 && expected.is_empty() {
        let detail = format!(
            "{} and its .out are empty: fill them in",
            project.show(input)
        );
        return Ok((Verdict::WrongAnswer(detail), None, None));
    }
    let mut progress = Progress::new(case);
    let measured = measured_run(
        binary,
        input,
        work,
        case,
        limits.time * 2,
        limits.stack_mib,
        |elapsed| progress.tick(elapsed),
    )?;
    progress.done();
    let stderr = fs::read(work.join(format!("{}.stderr", case))).unwrap_or_default();
    let stderr = String::from_utf8_lossy(&stderr);
    let verdict = verdict::decide(&measured, limits, &stderr, || {
        let stdout = fs::read(work.join(format!("{}.stdout", case))).map_err(|err| {
            judging::check::Rejection::CheckerFailed(format!("cannot read the output: {}", err))
        })?;
        checker.check(input, &expected_path, &expected, &stdout)
    });
    Ok((verdict, Some(measured.wall), Some(measured.peak)))
}

/// One case of an interactive problem: the solution against the
/// interactor, killed at twice the time limit. Not under the monitor (two
/// processes talk), so a small solution's memory may show as a bound (`≤`).
/// A case that is not accepted brings its report: who waited for whom, and
/// the last lines of the dialogue.
fn judge_dialogue(
    binary: &Path,
    input: &Path,
    limits: Limits,
    interactor: &Interactor,
) -> Result<(Verdict, Option<Duration>, Option<Peak>, Report)> {
    if fs::metadata(input).map_or(true, |meta| meta.len() == 0) {
        let detail = format!(
            "{} is empty: fill it in with the hidden data the interactor reads",
            input.display()
        );
        return Ok((Verdict::WrongAnswer(detail), None, None, None));
    }
    let deadline = limits.time * 2;
    let judged = interactor
        .judge(binary, input, limits, deadline)
        .with_context(|| format!("cannot run {} against the interactor", binary.display()))?;
    let run = &judged.interaction.solution;
    let report = (judged.verdict != Verdict::Accepted).then(|| judged.report(deadline));
    Ok((judged.verdict, Some(run.wall), Some(run.peak), report))
}

/// Says so on stderr when a build took long enough to be noticed.
pub(crate) fn progress_done(started: Instant) {
    let took = started.elapsed();
    if took >= Duration::from_secs(1) {
        eprintln!("built in {:.1} s", took.as_secs_f64());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_summary_counts_each_verdict() {
        let mut tally = Tally {
            problems: 2,
            ..Tally::default()
        };
        for verdict in [
            Verdict::Accepted,
            Verdict::TimeLimitExceeded,
            Verdict::Accepted,
        ] {
            tally.add(&verdict);
        }
        assert_eq!(tally.summary(), "2 problems, 3 cases: 2 AC, 1 TLE");
        assert!(!tally.all_accepted());
    }
}
