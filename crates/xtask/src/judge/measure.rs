//! Running one case in a child process: wall time, peak memory, a hard stop.
//!
//! Peak memory comes from the kernel's own accounting: `getrusage` with
//! `RUSAGE_CHILDREN` gives the largest resident set of any child a process has
//! waited for. To get one case's figure, not the largest so far, every case
//! runs under a fresh copy of xtask (`xtask __measure`, not a subcommand users
//! see) whose only child is the solution; it also enforces the time limit, so
//! a killed run leaves no orphan behind.
//!
//! The kernel counts a child's peak from the moment it is spawned, when it
//! still shares the monitor's memory, so the monitor starts the solution
//! before doing anything else (no argument parser, no allocations to speak
//! of): its own footprint, about that of the smallest Rust program, is then
//! the floor of every figure rather than an inflated one.

use std::fs::{self, File};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use anyhow::{anyhow, bail, Context, Result};

/// How a run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum End {
    /// Exited by itself with this code.
    Exited(i32),
    /// Ended by this signal (a crash: SIGSEGV, SIGABRT, ...).
    Signaled(i32),
    /// Stopped at the deadline.
    Killed,
}

/// What one run of a solution measured.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Measurement {
    pub end: End,
    pub wall: Duration,
    /// Peak resident set size, in KiB.
    pub max_rss_kib: u64,
}

/// Where a case's run reads and writes.
#[derive(Debug, Clone)]
pub struct Files {
    pub stdin: PathBuf,
    pub stdout: PathBuf,
    pub stderr: PathBuf,
    pub report: PathBuf,
}

/// Runs `program` under `xtask __measure`, stopping it at `deadline`.
/// `waiting` is called about every 100 ms while it runs, with the time so far.
pub fn run(
    program: &Path,
    files: &Files,
    deadline: Duration,
    mut waiting: impl FnMut(Duration),
) -> Result<Measurement> {
    let xtask = std::env::current_exe().context("cannot find the xtask executable")?;
    let stdin = File::open(&files.stdin)
        .with_context(|| format!("cannot open {}", files.stdin.display()))?;
    let stdout = File::create(&files.stdout)
        .with_context(|| format!("cannot create {}", files.stdout.display()))?;
    let stderr = File::create(&files.stderr)
        .with_context(|| format!("cannot create {}", files.stderr.display()))?;
    let _ = fs::remove_file(&files.report);
    let mut monitor = Command::new(xtask)
        .arg("__measure")
        .arg("--deadline-ms")
        .arg(deadline.as_millis().to_string())
        .arg("--report")
        .arg(&files.report)
        .arg("--")
        .arg(program)
        .stdin(Stdio::from(stdin))
        .stdout(Stdio::from(stdout))
        .stderr(Stdio::from(stderr))
        .spawn()
        .context("cannot start `xtask __measure`")?;
    let started = Instant::now();
    let status = loop {
        if let Some(status) = monitor.try_wait()? {
            break status;
        }
        waiting(started.elapsed());
        thread::sleep(Duration::from_millis(100).min(deadline / 10 + Duration::from_millis(1)));
    };
    let report = fs::read_to_string(&files.report)
        .map_err(|_| anyhow!("`xtask __measure` failed ({}) without a report", status))?;
    parse_report(&report)
}

/// `xtask __measure --deadline-ms <ms> --report <file> -- <program>`, called
/// from `main` before anything else runs; exit code 2 on an error.
pub fn monitor_main() -> std::process::ExitCode {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let parsed = match &args[..] {
        [_, _, deadline_flag, deadline, report_flag, report, dashes, program]
            if deadline_flag == "--deadline-ms" && report_flag == "--report" && dashes == "--" =>
        {
            deadline.to_str().and_then(|ms| ms.parse().ok()).map(|ms| {
                (
                    Duration::from_millis(ms),
                    Path::new(report),
                    Path::new(program),
                )
            })
        }
        _ => None,
    };
    let result = match parsed {
        Some((deadline, report, program)) => monitor(program, deadline, report),
        None => Err(anyhow!(
            "usage: xtask __measure --deadline-ms <ms> --report <file> -- <program>"
        )),
    };
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("error: {:#}", err);
            std::process::ExitCode::from(2)
        }
    }
}

/// The monitor's side: runs `program` with this process's stdio, kills it at
/// `deadline`, and writes what happened to `report`.
fn monitor(program: &Path, deadline: Duration, report: &Path) -> Result<()> {
    let mut child = Command::new(program)
        .spawn()
        .with_context(|| format!("cannot run {}", program.display()))?;
    let pid = nix::unistd::Pid::from_raw(child.id() as i32);
    let started = Instant::now();
    // Waiting in a thread lets the deadline be a timeout on a channel rather
    // than a polling loop, so short runs are timed to the microsecond.
    let (done, finished) = mpsc::channel();
    let waiter = thread::spawn(move || {
        let status = child.wait();
        let _ = done.send(started.elapsed());
        status
    });
    let (killed, wall) = match finished.recv_timeout(deadline) {
        Ok(wall) => (false, wall),
        Err(_) => {
            let _ = nix::sys::signal::kill(pid, nix::sys::signal::Signal::SIGKILL);
            (true, started.elapsed())
        }
    };
    let status = waiter
        .join()
        .map_err(|_| anyhow!("the waiting thread panicked"))?
        .context("cannot wait for the solution")?;
    let usage = nix::sys::resource::getrusage(nix::sys::resource::UsageWho::RUSAGE_CHILDREN)
        .context("getrusage failed")?;
    let end = if killed {
        End::Killed
    } else if let Some(code) = status.code() {
        End::Exited(code)
    } else {
        use std::os::unix::process::ExitStatusExt;
        End::Signaled(status.signal().unwrap_or(0))
    };
    let measurement = Measurement {
        end,
        wall,
        max_rss_kib: usage.max_rss().max(0) as u64,
    };
    fs::write(report, format_report(&measurement))
        .with_context(|| format!("cannot write {}", report.display()))
}

fn format_report(m: &Measurement) -> String {
    let end = match m.end {
        End::Exited(code) => format!("exited {}", code),
        End::Signaled(signal) => format!("signaled {}", signal),
        End::Killed => "killed 0".to_string(),
    };
    format!("{} {} {}\n", end, m.wall.as_micros(), m.max_rss_kib)
}

fn parse_report(text: &str) -> Result<Measurement> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let number = |i: usize| -> Result<i64> {
        fields
            .get(i)
            .and_then(|field| field.parse().ok())
            .ok_or_else(|| anyhow!("malformed measurement report {:?}", text))
    };
    let end = match fields.first() {
        Some(&"exited") => End::Exited(number(1)? as i32),
        Some(&"signaled") => End::Signaled(number(1)? as i32),
        Some(&"killed") => End::Killed,
        _ => bail!("malformed measurement report {:?}", text),
    };
    Ok(Measurement {
        end,
        wall: Duration::from_micros(number(2)? as u64),
        max_rss_kib: number(3)? as u64,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reports_round_trip() {
        for end in [
            End::Exited(0),
            End::Exited(3),
            End::Signaled(11),
            End::Killed,
        ] {
            let m = Measurement {
                end,
                wall: Duration::from_micros(1234567),
                max_rss_kib: 2048,
            };
            assert_eq!(parse_report(&format_report(&m)).unwrap(), m);
        }
        assert!(parse_report("nonsense").is_err());
    }
}
