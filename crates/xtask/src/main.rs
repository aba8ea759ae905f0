//! xtask: the kit's own automation, run as `cargo xtask <task>`: `vendor`,
//! `new`, `judge`, `watch`, `stress`, `submit`, `official`, ...
//!
//! This file only dispatches: the command line is [`cli`], and each command
//! lives in its own module with its glue (`judge::task`, `submit::task`,
//! ...). How a solution is built, run, checked and given a verdict is the
//! `judging` crate's session, shared with the golden tests, so no two
//! commands can disagree. Exit codes: 0 on success, 1 when a check finds
//! something to fix (a case not AC, a stale region, a refused submission),
//! 2 on an error (one `error:` line). See docs/architecture.md.

mod accept;
mod bench_archive;
mod bundle;
mod cli;
mod clipboard;
mod debug;
mod docs;
mod editor;
mod example;
mod fsutil;
mod judge;
mod judges;
mod leetcode;
mod listen;
mod new;
mod official;
mod paste;
mod paste_file;
mod plot;
mod prepare;
mod project;
mod regions;
mod sample;
mod scaffold;
mod session;
mod settings;
mod spec;
mod starters;
mod stress;
mod submit;
mod watch;

use std::process::ExitCode;

use clap::Parser;

use cli::{Cli, Task};
use project::Project;

fn main() -> ExitCode {
    // Before anything else touches memory: see judging::monitor.
    if let Some(code) = judging::monitor::serve_if_asked() {
        return code;
    }
    let cli = Cli::parse();
    // A command that runs solutions (or tests that do) ends them and
    // removes their folders when Ctrl-C, SIGTERM or SIGHUP stops it. Not
    // watch or listen, which catch Ctrl-C themselves, nor debug, where
    // Ctrl-C is the debugger's.
    if matches!(
        cli.task,
        Task::Judge(_)
            | Task::Stress(_)
            | Task::Accept(_)
            | Task::Submit(_)
            | Task::Official(_)
            | Task::Sample(_)
            | Task::BenchArchive(_)
    ) {
        judging::runner::interrupt::end_runs_on_signal();
    }
    // The table is the kit's own, not a checkout's: no project needed.
    if let Task::Judges(args) = &cli.task {
        return judges::task(args);
    }
    let project = match &cli.root {
        Some(root) => Project::at(root),
        None => match Project::find() {
            Ok(project) => project,
            Err(err) => {
                eprintln!("error: {:#}", err);
                return ExitCode::from(2);
            }
        },
    };
    let result = match cli.task {
        Task::Vendor(args) => regions::task(&project, &args),
        Task::Submit(args) => submit::task(&project, &args),
        Task::New(args) => new::task(&project, args),
        Task::Sample(args) => sample::run(&project, &args.problem).map(|()| ExitCode::SUCCESS),
        Task::Listen(args) => listen::task(&project, &args),
        Task::Stress(args) => stress::task(&project, &args),
        Task::Accept(args) => accept::task(&project, &args),
        Task::Judge(args) => judge::task(&project, &args),
        Task::Official(args) => official::task(&project, &args),
        Task::BenchArchive(args) => bench_archive::task(&project, &args),
        Task::Debug(args) => debug::task(&project, &args),
        Task::Watch(args) => watch::task(&project, &args),
        Task::Plot(args) => plot::task(&project, args.check),
        Task::Docs(args) => docs::task(&project, &args),
        Task::Editor => editor::task(&project),
        Task::Judges(_) => unreachable!("judges runs before the project is found"),
    };
    match result {
        Ok(code) => code,
        Err(err) => {
            eprintln!("error: {:#}", err);
            ExitCode::from(2)
        }
    }
}
