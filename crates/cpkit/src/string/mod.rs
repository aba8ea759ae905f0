//! String algorithms: suffix arrays, LCP arrays, the Z-algorithm.

pub mod suffix_array;
pub mod z_algorithm;
