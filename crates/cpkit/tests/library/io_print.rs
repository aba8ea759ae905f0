//! Property tests for the integer printer of `putln!` (its digit count from
//! the bit length, eight digits per 64-bit division, two at a time from a
//! table): every integer type prints exactly as std's `Display` prints it,
//! over its whole range, at every length, at the edges (0, 9, 10, 99999999,
//! 10^8, every power of ten and its neighbours, MIN and MAX), and across
//! the buffer's flushes. The 8- and 16-bit types are tried whole.

use cpkit::output::{Output, Print};
use cpkit::putln;
use proptest::prelude::*;
use std::fmt::Display;

fn printed(write: impl FnOnce(&mut Output<&mut Vec<u8>>)) -> String {
    let mut sink = Vec::new();
    write(&mut Output::new(&mut sink));
    String::from_utf8(sink).unwrap()
}

/// What `putln!` prints for `values`, one a line, against what std prints.
fn check<T: Print + Display>(values: &[T]) -> Result<(), TestCaseError> {
    let text = printed(|out| {
        for value in values {
            putln!(out, value);
        }
    });
    let expected: String = values.iter().map(|value| format!("{}\n", value)).collect();
    if text != expected {
        let wrong = text.lines().zip(expected.lines()).find(|(a, b)| a != b);
        return Err(TestCaseError::fail(format!(
            "{} values: first difference (printed, expected) {:?}",
            values.len(),
            wrong
        )));
    }
    Ok(())
}

/// The edges of a type: 0, 9, 10, 99999999, 10^8, every power of ten it
/// holds with its neighbours, their negatives, MIN, MIN + 1, MAX - 1, MAX.
macro_rules! edges {
    ($t:ty) => {{
        let mut values: Vec<$t> = vec![0, <$t>::MIN, <$t>::MIN + 1, <$t>::MAX - 1, <$t>::MAX];
        let mut power: u128 = 1;
        for _ in 0..39 {
            for near in [power - 1, power, power + 1] {
                let value = <$t as std::convert::TryFrom<u128>>::try_from(near).ok();
                values.extend(value);
                values.extend(value.and_then(|value| (0 as $t).checked_sub(value)));
            }
            power = power.saturating_mul(10);
        }
        values
    }};
}

#[test]
fn the_edges_of_every_integer_type_print_as_display_does() {
    check(&edges!(u8)).unwrap();
    check(&edges!(u16)).unwrap();
    check(&edges!(u32)).unwrap();
    check(&edges!(u64)).unwrap();
    check(&edges!(u128)).unwrap();
    check(&edges!(usize)).unwrap();
    check(&edges!(i8)).unwrap();
    check(&edges!(i16)).unwrap();
    check(&edges!(i32)).unwrap();
    check(&edges!(i64)).unwrap();
    check(&edges!(i128)).unwrap();
    check(&edges!(isize)).unwrap();
    // The values the brief of the printer names, in the types that hold them.
    check(&[
        0u64,
        9,
        10,
        99_999_999,
        100_000_000,
        99,
        100,
        999_999_999_999,
    ])
    .unwrap();
}

#[test]
fn every_8_and_16_bit_value_prints_as_display_does() {
    check(&(u8::MIN..=u8::MAX).collect::<Vec<_>>()).unwrap();
    check(&(i8::MIN..=i8::MAX).collect::<Vec<_>>()).unwrap();
    check(&(u16::MIN..=u16::MAX).collect::<Vec<_>>()).unwrap();
    check(&(i16::MIN..=i16::MAX).collect::<Vec<_>>()).unwrap();
}

/// Values of every bit length of a type: any value shifted right by any
/// amount (for a signed type, a negative one stays negative and gets short).
macro_rules! any_length {
    ($t:ty) => {
        (any::<$t>(), 0..<$t>::BITS).prop_map(|(value, shift)| value >> shift)
    };
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn any_unsigned_value_prints_as_display_does(
        a in prop::collection::vec(any_length!(u32), 1..300),
        b in prop::collection::vec(any_length!(u64), 1..300),
        c in prop::collection::vec(any_length!(u128), 1..100),
        d in prop::collection::vec(any_length!(usize), 1..100),
    ) {
        check(&a)?;
        check(&b)?;
        check(&c)?;
        check(&d)?;
    }

    #[test]
    fn any_signed_value_prints_as_display_does(
        a in prop::collection::vec(any_length!(i32), 1..300),
        b in prop::collection::vec(any_length!(i64), 1..300),
        c in prop::collection::vec(any_length!(i128), 1..100),
        d in prop::collection::vec(any_length!(isize), 1..100),
    ) {
        check(&a)?;
        check(&b)?;
        check(&c)?;
        check(&d)?;
    }

    #[test]
    fn values_across_the_buffers_flushes_print_as_display_does(
        seed in any::<u64>(),
        wide in any::<bool>(),
    ) {
        // 10^4 values of up to 40 bytes: the 64 KiB buffer fills and is
        // flushed between values, wherever they happen to end.
        let mut x = seed | 1;
        let values: Vec<i128> = (0..10_000)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                let value = if wide { i128::from(x as i64) << (x % 64) } else { i128::from(x as i64) };
                value >> (x % 127)
            })
            .collect();
        check(&values)?;
        let narrow: Vec<i64> = values.iter().map(|&v| v as i64).collect();
        check(&narrow)?;
    }
}
