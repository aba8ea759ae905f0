//! Algorithms on plain sequences that belong to no other group.

pub mod longest_increasing_subsequence;
