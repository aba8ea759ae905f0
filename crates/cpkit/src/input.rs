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
//! Stdin is read straight into a buffer of 64 KiB, one read at a time, and
//! only when a value needs a byte that has not been read: the whitespace
//! after a token, or more of a token that runs to the end of what was read.
//! A value is returned as soon as the byte after it has arrived, never after
//! waiting for the end of its line or of the input, so a solution can talk
//! to an interactive judge. Before each read the bytes behind the cursor are
//! dropped (what errors need of them, the line and column they end at, is
//! kept), so memory is the buffer, whatever the length of a line; only a
//! token longer than the buffer grows it. While the reader has consumed
//! every byte it has but whitespace and the input has not ended, it says so
//! to [`Output::stdout`](super::output::Output::stdout), which then flushes
//! at every line: what a solution asks an interactive judge reaches it
//! before the solution waits for the reply.
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

/// How many bytes the buffer holds (more only for a longer token).
const CHUNK: usize = 1 << 16;

/// The input, read from its source as needed, with a cursor at the next
/// unread byte. Positions (in [`Input::next_token_start`], [`Input::error_at`]
/// and the like) count bytes from the start of the input.
pub struct Input {
    /// `buf[..len]` holds the bytes read from position `base` on (the rest
    /// is room for the next read); `buf[pos]` is the next one.
    buf: Vec<u8>,
    len: usize,
    pos: usize,
    base: usize,
    /// The line and column of `base`, and those just after the last token
    /// before it, for errors after the bytes are dropped.
    start: (usize, usize),
    after_last_token: Option<(usize, usize)>,
    /// Where more bytes come from; `None` once the input has ended.
    source: Option<Box<dyn Read>>,
    /// Shared with [`Output::stdout`](super::output::Output::stdout): how
    /// many lines it flushes one by one,
    /// [`LINES_FLUSHED`](super::output::LINES_FLUSHED) while every byte read
    /// is consumed and the input has not ended, else 0.
    drained: Option<Rc<Cell<u32>>>,
}

impl fmt::Debug for Input {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Input")
            .field("position", &self.position())
            .field("ended", &self.source.is_none())
            .finish()
    }
}

impl Input {
    /// Stdin, read as values are asked for; if it cannot be read, prints an
    /// `error:` line and exits with code 2.
    pub fn stdin() -> Input {
        let mut input = Input::from_reader(io::stdin());
        input.drained = Some(super::output::stdin_tie());
        input
    }

    /// Wraps bytes already in memory (tests, or input read some other way).
    pub fn from_bytes(bytes: impl Into<Vec<u8>>) -> Input {
        let buf = bytes.into();
        Input {
            len: buf.len(),
            buf,
            pos: 0,
            base: 0,
            start: (1, 1),
            after_last_token: None,
            source: None,
            drained: None,
        }
    }

    /// Reads from `source` as values are asked for: a pipe, a socket, or in
    /// tests a reader that hands over a few bytes at a time.
    pub fn from_reader(source: impl Read + 'static) -> Input {
        let mut input = Input::from_bytes(Vec::new());
        input.source = Some(Box::new(source));
        input
    }

    /// Reads once more from the source, after dropping the bytes before the
    /// cursor; false when the input has ended (nothing new came). A read
    /// error prints an `error:` line and exits with code 2, as no reader can
    /// go on from it.
    #[cold]
    #[inline(never)]
    fn fill(&mut self) -> bool {
        let mut more = 0;
        if self.source.is_some() {
            let gone = self.pos;
            let blank = self.buf[..gone]
                .iter()
                .rposition(|b| !b.is_ascii_whitespace());
            let token_end = blank.map_or(0, |last| last + 1);
            let place = self.place(token_end);
            if token_end > 0 {
                self.after_last_token = Some(place);
            }
            self.start = walk(place, &self.buf[token_end..gone]);
            self.buf.copy_within(gone..self.len, 0);
            self.base += gone;
            self.len -= gone;
            self.pos = 0;
            // The buffer is zeroed only when it grows (a token longer than
            // it), never for each read: an interactive solution reads often.
            if self.len == self.buf.len() {
                self.buf.resize((2 * self.len).max(CHUNK), 0);
            }
        }
        while let Some(source) = &mut self.source {
            match source.read(&mut self.buf[self.len..]) {
                Ok(0) => self.source = None,
                Ok(count) => {
                    more = count;
                    break;
                }
                Err(err) if err.kind() == io::ErrorKind::Interrupted => {}
                Err(err) => InputError::new(0, 0, String::new(), err.to_string()).exit(),
            }
        }
        self.len += more;
        if let Some(lines) = &self.drained {
            lines.set(0);
        }
        more > 0
    }

    /// After a token: if no more than a little whitespace is left of what
    /// was read and more may come, the next read will wait, so the tied
    /// output must flush from now on. Cheap: it looks at 16 bytes at most.
    #[inline]
    fn note_drained(&self) {
        if let Some(lines) = &self.drained {
            let left = &self.buf[self.pos..self.len];
            if left.len() <= 16 && self.source.is_some() && left.iter().all(u8::is_ascii_whitespace)
            {
                lines.set(super::output::LINES_FLUSHED);
            }
        }
    }

    /// The next value of type `T` (`i64`, `String`, [`Usize1`], ...).
    pub fn read<T: Readable>(&mut self) -> Result<T::Output, InputError> {
        T::read(self)
    }

    /// The next value of type `T`, which must lie in `range` (`1..=100`,
    /// `0..n`, `..=k`): for values a statement bounds. The error names the
    /// range in place of the type's own limits.
    pub fn read_in<T, R>(&mut self, range: R) -> Result<T, InputError>
    where
        T: Readable<Output = T> + PartialOrd + fmt::Debug,
        R: RangeBounds<T> + fmt::Debug,
    {
        let start = self.next_token_start();
        match T::read(self) {
            Ok(value) if range.contains(&value) => Ok(value),
            _ => Err(self.error_at(start, format!("{} in {:?}", T::WHAT, range))),
        }
    }

    /// Consumes the next token and says where it starts in the buffer;
    /// `what` says what was expected when the input has ended.
    fn word(&mut self, what: &str) -> Result<usize, InputError> {
        loop {
            let held = &self.buf[self.pos..self.len];
            let skip = held
                .iter()
                .position(|b| !b.is_ascii_whitespace())
                .unwrap_or(held.len());
            if let Some(len) = held[skip..].iter().position(u8::is_ascii_whitespace) {
                self.pos += skip + len;
                self.note_drained();
                return Ok(self.pos - len);
            }
            // Blanks, or the start of a token: keep the token and read more.
            self.pos += skip;
            if !self.fill() {
                // The input has ended: the token, if any, runs to its end.
                let start = self.pos;
                if start == self.len {
                    return Err(self.error_at(self.position(), what.into()));
                }
                self.pos = self.len;
                return Ok(start);
            }
        }
    }

    /// The next token, whatever its bytes.
    pub fn token(&mut self) -> Result<&[u8], InputError> {
        let start = self.word("a word")?;
        Ok(&self.buf[start..self.pos])
    }

    /// The next token as UTF-8 text.
    fn text(&mut self, what: &'static str) -> Result<&str, InputError> {
        let start = self.word(what)?;
        match std::str::from_utf8(&self.buf[start..self.pos]) {
            Ok(text) => Ok(text),
            Err(_) => {
                let (start, end) = (self.base + start, self.position());
                Err(self.error_with(start, format!("{} in UTF-8", what), end))
            }
        }
    }

    /// Succeeds when nothing but whitespace is left (waiting for the end of
    /// the input to know).
    pub fn end(&mut self) -> Result<(), InputError> {
        let start = self.next_token_start();
        if start < self.base + self.len {
            Err(self.error_at(start, "the end of the input".into()))
        } else {
            Ok(())
        }
    }

    /// Whether anything but whitespace is left (waiting for a token or the
    /// end of the input to know).
    pub fn has_more(&mut self) -> bool {
        self.next_token_start() < self.base + self.len
    }

    /// Skips whitespace, reading more as needed, and returns where the next
    /// token starts (the length of the input at its end). For readers of
    /// other notations.
    #[inline]
    pub fn next_token_start(&mut self) -> usize {
        loop {
            let blank = self.buf[self.pos..self.len]
                .iter()
                .position(|b| !b.is_ascii_whitespace());
            self.pos = blank.map_or(self.len, |count| self.pos + count);
            if blank.is_some() || !self.fill() {
                return self.base + self.pos;
            }
        }
    }

    /// How long the token at the cursor is (0 at whitespace or the end),
    /// reading more while it runs to the end of what was read.
    fn token_len(&mut self) -> usize {
        let mut seen = 0;
        loop {
            let rest = &self.buf[self.pos + seen..self.len];
            match rest.iter().position(u8::is_ascii_whitespace) {
                Some(len) => return seen + len,
                None => seen = self.len - self.pos,
            }
            if !self.fill() {
                return seen;
            }
        }
    }

    /// The next byte, not consumed (reading more if none is buffered).
    pub fn peek(&mut self) -> Option<u8> {
        if self.pos == self.len {
            self.fill();
        }
        self.buf[..self.len].get(self.pos).copied()
    }

    /// Consumes `count` bytes (at most to the end).
    pub fn advance(&mut self, count: usize) {
        while self.len - self.pos < count && self.fill() {}
        self.pos = self.len.min(self.pos.saturating_add(count));
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
        &self.buf[self.pos..self.len]
    }

    /// `-?[0-9]+` after any whitespace, ending at the first byte that is not
    /// a digit, as an integer of type `T`: for notations without spaces
    /// (`[1,2]`). `None`, with nothing consumed, when there is no such
    /// number or `T` cannot hold it.
    pub fn integer_prefix<T: Integer>(&mut self) -> Option<T> {
        self.next_token_start();
        let (negative, magnitude, first, end) = self.number();
        if end == first {
            return None;
        }
        let value = T::from_magnitude(negative, magnitude?)?;
        self.pos = end;
        self.note_drained();
        Some(value)
    }

    /// The next token as an integer of type `T`: `-?[0-9]+`, within `T`'s range.
    #[inline]
    fn integer<T: Integer>(&mut self) -> Result<T, InputError> {
        match self.held_integer() {
            Some(value) => Ok(value),
            None => self.integer_at_length(),
        }
    }

    /// The common case of [`Input::integer`], with no read and no error: a
    /// number of at most 19 digits that `T` holds, ending in what is held
    /// (at a whitespace byte, or where the input ends). `None`, with nothing
    /// consumed, sends anything else the long way. Public as the fast path
    /// of readers built on integers: a modint reads most tokens here.
    #[inline(always)]
    pub fn held_integer<T: Integer>(&mut self) -> Option<T> {
        let held = &self.buf[self.pos..self.len];
        let skip = held.iter().position(|b| !b.is_ascii_whitespace())?;
        let negative = held[skip] == b'-';
        let first = skip + usize::from(negative);
        let (magnitude, end) = digits(held, first);
        let ended = held
            .get(end)
            .map_or(self.source.is_none(), u8::is_ascii_whitespace);
        if end == first || end - first > 19 || !ended {
            return None;
        }
        let value = T::from_magnitude(negative, u128::from(magnitude))?;
        self.pos += end;
        self.note_drained();
        Some(value)
    }

    /// [`Input::integer`] the long way: a number cut by the end of the
    /// buffer (read whole as a token first), one of 20 digits or more
    /// (`u128`), and the errors.
    #[cold]
    #[inline(never)]
    fn integer_at_length<T: Integer>(&mut self) -> Result<T, InputError> {
        let from = self.word(T::WHAT)?;
        let (start, after) = (self.base + from, self.position());
        let token = &self.buf[from..self.pos];
        let negative = token[0] == b'-';
        let body = &token[usize::from(negative)..];
        let number = !body.is_empty() && body.iter().all(u8::is_ascii_digit);
        // 19 digits at a time, each run read as a u64 (only the first, which
        // is multiplied by zero, may be shorter).
        let mut wide = Some(0u128).filter(|_| number);
        for run in body.rchunks(19).rev() {
            let m = wide.and_then(|m| m.checked_mul(10u128.pow(19)));
            wide = m.and_then(|m| m.checked_add(digits(run, 0).0.into()));
        }
        if let Some(value) = wide.and_then(|m| T::from_magnitude(negative, m)) {
            return Ok(value);
        }
        let mut err = self.error_with(start, T::WHAT.into(), after);
        if number {
            err.0.found += " (out of range)";
        }
        Err(err)
    }

    /// `-?[0-9]*` at the cursor: whether it is negative, its magnitude
    /// (`None` if a `u128` cannot hold it), and where its digits start and
    /// end in the buffer. Nothing is consumed; when the digits run to the end
    /// of what was read, more is read first (the cursor stays at the sign).
    #[inline(always)]
    fn number(&mut self) -> (bool, Option<u128>, usize, usize) {
        loop {
            let bytes = &self.buf[..self.len];
            let negative = bytes.get(self.pos) == Some(&b'-');
            let first = self.pos + usize::from(negative);
            let (value, end) = digits(bytes, first);
            if end == self.len && self.source.is_some() {
                // The read moves what is held: parse it again, whatever came.
                self.fill();
                continue;
            }
            let magnitude = match end - first {
                0..=19 => Some(u128::from(value)),
                _ => std::str::from_utf8(&self.buf[first..end])
                    .ok()
                    .and_then(|d| d.parse().ok()),
            };
            return (negative, magnitude, first, end);
        }
    }

    /// The error for the token at `start` (or the end of the input there),
    /// which should have been `expected`. The cursor moves past the token.
    pub fn error_at(&mut self, start: usize, expected: String) -> InputError {
        // A token before the buffer (long behind the cursor) is shown from
        // the oldest byte held.
        self.pos = start.saturating_sub(self.base).min(self.len);
        let len = self.token_len();
        let from = self.position();
        self.pos += len;
        self.error_with(from, expected, self.position())
    }

    /// The error for the bytes `start..end`, which should have been `expected`
    /// (past the last byte, "the end of the input" is found: just after the
    /// last token, rather than past trailing blank lines).
    pub fn error_with(&self, start: usize, expected: String, end: usize) -> InputError {
        let (from, to) = (
            start.saturating_sub(self.base),
            end.saturating_sub(self.base),
        );
        let held = &self.buf[..self.len];
        let (place, found) = match held.get(from..to.max(from + 1).min(self.len)) {
            Some(token) if !token.is_empty() => (self.place(from), describe(token)),
            _ => {
                let place = match held.iter().rposition(|b| !b.is_ascii_whitespace()) {
                    Some(last) => self.place(last + 1),
                    None => self.after_last_token.unwrap_or((1, 1)),
                };
                (place, "the end of the input".into())
            }
        };
        InputError::new(place.0, place.1, expected, found)
    }

    /// 1-based line and column of `buf[at]`.
    fn place(&self, at: usize) -> (usize, usize) {
        walk(self.start, &self.buf[..at])
    }
}

/// The line and column after `bytes`, which start at `place`. Columns
/// count characters, not bytes: UTF-8 continuation bytes do not count.
fn walk(place: (usize, usize), bytes: &[u8]) -> (usize, usize) {
    let lines = count(bytes, |b| b == b'\n');
    let (line_start, column) = match lines {
        0 => (0, place.1),
        _ => (
            bytes
                .iter()
                .rposition(|&b| b == b'\n')
                .map_or(0, |at| at + 1),
            1,
        ),
    };
    let chars = count(&bytes[line_start..], |b| b & 0xc0 != 0x80);
    (place.0 + lines, column + chars)
}

/// The digits at `bytes[first..]`: their value (wrapped past 19 digits) and
/// where they end. It is the reader's inner loop: eight bytes at a time
/// while eight are held, then one by one.
#[inline]
fn digits(bytes: &[u8], first: usize) -> (u64, usize) {
    let (mut value, mut end) = (0u64, first);
    while let Some(eight) = bytes.get(end..end + 8) {
        let mut word = 0;
        for (i, &b) in eight.iter().enumerate() {
            word |= u64::from(b) << (8 * i);
        }
        // A byte's top bit is set when it is below `0` (the subtraction
        // wraps) or above `9` (the addition reaches 0x80); the lowest such
        // byte ends the number. A short number is taken whole, and so are
        // the last two to seven digits after whole eights (a 13-digit value:
        // 8, then 5); a last single digit is cheaper one by one.
        let digits = word.wrapping_sub(0x3030_3030_3030_3030);
        let stops = (digits | word.wrapping_add(0x4646_4646_4646_4646)) & 0x8080_8080_8080_8080;
        let count = (stops.trailing_zeros() / 8) as usize;
        if count == 0 || (count == 1 && end > first) {
            break;
        }
        // The digits moved to the top bytes, zeros before them; summed in
        // pairs, fours and eights, the first digit the highest.
        let mut sum = digits << (8 * (8 - count));
        sum = (sum.wrapping_mul(10 << 8 | 1) >> 8) & 0x00ff_00ff_00ff_00ff;
        sum = (sum.wrapping_mul(100 << 16 | 1) >> 16) & 0x0000_ffff_0000_ffff;
        sum = sum.wrapping_mul(10_000 << 32 | 1) >> 32;
        if count < 8 {
            let shift = super::output::POWERS_OF_TEN[count];
            return (value.wrapping_mul(shift).wrapping_add(sum), end + count);
        }
        // `end` moves by a constant here, not by `count`: where the next
        // number starts then waits on a predicted branch, not on this load
        // and its arithmetic, as a C reader's byte loop never waits.
        value = value.wrapping_mul(100_000_000).wrapping_add(sum);
        end += 8;
    }
    while let Some(digit) = bytes.get(end).map(|b| b.wrapping_sub(b'0')) {
        if digit > 9 {
            break;
        }
        value = value.wrapping_mul(10).wrapping_add(u64::from(digit));
        end += 1;
    }
    (value, end)
}

/// How many of `bytes` are `which`; counted in blocks of 255 into a byte
/// so that the compiler counts many bytes at once.
fn count(bytes: &[u8], which: impl Fn(u8) -> bool) -> usize {
    let block = |block: &[u8]| block.iter().fold(0u8, |n, &b| n + u8::from(which(b)));
    bytes.chunks(255).map(|b| usize::from(block(b))).sum()
}

/// A token quoted for an error message: UTF-8 as Rust would write the string,
/// other bytes as `\xNN`, a long token cut short after 40 bytes.
fn describe(token: &[u8]) -> String {
    let shown = &token[..token.len().min(40)];
    let mut text = match std::str::from_utf8(shown) {
        // A token that is itself a string in quotes (LeetCode's `"pop"`)
        // is shown as it is, not quoted twice.
        Ok(utf8) if utf8.len() > 1 && utf8.starts_with('"') && utf8.ends_with('"') => utf8.into(),
        Ok(utf8) => format!("{:?}", utf8),
        Err(_) => {
            let escaped = shown.iter().flat_map(|&b| std::ascii::escape_default(b));
            format!("\"{}\"", escaped.map(char::from).collect::<String>())
        }
    };
    if shown.len() < token.len() {
        text += &format!(" (the first {} of {} bytes)", shown.len(), token.len());
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
pub trait Integer: Readable + Sized {
    /// The value `-magnitude` or `magnitude`, if the type holds it.
    fn from_magnitude(negative: bool, magnitude: u128) -> Option<Self>;
}

macro_rules! readable_integers {
    ($($t:ident $what:literal),*) => {$(
        impl Integer for $t {
            #[inline]
            fn from_magnitude(negative: bool, magnitude: u128) -> Option<$t> {
                // A negative value reaches MIN, whose magnitude MAX cannot hold
                // (0 for an unsigned type, so `-0` is zero).
                let most = if negative { ($t::MIN as i128).unsigned_abs() } else { $t::MAX as u128 };
                let value = magnitude as $t;
                if magnitude > most {
                    None
                } else if negative {
                    Some(value.wrapping_neg())
                } else {
                    Some(value)
                }
            }
        }

        impl Readable for $t {
            type Output = $t;
            const WHAT: &'static str = $what;
            #[inline]
            fn read(input: &mut Input) -> Result<$t, InputError> {
                input.integer()
            }
        }
    )*};
}

readable_integers!(u8 "a u8", u16 "a u16", u32 "a u32", u64 "a u64", u128 "a u128", usize "a usize");
readable_integers!(i8 "an i8", i16 "an i16", i32 "an i32", i64 "an i64", i128 "an i128", isize "an isize");

/// The types read by parsing one token with `str::parse`.
macro_rules! readable_parsed {
    ($($t:ident $what:literal),*) => {$(
        impl Readable for $t {
            type Output = $t;
            const WHAT: &'static str = $what;
            fn read(input: &mut Input) -> Result<$t, InputError> {
                let (len, parsed) = input.text($what).map(|text| (text.len(), text.parse::<$t>()))?;
                // Not `end`: the pruner reads every name in a macro as a method it may call.
                let after = input.position();
                parsed.map_err(|_| input.error_with(after - len, $what.into(), after))
            }
        }
    )*};
}

readable_parsed!(f64 "an f64", f32 "an f32", char "one character", bool "true or false");

impl Readable for String {
    type Output = String;
    const WHAT: &'static str = "a word";
    fn read(input: &mut Input) -> Result<String, InputError> {
        input.text(Self::WHAT).map(String::from)
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
        match input.integer::<usize>().map(|value| value.checked_sub(1)) {
            Ok(Some(value)) => Ok(value),
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
        match input.integer::<isize>().map(|value| value.checked_sub(1)) {
            Ok(Some(value)) => Ok(value),
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
        items.push(read(input).map_err(|err| err.in_item(i))?);
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
    static STDIN: RefCell<Option<Box<Input>>> = RefCell::new(None);
}

/// Takes stdin's `Input` for an `input!` (reading stdin the first time).
#[doc(hidden)]
pub fn take_stdin() -> Box<Input> {
    // Boxed: an `input!` a line (queries) moves a pointer, not the reader.
    STDIN
        .with(|stdin| stdin.borrow_mut().take())
        .unwrap_or_else(|| Box::new(Input::stdin()))
}

/// Gives stdin's `Input` back after an `input!`.
#[doc(hidden)]
pub fn keep_stdin(input: Box<Input>) {
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
}

impl InputError {
    fn new(line: usize, column: usize, expected: String, found: String) -> InputError {
        let name = String::new();
        InputError(Box::new(Detail {
            line,
            column,
            name,
            expected,
            found,
        }))
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
        let d = &self.0;
        if d.line == 0 {
            return write!(f, "cannot read the input; {}", d.found);
        }
        let space = if d.name.is_empty() { "" } else { " " };
        write!(
            f,
            "line {}, column {}: {}{}",
            d.line, d.column, d.name, space
        )?;
        write!(f, "expected {}; found {}", d.expected, d.found)
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
/// a list; the type before `in` is one token or one bracketed list).
///
/// A range goes after the brackets of a list, `[u8; n] in 0..=1`; inside
/// them it is a compile error that says so:
///
/// ```compile_fail
/// # use cpkit::input;
/// # let mut src = cpkit::input::Input::from_bytes("2 0 1");
/// input! { from &mut src, n: usize, a: [u8 in 0..=1; n] }
/// ```
#[macro_export]
macro_rules! input {
    (from $src:expr, $($rest:tt)*) => {
        let __cpkit_input: &mut $crate::input::Input = $src;
        $crate::__cpkit_input_rules!(@vars __cpkit_input exit $($rest)*);
    };
    ($($rest:tt)*) => {
        let mut __cpkit_stdin = $crate::input::take_stdin();
        let __cpkit_input: &mut $crate::input::Input = &mut __cpkit_stdin;
        $crate::__cpkit_input_rules!(@vars __cpkit_input exit $($rest)*);
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
        $crate::__cpkit_input_rules!(@vars __cpkit_input return $($rest)*);
    };
}

/// The rules behind [`input!`] and [`try_input!`]; not for direct use.
#[doc(hidden)]
#[macro_export]
macro_rules! __cpkit_input_rules {
    // The declarations, one `name: type` (or `mut name: type`) at a time.
    (@vars $src:ident $on_error:ident $(,)?) => {};
    (@vars $src:ident $on_error:ident mut $name:ident : $($rest:tt)*) => {
        $crate::__cpkit_input_rules!(@var $src $on_error [mut $name] $name $($rest)*);
    };
    (@vars $src:ident $on_error:ident $name:ident : $($rest:tt)*) => {
        $crate::__cpkit_input_rules!(@var $src $on_error [$name] $name $($rest)*);
    };

    // One declaration's type: a range may follow a type of one token tree
    // (`usize`, `[u32; n]`); a type of more (`Vec<u8>`) is read as it is.
    (@var $src:ident $on_error:ident [$($pat:tt)*] $name:ident $ty:tt in $range:expr $(, $($rest:tt)*)?) => {
        let $($pat)* = $crate::__cpkit_input_rules!(
            @check $on_error $name $crate::__cpkit_input_rules!(@read_in $src, $range, $ty)
        );
        $crate::__cpkit_input_rules!(@vars $src $on_error $($($rest)*)?);
    };
    (@var $src:ident $on_error:ident [$($pat:tt)*] $name:ident $ty:tt $(, $($rest:tt)*)?) => {
        let $($pat)* = $crate::__cpkit_input_rules!(
            @check $on_error $name $crate::__cpkit_input_rules!(@read $src, $ty)
        );
        $crate::__cpkit_input_rules!(@vars $src $on_error $($($rest)*)?);
    };
    (@var $src:ident $on_error:ident [$($pat:tt)*] $name:ident $ty:ty $(, $($rest:tt)*)?) => {
        let $($pat)* = $crate::__cpkit_input_rules!(@check $on_error $name $src.read::<$ty>());
        $crate::__cpkit_input_rules!(@vars $src $on_error $($($rest)*)?);
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
    // A range inside the brackets, where rustc would only say that it
    // expected `;`: the error shows the form that works.
    (@read $src:ident, [$item:tt in $range:expr $(; $len:expr)?]) => {
        compile_error!(concat!(
            "input!: a range goes after the brackets: write `[",
            stringify!($item) $(, "; ", stringify!($len))?, "] in ", stringify!($range), "`"
        ))
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
