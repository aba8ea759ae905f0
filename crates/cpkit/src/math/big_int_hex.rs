//! Signed integers of any size in base 2^32, read and written in
//! hexadecimal in O(n): addition and subtraction in O(n), multiplication
//! by three number-theoretic transforms and the Chinese remainder theorem
//! in O(n log n) (schoolbook when a factor is short); verified on Library
//! Checker's `addition_of_hex_big_integers`
//! (`crates/cpkit/verify/addition-of-hex-big-integers`) and
//! `multiplication_of_hex_big_integers`
//! (`crates/cpkit/verify/multiplication-of-hex-big-integers`).

use super::big_int_div::div_rem_limbs;
use super::convolution::convolution;
use super::modint::StaticModInt;
use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, Div, Mul, Neg, Rem, Sub};
use std::str::FromStr;

/// A signed integer of any size, in hexadecimal: `BigIntHex` parses from
/// and prints to base 16 (digits `0-9`, `A-F` or `a-f`, printed in upper
/// case), compares, negates, adds, subtracts and multiplies (`&a * &b` or
/// `a * b`).
///
/// Its limbs are 32-bit words, so reading and printing are a matter of
/// eight hexadecimal digits per limb. Products of two long numbers take
/// three convolutions modulo NTT primes, whose product (about 2^85.6)
/// bounds every term `n (2^32)^2` for up to 2^21 limbs; Garner's algorithm
/// puts the three residues together.
///
/// # Example
/// ```
/// use cpkit::math::big_int_hex::BigIntHex;
///
/// let a: BigIntHex = "1234567890ABCDEF1234567890ABCDEF".parse().unwrap();
/// let b: BigIntHex = "-FEDCBA9876543210FEDCBA9876543210".parse().unwrap();
/// assert_eq!((&a + &b).to_string(), "-ECA8641FE5A86421ECA8641FE5A86421");
/// assert_eq!((&a - &b).to_string(), "111111111070000001111111106FFFFFF");
/// assert_eq!(
///     (&a * &b).to_string(),
///     "-121FA00ACD77D74247ACC913F0513B7458FAB207783AF122236D88FE55618CF0"
/// );
/// assert_eq!((&a - &a).to_string(), "0");
/// assert!(b < a && BigIntHex::from(-5) < BigIntHex::from(3));
/// assert_eq!("ff".parse::<BigIntHex>().unwrap(), BigIntHex::from(255));
/// assert!("12G".parse::<BigIntHex>().is_err());
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct BigIntHex {
    /// Never true for zero.
    negative: bool,
    /// The magnitude's 32-bit limbs, least significant first, with no zero
    /// at the end (zero has none).
    limbs: Vec<u32>,
}

/// The error of parsing a [`BigIntHex`] from a string that is not an
/// optional `-` or `+` and one or more hexadecimal digits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseBigIntHexError;

impl fmt::Display for ParseBigIntHexError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("invalid hexadecimal digit found in string")
    }
}

impl BigIntHex {
    /// The number `(-1)^negative Σ limbs[i] 2^(32 i)`.
    pub fn from_limbs(negative: bool, mut limbs: Vec<u32>) -> BigIntHex {
        while limbs.last() == Some(&0) {
            limbs.pop();
        }
        let negative = negative && !limbs.is_empty();
        BigIntHex { negative, limbs }
    }

    /// The magnitude's 32-bit limbs, least significant first (none for 0).
    pub fn limbs(&self) -> &[u32] {
        &self.limbs
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

impl From<i64> for BigIntHex {
    fn from(x: i64) -> BigIntHex {
        let m = x.unsigned_abs();
        BigIntHex::from_limbs(x < 0, vec![m as u32, (m >> 32) as u32])
    }
}

/// The value of one hexadecimal digit, or 16 for any other byte.
fn hex_value(d: u8) -> u32 {
    match d {
        b'0'..=b'9' => u32::from(d - b'0'),
        b'A'..=b'F' => u32::from(d - b'A' + 10),
        b'a'..=b'f' => u32::from(d - b'a' + 10),
        _ => 16,
    }
}

impl FromStr for BigIntHex {
    type Err = ParseBigIntHexError;

    fn from_str(s: &str) -> Result<BigIntHex, ParseBigIntHexError> {
        let bytes = s.as_bytes();
        let (negative, digits) = match bytes.first() {
            Some(b'-') => (true, &bytes[1..]),
            Some(b'+') => (false, &bytes[1..]),
            _ => (false, bytes),
        };
        if digits.is_empty() {
            return Err(ParseBigIntHexError);
        }
        let mut limbs = Vec::with_capacity(digits.len() / 8 + 1);
        let mut bad = 0;
        for chunk in digits.rchunks(8) {
            let mut limb = 0u32;
            for &d in chunk {
                let v = hex_value(d);
                bad |= v;
                limb = limb << 4 | (v & 15);
            }
            limbs.push(limb);
        }
        if bad & 16 != 0 {
            return Err(ParseBigIntHexError);
        }
        Ok(BigIntHex::from_limbs(negative, limbs))
    }
}

impl fmt::Display for BigIntHex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const HEX: &[u8; 16] = b"0123456789ABCDEF";
        let top = match self.limbs.last() {
            None => return f.write_str("0"),
            Some(&top) => top,
        };
        let mut text = Vec::with_capacity(self.limbs.len() * 8 + 1);
        if self.negative {
            text.push(b'-');
        }
        let top_digits = (32 - top.leading_zeros() as usize + 3) / 4;
        for i in (0..top_digits).rev() {
            text.push(HEX[(top >> (4 * i) & 15) as usize]);
        }
        for &limb in self.limbs.iter().rev().skip(1) {
            for i in (0..8).rev() {
                text.push(HEX[(limb >> (4 * i) & 15) as usize]);
            }
        }
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

impl Ord for BigIntHex {
    fn cmp(&self, other: &BigIntHex) -> Ordering {
        match (self.negative, other.negative) {
            (false, true) => Ordering::Greater,
            (true, false) => Ordering::Less,
            (false, false) => cmp_limbs(&self.limbs, &other.limbs),
            (true, true) => cmp_limbs(&other.limbs, &self.limbs),
        }
    }
}

impl PartialOrd for BigIntHex {
    fn partial_cmp(&self, other: &BigIntHex) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// `a + b` on magnitudes.
fn add_limbs(a: &[u32], b: &[u32]) -> Vec<u32> {
    let (a, b) = if a.len() >= b.len() { (a, b) } else { (b, a) };
    let mut out = Vec::with_capacity(a.len() + 1);
    let mut carry = 0u64;
    for (i, &x) in a.iter().enumerate() {
        let s = u64::from(x) + u64::from(b.get(i).copied().unwrap_or(0)) + carry;
        out.push(s as u32);
        carry = s >> 32;
    }
    out.push(carry as u32);
    out
}

/// `a - b` on magnitudes, `a >= b`.
fn sub_limbs(a: &[u32], b: &[u32]) -> Vec<u32> {
    let mut out = Vec::with_capacity(a.len());
    let mut borrow = false;
    for (i, &x) in a.iter().enumerate() {
        let (d, o1) = x.overflowing_sub(b.get(i).copied().unwrap_or(0));
        let (d, o2) = d.overflowing_sub(u32::from(borrow));
        borrow = o1 || o2;
        out.push(d);
    }
    out
}

/// `a · b` on magnitudes, both nonempty.
fn mul_limbs(a: &[u32], b: &[u32]) -> Vec<u32> {
    if a.len().min(b.len()) <= 64 {
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
    let m1m2 = u128::from(m1 * m2);
    let mut out = Vec::with_capacity(c1.len() + 1);
    let mut carry = 0u128;
    for ((r1, r2), r3) in c1.iter().zip(&c2).zip(&c3) {
        let (r1, r2, r3) = (
            u64::from(r1.val()),
            u64::from(r2.val()),
            u64::from(r3.val()),
        );
        let t2 = (r2 + m2 - r1 % m2) % m2 * inv_m1 % m2;
        let low = r1 + t2 * m1;
        let t3 = (r3 + m3 - low % m3) % m3 * inv_m1m2 % m3;
        // The term is low + M1 M2 t3 < 2^90; with the carry it fits u128.
        let s = u128::from(low) + m1m2 * u128::from(t3) + carry;
        out.push(s as u32);
        carry = s >> 32;
    }
    while carry > 0 {
        out.push(carry as u32);
        carry >>= 32;
    }
    out
}

/// `a · b` row by row, each row's carries kept in 64 bits
/// (`x y + acc + carry < 2^64`); O(n m).
fn mul_schoolbook(a: &[u32], b: &[u32]) -> Vec<u32> {
    let mut out = vec![0u32; a.len() + b.len()];
    for (i, &x) in a.iter().enumerate() {
        let mut carry = 0u64;
        for (o, &y) in out[i..].iter_mut().zip(b) {
            let t = u64::from(x) * u64::from(y) + u64::from(*o) + carry;
            *o = t as u32;
            carry = t >> 32;
        }
        out[i + b.len()] = carry as u32;
    }
    out
}

/// `(-1)^a_negative |a| + (-1)^b_negative |b|`.
fn signed_add(a: &BigIntHex, b: &BigIntHex, b_negative: bool) -> BigIntHex {
    if a.negative == b_negative {
        return BigIntHex::from_limbs(a.negative, add_limbs(&a.limbs, &b.limbs));
    }
    match cmp_limbs(&a.limbs, &b.limbs) {
        Ordering::Less => BigIntHex::from_limbs(b_negative, sub_limbs(&b.limbs, &a.limbs)),
        _ => BigIntHex::from_limbs(a.negative, sub_limbs(&a.limbs, &b.limbs)),
    }
}

impl Neg for BigIntHex {
    type Output = BigIntHex;
    fn neg(self) -> BigIntHex {
        let negative = !self.negative;
        BigIntHex::from_limbs(negative, self.limbs)
    }
}

impl Add for &BigIntHex {
    type Output = BigIntHex;
    fn add(self, rhs: &BigIntHex) -> BigIntHex {
        signed_add(self, rhs, rhs.negative)
    }
}

impl Sub for &BigIntHex {
    type Output = BigIntHex;
    fn sub(self, rhs: &BigIntHex) -> BigIntHex {
        signed_add(self, rhs, !rhs.negative)
    }
}

impl Mul for &BigIntHex {
    type Output = BigIntHex;
    fn mul(self, rhs: &BigIntHex) -> BigIntHex {
        if self.is_zero() || rhs.is_zero() {
            return BigIntHex::default();
        }
        BigIntHex::from_limbs(
            self.negative != rhs.negative,
            mul_limbs(&self.limbs, &rhs.limbs),
        )
    }
}

impl Add for BigIntHex {
    type Output = BigIntHex;
    fn add(self, rhs: BigIntHex) -> BigIntHex {
        &self + &rhs
    }
}

impl Sub for BigIntHex {
    type Output = BigIntHex;
    fn sub(self, rhs: BigIntHex) -> BigIntHex {
        &self - &rhs
    }
}

impl Mul for BigIntHex {
    type Output = BigIntHex;
    fn mul(self, rhs: BigIntHex) -> BigIntHex {
        &self * &rhs
    }
}

impl BigIntHex {
    /// The quotient rounded toward zero and the remainder (with the sign
    /// of `self`, as Rust's `/` and `%` on integers); panics when `rhs` is
    /// zero. Schoolbook when either the divisor or the quotient is short,
    /// else by a Newton reciprocal: a few products' time.
    ///
    /// ```
    /// use cpkit::math::big_int_hex::BigIntHex;
    /// let a = BigIntHex::from(-7);
    /// let (q, r) = a.div_rem(&BigIntHex::from(2));
    /// assert_eq!((q, r), (BigIntHex::from(-3), BigIntHex::from(-1)));
    /// ```
    pub fn div_rem(&self, rhs: &BigIntHex) -> (BigIntHex, BigIntHex) {
        assert!(!rhs.is_zero(), "BigIntHex: division by zero");
        let (q, r) = div_rem_limbs::<{ 1 << 32 }>(&self.limbs, &rhs.limbs, mul_limbs);
        (
            BigIntHex::from_limbs(self.negative != rhs.negative, q),
            BigIntHex::from_limbs(self.negative, r),
        )
    }
}

impl Div for &BigIntHex {
    type Output = BigIntHex;
    fn div(self, rhs: &BigIntHex) -> BigIntHex {
        self.div_rem(rhs).0
    }
}

impl Rem for &BigIntHex {
    type Output = BigIntHex;
    fn rem(self, rhs: &BigIntHex) -> BigIntHex {
        self.div_rem(rhs).1
    }
}

impl Div for BigIntHex {
    type Output = BigIntHex;
    fn div(self, rhs: BigIntHex) -> BigIntHex {
        &self / &rhs
    }
}

impl Rem for BigIntHex {
    type Output = BigIntHex;
    fn rem(self, rhs: BigIntHex) -> BigIntHex {
        &self % &rhs
    }
}
