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
    // The powers in Montgomery form: with `u128` remainders (a call to
    // `__umodti3` per product) they took half the time of Library
    // Checker's cases, more than the factoring.
    let mont = super::primes::Montgomery::new(p);
    let one = mont.form(1);
    // g generates the group iff g^((p-1)/q) ≠ 1 for every prime q | p - 1.
    (2..p)
        .find(|&g| {
            let g = mont.form(g);
            factors.iter().all(|&q| mont.pow(g, (p - 1) / q) != one)
        })
        .expect("primitive_root: p is not prime")
}
