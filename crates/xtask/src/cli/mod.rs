//! The command line: every command's arguments, as clap reads them, and
//! their help. What each command does is in its own module; `main` only
//! dispatches.

use clap::builder::PossibleValuesParser;
use clap::{Args, Parser, Subcommand, ValueEnum};
use judging::metadata::Judge;
use judging::Rule;

pub mod help;

#[derive(Debug, Parser)]
#[command(
    name = "cargo xtask",
    bin_name = "cargo xtask",
    about = "Automation for the competitive-programming kit"
)]
pub struct Cli {
    #[command(subcommand)]
    pub task: Task,
    /// Work on the kit checkout at this path instead of this one (for tests)
    #[arg(long, global = true, hide = true)]
    pub root: Option<std::path::PathBuf>,
}

#[derive(Debug, Subcommand)]
pub enum Task {
    /// Copy the core crate (crates/cpkit) into the marked region at the end of
    /// every problems/*/src/main.rs and crates/cpkit/verify/*/src/main.rs, so
    /// that each file compiles alone on a judge
    Vendor(VendorArgs),
    /// Write rust-project.json, the editor's view of the archive: the library
    /// and each problem as one crate, for rust-analyzer (see docs/editor.md);
    /// `new`, `listen` and `vendor` keep it up to date
    Editor,
    /// Print exactly what to paste into the judge for a problem, after judging
    /// every case in testdata/<problem>/ (samples, saved stress cases, your own)
    /// with the problem's checker (refused, exit 1, listing each case that is not
    /// AC; also when the problem is not started, a sample file is empty or the
    /// code still calls todo!()) and
    /// checking that it compiles alone under editions 2018, 2021 and 2024; also
    /// written to target/submit/<problem>.rs. With --copy it goes to the
    /// clipboard instead of stdout (`submit-copy = true` under
    /// [workspace.metadata.cpkit] in the root Cargo.toml makes that the default)
    Submit(SubmitArgs),
    /// Add a problem: problems/<name>/ (Cargo.toml with judge metadata,
    /// src/main.rs reading input with the core, golden test) and
    /// testdata/<name>/sample-1.in/.out to fill in with the statement's sample;
    /// or, with --from, a problem as Competitive Companion describes it
    New(NewArgs),
    /// Add an example pasted from the problem's page (read from stdin) as the
    /// next testdata/<problem>/sample-N.in and .out (or the empty pair `new`
    /// leaves); never replaces a file
    #[command(long_about = help::SAMPLE)]
    Sample(SampleArgs),
    /// Receive problems from the Competitive Companion browser extension: an
    /// HTTP server on 127.0.0.1 that makes each problem it is sent (or a whole
    /// contest) as `new` would, with the page's samples and limits. Never
    /// overwrites anything; Ctrl-C stops it
    Listen(ListenArgs),
    /// Stress-test a solution (对拍): run the problem's gen.rs (`gen <seed>
    /// <size>`, sizes growing from 1) and brute.rs against it on every core
    /// until they disagree; the first failing case is saved as
    /// testdata/<problem>/stress-<seed>.in/.out. Exits 1 when one fails
    Stress(StressArgs),
    /// Accept new and changed golden snapshots with cargo alone: runs the
    /// golden tests writing each accepted case's snapshot, then removes
    /// pending files and snapshots of cases that no longer exist. Refused
    /// with CI set
    Accept(AcceptArgs),
    /// Judge a problem locally like its judge: build the file with plain rustc
    /// and the judge's edition, run every case in testdata/<problem>/ under the
    /// judge's limits, and print a verdict table (AC, WA, TLE, MLE, RE) with
    /// time and peak memory. Exits 0 only when every case is AC
    Judge(JudgeArgs),
    /// Judge a Library Checker problem on every official case of a local
    /// checkout of yosupo06/library-checker-problems, under the problem's own
    /// checker, and with --compare time it against the reference C++
    /// solution. Generate the problem there first:
    /// `ulimit -s unlimited && python3 generate.py -p <id>` (see
    /// docs/library-checker.md). Builds the file as Library Checker does and
    /// prints the verdict table of `judge`; exits 0 only when every case is AC
    Official(OfficialArgs),
    /// Measure what an archive of N problems costs: build a scratch copy of
    /// the kit with N solved small problems (under the target folder, or
    /// --dir), then time plain `cargo test` cold, warm, after one edit, and
    /// `cargo test -p` of the edited problem, and weigh the target folder;
    /// prints a Markdown table (see docs/performance.md, "The archive")
    BenchArchive(BenchArchiveArgs),
    /// Run a solution under rust-gdb (or gdb) with a case's input on stdin:
    /// its debug build with debug information, as judge builds it, so
    /// breakpoints in problems/<problem>/src/main.rs stop on that case.
    /// Arguments after `--` go to the debugger, e.g. `-- -batch -ex 'break
    /// main.rs:12' -ex run -ex 'print n'`
    Debug(DebugArgs),
    /// Judge a problem on every save: watches its src/main.rs, helpers
    /// (gen.rs, brute.rs, checker.rs, interactor.rs, Cargo.toml) and
    /// testdata/<problem>/, and after each change re-vendors the file when it
    /// uses core items it does not carry, builds it, judges every case as
    /// `judge` does and prints one line per case and a summary. Ctrl-C stops
    /// it and every run it started
    Watch(WatchArgs),
    /// Print the judge profiles, one row per judge: rustc, editions, flags,
    /// stack, source limit, default checker, the month each row was checked
    /// and its source; warns of rows over a year old
    #[command(long_about = help::JUDGES)]
    Judges(JudgesArgs),
    /// Draw the charts docs/img/<name>.svg from the measurements in
    /// docs/data/<name>.csv (a CSV not there yet is skipped)
    Plot(PlotArgs),
    /// Write the library's tables in docs/library.md and
    /// docs/library-checker.md from the code: each module with what it
    /// depends on, what uses it and the proofs that verify it, each proof
    /// with its checker, cases and time against the reference C++
    Docs(DocsArgs),
}

#[derive(Debug, Args)]
pub struct VendorArgs {
    /// Change nothing; exit with 1 and name every file whose region is stale
    #[arg(long)]
    pub check: bool,
}

#[derive(Debug, Args)]
pub struct SubmitArgs {
    /// The problem, as named under problems/ (e.g. luogu-p1219)
    pub problem: String,
    /// Submit even if a case fails, a sample is empty or the solution is unfinished
    #[arg(long)]
    pub force: bool,
    /// Put the text on the clipboard (wl-copy, xclip, xsel, pbcopy,
    /// clip.exe, or the terminal by OSC 52); printed when there is no way
    #[arg(long, conflicts_with = "no_copy")]
    pub copy: bool,
    /// Print the text even when the workspace makes --copy the default
    #[arg(long)]
    pub no_copy: bool,
    /// Also write the text to this file, atomically (never inside the
    /// kit's problems/, crates/ or testdata/)
    #[arg(long, value_name = "FILE")]
    pub out: Option<std::path::PathBuf>,
}

#[derive(Debug, Args)]
pub struct SampleArgs {
    /// The problem, as named under problems/
    pub problem: String,
}

#[derive(Debug, Args)]
pub struct ListenArgs {
    /// The port; the extension sends to 6174 without any set-up. Another
    /// port must be added to the extension's custom ports. 0 picks a free one
    #[arg(long, default_value_t = help::DEFAULT_PORT)]
    pub port: u16,
}

#[derive(Debug, Args)]
pub struct StressArgs {
    /// The problem, as named under problems/
    pub problem: String,
    /// How many cases at most
    #[arg(long, default_value_t = 1000)]
    pub cases: u64,
    /// Stop after this many seconds
    #[arg(long)]
    pub seconds: Option<f64>,
    /// The first case's seed (case i gets seed + i), to reproduce a run
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// The largest size given to the generator
    #[arg(long, default_value_t = 100)]
    pub max_size: u64,
    /// Worker threads [default: every core]
    #[arg(long)]
    pub jobs: Option<usize>,
    /// Write starter gen.rs and brute.rs for the problem (never over existing ones) and stop
    #[arg(long)]
    pub init: bool,
    /// Stress this file instead of src/main.rs (which is not touched)
    #[arg(long, value_name = "FILE.rs", conflicts_with = "init")]
    pub solution: Option<std::path::PathBuf>,
    /// Compare against this file instead of the problem's brute.rs
    #[arg(long, value_name = "FILE.rs", conflicts_with = "init")]
    pub brute: Option<std::path::PathBuf>,
}

#[derive(Debug, Args)]
pub struct AcceptArgs {
    /// The problem [default: every problem]
    pub problem: Option<String>,
}

#[derive(Debug, Args)]
pub struct JudgeArgs {
    /// The problem [default: every problem, with a summary line]
    pub problem: Option<String>,
    /// Cases to run, by name (sample-1 or sample-1.in) [default: all]
    pub cases: Vec<String>,
    /// Optimise as the judge does; without it the build is unoptimised with
    /// debug assertions (quicker to build, overflow is RE), and slower
    #[arg(long)]
    pub release: bool,
    /// Optimise with overflow checks and debug assertions (the build stress
    /// judges with): an overflow is RE naming its line in src/main.rs
    #[arg(long, conflicts_with = "release")]
    pub checked: bool,
    /// Judge this file (a brute force, an earlier attempt, a teammate's)
    /// under the problem's metadata and cases; src/main.rs is not touched
    #[arg(long, value_name = "FILE.rs", requires = "problem")]
    pub solution: Option<std::path::PathBuf>,
}

#[derive(Debug, Args)]
pub struct OfficialArgs {
    /// The problem, by its package's name (e.g. verify-unionfind, one of
    /// the library's proofs) [default: every problem whose judge is
    /// library-checker, with a summary]
    pub problem: Option<String>,
    /// Official cases to run, by name (example_00 or example_00.in) [default: all]
    pub cases: Vec<String>,
    /// The checkout of yosupo06/library-checker-problems, with the
    /// problem generated in it
    #[arg(long, value_name = "CHECKOUT")]
    pub from: std::path::PathBuf,
    /// Also time our solution and the problem's sol/correct (as
    /// generate.py built it) on every case, taking turns, and print the
    /// medians, the totals and the ratio ours/C++
    #[arg(long)]
    pub compare: bool,
    /// With --compare: how many times each program runs on each case
    /// (once when the first pair of runs takes over 2 s)
    #[arg(long, default_value_t = 5)]
    pub runs: usize,
    /// Judge under this time limit instead of the one in info.toml (on a
    /// machine much slower or busier than Library Checker's)
    #[arg(long)]
    pub time_limit_ms: Option<u64>,
    /// With --compare: write the summary (one row per problem) to this
    /// CSV file, as docs/data/library-checker.csv holds it; only a file
    /// this command wrote is replaced
    #[arg(long, value_name = "FILE")]
    pub csv: Option<std::path::PathBuf>,
}

#[derive(Debug, Args)]
pub struct DebugArgs {
    /// The problem, as named under problems/ (e.g. cf-4a)
    pub problem: String,
    /// The case whose input goes to stdin (sample-1 or sample-1.in) [default: the first]
    pub case: Option<String>,
    /// Arguments for the debugger, after `--`
    #[arg(last = true, value_name = "DEBUGGER ARGS")]
    pub debugger_args: Vec<String>,
}

#[derive(Debug, Args)]
pub struct BenchArchiveArgs {
    /// How many problems
    #[arg(long)]
    pub problems: usize,
    /// Build the archive here (an empty or new folder) instead
    #[arg(long)]
    pub dir: Option<std::path::PathBuf>,
    /// Leave the archive and its target folder behind
    #[arg(long)]
    pub keep: bool,
}

#[derive(Debug, Args)]
pub struct WatchArgs {
    /// The problem [default: the one whose src/main.rs was saved last]
    pub problem: Option<String>,
    /// Optimise as the judge does (slower to build, judge's times)
    #[arg(long)]
    pub release: bool,
}

#[derive(Debug, Args)]
pub struct JudgesArgs {
    /// Take this month as today (YYYY-MM) when aging the rows, for tests
    #[arg(long, hide = true, value_parser = help::parse_today)]
    pub today: Option<(i32, u32)>,
}

#[derive(Debug, Args)]
pub struct PlotArgs {
    /// Change nothing; exit with 1 and name every chart that is stale
    #[arg(long)]
    pub check: bool,
}

#[derive(Debug, Args)]
pub struct DocsArgs {
    /// Change nothing; exit with 1 and name every file whose tables are stale
    #[arg(long)]
    pub check: bool,
}

#[derive(Debug, Args)]
pub struct NewArgs {
    /// Package name: lowercase letters, digits and dashes (e.g. luogu-p1219)
    #[arg(required_unless_present = "from")]
    pub name: Option<String>,
    /// A problem saved from Competitive Companion (JSON): named, limited and
    /// given its samples as `cargo xtask listen` would
    #[arg(long, conflicts_with_all = ["name", "kind", "signature", "judge", "url", "checker"])]
    pub from: Option<std::path::PathBuf>,
    /// stdin: a whole program; leetcode: a method of `struct Solution`
    /// [default: leetcode with --signature, else stdin]
    #[arg(long, value_enum)]
    pub kind: Option<KindArg>,
    /// For --kind leetcode: the method, e.g. 'pub fn total_n_queens(n: i32) -> i32'
    #[arg(long)]
    pub signature: Option<String>,
    /// For LeetCode: the Rust code its editor shows (`impl Solution`, or a
    /// design class), in a file, or `-` for stdin
    #[arg(long, value_name = "FILE", conflicts_with_all = ["signature", "kind"])]
    pub template: Option<std::path::PathBuf>,
    /// The judge [default: the --url's judge (other for sites the kit does not know); without --url, leetcode for --kind leetcode, else codeforces]
    #[arg(long, value_parser = PossibleValuesParser::new(Judge::ALL.map(Judge::key)))]
    pub judge: Option<String>,
    /// The problem's page
    #[arg(long, default_value = "")]
    pub url: String,
    /// The judge's time limit [default: not set, 1000 assumed and said so]
    #[arg(long)]
    pub time_limit_ms: Option<u64>,
    /// The judge's memory limit [default: the judge's where all its problems
    /// share one (atcoder: 1024), else not set, 256 assumed and said so]
    #[arg(long)]
    pub memory_limit_mib: Option<u64>,
    /// How outputs are compared [default: the judge's (tokens for most,
    /// luogu for luogu and hackerrank, leetcode (values as values) for
    /// leetcode, exact for acwing, aoj and usaco; see
    /// docs/adding-problems.md, "Judges")]; special writes a starter
    /// checker.rs
    #[arg(long, value_parser = PossibleValuesParser::new(Rule::ALL.map(Rule::key)))]
    pub checker: Option<String>,
    /// For --checker float or leetcode: the absolute or relative error
    /// allowed [default: 1e-6 for float, 1e-5 for leetcode]
    #[arg(long)]
    pub float_error: Option<f64>,
    /// Also write starter gen.rs and brute.rs for `cargo xtask stress`
    #[arg(long)]
    pub stress: bool,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum KindArg {
    Stdin,
    Leetcode,
    Interactive,
}
