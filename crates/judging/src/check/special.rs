//! A problem's own checker: `problems/<p>/checker.rs`, for problems that
//! accept many answers ("print any").
//!
//! It is one file built with plain `rustc` like a solution (see
//! [`crate::rustc`]), and run through the one runner as
//! `checker <input> <output> <answer>`, testlib's order: the case's input,
//! the solution's output, the expected output. Exit code 0 accepts; any other
//! exit code rejects, and the checker's first line of output (stdout, or
//! stderr where testlib writes) is the message. A checker that does not
//! build, is killed by a signal or runs past its deadline has not judged
//! anything, and says so as a checker failure, never as a wrong answer.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::check::Rejection;
use crate::runner::{self, End, Job, Stdin};
use crate::rustc::{self, Emit};

/// Where a problem keeps its checker, in its folder.
pub const SOURCE: &str = "checker.rs";

/// How long a checker may take on one case.
pub const DEADLINE: Duration = Duration::from_secs(10);

/// The edition a checker is built with; the starter compiles under all.
const EDITION: &str = "2021";

/// A built checker.
#[derive(Debug)]
pub struct Special {
    binary: PathBuf,
    scratch: PathBuf,
}

impl Special {
    /// Builds `source` into `scratch` (optimised, `-D warnings`), or says
    /// why it does not build.
    pub fn build(source: &Path, scratch: &Path) -> Result<Special, String> {
        if !source.is_file() {
            return Err(format!(
                "the checker is special but {} does not exist",
                source.display()
            ));
        }
        fs::create_dir_all(scratch)
            .map_err(|err| format!("cannot create {}: {}", scratch.display(), err))?;
        let binary = scratch.join("checker");
        rustc::compile(source, EDITION, Emit::Binary { opt_level: 2 }, &binary).map_err(
            |error| format!("the checker {} does not build: {}", source.display(), error),
        )?;
        Ok(Special {
            binary,
            scratch: scratch.to_path_buf(),
        })
    }

    /// Runs the checker on one output.
    pub fn check(&self, input: &Path, output: &[u8], answer: &Path) -> Result<(), Rejection> {
        let failed = |message: String| Rejection::CheckerFailed(message);
        let mut file = tempfile::Builder::new()
            .prefix("output-")
            .tempfile_in(&self.scratch)
            .map_err(|err| failed(format!("cannot write the output for the checker: {}", err)))?;
        file.write_all(output)
            .map_err(|err| failed(format!("cannot write the output for the checker: {}", err)))?;
        let mut job = Job::new(&self.binary, Stdin::Empty, DEADLINE);
        job.args = vec![
            input.as_os_str().to_os_string(),
            file.path().as_os_str().to_os_string(),
            answer.as_os_str().to_os_string(),
        ];
        let run = runner::run(&job, |_| {})
            .map_err(|err| failed(format!("cannot run the checker: {}", err)))?;
        let said = first_line(&run.stdout).or_else(|| first_line(&run.stderr));
        match run.end {
            End::Exited(0) => Ok(()),
            End::Exited(code) => Err(Rejection::Wrong(said.unwrap_or_else(|| {
                format!(
                    "the checker rejected the output (exit code {}) and said nothing",
                    code
                )
            }))),
            End::Signaled(_) | End::TimedOut => Err(failed(format!(
                "the checker crashed ({}){}",
                run.describe_end(DEADLINE),
                said.map_or_else(String::new, |line| format!("; it said: {}", line))
            ))),
        }
    }
}

/// The first line with something on it.
fn first_line(bytes: &[u8]) -> Option<String> {
    String::from_utf8_lossy(bytes)
        .lines()
        .map(str::trim_end)
        .find(|line| !line.trim().is_empty())
        .map(str::to_string)
}
