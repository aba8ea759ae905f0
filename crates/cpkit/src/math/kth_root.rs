//! Integer k-th roots of 64-bit numbers: a floating-point guess corrected
//! by exact checks, O(k) per root at worst; verified on Library Checker's
//! `kth_root_integer` (`crates/cpkit/verify/kth-root-integer`).

/// `⌊a^(1/k)⌋`: the largest `x` with `x^k <= a` (`k >= 1`).
///
/// An `f64` guess is within one of the answer (its 53-bit mantissa loses
/// at most a few units in the last place of `a`, which moves the root far
/// less than 1 for k ≥ 2), then exact powers with overflow checks settle it.
///
/// # Example
/// ```
/// use cpkit::math::kth_root::kth_root_integer;
///
/// assert_eq!(kth_root_integer(215, 3), 5); // 6³ = 216
/// assert_eq!(kth_root_integer(216, 3), 6);
/// assert_eq!(kth_root_integer(u64::MAX, 2), 4_294_967_295);
/// assert_eq!(kth_root_integer(u64::MAX, 64), 1);
/// assert_eq!(kth_root_integer(0, 5), 0);
/// ```
pub fn kth_root_integer(a: u64, k: u32) -> u64 {
    assert!(k >= 1, "kth_root_integer needs k >= 1");
    if k == 1 || a <= 1 {
        return a;
    }
    if k >= 64 {
        return 1; // 2^64 > a
    }
    let mut x = (a as f64).powf(1.0 / f64::from(k)) as u64;
    // Step up while (x + 1)^k fits below a, down while x^k is too big.
    while at_most(x + 1, k, a) {
        x += 1;
    }
    while !at_most(x, k, a) {
        x -= 1;
    }
    x
}

/// Whether `x^k <= a`, without overflow.
fn at_most(x: u64, k: u32, a: u64) -> bool {
    let mut power: u64 = 1;
    for _ in 0..k {
        match power.checked_mul(x) {
            Some(p) if p <= a => power = p,
            _ => return false,
        }
    }
    true
}
