//! testkit: what the kit's tests use to judge solutions; never vendored.
//!
//! Everything here is deliberately independent of the core crate (`cpkit`):
//! the reference solver is the slow, obvious search, the checkers and the
//! validator parse outputs themselves, so a bug in the core cannot hide
//! behind a test that shares it.
//!
//! - [`check`]: an output against the expected one, by each judge's rule;
//! - [`validate`]: boards against the rules of the puzzle and OEIS A000170;
//! - [`parse`]: the boards out of each judge's output format;
//! - [`reference`] and [`expected`]: the slow solver and the outputs it makes;
//! - [`golden`], [`testdata`], [`bad_input`]: running solutions on cases.

pub mod bad_input;
pub mod check;
pub mod expected;
pub mod golden;
pub mod metadata;
pub mod oeis;
pub mod parse;
pub mod reference;
pub mod testdata;
pub mod validate;

pub use check::Rule;
