//! `cargo xtask debug <problem> [<case>] [-- <debugger args>]`: the solution
//! under `rust-gdb` (or `gdb`) with a case's input on stdin, so that the
//! user's breakpoints in their own `src/main.rs` stop on that input.
//!
//! The program is the judging session's own build ([`Build::Debugger`]: the
//! debug build every command judges, with debug information), made through
//! the kit's one cache of builds: what stops in the debugger is what `judge`
//! runs. The debugger gets `set args < <case>.in` first, then whatever
//! follows `--` (`-batch -ex 'break main.rs:12' -ex run -ex 'print n'`), so
//! its `run` reads the case.

use std::path::PathBuf;
use std::process::{Command, ExitCode, Stdio};
use std::time::Instant;

use anyhow::{anyhow, bail, Context, Result};
use judging::session::Build;

use crate::cli::DebugArgs;
use crate::judge;
use crate::project::Project;

/// The debuggers tried, in order: rust-gdb prints Rust values (a `Vec`, a
/// `String`) as Rust writes them; plain gdb still stops at the lines.
const DEBUGGERS: [&str; 2] = ["rust-gdb", "gdb"];

/// Runs the command.
pub fn task(project: &Project, args: &DebugArgs) -> Result<ExitCode> {
    let problem = project.problem(&args.problem)?;
    let wanted: Vec<String> = args.case.iter().cloned().collect();
    let cases = judge::select_cases(project, &problem, &wanted)?;
    // The first sample, else the first case.
    let case = cases.iter().find(|case| case.is_sample()).or(cases.first());
    let case = case.ok_or_else(|| {
        anyhow!(
            "{} has no cases in {}; add one first (cargo xtask sample {})",
            problem.name,
            project.show(&problem.cases),
            problem.name
        )
    })?;
    let loaded = judging::problem::Problem::load(problem.clone())?;
    if loaded.interactive() {
        bail!(
            "{} is interactive: its input comes from an interactor, not from a file; debug reads a case from stdin",
            problem.name
        );
    }
    // Before the build, so a missing debugger costs no wait.
    let debugger = find_debugger()?;
    for line in crate::prepare::up_to_date(project, &loaded, &[])? {
        eprintln!("{}", line);
    }
    let started = Instant::now();
    let session = judge::open(project, &loaded, Build::Debugger, &problem.main_rs())?;
    judge::progress_done(started);
    for warning in &session.warnings {
        eprintln!("warning: {}", warning);
    }
    eprintln!(
        "debugging {} on {} with {} (built: {})",
        problem.name,
        project.show(&case.input),
        debugger.display(),
        session.flags.command_line()
    );
    if args.debugger_args.is_empty() {
        eprintln!("set breakpoints in your file (break main.rs:12), then `run`: it reads the case");
    }
    let status = Command::new(&debugger)
        .arg("-q")
        .arg("-ex")
        .arg(format!(
            "set args < {}",
            shell_quoted(&case.input.display().to_string())
        ))
        .args(&args.debugger_args)
        .arg(&session.program)
        .status()
        .with_context(|| format!("cannot run {}", debugger.display()))?;
    Ok(match status.code() {
        Some(0) => ExitCode::SUCCESS,
        Some(code) => ExitCode::from(u8::try_from(code).unwrap_or(1)),
        None => ExitCode::from(1),
    })
}

/// The first debugger of [`DEBUGGERS`] that answers `--version` (rustup's
/// `rust-gdb` is on `PATH` even where gdb is not, and then fails).
fn find_debugger() -> Result<PathBuf> {
    DEBUGGERS
        .iter()
        .map(PathBuf::from)
        .find(|debugger| {
            Command::new(debugger)
                .arg("--version")
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status()
                .is_ok_and(|status| status.success())
        })
        .ok_or_else(|| anyhow!("no debugger found: neither rust-gdb nor gdb runs; install gdb (apt-get install gdb)"))
}

/// `text` in single quotes for the shell gdb starts the program with.
fn shell_quoted(text: &str) -> String {
    format!("'{}'", text.replace('\'', r"'\''"))
}

#[cfg(test)]
mod tests {
    use super::shell_quoted;

    #[test]
    fn a_path_is_quoted_for_the_shell() {
        assert_eq!(shell_quoted("/a b/c.in"), "'/a b/c.in'");
        assert_eq!(shell_quoted("it's.in"), r"'it'\''s.in'");
    }
}
