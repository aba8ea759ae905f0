//! The interactor of cf-1807e (Interview), in testlib's convention: run as
//! `interactor <input> <output>`. `<input>` holds t, then per test n, the n
//! pile sizes and the special pile m (1-based). It says t, then per test n
//! and the sizes; answers `? k p_1 ... p_k` with the piles' weight (the
//! special pile weighs one more than its size), at most 30 per test; checks
//! `! m`. As Codeforces does, a wrong or malformed line gets `-1` before
//! the verdict. Exit codes: 0 AC, 1 WA, 2 PE, 3 FAIL (its own data).

use std::fmt::Display;

use cpkit::input::{Input, InputError};
use cpkit::output::Output;

/// How many questions a test allows.
const QUESTIONS: usize = 30;

/// One test: the pile sizes and the special pile (0-based).
struct Test {
    sizes: Vec<u64>,
    special: usize,
}

/// A rejected line: `-1` first, as Codeforces says, so a solution that
/// reads on stops; then the verdict.
fn reject(out: &mut Output, code: i32, message: String) -> ! {
    putln!(out, -1);
    out.flush();
    quit(code, message)
}

fn quit(code: i32, message: impl Display) -> ! {
    eprintln!("{}", message);
    std::process::exit(code)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() < 3 {
        quit(3, "usage: interactor <input> <output>");
    }
    let data = std::fs::read(&args[1])
        .unwrap_or_else(|err| quit(3, format!("cannot read {}: {}", args[1], err)));
    let tests = read_tests(&mut Input::from_bytes(data))
        .unwrap_or_else(|err| quit(3, format!("{}: {}", args[1], err)));

    let mut solution = Input::stdin();
    let mut out = Output::stdout();
    let mut asked_in_all = 0;
    putln!(out, tests.len());
    for (number, test) in tests.iter().enumerate() {
        let n = test.sizes.len();
        putln!(out, n);
        putln!(out, &test.sizes);
        let mut asked = 0;
        let mut seen = vec![usize::MAX; n];
        loop {
            let what = match solution.read::<String>() {
                Ok(what) => what,
                Err(_) if !solution.has_more() => quit(
                    1,
                    format!("test {}: the solution ended before answering", number + 1),
                ),
                Err(err) => reject(&mut out, 2, format!("test {}: {}", number + 1, err)),
            };
            match what.as_str() {
                "?" => {
                    asked += 1;
                    if asked > QUESTIONS {
                        reject(
                            &mut out,
                            1,
                            format!("test {}: more than {} questions", number + 1, QUESTIONS),
                        );
                    }
                    let k = solution.read_in::<usize, _>(1..=n).unwrap_or_else(|err| {
                        reject(&mut out, 2, format!("test {}: k: {}", number + 1, err))
                    });
                    let mut weight = 0;
                    for _ in 0..k {
                        let pile = solution.read_in::<usize, _>(1..=n).unwrap_or_else(|err| {
                            reject(&mut out, 2, format!("test {}: {}", number + 1, err))
                        });
                        if seen[pile - 1] == asked {
                            reject(
                                &mut out,
                                1,
                                format!(
                                    "test {}: pile {} asked twice in one question",
                                    number + 1,
                                    pile
                                ),
                            );
                        }
                        seen[pile - 1] = asked;
                        weight += test.sizes[pile - 1] + u64::from(pile - 1 == test.special);
                    }
                    putln!(out, weight);
                }
                "!" => {
                    let m = solution.read_in::<usize, _>(1..=n).unwrap_or_else(|err| {
                        reject(&mut out, 2, format!("test {}: {}", number + 1, err))
                    });
                    if m - 1 != test.special {
                        reject(
                            &mut out,
                            1,
                            format!(
                                "test {}: answered pile {}, but it is pile {}",
                                number + 1,
                                m,
                                test.special + 1
                            ),
                        );
                    }
                    break;
                }
                _ => reject(
                    &mut out,
                    2,
                    format!("test {}: expected `?` or `!`; found {:?}", number + 1, what),
                ),
            }
        }
        asked_in_all += asked;
    }
    if solution.has_more() {
        quit(1, "the solution went on after the last test");
    }
    let log = format!("ok: {} tests, {} questions\n", tests.len(), asked_in_all);
    if let Err(err) = std::fs::write(&args[2], log) {
        quit(3, format!("cannot write {}: {}", args[2], err));
    }
}

/// The tests of the case's input, within the statement's limits.
fn read_tests(data: &mut Input) -> Result<Vec<Test>, InputError> {
    let t = data.read_in::<usize, _>(1..=1000)?;
    let mut tests = Vec::with_capacity(t);
    let mut piles = 0;
    for _ in 0..t {
        let n = data.read_in::<usize, _>(1..=200_000)?;
        piles += n;
        let mut sizes = Vec::with_capacity(n);
        for _ in 0..n {
            sizes.push(data.read_in::<u64, _>(1..=10_000)?);
        }
        let special = data.read_in::<usize, _>(1..=n)? - 1;
        tests.push(Test { sizes, special });
    }
    if piles > 200_000 {
        let start = data.next_token_start();
        return Err(data.error_at(start, "the piles of all tests to be at most 2·10^5".into()));
    }
    data.end()?;
    Ok(tests)
}

// ---- begin vendored cpkit: generated by `cargo xtask vendor`; do not edit ----
#[cfg(rust_analyzer)]
#[macro_use]
extern crate cpkit;
#[allow(dead_code, unused_imports, clippy::deprecated_cfg_attr)]
#[cfg_attr(rustfmt, rustfmt::skip)]
#[cfg(not(rust_analyzer))]
mod cpkit {
pub mod input {
use std::cell::{Cell, RefCell};
use std::fmt;
use std::io::{self, Read, Write};
use std::ops::RangeBounds;
use std::rc::Rc;
const CHUNK: usize = 1 << 16;
pub struct Input {
	buf: Vec<u8>,
	len: usize,
	pos: usize,
	base: usize,
	start: (usize, usize),
	after_last_token: Option<(usize, usize)>,
	source: Option<Box<dyn Read>>,
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
	pub fn stdin() -> Input {
		let mut input = Input::from_reader(io::stdin());
		input.drained = Some(super::output::stdin_tie());
		input
	}
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
	pub fn from_reader(source: impl Read + 'static) -> Input {
		let mut input = Input::from_bytes(Vec::new());
		input.source = Some(Box::new(source));
		input
	}
	#[cold]
	#[inline(never)]
	fn fill(&mut self) -> bool {
		let mut more = 0;
		if self.source.is_some() {
			let gone = self.pos;
			let blank = self
				.buf[..gone]
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
				Err(err) => {
					InputError::new(0, 0, String::new(), err.to_string()).exit()
				}
			}
		}
		self.len += more;
		if let Some(lines) = &self.drained {
			lines.set(0);
		}
		more > 0
	}
	#[inline]
	fn note_drained(&self) {
		if let Some(lines) = &self.drained {
			let left = &self.buf[self.pos..self.len];
			if left.len() <= 16 && self.source.is_some()
				&& left.iter().all(u8::is_ascii_whitespace)
			{
				lines.set(super::output::LINES_FLUSHED);
			}
		}
	}
	pub fn read<T: Readable>(&mut self) -> Result<T::Output, InputError> {
		T::read(self)
	}
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
	fn word(&mut self, what: &str) -> Result<usize, InputError> {
		loop {
			let held = &self.buf[self.pos..self.len];
			let skip = held
				.iter()
				.position(|b| !b.is_ascii_whitespace())
				.unwrap_or(held.len());
			if let Some(len) = held[skip..]
				.iter()
				.position(u8::is_ascii_whitespace)
			{
				self.pos += skip + len;
				self.note_drained();
				return Ok(self.pos - len);
			}
			self.pos += skip;
			if !self.fill() {
				let start = self.pos;
				if start == self.len {
					return Err(self.error_at(self.position(), what.into()));
				}
				self.pos = self.len;
				return Ok(start);
			}
		}
	}
	pub fn token(&mut self) -> Result<&[u8], InputError> {
		let start = self.word("a word")?;
		Ok(&self.buf[start..self.pos])
	}
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
	pub fn end(&mut self) -> Result<(), InputError> {
		let start = self.next_token_start();
		if start < self.base + self.len {
			Err(self.error_at(start, "the end of the input".into()))
		} else {
			Ok(())
		}
	}
	pub fn has_more(&mut self) -> bool {
		self.next_token_start() < self.base + self.len
	}
	#[inline]
	pub fn next_token_start(&mut self) -> usize {
		loop {
			let blank = self
				.buf[self.pos..self.len]
				.iter()
				.position(|b| !b.is_ascii_whitespace());
			self.pos = blank.map_or(self.len, |count| self.pos + count);
			if blank.is_some() || !self.fill() {
				return self.base + self.pos;
			}
		}
	}
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
	pub fn position(&self) -> usize {
		self.base + self.pos
	}
	#[inline]
	fn integer<T: Integer>(&mut self) -> Result<T, InputError> {
		match self.held_integer() {
			Some(value) => Ok(value),
			None => self.integer_at_length(),
		}
	}
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
	#[cold]
	#[inline(never)]
	fn integer_at_length<T: Integer>(&mut self) -> Result<T, InputError> {
		let from = self.word(T::WHAT)?;
		let (start, after) = (self.base + from, self.position());
		let token = &self.buf[from..self.pos];
		let negative = token[0] == b'-';
		let body = &token[usize::from(negative)..];
		let number = !body.is_empty() && body.iter().all(u8::is_ascii_digit);
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
	#[inline(always)]
	fn number(&mut self) -> (bool, Option<u128>, usize, usize) {
		loop {
			let bytes = &self.buf[..self.len];
			let negative = bytes.get(self.pos) == Some(&b'-');
			let first = self.pos + usize::from(negative);
			let (value, end) = digits(bytes, first);
			if end == self.len && self.source.is_some() {
				self.fill();
				continue;
			}
			let magnitude = match end - first {
				0..=19 => Some(u128::from(value)),
				_ => {
					std::str::from_utf8(&self.buf[first..end])
						.ok()
						.and_then(|d| d.parse().ok())
				}
			};
			return (negative, magnitude, first, end);
		}
	}
	pub fn error_at(&mut self, start: usize, expected: String) -> InputError {
		self.pos = start.saturating_sub(self.base).min(self.len);
		let len = self.token_len();
		let from = self.position();
		self.pos += len;
		self.error_with(from, expected, self.position())
	}
	pub fn error_with(
		&self,
		start: usize,
		expected: String,
		end: usize,
	) -> InputError {
		let (from, to) = (
			start.saturating_sub(self.base),
			end.saturating_sub(self.base),
		);
		let held = &self.buf[..self.len];
		let (place, found) = match held.get(from..to.max(from + 1).min(self.len))
		{
			Some(token) if !token.is_empty() => {
				(self.place(from), describe(token))
			}
			_ => {
				let place = match held
					.iter()
					.rposition(|b| !b.is_ascii_whitespace())
				{
					Some(last) => self.place(last + 1),
					None => self.after_last_token.unwrap_or((1, 1)),
				};
				(place, "the end of the input".into())
			}
		};
		InputError::new(place.0, place.1, expected, found)
	}
	fn place(&self, at: usize) -> (usize, usize) {
		walk(self.start, &self.buf[..at])
	}
}
fn walk(place: (usize, usize), bytes: &[u8]) -> (usize, usize) {
	let lines = count(bytes, |b| b == b'\n');
	let (line_start, column) = match lines {
		0 => (0, place.1),
		_ => (bytes.iter().rposition(|&b| b == b'\n').map_or(0, |at| at + 1), 1),
	};
	let chars = count(&bytes[line_start..], |b| b & 0xc0 != 0x80);
	(place.0 + lines, column + chars)
}
#[inline]
fn digits(bytes: &[u8], first: usize) -> (u64, usize) {
	let (mut value, mut end) = (0u64, first);
	while let Some(eight) = bytes.get(end..end + 8) {
		let mut word = 0;
		for (i, &b) in eight.iter().enumerate() {
			word |= u64::from(b) << (8 * i);
		}
		let digits = word.wrapping_sub(0x3030_3030_3030_3030);
		let stops = (digits | word.wrapping_add(0x4646_4646_4646_4646))
			& 0x8080_8080_8080_8080;
		let count = (stops.trailing_zeros() / 8) as usize;
		if count == 0 || (count == 1 && end > first) {
			break;
		}
		let mut sum = digits << (8 * (8 - count));
		sum = (sum.wrapping_mul(10 << 8 | 1) >> 8) & 0x00ff_00ff_00ff_00ff;
		sum = (sum.wrapping_mul(100 << 16 | 1) >> 16) & 0x0000_ffff_0000_ffff;
		sum = sum.wrapping_mul(10_000 << 32 | 1) >> 32;
		if count < 8 {
			let shift = super::output::POWERS_OF_TEN[count];
			return (value.wrapping_mul(shift).wrapping_add(sum), end + count);
		}
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
fn count(bytes: &[u8], which: impl Fn(u8) -> bool) -> usize {
	let block = |block: &[u8]| {
		block.iter().fold(0u8, |n, &b| n + u8::from(which(b)))
	};
	bytes.chunks(255).map(|b| usize::from(block(b))).sum()
}
fn describe(token: &[u8]) -> String {
	let shown = &token[..token.len().min(40)];
	let mut text = match std::str::from_utf8(shown) {
		Ok(
			utf8,
		) if utf8.len() > 1 && utf8.starts_with('"') && utf8.ends_with('"') => {
			utf8.into()
		}
		Ok(utf8) => format!("{:?}", utf8),
		Err(_) => {
			let escaped = shown
				.iter()
				.flat_map(|&b| std::ascii::escape_default(b));
			format!("\"{}\"", escaped.map(char::from).collect::< String > ())
		}
	};
	if shown.len() < token.len() {
		text
			+= &format!(" (the first {} of {} bytes)", shown.len(), token.len());
	}
	text
}
pub trait Readable {
	type Output;
	const WHAT: &'static str;
	fn read(input: &mut Input) -> Result<Self::Output, InputError>;
}
pub trait Integer: Readable + Sized {
	fn from_magnitude(negative: bool, magnitude: u128) -> Option<Self>;
}
macro_rules! readable_integers {
	($($t:ident $what:literal),*) => {
		$(impl Integer for $t { #[inline] fn from_magnitude(negative : bool,
		magnitude : u128) -> Option <$t > { let most = if negative { ($t ::MIN as
		i128).unsigned_abs() } else { $t ::MAX as u128 }; let value = magnitude
		as $t; if magnitude > most { None } else if negative { Some(value
		.wrapping_neg()) } else { Some(value) } } } impl Readable for $t { type
		Output = $t; const WHAT : &'static str = $what; #[inline] fn read(input :
		& mut Input) -> Result <$t, InputError > { input.integer() } })*
	};
}
readable_integers!(
	u8 "a u8", u16 "a u16", u32 "a u32", u64 "a u64", u128 "a u128", usize
	"a usize"
);
readable_integers!(
	i8 "an i8", i16 "an i16", i32 "an i32", i64 "an i64", i128 "an i128", isize
	"an isize"
);
macro_rules! readable_parsed {
	($($t:ident $what:literal),*) => {
		$(impl Readable for $t { type Output = $t; const WHAT : &'static str =
		$what; fn read(input : & mut Input) -> Result <$t, InputError > { let
		(len, parsed) = input.text($what).map(| text | (text.len(), text
		.parse::<$t > ())) ?; let after = input.position(); parsed.map_err(| _ |
		input.error_with(after - len, $what .into(), after)) } })*
	};
}
readable_parsed!(
	f64 "an f64", f32 "an f32", char "one character", bool "true or false"
);
impl Readable for String {
	type Output = String;
	const WHAT: &'static str = "a word";
	fn read(input: &mut Input) -> Result<String, InputError> {
		input.text(Self::WHAT).map(String::from)
	}
}
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InputError(Box<Detail>);
#[derive(Debug, Clone, PartialEq, Eq)]
struct Detail {
	line: usize,
	column: usize,
	name: String,
	expected: String,
	found: String,
}
impl InputError {
	fn new(
		line: usize,
		column: usize,
		expected: String,
		found: String,
	) -> InputError {
		let name = String::new();
		InputError(
			Box::new(Detail {
				line,
				column,
				name,
				expected,
				found,
			}),
		)
	}
	pub fn exit(&self) -> ! {
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
		write!(f, "line {}, column {}: {}{}", d.line, d.column, d.name, space)?;
		write!(f, "expected {}; found {}", d.expected, d.found)
	}
}
impl std::error::Error for InputError {}
}
pub mod output {
use std::cell::Cell;
use std::fmt;
use std::io::{self, Write};
use std::rc::Rc;
pub const LINES_FLUSHED: u32 = 64;
thread_local! {
	static STDIN_TIE : Rc < Cell < u32 >> = Rc::new(Cell::new(LINES_FLUSHED));
}
pub fn stdin_tie() -> Rc<Cell<u32>> {
	STDIN_TIE.with(Rc::clone)
}
const CAPACITY: usize = 1 << 16;
#[derive(Debug)]
pub struct Output<W: Write = io::Stdout> {
	sink: W,
	buf: Vec<u8>,
	len: usize,
	tie: Option<Rc<Cell<u32>>>,
}
impl Output<io::Stdout> {
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
	pub fn put<T: Print>(&mut self, value: T) -> &mut Self {
		value.print(self);
		self
	}
	pub fn ln(&mut self) -> &mut Self {
		self.byte(b'\n');
		self.line_ended();
		self
	}
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
	pub fn sp(&mut self) -> &mut Self {
		self.byte(b' ');
		self
	}
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
	pub fn display<T: fmt::Display + ?Sized>(&mut self, value: &T) -> &mut Self {
		let _ = fmt::Write::write_fmt(
			&mut Adapter(self),
			format_args!("{}", value),
		);
		self
	}
	#[inline]
	fn digits(&mut self, magnitude: u64, negative: bool) {
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
	fn wide_digits(&mut self, abs: u128, negative: bool) {
		if abs >> 64 == 0 {
			return self.digits(abs as u64, negative);
		}
		let e18 = 10u128.pow(18);
		self.wide_digits(abs / e18, negative);
		self.digits((abs % e18 + e18) as u64, false);
		self.len -= 1;
		self.buf.copy_within(self.len - 17..=self.len, self.len - 18);
	}
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
				std::process::exit(0);
			}
			let _ = writeln!(
				io::stderr(), "error: cannot write the output; {}", err
			);
			std::process::exit(2);
		}
	}
}
impl<W: Write> Drop for Output<W> {
	fn drop(&mut self) {
		self.flush();
	}
}
const PAIRS: &[u8; 200] = b"00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899";
#[inline]
fn pair(value: u32) -> &'static [u8] {
	let at = value as usize * 2;
	&PAIRS[at..at + 2]
}
#[inline]
fn eight_digits(text: &mut [u8], value: u32) {
	let (high, low) = (value / 10_000, value % 10_000);
	text[0..2].copy_from_slice(pair(high / 100));
	text[2..4].copy_from_slice(pair(high % 100));
	text[4..6].copy_from_slice(pair(low / 100));
	text[6..8].copy_from_slice(pair(low % 100));
}
#[inline]
fn decimal_digits(value: u64) -> usize {
	let bits = 64 - (value | 1).leading_zeros() as usize;
	let guess = (bits * 1233) >> 12;
	guess + usize::from(value | 1 >= POWERS_OF_TEN[guess])
}
pub const POWERS_OF_TEN: [u64; 20] = {
	let mut powers = [1; 20];
	let mut i = 1;
	while i < 20 {
		powers[i] = powers[i - 1] * 10;
		i += 1;
	}
	powers
};
struct Adapter<'a, W: Write>(&'a mut Output<W>);
impl<W: Write> fmt::Write for Adapter<'_, W> {
	fn write_str(&mut self, text: &str) -> fmt::Result {
		self.0.str(text);
		Ok(())
	}
}
pub trait Print {
	fn print<W: Write>(&self, out: &mut Output<W>);
}
macro_rules! print_unsigned {
	($method:ident, $wide:ty : $($t:ty),*) => {
		$(impl Print for $t { #[inline] fn print < W : Write > (& self, out : &
		mut Output < W >) { out.$method (* self as $wide, false); } })*
	};
}
macro_rules! print_signed {
	($method:ident, $wide:ty : $($t:ty),*) => {
		$(impl Print for $t { #[inline] fn print < W : Write > (& self, out : &
		mut Output < W >) { out.$method (self.unsigned_abs() as $wide, * self <
		0); } })*
	};
}
print_unsigned!(digits, u64 : u8, u16, u32, u64, usize);
print_signed!(digits, u64 : i8, i16, i32, i64, isize);
print_unsigned!(wide_digits, u128 : u128);
print_signed!(wide_digits, u128 : i128);
macro_rules! print_display {
	($($t:ty),*) => {
		$(impl Print for $t { fn print < W : Write > (& self, out : & mut Output
		< W >) { out.display(self); } })*
	};
}
print_display!(f32, f64, bool, fmt::Arguments <'_ >);
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
#[macro_export]
macro_rules! put {
	($out:expr $(,)?) => {};
	($out:expr, $first:expr $(, $rest:expr)* $(,)?) => {
		{ $out .put(&$first); $($out .sp(); $out .put(&$rest);)* }
	};
}
#[macro_export]
macro_rules! putln {
	($out:expr $(, $value:expr)* $(,)?) => {
		{ $crate::put!($out $(, $value)*); $out .ln(); }
	};
}
}
}
// ---- end vendored cpkit ----
