//! Number theory and algebra: modular arithmetic, convolution and friends.

pub mod binomial;
pub mod primes;
pub mod sieve;
