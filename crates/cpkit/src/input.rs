//! Reading a judge's input: all of stdin at once, then one token at a time.
//!
//! A token is a run of bytes between ASCII whitespace (space, tab, CR, LF,
//! form feed), so CRLF line ends, blank lines and stray spaces never matter.
//! Every read returns a `Result`: a missing, malformed or out-of-range token
//! becomes an [`InputError`] that says what was expected and what was found.
//! Nothing here panics, whatever the bytes.

use std::fmt;
use std::io::{self, Read, Write};
use std::ops::RangeInclusive;

/// The whole input, with a cursor at the next unread byte.
#[derive(Debug, Clone)]
pub struct Input {
    bytes: Vec<u8>,
    pos: usize,
}

impl Input {
    /// Reads all of stdin.
    pub fn from_stdin() -> Result<Input, InputError> {
        let mut bytes = Vec::new();
        match io::stdin().read_to_end(&mut bytes) {
            Ok(_) => Ok(Input::from_bytes(bytes)),
            Err(err) => Err(InputError::Unreadable {
                reason: err.to_string(),
            }),
        }
    }

    /// Wraps bytes already in memory (tests, or input read some other way).
    pub fn from_bytes(bytes: Vec<u8>) -> Input {
        Input { bytes, pos: 0 }
    }

    /// The next token, or `None` at the end of the input.
    pub fn token(&mut self) -> Option<&[u8]> {
        let rest = &self.bytes[self.pos..];
        let start = match rest.iter().position(|b| !b.is_ascii_whitespace()) {
            Some(skip) => self.pos + skip,
            None => {
                self.pos = self.bytes.len();
                return None;
            }
        };
        let len = self.bytes[start..]
            .iter()
            .position(|b| b.is_ascii_whitespace())
            .unwrap_or(self.bytes.len() - start);
        self.pos = start + len;
        Some(&self.bytes[start..start + len])
    }

    /// The next token as a decimal integer within `range`.
    ///
    /// `what` names the value for the error message ("a board size"), which
    /// then reads `expected a board size from 0 to 32; found "abc"`. A number
    /// too large for `T` is out of range, never wrapped around.
    pub fn int_in<T: Integer>(
        &mut self,
        what: &str,
        range: RangeInclusive<T>,
    ) -> Result<T, InputError> {
        let expected = format!("{} from {} to {}", what, range.start(), range.end());
        let token = match self.token() {
            Some(token) => token,
            None => return Err(InputError::Missing { expected }),
        };
        let value = match parse_decimal(token) {
            Some(value) => value,
            None if looks_numeric(token) => {
                return Err(InputError::OutOfRange {
                    expected,
                    found: describe(token),
                })
            }
            None => {
                return Err(InputError::Malformed {
                    expected,
                    found: describe(token),
                })
            }
        };
        if value < range.start().to_i128() || value > range.end().to_i128() {
            return Err(InputError::OutOfRange {
                expected,
                found: describe(token),
            });
        }
        // In range of `range`, hence of `T`.
        Ok(T::from_i128(value))
    }

    /// Succeeds when nothing but whitespace is left.
    pub fn end(&mut self) -> Result<(), InputError> {
        match self.token() {
            None => Ok(()),
            Some(token) => Err(InputError::Trailing {
                found: describe(token),
            }),
        }
    }
}

/// The integer types [`Input::int_in`] reads.
///
/// Every value of these types fits in an `i128`, which is where parsing and
/// range checks happen, so no type can wrap around.
pub trait Integer: Copy + fmt::Display {
    fn to_i128(self) -> i128;
    /// Only called with values that fit in `Self`.
    fn from_i128(value: i128) -> Self;
}

macro_rules! impl_integer {
    ($($t:ty),*) => {$(
        impl Integer for $t {
            fn to_i128(self) -> i128 {
                self as i128
            }
            fn from_i128(value: i128) -> Self {
                value as $t
            }
        }
    )*};
}

impl_integer!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);

/// `-?[0-9]+` as an `i128`; `None` when malformed or too large for `i128`.
fn parse_decimal(token: &[u8]) -> Option<i128> {
    let (negative, digits) = match token.split_first() {
        Some((b'-', rest)) => (true, rest),
        _ => (false, token),
    };
    if digits.is_empty() {
        return None;
    }
    let mut value: i128 = 0;
    for &digit in digits {
        if !digit.is_ascii_digit() {
            return None;
        }
        // Accumulating towards the sign keeps i128::MIN reachable.
        let digit = i128::from(digit - b'0');
        value = value.checked_mul(10)?;
        value = if negative {
            value.checked_sub(digit)?
        } else {
            value.checked_add(digit)?
        };
    }
    Some(value)
}

/// Whether a token that failed to parse is a well-formed number that is only
/// too large, so the error can say "out of range" rather than "malformed".
fn looks_numeric(token: &[u8]) -> bool {
    let digits = match token.split_first() {
        Some((b'-', rest)) => rest,
        _ => token,
    };
    !digits.is_empty() && digits.iter().all(u8::is_ascii_digit)
}

/// How many bytes of a token an error message shows.
const SHOWN_BYTES: usize = 40;

/// A token quoted for an error message: UTF-8 as Rust would write the string,
/// other bytes as `\xNN`, long tokens cut short with their length.
fn describe(token: &[u8]) -> String {
    let shown = &token[..token.len().min(SHOWN_BYTES)];
    let mut text = match std::str::from_utf8(shown) {
        Ok(utf8) => format!("{:?}", utf8),
        Err(_) => {
            let mut quoted = String::from("\"");
            for &byte in shown {
                quoted.extend(std::ascii::escape_default(byte).map(char::from));
            }
            quoted.push('"');
            quoted
        }
    };
    if shown.len() < token.len() {
        text.push_str(&format!(
            " (the first {} of {} bytes)",
            shown.len(),
            token.len()
        ));
    }
    text
}

/// What was wrong with the input. `Display` gives the message without the
/// `error: ` prefix; [`InputError::exit`] prints it the way a judge-ready
/// program should fail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum InputError {
    /// Stdin could not be read at all.
    Unreadable { reason: String },
    /// The input ended where a value was expected.
    Missing { expected: String },
    /// A token that is not a number of the expected form.
    Malformed { expected: String, found: String },
    /// A number outside the expected range (or outside any integer type).
    OutOfRange { expected: String, found: String },
    /// Input left over after the last value.
    Trailing { found: String },
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InputError::Unreadable { reason } => write!(f, "cannot read the input; {}", reason),
            InputError::Missing { expected } => {
                write!(f, "expected {}; found the end of the input", expected)
            }
            InputError::Malformed { expected, found }
            | InputError::OutOfRange { expected, found } => {
                write!(f, "expected {}; found {}", expected, found)
            }
            InputError::Trailing { found } => {
                write!(f, "expected the end of the input; found {}", found)
            }
        }
    }
}

impl std::error::Error for InputError {}

impl InputError {
    /// Prints `error: <message>` as one line on stderr and exits with code 2.
    pub fn exit(&self) -> ! {
        // If stderr is gone too there is nobody left to tell; exit anyway.
        let _ = writeln!(io::stderr(), "error: {}", self);
        std::process::exit(2)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input(text: &[u8]) -> Input {
        Input::from_bytes(text.to_vec())
    }

    fn board_size(text: &[u8]) -> Result<usize, String> {
        let mut input = input(text);
        let n = input
            .int_in("a board size", 0..=32usize)
            .map_err(|e| e.to_string())?;
        input.end().map_err(|e| e.to_string())?;
        Ok(n)
    }

    #[test]
    fn tokens_split_on_any_ascii_whitespace() {
        let mut input = input(b"\r\n 12\t-3\x0c\r\nx  ");
        assert_eq!(input.token(), Some(&b"12"[..]));
        assert_eq!(input.token(), Some(&b"-3"[..]));
        assert_eq!(input.token(), Some(&b"x"[..]));
        assert_eq!(input.token(), None);
        assert_eq!(input.token(), None);
    }

    #[test]
    fn harmless_variants_read_the_same_number() {
        for text in [
            &b"4"[..],
            b"4\n",
            b"4\r\n",
            b"  4  ",
            b"\t4\t\n",
            b"\n4\n",
            b"004",
        ] {
            assert_eq!(board_size(text), Ok(4), "input {:?}", text);
        }
    }

    #[test]
    fn errors_say_what_was_expected_and_found() {
        let cases: [(&[u8], &str); 8] = [
            (
                b"",
                "expected a board size from 0 to 32; found the end of the input",
            ),
            (
                b" \n\t ",
                "expected a board size from 0 to 32; found the end of the input",
            ),
            (b"abc", "expected a board size from 0 to 32; found \"abc\""),
            (b"-4", "expected a board size from 0 to 32; found \"-4\""),
            (b"4.5", "expected a board size from 0 to 32; found \"4.5\""),
            (b"33", "expected a board size from 0 to 32; found \"33\""),
            (b"4 5", "expected the end of the input; found \"5\""),
            (
                b"\xff4",
                "expected a board size from 0 to 32; found \"\\xff4\"",
            ),
        ];
        for (text, message) in cases {
            assert_eq!(
                board_size(text),
                Err(message.to_string()),
                "input {:?}",
                text
            );
        }
    }

    #[test]
    fn error_kinds_tell_malformed_from_out_of_range() {
        let kind = |text: &[u8]| input(text).int_in("n", 0..=9u8).unwrap_err();
        assert!(matches!(kind(b"x1"), InputError::Malformed { .. }));
        assert!(matches!(kind(b"-"), InputError::Malformed { .. }));
        assert!(matches!(kind(b"+1"), InputError::Malformed { .. }));
        assert!(matches!(kind(b"10"), InputError::OutOfRange { .. }));
        assert!(matches!(kind(b"-1"), InputError::OutOfRange { .. }));
        assert!(matches!(kind(b""), InputError::Missing { .. }));
    }

    #[test]
    fn numbers_too_large_for_the_type_are_out_of_range_not_wrapped() {
        let read = |text: &[u8]| input(text).int_in("x", 0..=u32::MAX);
        assert_eq!(read(b"4294967295"), Ok(u32::MAX));
        assert!(matches!(
            read(b"4294967296"),
            Err(InputError::OutOfRange { .. })
        ));
        let huge = [b'9'; 60];
        assert!(matches!(read(&huge), Err(InputError::OutOfRange { .. })));
    }

    #[test]
    fn extreme_values_of_every_width_round_trip() {
        let read_i64 = |text: &str| input(text.as_bytes()).int_in("x", i64::MIN..=i64::MAX);
        assert_eq!(read_i64(&i64::MIN.to_string()), Ok(i64::MIN));
        assert_eq!(read_i64(&i64::MAX.to_string()), Ok(i64::MAX));
        let read_i8 = |text: &str| input(text.as_bytes()).int_in("x", i8::MIN..=i8::MAX);
        assert_eq!(read_i8("-128"), Ok(-128));
        assert!(read_i8("128").is_err());
        assert_eq!(
            parse_decimal(b"-170141183460469231731687303715884105728"),
            Some(i128::MIN)
        );
        assert_eq!(
            parse_decimal(b"170141183460469231731687303715884105728"),
            None
        );
    }

    #[test]
    fn long_tokens_are_cut_short_in_messages() {
        let long = vec![b'x'; 1000];
        let message = input(&long).int_in("n", 0..=9u8).unwrap_err().to_string();
        assert!(
            message.ends_with("(the first 40 of 1000 bytes)"),
            "{}",
            message
        );
        assert!(message.len() < 120, "{}", message);
    }
}
