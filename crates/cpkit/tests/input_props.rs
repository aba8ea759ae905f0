//! Property tests for reading input: whatever the bytes, `Input` never
//! panics and agrees with an oracle built on std's own integer parsing; any
//! number with any whitespace around it reads back as itself; a number out
//! of range is an error, never a wrapped-around value.

use cpkit::input::{Input, InputError};
use proptest::prelude::*;

/// The integer types `int_in` reads, by index, with their ranges.
const TYPES: usize = 10;

fn type_range(t: usize) -> (i128, i128) {
    match t {
        0 => (u8::MIN.into(), u8::MAX.into()),
        1 => (i8::MIN.into(), i8::MAX.into()),
        2 => (u16::MIN.into(), u16::MAX.into()),
        3 => (i16::MIN.into(), i16::MAX.into()),
        4 => (u32::MIN.into(), u32::MAX.into()),
        5 => (i32::MIN.into(), i32::MAX.into()),
        6 => (u64::MIN.into(), u64::MAX.into()),
        7 => (i64::MIN.into(), i64::MAX.into()),
        8 => (usize::MIN as i128, usize::MAX as i128),
        _ => (isize::MIN as i128, isize::MAX as i128),
    }
}

/// Reads the next token as type number `t`, within its whole range.
fn read_as(input: &mut Input, t: usize) -> Result<i128, InputError> {
    fn full<T: cpkit::input::Integer + Into<i128>>(
        input: &mut Input,
        lo: T,
        hi: T,
    ) -> Result<i128, InputError> {
        input.int_in("a number", lo..=hi).map(Into::into)
    }
    match t {
        0 => full(input, u8::MIN, u8::MAX),
        1 => full(input, i8::MIN, i8::MAX),
        2 => full(input, u16::MIN, u16::MAX),
        3 => full(input, i16::MIN, i16::MAX),
        4 => full(input, u32::MIN, u32::MAX),
        5 => full(input, i32::MIN, i32::MAX),
        6 => full(input, u64::MIN, u64::MAX),
        7 => full(input, i64::MIN, i64::MAX),
        8 => input
            .int_in("a number", usize::MIN..=usize::MAX)
            .map(|v| v as i128),
        _ => input
            .int_in("a number", isize::MIN..=isize::MAX)
            .map(|v| v as i128),
    }
}

/// What reading `token` as an integer from `lo` to `hi` must give, worked
/// out without cpkit: a number is `-?[0-9]+`, and its value is what std's
/// parser makes of it (which also takes a `+`, excluded here).
#[derive(Debug, PartialEq, Eq)]
enum Expected {
    Value(i128),
    Missing,
    Malformed,
    OutOfRange,
}

fn expected(token: Option<&[u8]>, lo: i128, hi: i128) -> Expected {
    let token = match token {
        Some(token) => token,
        None => return Expected::Missing,
    };
    let digits = token.strip_prefix(b"-").unwrap_or(token);
    if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
        return Expected::Malformed;
    }
    let text = std::str::from_utf8(token).expect("digits are UTF-8");
    match text.parse::<i128>() {
        Ok(value) if lo <= value && value <= hi => Expected::Value(value),
        _ => Expected::OutOfRange,
    }
}

fn kind(result: &Result<i128, InputError>) -> Expected {
    match result {
        Ok(value) => Expected::Value(*value),
        Err(InputError::Missing { .. }) => Expected::Missing,
        Err(InputError::Malformed { .. }) => Expected::Malformed,
        Err(InputError::OutOfRange { .. }) => Expected::OutOfRange,
        Err(other) => panic!("unexpected error kind: {:?}", other),
    }
}

/// The tokens of `bytes`, split without cpkit.
fn tokens(bytes: &[u8]) -> Vec<&[u8]> {
    bytes
        .split(u8::is_ascii_whitespace)
        .filter(|token| !token.is_empty())
        .collect()
}

/// Bytes that are mostly what inputs are made of, with anything else mixed in.
fn input_bytes() -> impl Strategy<Value = Vec<u8>> {
    let byte = prop_oneof![
        4 => prop::sample::select(b"0123456789".to_vec()),
        2 => prop::sample::select(b" \t\r\n\x0b\x0c-+".to_vec()),
        1 => any::<u8>(),
    ];
    prop::collection::vec(byte, 0..120)
}

fn whitespace() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(vec![' ', '\t', '\r', '\n']), 0..6)
        .prop_map(|chars| chars.into_iter().collect())
}

/// A type and a value in its range, its ends chosen often.
fn typed_value() -> impl Strategy<Value = (usize, i128)> {
    (0..TYPES).prop_flat_map(|t| {
        let (lo, hi) = type_range(t);
        (Just(t), prop_oneof![Just(lo), Just(hi), lo..=hi])
    })
}

/// A type and a value outside its range, often just outside.
fn typed_value_out_of_range() -> impl Strategy<Value = (usize, i128)> {
    (0..TYPES).prop_flat_map(|t| {
        let (lo, hi) = type_range(t);
        let value = prop_oneof![
            (1..1000i128).prop_map(move |d| hi.saturating_add(d)),
            (1..1000i128).prop_map(move |d| lo.saturating_sub(d)),
            any::<i128>(),
        ];
        (
            Just(t),
            value.prop_filter("out of range", move |v| *v < lo || *v > hi),
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn tokens_are_what_lies_between_ascii_whitespace(bytes in input_bytes()) {
        let mut input = Input::from_bytes(bytes.clone());
        for token in tokens(&bytes) {
            prop_assert_eq!(input.token(), Some(token));
        }
        prop_assert_eq!(input.token(), None);
        prop_assert_eq!(input.token(), None);
    }

    #[test]
    fn any_bytes_read_as_the_oracle_says_without_panicking(
        bytes in input_bytes(),
        first_type in 0..TYPES,
    ) {
        let mut input = Input::from_bytes(bytes.clone());
        let all = tokens(&bytes);
        for (i, token) in all.iter().enumerate() {
            let t = (first_type + i) % TYPES;
            let (lo, hi) = type_range(t);
            let read = read_as(&mut input, t);
            prop_assert_eq!(
                kind(&read),
                expected(Some(token), lo, hi),
                "token {:?} as type {}", String::from_utf8_lossy(token), t
            );
        }
        prop_assert_eq!(kind(&read_as(&mut input, first_type)), Expected::Missing);
        prop_assert_eq!(input.end(), Ok(()));

        let mut input = Input::from_bytes(bytes.clone());
        match input.end() {
            Ok(()) => prop_assert!(all.is_empty()),
            Err(InputError::Trailing { .. }) => prop_assert!(!all.is_empty()),
            Err(other) => prop_assert!(false, "end() gave {:?}", other),
        }
    }

    #[test]
    fn a_number_reads_back_whatever_whitespace_surrounds_it(
        (t, value) in typed_value(),
        before in whitespace(),
        after in whitespace(),
        zeros in 0..3usize,
    ) {
        let digits = value.unsigned_abs().to_string();
        let sign = if value < 0 { "-" } else { "" };
        let text = format!("{}{}{}{}{}", before, sign, "0".repeat(zeros), digits, after);
        let mut input = Input::from_bytes(text.clone().into_bytes());
        prop_assert_eq!(read_as(&mut input, t), Ok(value), "input {:?}", text);
        prop_assert_eq!(input.end(), Ok(()), "input {:?}", text);
    }

    #[test]
    fn a_number_outside_the_type_is_an_error_not_a_wrap(
        (t, value) in typed_value_out_of_range(),
    ) {
        let token = value.to_string();
        let read = read_as(&mut Input::from_bytes(token.clone().into_bytes()), t);
        match read {
            Err(InputError::OutOfRange { found, .. }) => {
                prop_assert_eq!(found, format!("{:?}", token));
            }
            other => prop_assert!(false, "{} as type {} gave {:?}", token, t, other),
        }
    }

    #[test]
    fn a_number_beyond_every_type_is_an_error_not_a_wrap(
        negative in any::<bool>(),
        digits in "[1-9][0-9]{39,80}",
        t in 0..TYPES,
    ) {
        let token = format!("{}{}", if negative { "-" } else { "" }, digits);
        let read = read_as(&mut Input::from_bytes(token.into_bytes()), t);
        prop_assert!(
            matches!(read, Err(InputError::OutOfRange { .. })),
            "gave {:?}", read
        );
    }

    #[test]
    fn a_number_outside_the_asked_range_is_an_error(
        lo in any::<i64>(),
        hi in any::<i64>(),
        value in any::<i64>(),
    ) {
        let (lo, hi) = (lo.min(hi), lo.max(hi));
        let mut input = Input::from_bytes(value.to_string().into_bytes());
        let read = input.int_in("a number", lo..=hi);
        if lo <= value && value <= hi {
            prop_assert_eq!(read, Ok(value));
        } else {
            prop_assert!(
                matches!(read, Err(InputError::OutOfRange { .. })),
                "{} in {}..={} gave {:?}", value, lo, hi, read
            );
        }
    }
}
