//! judging: the kit's judging, in one place. The golden tests, `cargo xtask
//! judge`, `cargo xtask submit` (which judges the samples before it prints),
//! and later `stress` and the browser listener's scaffolding all judge
//! through it, so they agree on what a case is, how a solution is run, and
//! what AC, WA, TLE, MLE and RE mean.
//!
//! - [`metadata`]: a problem's `[package.metadata.judge]`, read and written;
//!   [`profile`]: every judge's build, checker and limits, in one table;
//! - [`layout`]: where a problem's files and cases are, in the user's
//!   archive or among the library's proofs; [`cases`]: its cases, in
//!   natural order;
//! - [`check`]: every checker (`exact`, `luogu`, `tokens`, `float`,
//!   `special`, and the n-queens board rules), with messages that say where;
//!   [`boards`] reads the board formats those rules compare;
//! - [`runner`]: the one place a solution is run: stdin, a wall-time limit
//!   that kills the process group, captured output, peak memory;
//!   [`monitor`] runs it in a fresh small process for exact memory figures;
//! - [`runner::interactive`]: a solution and an interactor cross-wired,
//!   with the dialogue recorded; [`interactor`] builds a problem's
//!   interactor and judges a case with it;
//! - [`verdict`]: the one verdict type and how a run comes to one;
//! - [`solution`]: a built solution with its problem, the tests' runner;
//!   [`case_judge`]: one case judged, cases side by side;
//! - [`golden`]: the golden-test driver, with [`snapshots`] naming its files;
//! - [`judge_build`]: a problem's files built as its judge builds them,
//!   answering every case, checked again only when something changed;
//! - [`rustc`]: building one file with plain `rustc`, as judges do
//!   (solutions, special checkers).
//!
//! It knows nothing of n-queens beyond reading boards for the checkers: the
//! n-queens test helpers are in `queens-testkit`. It is never vendored.

pub mod boards;
pub mod case_judge;
pub mod cases;
pub mod check;
pub mod golden;
pub mod interactor;
pub mod judge_build;
pub mod layout;
pub mod metadata;
pub mod monitor;
pub mod profile;
pub mod runner;
pub mod rustc;
pub mod snapshots;
pub mod solution;
pub mod template;
pub mod verdict;

pub use check::{Checker, Rule};
pub use verdict::Verdict;

/// For [`golden_tests!`]: the problems' tests use insta through this crate.
#[doc(hidden)]
pub use insta;
