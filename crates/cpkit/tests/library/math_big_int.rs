//! Big integers agree with i128 arithmetic where it fits, and with a plain
//! digit-by-digit reference (schoolbook on decimal digits) on long numbers,
//! across the switch to the transforms; parsing and printing round-trip.

use cpkit::math::big_int::BigInt;
use proptest::prelude::*;

fn big(s: &str) -> BigInt {
    s.parse().unwrap()
}

/// A decimal string of `digits` (most significant first, leading zeros
/// allowed) with a sign.
fn decimal(negative: bool, digits: &[u8]) -> String {
    let trimmed: Vec<u8> = digits.iter().copied().skip_while(|&d| d == 0).collect();
    if trimmed.is_empty() {
        return "0".to_string();
    }
    let mut s = String::new();
    if negative {
        s.push('-');
    }
    s.extend(trimmed.iter().map(|&d| char::from(b'0' + d)));
    s
}

/// The decimal digits of |a| · |b|, by schoolbook on digits.
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
        carry = *d / 10;
        *d %= 10;
    }
    acc.iter().rev().map(|&d| d as u8).collect()
}

/// |a| + |b| and |a| - |b| (when |a| >= |b|) on digits.
fn naive_add(a: &[u8], b: &[u8]) -> Vec<u8> {
    let n = a.len().max(b.len()) + 1;
    let mut out = vec![0u8; n];
    let mut carry = 0;
    for i in 0..n {
        let x = if i < a.len() { a[a.len() - 1 - i] } else { 0 };
        let y = if i < b.len() { b[b.len() - 1 - i] } else { 0 };
        let s = x + y + carry;
        out[n - 1 - i] = s % 10;
        carry = s / 10;
    }
    out
}

fn digits() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        prop::collection::vec(0u8..10, 0..30),
        prop::collection::vec(0u8..10, 300..1500),
        // Long runs of nines, for the carries.
        (0usize..1200, 0u8..10).prop_map(|(n, d)| {
            let mut v = vec![9u8; n];
            v.push(d);
            v
        }),
    ]
}

#[test]
fn small_values_against_i128() {
    let values: Vec<i64> = vec![
        0,
        1,
        -1,
        999_999_999,
        1_000_000_000,
        -1_000_000_000,
        i64::MAX,
        i64::MIN + 1,
        123_456_789_012,
    ];
    for &a in &values {
        for &b in &values {
            let (x, y) = (BigInt::from(a), BigInt::from(b));
            let (a, b) = (i128::from(a), i128::from(b));
            assert_eq!((&x + &y).to_string(), (a + b).to_string());
            assert_eq!((&x - &y).to_string(), (a - b).to_string());
            assert_eq!((&x * &y).to_string(), (a * b).to_string());
            assert_eq!(x.cmp(&y), a.cmp(&b));
        }
    }
    assert_eq!(big("-0").to_string(), "0");
    assert_eq!(big("+000123").to_string(), "123");
    assert!(big("-0") == BigInt::from(0) && !big("-0").is_negative());
    for bad in ["", "-", "+", "1-", "12 3", "0x1", "--1"] {
        assert!(bad.parse::<BigInt>().is_err(), "{:?}", bad);
    }
}

#[test]
fn a_million_digits() {
    // (10^k - 1)^2 = 10^2k - 2 10^k + 1: 9...980...01.
    let k = 1_000_000;
    let nines: BigInt = "9".repeat(k).parse().unwrap();
    let expected = format!("{}8{}1", "9".repeat(k - 1), "0".repeat(k - 1));
    assert_eq!((&nines * &nines).to_string(), expected);
    let neg = -nines.clone();
    assert_eq!((&neg * &nines).to_string(), format!("-{}", expected));
    assert_eq!(
        (&nines + &BigInt::from(1)).to_string(),
        format!("1{}", "0".repeat(k))
    );
}

proptest! {
    #[test]
    fn fits_i128(a in -(1i128 << 62)..(1i128 << 62), b in -(1i128 << 62)..(1i128 << 62)) {
        let (x, y) = (big(&a.to_string()), big(&b.to_string()));
        prop_assert_eq!((&x + &y).to_string(), (a + b).to_string());
        prop_assert_eq!((&x - &y).to_string(), (a - b).to_string());
        prop_assert_eq!((x.clone() * y.clone()).to_string(), (a * b).to_string());
        prop_assert_eq!(x.cmp(&y), a.cmp(&b));
    }

    #[test]
    fn long_numbers(a in digits(), b in digits(), sa in any::<bool>(), sb in any::<bool>()) {
        let (x, y) = (big(&decimal(sa, &a)), big(&decimal(sb, &b)));
        prop_assert_eq!(x.to_string(), decimal(sa, &a));
        let product = decimal(sa != sb, &naive_mul(&a, &b));
        prop_assert_eq!((&x * &y).to_string(), product);
        // Same signs: the magnitudes add.
        let sum = decimal(sa, &naive_add(&a, &b));
        let y_same = if sa == sb { y.clone() } else { -y.clone() };
        prop_assert_eq!((&x + &y_same).to_string(), sum.clone());
        // And subtract back.
        prop_assert_eq!((&big(&sum) - &y_same).to_string(), decimal(sa, &a));
    }
}
