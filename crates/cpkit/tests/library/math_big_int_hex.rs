//! Hexadecimal big integers agree with i128 arithmetic where it fits, and
//! with schoolbook arithmetic on hexadecimal digits on long numbers, across
//! the switch to the transforms; parsing and printing round-trip.

use cpkit::math::big_int_hex::BigIntHex;
use proptest::prelude::*;

fn big(s: &str) -> BigIntHex {
    s.parse().unwrap()
}

fn hex128(x: i128) -> String {
    let sign = if x < 0 { "-" } else { "" };
    format!("{}{:X}", sign, x.unsigned_abs())
}

/// A signed number as hexadecimal digits (most significant first).
fn text(negative: bool, digits: &[u8]) -> String {
    let trimmed: Vec<u8> = digits.iter().copied().skip_while(|&d| d == 0).collect();
    if trimmed.is_empty() {
        return "0".to_string();
    }
    let sign = if negative { "-" } else { "" };
    let body: String = trimmed
        .iter()
        .map(|&d| char::from(b"0123456789ABCDEF"[d as usize]))
        .collect();
    format!("{}{}", sign, body)
}

/// |a| · |b| on hexadecimal digits, most significant first.
fn naive_mul(a: &[u8], b: &[u8]) -> Vec<u8> {
    let mut acc = vec![0u64; a.len() + b.len()];
    for (i, &x) in a.iter().rev().enumerate() {
        for (j, &y) in b.iter().rev().enumerate() {
            acc[i + j] += u64::from(x) * u64::from(y);
        }
    }
    let mut carry = 0;
    for d in acc.iter_mut() {
        *d += carry;
        carry = *d >> 4;
        *d &= 15;
    }
    acc.iter().rev().map(|&d| d as u8).collect()
}

/// |a| + |b| on hexadecimal digits.
fn naive_add(a: &[u8], b: &[u8]) -> Vec<u8> {
    let n = a.len().max(b.len()) + 1;
    let mut out = vec![0u8; n];
    let mut carry = 0;
    for i in 0..n {
        let x = if i < a.len() { a[a.len() - 1 - i] } else { 0 };
        let y = if i < b.len() { b[b.len() - 1 - i] } else { 0 };
        let s = x + y + carry;
        out[n - 1 - i] = s & 15;
        carry = s >> 4;
    }
    out
}

fn digits() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        prop::collection::vec(0u8..16, 0..40),
        prop::collection::vec(0u8..16, 500..2000),
        // Runs of F and 0 carry and borrow across whole limbs.
        prop::collection::vec(prop::sample::select(vec![0u8, 15]), 1..300),
    ]
}

#[test]
fn edges() {
    assert_eq!(big("0").to_string(), "0");
    assert_eq!(big("-0").to_string(), "0");
    assert_eq!(big("000FF").to_string(), "FF");
    assert_eq!(big("-abcdef").to_string(), "-ABCDEF");
    assert_eq!((big("FFFFFFFF") + big("1")).to_string(), "100000000");
    assert_eq!((big("100000000") - big("1")).to_string(), "FFFFFFFF");
    assert_eq!((big("-FF") * big("0")).to_string(), "0");
    assert!("".parse::<BigIntHex>().is_err());
    assert!("-".parse::<BigIntHex>().is_err());
    assert!("1g".parse::<BigIntHex>().is_err());
}

proptest! {
    #[test]
    fn agrees_with_i128(a in -(1i128 << 62)..(1 << 62), b in -(1i128 << 62)..(1 << 62)) {
        let (x, y) = (big(&hex128(a)), big(&hex128(b)));
        prop_assert_eq!((&x + &y).to_string(), hex128(a + b));
        prop_assert_eq!((&x - &y).to_string(), hex128(a - b));
        prop_assert_eq!((&x * &y).to_string(), hex128(a * b));
        prop_assert_eq!(x.cmp(&y), a.cmp(&b));
        prop_assert_eq!(x, BigIntHex::from(a as i64));
    }

    #[test]
    fn long_numbers(a in digits(), b in digits(), sa in any::<bool>(), sb in any::<bool>()) {
        let (x, y) = (big(&text(sa, &a)), big(&text(sb, &b)));
        let product = text(sa != sb, &naive_mul(&a, &b));
        prop_assert_eq!((&x * &y).to_string(), product);
        // Same signs add magnitudes; x - (-y) is x + y.
        prop_assert_eq!((&x - &(-y.clone())).to_string(), (&x + &y).to_string());
        if sa == sb {
            prop_assert_eq!((&x + &y).to_string(), text(sa, &naive_add(&a, &b)));
        }
        prop_assert_eq!(&(&(&x + &y) - &y), &x);
        prop_assert_eq!(big(&x.to_string()), x);
    }
}
