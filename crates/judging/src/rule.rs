//! The rules a checker can apply, by name: what a problem's metadata says
//! (`checker = "tokens"`) and what every judge's profile defaults to. A leaf
//! of the crate: the facts, with no judging in them (see [`crate::check`]).

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
    /// LeetCode's `Vec<Vec<String>>` printed as `[["..",".."],[..]]`: the same
    /// boards in any order, none twice. The judge compares values, not text,
    /// so whitespace between tokens (the final newline too) does not matter.
    UnorderedLeetCode,
}

impl Rule {
    pub const ALL: [Rule; 7] = [
        Rule::Exact,
        Rule::Luogu,
        Rule::Tokens,
        Rule::Float,
        Rule::Special,
        Rule::UnorderedBoards,
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
            Rule::UnorderedLeetCode => "unordered-leetcode",
        }
    }

    pub fn from_key(key: &str) -> Option<Rule> {
        Rule::ALL.iter().copied().find(|rule| rule.key() == key)
    }
}
