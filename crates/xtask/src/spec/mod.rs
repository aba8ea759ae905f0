//! What a new problem is made from: its name, metadata, title and samples,
//! and the limits it gets when none are known. What `new`, the listener and
//! the LeetCode templates fill their files from ([`fill`] writes a template
//! out with them).

pub mod fill;

use judging::metadata::{Assumed, Judge, Metadata};

/// Everything `new` is told about the problem: its name, the metadata it
/// writes, and what goes into its first files.
#[derive(Debug, Clone)]
pub struct Spec {
    pub name: String,
    pub metadata: Metadata,
    /// The problem's title, for the file's first line; empty when unknown.
    pub title: String,
    /// The statement's samples; none gives one empty pair to fill in.
    pub samples: Vec<Sample>,
}

/// One sample: its input and expected output.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sample {
    pub input: String,
    pub output: String,
}

/// The limits `new` assumes when none are given.
pub const DEFAULT_TIME_LIMIT_MS: u64 = 1000;
pub const DEFAULT_MEMORY_LIMIT_MIB: u64 = 256;

/// A new problem's limits from what is known: the page's (or the command
/// line's), else the judge's where every one of its problems has the same
/// (AtCoder's 1024 MiB), else the defaults, marked as assumed. LeetCode
/// states no limits on any page, so nothing is missing there: its problems
/// take the defaults unmarked, and no command warns about them.
pub fn limits(judge: Judge, time_ms: Option<u64>, memory_mib: Option<u64>) -> (u64, u64, Assumed) {
    let memory_mib = memory_mib.or(judge.profile().memory_limit_mib);
    let states_none = judge == Judge::LeetCode;
    let assumed = Assumed {
        time: time_ms.is_none() && !states_none,
        memory: memory_mib.is_none() && !states_none,
    };
    (
        time_ms.unwrap_or(DEFAULT_TIME_LIMIT_MS),
        memory_mib.unwrap_or(DEFAULT_MEMORY_LIMIT_MIB),
        assumed,
    )
}
