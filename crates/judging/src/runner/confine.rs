//! What a run's process is confined by, set in the child between fork and
//! exec: a ceiling on its memory, a cap on the files it writes, death with
//! its parent, and a mark every process it starts inherits.
//!
//! This is the crate's one `unsafe`: a limit can only be set on a process
//! from inside it, and the only moment the runner's code runs inside the
//! child is `pre_exec`. The hook calls nothing but `setrlimit`, `prctl` and
//! `getppid`, which are async-signal-safe and allocate nothing.
//!
//! - Memory: `RLIMIT_DATA` (the heap and every private writable mapping,
//!   where Rust's allocations live; not the code or the main stack), set to
//!   [`memory_ceiling`] of the limit. `RLIMIT_AS` would also count the
//!   program's code, its libraries and reserved but untouched address
//!   space, which no judge counts. Only root can lift a hard limit, so the
//!   soft limit alone is lowered; it works unprivileged, in a container and
//!   in CI, where no cgroup may be delegated to us. An allocation past the
//!   ceiling fails at once, and Rust aborts with `memory allocation of N
//!   bytes failed`, which [`crate::verdict`] reads as MLE.
//! - Output: `RLIMIT_FSIZE`, one byte past the output limit, so a file
//!   sink cannot grow past it: the write that crosses it kills the program
//!   with SIGXFSZ, which the runner reads as [`super::End::OutputLimit`].
//! - `PR_SET_PDEATHSIG`: the program gets SIGKILL when the thread that
//!   started it ends, so a kit killed at any moment (even by SIGKILL) takes
//!   its solution with it. A parent that died before the hook ran is caught
//!   by comparing `getppid` with the spawner's pid: the exec is then
//!   refused.
//! - The mark: the environment variable [`MARK`], the ancestors' marks and
//!   this run's own token, which a process keeps through `setsid` and
//!   `fork`; [`super::sweep`] finds and kills by it.
//!
//! The monitor ([`crate::monitor`]) is given no limits, and sets its death
//! with the kit itself when it starts ([`confine_self`]): started without a
//! hook, it is started by `posix_spawn`, and the kit's page tables are not
//! copied for each run ([`mark_only`]).

#![allow(unsafe_code)]

use std::io;
use std::os::unix::process::CommandExt;
use std::process::Command;

use nix::sys::prctl;
use nix::sys::resource::{getrlimit, setrlimit, Resource};
use nix::sys::signal::Signal;
use nix::unistd::{getpid, getppid};

/// The environment variable that marks every process of a run.
pub const MARK: &str = "JUDGING_RUN";

/// The address space a run may map, in bytes, for a memory limit of
/// `limit_kib`: twice the limit and 512 MiB more. The margin is room for
/// what a judge does not count or counts differently (a thread's stack
/// reserved whole, the allocator's slack, a debug build's extra), so a
/// solution within its limit never meets the ceiling; a hog meets it at
/// once, instead of taking the machine's memory. Between the limit and the
/// ceiling, the kernel's peak figure decides MLE.
pub fn memory_ceiling(limit_kib: u64) -> u64 {
    limit_kib
        .saturating_mul(2 * 1024)
        .saturating_add(512 * 1024 * 1024)
}

/// How one run's process is confined.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Confinement {
    /// `RLIMIT_DATA`, in bytes.
    pub data_bytes: Option<u64>,
    /// `RLIMIT_FSIZE`, in bytes.
    pub file_bytes: Option<u64>,
}

/// The environment variable that tells a program confining itself (the
/// monitor, [`crate::monitor`]) the pid of the process that started it.
pub const SPAWNER: &str = "JUDGING_SPAWNER";

/// A job whose first argument is this starts a program that confines
/// itself as it starts ([`confine_self`]): the monitor, whose first
/// argument it is ([`crate::monitor::ARGUMENT`]). The runner starts it with
/// [`mark_only`].
pub const CONFINES_ITSELF: &str = "__judging-monitor";

/// Makes `command` start confined by `confinement`, dying with the calling
/// thread, and marked with `token` (after the marks it inherits).
pub(crate) fn confine(command: &mut Command, confinement: Confinement, token: &str) {
    mark(command, token);
    // Only a program started by `mark_only` is told its spawner: one
    // inherited from further up would name the wrong parent.
    command.env_remove(SPAWNER);
    let spawner = getpid();
    // Read here, not in the child: the hook must not allocate or read files.
    let data = confinement
        .data_bytes
        .map(|bytes| soft(Resource::RLIMIT_DATA, bytes));
    let file = confinement
        .file_bytes
        .map(|bytes| soft(Resource::RLIMIT_FSIZE, bytes));
    // SAFETY: the hook only makes system calls that are async-signal-safe
    // (setrlimit, prctl, getppid) on values computed before the fork; it
    // allocates nothing and takes no lock.
    unsafe {
        command.pre_exec(move || {
            for (resource, limits) in [
                (Resource::RLIMIT_DATA, data),
                (Resource::RLIMIT_FSIZE, file),
            ] {
                if let Some(Some((soft, hard))) = limits {
                    setrlimit(resource, soft, hard).map_err(io::Error::from)?;
                }
            }
            prctl::set_pdeathsig(Signal::SIGKILL).map_err(io::Error::from)?;
            if getppid() != spawner {
                // The kit ended before the program started. No message: the
                // hook must not allocate.
                return Err(io::Error::from_raw_os_error(
                    nix::errno::Errno::ESRCH as i32,
                ));
            }
            Ok(())
        });
    }
}

/// Marks `command` as [`confine`] does and tells it its spawner's pid in
/// [`SPAWNER`], with no hook between fork and exec: a program that confines
/// itself first thing ([`confine_self`], the monitor) is then started by
/// `posix_spawn`, which does not copy the spawner's page tables. From a kit
/// holding the parsed library, that copy and the faults after it were a
/// large part of what a run cost the kit (`stress cf-1a --cases 300`: see
/// docs/performance.md, "CI time").
pub(crate) fn mark_only(command: &mut Command, token: &str) {
    mark(command, token);
    command.env(SPAWNER, getpid().as_raw().to_string());
}

/// What [`confine`]'s hook does with no limits, done by the program itself
/// first thing after it starts: it dies with the thread that started it,
/// and if its spawner (named in [`SPAWNER`]) is already gone, it says so in
/// an error and does nothing more.
pub fn confine_self() -> io::Result<()> {
    prctl::set_pdeathsig(Signal::SIGKILL).map_err(io::Error::from)?;
    let spawner = std::env::var(SPAWNER)
        .ok()
        .and_then(|pid| pid.parse::<i32>().ok());
    match spawner {
        Some(pid) if getppid().as_raw() == pid => Ok(()),
        Some(_) => Err(io::Error::other("the kit that started this run has ended")),
        // Started by hand, or by an older kit: its parent is whoever it is.
        None => Ok(()),
    }
}

fn mark(command: &mut Command, token: &str) {
    let inherited = std::env::var(MARK).unwrap_or_default();
    let mark = if inherited.is_empty() {
        token.to_string()
    } else {
        format!("{}:{}", inherited, token)
    };
    command.env(MARK, mark);
}

/// Makes `command` (a tool the kit starts: `cargo test`, say) die with the
/// calling thread, so a kit killed even by SIGKILL leaves it no time to go
/// on.
pub fn die_with_parent(command: &mut Command) {
    let spawner = getpid();
    // SAFETY: as in `confine`: prctl and getppid only.
    unsafe {
        command.pre_exec(move || {
            prctl::set_pdeathsig(Signal::SIGKILL).map_err(io::Error::from)?;
            if getppid() != spawner {
                // The kit ended before the program started. No message: the
                // hook must not allocate.
                return Err(io::Error::from_raw_os_error(
                    nix::errno::Errno::ESRCH as i32,
                ));
            }
            Ok(())
        });
    }
}

/// Makes this process die with its parent (a test binary with the `cargo
/// test` that started it): safe, since it is this process's own setting.
pub fn end_with_parent() {
    let _ = prctl::set_pdeathsig(Signal::SIGKILL);
}

/// The soft limit `bytes` under this process's hard limit for `resource`,
/// with the hard limit; `None` when the current soft limit is already lower.
fn soft(resource: Resource, bytes: u64) -> Option<(u64, u64)> {
    let (current, hard) = getrlimit(resource).ok()?;
    let wanted = bytes.min(hard);
    (wanted < current).then_some((wanted, hard))
}
