//! String algorithms: suffix arrays, LCP arrays, the Z-algorithm.
