//! Algorithms on plain sequences that belong to no other group.

pub mod distinct_subsequences;
pub mod longest_increasing_subsequence;
pub mod permutation_tree;
pub mod range_lis;
pub mod unit_monge;
