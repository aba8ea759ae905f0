//! The smallest primitive root of a 64-bit prime, by factoring p - 1
//! (Pollard's rho); verified on Library Checker's `primitive_root`
//! (`crates/cpkit/verify/primitive-root`).

/// The smallest primitive root modulo the prime `p`: the least `g` whose
/// powers are every nonzero residue. `p` must be prime (not checked).
/// O(p^(1/4)) expected for the factoring of `p - 1`, then O(log² p) per
/// candidate; the smallest root is small (O(log⁶ p) under GRH, and in
/// practice most often below 10), so few candidates are tried.
///
/// # Example
/// ```
/// use cpkit::math::primitive_root::primitive_root;
///
/// assert_eq!(primitive_root(7), 3);           // 3, 2, 6, 4, 5, 1
/// assert_eq!(primitive_root(998_244_353), 3);
/// assert_eq!(primitive_root(2), 1);
/// ```
pub fn primitive_root(p: u64) -> u64 {
    assert!(p >= 2, "primitive_root needs a prime p");
    if p == 2 {
        return 1;
    }
    let mut factors = super::primes::factorize(p - 1);
    factors.dedup();
    // g generates the group iff g^((p-1)/q) ≠ 1 for every prime q | p - 1.
    (2..p)
        .find(|&g| factors.iter().all(|&q| pow(g, (p - 1) / q, p) != 1))
        .expect("primitive_root: p is not prime")
}

/// `x^e mod m`, through 128-bit products.
fn pow(x: u64, mut e: u64, m: u64) -> u64 {
    let m = u128::from(m);
    let (mut result, mut base) = (1u128, u128::from(x) % m);
    while e > 0 {
        if e & 1 == 1 {
            result = result * base % m;
        }
        base = base * base % m;
        e >>= 1;
    }
    result as u64
}
