//! xtask: the kit's own automation, run as `cargo xtask <task>`.
//!
//! One module per task; see `cargo xtask --help`. Exit codes: 0 on success,
//! 1 when a check finds something to fix, 2 on an error (one `error:` line).

mod fsutil;
mod judge;
#[cfg(test)]
mod judge_compile;
mod leetcode_main;
mod plot;
mod project;
mod rustc;
mod scaffold;
mod submit;
mod vendor;
#[cfg(test)]
mod vendored_macros;

use std::process::ExitCode;

use clap::builder::PossibleValuesParser;
use clap::{Parser, Subcommand, ValueEnum};
use testkit::metadata::Judge;
use testkit::Rule;

use project::Project;

#[derive(Debug, Parser)]
#[command(
    name = "cargo xtask",
    bin_name = "cargo xtask",
    about = "Automation for the competitive-programming kit"
)]
struct Cli {
    #[command(subcommand)]
    task: Task,
    /// Work on the kit checkout at this path instead of this one (for tests)
    #[arg(long, global = true, hide = true)]
    root: Option<std::path::PathBuf>,
}

#[derive(Debug, Subcommand)]
enum Task {
    /// Copy the core crate (crates/cpkit) into the marked region at the end of
    /// every problems/*/src/main.rs, so that each file compiles alone on a judge
    Vendor {
        /// Change nothing; exit with 1 and name every file whose region is stale
        #[arg(long)]
        check: bool,
    },
    /// Print exactly what to paste into the judge for a problem, after checking
    /// that it compiles alone under editions 2018, 2021 and 2024; also written to
    /// target/submit/<problem>.rs
    Submit {
        /// The problem, as named under problems/ (e.g. luogu-p1219)
        problem: String,
    },
    /// Add a problem: problems/<name>/ (Cargo.toml with judge metadata,
    /// src/main.rs reading input with the core, golden test) and
    /// testdata/<name>/sample-1.in/.out to fill in with the statement's sample
    New {
        /// Package name: lowercase letters, digits and dashes (e.g. luogu-p1219)
        name: String,
        /// stdin: a whole program; leetcode: a method of `struct Solution`
        #[arg(long, value_enum)]
        kind: KindArg,
        /// For --kind leetcode: the method, e.g. 'pub fn total_n_queens(n: i32) -> i32'
        #[arg(long)]
        signature: Option<String>,
        /// The judge [default: leetcode for --kind leetcode, else codeforces]
        #[arg(long, value_parser = PossibleValuesParser::new(Judge::ALL.map(Judge::key)))]
        judge: Option<String>,
        /// The problem's page
        #[arg(long, default_value = "")]
        url: String,
        /// The judge's time limit
        #[arg(long, default_value_t = 1000)]
        time_limit_ms: u64,
        /// The judge's memory limit
        #[arg(long, default_value_t = 256)]
        memory_limit_mib: u64,
        /// How outputs are compared [default: luogu for --judge luogu, else exact]
        #[arg(long, value_parser = PossibleValuesParser::new(Rule::ALL.map(Rule::key)))]
        checker: Option<String>,
    },
    /// Judge a problem locally like its judge: build the file with plain rustc
    /// and the judge's edition, run every case in testdata/<problem>/ under the
    /// judge's limits, and print a verdict table (AC, WA, TLE, MLE, RE) with
    /// time and peak memory. Exits 0 only when every case is AC
    Judge {
        /// The problem [default: every problem, with a summary line]
        problem: Option<String>,
        /// Cases to run, by name (sample-1 or sample-1.in) [default: all]
        cases: Vec<String>,
        /// Optimise as the judge does; without it the build is unoptimised with
        /// debug assertions (quicker to build, overflow is RE), and slower
        #[arg(long)]
        release: bool,
    },
    /// Draw the charts docs/img/<name>.svg from the measurements in
    /// docs/data/<name>.csv (a CSV not there yet is skipped)
    Plot {
        /// Change nothing; exit with 1 and name every chart that is stale
        #[arg(long)]
        check: bool,
    },
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum KindArg {
    Stdin,
    Leetcode,
}

fn main() -> ExitCode {
    // Before anything else touches memory: see judge::measure::monitor_main.
    if std::env::args_os()
        .nth(1)
        .is_some_and(|arg| arg == "__measure")
    {
        return judge::measure::monitor_main();
    }
    let cli = Cli::parse();
    let project = match &cli.root {
        Some(root) => Project::at(root),
        None => Project::locate(),
    };
    let result = match cli.task {
        Task::Vendor { check } => vendor_task(&project, check),
        Task::Submit { problem } => submit_task(&project, &problem),
        Task::Judge {
            problem,
            cases,
            release,
        } => judge_task(&project, problem.as_deref(), &cases, release),
        Task::Plot { check } => plot::task(&project, check),
        Task::New {
            name,
            kind,
            signature,
            judge,
            url,
            time_limit_ms,
            memory_limit_mib,
            checker,
        } => new_task(
            &project,
            name,
            kind,
            signature,
            judge,
            url,
            time_limit_ms,
            memory_limit_mib,
            checker,
        ),
    };
    match result {
        Ok(code) => code,
        Err(err) => {
            eprintln!("error: {:#}", err);
            ExitCode::from(2)
        }
    }
}

fn vendor_task(project: &Project, check: bool) -> anyhow::Result<ExitCode> {
    let outcomes = vendor::run(project, check)?;
    if check {
        if let Some(report) = vendor::stale_report(&outcomes) {
            eprintln!("error: {}", report);
            return Ok(ExitCode::from(1));
        }
        eprintln!("vendored core is fresh in {} files", outcomes.len());
    } else {
        for outcome in &outcomes {
            let state = if outcome.stale {
                "updated"
            } else {
                "unchanged"
            };
            eprintln!("{:>9} {}", state, outcome.file);
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn submit_task(project: &Project, problem: &str) -> anyhow::Result<ExitCode> {
    let text = submit::run(project, problem)?;
    let mut stdout = std::io::stdout().lock();
    // A closed pipe (`| head`) is the reader's choice, not an error.
    let _ = std::io::Write::write_all(&mut stdout, text.as_bytes());
    eprintln!(
        "{} bytes; compiles alone under editions 2018, 2021 and 2024; also in {}",
        text.len(),
        project.show(&submit::output_path(project, problem))
    );
    Ok(ExitCode::SUCCESS)
}

#[allow(clippy::too_many_arguments)] // one per command-line option
fn new_task(
    project: &Project,
    name: String,
    kind: KindArg,
    signature: Option<String>,
    judge: Option<String>,
    url: String,
    time_limit_ms: u64,
    memory_limit_mib: u64,
    checker: Option<String>,
) -> anyhow::Result<ExitCode> {
    let kind = match (kind, signature) {
        (KindArg::Stdin, None) => scaffold::SpecKind::Stdin,
        (KindArg::Leetcode, Some(signature)) => scaffold::SpecKind::LeetCode { signature },
        (KindArg::Stdin, Some(_)) => anyhow::bail!("--signature is only for --kind leetcode"),
        (KindArg::Leetcode, None) => {
            anyhow::bail!("--kind leetcode needs --signature, e.g. --signature 'pub fn total_n_queens(n: i32) -> i32'")
        }
    };
    let judge = match (judge, &kind) {
        (Some(key), _) => Judge::from_key(&key).expect("clap checked the value"),
        (None, scaffold::SpecKind::LeetCode { .. }) => Judge::LeetCode,
        (None, scaffold::SpecKind::Stdin) => Judge::Codeforces,
    };
    let checker = match checker {
        Some(key) => Rule::from_key(&key).expect("clap checked the value"),
        None if judge == Judge::Luogu => Rule::Luogu,
        None => Rule::Exact,
    };
    if time_limit_ms == 0 || memory_limit_mib == 0 {
        anyhow::bail!("--time-limit-ms and --memory-limit-mib must be positive");
    }
    let spec = scaffold::Spec {
        name: name.clone(),
        kind,
        judge,
        url,
        time_limit_ms,
        memory_limit_mib,
        checker,
    };
    for path in scaffold::run(project, &spec)? {
        eprintln!("  created {}", path);
    }
    eprintln!(
        "next:\n  1. fill in testdata/{name}/sample-1.in and sample-1.out with the statement's sample\n  \
         2. solve it in problems/{name}/src/main.rs (then `cargo xtask vendor` if it uses more of the core)\n  \
         3. cargo test -p {name}   (accept the new snapshot with `cargo insta review`)\n  \
         4. cargo xtask submit {name}",
        name = name
    );
    Ok(ExitCode::SUCCESS)
}

fn judge_task(
    project: &Project,
    problem: Option<&str>,
    cases: &[String],
    release: bool,
) -> anyhow::Result<ExitCode> {
    let build = if release {
        judge::Build::Release
    } else {
        judge::Build::Debug
    };
    let mut out = anstream::stdout();
    let tally = judge::run(project, problem, cases, build, &mut out)?;
    Ok(if tally.all_accepted() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
