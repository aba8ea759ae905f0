//! cpkit: the shared core that every solution in this kit is built on.
//!
//! Solutions never depend on this crate through Cargo: `cargo xtask vendor`
//! copies the modules they use, without tests or doc comments, into a marked
//! region at the end of each `problems/*/src/main.rs`, so that the one file a
//! judge compiles carries everything it needs. That has two consequences for
//! the code here:
//!
//! - no dependencies, and nothing from std newer than Rust 1.58, because the
//!   judges' compilers are old (`rust-version` makes clippy enforce it);
//! - modules refer to each other through `super::`, which means the same thing
//!   here and inside the vendored `mod cpkit { ... }`.

pub mod counting;
pub mod ds;
pub mod graph;
pub mod input;
pub mod leetcode;
pub mod math;
pub mod output;
pub mod parallel;
pub mod queens;
pub mod random;
pub mod render;
pub mod strategies;
pub mod string;
