//! A problem's own checker: `problems/<p>/checker.rs`, for problems that
//! accept many answers ("print any").
//!
//! It is one file built with plain `rustc` like a solution (see
//! [`crate::rustc`]), and run through the one runner as
//! `checker <input> <output> <answer>`, testlib's order: the case's input,
//! the solution's output, the expected output. Exit code 0 accepts; 3 is
//! testlib's FAIL (the checker could not judge); any other exit code
//! rejects, and the checker's first line of output (stdout, or stderr where
//! testlib writes) is the message. A Library Checker problem's own built
//! checker runs the same way ([`Special::at`]). A checker that does not
//! build, is killed by a signal or runs past its deadline has not judged
//! anything, and says so as a checker failure, never as a wrong answer.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::check::Rejection;
use crate::error::Error;
use crate::runner::{self, End, Job, Stdin};
use crate::rustc::{Cache, Emit, Flags};

/// Where a problem keeps its checker, in its folder.
pub const SOURCE: &str = "checker.rs";

/// How long a checker may take on one case (Library Checker's, on its
/// largest outputs, take seconds).
pub const DEADLINE: Duration = Duration::from_secs(60);

/// The edition a checker is built with; the starter compiles under all.
const EDITION: &str = "2021";

/// A built checker.
#[derive(Debug, Clone)]
pub struct Special {
    binary: PathBuf,
}

impl Special {
    /// Builds `source` through `cache` (optimised; its warnings are not the
    /// solution's, so they are not shown), or says why it does not build.
    pub fn build(source: &Path, cache: &Cache) -> crate::error::Result<Special> {
        if !source.is_file() {
            return Err(Error::Problem(format!(
                "the checker is special but {} does not exist",
                source.display()
            )));
        }
        let flags = Flags::new(EDITION, Emit::Binary { opt_level: 2 });
        let built = cache.build("checker", source, &flags).map_err(|error| {
            Error::Problem(format!(
                "the checker {} does not build: {}",
                source.display(),
                error.detail()
            ))
        })?;
        Ok(Special::at(&built.program))
    }

    /// The checker program at `binary`, already built.
    pub fn at(binary: &Path) -> Special {
        Special {
            binary: binary.to_path_buf(),
        }
    }

    /// Runs the checker on one output.
    pub fn check(&self, input: &Path, output: &[u8], answer: &Path) -> Result<(), Rejection> {
        let failed = |message: String| Rejection::CheckerFailed(message);
        let mut file = tempfile::Builder::new()
            .prefix("output-")
            .tempfile()
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
            // testlib's FAIL: the checker could not judge (a broken answer file, say).
            End::Exited(3) => Err(failed(format!(
                "the checker failed (exit code 3, testlib's FAIL): {}",
                said.unwrap_or_else(|| "it said nothing".to_string())
            ))),
            End::Exited(code) => Err(Rejection::Wrong(said.unwrap_or_else(|| {
                format!(
                    "the checker rejected the output (exit code {}) and said nothing",
                    code
                )
            }))),
            End::Signaled(_) | End::TimedOut | End::OutputLimit => Err(failed(format!(
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
