//! One example of a statement, as `cargo xtask sample` reads it from a
//! paste (for a stdin problem or in LeetCode's notation) and writes it.

/// One example: what goes in the `.in` and the `.out` file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Example {
    pub input: String,
    pub output: String,
}
