//! Writing a judge's output: a large buffer, flushed in few big writes, and
//! a way to print any value, most often through `putln!`.
//!
//! ```ignore
//! let mut out = Output::stdout();
//! putln!(out, n, -7, "yes", 'c');          // `n -7 yes c` and a newline
//! putln!(out, &a);                         // a slice, its items separated by spaces
//! out.join(&a, ",").ln();                  // or by anything else
//! putln!(out, Fixed(2.0 / 3.0, 4));        // `0.6667`: rounded correctly, never `-0.0000`
//! putln!(out, format_args!("{:>5}|", x));  // anything `Display`
//! ```
//!
//! `print!` locks stdout and may write on every newline; this buffer writes
//! only when it is full or dropped. A write can fail only because the reader
//! went away or the disk is full, and no caller can do anything useful about
//! either, so [`Output`] handles it itself: a closed pipe (`| head`) ends the
//! program quietly with success, as `cat` does; anything else prints one
//! `error:` line and exits with code 2. No method returns a `Result`.

use std::cell::Cell;
use std::fmt;
use std::io::{self, Write};
use std::rc::Rc;

/// How many lines the output tied to stdin flushes one by one while stdin's
/// reader waits (or has not read yet): enough for any question to an
/// interactive judge, few enough that a program that never reads, or one
/// that prints a long answer after the last byte of a pipe, pays for no
/// more than these.
pub const LINES_FLUSHED: u32 = 64;

thread_local! {
    /// How many more lines the output tied to stdin flushes one by one:
    /// [`LINES_FLUSHED`] before the first read and while stdin's reader has
    /// consumed all it read and the input has not ended (its next read
    /// waits), 0 otherwise. Kept by the reader, read by [`Output::stdout`].
    /// It lives here, not in `input`, so that a program that only prints
    /// does not bring the reader in when vendored.
    static STDIN_TIE: Rc<Cell<u32>> = Rc::new(Cell::new(LINES_FLUSHED));
}

/// The count shared by stdin's readers and [`Output::stdout`].
#[doc(hidden)]
pub fn stdin_tie() -> Rc<Cell<u32>> {
    STDIN_TIE.with(Rc::clone)
}

/// How many bytes are gathered before a write: large enough that printing
/// millions of boards costs few system calls, small enough to stay in cache.
const CAPACITY: usize = 1 << 16;

/// A buffered writer over stdout (or any `Write`: tests pass `&mut Vec<u8>`
/// and read the vector after the `Output` is dropped).
#[derive(Debug)]
pub struct Output<W: Write = io::Stdout> {
    sink: W,
    /// Always `CAPACITY` bytes long; `buf[..len]` is what waits to be written.
    buf: Vec<u8>,
    len: usize,
    /// For stdout: how many lines to flush one by one because stdin's next
    /// read would wait (kept by the reader; see [`Output::stdout`]).
    tie: Option<Rc<Cell<u32>>>,
}

impl Output<io::Stdout> {
    /// Buffered stdout, tied to stdin: while a read of stdin would have to
    /// wait for more bytes (and before the first read), every line is
    /// flushed as it ends, so an interactive judge sees a question before
    /// the solution waits for the reply. Otherwise lines are only gathered,
    /// as with [`Output::new`]: written when the buffer is full or dropped.
    /// Up to [`LINES_FLUSHED`] lines are
    /// flushed one by one per wait, which a program that never reads stdin
    /// also pays once.
    pub fn stdout() -> Self {
        let mut out = Output::new(io::stdout());
        out.tie = Some(stdin_tie());
        out
    }
}

impl<W: Write> Output<W> {
    pub fn new(sink: W) -> Self {
        Output {
            sink,
            buf: vec![0; CAPACITY],
            len: 0,
            tie: None,
        }
    }

    pub fn bytes(&mut self, bytes: &[u8]) {
        if self.len + bytes.len() > CAPACITY {
            self.flush();
        }
        if bytes.len() > CAPACITY {
            // Too big to buffer: one direct write beats copying it in pieces.
            let result = self.sink.write_all(bytes);
            self.check(result);
        } else {
            self.buf[self.len..self.len + bytes.len()].copy_from_slice(bytes);
            self.len += bytes.len();
        }
        if bytes.last() == Some(&b'\n') {
            self.line_ended();
        }
    }

    /// Lets `write` fill the buffer directly: it gets at least `room` bytes
    /// (`room <= CAPACITY`) and returns how many of them it wrote, from the
    /// start. Bytes it touched past that count are ignored, so it may copy in
    /// fixed-size chunks that overshoot.
    ///
    /// # Panics
    ///
    /// If `room > CAPACITY`, or `write` claims more than `room` bytes.
    pub fn in_place(&mut self, room: usize, write: impl FnOnce(&mut [u8]) -> usize) {
        assert!(room <= CAPACITY, "{} bytes do not fit the buffer", room);
        if self.len + room > CAPACITY {
            self.flush();
        }
        let written = write(&mut self.buf[self.len..self.len + room]);
        assert!(written <= room, "wrote {} bytes into {}", written, room);
        self.len += written;
    }

    pub fn str(&mut self, text: &str) {
        self.bytes(text.as_bytes());
    }

    pub fn byte(&mut self, byte: u8) {
        if self.len == CAPACITY {
            self.flush();
        }
        self.buf[self.len] = byte;
        self.len += 1;
    }

    /// An unsigned integer in decimal.
    pub fn uint(&mut self, value: u64) {
        self.digits(value, false);
    }

    /// Writes `value`: a number, text, a slice (items separated by spaces),
    /// [`Fixed`], anything `Display` through `format_args!`.
    pub fn put<T: Print>(&mut self, value: T) -> &mut Self {
        value.print(self);
        self
    }

    /// A newline (which flushes, when stdin's next read would wait).
    pub fn ln(&mut self) -> &mut Self {
        self.byte(b'\n');
        self.line_ended();
        self
    }

    /// Flushes a line that ended while stdin's next read would wait.
    #[inline]
    fn line_ended(&mut self) {
        if let Some(tie) = &self.tie {
            let lines = tie.get();
            if lines > 0 {
                tie.set(lines - 1);
                self.flush();
            }
        }
    }

    /// A space.
    pub fn sp(&mut self) -> &mut Self {
        self.byte(b' ');
        self
    }

    /// The items, with `separator` between them.
    pub fn join<I>(&mut self, items: I, separator: &str) -> &mut Self
    where
        I: IntoIterator,
        I::Item: Print,
    {
        for (i, item) in items.into_iter().enumerate() {
            if i > 0 {
                self.str(separator);
            }
            item.print(self);
        }
        self
    }

    /// `value` with `decimals` digits after the point, rounded from its exact
    /// binary value as `format!("{:.N}")` rounds, and never `-0.00`: a
    /// negative number that rounds to zero prints as zero.
    pub fn float(&mut self, value: f64, decimals: usize) -> &mut Self {
        let text = format!("{:.*}", decimals, value);
        let negative_zero =
            text.starts_with('-') && text[1..].bytes().all(|b| b == b'0' || b == b'.');
        self.str(&text[usize::from(negative_zero)..]);
        self
    }

    /// Anything `Display`, formatted straight into the buffer.
    pub fn display<T: fmt::Display + ?Sized>(&mut self, value: &T) -> &mut Self {
        let _ = fmt::Write::write_fmt(&mut Adapter(self), format_args!("{}", value));
        self
    }

    /// The decimal digits of `magnitude`, after a `-` if `negative`,
    /// written straight into the buffer: their count from the bit length,
    /// eight digits per 64-bit division, then two at a time in 32 bits.
    #[inline]
    fn digits(&mut self, magnitude: u64, negative: bool) {
        // 20 digits hold any u64, and one more byte the sign.
        if self.len + 21 > CAPACITY {
            self.flush();
        }
        let sign = usize::from(negative);
        let count = decimal_digits(magnitude);
        let text = &mut self.buf[self.len..self.len + sign + count];
        if negative {
            text[0] = b'-';
        }
        let (mut end, mut high) = (text.len(), magnitude);
        while high >= 100_000_000 {
            end -= 8;
            eight_digits(&mut text[end..end + 8], (high % 100_000_000) as u32);
            high /= 100_000_000;
        }
        let mut rest = high as u32;
        while rest >= 100 {
            end -= 2;
            text[end..end + 2].copy_from_slice(pair(rest % 100));
            rest /= 100;
        }
        if rest >= 10 {
            text[end - 2..end].copy_from_slice(pair(rest));
        } else {
            text[end - 1] = b'0' + rest as u8;
        }
        self.len += sign + count;
    }

    /// [`Output::digits`] for the 128-bit types, whose division is slow:
    /// what a u64 cannot hold is the digits above the last 18, then those 18
    /// written with their zeros, after a 1 that is then dropped.
    fn wide_digits(&mut self, abs: u128, negative: bool) {
        if abs >> 64 == 0 {
            return self.digits(abs as u64, negative);
        }
        let e18 = 10u128.pow(18);
        self.wide_digits(abs / e18, negative);
        self.digits((abs % e18 + e18) as u64, false);
        self.len -= 1;
        self.buf
            .copy_within(self.len - 17..=self.len, self.len - 18);
    }

    /// Writes out everything buffered so far.
    pub fn flush(&mut self) {
        if self.len > 0 {
            let result = self.sink.write_all(&self.buf[..self.len]);
            self.check(result);
            self.len = 0;
        }
        let result = self.sink.flush();
        self.check(result);
    }

    fn check(&mut self, result: io::Result<()>) {
        if let Err(err) = result {
            if err.kind() == io::ErrorKind::BrokenPipe {
                // The reader has all it wanted (`| head`): not a failure.
                std::process::exit(0);
            }
            let _ = writeln!(io::stderr(), "error: cannot write the output; {}", err);
            std::process::exit(2);
        }
    }
}

impl<W: Write> Drop for Output<W> {
    fn drop(&mut self) {
        self.flush();
    }
}

/// "00" to "99": the two digits of every number below 100.
const PAIRS: &[u8; 200] =
    b"00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899";

/// The two digits of `value` (below 100).
#[inline]
fn pair(value: u32) -> &'static [u8] {
    let at = value as usize * 2;
    &PAIRS[at..at + 2]
}

/// `value` (below 10^8) as exactly eight digits, zeros first.
#[inline]
fn eight_digits(text: &mut [u8], value: u32) {
    let (high, low) = (value / 10_000, value % 10_000);
    text[0..2].copy_from_slice(pair(high / 100));
    text[2..4].copy_from_slice(pair(high % 100));
    text[4..6].copy_from_slice(pair(low / 100));
    text[6..8].copy_from_slice(pair(low % 100));
}

/// How many decimal digits `value` has (1 for 0), without a loop: a bit
/// length of `b` means `b * log10(2)` digits (1233 / 4096 is just above
/// log10(2)) or one more, which one comparison with a power of ten tells.
#[inline]
fn decimal_digits(value: u64) -> usize {
    let bits = 64 - (value | 1).leading_zeros() as usize;
    let guess = (bits * 1233) >> 12;
    guess + usize::from(value | 1 >= POWERS_OF_TEN[guess])
}

/// 10^0 to 10^19, every power of ten a u64 holds (the reader's too).
#[doc(hidden)]
pub const POWERS_OF_TEN: [u64; 20] = {
    let mut powers = [1; 20];
    let mut i = 1;
    while i < 20 {
        powers[i] = powers[i - 1] * 10;
        i += 1;
    }
    powers
};

/// Lets `write!`-style formatting go straight into the buffer.
struct Adapter<'a, W: Write>(&'a mut Output<W>);

impl<W: Write> fmt::Write for Adapter<'_, W> {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        self.0.str(text);
        Ok(())
    }
}

/// A value [`Output::put`] and `putln!` can write.
pub trait Print {
    fn print<W: Write>(&self, out: &mut Output<W>);
}

macro_rules! print_unsigned {
    ($method:ident, $wide:ty: $($t:ty),*) => {$(
        impl Print for $t {
            #[inline]
            fn print<W: Write>(&self, out: &mut Output<W>) {
                out.$method(*self as $wide, false);
            }
        }
    )*};
}

macro_rules! print_signed {
    ($method:ident, $wide:ty: $($t:ty),*) => {$(
        impl Print for $t {
            #[inline]
            fn print<W: Write>(&self, out: &mut Output<W>) {
                out.$method(self.unsigned_abs() as $wide, *self < 0);
            }
        }
    )*};
}

print_unsigned!(digits, u64: u8, u16, u32, u64, usize);
print_signed!(digits, u64: i8, i16, i32, i64, isize);
print_unsigned!(wide_digits, u128: u128);
print_signed!(wide_digits, u128: i128);

macro_rules! print_display {
    ($($t:ty),*) => {$(
        impl Print for $t {
            fn print<W: Write>(&self, out: &mut Output<W>) {
                out.display(self);
            }
        }
    )*};
}

// Floats print as Rust shows them: the shortest text that reads back as the
// same number. For a fixed number of decimals, use `Fixed`.
print_display!(f32, f64, bool, fmt::Arguments<'_>);

impl Print for char {
    fn print<W: Write>(&self, out: &mut Output<W>) {
        let mut utf8 = [0; 4];
        out.str(self.encode_utf8(&mut utf8));
    }
}

impl Print for str {
    fn print<W: Write>(&self, out: &mut Output<W>) {
        out.str(self);
    }
}

impl Print for String {
    fn print<W: Write>(&self, out: &mut Output<W>) {
        out.str(self);
    }
}

impl<T: Print + ?Sized> Print for &T {
    fn print<W: Write>(&self, out: &mut Output<W>) {
        (**self).print(out);
    }
}

impl<T: Print + ?Sized> Print for &mut T {
    fn print<W: Write>(&self, out: &mut Output<W>) {
        (**self).print(out);
    }
}

/// A slice prints its items separated by spaces.
impl<T: Print> Print for [T] {
    fn print<W: Write>(&self, out: &mut Output<W>) {
        out.join(self, " ");
    }
}

impl<T: Print> Print for Vec<T> {
    fn print<W: Write>(&self, out: &mut Output<W>) {
        out.join(self, " ");
    }
}

/// A float with a fixed number of decimals: `Fixed(x, 6)`; see [`Output::float`].
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Fixed(pub f64, pub usize);

impl Print for Fixed {
    fn print<W: Write>(&self, out: &mut Output<W>) {
        out.float(self.0, self.1);
    }
}

/// Writes values to an [`Output`] (or a `&mut Output`), separated by single
/// spaces: `put!(out, a, b)`.
#[macro_export]
macro_rules! put {
    ($out:expr $(,)?) => {};
    ($out:expr, $first:expr $(, $rest:expr)* $(,)?) => {{
        $out.put(&$first);
        $(
            $out.sp();
            $out.put(&$rest);
        )*
    }};
}

/// Writes a line of values to an [`Output`], separated by single spaces:
/// `putln!(out, a, b)`; `putln!(out)` writes an empty line.
#[macro_export]
macro_rules! putln {
    ($out:expr $(, $value:expr)* $(,)?) => {{
        $crate::put!($out $(, $value)*);
        $out.ln();
    }};
}

#[cfg(test)]
mod tests {
    use super::*;

    fn written(write: impl FnOnce(&mut Output<&mut Vec<u8>>)) -> Vec<u8> {
        let mut sink = Vec::new();
        write(&mut Output::new(&mut sink));
        sink
    }

    #[test]
    fn everything_written_arrives_in_order_once_dropped() {
        let text = written(|out| {
            out.str("n = ");
            out.uint(0);
            out.byte(b' ');
            out.uint(u64::MAX);
            out.bytes(b"\n");
        });
        assert_eq!(text, b"n = 0 18446744073709551615\n");
    }

    #[test]
    fn in_place_keeps_only_what_was_claimed() {
        let text = written(|out| {
            out.str("a");
            out.in_place(8, |buf| {
                buf[..8].copy_from_slice(b"bcdefghi");
                3
            });
            out.str("z");
        });
        assert_eq!(text, b"abcdz");
    }

    #[test]
    fn in_place_flushes_when_the_room_is_short() {
        let text = written(|out| {
            out.bytes(&vec![b'x'; CAPACITY - 2]);
            out.in_place(4, |buf| {
                assert!(buf.len() >= 4);
                buf[..4].copy_from_slice(b"1234");
                4
            });
        });
        assert_eq!(text.len(), CAPACITY + 2);
        assert!(text.ends_with(b"xx1234"));
    }

    #[test]
    fn writes_larger_than_the_buffer_keep_their_order() {
        let big = vec![b'x'; CAPACITY * 2 + 7];
        let text = written(|out| {
            out.str("head ");
            out.bytes(&big);
            for _ in 0..CAPACITY + 3 {
                out.byte(b'y');
            }
        });
        assert_eq!(text.len(), 5 + big.len() + CAPACITY + 3);
        assert!(text.starts_with(b"head xx"));
        assert_eq!(&text[5 + big.len() - 1..5 + big.len() + 1], b"xy");
        assert!(text.ends_with(b"yy"));
    }

    #[test]
    fn integers_of_every_type_print_in_decimal() {
        let text = written(|out| {
            putln!(out, 0u8, u64::MAX, -1i8, i64::MIN, i128::MIN, u128::MAX);
            putln!(out, 7usize, -7isize, i32::MAX, -42i16);
        });
        assert_eq!(
            String::from_utf8(text).unwrap(),
            format!(
                "0 18446744073709551615 -1 -9223372036854775808 {} {}\n7 -7 2147483647 -42\n",
                i128::MIN,
                u128::MAX
            )
        );
    }

    #[test]
    fn text_slices_and_display_values() {
        let v = vec![3, 1, 2];
        let words = ["a", "b"];
        let text = written(|out| {
            putln!(out, "yes", 'é', true, 0.1, String::from("s"));
            putln!(out, v);
            putln!(out, &words[..]);
            out.join(&v, ",").ln();
            out.join(v.iter().map(|x| x * 2), "\n").ln();
            putln!(out, format_args!("[{:>3}]", 5));
            putln!(out);
            put!(out, 1, 2);
            put!(out);
        });
        assert_eq!(
            String::from_utf8(text).unwrap(),
            "yes é true 0.1 s\n3 1 2\na b\n3,1,2\n6\n2\n4\n[  5]\n\n1 2"
        );
    }

    #[test]
    fn floats_round_correctly_and_never_show_negative_zero() {
        let cases = [
            (2.0 / 3.0, 4, "0.6667"),
            (0.125, 2, "0.12"),
            (0.375, 2, "0.38"),
            (1e9 + 0.5, 0, "1000000000"),
            (-0.0001, 2, "0.00"),
            (-0.0, 3, "0.000"),
            (-0.004, 2, "0.00"),
            (-0.005, 2, "-0.01"),
            (-1.5, 1, "-1.5"),
            (123.456, 0, "123"),
            (f64::NAN, 2, "NaN"),
            (f64::NEG_INFINITY, 2, "-inf"),
        ];
        for (value, decimals, expected) in cases {
            let text = written(|out| {
                out.float(value, decimals);
                out.put(Fixed(value, decimals));
            });
            assert_eq!(
                String::from_utf8(text).unwrap(),
                format!("{}{}", expected, expected),
                "{} to {} decimals",
                value,
                decimals
            );
        }
    }

    #[test]
    fn the_macros_take_an_output_or_a_reference_to_one() {
        fn helper<W: Write>(out: &mut Output<W>) {
            putln!(out, "from a helper");
        }
        let mut text = Vec::new();
        helper(&mut Output::new(&mut text));
        assert_eq!(text, b"from a helper\n");
    }
}
