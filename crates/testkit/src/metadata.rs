//! A problem's judge metadata: the `[package.metadata.judge]` table of its
//! `Cargo.toml`, read by the tests and by `cargo xtask`.
//!
//! ```toml
//! [package.metadata.judge]
//! judge = "luogu"                 # acwing, luogu, leetcode, codeforces, atcoder
//! url = "https://www.luogu.com.cn/problem/P1219"
//! time-limit-ms = 1000
//! memory-limit-mib = 125
//! checker = "luogu"               # exact, luogu, unordered-boards, unordered-leetcode
//! kind = "stdin"                  # stdin, or leetcode with a signature:
//! # signature = "pub fn total_n_queens(n: i32) -> i32"
//! ```

use std::fmt;
use std::fs;
use std::path::Path;

use crate::check::Rule;

/// An online judge, and how it builds a Rust submission.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Judge {
    AcWing,
    Luogu,
    LeetCode,
    Codeforces,
    AtCoder,
}

impl Judge {
    pub const ALL: [Judge; 5] = [
        Judge::AcWing,
        Judge::Luogu,
        Judge::LeetCode,
        Judge::Codeforces,
        Judge::AtCoder,
    ];

    /// The name used in metadata and on the command line.
    pub fn key(self) -> &'static str {
        match self {
            Judge::AcWing => "acwing",
            Judge::Luogu => "luogu",
            Judge::LeetCode => "leetcode",
            Judge::Codeforces => "codeforces",
            Judge::AtCoder => "atcoder",
        }
    }

    pub fn from_key(key: &str) -> Option<Judge> {
        Judge::ALL.iter().copied().find(|judge| judge.key() == key)
    }

    /// The edition the judge compiles with (the one to pick on its page).
    /// Luogu states 2024; LeetCode has been seen on rustc 1.58, edition 2018;
    /// Codeforces offers 2021; AtCoder 2024; AcWing does not say, so 2021.
    pub fn edition(self) -> &'static str {
        match self {
            Judge::AcWing | Judge::Codeforces => "2021",
            Judge::Luogu | Judge::AtCoder => "2024",
            Judge::LeetCode => "2018",
        }
    }

    /// The `-C opt-level` the judge compiles with.
    pub fn opt_level(self) -> u8 {
        2
    }
}

impl fmt::Display for Judge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

/// How the judge feeds a solution.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Kind {
    /// A whole program reading stdin and writing stdout.
    Stdin,
    /// LeetCode: a method of `struct Solution` with this signature.
    LeetCode { signature: String },
}

/// Everything `[package.metadata.judge]` says about a problem.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Metadata {
    pub judge: Judge,
    pub url: String,
    pub time_limit_ms: u64,
    pub memory_limit_mib: u64,
    pub checker: Rule,
    pub kind: Kind,
}

impl Rule {
    pub const ALL: [Rule; 4] = [
        Rule::Exact,
        Rule::Luogu,
        Rule::UnorderedBoards,
        Rule::UnorderedLeetCode,
    ];

    /// The name used in metadata.
    pub fn key(self) -> &'static str {
        match self {
            Rule::Exact => "exact",
            Rule::Luogu => "luogu",
            Rule::UnorderedBoards => "unordered-boards",
            Rule::UnorderedLeetCode => "unordered-leetcode",
        }
    }

    pub fn from_key(key: &str) -> Option<Rule> {
        Rule::ALL.iter().copied().find(|rule| rule.key() == key)
    }
}

const TABLE: &str = "package.metadata.judge";

/// Reads the metadata of the package whose manifest is `cargo_toml`; an
/// error names the file and the key.
pub fn load(cargo_toml: &Path) -> Result<Metadata, String> {
    let shown = cargo_toml.display();
    let text =
        fs::read_to_string(cargo_toml).map_err(|err| format!("cannot read {}: {}", shown, err))?;
    parse(&text).map_err(|err| format!("{}: {}", shown, err))
}

/// The metadata of `problems/<name>`, for tests: panics with the error.
pub fn of_problem(name: &str) -> Metadata {
    let path = crate::testdata::root()
        .join("problems")
        .join(name)
        .join("Cargo.toml");
    load(&path).unwrap_or_else(|err| panic!("{}", err))
}

fn parse(text: &str) -> Result<Metadata, String> {
    let manifest: toml::Table = text
        .parse()
        .map_err(|err| format!("not valid TOML: {}", err))?;
    let table = manifest
        .get("package")
        .and_then(|package| package.get("metadata"))
        .and_then(|metadata| metadata.get("judge"))
        .ok_or_else(|| format!("no [{}] table; see README.md, \"Problem metadata\"", TABLE))?
        .as_table()
        .ok_or_else(|| format!("`{}` is not a table", TABLE))?;
    let string = |key: &str| -> Result<&str, String> {
        match table.get(key) {
            None => Err(format!("missing key `{}.{}`", TABLE, key)),
            Some(value) => value
                .as_str()
                .ok_or_else(|| format!("`{}.{}` must be a string; found {}", TABLE, key, value)),
        }
    };
    let positive = |key: &str| -> Result<u64, String> {
        let value = table
            .get(key)
            .ok_or_else(|| format!("missing key `{}.{}`", TABLE, key))?;
        match value.as_integer() {
            Some(number) if number > 0 => Ok(number as u64),
            _ => Err(format!(
                "`{}.{}` must be a positive integer; found {}",
                TABLE, key, value
            )),
        }
    };
    let one_of = |key: &str, found: &str, allowed: &[&str]| {
        format!(
            "`{}.{}` must be one of {}; found \"{}\"",
            TABLE,
            key,
            allowed.join(", "),
            found
        )
    };

    let judge_key = string("judge")?;
    let judge = Judge::from_key(judge_key).ok_or_else(|| {
        let keys: Vec<&str> = Judge::ALL.iter().map(|judge| judge.key()).collect();
        one_of("judge", judge_key, &keys)
    })?;
    let checker_key = string("checker")?;
    let checker = Rule::from_key(checker_key).ok_or_else(|| {
        let keys: Vec<&str> = Rule::ALL.iter().map(|rule| rule.key()).collect();
        one_of("checker", checker_key, &keys)
    })?;
    let kind = match string("kind")? {
        "stdin" => {
            if table.contains_key("signature") {
                return Err(format!(
                    "`{}.signature` is only for kind = \"leetcode\"",
                    TABLE
                ));
            }
            Kind::Stdin
        }
        "leetcode" => Kind::LeetCode {
            signature: string("signature")?.to_string(),
        },
        other => return Err(one_of("kind", other, &["stdin", "leetcode"])),
    };
    Ok(Metadata {
        judge,
        url: string("url")?.to_string(),
        time_limit_ms: positive("time-limit-ms")?,
        memory_limit_mib: positive("memory-limit-mib")?,
        checker,
        kind,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = r#"
[package]
name = "p"

[package.metadata.judge]
judge = "leetcode"
url = "https://leetcode.com/problems/n-queens-ii/"
time-limit-ms = 1000
memory-limit-mib = 256
checker = "exact"
kind = "leetcode"
signature = "pub fn total_n_queens(n: i32) -> i32"
"#;

    #[test]
    fn a_complete_table_is_read() {
        let metadata = parse(GOOD).unwrap();
        assert_eq!(metadata.judge, Judge::LeetCode);
        assert_eq!(metadata.time_limit_ms, 1000);
        assert_eq!(metadata.memory_limit_mib, 256);
        assert_eq!(metadata.checker, Rule::Exact);
        assert_eq!(
            metadata.kind,
            Kind::LeetCode {
                signature: "pub fn total_n_queens(n: i32) -> i32".into()
            }
        );
    }

    #[test]
    fn errors_name_the_key() {
        let cases = [
            ("[package]\nname = \"p\"\n", "no [package.metadata.judge] table"),
            (&*GOOD.replace("judge = \"leetcode\"\n", ""), "missing key `package.metadata.judge.judge`"),
            (
                &*GOOD.replace("\"exact\"", "\"fuzzy\""),
                "`package.metadata.judge.checker` must be one of exact, luogu, unordered-boards, unordered-leetcode; found \"fuzzy\"",
            ),
            (&*GOOD.replace("= 1000", "= 0"), "`package.metadata.judge.time-limit-ms` must be a positive integer; found 0"),
            (&*GOOD.replace("= 256", "= \"256\""), "`package.metadata.judge.memory-limit-mib` must be a positive integer"),
            (&*GOOD.replace("signature = \"pub fn total_n_queens(n: i32) -> i32\"\n", ""), "missing key `package.metadata.judge.signature`"),
            (&*GOOD.replace("kind = \"leetcode\"", "kind = \"stdin\""), "`package.metadata.judge.signature` is only for kind = \"leetcode\""),
            ("[package", "not valid TOML"),
        ];
        for (text, expected) in cases {
            let error = parse(text).unwrap_err();
            assert!(
                error.starts_with(expected),
                "expected {:?}, got {:?}",
                expected,
                error
            );
        }
    }

    #[test]
    fn every_problem_in_this_checkout_has_valid_metadata() {
        let problems = crate::testdata::root().join("problems");
        for entry in fs::read_dir(problems).unwrap() {
            let manifest = entry.unwrap().path().join("Cargo.toml");
            load(&manifest).unwrap_or_else(|err| panic!("{}", err));
        }
    }
}
