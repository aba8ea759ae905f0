//! A problem's interactor, for `kind = "interactive"`: the program the
//! solution talks to, which also judges it.
//!
//! It follows testlib's convention, so a testlib interactor written in C++
//! works unchanged: run as `interactor <input> <output>`, it reads the test's
//! hidden data from `<input>` (the case's `.in`), talks to the solution
//! through its own stdin and stdout, may write a log to `<output>`, and
//! exits 0 for AC, 1 for WA, 2 for PE and 3 for FAIL (its own failure). The
//! kit's interactors are `problems/<p>/interactor.rs`, one file built with
//! plain rustc; `interactor = "<command>"` in the metadata runs a command
//! instead (from the problem's folder, with the two paths appended).
//!
//! The golden tests pin the interactor's log (the `<output>` file) of each
//! accepted case, so the log should say something that does not depend on
//! timing: the answer found and the number of queries, say.

use std::ffi::OsString;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::error::Error;
use crate::runner::interactive::{run_interactive, Interaction};
use crate::runner::{show_duration, Job, Sink, Stdin};
use crate::rustc::{Cache, Emit, Flags};
use crate::verdict::{decide_interactive, Limits, Verdict};

/// Where a problem keeps its interactor, in its folder.
pub const SOURCE: &str = "interactor.rs";

/// The edition an interactor is built with; the starter compiles under all.
const EDITION: &str = "2021";

/// An interactor ready to run.
#[derive(Debug, Clone)]
pub struct Interactor {
    program: PathBuf,
    /// Arguments before the input and output paths.
    args: Vec<OsString>,
}

/// One case judged: the verdict, the run, and the interactor's log.
#[derive(Debug, Clone)]
pub struct Judged {
    pub verdict: Verdict,
    pub interaction: Interaction,
    /// What the interactor wrote to its output file.
    pub log: String,
}

impl Interactor {
    /// The interactor of the problem in `problem_dir`: `command` (run from
    /// that folder, testlib's two paths appended), or without one its
    /// `interactor.rs` built through `cache`; an error says why there is
    /// none (missing, does not build).
    pub fn for_problem(
        command: Option<&str>,
        problem_dir: &Path,
        cache: &Cache,
    ) -> crate::error::Result<Interactor> {
        match command {
            Some(command) => Ok(Interactor {
                program: PathBuf::from("sh"),
                // `$0` is the folder; the paths follow as `$@`.
                args: vec![
                    "-c".into(),
                    format!("cd \"$0\" && exec {} \"$@\"", command).into(),
                    problem_dir.as_os_str().to_os_string(),
                ],
            }),
            None => Interactor::build(&problem_dir.join(SOURCE), cache),
        }
    }

    /// Builds `source` through `cache` (optimised).
    pub fn build(source: &Path, cache: &Cache) -> crate::error::Result<Interactor> {
        if !source.is_file() {
            return Err(Error::Problem(format!(
                "the problem is interactive but {} does not exist",
                source.display()
            )));
        }
        let flags = Flags::new(EDITION, Emit::Binary { opt_level: 2 });
        let built = cache.build("interactor", source, &flags).map_err(|error| {
            Error::Problem(format!(
                "the interactor {} does not build: {}",
                source.display(),
                error.detail()
            ))
        })?;
        Ok(Interactor {
            program: built.program,
            args: Vec::new(),
        })
    }

    /// Runs `solution` against the interactor on the case `input`, both
    /// killed at `deadline`, and decides the verdict under `limits`. With a
    /// `monitor` (see [`crate::monitor`]), the solution runs under it, so its
    /// memory figure is its own and not the spawner's.
    pub fn judge(
        &self,
        monitor: Option<&Path>,
        solution: &Path,
        input: &Path,
        limits: Limits,
        deadline: Duration,
    ) -> io::Result<Judged> {
        let log = tempfile::Builder::new()
            .prefix("interactor-log-")
            .tempfile()?;
        // Absolute, since a command runs from the problem's folder.
        let mut args = self.args.clone();
        args.push(std::path::absolute(input)?.into_os_string());
        args.push(std::path::absolute(log.path())?.into_os_string());
        let interactor = Job {
            program: self.program.clone(),
            args,
            stdin: Stdin::Empty,
            stdout: Sink::Memory,
            stderr: Sink::Memory,
            deadline,
            stack_mib: None,
            memory_kib: None,
            // The interactor writes its log; the kit's own program, not limited.
            output_limit: None,
        };
        let mut solution = Job::new(solution, Stdin::Empty, deadline).with_stack(limits.stack_mib);
        solution.memory_kib = Some(limits.memory_kib);
        solution.output_limit = Some(limits.output_bytes);
        let interaction = match monitor {
            Some(monitor) => monitored(monitor, &solution, &interactor)?,
            None => run_interactive(&solution, &interactor)?,
        };
        let verdict = decide_interactive(&interaction, limits);
        let log = fs::read(log.path()).unwrap_or_default();
        Ok(Judged {
            verdict,
            interaction,
            log: String::from_utf8_lossy(&log).into_owned(),
        })
    }
}

/// [`run_interactive`] with the solution under a fresh `monitor`: the
/// solution's end, time and peak memory are the monitor's report of it, and
/// its stderr the file the monitor wrote. A run killed at the deadline
/// kills the monitor before it reports; it keeps the relay's figures (its
/// memory then a bound, see [`crate::runner::Peak`]).
fn monitored(monitor: &Path, solution: &Job, interactor: &Job) -> io::Result<Interaction> {
    let dir = tempfile::Builder::new().prefix("monitored-").tempdir()?;
    let (stderr, report) = (dir.path().join("stderr"), dir.path().join("report"));
    let job = crate::monitor::piped_job(monitor, solution, &stderr, &report);
    let mut interaction = run_interactive(&job, interactor)?;
    let said = fs::read(&stderr).unwrap_or_default();
    let ran = &mut interaction.solution;
    match crate::monitor::read_report(&report) {
        Ok(reported) => {
            ran.end = reported.end;
            ran.wall = reported.wall;
            ran.peak = reported.peak;
        }
        Err(_) if ran.end == crate::runner::End::TimedOut => {}
        Err(_) => {
            return Err(io::Error::other(format!(
                "the monitor failed ({}) without a report: {}",
                ran.describe_end(solution.deadline),
                String::from_utf8_lossy(&ran.stderr).trim()
            )))
        }
    }
    ran.stderr = said;
    Ok(interaction)
}

impl Judged {
    /// What a person needs to see of a failed case: who waited for whom at a
    /// deadline, both ends and stderrs, and the last lines of the dialogue.
    pub fn report(&self, deadline: Duration) -> String {
        let run = &self.interaction;
        let mut text = String::new();
        if let Some(waiting) = &run.waiting {
            text.push_str(&format!("--- waiting:    {}\n", waiting));
        }
        text.push_str(&format!(
            "--- solution:   {} after {:.3} s; stderr: {}\n",
            run.solution.describe_end(deadline),
            run.solution.wall.as_secs_f64(),
            quoted(&run.solution.stderr)
        ));
        text.push_str(&format!(
            "--- interactor: {}; stderr: {}\n",
            run.interactor.describe_end(deadline),
            quoted(&run.interactor.stderr)
        ));
        let (from_solution, from_interactor) = run.dialogue.bytes;
        text.push_str(&format!(
            "--- dialogue ({} bytes from the solution `>`, {} from the interactor `<`, \
             last lines in order):\n{}",
            from_solution,
            from_interactor,
            run.dialogue.show()
        ));
        text.push_str(&format!(
            "--- deadline:   {} (wall clock, both killed there)",
            show_duration(deadline)
        ));
        text
    }
}

fn quoted(bytes: &[u8]) -> String {
    const SHOWN: usize = 400;
    let text = String::from_utf8_lossy(&bytes[..bytes.len().min(SHOWN)]).into_owned();
    if bytes.len() > SHOWN {
        format!("{:?} ... ({} bytes in all)", text, bytes.len())
    } else {
        format!("{:?}", text)
    }
}
