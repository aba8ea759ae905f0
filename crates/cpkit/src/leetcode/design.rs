//! A design problem's example run as LeetCode runs it: the class's
//! constructor, then each call in order, the results collected into one
//! list with `null` for the constructor and for methods that return nothing.
//!
//! The page gives an example as two lines, the calls' names and their
//! arguments, and an output line:
//!
//! ```text
//! ["NumArray", "sumRange", "update", "sumRange"]
//! [[[1, 3, 5]], [0, 2], [1, 2], [0, 2]]
//! [null, 9, null, 8]
//! ```
//!
//! [`Calls`] reads the first line whole, checking every name against the
//! class's methods, then the arguments one call at a time, each in the
//! type its method takes, so a solution's `main` is a loop over the calls:
//!
//! ```
//! use cpkit::input::Input;
//! use cpkit::leetcode::{Answers, Calls};
//! use cpkit::output::Output;
//!
//! let mut input = Input::from_bytes("[\"Counter\",\"add\",\"get\"]\n[[],[5],[]]\n");
//! let mut text = Vec::new();
//! let mut out = Output::new(&mut text);
//! let mut calls = Calls::read(&mut input, "Counter", &["add", "get"]);
//! let mut answers = Answers::new(&mut out);
//! let mut total = 0;
//! answers.null();
//! while let Some(method) = calls.next() {
//!     match method {
//!         "add" => {
//!             let n: i64 = calls.arg("n");
//!             total += n;
//!             answers.null();
//!         }
//!         "get" => answers.value(&total),
//!         _ => unreachable!("Calls::read checked the names"),
//!     }
//! }
//! calls.end();
//! answers.end();
//! drop(out);
//! assert_eq!(String::from_utf8(text).unwrap(), "[null,null,5]\n");
//! ```
//!
//! A bad example is one `error:` line naming the call, the argument and the
//! place: `line 2, column 14: call 3 (update) val expected an i32; found
//! "x"`.

use std::io::Write;

use super::super::input::{Input, InputError};
use super::super::output::Output;
use super::{eat, expected, LeetCode};

/// The calls of one example, read as they are run.
#[derive(Debug)]
pub struct Calls<'a> {
    input: &'a mut Input,
    names: Vec<String>,
    /// The call whose arguments are being read (0 is the constructor).
    current: usize,
    /// How many arguments of the current call have been read.
    args: usize,
}

impl<'a> Calls<'a> {
    /// Reads the line of names (the first must be `class`, each other one of
    /// `methods`, as the page spells them) and opens the constructor's
    /// arguments; on bad input prints one `error:` line and exits with 2.
    pub fn read(input: &'a mut Input, class: &str, methods: &[&str]) -> Calls<'a> {
        Calls::try_read(input, class, methods).unwrap_or_else(|err| err.exit())
    }

    /// What [`Calls::read`] reads, or its error.
    pub fn try_read(
        input: &'a mut Input,
        class: &str,
        methods: &[&str],
    ) -> Result<Calls<'a>, InputError> {
        let mut names = Vec::new();
        let mut i = 0;
        super::list(input, |input| {
            let start = input.next_token_start();
            let name = String::parse(input)?;
            let known = if i == 0 {
                name == class
            } else {
                methods.contains(&name.as_str())
            };
            if !known {
                let what = if i == 0 {
                    format!("the class {:?} first", class)
                } else {
                    // The one way a kit's local `main` falls behind
                    // its class without failing to build.
                    format!(
                        "one of the methods {:?} (a method added since the local main was written? `cargo xtask vendor` writes it again)",
                        methods
                    )
                };
                let end = input.position();
                return Err(input.error_with(start, what, end));
            }
            i += 1;
            names.push(name);
            Ok(())
        })
        .map_err(|err| err.in_part("calls".into()))?;
        if names.is_empty() {
            return expected(input, "at least the constructor's call")
                .map_err(|err: InputError| err.in_part("calls".into()));
        }
        eat(input, b'[', "the calls' arguments in brackets")?;
        let mut calls = Calls {
            input,
            names,
            current: 0,
            args: 0,
        };
        calls.open()?;
        Ok(calls)
    }

    /// The part of an error's name that says which call: `call 3 (update)`.
    fn which(&self) -> String {
        format!("call {} ({})", self.current + 1, self.names[self.current])
    }

    /// Consumes the `[` that opens the current call's arguments.
    fn open(&mut self) -> Result<(), InputError> {
        let which = self.which();
        eat(self.input, b'[', "a list of the call's arguments")
            .map_err(|err| err.in_part(which))?;
        self.args = 0;
        Ok(())
    }

    /// Reads the current call's next argument, named `name` (as in the
    /// method's signature, for errors); exits with an `error:` line if it
    /// is not there or does not read.
    pub fn arg<T: LeetCode>(&mut self, name: &str) -> T {
        self.try_arg(name).unwrap_or_else(|err| err.exit())
    }

    /// What [`Calls::arg`] reads, or its error.
    pub fn try_arg<T: LeetCode>(&mut self, name: &str) -> Result<T, InputError> {
        let which = format!("{} ", self.which());
        let named = |err: InputError| err.named(name).in_part(which.clone());
        if self.args > 0 {
            eat(self.input, b',', "\",\" and the next argument").map_err(named)?;
        }
        let value = T::parse(self.input).map_err(named)?;
        self.args += 1;
        Ok(value)
    }

    /// Closes the current call and opens the next, whose name it returns;
    /// `None` after the last. Exits with an `error:` line when the
    /// arguments line does not match the names line.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> Option<&str> {
        match self.try_next() {
            Ok(true) => Some(&self.names[self.current]),
            Ok(false) => None,
            Err(err) => err.exit(),
        }
    }

    /// What [`Calls::next`] does: whether there is a next call, or the error.
    pub fn try_next(&mut self) -> Result<bool, InputError> {
        let which = self.which();
        eat(self.input, b']', "\"]\": no more arguments for this call")
            .map_err(|err| err.in_part(which))?;
        self.current += 1;
        self.input.next_token_start();
        let more = self.input.peek() == Some(b',');
        if self.current == self.names.len() {
            if more {
                let at = self.input.position();
                return Err(self.input.error_with(
                    at,
                    format!("\"]\": the names line has {} calls", self.names.len()),
                    at + 1,
                ));
            }
            eat(self.input, b']', "\"]\"")?;
            return Ok(false);
        }
        if !more {
            let which = self.which();
            return expected(self.input, "\",\" and this call's arguments")
                .map_err(|err: InputError| err.in_part(which));
        }
        self.input.advance(1);
        self.open()?;
        Ok(true)
    }

    /// Checks that nothing but whitespace follows the example.
    pub fn end(self) {
        if let Err(err) = self.input.end() {
            err.exit()
        }
    }
}

/// The results of the calls, written as one list: `[null,9,null,8]`.
#[derive(Debug)]
pub struct Answers<'o, W: Write> {
    out: &'o mut Output<W>,
    first: bool,
}

impl<'o, W: Write> Answers<'o, W> {
    pub fn new(out: &'o mut Output<W>) -> Self {
        out.byte(b'[');
        Answers { out, first: true }
    }

    fn separate(&mut self) {
        if !self.first {
            self.out.byte(b',');
        }
        self.first = false;
    }

    /// A call that returns nothing (the constructor too).
    pub fn null(&mut self) {
        self.separate();
        self.out.str("null");
    }

    /// A call's result.
    pub fn value<T: LeetCode>(&mut self, value: &T) {
        self.separate();
        value.write(self.out);
    }

    /// Closes the list and ends the line.
    pub fn end(self) {
        self.out.byte(b']');
        self.out.ln();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs a counter class over `text`: `add(n)` returns nothing, `get()`
    /// the total; returns the output or the error.
    fn run(text: &str) -> Result<String, String> {
        let mut input = Input::from_bytes(text);
        let mut buffer = Vec::new();
        {
            let mut out = Output::new(&mut buffer);
            let mut calls = Calls::try_read(&mut input, "Counter", &["add", "get"])
                .map_err(|err| err.to_string())?;
            let mut answers = Answers::new(&mut out);
            answers.null();
            let mut total = 0i64;
            while calls.try_next().map_err(|err| err.to_string())? {
                match calls.names[calls.current].as_str() {
                    "add" => {
                        total += calls.try_arg::<i64>("n").map_err(|e| e.to_string())?;
                        answers.null();
                    }
                    _ => answers.value(&total),
                }
            }
            calls.input.end().map_err(|err| err.to_string())?;
            answers.end();
        }
        Ok(String::from_utf8(buffer).unwrap())
    }

    #[test]
    fn calls_run_in_order_and_unit_results_are_null() {
        assert_eq!(
            run("[\"Counter\", \"add\", \"get\", \"add\", \"get\"]\n[[], [5], [], [-2], []]\n"),
            Ok("[null,null,5,null,3]\n".into())
        );
        assert_eq!(run("[\"Counter\"]\n[[]]"), Ok("[null]\n".into()));
    }

    #[test]
    fn a_bad_example_names_the_call_the_argument_and_the_place() {
        let cases = [
            (
                "[\"Counter\",\"add\"]\n[[],[x]]",
                "line 2, column 6: call 2 (add) n expected an i64; found \"x\"",
            ),
            (
                "[\"Counter\",\"pop\"]\n[[],[]]",
                "line 1, column 12: calls[1] expected one of the methods [\"add\", \"get\"] (a method added since the local main was written? `cargo xtask vendor` writes it again); found \"pop\"",
            ),
            (
                "[\"Count\"]\n[[]]",
                "line 1, column 2: calls[0] expected the class \"Counter\" first; found \"Count\"",
            ),
            (
                "[\"Counter\",\"add\",\"get\"]\n[[],[1]]",
                "line 2, column 8: call 3 (get) expected \",\" and this call's arguments; found \"]\"",
            ),
            (
                "[\"Counter\",\"add\"]\n[[],[1],[]]",
                "line 2, column 8: expected \"]\": the names line has 2 calls; found \",\"",
            ),
            (
                "[\"Counter\",\"add\"]\n[[],[1,2]]",
                "line 2, column 7: call 2 (add) expected \"]\": no more arguments for this call; found \",\"",
            ),
            (
                "[\"Counter\",\"add\"]\n[[],[]]",
                "line 2, column 6: call 2 (add) n expected an i64; found \"]\"",
            ),
        ];
        for (text, error) in cases {
            assert_eq!(run(text), Err(error.to_string()), "{}", text);
        }
    }
}
