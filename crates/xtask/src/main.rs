//! xtask: the kit's own automation, run as `cargo xtask <task>`.
//!
//! One module per task; see `cargo xtask --help`. Exit codes: 0 on success,
//! 1 when a check finds something to fix, 2 on an error (one `error:` line).

mod fsutil;
mod project;
mod vendor;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

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
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let project = Project::locate();
    let result = match cli.task {
        Task::Vendor { check } => vendor_task(&project, check),
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
