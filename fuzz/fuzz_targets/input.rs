//! Fuzzes cpkit's input reader: whatever the bytes, reading tokens,
//! integers of every type and a declaration of every reader kind never
//! panics, and every answer is consistent with the bytes: tokens are what
//! lies between ASCII whitespace, a value read is in the asked range and
//! spelled by its token, an error is one line that starts with its place.
//!
//! Every check runs twice: on the bytes in memory, and on the same bytes
//! handed over a few per read (as a pipe or a live judge hands them, so a
//! token, a CRLF or a `-` falls on a read's edge), where every answer and
//! error must be the same as in memory.
//!
//! The first byte chooses the ranges asked for and the read sizes; the
//! rest is the input.

#![no_main]

use cpkit::input::{Input, InputError, Readable};
use cpkit::try_input;
use libfuzzer_sys::fuzz_target;

/// Hands over its bytes `size`, `size + 1`, `size + 2`, ... bytes per
/// read, wrapping at 8.
struct Trickle {
    bytes: Vec<u8>,
    at: usize,
    size: usize,
}

impl std::io::Read for Trickle {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let count = self.size.min(buf.len()).min(self.bytes.len() - self.at);
        buf[..count].copy_from_slice(&self.bytes[self.at..self.at + count]);
        self.at += count;
        self.size = self.size % 8 + 1;
        Ok(count)
    }
}

/// The bytes in memory, or trickled from a reader.
fn source(bytes: &[u8], trickle: Option<usize>) -> Input {
    match trickle {
        None => Input::from_bytes(bytes.to_vec()),
        Some(size) => Input::from_reader(Trickle {
            bytes: bytes.to_vec(),
            at: 0,
            size,
        }),
    }
}

/// `-?[0-9]+` and its value in canonical decimal (no leading zeros, no `-0`).
fn canonical(token: &[u8]) -> Option<String> {
    let (negative, digits) = match token.split_first() {
        Some((b'-', rest)) => (true, rest),
        _ => (false, token),
    };
    if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
        return None;
    }
    let first = digits.iter().position(|&d| d != b'0');
    let magnitude = match first {
        Some(first) => std::str::from_utf8(&digits[first..]).unwrap(),
        None => return Some("0".to_string()),
    };
    Some(format!("{}{}", if negative { "-" } else { "" }, magnitude))
}

/// Reads the next token as a `T` within `lo..=hi` and checks the answer
/// against `token`, the token a plain split says comes next.
fn read<T>(input: &mut Input, token: Option<&[u8]>, lo: T, hi: T)
where
    T: Readable<Output = T> + PartialOrd + std::fmt::Debug + std::fmt::Display + Copy,
{
    let result = input.read_in::<T, _>(lo..=hi);
    match (&result, token) {
        (Ok(value), Some(token)) => {
            assert!(
                lo <= *value && *value <= hi,
                "{} outside {:?}..={:?}",
                value,
                lo,
                hi
            );
            assert_eq!(Some(value.to_string()), canonical(token));
        }
        (Err(err), None) => {
            assert!(
                err.to_string().ends_with("found the end of the input"),
                "{}",
                err
            );
        }
        (Err(err), Some(token)) => {
            let in_range = canonical(token)
                .and_then(|text| text.parse::<i128>().ok())
                .zip(
                    lo.to_string()
                        .parse::<i128>()
                        .ok()
                        .zip(hi.to_string().parse::<i128>().ok()),
                )
                .map_or(false, |(v, (lo, hi))| lo <= v && v <= hi);
            assert!(!in_range, "{:?} is in range but gave {}", token, err);
        }
        (Ok(value), None) => panic!("{} read from no token", value),
    }
    if let Err(err) = result {
        let message = err.to_string();
        assert!(
            message.starts_with("line ") && !message.contains('\n'),
            "{:?}",
            message
        );
    }
}

/// Everything the `input!` family reads, on whatever bytes: it must return,
/// never panic, and an error is one line naming its place.
fn declaration(bytes: &[u8], trickle: Option<usize>) -> Result<String, String> {
    let result = (|| -> Result<String, InputError> {
        let mut src = source(bytes, trickle);
        try_input! {
            from &mut src,
            n: usize,
            a: [(i8, Usize1, char, Isize1); n],
            s: [Chars],
            b: [[u128]],
            x: f64,
            w: (String, Bytes, bool),
            k: usize in 1..=5,
            m: [[i64; 2]; k] in -9..=9,
        }
        Ok(format!("{:?}", (a, s, b, x, w, m)))
    })();
    if let Err(err) = &result {
        let message = err.to_string();
        assert!(
            message.starts_with("line ") && !message.contains('\n'),
            "{:?}",
            message
        );
    }
    result.map_err(|err| err.to_string())
}

fuzz_target!(|data: &[u8]| {
    let (mode, bytes) = match data.split_first() {
        Some((&mode, bytes)) => (mode, bytes),
        None => return,
    };
    let tokens: Vec<&[u8]> = bytes
        .split(u8::is_ascii_whitespace)
        .filter(|token| !token.is_empty())
        .collect();

    let trickle = usize::from(mode >> 4) % 8 + 1;
    for how in [None, Some(trickle)] {
        let mut input = source(bytes, how);
        for &token in &tokens {
            assert_eq!(input.token().ok(), Some(token));
        }
        assert!(input.token().is_err());

        // Each token read as one of ten types in turn, over its whole range
        // or, depending on `mode`, a narrow one such as a board size's.
        let narrow = mode & 1 == 1;
        let mut input = source(bytes, how);
        for i in 0..=tokens.len() {
            let token = tokens.get(i).copied();
            match (usize::from(mode >> 1) + i) % 10 {
                0 if narrow => read(&mut input, token, 0usize, 32),
                0 => read(&mut input, token, usize::MIN, usize::MAX),
                1 if narrow => read(&mut input, token, -5i8, 5),
                1 => read(&mut input, token, i8::MIN, i8::MAX),
                2 => read(&mut input, token, u8::MIN, u8::MAX),
                3 => read(&mut input, token, i16::MIN, i16::MAX),
                4 => read(&mut input, token, u16::MIN, u16::MAX),
                5 if narrow => read(&mut input, token, -1_000_000i32, 1_000_000),
                5 => read(&mut input, token, i32::MIN, i32::MAX),
                6 => read(&mut input, token, u32::MIN, u32::MAX),
                7 => read(&mut input, token, i64::MIN, i64::MAX),
                8 if narrow => read(&mut input, token, 1u64 << 40, 1u64 << 41),
                8 => read(&mut input, token, u64::MIN, u64::MAX),
                _ => read(&mut input, token, isize::MIN, isize::MAX),
            }
        }
        assert_eq!(input.end(), Ok(()));
        assert_eq!(source(bytes, how).end().is_ok(), tokens.is_empty());
    }

    assert_eq!(declaration(bytes, None), declaration(bytes, Some(trickle)));
});
