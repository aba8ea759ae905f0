//! testkit: what the kit's tests use to judge solutions; never vendored.
//!
//! Everything here is deliberately independent of the core crate (`cpkit`):
//! the reference solver is the slow, obvious search, the checkers parse
//! outputs themselves, so a bug in the core cannot hide behind a test that
//! shares it.

pub mod bad_input;
pub mod check;
pub mod golden;
pub mod metadata;
pub mod oeis;
pub mod reference;
pub mod testdata;

pub use check::Rule;
