//! The rules a checker can apply, by name: what a problem's metadata says
//! (`checker = "tokens"`) and what every judge's profile defaults to. A leaf
//! of the crate: the facts, with no judging in them (see [`crate::check`]).

/// The bound a `float` problem gets when its metadata gives none.
pub const DEFAULT_FLOAT_ERROR: f64 = 1e-6;

/// The bound a `leetcode` problem gets when its metadata gives none:
/// LeetCode accepts a double within 1e-5 of the answer.
pub const LEETCODE_FLOAT_ERROR: f64 = 1e-5;

/// A judge's rule for comparing an output with the expected one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rule {
    /// Byte for byte.
    Exact,
    /// Luogu: line by line, trailing whitespace on a line and blank lines at
    /// the end ignored.
    Luogu,
    /// Codeforces and AtCoder: the same whitespace-separated tokens; how many
    /// spaces, which line breaks and whether there is a final newline do not
    /// matter.
    Tokens,
    /// Tokens, except that two numbers pass when their absolute or relative
    /// error is within the problem's `float-error`.
    Float,
    /// The problem's own checker program, `problems/<p>/checker.rs`, run as
    /// `checker <input> <output> <answer>`: exit code 0 accepts.
    Special,
    /// AcWing's n-queens: boards of `.`/`Q` lines, each followed by one empty
    /// line, in any order, none twice; lines compared exactly.
    UnorderedBoards,
    /// LeetCode's answers as values, as its judge compares them: the same
    /// lists, strings, numbers, `null`s and booleans, however they are
    /// spaced or broken into lines (`[null, null, 1]` is `[null,null,1]`),
    /// numbers with a `.` within the problem's `float-error`.
    LeetCode,
    /// LeetCode's `Vec<Vec<String>>` printed as `[["..",".."],[..]]`: the same
    /// boards in any order, none twice. The judge compares values, not text,
    /// so whitespace between tokens (the final newline too) does not matter.
    UnorderedLeetCode,
}

impl Rule {
    pub const ALL: [Rule; 8] = [
        Rule::Exact,
        Rule::Luogu,
        Rule::Tokens,
        Rule::Float,
        Rule::Special,
        Rule::UnorderedBoards,
        Rule::LeetCode,
        Rule::UnorderedLeetCode,
    ];

    /// The name used in metadata and on the command line.
    pub fn key(self) -> &'static str {
        match self {
            Rule::Exact => "exact",
            Rule::Luogu => "luogu",
            Rule::Tokens => "tokens",
            Rule::Float => "float",
            Rule::Special => "special",
            Rule::UnorderedBoards => "unordered-boards",
            Rule::LeetCode => "leetcode",
            Rule::UnorderedLeetCode => "unordered-leetcode",
        }
    }

    /// The error two numbers may differ by under this rule when the
    /// problem's metadata states none.
    pub fn default_float_error(self) -> f64 {
        match self {
            Rule::LeetCode => LEETCODE_FLOAT_ERROR,
            _ => DEFAULT_FLOAT_ERROR,
        }
    }

    pub fn from_key(key: &str) -> Option<Rule> {
        Rule::ALL.iter().copied().find(|rule| rule.key() == key)
    }
}
