//! Property tests for the 128-bit integers of `input!` and `putln!` (proven
//! on Library Checker's `many_aplusb_128bit`): any `i128` or `u128`, with
//! leading zeros and any whitespace around it, reads back as itself, in
//! memory and a few bytes at a time; a number one past either end, or of
//! forty digits and more, is an error saying so; and every value prints
//! exactly as std's `Display` prints it.

use cpkit::input::Input;
use cpkit::output::Output;
use cpkit::putln;
use proptest::prelude::*;

/// Hands its bytes over in reads of `size` bytes, so that a long number is
/// cut between two reads.
struct Trickle(Vec<u8>, usize, usize);

impl std::io::Read for Trickle {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let count = self.1.min(buf.len()).min(self.0.len() - self.2);
        buf[..count].copy_from_slice(&self.0[self.2..self.2 + count]);
        self.2 += count;
        Ok(count)
    }
}

/// Values of every length, the ends and powers of ten chosen often.
fn wide() -> impl Strategy<Value = u128> {
    prop_oneof![
        any::<u128>(),
        (0..=38u32, any::<u64>())
            .prop_map(|(e, x)| 10u128.pow(e).wrapping_add(u128::from(x) % 3) - 1),
        (0..128u32).prop_map(|s| u128::MAX >> s),
        Just(u128::MAX),
        Just(0),
    ]
}

fn printed(write: impl FnOnce(&mut Output<&mut Vec<u8>>)) -> String {
    let mut sink = Vec::new();
    write(&mut Output::new(&mut sink));
    String::from_utf8(sink).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1024))]

    #[test]
    fn any_128_bit_value_reads_back_as_itself(
        u in wide(),
        s in wide(),
        negative in any::<bool>(),
        zeros in 0..25usize,
        size in 1..50usize,
    ) {
        let s = if negative { (s as i128).wrapping_neg() } else { s as i128 };
        let pad = "0".repeat(zeros);
        let sign = if s < 0 { "-" } else { "" };
        let text = format!(" {}{}\n{}{}{} ", pad, u, sign, pad, s.unsigned_abs());
        for mut input in [
            Input::from_bytes(text.clone()),
            Input::from_reader(Trickle(text.clone().into_bytes(), size, 0)),
        ] {
            prop_assert_eq!(input.read::<u128>(), Ok(u));
            prop_assert_eq!(input.read::<i128>(), Ok(s));
            prop_assert!(!input.has_more());
        }
    }

    #[test]
    fn values_past_the_ends_are_errors_that_say_so(
        past in 1..1000u128,
        digits in 40..60usize,
        first in 1..10u8,
    ) {
        let long = format!("{}{}", first, "7".repeat(digits - 1));
        let tokens = [
            format!("{}", u128::MAX as i128 as u128 / 2 + past),
            format!("-{}", (i128::MAX as u128) + 1 + past),
            long.clone(),
            format!("-{}", long),
        ];
        for (i, token) in tokens.iter().enumerate() {
            let err = Input::from_bytes(token.clone()).read::<i128>().unwrap_err();
            prop_assert!(err.to_string().ends_with("(out of range)"), "{}", err);
            if i != 0 {
                let err = Input::from_bytes(token.clone()).read::<u128>().unwrap_err();
                prop_assert!(err.to_string().ends_with("(out of range)"), "{}", err);
            }
        }
        let over = u128::MAX.to_string();
        let over = format!("{}{}", &over[..over.len() - 3], 455 + past);
        let err = Input::from_bytes(over).read::<u128>().unwrap_err();
        prop_assert!(err.to_string().ends_with("(out of range)"), "{}", err);
    }

    #[test]
    fn every_128_bit_value_prints_as_display_does(u in wide(), s in wide()) {
        let s = s as i128;
        let text = printed(|out| {
            putln!(out, u, s, s.wrapping_neg(), i128::MIN);
        });
        prop_assert_eq!(text, format!("{} {} {} {}\n", u, s, s.wrapping_neg(), i128::MIN));
    }

    #[test]
    fn sums_of_values_read_print_as_the_exact_sum(a in wide(), b in wide(), n in any::<bool>()) {
        // many_aplusb_128bit's shape: |a|, |b| < 2^126, so a + b never overflows.
        let (a, b) = ((a >> 2) as i128, (b >> 2) as i128);
        let b = if n { -b } else { b };
        let mut input = Input::from_bytes(format!("{} {}", a, b));
        let (x, y) = (input.read::<i128>().unwrap(), input.read::<i128>().unwrap());
        prop_assert_eq!(printed(|out| putln!(out, x + y)), format!("{}\n", a + b));
    }
}
