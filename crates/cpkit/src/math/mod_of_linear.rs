//! The least and the greatest `(a x + b) mod m` over `0 <= x < n`, by a
//! Euclid-like recursion on the wrap-arounds, O(log m); verified on Library
//! Checker's `min_of_mod_of_linear` (`crates/cpkit/verify/min-of-mod-of-linear`).

/// `min((a x + b) mod m for x in 0..n)`, for `1 <= n < 2^32` and
/// `1 <= m < 2^32` (`a` and `b` are taken modulo `m`); O(log m).
///
/// Between two wrap-arounds past a multiple of `m` the values grow, so the
/// least is `b` or a value just after a wrap: after the k-th it is
/// `(b - k m) mod a`, a linear sequence modulo `a` in its turn. When that
/// sequence's step is above `a / 2` it is turned around (its greatest value
/// mirrored), so the modulus halves at each level.
///
/// # Example
/// ```
/// use cpkit::math::mod_of_linear::{max_of_mod_of_linear, min_of_mod_of_linear};
///
/// // 3x + 2 mod 7 for x = 0..4: 2, 5, 1, 4
/// assert_eq!(min_of_mod_of_linear(4, 7, 3, 2), 1);
/// assert_eq!(max_of_mod_of_linear(4, 7, 3, 2), 5);
/// assert_eq!(min_of_mod_of_linear(1_000_000_000, 999_999_937, 123_456_789, 5), 0);
/// ```
pub fn min_of_mod_of_linear(n: u64, m: u64, a: u64, b: u64) -> u64 {
    check(n, m);
    extreme(n, m, a % m, b % m, false)
}

/// `max((a x + b) mod m for x in 0..n)`, under the same conditions as
/// [`min_of_mod_of_linear`]; O(log m). The greatest values come just before
/// a wrap-around, or at `x = n - 1`.
pub fn max_of_mod_of_linear(n: u64, m: u64, a: u64, b: u64) -> u64 {
    check(n, m);
    extreme(n, m, a % m, b % m, true)
}

fn check(n: u64, m: u64) {
    assert!(
        (1..1 << 32).contains(&n),
        "mod_of_linear needs 1 <= n < 2^32"
    );
    assert!(
        (1..1 << 32).contains(&m),
        "mod_of_linear needs 1 <= m < 2^32"
    );
}

/// The least (or, with `max`, the greatest) `(a x + b) mod m` over
/// `0 <= x < n`, for `a, b < m` and `n >= 1`. Every product stays below
/// 2^64: `a < m < 2^32` and the next level's `n` is at most this one.
fn extreme(n: u64, m: u64, a: u64, b: u64, max: bool) -> u64 {
    if a == 0 {
        return b;
    }
    let last = a * (n - 1) + b;
    // Wraps 1..=k happen inside the range; wrap j lands on (b - j m) mod a.
    let k = last / m;
    if k == 0 {
        return if max { last } else { b };
    }
    // Wrap j + 1 lands on (c j + d) mod a, for j in 0..k.
    let c = (a - m % a) % a;
    let d = (b % a + a - m % a) % a;
    let sub = if 2 * c <= a {
        extreme(k, a, c, d, max)
    } else {
        // (c j + d) mod a = a - 1 - (((a - c) j + a - 1 - d) mod a).
        a - 1 - extreme(k, a, a - c, a - 1 - d, !max)
    };
    if max {
        // Just before wrap j + 1 the value is m - a more than just after.
        (last % m).max(m - a + sub)
    } else {
        b.min(sub)
    }
}
