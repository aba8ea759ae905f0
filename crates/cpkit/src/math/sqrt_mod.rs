//! Square roots modulo a prime by Cipolla's algorithm, O(log p) expected;
//! verified on Library Checker's `sqrt_mod` (`crates/cpkit/verify/sqrt-mod`).

/// A square root of `y` modulo the prime `p`: some `x` in `0..p` with
/// `x * x ≡ y (mod p)`, or `None` when `y` is not a square modulo `p`.
/// `y` is taken modulo `p`; `p` must be prime (not checked), below 2^32.
/// O(log p) expected.
///
/// Cipolla's algorithm: with `a` such that `w = a² - y` is not a square,
/// `(a + √w)^((p+1)/2)` in the field of `u + v√w` is a root of `y`. Unlike
/// Tonelli–Shanks, it costs O(log p) whatever the power of 2 in `p - 1`.
///
/// # Example
/// ```
/// use cpkit::math::sqrt_mod::sqrt_mod;
///
/// let x = sqrt_mod(2, 7).unwrap(); // 3² = 9 ≡ 2 and 4² = 16 ≡ 2
/// assert!(x == 3 || x == 4);
/// assert_eq!(sqrt_mod(3, 7), None);
/// assert_eq!(sqrt_mod(0, 998_244_353), Some(0));
/// ```
pub fn sqrt_mod(y: u32, p: u32) -> Option<u32> {
    assert!(p >= 2, "sqrt_mod needs a prime p");
    let y = y % p;
    if p == 2 || y == 0 {
        return Some(y);
    }
    // Barrett's reduction: a product modulo p without a division, 3 to 4
    // times faster than u64's `%` here.
    let b = super::modint::Barrett::new(p);
    let pow = |mut x: u32, mut e: u32| {
        let mut result = 1;
        while e > 0 {
            if e & 1 == 1 {
                result = b.mul(result, x);
            }
            x = b.mul(x, x);
            e >>= 1;
        }
        result
    };
    // Euler's criterion: y^((p-1)/2) is 1 for a square, p - 1 otherwise.
    if pow(y, (p - 1) / 2) != 1 {
        return None;
    }
    // Half of all a make a² - y a non-square, so this ends in about two tries.
    let (mut a, mut w) = (0u32, 0u32);
    while a < p {
        w = ((u64::from(b.mul(a, a)) + u64::from(p - y)) % u64::from(p)) as u32;
        if pow(w, (p - 1) / 2) == p - 1 {
            break;
        }
        a += 1;
    }
    let add = |x: u32, y: u32| ((u64::from(x) + u64::from(y)) % u64::from(p)) as u32;
    // (u + v√w)^e by squaring.
    let mul = |(u1, v1): (u32, u32), (u2, v2): (u32, u32)| {
        (
            add(b.mul(u1, u2), b.mul(b.mul(v1, v2), w)),
            add(b.mul(u1, v2), b.mul(v1, u2)),
        )
    };
    let (mut result, mut base) = ((1u32, 0u32), (a, 1u32));
    let mut e = (p - 1) / 2 + 1; // (p + 1) / 2 without overflow
    while e > 0 {
        if e & 1 == 1 {
            result = mul(result, base);
        }
        base = mul(base, base);
        e >>= 1;
    }
    Some(result.0)
}
