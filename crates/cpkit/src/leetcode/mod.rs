//! LeetCode's notation for values, read and written: `[2,7,11,15]`, `9`,
//! `"abc"`, `["a","b"]`, `[[1,2],[3]]`, `true`, `1.50000`.
//!
//! A LeetCode problem's local `main` reads each argument of the method in
//! this notation (one per line, as the problem page shows the examples) and
//! prints the result the same way, so a problem's `.in` and `.out` files are
//! the examples copied from its page:
//!
//! ```ignore
//! let mut input = Input::stdin();
//! let nums: Vec<i32> = leetcode::arg(&mut input, "nums");
//! let target: i32 = leetcode::arg(&mut input, "target");
//! let mut out = Output::stdout();
//! leetcode::answer(&mut out, &Solution::two_sum(nums, target));
//! ```
//!
//! Each argument may be preceded by its name and `=`, and followed by a
//! comma, as the page writes an example's input: `nums = [2,7,11,15], target
//! = 9`, on one line or one argument per line. The page's names are
//! camelCase where Rust's are snake_case: `numRows` names `num_rows` (names
//! compare ignoring case and underscores). Whitespace may stand between any
//! two tokens. A value that does not read, or a name that is not the
//! argument's, is an error with its line, column and the argument's name
//! (`nums[2]`).
//!
//! LeetCode's linked lists and trees ([`ListNode`], [`TreeNode`], with its
//! own definitions) are read and written as the pages show them, and a
//! design problem's two lines of calls are run one call at a time
//! ([`Calls`], [`Answers`]).

pub mod design;
pub mod nodes;
pub mod random;

pub use design::{Answers, Calls};
pub use nodes::{ListNode, TreeNode};

use std::io::Write;

use super::input::{Input, InputError};
use super::output::Output;

/// A type LeetCode shows in its notation.
pub trait LeetCode: Sized {
    /// What the type is called in an error.
    const WHAT: &'static str;
    fn parse(input: &mut Input) -> Result<Self, InputError>;
    fn write<W: Write>(&self, out: &mut Output<W>);
}

/// Reads the argument `name` (its Rust name, as in the signature), with or
/// without `name =` before it and a comma after it; on bad input prints one
/// `error:` line and exits with code 2.
pub fn arg<T: LeetCode>(input: &mut Input, name: &str) -> T {
    read_arg(input, name).unwrap_or_else(|err| err.exit())
}

/// What [`arg`] reads, or the error it prints.
///
/// ```
/// use cpkit::input::Input;
/// use cpkit::leetcode::read_arg;
///
/// let mut input = Input::from_bytes("nums = [2,7,11,15], target = 9");
/// assert_eq!(read_arg::<Vec<i32>>(&mut input, "nums"), Ok(vec![2, 7, 11, 15]));
/// assert_eq!(read_arg::<i32>(&mut input, "target"), Ok(9));
///
/// let mut input = Input::from_bytes("rows = 5");
/// let error = read_arg::<i32>(&mut input, "num_rows").unwrap_err();
/// assert_eq!(
///     error.to_string(),
///     "line 1, column 1: num_rows expected the name numRows (num_rows in the signature); found \"rows\""
/// );
/// ```
pub fn read_arg<T: LeetCode>(input: &mut Input, name: &str) -> Result<T, InputError> {
    read_arg_with(input, name, T::parse)
}

/// [`read_arg`] with the value read by `parse`: for a reader that knows the
/// type only at run time (the kit's check of pasted examples).
pub fn read_arg_with<T>(
    input: &mut Input,
    name: &str,
    parse: impl FnOnce(&mut Input) -> Result<T, InputError>,
) -> Result<T, InputError> {
    label(input, name).map_err(|err| err.named(name))?;
    let value = parse(input).map_err(|err| err.named(name))?;
    input.next_token_start();
    if input.peek() == Some(b',') {
        input.advance(1);
    }
    Ok(value)
}

/// Consumes `label =` where the cursor (after whitespace) is at a word
/// followed by `=`, checking that it names the argument `name`; consumes
/// nothing where there is no label.
fn label(input: &mut Input, name: &str) -> Result<(), InputError> {
    let start = input.next_token_start();
    let rest = input.rest();
    let len = match rest.first() {
        Some(b) if b.is_ascii_alphabetic() || *b == b'_' => rest
            .iter()
            .position(|&b| !(b.is_ascii_alphanumeric() || b == b'_'))
            .unwrap_or(rest.len()),
        _ => return Ok(()),
    };
    let equals = match rest[len..].iter().position(|b| !b.is_ascii_whitespace()) {
        Some(gap) if rest[len + gap] == b'=' => len + gap,
        _ => return Ok(()),
    };
    let rust = name.trim_start_matches("r#");
    let folded = |text: &[u8]| -> Vec<u8> {
        text.iter()
            .filter(|&&b| b != b'_')
            .map(u8::to_ascii_lowercase)
            .collect()
    };
    if folded(&rest[..len]) != folded(rust.as_bytes()) {
        let page = camel_case(rust);
        let what = if page == rust {
            format!("the name {}", rust)
        } else {
            format!("the name {} ({} in the signature)", page, rust)
        };
        return Err(input.error_with(start, what, start + len));
    }
    input.advance(equals + 1);
    Ok(())
}

/// A snake_case name as LeetCode's pages write it: `num_rows` → `numRows`.
fn camel_case(snake: &str) -> String {
    let mut camel = String::with_capacity(snake.len());
    let mut upper = false;
    for ch in snake.chars() {
        if ch == '_' && !camel.is_empty() {
            upper = true;
        } else if upper {
            camel.push(ch.to_ascii_uppercase());
            upper = false;
        } else {
            camel.push(ch);
        }
    }
    camel
}

/// Writes `value` and a newline.
pub fn answer<T: LeetCode, W: Write>(out: &mut Output<W>, value: &T) {
    value.write(out);
    out.ln();
}

/// The error for what starts at the cursor (after whitespace), which should
/// have been `what`: the text shown runs to the next delimiter.
fn expected<T>(input: &mut Input, what: &str) -> Result<T, InputError> {
    let start = input.next_token_start();
    let len = input
        .rest()
        .iter()
        .position(|&b| b.is_ascii_whitespace() || b == b',' || b == b']' || b == b'[')
        .unwrap_or(input.rest().len())
        .max(1);
    Err(input.error_with(start, what.into(), start + len))
}

/// Consumes `byte` (after whitespace), or fails saying `what` was expected.
fn eat(input: &mut Input, byte: u8, what: &str) -> Result<(), InputError> {
    input.next_token_start();
    if input.peek() == Some(byte) {
        input.advance(1);
        Ok(())
    } else {
        expected(input, what)
    }
}

macro_rules! integers {
    ($($t:ty),*) => {$(
        impl LeetCode for $t {
            const WHAT: &'static str = <$t as super::input::Readable>::WHAT;
            fn parse(input: &mut Input) -> Result<$t, InputError> {
                match input.integer_prefix::<$t>() {
                    Some(value) => Ok(value),
                    None => expected(input, <$t as LeetCode>::WHAT),
                }
            }
            fn write<W: Write>(&self, out: &mut Output<W>) {
                out.put(self);
            }
        }
    )*};
}

integers!(i8, i16, i32, i64, i128, isize, u8, u16, u32, u64, u128, usize);

impl LeetCode for f64 {
    const WHAT: &'static str = "an f64";
    fn parse(input: &mut Input) -> Result<f64, InputError> {
        input.next_token_start();
        let len = input
            .rest()
            .iter()
            .position(|&b| !(b.is_ascii_alphanumeric() || b"+-.".contains(&b)))
            .unwrap_or(input.rest().len());
        let parsed = std::str::from_utf8(&input.rest()[..len])
            .ok()
            .and_then(|text| text.parse().ok());
        match parsed {
            Some(value) if len > 0 => {
                input.advance(len);
                Ok(value)
            }
            _ => expected(input, Self::WHAT),
        }
    }
    /// LeetCode shows doubles with five decimals.
    fn write<W: Write>(&self, out: &mut Output<W>) {
        out.float(*self, 5);
    }
}

impl LeetCode for bool {
    const WHAT: &'static str = "true or false";
    fn parse(input: &mut Input) -> Result<bool, InputError> {
        input.next_token_start();
        for (word, value) in [(&b"true"[..], true), (&b"false"[..], false)] {
            if input.rest().starts_with(word) {
                input.advance(word.len());
                return Ok(value);
            }
        }
        expected(input, Self::WHAT)
    }
    fn write<W: Write>(&self, out: &mut Output<W>) {
        out.put(self);
    }
}

impl LeetCode for String {
    const WHAT: &'static str = "a string in double quotes";
    fn parse(input: &mut Input) -> Result<String, InputError> {
        let start = input.next_token_start();
        eat(input, b'"', Self::WHAT)?;
        let mut bytes = Vec::new();
        loop {
            let byte = match input.peek() {
                Some(byte) => byte,
                None => {
                    return Err(input.error_with(start, "a closing \"".into(), input.position()))
                }
            };
            input.advance(1);
            match byte {
                b'"' => break,
                b'\\' => {
                    let escaped = input.peek();
                    input.advance(1);
                    bytes.push(match escaped {
                        Some(b'n') => b'\n',
                        Some(b't') => b'\t',
                        Some(b'r') => b'\r',
                        Some(b @ (b'"' | b'\\' | b'/')) => b,
                        _ => {
                            let at = input.position() - 2;
                            return Err(input.error_with(
                                at,
                                "an escape: \\\" \\\\ \\/ \\n \\t \\r".into(),
                                at + 2,
                            ));
                        }
                    });
                }
                _ => bytes.push(byte),
            }
        }
        String::from_utf8(bytes)
            .map_err(|_| input.error_with(start, "a string in UTF-8".into(), input.position()))
    }
    fn write<W: Write>(&self, out: &mut Output<W>) {
        out.byte(b'"');
        for ch in self.chars() {
            match ch {
                '"' => out.str("\\\""),
                '\\' => out.str("\\\\"),
                '\n' => out.str("\\n"),
                '\t' => out.str("\\t"),
                '\r' => out.str("\\r"),
                _ => {
                    out.put(ch);
                }
            }
        }
        out.byte(b'"');
    }
}

/// LeetCode writes a `char` as a one-character string: `"a"`.
impl LeetCode for char {
    const WHAT: &'static str = "one character in double quotes";
    fn parse(input: &mut Input) -> Result<char, InputError> {
        let start = input.next_token_start();
        let text = String::parse(input)?;
        let mut chars = text.chars();
        match (chars.next(), chars.next()) {
            (Some(only), None) => Ok(only),
            _ => Err(input.error_with(start, Self::WHAT.into(), input.position())),
        }
    }
    fn write<W: Write>(&self, out: &mut Output<W>) {
        let mut utf8 = [0; 4];
        String::from(&*self.encode_utf8(&mut utf8)).write(out);
    }
}

/// Reads a list in brackets, each item with `item`; an error in an item
/// says which (`[2]`).
pub fn list<T>(
    input: &mut Input,
    mut item: impl FnMut(&mut Input) -> Result<T, InputError>,
) -> Result<Vec<T>, InputError> {
    eat(input, b'[', "a list in brackets")?;
    let mut items = Vec::new();
    input.next_token_start();
    if input.peek() == Some(b']') {
        input.advance(1);
        return Ok(items);
    }
    loop {
        items.push(item(input).map_err(|err| err.in_item(items.len()))?);
        input.next_token_start();
        match input.peek() {
            Some(b',') => input.advance(1),
            Some(b']') => {
                input.advance(1);
                return Ok(items);
            }
            _ => return expected(input, "\",\" or \"]\""),
        }
    }
}

/// Writes `items` as a list in brackets, each with `item`.
pub fn write_list<T, W: Write>(
    out: &mut Output<W>,
    items: &[T],
    mut item: impl FnMut(&T, &mut Output<W>),
) {
    out.byte(b'[');
    for (i, value) in items.iter().enumerate() {
        if i > 0 {
            out.byte(b',');
        }
        item(value, out);
    }
    out.byte(b']');
}

impl<T: LeetCode> LeetCode for Vec<T> {
    const WHAT: &'static str = "a list in brackets";
    fn parse(input: &mut Input) -> Result<Vec<T>, InputError> {
        list(input, T::parse)
    }
    fn write<W: Write>(&self, out: &mut Output<W>) {
        write_list(out, self, |item, out| item.write(out));
    }
}

/// Whether the next token is `null`, which is then consumed.
pub fn null(input: &mut Input) -> bool {
    input.next_token_start();
    let rest = input.rest();
    let is_null = rest.starts_with(b"null")
        && !rest
            .get(4)
            .map_or(false, |b| b.is_ascii_alphanumeric() || *b == b'_');
    if is_null {
        input.advance(4);
    }
    is_null
}

/// `null` or a value: what LeetCode shows for an `Option` of a plain type
/// (`Option<i32>` as a result, a missing node in a tree).
macro_rules! nullable {
    ($($t:ty),*) => {$(
        impl LeetCode for Option<$t> {
            const WHAT: &'static str = "null or a value";
            fn parse(input: &mut Input) -> Result<Option<$t>, InputError> {
                if null(input) {
                    Ok(None)
                } else {
                    <$t as LeetCode>::parse(input).map(Some)
                }
            }
            fn write<W: Write>(&self, out: &mut Output<W>) {
                match self {
                    Some(value) => value.write(out),
                    None => out.str("null"),
                }
            }
        }
    )*};
}

nullable!(i32, i64, u32, u64, usize, f64, bool, String, char, Vec<i32>);

/// A method that returns nothing shows as `null` in a design problem's
/// output.
impl LeetCode for () {
    const WHAT: &'static str = "null";
    fn parse(input: &mut Input) -> Result<(), InputError> {
        if null(input) {
            Ok(())
        } else {
            expected(input, Self::WHAT)
        }
    }
    fn write<W: Write>(&self, out: &mut Output<W>) {
        out.str("null");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read<T: LeetCode>(text: &str) -> Result<T, String> {
        let mut input = Input::from_bytes(text);
        let value = T::parse(&mut input).map_err(|err| err.named("x").to_string())?;
        input.end().map_err(|err| err.to_string())?;
        Ok(value)
    }

    fn shown<T: LeetCode>(value: &T) -> String {
        let mut text = Vec::new();
        answer(&mut Output::new(&mut text), value);
        String::from_utf8(text).unwrap()
    }

    #[test]
    fn the_examples_of_leetcode_pages_read_and_print_back() {
        assert_eq!(read::<Vec<i32>>("[2,7,11,15]\n"), Ok(vec![2, 7, 11, 15]));
        assert_eq!(shown(&vec![2, 7, 11, 15]), "[2,7,11,15]\n");
        assert_eq!(read::<i64>("-9"), Ok(-9));
        assert_eq!(read::<String>("\"abc\""), Ok("abc".to_string()));
        assert_eq!(shown(&"abc".to_string()), "\"abc\"\n");
        let words = vec!["a".to_string(), "b".to_string()];
        assert_eq!(read::<Vec<String>>("[\"a\",\"b\"]"), Ok(words.clone()));
        assert_eq!(shown(&words), "[\"a\",\"b\"]\n");
        let nested = vec![vec![1, 2], vec![3], vec![]];
        assert_eq!(read::<Vec<Vec<i32>>>("[[1,2],[3],[]]"), Ok(nested.clone()));
        assert_eq!(shown(&nested), "[[1,2],[3],[]]\n");
        assert_eq!(read::<bool>("true"), Ok(true));
        assert_eq!(shown(&false), "false\n");
        assert_eq!(read::<f64>("1.5"), Ok(1.5));
        assert_eq!(shown(&1.5f64), "1.50000\n");
        assert_eq!(shown(&-0.000001f64), "0.00000\n");
        let board = vec![vec!['5', '.'], vec!['.', '9']];
        assert_eq!(
            read::<Vec<Vec<char>>>("[[\"5\",\".\"],[\".\",\"9\"]]"),
            Ok(board.clone())
        );
        assert_eq!(shown(&board), "[[\"5\",\".\"],[\".\",\"9\"]]\n");
        assert_eq!(read::<Vec<Vec<Vec<u8>>>>("[[[]]]"), Ok(vec![vec![vec![]]]));
    }

    #[test]
    fn whitespace_between_tokens_is_allowed() {
        assert_eq!(read::<Vec<i32>>(" [ 1 , -2 ,3 ] \n"), Ok(vec![1, -2, 3]));
        assert_eq!(
            read::<Vec<String>>("[\"a b\" ,\"\"]"),
            Ok(vec!["a b".into(), "".into()])
        );
    }

    #[test]
    fn escapes_round_trip() {
        let text = "q\"b\\n\nt\t/".to_string();
        assert_eq!(shown(&text), "\"q\\\"b\\\\n\\nt\\t/\"\n");
        assert_eq!(read::<String>(shown(&text).trim()), Ok(text));
        assert_eq!(read::<String>("\"\\/\""), Ok("/".into()));
    }

    #[test]
    fn errors_name_the_argument_the_item_and_the_place() {
        let cases: [(Result<(), String>, &str); 9] = [
            (
                read::<Vec<i32>>("[2,7,x,15]").map(drop),
                "line 1, column 6: x[2] expected an i32; found \"x\"",
            ),
            (
                read::<Vec<i32>>("[2,7 11]").map(drop),
                "line 1, column 6: x expected \",\" or \"]\"; found \"11\"",
            ),
            (
                read::<Vec<i32>>("\n2,7").map(drop),
                "line 2, column 1: x expected a list in brackets; found \"2\"",
            ),
            (
                read::<Vec<i32>>("[1,2").map(drop),
                "line 1, column 5: x expected \",\" or \"]\"; found the end of the input",
            ),
            (
                read::<i32>("2147483648").map(drop),
                "line 1, column 1: x expected an i32; found \"2147483648\"",
            ),
            (
                read::<String>("abc").map(drop),
                "line 1, column 1: x expected a string in double quotes; found \"abc\"",
            ),
            (
                read::<String>("\"abc").map(drop),
                "line 1, column 1: x expected a closing \"; found \"\\\"abc\"",
            ),
            (
                read::<Vec<char>>("[\"ab\"]").map(drop),
                "line 1, column 2: x[0] expected one character in double quotes; found \"ab\"",
            ),
            (
                read::<bool>("yes").map(drop),
                "line 1, column 1: x expected true or false; found \"yes\"",
            ),
        ];
        for (result, expected) in cases {
            assert_eq!(result, Err(expected.to_string()));
        }
    }

    fn args(text: &str) -> Result<(Vec<i32>, i32), String> {
        let mut input = Input::from_bytes(text);
        let nums = read_arg::<Vec<i32>>(&mut input, "nums").map_err(|e| e.to_string())?;
        let num_rows = read_arg::<i32>(&mut input, "num_rows").map_err(|e| e.to_string())?;
        input.end().map_err(|err| err.to_string())?;
        Ok((nums, num_rows))
    }

    #[test]
    fn arguments_may_be_named_as_the_page_shows_them() {
        let expected = Ok((vec![2, 7, 11, 15], 9));
        for text in [
            "[2,7,11,15]\n9\n",
            "nums = [2,7,11,15], numRows = 9",
            "nums=[2,7,11,15],numRows=9\n",
            "nums = [2,7,11,15]\nnumRows = 9\n",
            "  nums =\n [2, 7, 11, 15] ,\n num_rows\t= 9",
            "[2,7,11,15], numRows = 9",
            "nums = [2,7,11,15]\n9",
        ] {
            assert_eq!(args(text), expected, "{:?}", text);
        }
        let mut input = Input::from_bytes("true, flag = false");
        assert_eq!(read_arg::<bool>(&mut input, "first"), Ok(true));
        assert_eq!(read_arg::<bool>(&mut input, "flag"), Ok(false));
        let mut input = Input::from_bytes("type = 3");
        assert_eq!(read_arg::<i32>(&mut input, "r#type"), Ok(3));
    }

    #[test]
    fn a_wrong_name_is_an_error_naming_both_and_the_place() {
        assert_eq!(
            args("nums = [1], rows = 5"),
            Err("line 1, column 13: num_rows expected the name numRows (num_rows in the signature); found \"rows\"".into())
        );
        assert_eq!(
            args("numbers = [1]\nnumRows = 5"),
            Err("line 1, column 1: nums expected the name nums; found \"numbers\"".into())
        );
        // Without `=` a word is a value, read as the type wants.
        assert_eq!(
            args("[1]\nnumRows 5"),
            Err("line 2, column 1: num_rows expected an i32; found \"numRows\"".into())
        );
        assert_eq!(
            args("nums = , numRows = 5"),
            Err("line 1, column 8: nums expected a list in brackets; found \",\"".into())
        );
    }

    #[test]
    fn camel_case_is_the_pages_spelling() {
        assert_eq!(camel_case("num_rows"), "numRows");
        assert_eq!(camel_case("nums"), "nums");
        assert_eq!(camel_case("max_k_sum_2"), "maxKSum2");
    }

    #[test]
    fn arguments_follow_each_other_line_by_line() {
        let mut input = Input::from_bytes("[3,2,4]\n6\n");
        let nums: Vec<i32> = arg(&mut input, "nums");
        let target: i32 = arg(&mut input, "target");
        assert_eq!((nums, target), (vec![3, 2, 4], 6));
        assert!(!input.has_more());
    }
}
