//! Property tests for the integer reader's digit loop (eight digits in one
//! step, and a number's last one to seven digits in one step after them):
//! lines of integers of every length, as judges write them, read back as
//! themselves in every integer type, from memory and a few bytes at a
//! time, so that a number is also cut between two reads at every place.

use cpkit::input::Input;
use cpkit::try_input;
use proptest::prelude::*;

/// Hands its bytes over in reads of `size` bytes.
struct Trickle(Vec<u8>, usize, usize);

impl std::io::Read for Trickle {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let count = self.1.min(buf.len()).min(self.0.len() - self.2);
        buf[..count].copy_from_slice(&self.0[self.2..self.2 + count]);
        self.2 += count;
        Ok(count)
    }
}

/// Values of every decimal length of a type: any value shifted right by
/// any amount, and the powers of ten with their neighbours.
macro_rules! any_length {
    ($t:ty) => {
        prop_oneof![
            (any::<$t>(), 0..<$t>::BITS).prop_map(|(value, shift)| value >> shift),
            (0..39u32, 0..3u128).prop_map(|(e, near)| (10u128.pow(e) + near - 1) as $t),
        ]
    };
}

/// The values written one a line, or a few to a line, with one separator
/// or several, as a judge's input has them, after their count.
fn text<T: std::fmt::Display>(values: &[T], spaces: &[&str]) -> String {
    let mut text = format!("{}\n", values.len());
    for (i, value) in values.iter().enumerate() {
        text += &value.to_string();
        text += spaces[i % spaces.len()];
    }
    text
}

macro_rules! reads_back {
    ($name:ident, $t:ty) => {
        proptest! {
            #![proptest_config(ProptestConfig::with_cases(128))]

            #[test]
            fn $name(
                values in prop::collection::vec(any_length!($t), 0..200),
                spaces in prop::collection::vec(prop::sample::select(vec![" ", "\n", "  ", "\r\n", "\t"]), 1..5),
                size in 1..40usize,
            ) {
                let text = text(&values, &spaces);
                for mut input in [
                    Input::from_bytes(text.clone()),
                    Input::from_reader(Trickle(text.clone().into_bytes(), size, 0)),
                ] {
                    let read = (|| -> Result<Vec<$t>, cpkit::input::InputError> {
                        try_input! { from &mut input, n: usize, a: [$t; n] }
                        Ok(a)
                    })();
                    prop_assert_eq!(read.as_ref(), Ok(&values), "input {:?}", text);
                    prop_assert!(!input.has_more());
                }
            }
        }
    };
}

reads_back!(u64_values_of_every_length_read_back_as_themselves, u64);
reads_back!(i64_values_of_every_length_read_back_as_themselves, i64);
reads_back!(u32_values_of_every_length_read_back_as_themselves, u32);
reads_back!(i32_values_of_every_length_read_back_as_themselves, i32);
reads_back!(u128_values_of_every_length_read_back_as_themselves, u128);
reads_back!(i128_values_of_every_length_read_back_as_themselves, i128);
reads_back!(usize_values_of_every_length_read_back_as_themselves, usize);
