//! The judge's stack for the solution's main thread: its profile's size
//! (Codeforces' 256 MiB, Kattis' and AtCoder's as large as the memory
//! limit), set as this process's stack limit, which every program it starts
//! inherits (the monitor, and the solution the monitor runs). A judge that
//! states none runs under the limit this process started with, usually
//! Linux's 8 MiB: the safe guess, since a deep recursion that passes here
//! passes there too only when the judge gives at least as much.

use std::sync::OnceLock;

use judging::metadata::Metadata;
use nix::sys::resource::{getrlimit, setrlimit, Resource};

/// The stack limit this process started with (soft, hard).
fn original() -> Option<(u64, u64)> {
    static ORIGINAL: OnceLock<Option<(u64, u64)>> = OnceLock::new();
    *ORIGINAL.get_or_init(|| getrlimit(Resource::RLIMIT_STACK).ok())
}

/// Sets the stack limit for the problem's runs; returns what the build line
/// says of it (`stack 256 MiB`), or `None` when the judge states none.
pub fn apply(metadata: &Metadata) -> Option<String> {
    let (soft, hard) = original()?;
    match metadata
        .judge
        .profile()
        .stack_mib(metadata.memory_limit_mib)
    {
        Some(mib) => {
            let wanted = mib.saturating_mul(1024 * 1024).min(hard);
            let _ = setrlimit(Resource::RLIMIT_STACK, wanted, hard);
            Some(format!("stack {} MiB", wanted / (1024 * 1024)))
        }
        None => {
            let _ = setrlimit(Resource::RLIMIT_STACK, soft, hard);
            None
        }
    }
}
