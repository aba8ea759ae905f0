//! `cargo xtask judge [<problem>] [--release] [cases...]`: what the judge would say.
//!
//! Brings the file up to what its code uses (see [`crate::prepare`]), opens
//! a judging session over it (the debug build, or with `--release` the
//! judge's own: `judging::session`, the one the golden tests, `watch`,
//! `stress`, `submit` and `official` open too), judges every case of
//! `testdata/<problem>/` (or the ones named), and prints a verdict table
//! (see [`table`]) with each run's wall time and peak memory. Each run goes
//! through `judging::monitor` (this binary re-executed as a small, fresh
//! monitor) so that its memory figure is its own.

pub(crate) mod progress;
pub(crate) mod stack;
pub mod table;

use std::io::Write;
use std::path::Path;
use std::time::{Duration, Instant};

use anyhow::{anyhow, bail, Context, Result};
use judging::cases::{self, Case};
use judging::problem::Problem;
use judging::runner::{Job, Peak, Sink, Stdin};
use judging::rustc::{self, Emit};
use judging::session::{self, Build, Session};

use crate::project::{Layout, Load, Project};
use progress::Progress;

/// How many verdicts of each kind a run gave, over how many problems.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Tally {
    pub problems: usize,
    pub verdicts: session::Tally,
}

impl Tally {
    pub fn all_accepted(&self) -> bool {
        self.verdicts.all_accepted()
    }

    /// `5 problems, 31 cases: 30 AC, 1 TLE`
    pub fn summary(&self) -> String {
        format!(
            "{} problem{}, {} cases: {}",
            self.problems,
            if self.problems == 1 { "" } else { "s" },
            self.verdicts.cases,
            self.verdicts.counts_text()
        )
    }
}

/// Judges `problem` (or every problem) and prints the tables to `out`;
/// with `solution`, that file instead of the problem's `src/main.rs`.
pub fn run(
    project: &Project,
    problem: Option<&str>,
    wanted: &[String],
    build: Build,
    solution: Option<&Path>,
    out: &mut impl Write,
) -> Result<Tally> {
    if problem.is_none() && !wanted.is_empty() {
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
    let cases: Vec<Vec<Case>> = chosen
        .iter()
        .map(|problem| select_cases(project, problem, wanted))
        .collect::<Result<_>>()?;
    let floor = memory_floor(project)?;
    writeln!(
        out,
        "memory is the peak resident set the kernel counts; an empty Rust program shows {}",
        table::show_peak(floor)
    )?;
    let mut tally = Tally::default();
    for (layout, cases) in chosen.iter().zip(&cases) {
        writeln!(out)?;
        // Read once, and passed down to everything the problem goes through.
        let problem = &layout.load()?;
        if solution.is_none() {
            if let Some(waiting) = judging::template::waiting_in(layout, cases) {
                writeln!(out, "{}", waiting)?;
                continue;
            }
            for line in crate::prepare::up_to_date(project, problem, &[])? {
                eprintln!("{}", line);
            }
        }
        let source = solution.map_or_else(|| layout.main_rs(), Path::to_path_buf);
        judge_problem(project, problem, &source, cases, build, out, &mut tally)?;
        tally.problems += 1;
    }
    if chosen.len() > 1 {
        writeln!(out, "\n{}", tally.summary())?;
    }
    Ok(tally)
}

/// The header every command that judges a problem prints: the problem, its
/// judge and limits, the warnings about its judge, the file (when another
/// than its own) and how it is built.
pub(crate) fn header(project: &Project, session: &Session, out: &mut impl Write) -> Result<()> {
    let problem = &session.problem;
    let metadata = &problem.metadata;
    let judge = if metadata.url.is_empty() {
        metadata.judge.to_string()
    } else {
        format!("{} {}", metadata.judge, metadata.url)
    };
    writeln!(
        out,
        "{} ({}): time limit {} ms, memory limit {} MiB{}",
        problem.name(),
        judge,
        metadata.time_limit_ms,
        metadata.memory_limit_mib,
        assumed(metadata)
    )?;
    if metadata.judge == judging::metadata::Judge::Other {
        writeln!(
            out,
            "warning: {}",
            judging::profile::unknown_judge_warning(&metadata.url)
        )?;
    }
    if let Some(warning) = metadata.judge.profile().compiler_warning() {
        writeln!(out, "warning: {}", warning)?;
    }
    if session.source != problem.layout.main_rs() {
        writeln!(out, "solution: {}", project.show(&session.source))?;
    }
    let stack = stack::describe(metadata).map_or(String::new(), |stack| format!("; {}", stack));
    writeln!(out, "build: {}{}", session.build_line(), stack)?;
    for warning in &session.warnings {
        writeln!(out, "warning: {}", warning)?;
    }
    Ok(())
}

/// What the header says of limits no one stated.
fn assumed(metadata: &judging::metadata::Metadata) -> &'static str {
    match (metadata.assumed.time, metadata.assumed.memory) {
        (false, false) => "",
        (true, false) => " (the time limit is not set: assumed)",
        (false, true) => " (the memory limit is not set: assumed)",
        (true, true) => " (not set: both assumed)",
    }
}

/// Opens the session over `source` (the problem's file, or another one).
pub(crate) fn open(
    project: &Project,
    problem: &Problem,
    build: Build,
    source: &Path,
) -> Result<Session> {
    let other = (source != problem.layout.main_rs()).then_some(source);
    crate::session::open(project, problem, build, other)
}

fn judge_problem(
    project: &Project,
    problem: &Problem,
    source: &Path,
    cases: &[Case],
    build: Build,
    out: &mut impl Write,
    tally: &mut Tally,
) -> Result<()> {
    out.flush()?;
    let started = Instant::now();
    let session = open(project, problem, build, source)?;
    progress_done(started);
    header(project, &session, out)?;
    writeln!(out, "{}", table::header())?;
    let mut local = session::Tally::default();
    for case in cases {
        let mut progress = Progress::new(&case.name);
        let judged = session.judge(case, &mut |elapsed| progress.tick(elapsed))?;
        progress.done();
        tally.verdicts.add(&judged.verdict);
        local.add(&judged.verdict);
        let row = table::row(&case.name, &judged.verdict, judged.wall, judged.peak);
        table::print_row(out, &row, &judged.verdict)?;
        if let Some(report) = &judged.report {
            for line in report.lines() {
                writeln!(out, "                   {}", line)?;
            }
        }
        out.flush()?;
    }
    writeln!(out, "{}", local.line())?;
    Ok(())
}

/// The peak memory of an empty Rust program, measured the same way:
/// what every figure includes before the solution allocates anything.
fn memory_floor(project: &Project) -> Result<Peak> {
    let scratch = project.scratch("judge")?;
    let work = scratch.path();
    // Beside the runs' folders, at one path: the cache keeps a file by its
    // path, so an empty program written into each run's own folder was
    // compiled on every run (about 0.1 CPU-s with its link) and left one
    // more 4 MiB entry in the cache each time (issue 49).
    let source = work
        .parent()
        .expect("a scratch folder has a parent")
        .join("empty.rs");
    const EMPTY: &str = "fn main() {}\n";
    if std::fs::read(&source).ok().as_deref() != Some(EMPTY.as_bytes()) {
        crate::fsutil::write_atomic(&source, EMPTY.as_bytes())?;
    }
    let built = crate::session::cache(project)
        .build(
            "empty",
            &source,
            &rustc::Flags::new("2021", Emit::Binary { opt_level: 2 }),
        )
        .map_err(|error| anyhow!("cannot build the empty program: {}", error))?;
    let monitor = std::env::current_exe().context("cannot find the xtask executable")?;
    let job = Job {
        program: built.program.clone(),
        args: Vec::new(),
        stdin: Stdin::Empty,
        stdout: Sink::File(work.join("floor.stdout")),
        stderr: Sink::File(work.join("floor.stderr")),
        deadline: Duration::from_secs(10),
        stack_mib: None,
        memory_kib: None,
        output_limit: None,
    };
    let run = judging::monitor::run_monitored(&monitor, &job, &work.join("floor.report"), |_| {})
        .with_context(|| format!("cannot run {}", built.program.display()))?;
    Ok(run.peak)
}

/// The cases to judge: all of the problem's, or those named.
pub(crate) fn select_cases(
    project: &Project,
    problem: &Layout,
    wanted: &[String],
) -> Result<Vec<Case>> {
    let dir = problem.cases.clone();
    let all = cases::list(&dir).with_context(|| format!("cannot list {}", project.show(&dir)))?;
    if wanted.is_empty() {
        return Ok(all);
    }
    wanted
        .iter()
        .map(|name| {
            let name = name.strip_suffix(".in").unwrap_or(name);
            all.iter()
                .find(|case| case.name == name)
                .cloned()
                .ok_or_else(|| {
                    let known: Vec<&str> = all.iter().map(|case| case.name.as_str()).collect();
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

/// Says so on stderr when a build took long enough to be noticed.
pub(crate) fn progress_done(started: Instant) {
    let took = started.elapsed();
    if took >= Duration::from_secs(1) {
        eprintln!("built in {:.1} s", took.as_secs_f64());
    }
}

/// `cargo xtask judge [<problem>] [cases...] [--release | --checked]
/// [--solution FILE]`.
pub fn task(project: &Project, args: &crate::cli::JudgeArgs) -> Result<std::process::ExitCode> {
    let build = if args.release {
        Build::Judge
    } else if args.checked {
        Build::Checked
    } else {
        Build::Debug
    };
    let mut out = anstream::stdout();
    let tally = run(
        project,
        args.problem.as_deref(),
        &args.cases,
        build,
        args.solution.as_deref(),
        &mut out,
    )?;
    Ok(if tally.all_accepted() {
        std::process::ExitCode::SUCCESS
    } else {
        std::process::ExitCode::from(1)
    })
}
