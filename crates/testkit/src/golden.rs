//! Running a solution binary on a case and judging what it printed.

use std::fmt;
use std::fs;
use std::path::Path;
use std::process::Output;

/// One run of a program: what went in and what came out, for reports.
#[derive(Debug)]
pub struct Run {
    pub program: String,
    pub stdin: Vec<u8>,
    pub output: Output,
}

impl Run {
    pub fn new(program: &str, stdin: &[u8]) -> Run {
        let output = assert_cmd::Command::new(program)
            .write_stdin(stdin.to_vec())
            .output()
            .unwrap_or_else(|err| panic!("cannot run {}: {}", program, err));
        Run {
            program: program.to_string(),
            stdin: stdin.to_vec(),
            output,
        }
    }

    pub fn stdout(&self) -> String {
        String::from_utf8_lossy(&self.output.stdout).into_owned()
    }

    pub fn stderr(&self) -> String {
        String::from_utf8_lossy(&self.output.stderr).into_owned()
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

impl fmt::Display for Run {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "--- command: {}", self.program)?;
        writeln!(f, "--- stdin:   {}", shown(&self.stdin))?;
        writeln!(f, "--- stdout:  {}", shown(&self.output.stdout))?;
        writeln!(f, "--- stderr:  {}", shown(&self.output.stderr))?;
        write!(f, "--- status:  {}", self.output.status)
    }
}

/// Runs `program` on the case `input` (`testdata/<problem>/<case>.in`),
/// checks its stdout against the `.out` beside it by the checker the
/// problem's metadata names, and returns the text to pin in a snapshot.
/// Panics with a full report when anything is wrong.
pub fn judge_case(program: &str, input: &Path) -> String {
    let problem = input
        .parent()
        .and_then(|dir| dir.file_name())
        .and_then(|name| name.to_str())
        .unwrap_or_else(|| panic!("{} is not in testdata/<problem>/", input.display()));
    let rule = crate::metadata::of_problem(problem).checker;
    let stdin =
        fs::read(input).unwrap_or_else(|err| panic!("cannot read {}: {}", input.display(), err));
    let expected_path = input.with_extension("out");
    let expected = fs::read_to_string(&expected_path).unwrap_or_else(|err| {
        panic!(
            "cannot read {}: {}\nfill it in with the expected output for {}",
            expected_path.display(),
            err,
            input.display()
        )
    });
    if stdin.is_empty() && expected.is_empty() {
        panic!(
            "{} and {} are empty: fill them in with the statement's sample input and output",
            input.display(),
            expected_path.display()
        );
    }
    let run = Run::new(program, &stdin);
    if !run.output.status.success() {
        run.fail(&format!("{}: the program failed", input.display()));
    }
    if !run.output.stderr.is_empty() {
        run.fail(&format!("{}: the program wrote to stderr", input.display()));
    }
    let stdout = match String::from_utf8(run.output.stdout.clone()) {
        Ok(stdout) => stdout,
        Err(_) => run.fail(&format!("{}: stdout is not UTF-8", input.display())),
    };
    if let Err(difference) = rule.check(&expected, &stdout) {
        run.fail(&format!(
            "{}: wrong answer by the {} rule against {}:\n{}",
            input.display(),
            rule.key(),
            expected_path.display(),
            difference
        ));
    }
    snapshot_text(&stdout)
}

/// The output with a last line stating its exact length and ending: insta
/// ignores trailing whitespace and line-ending style when it compares, so the
/// footer is what pins those bytes.
pub fn snapshot_text(stdout: &str) -> String {
    let (separator, ending) = if stdout.is_empty() || stdout.ends_with('\n') {
        ("", "ends with a newline")
    } else {
        ("\n", "NO final newline")
    };
    let ending = if stdout.is_empty() { "empty" } else { ending };
    format!(
        "{}{}(end of stdout: {} bytes, {})",
        stdout,
        separator,
        stdout.len(),
        ending
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn snapshot_text_states_length_and_ending() {
        assert_eq!(
            snapshot_text("4\n"),
            "4\n(end of stdout: 2 bytes, ends with a newline)"
        );
        assert_eq!(
            snapshot_text("4"),
            "4\n(end of stdout: 1 bytes, NO final newline)"
        );
        assert_eq!(snapshot_text(""), "(end of stdout: 0 bytes, empty)");
        assert_ne!(snapshot_text("4 \n"), snapshot_text("4\n"));
        assert_ne!(snapshot_text("4\r\n"), snapshot_text("4\n"));
    }
}
