//! One judging session: a problem's file built once, the one way every
//! command builds it, and its cases judged by one rule.
//!
//! `cargo test` (the golden tests and the judge-build check), `cargo xtask
//! judge`, `watch`, `stress`, `submit` and `official` all open a [`Session`]
//! and judge through it, so they cannot disagree on a verdict:
//!
//! - the build is [`Build::Debug`] (no optimisation, debug assertions on, so
//!   an overflow is a runtime error) or [`Build::Judge`] (the judge's own
//!   optimisation and flags) or [`Build::Checked`] (optimised, with overflow
//!   checks and debug assertions: `stress` and `judge --checked`, where an
//!   overflow is a runtime error that names its line) or
//!   [`Build::Unoptimised`] (the judge's program, quick to build: the
//!   library's proofs), all with the
//!   problem's edition and the
//!   `--cfg`s the judge sets, through one [`Cache`] (an unchanged file is
//!   never compiled twice). Warnings are shown, never a verdict;
//! - the session owns the binary, the checker (built from the problem's
//!   rule), the interactor and the [`Limits`] (the judge's for its build;
//!   three times the limit and two seconds more for a debug build, which is
//!   slower), and runs every case through the one runner;
//! - a case is judged by one rule: a case missing a file is `FAIL` saying
//!   which ([`Case::missing`]); any output, an empty one too, goes to the
//!   checker; the verdict is decided in [`crate::verdict`];
//! - [`Tally`] counts what came out.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::cases::Case;
use crate::check::{Checker, Rejection};
use crate::diagnostic;
use crate::error::{Error, Result};
use crate::interactor::Interactor;
use crate::metadata::Kind;
use crate::monitor;
use crate::problem::Problem;
use crate::region;
use crate::runner::{self, Job, Peak, Sink, Stdin};
use crate::rustc::{Cache, Emit, Flags};
use crate::verdict::{self, Limits, Verdict};

/// How the file is built.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Build {
    /// Unoptimised, with debug assertions: quick to build, an overflow is a
    /// runtime error. The tests', `watch`'s and `judge`'s default.
    Debug,
    /// [`Build::Debug`] with debug information, for a debugger.
    Debugger,
    /// As the judge builds it: its optimisation and code-generation flags.
    Judge,
    /// Optimised (`-C opt-level=2`) with overflow checks and debug
    /// assertions: as fast as a stress test needs, and an `i32` sum that
    /// overflows is `RE: attempt to add with overflow at
    /// problems/<p>/src/main.rs:LINE`, not a wrong answer far away.
    Checked,
    /// The judge's program, unoptimised: its edition and flags at
    /// `-C opt-level=0`, with overflow checks and debug assertions off as
    /// the judge's optimised build has them, so it computes what
    /// [`Build::Judge`]'s does (the library has no `unsafe`, whose meaning
    /// could change with the optimiser). About a third of the judge build's
    /// compile time, and slower to run: for the library's proofs, whose
    /// every change `cargo test` checks; `official` builds as the judge does
    /// and times that.
    Unoptimised,
}

/// What a session is opened with, beside the problem.
#[derive(Debug)]
pub struct Options {
    pub build: Build,
    /// The file to build: the problem's `src/main.rs` unless another is named.
    pub source: Option<PathBuf>,
    /// Where built programs are kept.
    pub cache: Cache,
    /// A folder of this session's own, for the runs' outputs.
    pub work: Work,
    /// A program whose `main` starts with [`monitor::serve_if_asked`]:
    /// each run then goes through a fresh monitor, for exact memory figures.
    pub monitor: Option<PathBuf>,
    /// Instead of the problem's checker (Library Checker's own, say).
    pub checker: Option<Checker>,
    /// Instead of the metadata's time limit.
    pub time_limit: Option<Duration>,
}

impl Options {
    /// A `build` with everything else the problem's own.
    pub fn new(build: Build, cache: Cache, work: Work) -> Options {
        Options {
            build,
            source: None,
            cache,
            work,
            monitor: None,
            checker: None,
            time_limit: None,
        }
    }
}

/// Where a session's runs write their outputs.
#[derive(Debug)]
pub enum Work {
    /// A folder the caller keeps.
    At(PathBuf),
    /// A scratch folder, removed with the session.
    Scratch(Scratch),
}

/// A scratch folder `run-<pid>-<random>`: removed when dropped, and when a
/// signal stops the kit (see [`runner::interrupt`]); one left behind by a
/// kit killed outright is removed by the next session in the same place,
/// once the pid in its name is no longer running.
#[derive(Debug)]
pub struct Scratch(Option<tempfile::TempDir>);

impl Drop for Scratch {
    fn drop(&mut self) {
        // Removed, then forgotten: forgotten first, a signal's cleanup
        // could skip it and the kit exit before it was removed.
        if let Some(dir) = self.0.take() {
            let path = dir.path().to_path_buf();
            let _ = dir.close();
            runner::interrupt::forget(&path);
        }
    }
}

impl Work {
    /// A fresh scratch folder in `parent` (made if need be); the folders
    /// there of kits that no longer run are removed first.
    pub fn scratch_in(parent: &Path) -> Result<Work> {
        fs::create_dir_all(parent).map_err(|err| Error::io("create", parent, err))?;
        remove_stale(parent);
        let made = runner::interrupt::make_listed(
            || {
                tempfile::Builder::new()
                    .prefix(&format!("run-{}-", std::process::id()))
                    .tempdir_in(parent)
            },
            |made| made.as_ref().ok().map(|dir| dir.path().to_path_buf()),
        );
        let dir = match made {
            Some(made) => made.map_err(|err| Error::io("create a folder in", parent, err))?,
            None => {
                return Err(Error::io(
                    "create a folder in",
                    parent,
                    std::io::Error::new(std::io::ErrorKind::Interrupted, "the kit is stopping"),
                ))
            }
        };
        Ok(Work::Scratch(Scratch(Some(dir))))
    }

    pub fn path(&self) -> &Path {
        match self {
            Work::At(path) => path,
            Work::Scratch(Scratch(dir)) => dir.as_ref().expect("kept until dropped").path(),
        }
    }
}

/// Removes the scratch folders in `parent` whose owner is gone: named
/// `run-<pid>-...` with no process `<pid>` alive. A folder whose pid is alive
/// is kept, even when the number was reused by a stranger: only a folder
/// certainly abandoned is removed.
pub fn remove_stale(parent: &Path) -> usize {
    let Ok(entries) = fs::read_dir(parent) else {
        return 0;
    };
    let mut removed = 0;
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(pid) = name
            .to_str()
            .and_then(|name| name.strip_prefix("run-"))
            .and_then(|rest| rest.split('-').next())
            .and_then(|pid| pid.parse::<i32>().ok())
        else {
            continue;
        };
        let gone = nix::sys::signal::kill(nix::unistd::Pid::from_raw(pid), None)
            == Err(nix::errno::Errno::ESRCH);
        if pid > 0 && gone && fs::remove_dir_all(entry.path()).is_ok() {
            removed += 1;
        }
    }
    removed
}

/// A problem's file built, with its checker, interactor and limits: ready to
/// judge cases.
#[derive(Debug)]
pub struct Session {
    pub problem: Problem,
    pub build: Build,
    /// The file built, and how.
    pub source: PathBuf,
    pub flags: Flags,
    pub program: PathBuf,
    /// The compiler's warnings, one line each, paths as the user sees them.
    pub warnings: Vec<String>,
    pub checker: Checker,
    interactor: Option<Interactor>,
    pub limits: Limits,
    work: Work,
    monitor: Option<PathBuf>,
}

/// One case judged.
#[derive(Debug, Clone)]
pub struct Judged {
    pub case: String,
    pub verdict: Verdict,
    /// The run's time and peak memory; `None` when nothing ran.
    pub wall: Option<Duration>,
    pub peak: Option<Peak>,
    /// What the solution printed (for an interactive case, the interactor's
    /// log: what the golden tests pin).
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    /// For an interactive case that failed: the dialogue's report.
    pub report: Option<String>,
}

impl Judged {
    fn not_run(case: &str, verdict: Verdict) -> Judged {
        Judged {
            case: case.to_string(),
            verdict,
            wall: None,
            peak: None,
            stdout: Vec::new(),
            stderr: Vec::new(),
            report: None,
        }
    }

    pub fn accepted(&self) -> bool {
        self.verdict == Verdict::Accepted
    }
}

/// The limits a build is judged under: the judge's for its own build, its
/// runs stopped at twice the limit so the table shows how far over a slow
/// one went; for a debug or unoptimised build three times the limit and
/// two seconds more, where it is also stopped.
pub fn limits(problem: &Problem, build: Build, time_limit: Option<Duration>) -> Limits {
    let metadata = &problem.metadata;
    let judge_time = time_limit.unwrap_or(Duration::from_millis(metadata.time_limit_ms));
    let (time, kill) = match build {
        Build::Judge => (judge_time, judge_time * 2),
        // Overflow checks cost a little: twice the limit, stopped at three times.
        Build::Checked => (judge_time * 2, judge_time * 3),
        Build::Debug | Build::Debugger | Build::Unoptimised => {
            let time = judge_time * 3 + Duration::from_secs(2);
            (time, time)
        }
    };
    Limits {
        time,
        kill,
        memory_kib: metadata.memory_limit_mib * 1024,
        stack_mib: metadata.stack_mib(),
        output_bytes: runner::DEFAULT_OUTPUT_LIMIT,
    }
}

/// The flags `build` compiles the problem's file with.
pub fn flags(problem: &Problem, build: Build) -> Flags {
    let metadata = &problem.metadata;
    let judge = metadata.judge;
    let (opt_level, extra): (u8, Vec<String>) = match build {
        Build::Judge => (
            judge.opt_level(),
            judge
                .codegen_flags()
                .iter()
                .map(|s| s.to_string())
                .collect(),
        ),
        // The judge's `--cfg`s change what is compiled: a debug build keeps them.
        Build::Debug | Build::Debugger => (0, cfgs(judge.codegen_flags())),
        Build::Checked => {
            let mut extra = cfgs(judge.codegen_flags());
            extra.extend(assertions("on"));
            (2, extra)
        }
        // Every flag of the judge's but its optimisation: a target CPU
        // changes `cfg(target_feature)`, and so what the program computes.
        Build::Unoptimised => {
            let mut extra: Vec<String> = judge
                .codegen_flags()
                .iter()
                .map(|s| s.to_string())
                .collect();
            extra.extend(assertions("off"));
            (0, extra)
        }
    };
    let mut flags = Flags::new(metadata.edition(), Emit::Binary { opt_level });
    flags.extra = extra;
    flags.debuginfo = build == Build::Debugger;
    flags
}

/// Overflow checks and debug assertions both `on` or both `off`.
fn assertions(setting: &str) -> [String; 4] {
    [
        "-C".to_string(),
        format!("overflow-checks={}", setting),
        "-C".to_string(),
        format!("debug-assertions={}", setting),
    ]
}

fn cfgs(flags: &[&str]) -> Vec<String> {
    let mut kept = Vec::new();
    let mut flags = flags.iter();
    while let Some(flag) = flags.next() {
        if *flag == "--cfg" {
            if let Some(value) = flags.next() {
                kept.push(flag.to_string());
                kept.push(value.to_string());
            }
        }
    }
    kept
}

impl Session {
    /// Builds the problem's file (or `options.source`) and readies its
    /// checker and interactor. A file that does not compile is
    /// [`Error::Compile`], its error at `file:line:column`.
    pub fn open(problem: &Problem, options: Options) -> Result<Session> {
        let layout = &problem.layout;
        let source = options.source.clone().unwrap_or_else(|| layout.main_rs());
        let flags = flags(problem, options.build);
        let shown = layout.shown(&source);
        let built =
            options
                .cache
                .build(&layout.name, &source, &flags)
                .map_err(|error| match error {
                    Error::Compile { error, .. } => {
                        compile_error(&source, &shown, &flags.edition, &error)
                    }
                    other => other,
                })?;
        let relative = |line: String| relative_to(&line, &source, &shown);
        let warnings = built.warnings.into_iter().map(relative).collect();
        let checker = match options.checker {
            Some(checker) => checker,
            None => Checker::of_rule(
                problem.metadata.checker,
                problem.metadata.float_error,
                &layout.dir,
                &options.cache,
            ),
        };
        let interactor = match &problem.metadata.kind {
            Kind::Interactive { interactor } => Some(Interactor::for_problem(
                interactor.as_deref(),
                &layout.dir,
                &options.cache,
            )?),
            _ => None,
        };
        let work_dir = options.work.path().to_path_buf();
        fs::create_dir_all(&work_dir).map_err(|err| Error::io("create", &work_dir, err))?;
        Ok(Session {
            limits: limits(problem, options.build, options.time_limit),
            problem: problem.clone(),
            build: options.build,
            source,
            flags,
            program: built.program,
            warnings,
            checker,
            interactor,
            work: options.work,
            monitor: options.monitor,
        })
    }

    /// Judges `case`; `waiting` is called about every 100 ms while it runs.
    /// An error is ours (a file the session cannot write, a program that
    /// cannot be started), never the solution's.
    pub fn judge(&self, case: &Case, waiting: &mut dyn FnMut(Duration)) -> Result<Judged> {
        let layout = &self.problem.layout;
        let interactive = self.interactor.is_some();
        if let Some(missing) = case.missing(interactive, |path| layout.shown(path)) {
            return Ok(Judged::not_run(&case.name, Verdict::CheckerFailed(missing)));
        }
        match &self.interactor {
            Some(interactor) => self.dialogue(case, interactor),
            None => self.run_and_check(case, waiting),
        }
    }

    /// Judges the cases side by side, on every core; in their order.
    pub fn judge_all(&self, cases: &[Case]) -> Vec<Result<Judged>> {
        in_parallel(cases, |case| self.judge(case, &mut |_| {}))
    }

    /// Judges `input`, made here (a stress test's), against `answer` (its
    /// expected output, for a problem that has one); `name` keeps runs side
    /// by side apart.
    pub fn judge_bytes(&self, name: &str, input: &[u8], answer: &[u8]) -> Result<Judged> {
        let dir = self.work.path().join(name);
        fs::create_dir_all(&dir).map_err(|err| Error::io("create", &dir, err))?;
        let case = Case {
            name: name.to_string(),
            input: dir.join("case.in"),
            answer: dir.join("case.out"),
        };
        fs::write(&case.input, input).map_err(|err| Error::io("write", &case.input, err))?;
        fs::write(&case.answer, answer).map_err(|err| Error::io("write", &case.answer, err))?;
        self.judge(&case, &mut |_| {})
    }

    fn run_and_check(&self, case: &Case, waiting: &mut dyn FnMut(Duration)) -> Result<Judged> {
        let stdout = self.work.path().join(format!("{}.stdout", case.name));
        let stderr = self.work.path().join(format!("{}.stderr", case.name));
        let answer_bytes = fs::metadata(&case.answer).map_or(0, |meta| meta.len());
        let limits = self.limits.for_answer(answer_bytes);
        let job = Job {
            program: self.program.clone(),
            args: Vec::new(),
            stdin: Stdin::File(case.input.clone()),
            stdout: Sink::File(stdout.clone()),
            stderr: Sink::File(stderr.clone()),
            deadline: self.limits.kill,
            stack_mib: self.limits.stack_mib,
            memory_kib: Some(self.limits.memory_kib),
            output_limit: Some(limits.output_bytes),
        };
        let run_error = |reason| Error::Run {
            program: self.program.clone(),
            reason,
        };
        let run = match &self.monitor {
            Some(monitor) => {
                let report = self.work.path().join(format!("{}.report", case.name));
                monitor::run_monitored(monitor, &job, &report, waiting).map_err(run_error)?
            }
            None => runner::run(&job, waiting).map_err(run_error)?,
        };
        // Bounded by the output limit, which the runner enforced; past it
        // the output is not the verdict's business.
        let printed = match run.end {
            runner::End::OutputLimit => Vec::new(),
            _ => fs::read(&stdout).unwrap_or_default(),
        };
        let said = fs::read(&stderr).unwrap_or_default();
        let verdict = verdict::decide(&run, limits, &String::from_utf8_lossy(&said), || {
            let expected = fs::read_to_string(&case.answer).map_err(|err| {
                Rejection::CheckerFailed(format!("cannot read {}: {}", case.answer.display(), err))
            })?;
            self.checker
                .check(&case.input, &case.answer, &expected, &printed)
        });
        let verdict = self.named(verdict, &said);
        let _ = fs::remove_file(&stdout);
        let _ = fs::remove_file(&stderr);
        Ok(Judged {
            case: case.name.clone(),
            verdict,
            wall: Some(run.wall),
            peak: Some(run.peak),
            stdout: printed,
            stderr: said,
            report: None,
        })
    }

    fn dialogue(&self, case: &Case, interactor: &Interactor) -> Result<Judged> {
        let judged = interactor
            .judge(
                self.monitor.as_deref(),
                &self.program,
                &case.input,
                self.limits,
                self.limits.kill,
            )
            .map_err(|reason| Error::Run {
                program: self.program.clone(),
                reason,
            })?;
        let report = (judged.verdict != Verdict::Accepted).then(|| judged.report(self.limits.kill));
        let solution = &judged.interaction.solution;
        Ok(Judged {
            case: case.name.clone(),
            wall: Some(solution.wall),
            peak: Some(solution.peak),
            stdout: judged.log.into_bytes(),
            stderr: solution.stderr.clone(),
            verdict: self.named(judged.verdict, &solution.stderr),
            report,
        })
    }

    /// A runtime error of the checked build with the panic's message and
    /// line first: `attempt to add with overflow at
    /// problems/p/src/main.rs:12`.
    fn named(&self, verdict: Verdict, stderr: &[u8]) -> Verdict {
        match verdict {
            Verdict::RuntimeError(detail) if self.build == Build::Checked => {
                let shown = self.problem.layout.shown(&self.source);
                match panic_site(&String::from_utf8_lossy(stderr), &self.source, &shown) {
                    Some(site) => Verdict::RuntimeError(format!("{}\n{}", site, detail)),
                    None => Verdict::RuntimeError(detail),
                }
            }
            other => other,
        }
    }

    /// Why a case that is not accepted failed, in the words every command
    /// uses: `wrong answer by the tokens checker: ...`, `time limit
    /// exceeded: over the 1 s limit`, ... (the detail's lines follow the
    /// first).
    pub fn explain(&self, judged: &Judged) -> String {
        let judge = match self.interactor {
            Some(_) => "the interactor".to_string(),
            None => format!("the {} checker", self.checker.rule().key()),
        };
        explain(
            &judged.verdict,
            self.limits,
            &judge,
            judged.peak,
            judged.wall,
        )
    }

    /// How the build is described in every command's header: `rustc
    /// --edition 2021 -C opt-level=2 --cfg ONLINE_JUDGE (as codeforces
    /// builds it)`.
    pub fn build_line(&self) -> String {
        let how = match self.build {
            Build::Judge => format!("as {} builds it", self.problem.metadata.judge),
            Build::Debug | Build::Debugger => {
                "debug build: times are not the judge's; --release builds as the judge does"
                    .to_string()
            }
            Build::Checked => "checked build: optimised, with overflow checks and debug \
                               assertions; times are not the judge's"
                .to_string(),
            Build::Unoptimised => format!(
                "the program {} builds, unoptimised; times are not the judge's",
                self.problem.metadata.judge
            ),
        };
        format!("{} ({})", self.flags.command_line(), how)
    }
}

/// [`Session::explain`] for a verdict judged under `limits` by `judge`
/// (`the tokens checker`, `the interactor`), of a run that took `wall` and
/// peaked at `peak`.
pub fn explain(
    verdict: &Verdict,
    limits: Limits,
    judge: &str,
    peak: Option<Peak>,
    wall: Option<Duration>,
) -> String {
    match verdict {
        Verdict::Accepted => "accepted".to_string(),
        Verdict::WrongAnswer(detail) => format!("wrong answer by {}: {}", judge, detail),
        Verdict::PresentationError(detail) => format!("presentation error: {}", detail),
        // Issue 48: the kill time was printed for a run that had ended by
        // itself before it.
        Verdict::TimeLimitExceeded => match wall {
            Some(wall) if wall < limits.kill => format!(
                "time limit exceeded: over the {} limit; it ended at {:.2} s",
                runner::show_duration(limits.time),
                wall.as_secs_f64()
            ),
            _ => format!(
                "time limit exceeded: over the {} limit; stopped at {}",
                runner::show_duration(limits.time),
                runner::show_duration(limits.kill)
            ),
        },
        Verdict::MemoryLimitExceeded => match peak {
            Some(peak) if peak.exceeds(limits.memory_kib) => format!(
                "memory limit exceeded: {:.1} MiB, over the {} MiB limit",
                peak.kib() as f64 / 1024.0,
                limits.memory_kib / 1024
            ),
            _ => format!(
                "memory limit exceeded: an allocation was refused at the run's ceiling of {} MiB \
                 (the limit is {} MiB)",
                runner::confine::memory_ceiling(limits.memory_kib) / (1024 * 1024),
                limits.memory_kib / 1024
            ),
        },
        Verdict::OutputLimitExceeded => format!(
            "output limit exceeded: more than {} MiB written to stdout",
            limits.output_bytes / (1024 * 1024)
        ),
        Verdict::RuntimeError(detail) => format!("runtime error: {}", detail),
        Verdict::CheckerFailed(detail) => format!("not judged: {}", detail),
    }
}

/// `job` applied to every item, on as many threads as there are cores (each
/// case is a separate process, so they run side by side); the results in
/// the items' order.
pub fn in_parallel<I: Sync, T: Send>(items: &[I], job: impl Fn(&I) -> T + Sync) -> Vec<T> {
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(items.len().max(1));
    let next = std::sync::atomic::AtomicUsize::new(0);
    let mut results: Vec<(usize, T)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let index = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(item) = items.get(index) else {
                            return mine;
                        };
                        mine.push((index, job(item)));
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

/// The compiler's `error` for `source` (built with `edition`) as
/// [`Error::Compile`]: at the user's own line (see [`diagnostic`]), its path
/// as the user sees it, with a hint when the vendored region may be short.
pub fn compile_error(source: &Path, shown: &str, edition: &str, error: &str) -> Error {
    let text = fs::read_to_string(source).unwrap_or_default();
    let error = diagnostic::locate(error, source, &text, shown, edition);
    let stale_looking = [
        "cpkit",
        "no rules expected",
        "cannot find macro",
        "no method named",
        "unresolved import",
        "cannot find function",
        "cannot find type",
    ]
    .iter()
    .any(|sign| error.contains(sign));
    let has_region = region::Region::find(&text).is_ok();
    let hint = (stale_looking && has_region).then(|| {
        "hint: if the code uses a part of the core its vendored region does not carry yet, \
         `cargo xtask vendor` brings it in (judge, watch, stress and submit do it by themselves)"
            .to_string()
    });
    Error::Compile {
        file: shown.to_string(),
        error,
        hint,
    }
}

/// A panic's message and where it was, the path as the user sees it:
/// `attempt to add with overflow at problems/p/src/main.rs:12`, from
/// `thread 'main' panicked at /…/src/main.rs:12:5:` and the message on the
/// next line (or, before Rust 1.73, `panicked at 'message', file:12:5`).
pub fn panic_site(stderr: &str, source: &Path, shown: &str) -> Option<String> {
    let mut lines = stderr.lines();
    let line = lines.find(|line| line.contains("panicked at "))?;
    let rest = &line[line.find("panicked at ")? + "panicked at ".len()..];
    let (message, place) = match rest.strip_prefix('\'') {
        Some(old) => {
            let (message, place) = old.rsplit_once("', ")?;
            (message.to_string(), place)
        }
        None => (lines.next()?.trim().to_string(), rest.trim_end_matches(':')),
    };
    // file:line:column
    let mut parts = place.rsplitn(3, ':');
    let (_column, line_number, file) = (parts.next()?, parts.next()?, parts.next()?);
    let file = relative_to(file, source, shown);
    Some(format!("{} at {}:{}", message, file, line_number))
}

/// `line` with the source's path as the compiler wrote it replaced by the
/// path the user sees.
fn relative_to(line: &str, source: &Path, shown: &str) -> String {
    let written = source.display().to_string();
    match line.strip_prefix(&written) {
        Some(rest) => format!("{}{}", shown, rest),
        None => line.replace(&written, shown),
    }
}

/// How many verdicts of each kind a run gave.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Tally {
    pub cases: usize,
    pub counts: Vec<(&'static str, usize)>,
}

impl Tally {
    pub fn add(&mut self, verdict: &Verdict) {
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

    pub fn accepted(&self) -> usize {
        self.counts
            .iter()
            .find(|(code, _)| *code == "AC")
            .map_or(0, |(_, n)| *n)
    }

    pub fn all_accepted(&self) -> bool {
        self.accepted() == self.cases
    }

    /// `30 AC, 1 TLE` (`none run` for none).
    pub fn counts_text(&self) -> String {
        if self.counts.is_empty() {
            return "none run".to_string();
        }
        let counts: Vec<String> = self
            .counts
            .iter()
            .map(|(code, n)| format!("{} {}", n, code))
            .collect();
        counts.join(", ")
    }

    /// `3/4 AC, 1 WA`: the line under a problem's cases.
    pub fn line(&self) -> String {
        let others: Vec<String> = self
            .counts
            .iter()
            .filter(|(code, _)| *code != "AC")
            .map(|(code, n)| format!("{} {}", n, code))
            .collect();
        let mut line = format!("{}/{} AC", self.accepted(), self.cases);
        if !others.is_empty() {
            line.push_str(", ");
            line.push_str(&others.join(", "));
        }
        line
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tally_counts_each_verdict() {
        let mut tally = Tally::default();
        for verdict in [
            Verdict::Accepted,
            Verdict::TimeLimitExceeded,
            Verdict::Accepted,
        ] {
            tally.add(&verdict);
        }
        assert_eq!(tally.counts_text(), "2 AC, 1 TLE");
        assert_eq!(tally.line(), "2/3 AC, 1 TLE");
        assert!(!tally.all_accepted());
    }

    const LIMITS: Limits = Limits {
        time: Duration::from_secs(1),
        kill: Duration::from_secs(2),
        memory_kib: 256 * 1024,
        stack_mib: None,
        output_bytes: 64 << 20,
    };

    // Issue 48, finding 7: a run that ended by itself at 1.5 s was said to
    // be stopped at 2 s.
    #[test]
    fn the_tle_detail_says_when_the_program_ended_or_that_it_was_stopped() {
        let tle = |wall_ms| {
            explain(
                &Verdict::TimeLimitExceeded,
                LIMITS,
                "the tokens checker",
                None,
                Some(Duration::from_millis(wall_ms)),
            )
        };
        assert_eq!(
            tle(1500),
            "time limit exceeded: over the 1 s limit; it ended at 1.50 s"
        );
        assert_eq!(
            tle(2000),
            "time limit exceeded: over the 1 s limit; stopped at 2 s"
        );
    }

    #[test]
    fn an_mle_says_whether_the_peak_or_the_ceiling_found_it() {
        let mle = |peak| explain(&Verdict::MemoryLimitExceeded, LIMITS, "", peak, None);
        assert_eq!(
            mle(Some(Peak::Exact(300 * 1024))),
            "memory limit exceeded: 300.0 MiB, over the 256 MiB limit"
        );
        assert_eq!(
            mle(Some(Peak::Exact(3 * 1024))),
            "memory limit exceeded: an allocation was refused at the run's ceiling of 1024 MiB \
             (the limit is 256 MiB)"
        );
        assert_eq!(
            explain(&Verdict::OutputLimitExceeded, LIMITS, "", None, None),
            "output limit exceeded: more than 64 MiB written to stdout"
        );
    }

    // Issue 48, finding 5: the folder of a killed run stayed for good.
    #[test]
    fn stale_run_folders_go_and_live_ones_stay() {
        let parent = tempfile::tempdir().unwrap();
        // No process has a pid this large (the kernel's maximum is 2^22).
        let stale = parent.path().join("run-99999999-abc");
        let live = parent
            .path()
            .join(format!("run-{}-def", std::process::id()));
        let other = parent.path().join("mine");
        for dir in [&stale, &live, &other] {
            fs::create_dir_all(dir.join("inner")).unwrap();
        }
        assert_eq!(remove_stale(parent.path()), 1);
        assert!(!stale.exists());
        assert!(live.exists() && other.exists());
    }

    #[test]
    fn a_scratch_folder_names_its_owner_and_goes_with_it() {
        let parent = tempfile::tempdir().unwrap();
        let work = Work::scratch_in(parent.path()).unwrap();
        let path = work.path().to_path_buf();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        assert!(
            name.starts_with(&format!("run-{}-", std::process::id())),
            "{}",
            name
        );
        drop(work);
        assert!(!path.exists());
    }

    #[test]
    fn a_panic_names_its_message_and_the_users_line() {
        let source = Path::new("/tmp/kit/problems/p/src/main.rs");
        let shown = "problems/p/src/main.rs";
        let now = "thread 'main' panicked at /tmp/kit/problems/p/src/main.rs:12:17:\n\
                   attempt to add with overflow\nnote: run with `RUST_BACKTRACE=1`";
        assert_eq!(
            panic_site(now, source, shown).as_deref(),
            Some("attempt to add with overflow at problems/p/src/main.rs:12")
        );
        let before_1_73 = "thread 'main' panicked at 'attempt to multiply with overflow', \
                           /tmp/kit/problems/p/src/main.rs:7:9";
        assert_eq!(
            panic_site(before_1_73, source, shown).as_deref(),
            Some("attempt to multiply with overflow at problems/p/src/main.rs:7")
        );
        assert_eq!(
            panic_site("error: line 1, column 1: n expected", source, shown),
            None
        );
    }

    #[test]
    fn a_debug_build_keeps_only_the_judges_cfgs() {
        assert_eq!(
            cfgs(&["--cfg", "ONLINE_JUDGE", "-C", "target-cpu=native"]),
            ["--cfg", "ONLINE_JUDGE"]
        );
    }
}
