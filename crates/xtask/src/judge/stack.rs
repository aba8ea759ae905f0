//! What the build line says of the judge's stack for the solution's main
//! thread: its profile's size (Codeforces' 256 MiB; AtCoder's and Kattis'
//! as large as the memory limit; Library Checker's and DMOJ's unlimited,
//! so bounded by the memory limit). Every run is started with it by the
//! runner (`judging::runner::stack`). A judge that states none runs under
//! the limit this process started with, usually Linux's 8 MiB: the safe
//! guess, since a deep recursion that passes here passes there too only
//! when the judge gives at least as much.

use judging::metadata::Metadata;
use judging::profile::Stack;

/// `stack 256 MiB`, `stack unlimited (1024 MiB, the memory limit)`, or
/// `None` when the judge states none.
pub fn describe(metadata: &Metadata) -> Option<String> {
    let mib = judging::runner::stack::effective_mib(metadata.stack_mib()?);
    Some(match metadata.judge.profile().stack {
        Stack::Unlimited => format!("stack unlimited ({} MiB, the memory limit)", mib),
        _ => format!("stack {} MiB", mib),
    })
}
