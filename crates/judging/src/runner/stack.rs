//! The judge's stack for a run: the program is started with its stack
//! limit (`RLIMIT_STACK`) set to the judge's, which sizes the main thread's
//! stack, where a deep recursion lives.
//!
//! A limit can only be set on a process from inside it, and setting it in
//! the child between fork and exec takes `unsafe` (`pre_exec`), which the
//! workspace forbids. So the runner sets its own limit just around the
//! spawn, under one lock that every spawn of the runner takes, and puts it
//! back: the child inherits the limit at its exec, and no other run can
//! start in between with the wrong one. A run is never given less than the
//! kit started with (a compiler started meanwhile by another thread, which
//! inherits it too, is never starved), and never more than the hard limit
//! allows.

use std::io;
use std::process::{Child, Command};
use std::sync::{Mutex, PoisonError};

use nix::sys::resource::{getrlimit, setrlimit, Resource};

/// Held across every spawn, so a limit set for one run is seen by no other.
static SPAWN: Mutex<()> = Mutex::new(());

/// Spawns `command` with a stack of `stack_mib` MiB, or with the limit this
/// process has when `None`.
pub(crate) fn spawn(command: &mut Command, stack_mib: Option<u64>) -> io::Result<Child> {
    let _spawning = SPAWN.lock().unwrap_or_else(PoisonError::into_inner);
    let restore = stack_mib.and_then(|mib| {
        let (soft, hard) = getrlimit(Resource::RLIMIT_STACK).ok()?;
        let wanted = mib.saturating_mul(1024 * 1024).max(soft).min(hard);
        (wanted != soft && setrlimit(Resource::RLIMIT_STACK, wanted, hard).is_ok())
            .then_some((soft, hard))
    });
    let spawned = command.spawn();
    if let Some((soft, hard)) = restore {
        let _ = setrlimit(Resource::RLIMIT_STACK, soft, hard);
    }
    spawned
}

/// The stack limit a run of `stack_mib` gets here, in MiB, for messages:
/// the judge's, within what this process may set.
pub fn effective_mib(stack_mib: u64) -> u64 {
    match getrlimit(Resource::RLIMIT_STACK) {
        Ok((soft, hard)) => {
            let bytes = stack_mib.saturating_mul(1024 * 1024).max(soft).min(hard);
            bytes / (1024 * 1024)
        }
        Err(_) => stack_mib,
    }
}
