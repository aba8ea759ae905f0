//! Exact memory figures: the runner, run inside a fresh, small process.
//!
//! The kernel counts a child's peak memory from the high-water mark of the
//! process that spawned it (see [`crate::runner`]). A long-lived spawner that
//! has read outputs, built tables or loaded a TOML file inflates every
//! figure after that; `cargo xtask judge` once showed the same empty program
//! at 3.8 MiB and, later in a run, at tens of MiB. So a program that wants
//! exact figures calls [`serve_if_asked`] first thing in `main`, and
//! [`run_monitored`] then re-executes that very program as a monitor, one per
//! run: it has done nothing yet but parse six arguments, it spawns the
//! solution through [`crate::runner::run`] (the one runner; the monitor adds
//! nothing to how a solution is run), and it writes what happened to a small
//! report file. Its own footprint, about that of the smallest Rust program,
//! is then the floor of every figure, and the floor is the same for every
//! case.
//!
//! The monitor is a subreaper (`PR_SET_CHILD_SUBREAPER`): a process the
//! solution started and orphaned comes back to it rather than to init, and
//! is killed and reaped with the run (see [`crate::runner::sweep`]). Told to
//! stop (SIGTERM, SIGINT, SIGHUP) it ends its run first; killed outright, its
//! solution dies with it (`PR_SET_PDEATHSIG`, [`crate::runner::confine`]).
//!
//! A test binary cannot hook `main` (libtest owns it), so the golden tests
//! call the runner directly; their figures are exact whenever the solution
//! uses more than the test process itself, which is every case where a
//! memory limit could be in question.

use std::ffi::OsString;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

use crate::runner::{self, End, Job, Peak, Run, Sink, Stdin};

/// The first argument that turns a program into a monitor; the runner
/// starts a program given it without a hook, as it confines itself (see
/// [`serve_if_asked`]).
pub const ARGUMENT: &str = runner::confine::CONFINES_ITSELF;

/// How much longer than the run's own deadline the monitor may take.
const GRACE: Duration = Duration::from_secs(10);

/// Runs `job` under a fresh monitor: `monitor` is a program whose `main`
/// starts with [`serve_if_asked`] (usually `std::env::current_exe()`).
/// `job`'s stdin must be a file or empty and its sinks files, since the
/// monitor runs in another process; `report` is a scratch file.
pub fn run_monitored(
    monitor: &Path,
    job: &Job,
    report: &Path,
    waiting: impl FnMut(Duration),
) -> io::Result<Run> {
    let stdin = match &job.stdin {
        Stdin::File(path) => path.clone(),
        Stdin::Empty => PathBuf::from("/dev/null"),
        Stdin::Bytes(_) => return Err(io::Error::other("a monitored run reads a file")),
    };
    let (stdout, stderr) = match (&job.stdout, &job.stderr) {
        (Sink::File(out), Sink::File(err)) => (out.clone(), err.clone()),
        _ => return Err(io::Error::other("a monitored run writes files")),
    };
    let _ = fs::remove_file(report);
    let optional = |value: Option<u64>| value.map_or_else(|| "-".to_string(), |n| n.to_string());
    let mut args: Vec<OsString> = vec![
        ARGUMENT.into(),
        job.deadline.as_millis().to_string().into(),
        optional(job.memory_kib).into(),
        optional(job.output_limit).into(),
    ];
    args.extend(
        [
            &stdin,
            &stdout,
            &stderr,
            &report.to_path_buf(),
            &job.program,
        ]
        .iter()
        .map(|path| path.as_os_str().to_os_string()),
    );
    let monitor_job = Job {
        program: monitor.to_path_buf(),
        args,
        stdin: Stdin::Empty,
        stdout: Sink::Memory,
        stderr: Sink::Memory,
        deadline: job.deadline + GRACE,
        // The monitor starts with the solution's stack limit, and the
        // solution it starts inherits it.
        stack_mib: job.stack_mib,
        // The monitor's own memory and files are the kit's: it sets the
        // solution's limits itself.
        memory_kib: None,
        output_limit: None,
    };
    let ran = runner::run(&monitor_job, waiting)?;
    match fs::read_to_string(report) {
        Ok(text) => parse_report(&text),
        Err(_) => {
            let said = String::from_utf8_lossy(&ran.stderr);
            let said = said.trim();
            Err(io::Error::other(format!(
                "the monitor ended ({}) before it reported{}",
                ran.describe_end(monitor_job.deadline),
                if said.is_empty() {
                    String::new()
                } else {
                    format!(": {}", said)
                }
            )))
        }
    }
}

/// The job that runs `job`'s program under a fresh monitor whose own stdin
/// and stdout are the program's (`/dev/stdin`, `/dev/stdout`): an
/// interactive solution talks through pipes that its runner sets up for
/// this job (see [`crate::runner::interactive`]), and its figures are then
/// its own, not those of the large process relaying its dialogue. The
/// program's stderr goes to the file `stderr`, and [`read_report`] reads
/// `report` once the job has ended.
///
/// The deadline is the interactive runner's to keep: it kills both sides
/// at once and says who was waiting for whom. The monitor's own deadline
/// is later, a backstop only; had it been the same, a loaded machine could
/// let the monitor stop the solution first, and the interactor, seeing its
/// input end, exit, with no word of the deadlock.
pub fn piped_job(monitor: &Path, job: &Job, stderr: &Path, report: &Path) -> Job {
    let backstop = job.deadline + GRACE;
    let optional = |value: Option<u64>| value.map_or_else(|| "-".to_string(), |n| n.to_string());
    // The monitor sets the solution's memory and output limits itself, as
    // in [`run_monitored`].
    let mut args: Vec<OsString> = vec![
        ARGUMENT.into(),
        backstop.as_millis().to_string().into(),
        optional(job.memory_kib).into(),
        optional(job.output_limit).into(),
    ];
    args.extend(
        [
            Path::new("/dev/stdin"),
            Path::new("/dev/stdout"),
            stderr,
            report,
            &job.program,
        ]
        .iter()
        .map(|path| path.as_os_str().to_os_string()),
    );
    // The deadline and the stack are the solution's: the monitor starts
    // under them, and the solution inherits them. Its memory and output are
    // the kit's (the monitor limits the solution's itself).
    Job {
        program: monitor.to_path_buf(),
        args,
        stdin: Stdin::Empty,
        stdout: Sink::Memory,
        stderr: Sink::Memory,
        memory_kib: None,
        output_limit: None,
        ..job.clone()
    }
}

/// The run a monitor reported in `report`: its end, time and peak (the
/// streams are in the files the monitor was given).
pub fn read_report(report: &Path) -> io::Result<Run> {
    parse_report(&fs::read_to_string(report)?)
}

/// When this process was started as a monitor (its first argument is
/// [`ARGUMENT`]), does the monitor's work and returns the exit code for
/// `main` to return; otherwise `None`. Call it before anything else.
pub fn serve_if_asked() -> Option<ExitCode> {
    let mut args = std::env::args_os().skip(1);
    if args.next()? != ARGUMENT {
        return None;
    }
    let args: Vec<OsString> = args.collect();
    // Death with the kit, which a hook between fork and exec gives every
    // other run (see `runner::confine`): set here, so the kit starts the
    // monitor without one.
    if let Err(err) = runner::confine::confine_self() {
        eprintln!("error: {}", err);
        return Some(ExitCode::from(2));
    }
    // Orphans of the solution come back here, and a signal to stop ends the
    // run before the monitor goes.
    let _ = nix::sys::prctl::set_child_subreaper(true);
    runner::interrupt::end_runs_on_signal();
    let number = |arg: &OsString, what: &str| -> io::Result<Option<u64>> {
        match arg.to_str() {
            Some("-") => Ok(None),
            Some(text) => text
                .parse()
                .map(Some)
                .map_err(|_| io::Error::other(format!("the {} is not a number", what))),
            None => Err(io::Error::other(format!("the {} is not a number", what))),
        }
    };
    let result = match &args[..] {
        [deadline, memory, output, stdin, stdout, stderr, report, program] => (|| {
            let ms = number(deadline, "deadline")?
                .ok_or_else(|| io::Error::other("the deadline is not a number"))?;
            let job = Job {
                program: program.into(),
                args: Vec::new(),
                stdin: Stdin::File(stdin.into()),
                stdout: Sink::File(stdout.into()),
                stderr: Sink::File(stderr.into()),
                deadline: Duration::from_millis(ms),
                stack_mib: None,
                memory_kib: number(memory, "memory limit")?,
                output_limit: number(output, "output limit")?,
            };
            let ran = runner::run(&job, |_| {})?;
            reap_orphans();
            if runner::interrupt::stopping() {
                // Ended by the signal that stops the monitor: no verdict.
                return Err(io::Error::other("stopped by a signal"));
            }
            fs::write(report, format_report(&ran))
        })(),
        _ => Err(io::Error::other(format!(
            "usage: {} <deadline-ms> <memory-kib|-> <output-bytes|-> <stdin> <stdout> <stderr> \
             <report> <program>",
            ARGUMENT
        ))),
    };
    Some(match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("error: {}", err);
            ExitCode::from(2)
        }
    })
}

/// Reaps whatever came back to the monitor as a subreaper and was killed
/// with the run: nothing of the run is left, not even a zombie.
fn reap_orphans() {
    use nix::sys::wait::{waitpid, WaitPidFlag, WaitStatus};
    while let Ok(status) = waitpid(None, Some(WaitPidFlag::WNOHANG)) {
        if status == WaitStatus::StillAlive {
            break;
        }
    }
}

fn format_report(run: &Run) -> String {
    let end = match run.end {
        End::Exited(code) => format!("exited {}", code),
        End::Signaled(signal) => format!("signaled {}", signal),
        End::TimedOut => "timed-out 0".to_string(),
        End::OutputLimit => "output-limit 0".to_string(),
    };
    let peak = match run.peak {
        Peak::Exact(kib) => format!("exact {}", kib),
        Peak::AtMost(kib) => format!("at-most {}", kib),
    };
    format!("{} {} {}\n", end, run.wall.as_micros(), peak)
}

fn parse_report(text: &str) -> io::Result<Run> {
    let malformed = || io::Error::other(format!("malformed monitor report {:?}", text));
    let fields: Vec<&str> = text.split_whitespace().collect();
    let number = |i: usize| -> io::Result<i64> {
        fields
            .get(i)
            .and_then(|field| field.parse().ok())
            .ok_or_else(malformed)
    };
    let end = match fields.first() {
        Some(&"exited") => End::Exited(number(1)? as i32),
        Some(&"signaled") => End::Signaled(number(1)? as i32),
        Some(&"timed-out") => End::TimedOut,
        Some(&"output-limit") => End::OutputLimit,
        _ => return Err(malformed()),
    };
    let kib = number(4)? as u64;
    let peak = match fields.get(3) {
        Some(&"exact") => Peak::Exact(kib),
        Some(&"at-most") => Peak::AtMost(kib),
        _ => return Err(malformed()),
    };
    Ok(Run {
        end,
        wall: Duration::from_micros(number(2)? as u64),
        peak,
        stdout: Vec::new(),
        stderr: Vec::new(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reports_round_trip() {
        let ends = [
            End::Exited(0),
            End::Exited(3),
            End::Signaled(11),
            End::TimedOut,
            End::OutputLimit,
        ];
        for (end, peak) in ends
            .into_iter()
            .zip([Peak::Exact(2048), Peak::AtMost(4000)].into_iter().cycle())
        {
            let run = Run {
                end,
                wall: Duration::from_micros(1234567),
                peak,
                stdout: Vec::new(),
                stderr: Vec::new(),
            };
            assert_eq!(parse_report(&format_report(&run)).unwrap(), run);
        }
        assert!(parse_report("nonsense").is_err());
    }
}
