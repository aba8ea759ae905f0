//! Tetration `a↑↑b = a^a^...^a` (`b` copies) modulo `m`, by the
//! generalised Euler theorem down the chain `m, φ(m), φ(φ(m)), ...` (each
//! `φ` from a factorisation by Pollard's rho), O(log m) levels; verified on
//! Library Checker's `tetration_mod` (`crates/cpkit/verify/tetration-mod`).

use super::pow_mod;
use super::primes::factorize;

/// Values above this are "large": above every modulus and totient here.
const CAP: u64 = 1 << 40;

/// `a↑↑b` exactly, if it is at most `CAP`.
fn exact(a: u64, b: u64) -> Option<u64> {
    // 0↑↑b alternates 1, 0, 1, ... (0^0 = 1), 1↑↑b = 1.
    if a <= 1 {
        return Some(if a == 0 { (b + 1) % 2 } else { 1 });
    }
    let mut value = 1u64;
    for _ in 0..b {
        // a^value, a >= 2: value < 41 or it exceeds CAP.
        if value > 40 {
            return None;
        }
        let mut power = 1u64;
        for _ in 0..value {
            power *= a;
            if power > CAP {
                return None;
            }
        }
        value = power;
    }
    Some(value)
}

/// Euler's totient of `m >= 1`.
fn totient(m: u64) -> u64 {
    let mut phi = m;
    let mut last = 0;
    for p in factorize(m) {
        if p != last {
            phi = phi / p * (p - 1);
            last = p;
        }
    }
    phi
}

/// `a↑↑b mod m` (`a↑↑0 = 1`, `a↑↑(b+1) = a^(a↑↑b)`, with `0^0 = 1`), for
/// `1 <= m < 2^32` and any `a`, `b`. O(log m) levels, each a
/// factorisation and a power.
///
/// Where `a↑↑b` is at most 2^40 it is computed exactly. Above, its
/// exponent `e = a↑↑(b-1)` is at least `log2 m` (the towers grow too fast
/// for a large value to sit on a small exponent, but that case is also
/// handled exactly), so `a^e ≡ a^(e mod φ(m) + φ(m)) (mod m)` for every
/// `a`, and `e mod φ(m)` is the same problem one level down.
///
/// # Example
/// ```
/// use cpkit::math::tetration::tetration_mod;
///
/// assert_eq!(tetration_mod(2, 3, 100), 16); // 2^2^2
/// assert_eq!(tetration_mod(2, 4, 1_000_000_000), 65_536);
/// assert_eq!(tetration_mod(3, 3, 1_000_000_000), 7_625_597_484_987 % 1_000_000_000);
/// assert_eq!(tetration_mod(0, 0, 10), 1);
/// assert_eq!(tetration_mod(0, 3, 10), 0); // 0^(0^0) = 0^1
/// assert_eq!(tetration_mod(4, 0, 1), 0);
/// ```
pub fn tetration_mod(a: u64, b: u64, m: u64) -> u64 {
    assert!(
        (1..1 << 32).contains(&m),
        "tetration_mod needs 1 <= m < 2^32"
    );
    if m == 1 {
        return 0;
    }
    if let Some(v) = exact(a, b) {
        return v % m;
    }
    // Here a >= 2 and b >= 1 (anything smaller is exact).
    let e = match exact(a, b - 1) {
        Some(e) => e,
        None => {
            let phi = totient(m);
            tetration_mod(a, b - 1, phi) + phi
        }
    };
    u64::from(pow_mod((a % m) as i64, e as i64, m as u32))
}
