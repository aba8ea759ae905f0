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
#[allow(dead_code, unused_imports, clippy::deprecated_cfg_attr)]
#[cfg_attr(rustfmt, rustfmt::skip)]
mod cpkit {
	pub mod input {
		use std::cell::{Cell, RefCell};
		use std::fmt;
		use std::io::{self, Read, Write};
		use std::ops::RangeBounds;
		use std::rc::Rc;
		const CHUNK: usize = 1 << 16;
		const TAIL: usize = 16;
		pub struct Input {
			buf: Vec<u8>,
			filled: usize,
			pos: usize,
			base: usize,
			source: Option<Box<dyn Read>>,
			before: Dropped,
			drained: Option<Rc<Cell<u32>>>,
			file: Option<bool>,
		}
		#[derive(Debug, Clone, Copy, Default)]
		struct Dropped {
			lines: usize,
			column: usize,
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
			pub fn stdin() -> Input {
				let mut input = Input::from_reader(io::stdin());
				input.drained = Some(super::output::stdin_tie());
				input
			}
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
								self.peek_end_of_file();
							}
							return true;
						}
						Err(err) if err.kind() == io::ErrorKind::Interrupted => continue,
						Err(err) => {
							InputError::new(
									0,
									0,
									"readable input".into(),
									err.to_string(),
								)
								.exit()
						}
					}
				}
			}
			fn peek_end_of_file(&mut self) {
				if self.filled == self.buf.len() {
					return;
				}
				if let Some(source) = self.source.as_mut() {
					match source.read(&mut self.buf[self.filled..]) {
						Ok(0) => self.source = None,
						Ok(count) => {
							self.filled += count.min(self.buf.len() - self.filled);
						}
						Err(_) => {}
					}
				}
			}
			fn is_file(&mut self) -> bool {
				if self.drained.is_none() {
					return false;
				}
				*self
					.file
					.get_or_insert_with(|| {
						std::fs::metadata("/dev/stdin")
							.map_or(false, |meta| meta.is_file())
					})
			}
			fn drop_consumed(&mut self) {
				let gone = &self.buf[..self.pos];
				if let Some(last) = gone.iter().rposition(|b| !b.is_ascii_whitespace()) {
					self.before.after_last_token = Some(
						self.before.place(gone, last + 1),
					);
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
					lines.set(if drained { super::output::LINES_FLUSHED } else { 0 });
				}
			}
			#[inline]
			fn note_drained(&self) {
				if self.filled - self.pos <= TAIL && self.drained.is_some()
					&& self.source.is_some()
				{
					let left = &self.buf[self.pos..self.filled];
					self.set_drained(left.iter().all(u8::is_ascii_whitespace));
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
				let expected = || format!("{} in {:?}", T::WHAT, range);
				match T::read(self) {
					Ok(value) if range.contains(&value) => Ok(value),
					Ok(_) => Err(self.error_at(start, expected())),
					Err(mut err) => {
						err.0.expected = expected();
						err.0.note = None;
						Err(err)
					}
				}
			}
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
			pub fn end(&mut self) -> Result<(), InputError> {
				let start = self.next_token_start();
				if self.at_end() {
					Ok(())
				} else {
					Err(self.error_at(start, "the end of the input".into()))
				}
			}
			pub fn has_more(&mut self) -> bool {
				self.next_token_start();
				!self.at_end()
			}
			fn at_end(&self) -> bool {
				self.pos == self.filled && self.source.is_none()
			}
			pub fn next_token_start(&mut self) -> usize {
				loop {
					while self.pos < self.filled
						&& self.buf[self.pos].is_ascii_whitespace()
					{
						self.pos += 1;
					}
					if self.pos < self.filled || !self.fill() {
						return self.base + self.pos;
					}
				}
			}
			pub fn position(&self) -> usize {
				self.base + self.pos
			}
			fn load_until(&mut self, stop: impl Fn(u8) -> bool) -> usize {
				let mut known = 0;
				loop {
					let from = self.pos + known;
					if let Some(at) = self
						.buf[from..self.filled]
						.iter()
						.position(|&b| stop(b))
					{
						return from + at;
					}
					known = self.filled - self.pos;
					if !self.fill() {
						return self.filled;
					}
				}
			}
			fn token_end(&mut self, start: usize) -> usize {
				self.seek_back(start);
				let end = self.load_until(|b| b.is_ascii_whitespace());
				self.base + end
			}
			fn seek_back(&mut self, start: usize) {
				self.pos = start.saturating_sub(self.base).min(self.filled);
			}
			pub fn error_at(&mut self, start: usize, expected: String) -> InputError {
				let end = self.token_end(start);
				let start = self.position();
				self.pos = end - self.base;
				self.error_with(start, expected, end)
			}
			pub fn error_with(
				&self,
				start: usize,
				expected: String,
				end: usize,
			) -> InputError {
				let from = start.saturating_sub(self.base).min(self.filled);
				if from >= self.filled {
					let (line, column) = match self
						.buf[..self.filled]
						.iter()
						.rposition(|b| !b.is_ascii_whitespace())
					{
						Some(at) => self.line_and_column(at + 1),
						None => self.before.after_last_token.unwrap_or((1, 1)),
					};
					return InputError::new(
						line,
						column,
						expected,
						"the end of the input".into(),
					);
				}
				let (line, column) = self.line_and_column(from);
				let to = end.saturating_sub(self.base).max(from + 1).min(self.filled);
				let found = describe(&self.buf[from..to]);
				InputError::new(line, column, expected, found)
			}
			fn line_and_column(&self, at: usize) -> (usize, usize) {
				self.before.place(&self.buf, at)
			}
			#[inline]
			fn integer<T: Integer>(&mut self) -> Result<T, InputError> {
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
				if end > first && end - first <= 19
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
							None => {
								Err(
									self
										.error_at(start, T::WHAT.into())
										.with_note("out of range"),
								)
							}
						}
					}
					_ => Err(self.error_at(start, T::WHAT.into())),
				}
			}
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
					Err(_) => {
						Err(self.error_with(start, format!("{} in UTF-8", what), end))
					}
				}
			}
		}
		impl Dropped {
			fn place(&self, bytes: &[u8], at: usize) -> (usize, usize) {
				let before = &bytes[..at];
				match before.iter().rposition(|&b| b == b'\n') {
					Some(newline) => {
						(
							1 + self.lines + count_newlines(before),
							1 + count_chars(&before[newline + 1..]),
						)
					}
					None => (1 + self.lines, 1 + self.column + count_chars(before)),
				}
			}
		}
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
		fn count_chars(bytes: &[u8]) -> usize {
			bytes.iter().filter(|&&b| b & 0xc0 != 0x80).count()
		}
		#[inline]
		fn scan_integer(
			bytes: &[u8],
			start: usize,
		) -> Option<(bool, Option<u128>, usize)> {
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
		const SHOWN_BYTES: usize = 40;
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
				text.push_str(
					&format!(" (the first {} of {} bytes)", shown.len(), token.len()),
				);
			}
			text
		}
		pub trait Readable {
			type Output;
			const WHAT: &'static str;
			fn read(input: &mut Input) -> Result<Self::Output, InputError>;
		}
		pub trait Integer: Sized {
			const WHAT: &'static str;
			fn from_magnitude(negative: bool, magnitude: u128) -> Option<Self>;
		}
		macro_rules! unsigned {
			($($t:ident $what:literal),*) => {
				$(impl Integer for $t { const WHAT : &'static str = $what; #[inline] fn
				from_magnitude(negative : bool, magnitude : u128) -> Option <$t > { if
				magnitude <= $t ::MAX as u128 && (! negative || magnitude == 0) {
				Some(magnitude as $t) } else { None } } } readable_integer!($t $what);)*
			};
		}
		macro_rules! signed {
			($($t:ident $what:literal),*) => {
				$(impl Integer for $t { const WHAT : &'static str = $what; #[inline] fn
				from_magnitude(negative : bool, magnitude : u128) -> Option <$t > { if !
				negative && magnitude <= $t ::MAX as u128 { Some(magnitude as $t) } else
				if negative && magnitude <= $t ::MAX as u128 + 1 { Some((magnitude as $t)
				.wrapping_neg()) } else { None } } } readable_integer!($t $what);)*
			};
		}
		macro_rules! readable_integer {
			($t:ident $what:literal) => {
				impl Readable for $t { type Output = $t; const WHAT : &'static str =
				$what; #[inline] fn read(input : & mut Input) -> Result <$t, InputError >
				{ input.integer::<$t > () } }
			};
		}
		unsigned!(
			u8 "a u8", u16 "a u16", u32 "a u32", u64 "a u64", u128 "a u128", usize
			"a usize"
		);
		signed!(
			i8 "an i8", i16 "an i16", i32 "an i32", i64 "an i64", i128 "an i128", isize
			"an isize"
		);
		macro_rules! floats {
			($($t:ident $what:literal),*) => {
				$(impl Readable for $t { type Output = $t; const WHAT : &'static str =
				$what; fn read(input : & mut Input) -> Result <$t, InputError > { let
				start = input.next_token_start(); let parsed = input.text($what)
				?.parse::<$t > (); parsed.map_err(| _ | input.error_with(start, $what
				.into(), input.position())) } })*
			};
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
					_ => {
						Err(input.error_with(start, Self::WHAT.into(), input.position()))
					}
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
					_ => {
						Err(input.error_with(start, Self::WHAT.into(), input.position()))
					}
				}
			}
		}
		#[derive(Debug, Clone, Copy)]
		pub enum Chars {}
		impl Readable for Chars {
			type Output = Vec<char>;
			const WHAT: &'static str = "a word";
			fn read(input: &mut Input) -> Result<Vec<char>, InputError> {
				input.text(Self::WHAT).map(|text| text.chars().collect())
			}
		}
		#[derive(Debug, Clone, Copy)]
		pub enum Bytes {}
		impl Readable for Bytes {
			type Output = Vec<u8>;
			const WHAT: &'static str = "a word";
			fn read(input: &mut Input) -> Result<Vec<u8>, InputError> {
				input.token().map(<[u8]>::to_vec)
			}
		}
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
		pub fn read_sized_vec<T>(
			input: &mut Input,
			read: impl FnMut(&mut Input) -> Result<T, InputError>,
		) -> Result<Vec<T>, InputError> {
			let len = input.read::<usize>().map_err(|err| err.in_part(".len()".into()))?;
			read_vec(input, len, read)
		}
		thread_local! {
			static STDIN : RefCell < Option < Input >> = RefCell::new(None);
		}
		pub fn take_stdin() -> Input {
			STDIN.with(|stdin| stdin.borrow_mut().take()).unwrap_or_else(Input::stdin)
		}
		pub fn keep_stdin(input: Input) {
			STDIN.with(|stdin| *stdin.borrow_mut() = Some(input));
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
			note: Option<&'static str>,
		}
		impl InputError {
			fn new(
				line: usize,
				column: usize,
				expected: String,
				found: String,
			) -> InputError {
				InputError(
					Box::new(Detail {
						line,
						column,
						name: String::new(),
						expected,
						found,
						note: None,
					}),
				)
			}
			fn with_note(mut self, note: &'static str) -> InputError {
				self.0.note = Some(note);
				self
			}
			pub fn named(self, name: &str) -> InputError {
				self.in_part(name.to_string())
			}
			pub fn in_item(self, index: usize) -> InputError {
				self.in_part(format!("[{}]", index))
			}
			pub fn in_field(self, index: usize) -> InputError {
				self.in_part(format!(".{}", index))
			}
			pub fn in_part(mut self, part: String) -> InputError {
				self.0.name.insert_str(0, &part);
				self
			}
			pub fn line_and_column(&self) -> (usize, usize) {
				(self.0.line, self.0.column)
			}
			pub fn exit(&self) -> ! {
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
		#[macro_export]
		macro_rules! input {
			(from $src:expr, $($rest:tt)*) => {
				let __cpkit_input : & mut $crate::cpkit::input::Input = $src;
				$crate::__cpkit_input_rules!(@ vars __cpkit_input[exit] $($rest)*);
			};
			($($rest:tt)*) => {
				let mut __cpkit_stdin = $crate::cpkit::input::take_stdin(); let
				__cpkit_input = & mut __cpkit_stdin; $crate::__cpkit_input_rules!(@ vars
				__cpkit_input[exit] $($rest)*);
				$crate::cpkit::input::keep_stdin(__cpkit_stdin);
			};
		}
		#[macro_export]
		macro_rules! __cpkit_input_rules {
			(@ vars $src:ident [$on_error:ident]) => {};
			(@ vars $src:ident [$on_error:ident],) => {};
			(@ vars $src:ident [$on_error:ident] mut $name:ident : $($rest:tt)*) => {
				$crate::__cpkit_input_rules!(@ type $src [$on_error] [mut $name] $name []
				$($rest)*);
			};
			(@ vars $src:ident [$on_error:ident] $name:ident : $($rest:tt)*) => {
				$crate::__cpkit_input_rules!(@ type $src [$on_error] [$name] $name []
				$($rest)*);
			};
			(@ vars $src:ident [$on_error:ident], $($rest:tt)*) => {
				$crate::__cpkit_input_rules!(@ vars $src [$on_error] $($rest)*);
			};
			(
				@ type $src:ident [$on_error:ident] [$($pat:tt)*] $name:ident
				[$($ty:tt)+] in $range:expr $(, $($rest:tt)*)?
			) => {
				let $($pat)* = $crate::__cpkit_input_rules!(@ check $on_error $name
				$crate::__cpkit_input_rules!(@ read_in $src, $range, $($ty)+));
				$crate::__cpkit_input_rules!(@ vars $src [$on_error] $($($rest)*)?);
			};
			(
				@ type $src:ident [$on_error:ident] [$($pat:tt)*] $name:ident
				[$($ty:tt)+], $($rest:tt)*
			) => {
				let $($pat)* = $crate::__cpkit_input_rules!(@ check $on_error $name
				$crate::__cpkit_input_rules!(@ read $src, $($ty)+));
				$crate::__cpkit_input_rules!(@ vars $src [$on_error] $($rest)*);
			};
			(
				@ type $src:ident [$on_error:ident] [$($pat:tt)*] $name:ident
				[$($ty:tt)+]
			) => {
				let $($pat)* = $crate::__cpkit_input_rules!(@ check $on_error $name
				$crate::__cpkit_input_rules!(@ read $src, $($ty)+));
			};
			(
				@ type $src:ident [$on_error:ident] [$($pat:tt)*] $name:ident
				[$($ty:tt)*] $next:tt $($rest:tt)*
			) => {
				$crate::__cpkit_input_rules!(@ type $src [$on_error] [$($pat)*] $name
				[$($ty)* $next] $($rest)*);
			};
			(@ check exit $name:ident $read:expr) => {
				match $read { ::std::result::Result::Ok(value) => value,
				::std::result::Result::Err(err) => err.named(stringify!($name)).exit(), }
			};
			(@ check return $name:ident $read:expr) => {
				match $read { ::std::result::Result::Ok(value) => value,
				::std::result::Result::Err(err) => { return
				::std::result::Result::Err(::std::convert::From::from(err
				.named(stringify!($name))),) } }
			};
			(@ read $src:ident, [$item:tt; $len:expr]) => {
				$crate::cpkit::input::read_vec($src, $len, |$src |
				$crate::__cpkit_input_rules!(@ read $src, $item))
			};
			(@ read $src:ident, [$item:tt]) => {
				$crate::cpkit::input::read_sized_vec($src, |$src |
				$crate::__cpkit_input_rules!(@ read $src, $item))
			};
			(@ read $src:ident, ($($item:tt),* $(,)?)) => {
				(|$src : & mut $crate::cpkit::input::Input | { let mut fields = 0usize..;
				::std::result::Result::Ok::< _, $crate::cpkit::input::InputError > (($({
				let field = fields.next().unwrap_or_default();
				$crate::__cpkit_input_rules!(@ read $src, $item) .map_err(| err | err
				.in_field(field)) ? },)*)) }) ($src)
			};
			(@ read $src:ident, Chars) => {
				$src .read::<$crate::cpkit::input::Chars > ()
			};
			(@ read $src:ident, Bytes) => {
				$src .read::<$crate::cpkit::input::Bytes > ()
			};
			(@ read $src:ident, Usize1) => {
				$src .read::<$crate::cpkit::input::Usize1 > ()
			};
			(@ read $src:ident, Isize1) => {
				$src .read::<$crate::cpkit::input::Isize1 > ()
			};
			(@ read $src:ident, $ty:ty) => {
				$src .read::<$ty > ()
			};
			(@ read_in $src:ident, $range:expr, [$item:tt; $len:expr]) => {
				$crate::cpkit::input::read_vec($src, $len, |$src | {
				$crate::__cpkit_input_rules!(@ read_in $src, $range, $item) })
			};
			(@ read_in $src:ident, $range:expr, [$item:tt]) => {
				$crate::cpkit::input::read_sized_vec($src, |$src | {
				$crate::__cpkit_input_rules!(@ read_in $src, $range, $item) })
			};
			(@ read_in $src:ident, $range:expr, $ty:ty) => {
				$src .read_in::<$ty, _ > ($range)
			};
		}
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
			scratch: String,
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
					scratch: String::new(),
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
			fn digits(&mut self, mut magnitude: u64, negative: bool) {
				if self.len + 21 > CAPACITY {
					self.flush();
				}
				let sign = usize::from(negative);
				let count = decimal_digits(magnitude);
				let text = &mut self.buf[self.len..self.len + sign + count];
				if negative {
					text[0] = b'-';
				}
				let mut end = text.len();
				while magnitude >= 100 {
					let pair = (magnitude % 100) as usize * 2;
					magnitude /= 100;
					end -= 2;
					text[end..end + 2].copy_from_slice(&PAIRS[pair..pair + 2]);
				}
				if magnitude >= 10 {
					let pair = magnitude as usize * 2;
					text[end - 2..end].copy_from_slice(&PAIRS[pair..pair + 2]);
				} else {
					text[end - 1] = b'0' + magnitude as u8;
				}
				self.len += sign + count;
			}
			fn wide_digits(&mut self, mut magnitude: u128, negative: bool) {
				if magnitude <= u128::from(u64::MAX) {
					return self.digits(magnitude as u64, negative);
				}
				let mut text = [0u8; 40];
				let mut start = text.len();
				while magnitude > 0 {
					start -= 1;
					text[start] = b'0' + (magnitude % 10) as u8;
					magnitude /= 10;
				}
				if negative {
					start -= 1;
					text[start] = b'-';
				}
				self.bytes(&text[start..]);
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
		fn decimal_digits(value: u64) -> usize {
			let mut count = 1;
			let mut bound = 10u64;
			while count < 20 && value >= bound {
				count += 1;
				bound = bound.wrapping_mul(10);
			}
			count
		}
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
