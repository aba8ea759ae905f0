//! A problem's judge metadata: the `[package.metadata.judge]` table of its
//! `Cargo.toml`, read by the tests and by `cargo xtask`, and written by
//! `cargo xtask new` through [`Metadata::table`], so what is written is what
//! is read.
//!
//! ```toml
//! [package.metadata.judge]
//! judge = "luogu"                 # codeforces, atcoder, luogu, leetcode, acwing,
//!                                 # library-checker, cses, yukicoder, dmoj,
//!                                 # kattis, codechef, aoj, spoj, hackerrank,
//!                                 # usaco, other (see crate::profile)
//! url = "https://www.luogu.com.cn/problem/P1219"
//! time-limit-ms = 1000
//! memory-limit-mib = 125
//! # edition = "2024"             # one of the editions the judge offers
//!                                 # (Codeforces: 2021, 2024; CSES: 2021,
//!                                 # 2018); the judge's first by default
//! checker = "luogu"               # exact, luogu, tokens, float, special,
//!                                 # unordered-boards, unordered-leetcode
//! # float-error = 1e-6            # for checker = "float": absolute or relative
//! kind = "stdin"                  # stdin, or leetcode with a signature:
//! # signature = "pub fn total_n_queens(n: i32) -> i32"
//! # or interactive, with problems/<p>/interactor.rs or a command:
//! # interactor = "./interactor"   # testlib's: <command> <input> <output>
//! ```

use std::path::Path;

use crate::error::{Error, Result};
use crate::manifest::Manifest;
use crate::profile;
pub use crate::profile::Judge;
use crate::rule::Rule;

/// How the judge feeds a solution.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Kind {
    /// A whole program reading stdin and writing stdout.
    Stdin,
    /// LeetCode: a method of `struct Solution` with this signature.
    LeetCode { signature: String },
    /// A dialogue with an interactor: `problems/<p>/interactor.rs`, or this
    /// command (testlib's convention; see [`crate::interactor`]). The
    /// checker is not used: the interactor judges.
    Interactive { interactor: Option<String> },
}

/// Which of a problem's limits are the kit's assumption rather than the
/// judge's statement.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Assumed {
    pub time: bool,
    pub memory: bool,
}

/// The keys `assumed-limits` may list.
const ASSUMABLE: [&str; 2] = ["time-limit-ms", "memory-limit-mib"];

/// Everything `[package.metadata.judge]` says about a problem.
#[derive(Debug, Clone, PartialEq)]
pub struct Metadata {
    pub judge: Judge,
    pub url: String,
    /// The edition chosen among those the judge offers (`edition =
    /// "2024"`); `None` for the judge's default.
    pub edition: Option<String>,
    pub time_limit_ms: u64,
    pub memory_limit_mib: u64,
    /// Which limits no one stated (`assumed-limits`): `new` without them
    /// and a page that gave none. Every command that judges says so.
    pub assumed: Assumed,
    pub checker: Rule,
    /// For `checker = "float"`: the absolute or relative error allowed.
    pub float_error: f64,
    pub kind: Kind,
}

impl Metadata {
    /// The default checker for a judge: its row's (Luogu's own rule, token
    /// comparison where Codeforces, AtCoder and Library Checker compare
    /// tokens, byte for byte on LeetCode and AcWing).
    pub fn default_checker(judge: Judge) -> Rule {
        judge.profile().checker
    }

    /// The edition the problem is built and submitted with: its own choice,
    /// or the judge's default.
    pub fn edition(&self) -> &str {
        self.edition
            .as_deref()
            .unwrap_or_else(|| self.judge.edition())
    }

    /// The language to pick on the judge's page, for the problem's edition;
    /// `None` for a judge that takes no Rust (or one the kit does not know).
    pub fn language(&self) -> Option<&'static profile::Language> {
        if self.judge == Judge::Other {
            return None;
        }
        self.judge.profile().language(self.edition())
    }

    /// How the judge's rustc is called for this problem, for messages.
    pub fn rustc_command(&self) -> String {
        self.judge.rustc_command_with(self.edition())
    }

    /// The stack the judge gives this problem's solution, in MiB; `None`
    /// where it does not say (then the runs inherit the kit's).
    pub fn stack_mib(&self) -> Option<u64> {
        self.judge.profile().stack_mib(self.memory_limit_mib)
    }

    /// The `[package.metadata.judge]` table as it goes into a `Cargo.toml`,
    /// header line included; [`load`] reads it back unchanged.
    pub fn table(&self) -> String {
        let quoted = |text: &str| toml::Value::String(text.to_string()).to_string();
        let mut text = format!(
            "[{}]\njudge = {}\nurl = {}\ntime-limit-ms = {}\nmemory-limit-mib = {}\nchecker = {}\n",
            TABLE,
            quoted(self.judge.key()),
            quoted(&self.url),
            self.time_limit_ms,
            self.memory_limit_mib,
            quoted(self.checker.key())
        );
        if let Some(edition) = &self.edition {
            text.push_str(&format!("edition = {}\n", quoted(edition)));
        }
        let assumed: Vec<String> = [self.assumed.time, self.assumed.memory]
            .iter()
            .zip(ASSUMABLE)
            .filter(|(assumed, _)| **assumed)
            .map(|(_, key)| quoted(key))
            .collect();
        if !assumed.is_empty() {
            text.push_str(&format!(
                "# Not stated where the problem came from: set them from the statement,\n\
                 # then remove this line.\nassumed-limits = [{}]\n",
                assumed.join(", ")
            ));
        }
        // A float problem always states its bound; a LeetCode one only when
        // it is not the default.
        let custom = self.float_error != self.checker.default_float_error();
        if self.checker == Rule::Float || (self.checker == Rule::LeetCode && custom) {
            text.push_str(&format!("float-error = {:e}\n", self.float_error));
        }
        match &self.kind {
            Kind::Stdin => text.push_str("kind = \"stdin\"\n"),
            Kind::LeetCode { signature } => text.push_str(&format!(
                "kind = \"leetcode\"\nsignature = {}\n",
                quoted(signature)
            )),
            Kind::Interactive { interactor: None } => text.push_str("kind = \"interactive\"\n"),
            Kind::Interactive {
                interactor: Some(command),
            } => text.push_str(&format!(
                "kind = \"interactive\"\ninteractor = {}\n",
                quoted(command)
            )),
        }
        text
    }

    /// How an accepted case was judged, for the line that records it:
    /// `by the tokens checker against its .out`, or for an interactive
    /// problem, which has no `.out`, `by its interactor`.
    pub fn accepted_by(&self) -> String {
        match self.kind {
            Kind::Interactive { .. } => "by its interactor".to_string(),
            _ => format!("by the {} checker against its .out", self.checker.key()),
        }
    }

    /// The limits, saying which are assumed: `limits: 2 s / 1024 MiB`,
    /// `limits: not set (1 s / 256 MiB assumed)`.
    pub fn limits_text(&self) -> String {
        let ms = self.time_limit_ms;
        let time = if ms.is_multiple_of(1000) {
            format!("{} s", ms / 1000)
        } else {
            format!("{} ms", ms)
        };
        let memory = format!("{} MiB", self.memory_limit_mib);
        match (self.assumed.time, self.assumed.memory) {
            (false, false) => format!("limits: {} / {}", time, memory),
            (true, true) => format!("limits: not set ({} / {} assumed)", time, memory),
            (true, false) => format!("limits: time not set ({} assumed) / {}", time, memory),
            (false, true) => format!("limits: {} / memory not set ({} assumed)", time, memory),
        }
    }

    /// The time limit the kit's tests run each case under: the judge's,
    /// with a margin for an unoptimised build on a busy machine
    /// ([`TEST_MARGIN`]), so a case that hangs (an interactive dialogue in
    /// deadlock, say) ends about when the judge would end it.
    pub fn test_deadline(&self) -> std::time::Duration {
        std::time::Duration::from_millis(self.time_limit_ms.saturating_mul(3).saturating_add(2_000))
    }
}

const TABLE: &str = "package.metadata.judge";

/// Every key the table may hold: any other is a mistake (a misspelt limit
/// would otherwise leave the default in force, unnoticed).
pub const KEYS: [&str; 11] = [
    "judge",
    "url",
    "edition",
    "time-limit-ms",
    "memory-limit-mib",
    "assumed-limits",
    "checker",
    "float-error",
    "kind",
    "signature",
    "interactor",
];

/// The sane range of `time-limit-ms`: no judge gives less than a
/// millisecond or more than a minute (ten times that is still refused as
/// a slip of the keyboard, and keeps every deadline derived from it, three
/// times the limit and more, far from overflowing).
pub const TIME_LIMIT_MS: std::ops::RangeInclusive<u64> = 1..=60_000;

/// The sane range of `memory-limit-mib`: up to 64 GiB, beyond any judge's
/// limit, and far from overflowing when counted in bytes.
pub const MEMORY_LIMIT_MIB: std::ops::RangeInclusive<u64> = 1..=65_536;

/// The known key nearest to `key`, for an unknown one.
fn nearest_key(key: &str) -> &'static str {
    KEYS.iter()
        .copied()
        .min_by_key(|known| strsim::levenshtein(known, key))
        .unwrap_or("judge")
}

/// [`Metadata::test_deadline`] in words, for the messages that cite it.
pub const TEST_MARGIN: &str = "3 × time-limit-ms + 2 s";

/// Reads the metadata of the package whose manifest is `cargo_toml`; an
/// error names the file and the key.
pub fn load(cargo_toml: &Path) -> Result<Metadata> {
    Metadata::from_manifest(&Manifest::load(cargo_toml)?)
}

impl Metadata {
    /// The metadata a read manifest holds; an error names the file and the
    /// key.
    pub fn from_manifest(manifest: &Manifest) -> Result<Metadata> {
        let table = manifest.judge.as_ref().ok_or_else(|| {
            format!(
                "no [{}] table; see docs/adding-problems.md, \"Metadata\"",
                TABLE
            )
        });
        table
            .and_then(from_table)
            .map_err(|message| Error::Manifest {
                path: manifest.path.clone(),
                message,
            })
    }
}

#[cfg(test)]
fn parse(text: &str) -> Result<Metadata, String> {
    let manifest = Manifest::parse(text, Path::new("Cargo.toml")).map_err(|err| match err {
        Error::Manifest { message, .. } => message,
        other => other.to_string(),
    })?;
    Metadata::from_manifest(&manifest).map_err(|err| match err {
        Error::Manifest { message, .. } => message,
        other => other.to_string(),
    })
}

fn from_table(table: &toml::Table) -> Result<Metadata, String> {
    if let Some(unknown) = table.keys().find(|key| !KEYS.contains(&key.as_str())) {
        return Err(format!(
            "unknown key `{}.{}`; did you mean `{}`?",
            TABLE,
            unknown,
            nearest_key(unknown)
        ));
    }
    let string = |key: &str| -> Result<&str, String> {
        match table.get(key) {
            None => Err(format!("missing key `{}.{}`", TABLE, key)),
            Some(value) => value
                .as_str()
                .ok_or_else(|| format!("`{}.{}` must be a string; found {}", TABLE, key, value)),
        }
    };
    let within = |key: &str, range: std::ops::RangeInclusive<u64>| -> Result<u64, String> {
        let value = table
            .get(key)
            .ok_or_else(|| format!("missing key `{}.{}`", TABLE, key))?;
        match value.as_integer() {
            Some(number) if number > 0 && range.contains(&(number as u64)) => Ok(number as u64),
            Some(number) if number > 0 => Err(format!(
                "`{}.{}` must be at most {}; found {}",
                TABLE,
                key,
                range.end(),
                value
            )),
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
    let edition = match table.get("edition") {
        None => None,
        Some(_) => {
            let edition = string("edition")?;
            let profile = judge.profile();
            if !profile.offers(edition) {
                return Err(format!(
                    "`{}.edition` is \"{}\", which {} does not offer; it offers {}",
                    TABLE,
                    edition,
                    profile.name,
                    profile.editions_text()
                ));
            }
            Some(edition.to_string())
        }
    };
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
        "interactive" => Kind::Interactive {
            interactor: match table.get("interactor") {
                None => None,
                Some(_) => Some(string("interactor")?.to_string()),
            },
        },
        other => return Err(one_of("kind", other, &["stdin", "leetcode", "interactive"])),
    };
    if table.contains_key("interactor") && !matches!(kind, Kind::Interactive { .. }) {
        return Err(format!(
            "`{}.interactor` is only for kind = \"interactive\"",
            TABLE
        ));
    }
    let float_error = float_error(table, checker)?;
    let assumed = assumed(table)?;
    Ok(Metadata {
        judge,
        url: string("url")?.to_string(),
        edition,
        time_limit_ms: within("time-limit-ms", TIME_LIMIT_MS)?,
        memory_limit_mib: within("memory-limit-mib", MEMORY_LIMIT_MIB)?,
        assumed,
        checker,
        float_error,
        kind,
    })
}

/// `float-error`, for the `float` and `leetcode` checkers only.
fn float_error(table: &toml::Table, checker: Rule) -> Result<f64, String> {
    Ok(match table.get("float-error") {
        None => checker.default_float_error(),
        Some(_) if !matches!(checker, Rule::Float | Rule::LeetCode) => {
            return Err(format!(
                "`{}.float-error` is only for checker = \"float\" or \"leetcode\"",
                TABLE
            ))
        }
        Some(value) => match value
            .as_float()
            .or_else(|| value.as_integer().map(|n| n as f64))
        {
            Some(error) if error > 0.0 && error.is_finite() => error,
            _ => {
                return Err(format!(
                    "`{}.float-error` must be a positive number; found {}",
                    TABLE, value
                ))
            }
        },
    })
}

/// `assumed-limits`: which limits no one stated.
fn assumed(table: &toml::Table) -> Result<Assumed, String> {
    let mut assumed = Assumed::default();
    if let Some(value) = table.get("assumed-limits") {
        let bad = || {
            format!(
                "`{}.assumed-limits` must be a list of {}; found {}",
                TABLE,
                ASSUMABLE.join(" and "),
                value
            )
        };
        for key in value.as_array().ok_or_else(bad)? {
            match key.as_str() {
                Some("time-limit-ms") => assumed.time = true,
                Some("memory-limit-mib") => assumed.memory = true,
                _ => return Err(bad()),
            }
        }
    }
    Ok(assumed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rule::DEFAULT_FLOAT_ERROR;
    use std::fs;

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
                "`package.metadata.judge.checker` must be one of exact, luogu, tokens, float, special, unordered-boards, leetcode, unordered-leetcode; found \"fuzzy\"",
            ),
            (&*GOOD.replace("= 1000", "= 0"), "`package.metadata.judge.time-limit-ms` must be a positive integer; found 0"),
            (&*GOOD.replace("= 256", "= \"256\""), "`package.metadata.judge.memory-limit-mib` must be a positive integer"),
            // Issue 48: these were a panic, a monitor error, or accepted.
            (&*GOOD.replace("= 256", "= 20000000000000000"), "`package.metadata.judge.memory-limit-mib` must be at most 65536; found 20000000000000000"),
            (&*GOOD.replace("= 1000", "= 9223372036854775807"), "`package.metadata.judge.time-limit-ms` must be at most 60000; found 9223372036854775807"),
            (&*GOOD.replace("= 1000", "= 10000000000"), "`package.metadata.judge.time-limit-ms` must be at most 60000"),
            (&*GOOD.replace("= 1000", "= 1e10"), "`package.metadata.judge.time-limit-ms` must be a positive integer; found 10000000000.0"),
            (&*GOOD.replace("time-limit-ms", "time-limit"), "unknown key `package.metadata.judge.time-limit`; did you mean `time-limit-ms`?"),
            (&*format!("{}memry-limit-mib = 3\n", GOOD), "unknown key `package.metadata.judge.memry-limit-mib`; did you mean `memory-limit-mib`?"),
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
    fn float_error_is_read_only_for_the_float_checker() {
        let float = GOOD.replace("\"exact\"", "\"float\"");
        assert_eq!(parse(&float).unwrap().float_error, DEFAULT_FLOAT_ERROR);
        let with_error = float.replace("kind =", "float-error = 1e-4\nkind =");
        assert_eq!(parse(&with_error).unwrap().float_error, 1e-4);
        let errors = [
            (
                GOOD.replace("kind =", "float-error = 1e-4\nkind ="),
                "`package.metadata.judge.float-error` is only for checker = \"float\" or \"leetcode\"",
            ),
            (
                float.replace("kind =", "float-error = -1.0\nkind ="),
                "`package.metadata.judge.float-error` must be a positive number; found -1.0",
            ),
            (
                float.replace("kind =", "float-error = \"small\"\nkind ="),
                "`package.metadata.judge.float-error` must be a positive number; found \"small\"",
            ),
        ];
        for (text, expected) in errors {
            assert_eq!(parse(&text).unwrap_err(), expected);
        }
    }

    #[test]
    fn the_written_table_is_read_back_unchanged() {
        let mut metadata = parse(GOOD).unwrap();
        metadata.url = "https://example.com/\"quoted\"\\path".into();
        let read = |metadata: &Metadata| {
            parse(&format!("[package]\nname = \"p\"\n\n{}", metadata.table())).unwrap()
        };
        assert_eq!(read(&metadata), metadata);
        metadata.checker = Rule::Float;
        metadata.float_error = 1e-9;
        metadata.kind = Kind::Stdin;
        assert!(
            metadata.table().contains("float-error = 1e-9\n"),
            "{}",
            metadata.table()
        );
        assert_eq!(read(&metadata), metadata);
        for rule in Rule::ALL {
            metadata.checker = rule;
            metadata.float_error = DEFAULT_FLOAT_ERROR;
            assert_eq!(read(&metadata), metadata);
        }
    }

    /// Issue 32: an interactive case was "accepted by the tokens checker
    /// against its .out", though it has no .out.
    #[test]
    fn an_interactive_case_is_accepted_by_its_interactor() {
        let mut metadata = parse(GOOD).unwrap();
        metadata.kind = Kind::Stdin;
        metadata.checker = Rule::Tokens;
        assert_eq!(
            metadata.accepted_by(),
            "by the tokens checker against its .out"
        );
        metadata.kind = Kind::Interactive { interactor: None };
        assert_eq!(metadata.accepted_by(), "by its interactor");
    }

    #[test]
    fn assumed_limits_are_written_read_back_and_said() {
        let mut metadata = parse(GOOD).unwrap();
        assert_eq!(metadata.assumed, Assumed::default());
        assert_eq!(metadata.limits_text(), "limits: 1 s / 256 MiB");
        metadata.assumed = Assumed {
            time: true,
            memory: true,
        };
        assert_eq!(
            metadata.limits_text(),
            "limits: not set (1 s / 256 MiB assumed)"
        );
        let table = metadata.table();
        assert!(
            table.contains("assumed-limits = [\"time-limit-ms\", \"memory-limit-mib\"]\n"),
            "{}",
            table
        );
        let read = parse(&format!("[package]\nname = \"p\"\n\n{}", table)).unwrap();
        assert_eq!(read, metadata);
        metadata.assumed.memory = false;
        metadata.memory_limit_mib = 1024;
        metadata.time_limit_ms = 1500;
        assert_eq!(
            metadata.limits_text(),
            "limits: time not set (1500 ms assumed) / 1024 MiB"
        );
        let error =
            parse(&GOOD.replace("kind =", "assumed-limits = [\"stack\"]\nkind =")).unwrap_err();
        assert_eq!(
            error,
            "`package.metadata.judge.assumed-limits` must be a list of time-limit-ms and memory-limit-mib; found [\"stack\"]"
        );
    }

    #[test]
    fn tests_get_three_times_the_limit_and_two_seconds_more() {
        let mut metadata = parse(GOOD).unwrap();
        metadata.time_limit_ms = 1000;
        assert_eq!(metadata.test_deadline().as_millis(), 5000);
        metadata.time_limit_ms = 2500;
        assert_eq!(metadata.test_deadline().as_millis(), 9500);
    }

    #[test]
    fn codeforces_and_atcoder_compare_tokens_by_default() {
        assert_eq!(Metadata::default_checker(Judge::Codeforces), Rule::Tokens);
        assert_eq!(Metadata::default_checker(Judge::AtCoder), Rule::Tokens);
        assert_eq!(Metadata::default_checker(Judge::Luogu), Rule::Luogu);
        assert_eq!(Metadata::default_checker(Judge::LeetCode), Rule::LeetCode);
        assert_eq!(
            Metadata::default_checker(Judge::LibraryChecker),
            Rule::Tokens
        );
    }

    #[test]
    fn library_checker_builds_as_its_judge_does() {
        let judge = Judge::from_key("library-checker").unwrap();
        assert_eq!(judge, Judge::LibraryChecker);
        assert_eq!(judge.rustc_command(), "rustc --edition 2024 -C opt-level=3");
        assert_eq!(
            Judge::Codeforces.rustc_command(),
            "rustc --edition 2021 -C opt-level=2 --cfg ONLINE_JUDGE"
        );
        assert_eq!(
            Judge::Kattis.rustc_command(),
            "rustc --edition 2021 -C opt-level=3 -C target-cpu=native"
        );
    }

    fn codeforces(edition: &str) -> String {
        GOOD.replace("\"leetcode\"\nurl", "\"codeforces\"\nurl")
            .replace("checker =", &format!("{}checker =", edition))
    }

    #[test]
    fn an_edition_the_judge_offers_is_chosen() {
        let default = parse(&codeforces("")).unwrap();
        assert_eq!(
            (default.edition(), default.edition.as_deref()),
            ("2021", None)
        );
        assert_eq!(
            default.language().map(|language| language.name),
            Some("Rust 1.89.0 (2021)")
        );
        let chosen = parse(&codeforces("edition = \"2024\"\n")).unwrap();
        assert_eq!(chosen.edition(), "2024");
        assert_eq!(
            chosen.language().map(|language| language.name),
            Some("Rust 1.89.0 (2024)")
        );
        assert_eq!(
            chosen.rustc_command(),
            "rustc --edition 2024 -C opt-level=2 --cfg ONLINE_JUDGE"
        );
        assert!(
            chosen.table().contains("\nedition = \"2024\"\n"),
            "{}",
            chosen.table()
        );
        let read = parse(&format!("[package]\nname = \"p\"\n\n{}", chosen.table())).unwrap();
        assert_eq!(read, chosen);
    }

    #[test]
    fn an_edition_the_judge_does_not_offer_is_refused() {
        assert_eq!(
            parse(&codeforces("edition = \"2018\"\n")).unwrap_err(),
            "`package.metadata.judge.edition` is \"2018\", which Codeforces does not offer; it offers 2021, 2024"
        );
        assert_eq!(
            parse(&codeforces("edition = 2024\n")).unwrap_err(),
            "`package.metadata.judge.edition` must be a string; found 2024"
        );
        let usaco = GOOD.replace("\"leetcode\"\nurl", "\"usaco\"\nurl");
        let usaco = usaco.replace("checker =", "edition = \"2021\"\nchecker =");
        assert_eq!(
            parse(&usaco).unwrap_err(),
            "`package.metadata.judge.edition` is \"2021\", which USACO does not offer; it offers none"
        );
        // A judge the kit does not know may be built with any edition.
        let other = GOOD.replace("\"leetcode\"\nurl", "\"other\"\nurl");
        let other = other.replace("checker =", "edition = \"2018\"\nchecker =");
        assert_eq!(parse(&other).unwrap().edition(), "2018");
    }

    #[test]
    fn a_refused_edition_names_the_file() {
        let dir = tempfile::tempdir().unwrap();
        let manifest = dir.path().join("Cargo.toml");
        fs::write(&manifest, codeforces("edition = \"2015\"\n")).unwrap();
        let error = load(&manifest).unwrap_err();
        assert_eq!(
            error.to_string(),
            format!(
                "{}: `package.metadata.judge.edition` is \"2015\", which Codeforces does not offer; it offers 2021, 2024",
                manifest.display()
            )
        );
    }

    #[test]
    fn every_proof_of_the_library_has_valid_metadata() {
        let root = crate::layout::this_checkout();
        for proof in crate::layout::all_in(&root, crate::layout::Home::Library).unwrap() {
            load(&proof.manifest()).unwrap_or_else(|err| panic!("{}", err));
        }
    }

    /// Where a manifest's comment sends the reader (`see docs/x.md,
    /// "Section"`), that file has that section: a README reorganised once
    /// left every problem pointing at a heading that was gone.
    #[test]
    fn every_manifest_points_at_a_section_that_exists() {
        let root = crate::layout::this_checkout();
        let template = root.join("crates/xtask/templates/Cargo.toml.tmpl");
        let mut manifests = vec![template];
        for proof in crate::layout::all_in(&root, crate::layout::Home::Library).unwrap() {
            manifests.push(proof.manifest());
        }
        for manifest in manifests {
            let text = fs::read_to_string(&manifest).unwrap();
            for line in text.lines().filter(|line| line.starts_with('#')) {
                let Some(at) = line.find("see ") else {
                    continue;
                };
                let reference = &line[at + 4..];
                let Some((file, section)) = reference.split_once(", \"") else {
                    continue;
                };
                let section = section.trim_end_matches(['.', '"']);
                let doc = fs::read_to_string(root.join(file))
                    .unwrap_or_else(|err| panic!("{}: {}: {}", manifest.display(), file, err));
                assert!(
                    doc.lines().any(|heading| heading.starts_with('#')
                        && heading.trim_start_matches('#').trim() == section),
                    "{} points at {:?} in {}, which has no such heading",
                    manifest.display(),
                    section,
                    file
                );
            }
        }
    }
}
