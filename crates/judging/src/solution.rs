//! The solution under test: a built program with its problem's layout and
//! metadata, run through the one runner, for the golden tests, the
//! judge-build check and tests that make their own inputs (the exhaustive
//! and bad-input tests).

use std::fmt;
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::case_judge::judge;
use crate::cases;
use crate::check::Checker;
use crate::interactor::{Interactor, Judged};
use crate::layout::Layout;
use crate::metadata::Metadata;
use crate::runner::{self, Job, Run, Stdin};
use crate::verdict::{Limits, Verdict};

/// A solution binary under test, with its problem's metadata.
#[derive(Debug, Clone)]
pub struct Solution {
    pub program: PathBuf,
    pub problem: String,
    pub metadata: Metadata,
    /// Where the problem's files and cases are.
    pub layout: Layout,
    /// How long one run may take: [`Metadata::test_deadline`] unless a test
    /// that goes beyond the judge's inputs says otherwise.
    pub deadline: Duration,
}

impl Solution {
    /// The solution `program` of `problems/<problem>` in this checkout.
    pub fn of(problem: &str, program: &str) -> Solution {
        Solution::at(&cases::root(), problem, program)
    }

    /// The solution `program` of the problem called `problem` in the kit
    /// at `root` (see [`Layout::named`]); panics with the error when its
    /// metadata cannot be read.
    pub fn at(root: &Path, problem: &str, program: &str) -> Solution {
        Solution::of_layout(Layout::named(root, problem), program)
    }

    /// The solution `program` of the package `problem` whose folder is
    /// `manifest_dir`, as its golden tests find it.
    pub fn in_package(manifest_dir: &str, problem: &str, program: &str) -> Solution {
        Solution::of_layout(
            Layout::of_package(Path::new(manifest_dir), problem),
            program,
        )
    }

    /// The solution `program` of the problem at `layout`.
    pub fn of_layout(layout: Layout, program: &str) -> Solution {
        let metadata = layout.metadata().unwrap_or_else(|err| panic!("{}", err));
        Solution {
            program: PathBuf::from(program),
            problem: layout.name.clone(),
            deadline: metadata.test_deadline(),
            metadata,
            layout,
        }
    }

    /// The same solution with another deadline, for a test of inputs past
    /// the judge's (which may take longer than the judge allows).
    pub fn with_deadline(mut self, deadline: Duration) -> Solution {
        self.deadline = deadline;
        self
    }

    /// How long the tests let one run take.
    pub fn deadline(&self) -> Duration {
        self.deadline
    }

    /// Runs the solution on `stdin` under the tests' deadline.
    pub fn run(&self, stdin: &[u8]) -> Ran {
        run(&self.program, stdin, self.deadline())
    }

    /// Runs the solution on `stdin` and returns the run with its stdout;
    /// panics naming `what` with the whole run unless it exited with 0,
    /// wrote nothing on stderr, and printed UTF-8.
    pub fn answer(&self, stdin: &[u8], what: &str) -> (Ran, String) {
        let ran = self.run(stdin);
        let stdout = ran.succeeded(what);
        (ran, stdout)
    }

    /// The problem's `.in` files, in natural order.
    pub fn inputs(&self) -> Vec<PathBuf> {
        let dir = &self.layout.cases;
        cases::inputs_in(dir).unwrap_or_else(|err| panic!("cannot list {}: {}", dir.display(), err))
    }

    /// The limits a case is judged under in the tests.
    pub fn limits(&self) -> Limits {
        Limits {
            time: self.deadline(),
            memory_kib: self.metadata.memory_limit_mib * 1024,
            stack_mib: self.metadata.stack_mib(),
        }
    }

    /// The problem's checker, a special one built into `scratch`.
    pub fn checker(&self, scratch: &Path) -> Checker {
        Checker::for_problem(&self.metadata, &self.layout.dir, scratch)
    }

    /// The problem's interactor, built into `scratch`; panics saying why
    /// there is none.
    pub fn interactor(&self, scratch: &Path) -> Interactor {
        Interactor::for_problem(
            &self.metadata,
            &self.layout.dir,
            &scratch.join("interactor"),
        )
        .unwrap_or_else(|err| panic!("{}", err))
    }

    /// Runs `program` (another solution, say one that misbehaves on
    /// purpose) against the problem's interactor on the case `input`.
    pub fn interact(&self, program: &Path, input: &Path, interactor: &Interactor) -> Judged {
        interactor
            .judge(program, input, self.limits(), self.deadline())
            .unwrap_or_else(|err| panic!("cannot run {}: {}", program.display(), err))
    }

    /// The verdict on one case, as the golden test decides it.
    pub fn verdict(&self, input: &Path, checker: &Checker) -> Verdict {
        match judge(&self.program, input, checker, self.limits()) {
            Ok((verdict, _)) => verdict,
            Err(message) => panic!("{}", message),
        }
    }
}

/// Runs `program` on `stdin` under `deadline`, through the one runner.
pub fn run(program: &Path, stdin: &[u8], deadline: Duration) -> Ran {
    run_with_stack(program, stdin, deadline, None)
}

/// [`run`] with a stack of `stack_mib` MiB (the judge's) where that is
/// `Some`.
pub fn run_with_stack(
    program: &Path,
    stdin: &[u8],
    deadline: Duration,
    stack_mib: Option<u64>,
) -> Ran {
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

/// One run of a program in a test: what went in and what came out, for reports.
#[derive(Debug)]
pub struct Ran {
    pub program: String,
    pub stdin: Vec<u8>,
    pub deadline: Duration,
    pub run: Run,
}

impl Ran {
    pub fn stdout(&self) -> String {
        String::from_utf8_lossy(&self.run.stdout).into_owned()
    }

    pub fn stderr(&self) -> String {
        String::from_utf8_lossy(&self.run.stderr).into_owned()
    }

    /// The stdout of a run that succeeded, wrote nothing on stderr and
    /// printed UTF-8; otherwise panics naming `case` with the whole run.
    pub fn succeeded(&self, case: &str) -> String {
        if !self.run.succeeded() {
            self.fail(&format!(
                "{}: the program failed: {}",
                case,
                self.run.describe_end(self.deadline)
            ));
        }
        if !self.run.stderr.is_empty() {
            self.fail(&format!("{}: the program wrote to stderr", case));
        }
        match String::from_utf8(self.run.stdout.clone()) {
            Ok(stdout) => stdout,
            Err(_) => self.fail(&format!("{}: stdout is not UTF-8", case)),
        }
    }

    /// Panics with `problem` and everything about the run.
    pub fn fail(&self, problem: &str) -> ! {
        panic!("{}\n{}", problem, self)
    }
}

/// How many bytes of each stream a report shows.
const SHOWN: usize = 1500;

fn shown(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(&bytes[..bytes.len().min(SHOWN)]).into_owned();
    if bytes.len() > SHOWN {
        format!("{:?} ... ({} bytes in all)", text, bytes.len())
    } else {
        format!("{:?}", text)
    }
}

impl fmt::Display for Ran {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "--- command: {}", self.program)?;
        writeln!(f, "--- stdin:   {}", shown(&self.stdin))?;
        writeln!(f, "--- stdout:  {}", shown(&self.run.stdout))?;
        writeln!(f, "--- stderr:  {}", shown(&self.run.stderr))?;
        write!(
            f,
            "--- status:  {} after {:.3} s",
            self.run.describe_end(self.deadline),
            self.run.wall.as_secs_f64()
        )
    }
}

/// A line for whoever runs the tests, shown even when the test passes:
/// written to the process's stderr itself, past the test harness's capture.
pub(crate) fn say(line: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "{}", line);
}
