//! Signed integers of any size in base 10^9: parsing and printing in
//! decimal in O(n), addition and subtraction in O(n), multiplication by
//! three number-theoretic transforms and the Chinese remainder theorem in
//! O(n log n) (schoolbook when a factor is short); verified on Library
//! Checker's `addition_of_big_integers`
//! (`crates/cpkit/verify/addition-of-big-integers`) and
//! `multiplication_of_big_integers`
//! (`crates/cpkit/verify/multiplication-of-big-integers`).

use super::big_int_div::div_rem_limbs;
use super::convolution::convolution;
use super::modint::StaticModInt;
use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, Div, Mul, Neg, Rem, Sub};
use std::str::FromStr;

/// The base of the limbs, and its number of decimal digits.
const BASE: u32 = 1_000_000_000;
const DIGITS: usize = 9;

/// A signed integer of any size: `BigInt` parses from and prints to
/// decimal, compares, negates, adds, subtracts and multiplies (`&a * &b`
/// or `a * b`).
///
/// Products of two long numbers take three convolutions modulo NTT primes
/// whose product, about 5.9·10^25, bounds every term (`n (10^9)^2` for up
/// to 5·10^7 limbs); Garner's algorithm and the carries stay in 64-bit
/// arithmetic. Two numbers of 10^6 digits multiply in three transforms
/// of length 2^19 per prime.
///
/// # Example
/// ```
/// use cpkit::math::big_int::BigInt;
///
/// let a: BigInt = "123456789012345678901234567890".parse().unwrap();
/// let b: BigInt = "-987654321098765432109876543210".parse().unwrap();
/// assert_eq!((&a + &b).to_string(), "-864197532086419753208641975320");
/// assert_eq!((&a - &b).to_string(), "1111111110111111111011111111100");
/// assert_eq!(
///     (&a * &b).to_string(),
///     "-121932631137021795226185032733622923332237463801111263526900"
/// );
/// assert_eq!((&a - &a).to_string(), "0");
/// assert!(b < a && BigInt::from(-5) < BigInt::from(3));
/// assert!("12a".parse::<BigInt>().is_err());
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct BigInt {
    /// Never true for zero.
    negative: bool,
    /// The magnitude's limbs in base 10^9, least significant first, with no
    /// zero at the end (zero has none).
    limbs: Vec<u32>,
}

/// The error of parsing a [`BigInt`] from a string that is not an optional
/// `-` or `+` and one or more decimal digits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseBigIntError;

impl fmt::Display for ParseBigIntError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("invalid digit found in string")
    }
}

impl BigInt {
    fn from_parts(negative: bool, mut limbs: Vec<u32>) -> BigInt {
        while limbs.last() == Some(&0) {
            limbs.pop();
        }
        let negative = negative && !limbs.is_empty();
        BigInt { negative, limbs }
    }

    /// Whether this is 0.
    pub fn is_zero(&self) -> bool {
        self.limbs.is_empty()
    }

    /// Whether this is below 0.
    pub fn is_negative(&self) -> bool {
        self.negative
    }
}

impl From<i64> for BigInt {
    fn from(x: i64) -> BigInt {
        let mut m = x.unsigned_abs();
        let mut limbs = Vec::new();
        while m > 0 {
            limbs.push((m % u64::from(BASE)) as u32);
            m /= u64::from(BASE);
        }
        BigInt::from_parts(x < 0, limbs)
    }
}

impl FromStr for BigInt {
    type Err = ParseBigIntError;

    fn from_str(s: &str) -> Result<BigInt, ParseBigIntError> {
        let bytes = s.as_bytes();
        let (negative, digits) = match bytes.first() {
            Some(b'-') => (true, &bytes[1..]),
            Some(b'+') => (false, &bytes[1..]),
            _ => (false, bytes),
        };
        if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
            return Err(ParseBigIntError);
        }
        let mut limbs = Vec::with_capacity(digits.len() / DIGITS + 1);
        for chunk in digits.rchunks(DIGITS) {
            limbs.push(
                chunk
                    .iter()
                    .fold(0u32, |acc, &d| acc * 10 + u32::from(d - b'0')),
            );
        }
        Ok(BigInt::from_parts(negative, limbs))
    }
}

impl fmt::Display for BigInt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.limbs.is_empty() {
            return f.write_str("0");
        }
        let mut text = Vec::with_capacity(self.limbs.len() * DIGITS + 1);
        if self.negative {
            text.push(b'-');
        }
        // Every limb as 9 digits, then the top one's leading zeros dropped.
        let start = text.len();
        for &limb in self.limbs.iter().rev() {
            let mut chunk = [b'0'; DIGITS];
            let mut x = limb;
            for d in chunk.iter_mut().rev() {
                *d = b'0' + (x % 10) as u8;
                x /= 10;
            }
            text.extend_from_slice(&chunk);
        }
        let zeros = text[start..].iter().take_while(|&&d| d == b'0').count();
        text.drain(start..start + zeros);
        // Only ASCII digits and '-' were written.
        f.write_str(std::str::from_utf8(&text).unwrap())
    }
}

/// Magnitudes compared.
fn cmp_limbs(a: &[u32], b: &[u32]) -> Ordering {
    a.len()
        .cmp(&b.len())
        .then_with(|| a.iter().rev().cmp(b.iter().rev()))
}

impl Ord for BigInt {
    fn cmp(&self, other: &BigInt) -> Ordering {
        match (self.negative, other.negative) {
            (false, true) => Ordering::Greater,
            (true, false) => Ordering::Less,
            (false, false) => cmp_limbs(&self.limbs, &other.limbs),
            (true, true) => cmp_limbs(&other.limbs, &self.limbs),
        }
    }
}

impl PartialOrd for BigInt {
    fn partial_cmp(&self, other: &BigInt) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// `a + b` on magnitudes.
fn add_limbs(a: &[u32], b: &[u32]) -> Vec<u32> {
    let (a, b) = if a.len() >= b.len() { (a, b) } else { (b, a) };
    let mut out = Vec::with_capacity(a.len() + 1);
    let mut carry = 0;
    for (i, &x) in a.iter().enumerate() {
        let mut s = x + b.get(i).copied().unwrap_or(0) + carry;
        carry = u32::from(s >= BASE);
        if carry == 1 {
            s -= BASE;
        }
        out.push(s);
    }
    out.push(carry);
    out
}

/// `a - b` on magnitudes, `a >= b`.
fn sub_limbs(a: &[u32], b: &[u32]) -> Vec<u32> {
    let mut out = Vec::with_capacity(a.len());
    let mut borrow = 0;
    for (i, &x) in a.iter().enumerate() {
        let y = b.get(i).copied().unwrap_or(0) + borrow;
        borrow = u32::from(x < y);
        out.push(x + borrow * BASE - y);
    }
    out
}

/// `a · b` on magnitudes, both nonempty.
fn mul_limbs(a: &[u32], b: &[u32]) -> Vec<u32> {
    if a.len().min(b.len()) <= 128 {
        return mul_schoolbook(a, b);
    }
    const M1: u32 = 754_974_721;
    const M2: u32 = 167_772_161;
    const M3: u32 = 469_762_049;
    fn residues<const M: u32>(a: &[u32], b: &[u32]) -> Vec<StaticModInt<M>> {
        let fa: Vec<StaticModInt<M>> = a.iter().map(|&x| StaticModInt::new(x)).collect();
        let fb: Vec<StaticModInt<M>> = b.iter().map(|&x| StaticModInt::new(x)).collect();
        convolution(&fa, &fb)
    }
    let (c1, c2, c3) = (
        residues::<M1>(a, b),
        residues::<M2>(a, b),
        residues::<M3>(a, b),
    );
    let (m1, m2, m3) = (u64::from(M1), u64::from(M2), u64::from(M3));
    // Inverses of M1 modulo M2 and of M1 M2 modulo M3.
    let inv_m1 = u64::from(StaticModInt::<M2>::new(M1).inv().val());
    let inv_m1m2 = u64::from(StaticModInt::<M3>::new(m1 * m2).inv().val());
    // x = low + M1 M2 t3 with low < M1 M2 < 2^60; M1 M2 = high_q 10^9 + high_r.
    let (high_q, high_r) = (m1 * m2 / u64::from(BASE), m1 * m2 % u64::from(BASE));
    let mut out = Vec::with_capacity(c1.len() + 2);
    let mut carry = 0u64;
    for ((r1, r2), r3) in c1.iter().zip(&c2).zip(&c3) {
        let (r1, r2, r3) = (
            u64::from(r1.val()),
            u64::from(r2.val()),
            u64::from(r3.val()),
        );
        let t2 = (r2 + m2 - r1 % m2) % m2 * inv_m1 % m2;
        let low = r1 + t2 * m1;
        let t3 = (r3 + m3 - low % m3) % m3 * inv_m1m2 % m3;
        // x + carry = (low + high_r t3 + carry) + high_q t3 10^9, where the
        // first part stays below 2^62.
        let s = low + high_r * t3 + carry;
        out.push((s % u64::from(BASE)) as u32);
        carry = s / u64::from(BASE) + high_q * t3;
    }
    while carry > 0 {
        out.push((carry % u64::from(BASE)) as u32);
        carry /= u64::from(BASE);
    }
    out
}

/// `a · b` by columns: products summed in 64 bits, with 8·10^18 moved to
/// the next column (as 8·10^9) whenever a sum reaches it, and one carry
/// pass at the end. O(n m).
fn mul_schoolbook(a: &[u32], b: &[u32]) -> Vec<u32> {
    const SPILL: u64 = 8 * BASE as u64 * BASE as u64;
    let mut acc = vec![0u64; a.len() + b.len()];
    for (i, &x) in a.iter().enumerate() {
        for (j, &y) in b.iter().enumerate() {
            // acc < 8·10^18 before, so the sum fits below 2^64.
            let mut t = acc[i + j] + u64::from(x) * u64::from(y);
            if t >= SPILL {
                t -= SPILL;
                acc[i + j + 1] += 8 * u64::from(BASE);
            }
            acc[i + j] = t;
        }
    }
    let mut carry = 0u64;
    acc.iter()
        .map(|&t| {
            let s = t + carry;
            carry = s / u64::from(BASE);
            (s % u64::from(BASE)) as u32
        })
        .collect()
}

/// `(-1)^a_negative |a| + (-1)^b_negative |b|`.
fn signed_add(a: &BigInt, b: &BigInt, b_negative: bool) -> BigInt {
    if a.negative == b_negative {
        return BigInt::from_parts(a.negative, add_limbs(&a.limbs, &b.limbs));
    }
    match cmp_limbs(&a.limbs, &b.limbs) {
        Ordering::Less => BigInt::from_parts(b_negative, sub_limbs(&b.limbs, &a.limbs)),
        _ => BigInt::from_parts(a.negative, sub_limbs(&a.limbs, &b.limbs)),
    }
}

impl Neg for BigInt {
    type Output = BigInt;
    fn neg(self) -> BigInt {
        let negative = !self.negative;
        BigInt::from_parts(negative, self.limbs)
    }
}

impl Add for &BigInt {
    type Output = BigInt;
    fn add(self, rhs: &BigInt) -> BigInt {
        signed_add(self, rhs, rhs.negative)
    }
}

impl Sub for &BigInt {
    type Output = BigInt;
    fn sub(self, rhs: &BigInt) -> BigInt {
        signed_add(self, rhs, !rhs.negative)
    }
}

impl Mul for &BigInt {
    type Output = BigInt;
    fn mul(self, rhs: &BigInt) -> BigInt {
        if self.is_zero() || rhs.is_zero() {
            return BigInt::default();
        }
        BigInt::from_parts(
            self.negative != rhs.negative,
            mul_limbs(&self.limbs, &rhs.limbs),
        )
    }
}

impl Add for BigInt {
    type Output = BigInt;
    fn add(self, rhs: BigInt) -> BigInt {
        &self + &rhs
    }
}

impl Sub for BigInt {
    type Output = BigInt;
    fn sub(self, rhs: BigInt) -> BigInt {
        &self - &rhs
    }
}

impl Mul for BigInt {
    type Output = BigInt;
    fn mul(self, rhs: BigInt) -> BigInt {
        &self * &rhs
    }
}

impl BigInt {
    /// The quotient rounded toward zero and the remainder (with the sign
    /// of `self`, as Rust's `/` and `%` on integers); panics when `rhs` is
    /// zero. Schoolbook when either the divisor or the quotient is short,
    /// else by a Newton reciprocal: a few products' time.
    ///
    /// ```
    /// use cpkit::math::big_int::BigInt;
    /// let a = BigInt::from(-7);
    /// let (q, r) = a.div_rem(&BigInt::from(2));
    /// assert_eq!((q, r), (BigInt::from(-3), BigInt::from(-1)));
    /// ```
    pub fn div_rem(&self, rhs: &BigInt) -> (BigInt, BigInt) {
        assert!(!rhs.is_zero(), "BigInt: division by zero");
        let (q, r) = div_rem_limbs::<1_000_000_000>(&self.limbs, &rhs.limbs, mul_limbs);
        (
            BigInt::from_parts(self.negative != rhs.negative, q),
            BigInt::from_parts(self.negative, r),
        )
    }
}

impl Div for &BigInt {
    type Output = BigInt;
    fn div(self, rhs: &BigInt) -> BigInt {
        self.div_rem(rhs).0
    }
}

impl Rem for &BigInt {
    type Output = BigInt;
    fn rem(self, rhs: &BigInt) -> BigInt {
        self.div_rem(rhs).1
    }
}

impl Div for BigInt {
    type Output = BigInt;
    fn div(self, rhs: BigInt) -> BigInt {
        &self / &rhs
    }
}

impl Rem for BigInt {
    type Output = BigInt;
    fn rem(self, rhs: BigInt) -> BigInt {
        &self % &rhs
    }
}
