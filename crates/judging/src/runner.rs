//! The one runner: start a program on an input, under a wall-time limit, and
//! say how it ended, what it printed, and how much memory it took at its peak.
//!
//! Every run of a solution for judging goes through [`run`] (the golden and
//! exhaustive tests, `cargo xtask judge`, `submit`'s sample check, special
//! checkers), so there is one idea of a deadline and of how a run ends.
//!
//! - The program starts in a process group of its own. At the deadline the
//!   whole group is killed, so a solution that forked helpers leaves none
//!   behind; and once the program ends, whatever it left running in its group
//!   is killed too, before the program is reaped (its pid still names the
//!   group, so the kill cannot reach a stranger that reused the number).
//! - The program starts on the stack the job asks for (the judge's; see
//!   [`stack`]), which every program it starts inherits.
//! - Peak memory is the kernel's figure for this one child, from `wait4`
//!   (through the `wait4` crate), not `getrusage(RUSAGE_CHILDREN)`, which is
//!   the maximum over every child ever waited for and so useless for the
//!   second run onwards. One caveat is the kernel's, not ours: a child
//!   starts its count at the high-water mark of the process that spawned it
//!   (exec records the old address space's peak, and std's spawn shares or
//!   copies the parent's). When the spawner is large, a small program's
//!   figure is the spawner's, so the runner reads its own high-water mark
//!   just before spawning, and a figure that does not exceed it is reported
//!   as [`Peak::AtMost`]: an upper bound, never counted as over a memory
//!   limit. `cargo xtask judge` avoids that by running each case under a
//!   fresh, small monitor process (see [`crate::monitor`]), which is why its
//!   figures are exact; a test binary, which cannot hook `main`, spawns
//!   directly.
//! - While it runs, the program is confined (see [`confine`]): its memory
//!   under a ceiling, the files it writes under the output limit, its life
//!   tied to the kit's. Its stdout read into memory is cut at the output
//!   limit, its stderr is kept at both ends only ([`bounded`]), so no
//!   output grows the kit. Once it ends, every process it started goes,
//!   those that left its group with `setsid` too ([`sweep`]).

use std::ffi::OsString;
use std::fmt;
use std::fs::{self, File};
use std::io::{self, Write};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc};
use std::thread;
use std::time::{Duration, Instant};

use nix::sys::signal::{killpg, Signal};
use nix::sys::wait::{waitid, Id, WaitPidFlag};
use nix::unistd::Pid;
use wait4::Wait4;

use bounded::Kept;
use confine::Confinement;

/// What the program reads on stdin.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Stdin {
    /// This file.
    File(PathBuf),
    /// These bytes, then the end of the input.
    Bytes(Vec<u8>),
    /// Nothing: the end of the input at once.
    Empty,
}

/// Where one of the program's output streams goes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Sink {
    /// Into memory, returned in the [`Run`].
    Memory,
    /// Straight into this file (created or truncated); the [`Run`] holds nothing.
    File(PathBuf),
}

/// One run to make.
#[derive(Debug, Clone)]
pub struct Job {
    pub program: PathBuf,
    pub args: Vec<OsString>,
    pub stdin: Stdin,
    pub stdout: Sink,
    pub stderr: Sink,
    /// The program (and its group) is killed when it runs this long.
    pub deadline: Duration,
    /// The stack limit it starts with, in MiB (the judge's); `None` keeps
    /// this process's (see [`stack`]).
    pub stack_mib: Option<u64>,
    /// The memory limit, in KiB: the program's address space is capped at
    /// its [`confine::memory_ceiling`] while it runs; `None` leaves it be.
    pub memory_kib: Option<u64>,
    /// The most it may write to stdout, in bytes: past it the run ends as
    /// [`End::OutputLimit`]; `None` for no limit on a file (stdout read
    /// into memory is then cut at [`DEFAULT_OUTPUT_LIMIT`]).
    pub output_limit: Option<u64>,
}

/// The output limit where the judge states none: 64 MiB, less than a
/// runaway loop writes in a second. A case whose answer is larger is let
/// write twice its answer ([`crate::verdict::Limits::for_answer`]).
pub const DEFAULT_OUTPUT_LIMIT: u64 = 64 * 1024 * 1024;

impl Job {
    /// `program` with no arguments on `stdin`, both outputs into memory.
    pub fn new(program: impl Into<PathBuf>, stdin: Stdin, deadline: Duration) -> Job {
        Job {
            program: program.into(),
            args: Vec::new(),
            stdin,
            stdout: Sink::Memory,
            stderr: Sink::Memory,
            deadline,
            stack_mib: None,
            memory_kib: None,
            output_limit: Some(DEFAULT_OUTPUT_LIMIT),
        }
    }

    /// The job with a stack of `stack_mib` MiB where that is `Some`.
    pub fn with_stack(self, stack_mib: Option<u64>) -> Job {
        Job { stack_mib, ..self }
    }
}

/// How a run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum End {
    /// Exited by itself with this code.
    Exited(i32),
    /// Ended by this signal (a crash: SIGSEGV, SIGABRT, ...).
    Signaled(i32),
    /// Killed, with its group, at the deadline.
    TimedOut,
    /// Stopped for writing past its output limit.
    OutputLimit,
}

/// A program's peak resident set, in KiB.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Peak {
    /// The program's own figure.
    Exact(u64),
    /// No more than this: the figure did not exceed what the spawner itself
    /// had in use, which the kernel counts for the child too.
    AtMost(u64),
}

impl Peak {
    /// The figure, exact or a bound.
    pub fn kib(self) -> u64 {
        match self {
            Peak::Exact(kib) | Peak::AtMost(kib) => kib,
        }
    }

    /// Whether the program certainly used more than `limit_kib`.
    pub fn exceeds(self, limit_kib: u64) -> bool {
        matches!(self, Peak::Exact(kib) if kib > limit_kib)
    }
}

/// What one run did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Run {
    pub end: End,
    /// From the spawn to the end (or to the kill).
    pub wall: Duration,
    pub peak: Peak,
    /// What the program printed, for [`Sink::Memory`]; empty otherwise.
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
}

impl Run {
    /// Exited by itself with code 0.
    pub fn succeeded(&self) -> bool {
        self.end == End::Exited(0)
    }

    /// `exit code 3`, `killed by signal 6`, `killed at the 10 s deadline`.
    pub fn describe_end(&self, deadline: Duration) -> String {
        match self.end {
            End::Exited(code) => format!("exit code {}", code),
            End::Signaled(signal) => format!("killed by signal {}", signal),
            End::TimedOut => format!("killed at the {} deadline", show_duration(deadline)),
            End::OutputLimit => "stopped for writing past its output limit".to_string(),
        }
    }
}

/// `400 ms`, `10 s`, `2.5 s`.
pub fn show_duration(duration: Duration) -> String {
    let ms = duration.as_millis();
    if ms < 1000 {
        format!("{} ms", ms)
    } else if ms.is_multiple_of(1000) {
        format!("{} s", ms / 1000)
    } else {
        format!("{:.1} s", duration.as_secs_f64())
    }
}

/// One run of a program in a test: what went in and what came out, for reports.
#[derive(Debug)]
pub struct Ran {
    pub program: String,
    pub stdin: Vec<u8>,
    pub deadline: Duration,
    pub run: Run,
}

impl Ran {
    pub fn stdout(&self) -> String {
        String::from_utf8_lossy(&self.run.stdout).into_owned()
    }

    pub fn stderr(&self) -> String {
        String::from_utf8_lossy(&self.run.stderr).into_owned()
    }

    /// The stdout of a run that succeeded, wrote nothing on stderr and
    /// printed UTF-8; otherwise panics naming `case` with the whole run.
    pub fn succeeded(&self, case: &str) -> String {
        if !self.run.succeeded() {
            self.fail(&format!(
                "{}: the program failed: {}",
                case,
                self.run.describe_end(self.deadline)
            ));
        }
        if !self.run.stderr.is_empty() {
            self.fail(&format!("{}: the program wrote to stderr", case));
        }
        match String::from_utf8(self.run.stdout.clone()) {
            Ok(stdout) => stdout,
            Err(_) => self.fail(&format!("{}: stdout is not UTF-8", case)),
        }
    }

    /// Panics with `problem` and everything about the run.
    pub fn fail(&self, problem: &str) -> ! {
        panic!("{}\n{}", problem, self)
    }
}

/// How many bytes of each stream a report shows.
const SHOWN: usize = 1500;

fn shown(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(&bytes[..bytes.len().min(SHOWN)]).into_owned();
    if bytes.len() > SHOWN {
        format!("{:?} ... ({} bytes in all)", text, bytes.len())
    } else {
        format!("{:?}", text)
    }
}

impl fmt::Display for Ran {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "--- command: {}", self.program)?;
        writeln!(f, "--- stdin:   {}", shown(&self.stdin))?;
        writeln!(f, "--- stdout:  {}", shown(&self.run.stdout))?;
        writeln!(f, "--- stderr:  {}", shown(&self.run.stderr))?;
        write!(
            f,
            "--- status:  {} after {:.3} s",
            self.run.describe_end(self.deadline),
            self.run.wall.as_secs_f64()
        )
    }
}

/// How often [`run`] calls its `waiting` callback while the program runs.
const TICK: Duration = Duration::from_millis(100);

/// Runs `job`; `waiting` is called about every 100 ms while it runs, with
/// the time so far. An error is one of ours (the program cannot be started,
/// a file cannot be opened), never the program's.
pub fn run(job: &Job, mut waiting: impl FnMut(Duration)) -> io::Result<Run> {
    let mut command = Command::new(&job.program);
    command.args(&job.args).process_group(0);
    command.stdin(match &job.stdin {
        Stdin::File(path) => Stdio::from(open(path)?),
        Stdin::Bytes(_) => Stdio::piped(),
        Stdin::Empty => Stdio::null(),
    });
    command.stdout(stdio_for(&job.stdout)?);
    // stderr always comes through a pipe, kept at both ends only: a flood
    // of it neither fills a disk nor meets the output limit.
    command.stderr(Stdio::piped());
    let token = sweep::token();
    let confinement = confinement(job);
    let confines_itself = job
        .args
        .first()
        .is_some_and(|arg| arg == confine::CONFINES_ITSELF);
    if confines_itself && confinement == Confinement::default() {
        // The monitor sets its own death with the kit, and has no limits
        // (it sets the solution's), so no hook runs between fork and exec.
        confine::mark_only(&mut command, &token);
    } else {
        confine::confine(&mut command, confinement, &token);
    }

    let spawner_peak = own_peak_kib();
    // Counted before the spawn: whatever the run starts comes after.
    let before = sweep::window::Before::now();
    let started = Instant::now();
    let mut child = stack::spawn(&mut command, job.stack_mib).map_err(|err| {
        io::Error::new(
            err.kind(),
            format!("cannot run {}: {}", job.program.display(), err),
        )
    })?;
    let pid = Pid::from_raw(child.id() as i32);
    let _listed = sweep::list(pid.as_raw(), &token);

    // Feeding and draining in threads: a program that writes much before it
    // reads, or reads nothing at all, can neither block us nor be blocked.
    let feeder = match (&job.stdin, child.stdin.take()) {
        (Stdin::Bytes(bytes), Some(mut pipe)) => {
            let bytes = bytes.clone();
            // A program may exit without reading everything: not our error.
            Some(thread::spawn(move || drop(pipe.write_all(&bytes))))
        }
        _ => None,
    };
    let over_limit = Arc::new(AtomicBool::new(false));
    let stdout = child.stdout.take().map(|pipe| {
        let limit = job.output_limit.unwrap_or(DEFAULT_OUTPUT_LIMIT);
        let over = Arc::clone(&over_limit);
        thread::spawn(move || {
            bounded::read_into(pipe, Kept::new(limit as usize, 0), || {
                over.store(true, Ordering::SeqCst);
                let _ = killpg(pid, Signal::SIGKILL);
            })
        })
    });
    let stderr = child.stderr.take().map(|pipe| {
        thread::spawn(move || {
            bounded::read_into(
                pipe,
                Kept::new(bounded::STDERR_KEPT, bounded::STDERR_KEPT),
                || {},
            )
        })
    });

    // Waiting without reaping (WNOWAIT) in a thread lets the deadline be a
    // timeout on a channel, so short runs are timed to the microsecond.
    let (done, ended) = mpsc::channel();
    let waiter = thread::spawn(move || {
        let status = loop {
            match waitid(Id::Pid(pid), WaitPidFlag::WEXITED | WaitPidFlag::WNOWAIT) {
                Err(nix::errno::Errno::EINTR) => continue,
                other => break other,
            }
        };
        let _ = done.send(started.elapsed());
        status
    });
    let (timed_out, wall) = loop {
        let left = job.deadline.saturating_sub(started.elapsed());
        match ended.recv_timeout(left.min(TICK)) {
            Ok(wall) => break (false, wall),
            Err(mpsc::RecvTimeoutError::Disconnected) => break (false, started.elapsed()),
            Err(mpsc::RecvTimeoutError::Timeout) if left <= TICK => {
                let _ = killpg(pid, Signal::SIGKILL);
                break (true, job.deadline.max(started.elapsed()));
            }
            Err(mpsc::RecvTimeoutError::Timeout) => waiting(started.elapsed()),
        }
    };
    waiter
        .join()
        .map_err(|_| io::Error::other("the waiting thread panicked"))?
        .map_err(|err| io::Error::other(format!("cannot wait for the program: {}", err)))?;
    // The program has ended but is not reaped yet: whatever it left running
    // in its group goes now (its pid still names the group, so the kill
    // cannot reach a stranger), then whatever left the group with `setsid`;
    // then the pipes they held close and the drains below can finish.
    let _ = killpg(pid, Signal::SIGKILL);
    sweep::sweep(
        &token,
        sweep::Scope::of_run(pid.as_raw(), before, timed_out),
    );
    let usage = child.wait4()?;
    if let Some(feeder) = feeder {
        let _ = feeder.join();
    }
    let collect = |drained: Option<thread::JoinHandle<Kept>>| {
        drained.map_or_else(Vec::new, |handle| {
            handle.join().map(Kept::into_bytes).unwrap_or_default()
        })
    };
    let printed = collect(stdout);
    let said = collect(stderr);
    let signal = usage.status.signal();
    let wrote_past = match (&job.stdout, job.output_limit) {
        (Sink::File(path), Some(limit)) => fs::metadata(path).is_ok_and(|meta| meta.len() > limit),
        _ => false,
    };
    let end = if timed_out {
        End::TimedOut
    } else if over_limit.load(Ordering::SeqCst)
        || wrote_past
        || signal == Some(Signal::SIGXFSZ as i32)
    {
        End::OutputLimit
    } else if let Some(code) = usage.status.code() {
        End::Exited(code)
    } else {
        End::Signaled(signal.unwrap_or(0))
    };
    let measured = usage.rusage.maxrss / 1024;
    let peak = match spawner_peak {
        Some(spawner) if measured <= spawner => Peak::AtMost(spawner),
        _ => Peak::Exact(measured),
    };
    let stderr = match &job.stderr {
        Sink::Memory => said,
        Sink::File(path) => {
            fs::write(path, &said).map_err(|err| {
                io::Error::new(
                    err.kind(),
                    format!("cannot write {}: {}", path.display(), err),
                )
            })?;
            Vec::new()
        }
    };
    Ok(Run {
        end,
        wall,
        peak,
        stdout: printed,
        stderr,
    })
}

/// What `job`'s process is confined by.
pub(crate) fn confinement(job: &Job) -> Confinement {
    Confinement {
        data_bytes: job.memory_kib.map(confine::memory_ceiling),
        // One byte past the limit: a program that writes exactly the limit
        // is within it; the file then shows who went past.
        file_bytes: job.output_limit.map(|limit| limit.saturating_add(1)),
    }
}

fn open(path: &Path) -> io::Result<File> {
    File::open(path).map_err(|err| {
        io::Error::new(
            err.kind(),
            format!("cannot open {}: {}", path.display(), err),
        )
    })
}

fn stdio_for(sink: &Sink) -> io::Result<Stdio> {
    Ok(match sink {
        Sink::Memory => Stdio::piped(),
        Sink::File(path) => Stdio::from(File::create(path).map_err(|err| {
            io::Error::new(
                err.kind(),
                format!("cannot create {}: {}", path.display(), err),
            )
        })?),
    })
}

/// This process's own high-water resident set (`VmHWM`), in KiB: what the
/// kernel will count for a child spawned now before the child does anything.
/// `None` where `/proc` does not say (not Linux).
pub fn own_peak_kib() -> Option<u64> {
    let status = fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|line| line.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

pub mod bounded;
pub mod confine;
pub mod interactive;
pub mod interrupt;
pub mod stack;
pub mod sweep;

#[cfg(test)]
mod tests;
