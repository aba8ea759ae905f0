//! String algorithms: suffix arrays, LCP arrays, the Z-algorithm,
//! Manacher's palindromes, counting distinct substrings, Lyndon
//! factorization, matching with wildcards, the longest common substring,
//! Aho–Corasick automata, eertrees (also of a string edited at both
//! ends), runs.

pub mod aho_corasick;
pub mod deque_eertree;
pub mod distinct_substrings;
pub mod eertree;
pub mod longest_common_substring;
pub mod lyndon_factorization;
pub mod manacher;
pub mod prefix_substring_lcs;
pub mod runs;
pub mod suffix_array;
pub mod wildcard_matching;
pub mod z_algorithm;
