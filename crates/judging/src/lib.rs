//! judging: the kit's judging, in one place. The golden tests, `cargo xtask
//! judge`, `watch`, `stress`, `submit` and `official` all judge through one
//! [`session::Session`], so they agree on how a file is built, what a case
//! is, how a solution is run, and what AC, WA, TLE, MLE and RE mean.
//!
//! The modules, from the facts up (each imports only those below it):
//!
//! - facts: [`rule`] (the checkers' names), [`profile`] (every judge and
//!   how it builds, in one table), [`region`] (the marker lines of a
//!   solution file, and how a region is found), [`error`];
//! - files: [`manifest`] (the one reader of a `Cargo.toml`), [`metadata`]
//!   (a problem's `[package.metadata.judge]`), [`layout`] (where a problem's
//!   files are, in the user's archive or among the library's proofs),
//!   [`cases`] (its cases, and the one rule for a case missing a file),
//!   [`template`] (whether it is started), [`problem`] (all of it, read once);
//! - running: [`runner`] (the one place a program is run: stdin, a
//!   wall-time limit that kills the process group, captured output, peak
//!   memory), [`monitor`] (exact memory figures from a fresh process),
//!   [`runner::interactive`] (two programs cross-wired), [`rustc`] (one file
//!   built with plain `rustc`, as judges do, and the cache of builds),
//!   [`diagnostic`] (a compile error at the user's own line);
//! - judging: [`check`] (every checker, with messages that say where;
//!   [`boards`] reads the board formats), [`interactor`], [`verdict`] (the
//!   one verdict type and how a run comes to one), [`session`] (a file built
//!   once, its cases judged, the verdicts counted);
//! - the tests' side: [`solution`] (a problem's file built for its tests),
//!   [`golden`] (the golden-test driver, with [`snapshots`] naming its
//!   files), [`judge_build`] (the file built as its judge builds it,
//!   answering every case, checked again only when something changed).
//!
//! It knows nothing of n-queens beyond reading boards for the checkers: the
//! n-queens test helpers are in `queens-testkit`. It is never vendored.

pub mod boards;
pub mod cases;
pub mod check;
pub mod diagnostic;
pub mod error;
pub mod golden;
pub mod interactor;
pub mod judge_build;
pub mod layout;
pub mod manifest;
pub mod metadata;
pub mod monitor;
pub mod problem;
pub mod profile;
pub mod region;
pub mod rule;
pub mod runner;
pub mod rustc;
pub mod session;
pub mod snapshots;
pub mod solution;
pub mod template;
pub mod verdict;

pub use check::{Checker, Rule};
pub use error::Error;
pub use verdict::Verdict;

/// For [`golden_tests!`]: the problems' tests use insta through this crate.
#[doc(hidden)]
pub use insta;
