//! The crate's one error type: what went wrong, and where, as a value a
//! caller can match on; its `Display` is the one line a command prints
//! after `error: `.

use std::io;
use std::path::PathBuf;

/// Why judging could not go on (a verdict is never an error: a solution
/// that fails is judged; see [`crate::verdict`]).
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A file or folder could not be read, listed, made or written.
    #[error("cannot {action} {}: {source}", path.display())]
    Io {
        action: &'static str,
        path: PathBuf,
        #[source]
        source: io::Error,
    },
    /// A `Cargo.toml` is not what the kit reads; the message names the key.
    #[error("{}: {message}", path.display())]
    Manifest { path: PathBuf, message: String },
    /// A program of the problem (its solution, checker, interactor, ...)
    /// does not compile; `error` is the compiler's first error,
    /// `file:line:column: error...`.
    #[error("{file} does not compile: {error}{}", hint.as_deref().map(|hint| format!("\n{}", hint)).unwrap_or_default())]
    Compile {
        file: String,
        error: String,
        /// What may fix it, on a line of its own (the vendored region may
        /// lack what the code uses).
        hint: Option<String>,
    },
    /// A program could not be started or watched at all (not a verdict: the
    /// program never ran).
    /// The reason is in the message itself and not a `source`, so a chain
    /// printed with `{:#}` says it once (issue 48: it was said twice).
    #[error("cannot run {}: {reason}", program.display())]
    Run { program: PathBuf, reason: io::Error },
    /// The problem lacks something judging needs (an interactor, a checker).
    #[error("{0}")]
    Problem(String),
    /// The judge-build check found these, one per line (see
    /// [`crate::judge_build`]).
    #[error("{problem} as its judge builds it ({judge}):\n{}", failures.join("\n"))]
    JudgeBuild {
        problem: String,
        judge: String,
        failures: Vec<String>,
    },
}

impl Error {
    /// What went wrong without the file it happened to: for a compile
    /// error the compiler's first error (`file:line:column: error...`), for
    /// the rest the whole message.
    pub fn detail(&self) -> String {
        match self {
            Error::Compile { error, .. } => error.clone(),
            other => other.to_string(),
        }
    }

    /// An [`Error::Io`] for `path`.
    pub fn io(action: &'static str, path: impl Into<PathBuf>, source: io::Error) -> Error {
        Error::Io {
            action,
            path: path.into(),
            source,
        }
    }
}

/// The crate's results.
pub type Result<T, E = Error> = std::result::Result<T, E>;
