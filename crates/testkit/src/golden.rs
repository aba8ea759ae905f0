//! Running a solution binary on a case and judging what it printed.

use std::fmt;
use std::fs;
use std::path::Path;
use std::process::Output;

use crate::check::Rule;

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

    /// The stdout of a run that succeeded, wrote nothing on stderr and
    /// printed UTF-8; otherwise panics naming `case` with the whole run.
    pub fn succeeded(&self, case: &str) -> String {
        if !self.output.status.success() {
            self.fail(&format!("{}: the program failed", case));
        }
        if !self.output.stderr.is_empty() {
            self.fail(&format!("{}: the program wrote to stderr", case));
        }
        match String::from_utf8(self.output.stdout.clone()) {
            Ok(stdout) => stdout,
            Err(_) => self.fail(&format!("{}: stdout is not UTF-8", case)),
        }
    }

    /// Panics with `problem` and everything about the run.
    pub fn fail(&self, problem: &str) -> ! {
        panic!("{}\n{}", problem, self)
    }
}

/// Runs `program` on the input `n` and returns the run with its stdout;
/// panics with the whole run unless it succeeded, quietly, in UTF-8.
pub fn run_on_size(program: &str, n: usize) -> (Run, String) {
    let run = Run::new(program, format!("{}\n", n).as_bytes());
    let stdout = run.succeeded(&format!("n = {}", n));
    (run, stdout)
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
    judge_case_by(program, input, crate::metadata::of_problem(problem).checker)
}

/// [`judge_case`] with the checker given rather than read from metadata.
pub fn judge_case_by(program: &str, input: &Path, rule: Rule) -> String {
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
    let stdout = run.succeeded(&input.display().to_string());
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

    /// Judges `cat` (which prints its input) on a case whose input is
    /// `printed` and whose expected output is `expected`: what a solution
    /// printing `printed` would get. Returns the snapshot text, or the
    /// failure message.
    fn judge_cat(name: &str, rule: Rule, expected: &str, printed: &str) -> Result<String, String> {
        let dir = std::env::temp_dir().join(format!("testkit-{}-{}", std::process::id(), name));
        fs::create_dir_all(&dir).expect("make a case directory");
        let input = dir.join("case.in");
        fs::write(&input, printed).expect("write the case");
        fs::write(dir.join("case.out"), expected).expect("write the expected output");
        let judged = std::panic::catch_unwind(|| judge_case_by("cat", &input, rule));
        fs::remove_dir_all(&dir).expect("remove the case directory");
        judged.map_err(|panic| match panic.downcast::<String>() {
            Ok(message) => *message,
            Err(_) => "a panic without a message".to_string(),
        })
    }

    #[test]
    fn a_right_answer_passes_and_is_pinned() {
        let answer = "2 4 1 3\n3 1 4 2\n2\n";
        assert_eq!(
            judge_cat("right", Rule::Luogu, answer, answer),
            Ok(format!(
                "{}(end of stdout: 18 bytes, ends with a newline)",
                answer
            ))
        );
    }

    // A golden test fails on a wrong answer, and says why before showing the run.

    #[test]
    fn a_dropped_board_fails_the_golden_test() {
        let expected = ".Q..\n...Q\nQ...\n..Q.\n\n..Q.\nQ...\n...Q\n.Q..\n\n";
        let message =
            judge_cat("dropped", Rule::UnorderedBoards, expected, &expected[..21]).unwrap_err();
        assert!(
            message.contains("case.in: wrong answer by the unordered-boards rule against ")
                && message.contains(
                    "case.out:\n2 boards expected, 1 found; 1 problem:\n  \
                 a board is missing (expected board at lines 6-9): \
                 [\"..Q.\", \"Q...\", \"...Q\", \".Q..\"]\n--- command: cat\n"
                ),
            "{}",
            message
        );
    }

    #[test]
    fn a_wrong_total_fails_the_golden_test() {
        let message = judge_cat(
            "total",
            Rule::Luogu,
            "2 4 1 3\n3 1 4 2\n2\n",
            "2 4 1 3\n3 1 4 2\n3\n",
        )
        .unwrap_err();
        assert!(
            message.contains(
                "case.out:\nline 3 differs at column 1:\n  expected \"2\"\n  found    \"3\"\n"
            ),
            "{}",
            message
        );
    }

    #[test]
    fn a_moved_queen_fails_the_golden_test() {
        let expected = r#"[[".Q..","...Q","Q...","..Q."],["..Q.","Q...","...Q",".Q.."]]"#;
        let moved = expected.replacen("Q...", ".Q..", 1);
        let message = judge_cat("moved", Rule::UnorderedLeetCode, expected, &moved).unwrap_err();
        assert!(
            message.contains(
                "nearest missing board: number 1; row 3 differs at column 1: \
                 expected \"Q...\", found \".Q..\""
            ),
            "{}",
            message
        );
    }

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
