//! String algorithms: suffix arrays, LCP arrays, the Z-algorithm,
//! Manacher's palindromes, counting distinct substrings, Lyndon
//! factorization, matching with wildcards.

pub mod distinct_substrings;
pub mod lyndon_factorization;
pub mod manacher;
pub mod suffix_array;
pub mod wildcard_matching;
pub mod z_algorithm;
