//! Every judge the kit knows, in one table: how it builds a Rust
//! submission (rustc version, the languages it offers with their editions,
//! optimisation and flags), how it compares output by default, its stack
//! and source-size limit, and the sites Competitive Companion sends its
//! problems from.
//!
//! `Metadata::edition`, `Judge::opt_level`, `codegen_flags` and
//! `Metadata::default_checker` read this table, and so do the listener and
//! `new --url` (which judge a site is) and `submit` (the language to pick,
//! the source limit, the old-compiler warning). Facts age: each row keeps
//! the month it was last checked, the address it was read at, whether that
//! is the judge's own word or a copy, and what the source does not
//! confirm; `cargo xtask judges` prints them and names every row checked
//! over a year ago. `docs/adding-problems.md`, "Judges", gives them all
//! with what each source states. A site not in the table is
//! `Judge::Other`, built on a guess that is always named in a warning (see
//! [`unknown_judge_warning`]).

use std::fmt;

use crate::rule::Rule;

/// The editions every solution must compile under, whatever its judge: a
/// file may go to another judge, and judges offer each (CSES 2018,
/// Codeforces 2021 and 2024, AtCoder 2024; see the table below).
pub const EDITIONS: [&str; 3] = ["2018", "2021", "2024"];

/// An online judge: how it builds a Rust submission is its row in
/// [`PROFILES`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Judge {
    AcWing,
    Luogu,
    LeetCode,
    Codeforces,
    AtCoder,
    /// Library Checker (judge.yosupo.jp), where competitive-programming
    /// libraries are verified.
    LibraryChecker,
    Cses,
    Yukicoder,
    Dmoj,
    Kattis,
    CodeChef,
    /// Aizu Online Judge.
    Aoj,
    Spoj,
    HackerRank,
    Usaco,
    /// Any other judge (one `cargo xtask listen` received from a site the
    /// kit does not know): built on a guess that every command names in a
    /// warning (see [`unknown_judge_warning`]).
    Other,
}

impl Judge {
    pub const ALL: [Judge; 16] = [
        Judge::AcWing,
        Judge::Luogu,
        Judge::LeetCode,
        Judge::Codeforces,
        Judge::AtCoder,
        Judge::LibraryChecker,
        Judge::Cses,
        Judge::Yukicoder,
        Judge::Dmoj,
        Judge::Kattis,
        Judge::CodeChef,
        Judge::Aoj,
        Judge::Spoj,
        Judge::HackerRank,
        Judge::Usaco,
        Judge::Other,
    ];

    /// The name used in metadata and on the command line.
    pub fn key(self) -> &'static str {
        match self {
            Judge::AcWing => "acwing",
            Judge::Luogu => "luogu",
            Judge::LeetCode => "leetcode",
            Judge::Codeforces => "codeforces",
            Judge::AtCoder => "atcoder",
            Judge::LibraryChecker => "library-checker",
            Judge::Cses => "cses",
            Judge::Yukicoder => "yukicoder",
            Judge::Dmoj => "dmoj",
            Judge::Kattis => "kattis",
            Judge::CodeChef => "codechef",
            Judge::Aoj => "aoj",
            Judge::Spoj => "spoj",
            Judge::HackerRank => "hackerrank",
            Judge::Usaco => "usaco",
            Judge::Other => "other",
        }
    }

    pub fn from_key(key: &str) -> Option<Judge> {
        Judge::ALL.iter().copied().find(|judge| judge.key() == key)
    }

    /// The judge's row in the table of profiles.
    pub fn profile(self) -> &'static Profile {
        of(self)
    }

    /// The edition the judge compiles with unless a problem chooses
    /// another (its first language; 2021 for a judge that takes no Rust, to
    /// judge the file locally). A problem's is `Metadata::edition`.
    pub fn edition(self) -> &'static str {
        self.profile().build_edition()
    }

    /// The `-C opt-level` the judge compiles with.
    pub fn opt_level(self) -> u8 {
        self.profile().opt_level
    }

    /// Code-generation flags the judge adds after the opt-level, as rustc
    /// arguments.
    pub fn codegen_flags(self) -> &'static [&'static str] {
        self.profile().codegen
    }

    /// How the judge's rustc is called by default, for messages:
    /// `rustc --edition 2021 -C opt-level=3 -C target-cpu=native`.
    pub fn rustc_command(self) -> String {
        self.rustc_command_with(self.edition())
    }

    /// How the judge's rustc is called with `edition`.
    pub fn rustc_command_with(self, edition: &str) -> String {
        let mut command = format!(
            "rustc --edition {} -C opt-level={}",
            edition,
            self.opt_level()
        );
        for flag in self.codegen_flags() {
            command.push(' ');
            command.push_str(flag);
        }
        command
    }
}

impl fmt::Display for Judge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

/// How big a stack a judge gives the solution's main thread.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stack {
    /// A fixed size.
    Mib(u64),
    /// As large as the problem's memory limit.
    MemoryLimit,
    /// No limit of its own (`RLIMIT_STACK` unlimited): bounded by the memory
    /// limit, which is what the kit runs it under.
    Unlimited,
    /// The judge does not say; Linux's usual 8 MiB is the safe guess.
    NotStated,
}

/// One Rust language a judge's submit page offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Language {
    /// The edition it builds with: `2024`.
    pub edition: &'static str,
    /// Its name in the page's list, to pick: `Rust 1.89.0 (2024)`.
    pub name: &'static str,
}

/// How the facts of a row were read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Evidence {
    /// From the judge itself: its own code or its own page.
    FirstHand,
    /// From a copy: a tool or a user that copied the judge's submit page or
    /// its help.
    SecondHand,
    /// Not checked against any public source: written from memory or from
    /// an issue's report.
    Unchecked,
}

impl Evidence {
    /// The word `cargo xtask judges` prints.
    pub fn key(self) -> &'static str {
        match self {
            Evidence::FirstHand => "first-hand",
            Evidence::SecondHand => "second-hand",
            Evidence::Unchecked => "unchecked",
        }
    }
}

/// One judge's row.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Profile {
    pub judge: Judge,
    /// The judge's own name, for messages: `Codeforces`.
    pub name: &'static str,
    /// The hosts its problems are on, without `www.`.
    pub hosts: &'static [&'static str],
    /// The rustc it builds with, `(major, minor, patch)`; `None` where the
    /// judge does not say (then only the editions are checked).
    pub rustc: Option<(u32, u32, u32)>,
    /// The Rust languages it offers, the default first (what a problem
    /// without `edition` in its metadata is built with); empty for a judge
    /// that takes no Rust at all.
    pub languages: &'static [Language],
    pub opt_level: u8,
    /// Flags after the opt-level, as rustc arguments: code generation
    /// (`-C target-cpu=native`) and the `--cfg` the judge sets.
    pub codegen: &'static [&'static str],
    /// How it compares output unless a problem says otherwise.
    pub checker: Rule,
    pub stack: Stack,
    /// The largest source file it takes, in bytes; `None` where it does not
    /// say (then [`ASSUMED_SOURCE_LIMIT`]).
    pub source_limit: Option<usize>,
    /// The memory limit every one of its problems has, where it has one
    /// (AtCoder's 1024 MiB): what `new --url` can know without the page.
    pub memory_limit_mib: Option<u64>,
    /// The month the row was last checked against `source`, `2026-12`;
    /// `None` for a row never checked (see [`Evidence::Unchecked`]).
    pub checked: Option<&'static str>,
    /// Where the facts were read.
    pub source: &'static str,
    pub evidence: Evidence,
    /// What the source does not confirm, in words (and where the kit builds
    /// otherwise than the judge, why); empty when there is nothing to say.
    pub unconfirmed: &'static str,
}

/// The source limit assumed where a judge states none: Codeforces', the
/// smallest common one.
pub const ASSUMED_SOURCE_LIMIT: usize = 64 * 1024;

/// The oldest rustc the vendored core is written for (`rust-version` of the
/// core and of every solution; see docs/vendoring.md, "Old compilers").
pub const CORE_RUSTC: (u32, u32, u32) = (1, 58, 0);

/// A judge's one Rust language, named plainly on its page.
const fn rust(edition: &'static str) -> Language {
    Language {
        edition,
        name: "Rust",
    }
}

/// The table. `Judge::Other` is last: the guess for a site not listed.
/// Correcting a row: change it here with the month you checked it and the
/// address you read it at, and the table in docs/adding-problems.md,
/// "Judges" (`cargo xtask judges --help` says the same).
pub const PROFILES: [Profile; 16] = [
    Profile {
        judge: Judge::Codeforces,
        name: "Codeforces",
        hosts: &[
            "codeforces.com",
            "codeforces.ml",
            "codeforces.net",
            "mirror.codeforces.com",
        ],
        rustc: Some((1, 89, 0)),
        // Two languages on the submit page (ids 75 and 98).
        languages: &[
            Language {
                edition: "2021",
                name: "Rust 1.89.0 (2021)",
            },
            Language {
                edition: "2024",
                name: "Rust 1.89.0 (2024)",
            },
        ],
        // `rustc --edition=2021 -O -C link-args=/STACK:268435456 --cfg ONLINE_JUDGE`.
        opt_level: 2,
        codegen: &["--cfg", "ONLINE_JUDGE"],
        checker: Rule::Tokens,
        stack: Stack::Mib(256),
        source_limit: Some(64 * 1024),
        memory_limit_mib: None,
        checked: Some("2026-12"),
        source: "https://codeforces.com/blog/entry/121114",
        evidence: Evidence::SecondHand,
        unconfirmed: "",
    },
    Profile {
        judge: Judge::AtCoder,
        name: "AtCoder",
        hosts: &["atcoder.jp"],
        // The language update of 2025-10.
        rustc: Some((1, 89, 0)),
        languages: &[Language {
            edition: "2024",
            name: "Rust (rustc 1.89.0)",
        }],
        // `cargo build --release` with `lto = true` and `--cfg atcoder`.
        // The kit leaves out the LTO: it changes no answer, and makes a
        // build of one file seven times slower (0.4 s to 2.8 s, measured
        // 2026-12 on atcoder-abc284-c).
        opt_level: 3,
        codegen: &["--cfg", "atcoder"],
        checker: Rule::Tokens,
        stack: Stack::MemoryLimit,
        source_limit: Some(512 * 1024),
        memory_limit_mib: Some(1024),
        checked: Some("2026-12"),
        source: "https://img.atcoder.jp/file/language-update/2025-10/language-list.html",
        evidence: Evidence::SecondHand,
        unconfirmed: "the language's exact name in the list; the stack (the kit's earlier reading: as large as the memory limit). The kit builds without the judge's lto = true, which changes no answer",
    },
    Profile {
        judge: Judge::Luogu,
        name: "Luogu",
        hosts: &["luogu.com.cn"],
        rustc: Some((1, 88, 0)),
        languages: &[rust("2024")],
        opt_level: 2,
        codegen: &[],
        checker: Rule::Luogu,
        stack: Stack::MemoryLimit,
        source_limit: None,
        memory_limit_mib: None,
        checked: None,
        source: "https://help.luogu.com.cn/",
        evidence: Evidence::Unchecked,
        unconfirmed: "the whole row: no copy of the help page found in 2026-12",
    },
    Profile {
        judge: Judge::LeetCode,
        name: "LeetCode",
        hosts: &["leetcode.com", "leetcode.cn"],
        // A user saw 1.79.0 (2024); edition 2024 needs 1.85 or later.
        rustc: None,
        languages: &[rust("2024")],
        opt_level: 2,
        codegen: &[],
        checker: Rule::LeetCode,
        stack: Stack::NotStated,
        source_limit: None,
        memory_limit_mib: None,
        checked: None,
        source: "https://support.leetcode.com/hc/en-us/articles/360011833974",
        evidence: Evidence::Unchecked,
        unconfirmed: "the rustc version, edition 2024 and the rand 0.8 crate: issue 37's report; no copy of the FAQ page found in 2026-12",
    },
    Profile {
        judge: Judge::AcWing,
        name: "AcWing",
        hosts: &["acwing.com"],
        rustc: None,
        languages: &[rust("2021")],
        opt_level: 2,
        codegen: &[],
        checker: Rule::Exact,
        stack: Stack::NotStated,
        source_limit: None,
        memory_limit_mib: None,
        checked: None,
        source: "https://www.acwing.com/file_system/file/content/whole/index/content/2888/",
        evidence: Evidence::Unchecked,
        unconfirmed: "the whole row: no copy of the page found in 2026-12",
    },
    Profile {
        judge: Judge::LibraryChecker,
        name: "Library Checker",
        hosts: &["judge.yosupo.jp"],
        rustc: Some((1, 94, 1)),
        // langs.toml: `rustc --edition 2024 -C opt-level=3 main.rs`, no
        // target-cpu (the kit assumed `native` before 2026-12).
        languages: &[rust("2024")],
        opt_level: 3,
        codegen: &[],
        checker: Rule::Tokens,
        // judge/judge.go: `WithUnlimitedStackLimit()`.
        stack: Stack::Unlimited,
        // database/validate.go: `MAX_SOURCE_SIZE = 1024 * 1024`.
        source_limit: Some(1024 * 1024),
        memory_limit_mib: Some(1024),
        checked: Some("2026-12"),
        source: "https://github.com/yosupo06/library-checker-judge/blob/master/langs/langs.toml",
        evidence: Evidence::FirstHand,
        unconfirmed: "",
    },
    Profile {
        judge: Judge::Cses,
        name: "CSES",
        hosts: &["cses.fi"],
        rustc: Some((1, 75, 0)),
        // `--edition=2018/2021 -C opt-level=3`: one language, an option each.
        languages: &[
            Language {
                edition: "2021",
                name: "Rust, option 2021",
            },
            Language {
                edition: "2018",
                name: "Rust, option 2018",
            },
        ],
        opt_level: 3,
        codegen: &[],
        checker: Rule::Tokens,
        stack: Stack::NotStated,
        source_limit: Some(128 * 1024),
        memory_limit_mib: Some(512),
        checked: Some("2026-12"),
        source: "https://cses.fi/howto/",
        evidence: Evidence::SecondHand,
        unconfirmed: "how the page names the two options; the stack",
    },
    Profile {
        judge: Judge::Yukicoder,
        name: "yukicoder",
        hosts: &["yukicoder.me"],
        // Its language API, as a user copied it on 2026-10-09.
        rustc: Some((1, 97, 1)),
        languages: &[rust("2024")],
        // `cargo build --release`.
        opt_level: 3,
        codegen: &[],
        checker: Rule::Tokens,
        stack: Stack::NotStated,
        source_limit: None,
        memory_limit_mib: None,
        checked: Some("2026-12"),
        source: "https://yukicoder.me/help/environments",
        evidence: Evidence::SecondHand,
        unconfirmed: "edition 2024 (issue 37's report); the stack and the source limit",
    },
    Profile {
        judge: Judge::Dmoj,
        name: "DMOJ",
        hosts: &["dmoj.ca"],
        rustc: None,
        // `cargo build --release` on a Cargo.toml with edition 2021.
        languages: &[rust("2021")],
        opt_level: 3,
        codegen: &[],
        checker: Rule::Tokens,
        // cptbox/helper.cpp: `setrlimit2(RLIMIT_STACK, RLIM_INFINITY)`.
        stack: Stack::Unlimited,
        source_limit: Some(64 * 1024),
        memory_limit_mib: None,
        checked: Some("2026-12"),
        source: "https://github.com/DMOJ/judge-server/blob/master/dmoj/executors/RUST.py",
        evidence: Evidence::FirstHand,
        unconfirmed: "the rustc version (the judge reports whatever it has); the source limit (the site's, not the judge's code)",
    },
    Profile {
        judge: Judge::Kattis,
        name: "Kattis",
        hosts: &["open.kattis.com", "kattis.com"],
        rustc: Some((1, 78, 0)),
        // `rustc -C opt-level=3 -C target-cpu=native --crate-type bin --edition 2021`.
        languages: &[rust("2021")],
        opt_level: 3,
        codegen: &["-C", "target-cpu=native"],
        checker: Rule::Tokens,
        stack: Stack::MemoryLimit,
        source_limit: Some(128 * 1024),
        memory_limit_mib: None,
        checked: Some("2026-12"),
        source: "https://github.com/Kattis/problemtools/blob/master/problemtools/config/languages.yaml",
        evidence: Evidence::FirstHand,
        unconfirmed: "rustc 1.78.0, the stack and the source limit: the kit's earlier reading of open.kattis.com/languages/rust, not in problemtools",
    },
    Profile {
        judge: Judge::CodeChef,
        name: "CodeChef",
        hosts: &["codechef.com"],
        rustc: None,
        languages: &[rust("2021")],
        opt_level: 2,
        codegen: &[],
        checker: Rule::Tokens,
        stack: Stack::NotStated,
        source_limit: Some(50_000),
        memory_limit_mib: None,
        checked: None,
        source: "https://www.codechef.com/ide",
        evidence: Evidence::Unchecked,
        unconfirmed: "the whole row: no copy of the page found in 2026-12",
    },
    Profile {
        judge: Judge::Aoj,
        name: "AOJ",
        hosts: &["onlinejudge.u-aizu.ac.jp", "judge.u-aizu.ac.jp"],
        rustc: None,
        languages: &[rust("2018")],
        opt_level: 2,
        codegen: &[],
        // AOJ gives Presentation Error for a difference in spacing.
        checker: Rule::Exact,
        stack: Stack::NotStated,
        source_limit: None,
        memory_limit_mib: None,
        checked: None,
        source: "https://onlinejudge.u-aizu.ac.jp/system_info",
        evidence: Evidence::Unchecked,
        unconfirmed: "the whole row: no copy of the page found in 2026-12",
    },
    Profile {
        judge: Judge::Spoj,
        name: "SPOJ",
        hosts: &["spoj.com"],
        rustc: None,
        languages: &[rust("2018")],
        opt_level: 2,
        codegen: &[],
        checker: Rule::Tokens,
        stack: Stack::NotStated,
        source_limit: Some(50_000),
        memory_limit_mib: None,
        checked: None,
        source: "https://www.spoj.com/info/",
        evidence: Evidence::Unchecked,
        unconfirmed: "the whole row: no copy of the page found in 2026-12",
    },
    Profile {
        judge: Judge::HackerRank,
        name: "HackerRank",
        hosts: &["hackerrank.com"],
        rustc: None,
        languages: &[rust("2021")],
        opt_level: 2,
        codegen: &[],
        checker: Rule::Luogu,
        stack: Stack::NotStated,
        source_limit: None,
        memory_limit_mib: Some(512),
        checked: None,
        source: "https://candidatesupport.hackerrank.com/articles/9758632",
        evidence: Evidence::Unchecked,
        unconfirmed: "the whole row: no copy of the page found in 2026-12",
    },
    Profile {
        judge: Judge::Usaco,
        name: "USACO",
        hosts: &["usaco.org"],
        rustc: None,
        // USACO takes C, C++, Java and Python only.
        languages: &[],
        opt_level: 2,
        codegen: &[],
        checker: Rule::Exact,
        stack: Stack::NotStated,
        source_limit: None,
        memory_limit_mib: Some(256),
        checked: None,
        source: "https://usaco.org/index.php?page=instructions",
        evidence: Evidence::Unchecked,
        unconfirmed: "the whole row: no copy of the page found in 2026-12",
    },
    Profile {
        judge: Judge::Other,
        name: "a judge the kit does not know",
        hosts: &[],
        rustc: None,
        // The most common ways: a guess, always named in a warning.
        languages: &[rust("2021")],
        opt_level: 2,
        codegen: &[],
        checker: Rule::Tokens,
        stack: Stack::NotStated,
        source_limit: None,
        memory_limit_mib: None,
        checked: None,
        source: "",
        evidence: Evidence::Unchecked,
        unconfirmed: "everything: a guess",
    },
];

impl Profile {
    /// The language a problem gets without `edition` in its metadata: the
    /// first the judge offers; `None` for a judge that takes no Rust.
    pub fn default_language(&self) -> Option<&'static Language> {
        self.languages.first()
    }

    /// The language of `edition` on this judge, if it offers one.
    pub fn language(&self, edition: &str) -> Option<&'static Language> {
        self.languages
            .iter()
            .find(|language| language.edition == edition)
    }

    /// Whether a problem may choose `edition` here: one of the judge's
    /// languages, or for a judge the kit does not know, any edition a
    /// solution compiles under (the kit cannot say what it offers).
    pub fn offers(&self, edition: &str) -> bool {
        if self.judge == Judge::Other {
            return EDITIONS.contains(&edition);
        }
        self.language(edition).is_some()
    }

    /// The editions it offers, for messages: `2021, 2024`, or `none`.
    pub fn editions_text(&self) -> String {
        if self.languages.is_empty() {
            return "none".to_string();
        }
        self.languages
            .iter()
            .map(|language| language.edition)
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The edition to build with by default: the judge's first, or for a
    /// judge that takes no Rust, 2021 (so the file can still be judged
    /// locally).
    pub fn build_edition(&self) -> &'static str {
        self.default_language()
            .map_or("2021", |language| language.edition)
    }

    /// The stack the solution runs with under a memory limit of
    /// `memory_limit_mib`; `None` where the judge does not say. An
    /// unlimited stack runs under the memory limit, which bounds it there.
    pub fn stack_mib(&self, memory_limit_mib: u64) -> Option<u64> {
        match self.stack {
            Stack::Mib(mib) => Some(mib),
            Stack::MemoryLimit | Stack::Unlimited => Some(memory_limit_mib),
            Stack::NotStated => None,
        }
    }

    /// The stack in words: `256 MiB`, `memory limit`, `unlimited`.
    pub fn stack_text(&self) -> String {
        match self.stack {
            Stack::Mib(mib) => format!("{} MiB", mib),
            Stack::MemoryLimit => "memory limit".to_string(),
            Stack::Unlimited => "unlimited".to_string(),
            Stack::NotStated => "not stated".to_string(),
        }
    }

    /// The largest submission, stated or assumed.
    pub fn source_limit_bytes(&self) -> usize {
        self.source_limit.unwrap_or(ASSUMED_SOURCE_LIMIT)
    }

    /// `rustc 1.66.1`, or `rustc (version not stated)`.
    pub fn rustc_version(&self) -> String {
        match self.rustc {
            Some((major, minor, patch)) => format!("rustc {}.{}.{}", major, minor, patch),
            None => "rustc (version not stated)".to_string(),
        }
    }

    /// How many whole months before `today` (`(year, month)`) the row was
    /// checked; `None` for a row never checked.
    pub fn months_since_checked(&self, today: (i32, u32)) -> Option<i64> {
        let (year, month) = parse_month(self.checked?)?;
        Some(months(today) - months((year, month)))
    }

    /// Why a submission may not build on this judge even though it builds
    /// here, if there is such a reason: a rustc older than the core is
    /// written for, or no Rust at all.
    pub fn compiler_warning(&self) -> Option<String> {
        if self.languages.is_empty() {
            return Some(format!("{} takes no Rust submissions", self.name));
        }
        let (major, minor, patch) = self.rustc?;
        (self.rustc? < CORE_RUSTC).then(|| {
            format!(
                "{} builds with rustc {}.{}.{}, older than the {}.{} the kit's core is written \
                 for; check the file with that compiler (docs/vendoring.md, \"Old compilers\")",
                self.name, major, minor, patch, CORE_RUSTC.0, CORE_RUSTC.1
            )
        })
    }
}

/// A row older than this many months is named in a warning: judges update
/// their compilers about once a year.
pub const STALE_AFTER_MONTHS: i64 = 12;

/// `2026-12` as `(2026, 12)`.
pub fn parse_month(text: &str) -> Option<(i32, u32)> {
    let (year, month) = text.split_once('-')?;
    let year: i32 = year.parse().ok()?;
    let month: u32 = month.parse().ok()?;
    (year.to_string().len() == 4 && (1..=12).contains(&month) && text.len() == 7)
        .then_some((year, month))
}

fn months((year, month): (i32, u32)) -> i64 {
    i64::from(year) * 12 + i64::from(month) - 1
}

/// The row of `judge`.
pub fn of(judge: Judge) -> &'static Profile {
    PROFILES
        .iter()
        .find(|profile| profile.judge == judge)
        .expect("every judge has a row")
}

/// The judge whose problems are on `host` (lowercase, `www.` and mirror
/// prefixes allowed), if the table knows it.
pub fn of_host(host: &str) -> Option<&'static Profile> {
    let host = host.trim_start_matches("www.");
    PROFILES.iter().find(|profile| {
        profile.hosts.iter().any(|known| {
            host == *known
                || host
                    .strip_suffix(known)
                    .is_some_and(|prefix| prefix.ends_with('.'))
        })
    })
}

/// The warning for a problem whose judge the kit does not know: it names
/// the site and says how the file is built instead.
pub fn unknown_judge_warning(url: &str) -> String {
    // A problem of the kit's own has no address: its judge is unnamed.
    let site = host_of(url).unwrap_or_else(|| "this problem's judge".to_string());
    let other = of(Judge::Other);
    format!(
        "the kit does not know how {} builds Rust: judged as rustc --edition {} -C opt-level={} \
         with the {} checker, a guess; set `judge` in the problem's Cargo.toml if it is one of {}",
        site,
        other.build_edition(),
        other.opt_level,
        other.checker.key(),
        PROFILES
            .iter()
            .filter(|profile| profile.judge != Judge::Other)
            .map(|profile| profile.judge.key())
            .collect::<Vec<_>>()
            .join(", ")
    )
}

/// The host of an `http(s)://` address, lowercase.
fn host_of(url: &str) -> Option<String> {
    let rest = url
        .strip_prefix("https://")
        .or_else(|| url.strip_prefix("http://"))?;
    let host = rest.split(['/', '?', '#', ':']).next()?;
    (!host.is_empty()).then(|| host.to_ascii_lowercase())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_judge_has_exactly_one_row() {
        for judge in Judge::ALL {
            let rows = PROFILES.iter().filter(|p| p.judge == judge).count();
            assert_eq!(rows, 1, "{}", judge);
        }
        assert_eq!(PROFILES.len(), Judge::ALL.len());
    }

    #[test]
    fn every_site_competitive_companion_sends_is_known() {
        let cases = [
            ("codeforces.com", Judge::Codeforces),
            ("m1.codeforces.com", Judge::Codeforces),
            ("atcoder.jp", Judge::AtCoder),
            ("www.luogu.com.cn", Judge::Luogu),
            ("leetcode.cn", Judge::LeetCode),
            ("www.acwing.com", Judge::AcWing),
            ("judge.yosupo.jp", Judge::LibraryChecker),
            ("cses.fi", Judge::Cses),
            ("yukicoder.me", Judge::Yukicoder),
            ("dmoj.ca", Judge::Dmoj),
            ("open.kattis.com", Judge::Kattis),
            ("nus.kattis.com", Judge::Kattis),
            ("www.codechef.com", Judge::CodeChef),
            ("onlinejudge.u-aizu.ac.jp", Judge::Aoj),
            ("judge.u-aizu.ac.jp", Judge::Aoj),
            ("www.spoj.com", Judge::Spoj),
            ("www.hackerrank.com", Judge::HackerRank),
            ("usaco.org", Judge::Usaco),
        ];
        for (host, judge) in cases {
            assert_eq!(of_host(host).map(|p| p.judge), Some(judge), "{}", host);
        }
        assert_eq!(of_host("notcodeforces.com"), None);
        assert_eq!(of_host("acm.hdu.edu.cn"), None);
    }

    #[test]
    fn the_judges_of_the_issue_build_as_they_do() {
        let cses = of(Judge::Cses);
        assert_eq!(
            (cses.rustc, cses.editions_text().as_str(), cses.opt_level),
            (Some((1, 75, 0)), "2021, 2018", 3)
        );
        let checker = of(Judge::LibraryChecker);
        assert_eq!(
            (checker.rustc, checker.build_edition(), checker.opt_level),
            (Some((1, 94, 1)), "2024", 3)
        );
        assert_eq!(checker.codegen, &[] as &[&str]);
        assert_eq!(checker.source_limit_bytes(), 1024 * 1024);
        let codeforces = of(Judge::Codeforces);
        assert_eq!(codeforces.rustc, Some((1, 89, 0)));
        assert_eq!(
            codeforces.language("2024").map(|language| language.name),
            Some("Rust 1.89.0 (2024)")
        );
        assert_eq!(codeforces.build_edition(), "2021");
        assert!(!codeforces.offers("2018"));
        assert_eq!(of(Judge::AtCoder).codegen, &["--cfg", "atcoder"]);
        assert_eq!(of(Judge::Kattis).codegen, &["-C", "target-cpu=native"]);
        assert_eq!(of(Judge::Kattis).opt_level, 3);
        assert_eq!(of(Judge::Codeforces).stack_mib(64), Some(256));
        assert_eq!(of(Judge::Kattis).stack_mib(1024), Some(1024));
        // An unlimited stack is bounded by the memory limit it runs under.
        assert_eq!(of(Judge::Dmoj).stack_mib(256), Some(256));
        assert_eq!(of(Judge::LibraryChecker).stack_text(), "unlimited");
        assert_eq!(of(Judge::LeetCode).stack_mib(1024), None);
        assert_eq!(of(Judge::Codeforces).source_limit_bytes(), 65536);
        assert_eq!(of(Judge::CodeChef).source_limit_bytes(), 50_000);
        assert_eq!(of(Judge::AcWing).source_limit_bytes(), ASSUMED_SOURCE_LIMIT);
    }

    #[test]
    fn every_row_says_when_and_where_it_was_checked() {
        for profile in PROFILES.iter().filter(|p| p.judge != Judge::Other) {
            assert!(profile.source.starts_with("https://"), "{}", profile.name);
            match (profile.checked, profile.evidence) {
                (None, Evidence::Unchecked) => {}
                (Some(month), Evidence::FirstHand | Evidence::SecondHand) => {
                    assert!(parse_month(month).is_some(), "{}: {}", profile.name, month)
                }
                (checked, evidence) => {
                    panic!("{}: checked {:?} but {:?}", profile.name, checked, evidence)
                }
            }
            for language in profile.languages {
                assert!(
                    EDITIONS.contains(&language.edition),
                    "{}: {}",
                    profile.name,
                    language.edition
                );
            }
        }
    }

    #[test]
    fn a_row_ages_by_the_month() {
        let codeforces = of(Judge::Codeforces);
        assert_eq!(codeforces.months_since_checked((2026, 12)), Some(0));
        assert_eq!(codeforces.months_since_checked((2027, 12)), Some(12));
        assert_eq!(codeforces.months_since_checked((2028, 1)), Some(13));
        assert_eq!(of(Judge::Luogu).months_since_checked((2026, 12)), None);
        assert_eq!(parse_month("2026-13"), None);
        assert_eq!(parse_month("26-1"), None);
    }

    #[test]
    fn old_compilers_and_judges_without_rust_are_warned_of() {
        assert_eq!(of(Judge::Codeforces).compiler_warning(), None);
        assert_eq!(of(Judge::LeetCode).compiler_warning(), None);
        assert_eq!(
            of(Judge::Usaco).compiler_warning().as_deref(),
            Some("USACO takes no Rust submissions")
        );
        let old = Profile {
            rustc: Some((1, 41, 1)),
            ..*of(Judge::Aoj)
        };
        assert!(
            old.compiler_warning()
                .is_some_and(|w| w.starts_with("AOJ builds with rustc 1.41.1, older than the 1.58")),
            "{:?}",
            old.compiler_warning()
        );
    }

    #[test]
    fn an_unknown_judge_is_named_in_its_warning() {
        let warning = unknown_judge_warning("https://acm.hdu.edu.cn/showproblem.php?pid=1000");
        assert!(
            warning.starts_with("the kit does not know how acm.hdu.edu.cn builds Rust: judged as rustc --edition 2021 -C opt-level=2 with the tokens checker, a guess"),
            "{}",
            warning
        );
        assert!(warning.contains("kattis"), "{}", warning);
        assert!(unknown_judge_warning("")
            .starts_with("the kit does not know how this problem's judge builds Rust"));
    }
}
