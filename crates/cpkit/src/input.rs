//! Reading a judge's input: stdin in chunks as values are asked for, then
//! values by type, most often through the [`input!`](crate::input!) macro.
//!
//! ```ignore
//! input! {
//!     n: usize in 1..=200_000,     // a value the statement bounds
//!     k: Usize1,                   // 1-based in the input, 0-based here
//!     a: [i64; n],                 // n values
//!     grid: [Chars; n],            // n words, each a Vec<char>
//!     edges: [(Usize1, Usize1); k],
//!     ragged: [[u32]],             // a length, then that many lists, each with its length
//!     mut x: f64,
//! }
//! ```
//!
//! A token is a run of bytes between ASCII whitespace (space, tab, CR, LF,
//! form feed), so CRLF line ends, blank lines and stray spaces never matter.
//! A missing, malformed or out-of-range token is an [`InputError`] that says
//! where it is (1-based line and column), which variable it was for
//! (`a[3]`, `edges[2].0`), what was expected and what was found; `input!`
//! prints it as one `error:` line and exits with code 2. Nothing here panics,
//! whatever the bytes, and reading is the same in debug and release builds.
//!
//! Stdin is read in chunks of 64 KiB, and only when a value needs more bytes
//! than are buffered: a value is returned as soon as the whitespace after it
//! has arrived, never after waiting for the end of the input, so a solution
//! can talk to an interactive judge. Bytes already read are dropped at the
//! next chunk (the line and column they end on are kept for errors), so
//! memory stays one chunk plus the longest token. While the reader has
//! consumed every byte it has and the input has not ended, it says so to
//! [`Output::stdout`](super::output::Output::stdout), which then flushes at
//! every line: what a solution asks an interactive judge reaches it before
//! the solution waits for the reply.
//!
//! The macros are `#[macro_export]`ed, so they are named from the solution's
//! root (`input!`, not `cpkit::input!`), and they reach this module through
//! `$crate::input::`, which `cargo xtask vendor` turns into
//! `$crate::cpkit::input::` in a vendored copy.

use std::cell::{Cell, RefCell};
use std::fmt;
use std::io::{self, Read, Write};
use std::ops::RangeBounds;
use std::rc::Rc;

/// How many bytes one read of the source asks for.
const CHUNK: usize = 1 << 16;

/// How many whitespace bytes after a token are looked at to learn whether
/// the reader has consumed everything it holds (see [`Input::note_drained`]).
const TAIL: usize = 16;

/// The input, read from its source as needed, with a cursor at the next
/// unread byte. Positions (in [`Input::next_token_start`], [`Input::error_at`]
/// and the like) count bytes from the start of the input.
pub struct Input {
    /// `buf[..filled]` holds the bytes from `base` on; `buf[pos]` is next.
    buf: Vec<u8>,
    filled: usize,
    pos: usize,
    base: usize,
    /// Where more bytes come from; `None` once the input has ended.
    source: Option<Box<dyn Read>>,
    /// Where the bytes before `base` left off, for errors after them.
    before: Dropped,
    /// Shared with [`Output::stdout`](super::output::Output::stdout): how
    /// many lines it flushes one by one,
    /// [`LINES_FLUSHED`](super::output::LINES_FLUSHED) while every byte read
    /// is consumed and the input has not ended, else 0.
    drained: Option<Rc<Cell<u32>>>,
    /// Whether the source is known to be a regular file, where a short read
    /// means the end is next and asking again cannot block.
    file: Option<bool>,
}

/// What the dropped bytes before `base` say about lines.
#[derive(Debug, Clone, Copy, Default)]
struct Dropped {
    /// How many newlines they hold.
    lines: usize,
    /// How many characters they hold after their last newline.
    column: usize,
    /// Line and column just after their last non-whitespace byte, if any.
    after_last_token: Option<(usize, usize)>,
}

impl fmt::Debug for Input {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Input")
            .field("position", &self.position())
            .field("buffered", &(self.filled - self.pos))
            .field("ended", &self.source.is_none())
            .finish()
    }
}

impl Default for Input {
    fn default() -> Input {
        Input::from_bytes(Vec::new())
    }
}

impl Input {
    /// Stdin, read in chunks as values are asked for; if it cannot be read,
    /// prints an `error:` line and exits with code 2.
    pub fn stdin() -> Input {
        let mut input = Input::from_reader(io::stdin());
        input.drained = Some(super::output::stdin_tie());
        input
    }

    /// Wraps bytes already in memory (tests, or input read some other way).
    pub fn from_bytes(bytes: impl Into<Vec<u8>>) -> Input {
        let buf = bytes.into();
        Input {
            filled: buf.len(),
            buf,
            pos: 0,
            base: 0,
            source: None,
            before: Dropped::default(),
            drained: None,
            file: Some(false),
        }
    }

    /// Reads from `source` as values are asked for: a pipe, a socket, or in
    /// tests a reader that hands over a few bytes at a time.
    pub fn from_reader(source: impl Read + 'static) -> Input {
        Input {
            buf: Vec::new(),
            filled: 0,
            pos: 0,
            base: 0,
            source: Some(Box::new(source)),
            before: Dropped::default(),
            drained: None,
            file: None,
        }
    }

    /// Reads more from the source, keeping the bytes from `pos` on; false
    /// when the input has ended (nothing new came). A read error prints an
    /// `error:` line and exits with code 2, as no reader can go on from it.
    #[cold]
    #[inline(never)]
    fn fill(&mut self) -> bool {
        if self.source.is_none() {
            return false;
        }
        if self.pos > 0 {
            self.drop_consumed();
        }
        if self.filled == self.buf.len() {
            // A token longer than the buffer: room for it to grow.
            let grown = (self.buf.len() * 2).max(CHUNK);
            self.buf.resize(grown, 0);
        }
        loop {
            let source = match self.source.as_mut() {
                Some(source) => source,
                None => return false,
            };
            match source.read(&mut self.buf[self.filled..]) {
                Ok(0) => {
                    self.source = None;
                    self.set_drained(false);
                    return false;
                }
                Ok(count) => {
                    let count = count.min(self.buf.len() - self.filled);
                    let asked = self.buf.len() - self.filled;
                    self.filled += count;
                    self.set_drained(false);
                    if count < asked && self.is_file() {
                        // A regular file gave less than asked: the end is
                        // next, and learning it now cannot block, so the
                        // output need not flush line by line after it.
                        self.peek_end_of_file();
                    }
                    return true;
                }
                Err(err) if err.kind() == io::ErrorKind::Interrupted => continue,
                Err(err) => InputError::new(0, 0, "readable input".into(), err.to_string()).exit(),
            }
        }
    }

    /// After a short read from a regular file: one more read, which gives
    /// the end of the input or (if the file grew) more bytes.
    fn peek_end_of_file(&mut self) {
        if self.filled == self.buf.len() {
            return;
        }
        if let Some(source) = self.source.as_mut() {
            match source.read(&mut self.buf[self.filled..]) {
                Ok(0) => self.source = None,
                Ok(count) => self.filled += count.min(self.buf.len() - self.filled),
                Err(_) => {} // the next fill meets it again and says so
            }
        }
    }

    /// Whether the source is stdin redirected from a regular file (asked
    /// once, where the system can say; elsewhere assumed not).
    fn is_file(&mut self) -> bool {
        if self.drained.is_none() {
            return false;
        }
        *self.file.get_or_insert_with(|| {
            std::fs::metadata("/dev/stdin").map_or(false, |meta| meta.is_file())
        })
    }

    /// Drops `buf[..pos]`, keeping what it says about lines.
    fn drop_consumed(&mut self) {
        let gone = &self.buf[..self.pos];
        if let Some(last) = gone.iter().rposition(|b| !b.is_ascii_whitespace()) {
            self.before.after_last_token = Some(self.before.place(gone, last + 1));
        }
        match gone.iter().rposition(|&b| b == b'\n') {
            Some(newline) => {
                self.before.lines += count_newlines(gone);
                self.before.column = count_chars(&gone[newline + 1..]);
            }
            None => self.before.column += count_chars(gone),
        }
        self.buf.copy_within(self.pos..self.filled, 0);
        self.base += self.pos;
        self.filled -= self.pos;
        self.pos = 0;
    }

    fn set_drained(&self, drained: bool) {
        if let Some(lines) = &self.drained {
            lines.set(if drained {
                super::output::LINES_FLUSHED
            } else {
                0
            });
        }
    }

    /// After a token that ended at `pos`: if only a little whitespace is
    /// left of what was read and more may come, the next read will wait, so
    /// the tied output must flush from now on. Cheap: it looks at no more
    /// than [`TAIL`] bytes, and only when no more than that many are left.
    #[inline]
    fn note_drained(&self) {
        if self.filled - self.pos <= TAIL && self.drained.is_some() && self.source.is_some() {
            let left = &self.buf[self.pos..self.filled];
            self.set_drained(left.iter().all(u8::is_ascii_whitespace));
        }
    }

    /// The next value of type `T` (`i64`, `String`, [`Usize1`], ...).
    pub fn read<T: Readable>(&mut self) -> Result<T::Output, InputError> {
        T::read(self)
    }

    /// The next value of type `T`, which must lie in `range` (`1..=100`,
    /// `0..n`, `..=k`): for values a statement bounds.
    pub fn read_in<T, R>(&mut self, range: R) -> Result<T, InputError>
    where
        T: Readable<Output = T> + PartialOrd + fmt::Debug,
        R: RangeBounds<T> + fmt::Debug,
    {
        let start = self.next_token_start();
        let expected = || format!("{} in {:?}", T::WHAT, range);
        match T::read(self) {
            Ok(value) if range.contains(&value) => Ok(value),
            Ok(_) => Err(self.error_at(start, expected())),
            Err(mut err) => {
                // The range says what the type's own limits would have.
                err.0.expected = expected();
                err.0.note = None;
                Err(err)
            }
        }
    }

    /// The next token, whatever its bytes.
    pub fn token(&mut self) -> Result<&[u8], InputError> {
        let start = self.next_token_start();
        let end = self.token_end(start);
        if start == end {
            return Err(self.error_at(start, "a word".into()));
        }
        let (from, to) = (start - self.base, end - self.base);
        self.pos = to;
        self.note_drained();
        Ok(&self.buf[from..to])
    }

    /// Succeeds when nothing but whitespace is left (waiting for the end of
    /// the input to know).
    pub fn end(&mut self) -> Result<(), InputError> {
        let start = self.next_token_start();
        if self.at_end() {
            Ok(())
        } else {
            Err(self.error_at(start, "the end of the input".into()))
        }
    }

    /// Whether anything but whitespace is left (waiting for a token or the
    /// end of the input to know).
    pub fn has_more(&mut self) -> bool {
        self.next_token_start();
        !self.at_end()
    }

    /// Whether the cursor is at the end of the input (after
    /// [`Input::next_token_start`], which reads until it knows).
    fn at_end(&self) -> bool {
        self.pos == self.filled && self.source.is_none()
    }

    /// Skips whitespace, reading more as needed, and returns where the next
    /// token starts (the length of the input at its end). For readers of
    /// other notations.
    pub fn next_token_start(&mut self) -> usize {
        loop {
            while self.pos < self.filled && self.buf[self.pos].is_ascii_whitespace() {
                self.pos += 1;
            }
            if self.pos < self.filled || !self.fill() {
                return self.base + self.pos;
            }
        }
    }

    /// The next byte, not consumed (reading more if none is buffered).
    pub fn peek(&mut self) -> Option<u8> {
        if self.pos == self.filled && !self.fill() {
            return None;
        }
        self.buf.get(self.pos).copied()
    }

    /// Consumes `count` bytes (at most to the end).
    pub fn advance(&mut self, count: usize) {
        let mut left = count;
        loop {
            let step = left.min(self.filled - self.pos);
            self.pos += step;
            left -= step;
            if left == 0 || !self.fill() {
                return;
            }
        }
    }

    /// Where the cursor is, in bytes from the start of the input.
    pub fn position(&self) -> usize {
        self.base + self.pos
    }

    /// The bytes not read yet. This reads the rest of the input first,
    /// waiting for its end, so it is for notations read whole (LeetCode's),
    /// never for a dialogue; it takes `&mut self` since the reader streams.
    pub fn rest(&mut self) -> &[u8] {
        while self.fill() {}
        &self.buf[self.pos..self.filled]
    }

    /// `-?[0-9]+` after any whitespace, ending at the first byte that is not
    /// a digit, as an integer of type `T`: for notations without spaces
    /// (`[1,2]`). `None`, with nothing consumed, when there is no such
    /// number or `T` cannot hold it.
    pub fn integer_prefix<T: Integer>(&mut self) -> Option<T> {
        self.next_token_start();
        // Enough of the input that the digits end inside the buffer.
        self.load_until(|b| !(b.is_ascii_digit() || b == b'-'));
        let (negative, magnitude, end) = scan_integer(&self.buf[..self.filled], self.pos)?;
        let value = T::from_magnitude(negative, magnitude?)?;
        self.pos = end;
        self.note_drained();
        Some(value)
    }

    /// Reads until a byte at or after the cursor is one `stop` accepts, or
    /// the input ends; returns that byte's index in the buffer (`filled` at
    /// the end). The cursor stays, so nothing from it on is dropped.
    fn load_until(&mut self, stop: impl Fn(u8) -> bool) -> usize {
        let mut known = 0;
        loop {
            let from = self.pos + known;
            if let Some(at) = self.buf[from..self.filled].iter().position(|&b| stop(b)) {
                return from + at;
            }
            known = self.filled - self.pos;
            if !self.fill() {
                return self.filled;
            }
        }
    }

    /// Where the token starting at `start` (the cursor, as
    /// [`Input::next_token_start`] leaves it) ends, reading it whole.
    fn token_end(&mut self, start: usize) -> usize {
        self.seek_back(start);
        let end = self.load_until(|b| b.is_ascii_whitespace());
        self.base + end
    }

    /// Moves the cursor back to `start`, or to the oldest byte still held
    /// when `start` was dropped (a reader that reports an error about a
    /// token long behind it).
    fn seek_back(&mut self, start: usize) {
        self.pos = start.saturating_sub(self.base).min(self.filled);
    }

    /// The error for the token at `start` (or the end of the input there),
    /// which should have been `expected`. The cursor moves past the token.
    pub fn error_at(&mut self, start: usize, expected: String) -> InputError {
        let end = self.token_end(start);
        let start = self.position();
        self.pos = end - self.base;
        self.error_with(start, expected, end)
    }

    /// The error for the bytes `start..end`, which should have been `expected`
    /// (`end == start` at the end of the input shows "the end of the input").
    pub fn error_with(&self, start: usize, expected: String, end: usize) -> InputError {
        let from = start.saturating_sub(self.base).min(self.filled);
        if from >= self.filled {
            // Just after the last token, rather than past trailing blank lines.
            let (line, column) = match self.buf[..self.filled]
                .iter()
                .rposition(|b| !b.is_ascii_whitespace())
            {
                Some(at) => self.line_and_column(at + 1),
                None => self.before.after_last_token.unwrap_or((1, 1)),
            };
            return InputError::new(line, column, expected, "the end of the input".into());
        }
        let (line, column) = self.line_and_column(from);
        let to = end.saturating_sub(self.base).max(from + 1).min(self.filled);
        let found = describe(&self.buf[from..to]);
        InputError::new(line, column, expected, found)
    }

    /// 1-based line and column (in characters) of the buffered byte at `at`.
    fn line_and_column(&self, at: usize) -> (usize, usize) {
        self.before.place(&self.buf, at)
    }

    /// The next token as an integer of type `T`: `-?[0-9]+`, within `T`'s range.
    #[inline]
    fn integer<T: Integer>(&mut self) -> Result<T, InputError> {
        // The fast path: at most 19 digits, which a u64 always holds, ending
        // at whitespace inside the buffer (or at the end of the input).
        // Anything else, a token cut by the end of the buffer included,
        // takes the careful path.
        let bytes = &self.buf[..self.filled];
        let mut pos = self.pos;
        while pos < bytes.len() && bytes[pos].is_ascii_whitespace() {
            pos += 1;
        }
        let negative = pos < bytes.len() && bytes[pos] == b'-';
        let first = pos + usize::from(negative);
        let mut end = first;
        let mut value: u64 = 0;
        while end < bytes.len() {
            let digit = bytes[end].wrapping_sub(b'0');
            if digit > 9 {
                break;
            }
            value = value.wrapping_mul(10).wrapping_add(u64::from(digit));
            end += 1;
        }
        if end > first
            && end - first <= 19
            && (if end == bytes.len() {
                self.source.is_none()
            } else {
                bytes[end].is_ascii_whitespace()
            })
        {
            if let Some(value) = T::from_magnitude(negative, u128::from(value)) {
                self.pos = end;
                self.note_drained();
                return Ok(value);
            }
        }
        self.pos = pos;
        self.integer_slowly()
    }

    /// [`Input::integer`] for a token that is long, malformed, out of range,
    /// or not all read yet.
    #[cold]
    fn integer_slowly<T: Integer>(&mut self) -> Result<T, InputError> {
        let start = self.next_token_start();
        let end = self.token_end(start) - self.base;
        let bytes = &self.buf[..self.filled];
        match scan_integer(bytes, self.pos) {
            Some((negative, magnitude, digits_end)) if digits_end == end => {
                match magnitude.and_then(|m| T::from_magnitude(negative, m)) {
                    Some(value) => {
                        self.pos = end;
                        self.note_drained();
                        Ok(value)
                    }
                    None => Err(self
                        .error_at(start, T::WHAT.into())
                        .with_note("out of range")),
                }
            }
            _ => Err(self.error_at(start, T::WHAT.into())),
        }
    }

    /// The next token as UTF-8 text.
    fn text(&mut self, what: &'static str) -> Result<&str, InputError> {
        let start = self.next_token_start();
        let end = self.token_end(start);
        if start == end {
            return Err(self.error_at(start, what.into()));
        }
        let (from, to) = (start - self.base, end - self.base);
        self.pos = to;
        self.note_drained();
        match std::str::from_utf8(&self.buf[from..to]) {
            Ok(text) => Ok(text),
            Err(_) => Err(self.error_with(start, format!("{} in UTF-8", what), end)),
        }
    }
}

impl Dropped {
    /// 1-based line and column of byte `at` of `bytes`, which follow the
    /// dropped bytes.
    fn place(&self, bytes: &[u8], at: usize) -> (usize, usize) {
        let before = &bytes[..at];
        match before.iter().rposition(|&b| b == b'\n') {
            Some(newline) => (
                1 + self.lines + count_newlines(before),
                1 + count_chars(&before[newline + 1..]),
            ),
            None => (1 + self.lines, 1 + self.column + count_chars(before)),
        }
    }
}

/// How many `\n` bytes `bytes` holds; counted in blocks of 255 into a byte
/// so the compiler can count many lanes at once.
fn count_newlines(bytes: &[u8]) -> usize {
    bytes
        .chunks(255)
        .map(|block| {
            let mut count = 0u8;
            for &b in block {
                count += u8::from(b == b'\n');
            }
            usize::from(count)
        })
        .sum()
}

/// How many characters `bytes` holds: a character is counted at its first
/// byte, any byte but a UTF-8 continuation byte (0b10xx_xxxx).
fn count_chars(bytes: &[u8]) -> usize {
    bytes.iter().filter(|&&b| b & 0xc0 != 0x80).count()
}

/// Scans `-?[0-9]+` at `start`: whether it is negative, its magnitude
/// (`None` when it does not fit in a `u128`) and where the digits end.
/// `None` when there are no digits.
#[inline]
fn scan_integer(bytes: &[u8], start: usize) -> Option<(bool, Option<u128>, usize)> {
    let negative = bytes.get(start) == Some(&b'-');
    let first = start + usize::from(negative);
    let mut pos = first;
    let mut magnitude = Some(0u128);
    while let Some(digit) = bytes.get(pos).map(|b| b.wrapping_sub(b'0')) {
        if digit > 9 {
            break;
        }
        magnitude = magnitude
            .and_then(|m| m.checked_mul(10))
            .and_then(|m| m.checked_add(u128::from(digit)));
        pos += 1;
    }
    if pos == first {
        return None;
    }
    Some((negative, magnitude, pos))
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

/// A type the input can hold, or a marker for how to read one.
pub trait Readable {
    /// What reading gives: the type itself, or for a marker what it reads as.
    type Output;
    /// What the type is called in an error: `an i64`, `a word`.
    const WHAT: &'static str;
    fn read(input: &mut Input) -> Result<Self::Output, InputError>;
}

/// The integer types: every one of them, signed and unsigned.
pub trait Integer: Sized {
    /// What the type is called in an error.
    const WHAT: &'static str;
    /// The value `-magnitude` or `magnitude`, if the type holds it.
    fn from_magnitude(negative: bool, magnitude: u128) -> Option<Self>;
}

macro_rules! unsigned {
    ($($t:ident $what:literal),*) => {$(
        impl Integer for $t {
            const WHAT: &'static str = $what;
            #[inline]
            fn from_magnitude(negative: bool, magnitude: u128) -> Option<$t> {
                // `-0` is zero; no other negative number is unsigned.
                if magnitude <= $t::MAX as u128 && (!negative || magnitude == 0) {
                    Some(magnitude as $t)
                } else {
                    None
                }
            }
        }
        readable_integer!($t $what);
    )*};
}

macro_rules! signed {
    ($($t:ident $what:literal),*) => {$(
        impl Integer for $t {
            const WHAT: &'static str = $what;
            #[inline]
            fn from_magnitude(negative: bool, magnitude: u128) -> Option<$t> {
                if !negative && magnitude <= $t::MAX as u128 {
                    Some(magnitude as $t)
                } else if negative && magnitude <= $t::MAX as u128 + 1 {
                    // Two's complement: negating with wrap-around reaches
                    // MIN, whose magnitude MAX cannot hold.
                    Some((magnitude as $t).wrapping_neg())
                } else {
                    None
                }
            }
        }
        readable_integer!($t $what);
    )*};
}

macro_rules! readable_integer {
    ($t:ident $what:literal) => {
        impl Readable for $t {
            type Output = $t;
            const WHAT: &'static str = $what;
            #[inline]
            fn read(input: &mut Input) -> Result<$t, InputError> {
                input.integer::<$t>()
            }
        }
    };
}

unsigned!(u8 "a u8", u16 "a u16", u32 "a u32", u64 "a u64", u128 "a u128", usize "a usize");
signed!(i8 "an i8", i16 "an i16", i32 "an i32", i64 "an i64", i128 "an i128", isize "an isize");

macro_rules! floats {
    ($($t:ident $what:literal),*) => {$(
        impl Readable for $t {
            type Output = $t;
            const WHAT: &'static str = $what;
            fn read(input: &mut Input) -> Result<$t, InputError> {
                let start = input.next_token_start();
                let parsed = input.text($what)?.parse::<$t>();
                parsed.map_err(|_| input.error_with(start, $what.into(), input.position()))
            }
        }
    )*};
}

floats!(f64 "an f64", f32 "an f32");

impl Readable for String {
    type Output = String;
    const WHAT: &'static str = "a word";
    fn read(input: &mut Input) -> Result<String, InputError> {
        input.text(Self::WHAT).map(str::to_owned)
    }
}

impl Readable for char {
    type Output = char;
    const WHAT: &'static str = "one character";
    fn read(input: &mut Input) -> Result<char, InputError> {
        let start = input.next_token_start();
        let mut chars = input.text(Self::WHAT)?.chars();
        match (chars.next(), chars.next()) {
            (Some(only), None) => Ok(only),
            _ => Err(input.error_with(start, Self::WHAT.into(), input.position())),
        }
    }
}

impl Readable for bool {
    type Output = bool;
    const WHAT: &'static str = "true or false";
    fn read(input: &mut Input) -> Result<bool, InputError> {
        let start = input.next_token_start();
        match input.text(Self::WHAT)? {
            "true" => Ok(true),
            "false" => Ok(false),
            _ => Err(input.error_with(start, Self::WHAT.into(), input.position())),
        }
    }
}

/// A word as its characters: `grid: [Chars; h]` is a `Vec<Vec<char>>`.
#[derive(Debug, Clone, Copy)]
pub enum Chars {}

impl Readable for Chars {
    type Output = Vec<char>;
    const WHAT: &'static str = "a word";
    fn read(input: &mut Input) -> Result<Vec<char>, InputError> {
        input.text(Self::WHAT).map(|text| text.chars().collect())
    }
}

/// A word as its bytes, whatever they are.
#[derive(Debug, Clone, Copy)]
pub enum Bytes {}

impl Readable for Bytes {
    type Output = Vec<u8>;
    const WHAT: &'static str = "a word";
    fn read(input: &mut Input) -> Result<Vec<u8>, InputError> {
        input.token().map(<[u8]>::to_vec)
    }
}

/// A 1-based index, read as 0-based: `1` reads as `0usize`.
#[derive(Debug, Clone, Copy)]
pub enum Usize1 {}

impl Readable for Usize1 {
    type Output = usize;
    const WHAT: &'static str = "a 1-based index (a usize from 1)";
    fn read(input: &mut Input) -> Result<usize, InputError> {
        let start = input.next_token_start();
        match input.integer::<usize>() {
            Ok(value) if value >= 1 => Ok(value - 1),
            _ => Err(input.error_at(start, Self::WHAT.into())),
        }
    }
}

/// A 1-based signed number, read one less: `1` reads as `0isize`.
#[derive(Debug, Clone, Copy)]
pub enum Isize1 {}

impl Readable for Isize1 {
    type Output = isize;
    const WHAT: &'static str = "a 1-based isize (above isize::MIN)";
    fn read(input: &mut Input) -> Result<isize, InputError> {
        let start = input.next_token_start();
        match input.integer::<isize>() {
            Ok(value) if value > isize::MIN => Ok(value - 1),
            _ => Err(input.error_at(start, Self::WHAT.into())),
        }
    }
}

/// Reads `len` values with `read`; an error says which one (`[i]`).
///
/// No more than 16 MiB is reserved ahead, so a huge `len` in a malformed
/// input is an error at its end, not an allocation failure.
pub fn read_vec<T>(
    input: &mut Input,
    len: usize,
    mut read: impl FnMut(&mut Input) -> Result<T, InputError>,
) -> Result<Vec<T>, InputError> {
    let most = (1 << 24) / std::mem::size_of::<T>().max(1);
    let mut items = Vec::with_capacity(len.min(most));
    for i in 0..len {
        match read(input) {
            Ok(item) => items.push(item),
            Err(err) => return Err(err.in_item(i)),
        }
    }
    Ok(items)
}

/// Reads a length, then that many values with `read`.
pub fn read_sized_vec<T>(
    input: &mut Input,
    read: impl FnMut(&mut Input) -> Result<T, InputError>,
) -> Result<Vec<T>, InputError> {
    let len = input
        .read::<usize>()
        .map_err(|err| err.in_part(".len()".into()))?;
    read_vec(input, len, read)
}

thread_local! {
    /// Standard input for `input!` without `from`: opened at the first use, and
    /// kept between uses so that a second `input!` goes on where the first
    /// stopped.
    static STDIN: RefCell<Option<Input>> = RefCell::new(None);

}

/// Takes stdin's `Input` for an `input!` (reading stdin the first time).
#[doc(hidden)]
pub fn take_stdin() -> Input {
    STDIN
        .with(|stdin| stdin.borrow_mut().take())
        .unwrap_or_else(Input::stdin)
}

/// Gives stdin's `Input` back after an `input!`.
#[doc(hidden)]
pub fn keep_stdin(input: Input) {
    STDIN.with(|stdin| *stdin.borrow_mut() = Some(input));
}

/// What was wrong with the input, and where. `Display` gives the message
/// without the `error: ` prefix; [`InputError::exit`] prints it the way a
/// judge-ready program should fail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InputError(Box<Detail>);

#[derive(Debug, Clone, PartialEq, Eq)]
struct Detail {
    /// 1-based; 0 when the input could not be read at all.
    line: usize,
    column: usize,
    /// The variable and the part of it being read (`a[3]`), built from the
    /// inside out as the error passes through each reader.
    name: String,
    expected: String,
    found: String,
    note: Option<&'static str>,
}

impl InputError {
    fn new(line: usize, column: usize, expected: String, found: String) -> InputError {
        InputError(Box::new(Detail {
            line,
            column,
            name: String::new(),
            expected,
            found,
            note: None,
        }))
    }

    fn with_note(mut self, note: &'static str) -> InputError {
        self.0.note = Some(note);
        self
    }

    /// The error as part of the variable `name`.
    pub fn named(self, name: &str) -> InputError {
        self.in_part(name.to_string())
    }

    /// The error as part of item `index` of a list.
    pub fn in_item(self, index: usize) -> InputError {
        self.in_part(format!("[{}]", index))
    }

    /// The error as part of field `index` of a tuple.
    pub fn in_field(self, index: usize) -> InputError {
        self.in_part(format!(".{}", index))
    }

    /// The error as part of `part` (prefixed to what is already named).
    pub fn in_part(mut self, part: String) -> InputError {
        self.0.name.insert_str(0, &part);
        self
    }

    /// 1-based line and column of the offending token.
    pub fn line_and_column(&self) -> (usize, usize) {
        (self.0.line, self.0.column)
    }

    /// Prints `error: <message>` as one line on stderr and exits with code 2.
    pub fn exit(&self) -> ! {
        // If stderr is gone too there is nobody left to tell; exit anyway.
        let _ = writeln!(io::stderr(), "error: {}", self);
        std::process::exit(2)
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let detail = &self.0;
        if detail.line == 0 {
            return write!(f, "cannot read the input; {}", detail.found);
        }
        write!(f, "line {}, column {}: ", detail.line, detail.column)?;
        if !detail.name.is_empty() {
            write!(f, "{} ", detail.name)?;
        }
        write!(f, "expected {}; found {}", detail.expected, detail.found)?;
        match detail.note {
            Some(note) => write!(f, " ({})", note),
            None => Ok(()),
        }
    }
}

impl std::error::Error for InputError {}

/// Reads input in one declaration, as proconio's `input!` does; on bad input
/// prints one `error:` line naming the line, column and variable, and exits
/// with code 2.
///
/// `input! { n: usize, a: [i64; n] }` reads stdin (all of it at the first
/// `input!`; later ones go on where the last stopped); `input! { from &mut
/// src, ... }` reads the [`Input`] `src`. Types: every integer, `f64`, `f32`,
/// `String`, `char`, `bool`, the markers `Chars`, `Bytes`, `Usize1`,
/// `Isize1` (named bare: the macro knows them), `[T; n]`, `[T]` (a length
/// first), tuples `(A, B)`, nested freely. `mut x: T` declares `x` mutable;
/// `n: usize in 1..=100` also checks a range (of a value, or of each item of
/// a list).
#[macro_export]
macro_rules! input {
    (from $src:expr, $($rest:tt)*) => {
        let __cpkit_input: &mut $crate::input::Input = $src;
        $crate::__cpkit_input_rules!(@vars __cpkit_input [exit] $($rest)*);
    };
    ($($rest:tt)*) => {
        let mut __cpkit_stdin = $crate::input::take_stdin();
        let __cpkit_input = &mut __cpkit_stdin;
        $crate::__cpkit_input_rules!(@vars __cpkit_input [exit] $($rest)*);
        $crate::input::keep_stdin(__cpkit_stdin);
    };
}

/// [`input!`] inside a function that returns a `Result`: bad input returns
/// the [`InputError`] (converted with `From`) instead of exiting, as `?`
/// would. For tests, and for programs that handle the error themselves.
///
/// `try_input! { from &mut src, n: usize, a: [i64; n] }`
#[macro_export]
macro_rules! try_input {
    (from $src:expr, $($rest:tt)*) => {
        let __cpkit_input: &mut $crate::input::Input = $src;
        $crate::__cpkit_input_rules!(@vars __cpkit_input [return] $($rest)*);
    };
}

/// The rules behind [`input!`] and [`try_input!`]; not for direct use.
#[doc(hidden)]
#[macro_export]
macro_rules! __cpkit_input_rules {
    // The declarations, one `name: type` (or `mut name: type`) at a time.
    (@vars $src:ident [$on_error:ident]) => {};
    (@vars $src:ident [$on_error:ident] ,) => {};
    (@vars $src:ident [$on_error:ident] mut $name:ident : $($rest:tt)*) => {
        $crate::__cpkit_input_rules!(@type $src [$on_error] [mut $name] $name [] $($rest)*);
    };
    (@vars $src:ident [$on_error:ident] $name:ident : $($rest:tt)*) => {
        $crate::__cpkit_input_rules!(@type $src [$on_error] [$name] $name [] $($rest)*);
    };
    (@vars $src:ident [$on_error:ident] , $($rest:tt)*) => {
        $crate::__cpkit_input_rules!(@vars $src [$on_error] $($rest)*);
    };

    // A type's tokens are gathered up to `,`, `in` or the end.
    (@type $src:ident [$on_error:ident] [$($pat:tt)*] $name:ident [$($ty:tt)+] in $range:expr $(, $($rest:tt)*)?) => {
        let $($pat)* = $crate::__cpkit_input_rules!(
            @check $on_error $name $crate::__cpkit_input_rules!(@read_in $src, $range, $($ty)+)
        );
        $crate::__cpkit_input_rules!(@vars $src [$on_error] $($($rest)*)?);
    };
    (@type $src:ident [$on_error:ident] [$($pat:tt)*] $name:ident [$($ty:tt)+] , $($rest:tt)*) => {
        let $($pat)* = $crate::__cpkit_input_rules!(
            @check $on_error $name $crate::__cpkit_input_rules!(@read $src, $($ty)+)
        );
        $crate::__cpkit_input_rules!(@vars $src [$on_error] $($rest)*);
    };
    (@type $src:ident [$on_error:ident] [$($pat:tt)*] $name:ident [$($ty:tt)+]) => {
        let $($pat)* = $crate::__cpkit_input_rules!(
            @check $on_error $name $crate::__cpkit_input_rules!(@read $src, $($ty)+)
        );
    };
    (@type $src:ident [$on_error:ident] [$($pat:tt)*] $name:ident [$($ty:tt)*] $next:tt $($rest:tt)*) => {
        $crate::__cpkit_input_rules!(@type $src [$on_error] [$($pat)*] $name [$($ty)* $next] $($rest)*);
    };

    // What a failed read does: exit, or return from the enclosing function.
    (@check exit $name:ident $read:expr) => {
        match $read {
            ::std::result::Result::Ok(value) => value,
            ::std::result::Result::Err(err) => err.named(stringify!($name)).exit(),
        }
    };
    (@check return $name:ident $read:expr) => {
        match $read {
            ::std::result::Result::Ok(value) => value,
            ::std::result::Result::Err(err) => {
                return ::std::result::Result::Err(
                    ::std::convert::From::from(err.named(stringify!($name))),
                )
            }
        }
    };

    // Reading one value of a type, as a `Result`.
    (@read $src:ident, [$item:tt ; $len:expr]) => {
        $crate::input::read_vec($src, $len, |$src| $crate::__cpkit_input_rules!(@read $src, $item))
    };
    (@read $src:ident, [$item:tt]) => {
        $crate::input::read_sized_vec($src, |$src| $crate::__cpkit_input_rules!(@read $src, $item))
    };
    (@read $src:ident, ($($item:tt),* $(,)?)) => {
        (|$src: &mut $crate::input::Input| {
            let mut fields = 0usize..;
            ::std::result::Result::Ok::<_, $crate::input::InputError>(($(
                {
                    let field = fields.next().unwrap_or_default();
                    $crate::__cpkit_input_rules!(@read $src, $item)
                        .map_err(|err| err.in_field(field))?
                },
            )*))
        })($src)
    };
    (@read $src:ident, Chars) => { $src.read::<$crate::input::Chars>() };
    (@read $src:ident, Bytes) => { $src.read::<$crate::input::Bytes>() };
    (@read $src:ident, Usize1) => { $src.read::<$crate::input::Usize1>() };
    (@read $src:ident, Isize1) => { $src.read::<$crate::input::Isize1>() };
    (@read $src:ident, $ty:ty) => { $src.read::<$ty>() };

    // Reading with a range check: of the value, or of each item of a list.
    (@read_in $src:ident, $range:expr, [$item:tt ; $len:expr]) => {
        $crate::input::read_vec($src, $len, |$src| {
            $crate::__cpkit_input_rules!(@read_in $src, $range, $item)
        })
    };
    (@read_in $src:ident, $range:expr, [$item:tt]) => {
        $crate::input::read_sized_vec($src, |$src| {
            $crate::__cpkit_input_rules!(@read_in $src, $range, $item)
        })
    };
    (@read_in $src:ident, $range:expr, $ty:ty) => { $src.read_in::<$ty, _>($range) };
}

#[cfg(test)]
mod tests;
