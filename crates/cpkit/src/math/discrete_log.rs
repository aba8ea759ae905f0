//! Discrete logarithms modulo any m (not only primes) by baby-step
//! giant-step, O(√m log m); verified on Library Checker's
//! `discrete_logarithm_mod` (`crates/cpkit/verify/discrete-logarithm-mod`).

/// The least `k >= 0` with `x^k ≡ y (mod m)` (`0^0 = 1`), or `None` when
/// there is none; `x` and `y` are taken modulo `m >= 1`. O(√m log m) time
/// and O(√m) memory.
///
/// `x` need not be invertible: every prime of `m` that divides `x` divides
/// `x^k` to its full power in `m` once `k >= 32` (no prime power in `m`
/// exceeds 2^32), so after trying `k < 32` one by one the rest is a
/// logarithm modulo the part of `m` coprime to `x`, where `x` is invertible.
///
/// # Example
/// ```
/// use cpkit::math::discrete_log::discrete_log;
///
/// assert_eq!(discrete_log(2, 1, 5), Some(0));
/// assert_eq!(discrete_log(2, 3, 5), Some(3));  // 2³ = 8 ≡ 3
/// assert_eq!(discrete_log(4, 2, 6), None);    // 4, 4, 4, ...
/// assert_eq!(discrete_log(0, 0, 7), Some(1));
/// assert_eq!(discrete_log(3, 0, 1), Some(0)); // everything is 0 modulo 1
/// ```
pub fn discrete_log(x: u32, y: u32, m: u32) -> Option<u32> {
    assert!(m >= 1, "discrete_log needs m >= 1");
    let m64 = u64::from(m);
    let (x, y) = (u64::from(x) % m64, u64::from(y) % m64);
    const DIRECT: u32 = 32;
    let mut power = 1 % m64; // x^k
    for k in 0..DIRECT {
        if power == y {
            return Some(k);
        }
        power = power * x % m64;
    }
    // Now power = x^32. Split m = d · m2, with d the part of m made of the
    // primes of x: x^k ≡ 0 (mod d) for every k >= 32, and m2 is coprime to
    // d and to x.
    let d = gcd(power, m64);
    if y % d != 0 {
        return None;
    }
    let m2 = m64 / d;
    // x^(32 + t) ≡ y (mod m2) ⟺ x^t ≡ y · x^-32 (mod m2), which holds
    // modulo d too since both sides are 0 there.
    let target = y % m2 * inverse(power % m2, m2) % m2;
    bsgs(x % m2, target, m2).map(|t| t + DIRECT)
}

/// The least `t >= 0` with `x^t ≡ y (mod m)`, for `x` coprime to `m`.
fn bsgs(x: u64, y: u64, m: u64) -> Option<u32> {
    if m == 1 {
        return Some(0);
    }
    // t = i·n + j with 0 <= j < n: x^j ≡ y · (x^-n)^i. The baby steps x^j
    // are sorted with j beside them (value in the high half, j in the low),
    // so the first of equal values has the least j.
    let n = (m as f64).sqrt().ceil() as u64;
    let mut baby: Vec<u64> = Vec::with_capacity(n as usize);
    let mut power = 1u64;
    for j in 0..n {
        baby.push(power << 32 | j);
        power = power * x % m;
    }
    baby.sort_unstable();
    let giant = inverse(power, m); // x^-n
    let mut current = y;
    for i in 0..=n {
        let at = baby.partition_point(|&e| e >> 32 < current);
        if at < baby.len() && baby[at] >> 32 == current {
            return Some((i * n + (baby[at] & 0xffff_ffff)) as u32);
        }
        current = current * giant % m;
    }
    None
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let r = a % b;
        a = b;
        b = r;
    }
    a
}

/// The inverse of `a` modulo `m`, for `a` coprime to `m`.
fn inverse(a: u64, m: u64) -> u64 {
    super::inv_mod(a as i64, m as i64) as u64
}
