//! The solution under test: a problem's file built by a [`Session`] (the
//! debug build, the one `cargo xtask judge` makes), for the golden tests,
//! the judge-build check and tests that make their own inputs (the
//! exhaustive and bad-input tests, dialogues with misbehaving programs).
//!
//! A problem's tests name it with [`solution!`](crate::solution!): the
//! package's own file, built into the target folder's cache, so its tests
//! never need Cargo to build the binary (see docs/testing.md).

use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::cases::Case;
use crate::interactor::{Interactor, Judged};
use crate::layout::Layout;
use crate::problem::Problem;
use crate::runner::{self, Job, Ran, Stdin};
use crate::rustc::Cache;
use crate::session::{self, Build, Options, Session, Work};
use crate::verdict::Limits;

/// The package's solution, built: `judging::solution!()` in a problem's
/// test.
#[macro_export]
macro_rules! solution {
    () => {
        $crate::golden::Solution::of_package(
            env!("CARGO_MANIFEST_DIR"),
            env!("CARGO_PKG_NAME"),
            env!("CARGO_TARGET_TMPDIR"),
        )
    };
}

/// A solution binary under test, with its problem.
#[derive(Debug, Clone)]
pub struct Solution {
    pub program: PathBuf,
    pub problem: Problem,
    /// The limits of the debug build, the tests' (see [`session::limits`]).
    limits: Limits,
    /// The target folder's `tmp/` (Cargo's `CARGO_TARGET_TMPDIR`).
    target_tmp: PathBuf,
}

impl Solution {
    /// The package `name` whose folder is `manifest_dir`, its file built by
    /// a debug [`Session`] into the cache of the target folder whose `tmp/`
    /// is `target_tmp`; panics with the error (a file that does not compile
    /// says where).
    pub fn of_package(manifest_dir: &str, name: &str, target_tmp: &str) -> Solution {
        let layout = Layout::of_package_checked(Path::new(manifest_dir), name)
            .unwrap_or_else(|message| panic!("{}", message));
        let solution = Solution::unbuilt(layout, target_tmp);
        let session = solution
            .session(Build::Debug)
            .unwrap_or_else(|err| panic!("{}", err));
        Solution {
            program: session.program.clone(),
            ..solution
        }
    }

    /// The problem `name` of the kit at `root`, not built yet: its golden
    /// test and judge-build check build it themselves.
    pub fn at(root: &Path, name: &str, target_tmp: &str) -> Solution {
        Solution::unbuilt(Layout::named(root, name), target_tmp)
    }

    /// The problem at `layout` with `program` as its solution (a binary a
    /// test built itself).
    pub fn with_program(layout: Layout, program: &Path, target_tmp: &str) -> Solution {
        Solution {
            program: program.to_path_buf(),
            ..Solution::unbuilt(layout, target_tmp)
        }
    }

    fn unbuilt(layout: Layout, target_tmp: &str) -> Solution {
        let problem = Problem::load(layout).unwrap_or_else(|err| panic!("{}", err));
        Solution {
            program: PathBuf::new(),
            limits: session::limits(&problem, Build::Debug, None),
            problem,
            target_tmp: PathBuf::from(target_tmp),
        }
    }

    /// A session of `build` over the problem's file, its builds in the
    /// target folder's cache.
    pub fn session(&self, build: Build) -> crate::error::Result<Session> {
        let work = Work::scratch_in(&self.target_tmp)?;
        Session::open(&self.problem, Options::new(build, self.cache(), work))
    }

    /// The cache of built programs: `<target>/judging/builds`.
    pub fn cache(&self) -> Cache {
        let target = self.target_tmp.parent().unwrap_or(&self.target_tmp);
        Cache::in_target(target)
    }

    /// The problem's package name.
    pub fn name(&self) -> &str {
        self.problem.name()
    }

    /// The same solution under another time limit, for a test of inputs
    /// past the judge's (which may take longer than the judge allows).
    pub fn with_deadline(mut self, deadline: Duration) -> Solution {
        self.limits.time = deadline;
        self.limits.kill = deadline;
        self
    }

    /// How long the tests let one run take.
    pub fn deadline(&self) -> Duration {
        self.limits.kill
    }

    /// The limits a case is judged under in the tests.
    pub fn limits(&self) -> Limits {
        self.limits
    }

    /// Runs the solution on `stdin` under the tests' deadline.
    pub fn run(&self, stdin: &[u8]) -> Ran {
        run(&self.program, stdin, self.deadline(), self.limits.stack_mib)
    }

    /// Runs the solution on `stdin` and returns the run with its stdout;
    /// panics naming `what` with the whole run unless it exited with 0,
    /// wrote nothing on stderr, and printed UTF-8.
    pub fn answer(&self, stdin: &[u8], what: &str) -> (Ran, String) {
        let ran = self.run(stdin);
        let stdout = ran.succeeded(what);
        (ran, stdout)
    }

    /// The problem's cases, in natural order.
    pub fn cases(&self) -> Vec<Case> {
        let dir = &self.problem.layout.cases;
        crate::cases::list(dir)
            .unwrap_or_else(|err| panic!("cannot list {}: {}", dir.display(), err))
    }

    /// The problem's interactor; panics saying why there is none.
    pub fn interactor(&self) -> Interactor {
        let command = match &self.problem.metadata.kind {
            crate::metadata::Kind::Interactive { interactor } => interactor.as_deref(),
            _ => panic!("{} is not interactive", self.name()),
        };
        Interactor::for_problem(command, &self.problem.layout.dir, &self.cache())
            .unwrap_or_else(|err| panic!("{}", err))
    }

    /// Runs `program` (another solution, say one that misbehaves on
    /// purpose) against the problem's interactor on the case `input`.
    pub fn interact(&self, program: &Path, input: &Path, interactor: &Interactor) -> Judged {
        interactor
            .judge(None, program, input, self.limits(), self.deadline())
            .unwrap_or_else(|err| panic!("cannot run {}: {}", program.display(), err))
    }
}

/// Runs `program` on `stdin` under `deadline` (and on a stack of
/// `stack_mib` MiB where that is `Some`), through the one runner.
pub fn run(program: &Path, stdin: &[u8], deadline: Duration, stack_mib: Option<u64>) -> Ran {
    let job = Job::new(program, Stdin::Bytes(stdin.to_vec()), deadline).with_stack(stack_mib);
    let run = runner::run(&job, |_| {})
        .unwrap_or_else(|err| panic!("cannot run {}: {}", program.display(), err));
    Ran {
        program: program.display().to_string(),
        stdin: stdin.to_vec(),
        deadline,
        run,
    }
}

/// A line for whoever runs the tests, shown even when the test passes:
/// written to the process's stderr itself, past the test harness's capture.
pub(crate) fn say(line: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "{}", line);
}
