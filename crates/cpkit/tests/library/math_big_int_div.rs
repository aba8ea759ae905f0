//! Big-integer division: the quotient and remainder agree with i128 where
//! it fits, and on long numbers satisfy their definition (`a = q b + r`,
//! `0 <= r < |b|` up to signs) for divisors and quotients on both sides of
//! the switch from schoolbook to the Newton reciprocal, in base 10^9
//! (`BigInt`), base 2^32 (`BigIntHex`) and small bases (the generic core),
//! including the shapes that push a quotient estimate off by one: a
//! remainder of 0 or `b - 1`, divisors `B^k - 1` and `B^k / 2`.

use cpkit::math::big_int::BigInt;
use cpkit::math::big_int_div::div_rem_limbs;
use cpkit::math::big_int_hex::BigIntHex;
use proptest::prelude::*;

/// A decimal string of the given limbs in base 10^9, most significant
/// first, with a sign.
fn decimal(negative: bool, limbs: &[u32]) -> String {
    let mut s: String = limbs.iter().map(|x| format!("{:09}", x)).collect();
    let digits = s.trim_start_matches('0').to_string();
    s = if digits.is_empty() {
        "0".to_string()
    } else {
        digits
    };
    if negative && s != "0" {
        s.insert(0, '-');
    }
    s
}

fn check_big(a: &BigInt, b: &BigInt) -> Result<(), TestCaseError> {
    let (q, r) = a.div_rem(b);
    prop_assert_eq!(&(&(&q * b) + &r), a, "a = q b + r");
    let zero = BigInt::from(0);
    let abs = |x: &BigInt| if *x < zero { -x.clone() } else { x.clone() };
    prop_assert!(abs(&r) < abs(b), "|r| < |b|");
    prop_assert!(
        r.is_zero() || r.is_negative() == a.is_negative(),
        "r has a's sign"
    );
    prop_assert_eq!(&(a / b), &q);
    prop_assert_eq!(&(a % b), &r);
    Ok(())
}

fn limbs(max_len: usize, base: u32) -> impl Strategy<Value = Vec<u32>> {
    prop::collection::vec(
        prop_oneof![Just(0u32), Just(base - 1), 0..base, Just(base / 2)],
        1..=max_len,
    )
}

proptest! {
    #[test]
    fn agrees_with_i128(a in any::<i128>(), b in any::<i64>().prop_filter("nonzero", |&b| b != 0)) {
        let b = i128::from(b) * 1_000_003;
        let (q, r) = BigInt::from(0).div_rem(&BigInt::from(1));
        prop_assert!(q.is_zero() && r.is_zero());
        let (q, r) = a.to_string().parse::<BigInt>().unwrap().div_rem(&b.to_string().parse().unwrap());
        prop_assert_eq!(q.to_string(), (a / b).to_string());
        prop_assert_eq!(r.to_string(), (a % b).to_string());
    }

    #[test]
    fn long_decimal_division(
        sa in any::<bool>(), sb in any::<bool>(),
        a in limbs(400, 1_000_000_000), b in limbs(200, 1_000_000_000),
    ) {
        let a: BigInt = decimal(sa, &a).parse().unwrap();
        let b: BigInt = decimal(sb, &b).parse().unwrap();
        prop_assume!(!b.is_zero());
        check_big(&a, &b)?;
    }

    /// a = q b + r with r chosen: 0, 1, b - 1 (the remainders a quotient
    /// off by one would get wrong).
    #[test]
    fn exact_and_nearly_exact(
        q in limbs(300, 1_000_000_000), b in limbs(300, 1_000_000_000), which in 0..3usize,
    ) {
        let q: BigInt = decimal(false, &q).parse().unwrap();
        let b: BigInt = decimal(false, &b).parse().unwrap();
        prop_assume!(!b.is_zero());
        let r = match which {
            0 => BigInt::from(0),
            1 => BigInt::from(1).min(&b - &BigInt::from(1)),
            _ => &b - &BigInt::from(1),
        };
        let a = &(&q * &b) + &r;
        prop_assert_eq!(a.div_rem(&b), (q, r));
    }

    #[test]
    fn long_hex_division(
        a in limbs(400, u32::MAX), b in limbs(200, u32::MAX), sa in any::<bool>(),
    ) {
        let a = BigIntHex::from_limbs(sa, a);
        let b = BigIntHex::from_limbs(false, b);
        prop_assume!(!b.is_zero());
        let (q, r) = a.div_rem(&b);
        prop_assert_eq!(&(&(&q * &b) + &r), &a);
        prop_assert!(BigIntHex::from_limbs(false, r.limbs().to_vec()) < b);
        prop_assert!(r.is_zero() || r.is_negative() == a.is_negative());
    }

    /// The generic core in small bases, where long numbers have many
    /// limbs near the base's edges, checked by the base-10^9 type.
    #[test]
    fn small_bases(a in limbs(300, 10), b in limbs(150, 10)) {
        fn mul10(a: &[u32], b: &[u32]) -> Vec<u32> {
            let mut c = vec![0u64; a.len() + b.len()];
            for (i, &x) in a.iter().enumerate() {
                for (j, &y) in b.iter().enumerate() {
                    c[i + j] += u64::from(x * y);
                }
            }
            let mut carry = 0;
            c.into_iter()
                .map(|t| {
                    let s = t + carry;
                    carry = s / 10;
                    (s % 10) as u32
                })
                .collect()
        }
        prop_assume!(b.iter().any(|&x| x != 0));
        let (q, r) = div_rem_limbs::<10>(&a, &b, mul10);
        let text = |v: &[u32]| {
            let s: String = v.iter().rev().map(|d| char::from(b'0' + *d as u8)).collect();
            if s.is_empty() { "0".to_string() } else { s }
        };
        let big = |v: &[u32]| text(v).parse::<BigInt>().unwrap();
        prop_assert_eq!(q.last() != Some(&0) && r.last() != Some(&0), true, "trimmed");
        prop_assert_eq!(big(&a).div_rem(&big(&b)), (big(&q), big(&r)));
    }
}

/// Divisors `B^k - 1` and `B^k / 2` (the edges of the normalization) and
/// dividends `B^n - 1`, at lengths across the switch to Newton.
#[test]
fn edge_divisors_across_the_switch() {
    for &n in &[1usize, 63, 64, 65, 66, 130, 131, 400, 1000] {
        for &k in &[1usize, 2, 63, 64, 65, 66, 129, 300, 700] {
            if k > n {
                continue;
            }
            let nines = |len: usize| -> BigInt { "9".repeat(9 * len).parse().unwrap() };
            let half =
                |len: usize| -> BigInt { format!("5{}", "0".repeat(9 * len - 1)).parse().unwrap() };
            let a = nines(n);
            for b in [nines(k), half(k), &half(k) + &BigInt::from(1)] {
                let (q, r) = a.div_rem(&b);
                assert_eq!(&(&q * &b) + &r, a, "n = {}, k = {}", n, k);
                assert!(r < b && !r.is_negative(), "n = {}, k = {}", n, k);
            }
            let (ha, hb) = (
                BigIntHex::from_limbs(false, vec![u32::MAX; n]),
                BigIntHex::from_limbs(false, vec![u32::MAX; k]),
            );
            let (q, r) = ha.div_rem(&hb);
            assert_eq!(&(&q * &hb) + &r, ha, "hex n = {}, k = {}", n, k);
            assert!(r < hb, "hex n = {}, k = {}", n, k);
        }
    }
}

#[test]
#[should_panic(expected = "division by zero")]
fn division_by_zero_panics() {
    let _ = BigInt::from(1).div_rem(&BigInt::from(0));
}
