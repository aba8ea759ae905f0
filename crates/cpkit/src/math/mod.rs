//! Number theory and algebra: modular arithmetic, convolution and friends.

pub mod primes;
