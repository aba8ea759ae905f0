//! queens-testkit: what only the n-queens problems' tests use (and cpkit's
//! own n-queens tests); never vendored.
//!
//! Everything here is deliberately independent of the core crate (`cpkit`):
//! the reference solver is the slow, obvious search, the validator and the
//! answer parser read outputs themselves, so a bug in the core cannot hide
//! behind a test that shares it. Judging itself (running a solution, the
//! checkers, the verdicts) is the `judging` crate's; this crate only adds
//! what is true of n-queens.
//!
//! - [`reference`] and [`expected`]: the slow solver and the outputs it makes;
//! - [`validate`]: boards against the rules of the puzzle and [`oeis`] A000170;
//! - [`answer`]: Luogu P1219's answer read back (the board formats the
//!   checkers need are `judging::boards`);
//! - [`testdata`]: the cases' expected outputs come from the reference;
//! - [`exhaustive`]: a solution's answer for one board size, under the
//!   tests' time limit;
//! - [`bad_input`]: the bad-input promise, as [`bad_input_tests!`].

pub mod answer;
pub mod bad_input;
pub mod exhaustive;
pub mod expected;
pub mod oeis;
pub mod reference;
pub mod testdata;
pub mod validate;

/// For [`bad_input_tests!`]: the problems' tests build their solution through it.
#[doc(hidden)]
pub use judging;
