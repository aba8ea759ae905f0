//! Every judge the kit knows, in one table: how it builds a Rust
//! submission (rustc version, edition, optimisation), how it compares
//! output by default, its stack and source-size limit, and the sites
//! Competitive Companion sends its problems from.
//!
//! `Judge::edition`, `opt_level`, `codegen_flags` and
//! `Metadata::default_checker` read this table, and so do the listener and
//! `new --url` (which judge a site is) and `submit` (the source limit, the
//! old-compiler warning). Each row's `source` is where its facts were read;
//! `docs/adding-problems.md`, "Judges", gives them all with what each page
//! states and what the kit assumes where a page is silent. A site not in
//! the table is `Judge::Other`, built on a guess that is always named in a
//! warning (see [`unknown_judge_warning`]).

use crate::check::Rule;
use crate::metadata::Judge;

/// How big a stack a judge gives the solution's main thread.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stack {
    /// A fixed size.
    Mib(u64),
    /// As large as the problem's memory limit.
    MemoryLimit,
    /// The judge does not say; Linux's usual 8 MiB is the safe guess.
    NotStated,
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
    /// `None` for a judge that takes no Rust at all.
    pub edition: Option<&'static str>,
    pub opt_level: u8,
    /// Code-generation flags after the opt-level, as rustc arguments.
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
    /// Where the facts were read.
    pub source: &'static str,
}

/// The source limit assumed where a judge states none: Codeforces', the
/// smallest common one.
pub const ASSUMED_SOURCE_LIMIT: usize = 64 * 1024;

/// The oldest rustc the vendored core is written for (`rust-version` of the
/// core and of every solution; see docs/vendoring.md, "Old compilers").
pub const CORE_RUSTC: (u32, u32, u32) = (1, 58, 0);

/// The table. `Judge::Other` is last: the guess for a site not listed.
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
        rustc: Some((1, 75, 0)),
        edition: Some("2021"),
        opt_level: 2,
        codegen: &[],
        checker: Rule::Tokens,
        stack: Stack::Mib(256),
        source_limit: Some(64 * 1024),
        memory_limit_mib: None,
        source: "https://codeforces.com/blog/entry/79",
    },
    Profile {
        judge: Judge::AtCoder,
        name: "AtCoder",
        hosts: &["atcoder.jp"],
        // The 2025 language update; its exact rustc is not pinned here.
        rustc: None,
        edition: Some("2024"),
        // `cargo build --release`.
        opt_level: 3,
        codegen: &[],
        checker: Rule::Tokens,
        stack: Stack::MemoryLimit,
        source_limit: Some(512 * 1024),
        memory_limit_mib: Some(1024),
        source: "https://atcoder.jp/contests/language-test",
    },
    Profile {
        judge: Judge::Luogu,
        name: "Luogu",
        hosts: &["luogu.com.cn"],
        rustc: Some((1, 88, 0)),
        edition: Some("2024"),
        opt_level: 2,
        codegen: &[],
        checker: Rule::Luogu,
        stack: Stack::MemoryLimit,
        source_limit: None,
        memory_limit_mib: None,
        source: "https://help.luogu.com.cn/",
    },
    Profile {
        judge: Judge::LeetCode,
        name: "LeetCode",
        hosts: &["leetcode.com", "leetcode.cn"],
        // The oldest seen; it has been seen up to 1.74.
        rustc: Some((1, 58, 0)),
        edition: Some("2018"),
        opt_level: 2,
        codegen: &[],
        checker: Rule::Exact,
        stack: Stack::NotStated,
        source_limit: None,
        memory_limit_mib: None,
        source: "https://support.leetcode.com/hc/en-us/articles/360011833974",
    },
    Profile {
        judge: Judge::AcWing,
        name: "AcWing",
        hosts: &["acwing.com"],
        rustc: None,
        edition: Some("2021"),
        opt_level: 2,
        codegen: &[],
        checker: Rule::Exact,
        stack: Stack::NotStated,
        source_limit: None,
        memory_limit_mib: None,
        source: "https://www.acwing.com/file_system/file/content/whole/index/content/2888/",
    },
    Profile {
        judge: Judge::LibraryChecker,
        name: "Library Checker",
        hosts: &["judge.yosupo.jp"],
        rustc: Some((1, 94, 1)),
        edition: Some("2024"),
        opt_level: 3,
        codegen: &["-C", "target-cpu=native"],
        checker: Rule::Tokens,
        stack: Stack::NotStated,
        source_limit: None,
        memory_limit_mib: Some(1024),
        source: "https://github.com/yosupo06/library-checker-judge/blob/master/langs/langs.toml",
    },
    Profile {
        judge: Judge::Cses,
        name: "CSES",
        hosts: &["cses.fi"],
        rustc: Some((1, 66, 1)),
        edition: Some("2018"),
        opt_level: 2,
        codegen: &[],
        checker: Rule::Tokens,
        stack: Stack::NotStated,
        source_limit: Some(128 * 1024),
        memory_limit_mib: Some(512),
        source: "https://cses.fi/howto/",
    },
    Profile {
        judge: Judge::Yukicoder,
        name: "yukicoder",
        hosts: &["yukicoder.me"],
        rustc: None,
        edition: Some("2021"),
        // `cargo build --release`.
        opt_level: 3,
        codegen: &[],
        checker: Rule::Tokens,
        stack: Stack::NotStated,
        source_limit: None,
        memory_limit_mib: None,
        source: "https://yukicoder.me/help/environments",
    },
    Profile {
        judge: Judge::Dmoj,
        name: "DMOJ",
        hosts: &["dmoj.ca"],
        rustc: None,
        edition: Some("2021"),
        // `cargo build --release` on a Cargo.toml with edition 2021.
        opt_level: 3,
        codegen: &[],
        checker: Rule::Tokens,
        stack: Stack::NotStated,
        source_limit: Some(64 * 1024),
        memory_limit_mib: None,
        source: "https://github.com/DMOJ/judge-server/blob/master/dmoj/executors/RUST.py",
    },
    Profile {
        judge: Judge::Kattis,
        name: "Kattis",
        hosts: &["open.kattis.com", "kattis.com"],
        rustc: Some((1, 78, 0)),
        edition: Some("2021"),
        // `rustc -O --crate-type bin --edition=2021`.
        opt_level: 2,
        codegen: &[],
        checker: Rule::Tokens,
        stack: Stack::MemoryLimit,
        source_limit: Some(128 * 1024),
        memory_limit_mib: None,
        source: "https://open.kattis.com/languages/rust",
    },
    Profile {
        judge: Judge::CodeChef,
        name: "CodeChef",
        hosts: &["codechef.com"],
        rustc: None,
        edition: Some("2021"),
        opt_level: 2,
        codegen: &[],
        checker: Rule::Tokens,
        stack: Stack::NotStated,
        source_limit: Some(50_000),
        memory_limit_mib: None,
        source: "https://www.codechef.com/ide",
    },
    Profile {
        judge: Judge::Aoj,
        name: "AOJ",
        hosts: &["onlinejudge.u-aizu.ac.jp", "judge.u-aizu.ac.jp"],
        rustc: None,
        edition: Some("2018"),
        opt_level: 2,
        codegen: &[],
        // AOJ gives Presentation Error for a difference in spacing.
        checker: Rule::Exact,
        stack: Stack::NotStated,
        source_limit: None,
        memory_limit_mib: None,
        source: "https://onlinejudge.u-aizu.ac.jp/system_info",
    },
    Profile {
        judge: Judge::Spoj,
        name: "SPOJ",
        hosts: &["spoj.com"],
        rustc: None,
        edition: Some("2018"),
        opt_level: 2,
        codegen: &[],
        checker: Rule::Tokens,
        stack: Stack::NotStated,
        source_limit: Some(50_000),
        memory_limit_mib: None,
        source: "https://www.spoj.com/info/",
    },
    Profile {
        judge: Judge::HackerRank,
        name: "HackerRank",
        hosts: &["hackerrank.com"],
        rustc: None,
        edition: Some("2021"),
        opt_level: 2,
        codegen: &[],
        checker: Rule::Luogu,
        stack: Stack::NotStated,
        source_limit: None,
        memory_limit_mib: Some(512),
        source: "https://candidatesupport.hackerrank.com/articles/9758632",
    },
    Profile {
        judge: Judge::Usaco,
        name: "USACO",
        hosts: &["usaco.org"],
        rustc: None,
        // USACO takes C, C++, Java and Python only.
        edition: None,
        opt_level: 2,
        codegen: &[],
        checker: Rule::Exact,
        stack: Stack::NotStated,
        source_limit: None,
        memory_limit_mib: Some(256),
        source: "https://usaco.org/index.php?page=instructions",
    },
    Profile {
        judge: Judge::Other,
        name: "a judge the kit does not know",
        hosts: &[],
        rustc: None,
        // The most common ways: a guess, always named in a warning.
        edition: Some("2021"),
        opt_level: 2,
        codegen: &[],
        checker: Rule::Tokens,
        stack: Stack::NotStated,
        source_limit: None,
        memory_limit_mib: None,
        source: "",
    },
];

impl Profile {
    /// The edition to build with: the judge's, or for a judge that takes no
    /// Rust, 2021 (so the file can still be judged locally).
    pub fn build_edition(&self) -> &'static str {
        self.edition.unwrap_or("2021")
    }

    /// The stack the solution runs with under a memory limit of
    /// `memory_limit_mib`; `None` where the judge does not say.
    pub fn stack_mib(&self, memory_limit_mib: u64) -> Option<u64> {
        match self.stack {
            Stack::Mib(mib) => Some(mib),
            Stack::MemoryLimit => Some(memory_limit_mib),
            Stack::NotStated => None,
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

    /// Why a submission may not build on this judge even though it builds
    /// here, if there is such a reason: a rustc older than the core is
    /// written for, or no Rust at all.
    pub fn compiler_warning(&self) -> Option<String> {
        if self.edition.is_none() {
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
        assert_eq!((cses.rustc, cses.edition), (Some((1, 66, 1)), Some("2018")));
        let checker = of(Judge::LibraryChecker);
        assert_eq!(
            (checker.rustc, checker.edition, checker.opt_level),
            (Some((1, 94, 1)), Some("2024"), 3)
        );
        assert_eq!(of(Judge::Codeforces).stack_mib(64), Some(256));
        assert_eq!(of(Judge::Kattis).stack_mib(1024), Some(1024));
        assert_eq!(of(Judge::LeetCode).stack_mib(1024), None);
        assert_eq!(of(Judge::Codeforces).source_limit_bytes(), 65536);
        assert_eq!(of(Judge::CodeChef).source_limit_bytes(), 50_000);
        assert_eq!(of(Judge::AcWing).source_limit_bytes(), ASSUMED_SOURCE_LIMIT);
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
