//! The bad-input promise every solution keeps, as tests one line each.
//!
//! Every n-queens solution reads one board size. Input that is not one
//! (nothing, a word, a negative number, a fraction, a size the solver cannot
//! take, two numbers, bytes that are not UTF-8) must give exactly one
//! `error:` line on stderr, with the line and column of the offending token,
//! and exit code 2, never a panic; harmless variants (CRLF, spaces or tabs
//! around the number, no final newline, a leading empty line) must be
//! answered exactly as the plain input is.
//!
//! [`bad_input_tests!`](crate::bad_input_tests) writes the tests for a binary.

use std::path::Path;
use std::time::Duration;

use judging::golden::{self, Ran};
use judging::runner::End;
use predicates::prelude::*;
use predicates_tree::CaseTreeExt;

/// A bad input is answered at once; this only keeps a hang from hanging
/// `cargo test` (the tests' least time limit, see `Metadata::test_deadline`).
const DEADLINE: Duration = Duration::from_secs(10);

fn run(program: &str, stdin: &[u8]) -> Ran {
    golden::run(Path::new(program), stdin, DEADLINE, None)
}

/// The solution of the package `name` in `manifest_dir`, built once per
/// test process by the session every command builds with (the macro's
/// tests call it from a crate whose MSRV has no `OnceLock`).
pub fn program(manifest_dir: &str, name: &str, target_tmp: &str) -> &'static str {
    static PROGRAM: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    PROGRAM.get_or_init(|| {
        judging::golden::Solution::of_package(manifest_dir, name, target_tmp)
            .program
            .display()
            .to_string()
    })
}

/// Asserts that `program` rejects `stdin` with exactly `error: <message>`.
pub fn rejects(program: &str, stdin: &[u8], message: &str) {
    let run = run(program, stdin);
    if run.run.end != End::Exited(2) {
        run.fail("expected exit code 2");
    }
    if !run.run.stdout.is_empty() {
        run.fail("expected nothing on stdout");
    }
    let expected = format!("error: {}\n", message);
    if let Err(difference) = judging::check::exact(&expected, &run.stderr()) {
        run.fail(&format!("unexpected stderr:\n{}", difference));
    }
}

/// Asserts that `program` answers `stdin` exactly as it answers `plain`.
pub fn answers_like(program: &str, stdin: &[u8], plain: &[u8]) {
    let expected = run(program, plain);
    let run = run(program, stdin);
    if !run.run.succeeded() || !run.run.stderr.is_empty() {
        run.fail("expected success and nothing on stderr");
    }
    let same = predicates::str::diff(expected.stdout());
    if !same.eval(&run.stdout()) {
        let explained = same
            .find_case(false, &run.stdout())
            .map(|case| case.tree().to_string());
        run.fail(&format!(
            "stdout differs from the answer to {:?}:\n{}",
            String::from_utf8_lossy(plain),
            explained.unwrap_or_default()
        ));
    }
}

/// Writes the bad-input tests for the solution binary at `$program`
/// (usually `env!("CARGO_BIN_EXE_<name>")`), which reads the board size as
/// `$size` says in its errors (`"n expected a usize in 0..=32"`).
#[macro_export]
macro_rules! bad_input_tests {
    ($size:expr) => {
        use $crate::bad_input::{answers_like, rejects};

        const EXPECTED_SIZE: &str = $size;

        /// The package's solution, built once per test binary by the
        /// session every command builds with.
        fn program() -> &'static str {
            $crate::bad_input::program(
                env!("CARGO_MANIFEST_DIR"),
                env!("CARGO_PKG_NAME"),
                env!("CARGO_TARGET_TMPDIR"),
            )
        }

        #[test]
        fn empty_input_is_an_error() {
            rejects(
                program(),
                b"",
                &format!(
                    "line 1, column 1: {}; found the end of the input",
                    EXPECTED_SIZE
                ),
            );
        }

        #[test]
        fn only_whitespace_is_an_error() {
            rejects(
                program(),
                b" \r\n\t\n",
                &format!(
                    "line 1, column 1: {}; found the end of the input",
                    EXPECTED_SIZE
                ),
            );
        }

        #[test]
        fn a_word_is_an_error() {
            rejects(
                program(),
                b"\n  four\n",
                &format!("line 2, column 3: {}; found \"four\"", EXPECTED_SIZE),
            );
        }

        #[test]
        fn a_negative_number_is_an_error() {
            rejects(
                program(),
                b"-4\n",
                &format!("line 1, column 1: {}; found \"-4\"", EXPECTED_SIZE),
            );
        }

        #[test]
        fn a_fraction_is_an_error() {
            rejects(
                program(),
                b"4.5\n",
                &format!("line 1, column 1: {}; found \"4.5\"", EXPECTED_SIZE),
            );
        }

        #[test]
        fn a_size_beyond_the_solver_is_an_error() {
            rejects(
                program(),
                b"33\n",
                &format!("line 1, column 1: {}; found \"33\"", EXPECTED_SIZE),
            );
        }

        #[test]
        fn a_number_beyond_every_integer_type_is_an_error_not_a_wrap() {
            rejects(
                program(),
                b"340282366920938463463374607431768211460\n",
                &format!(
                    "line 1, column 1: {}; found \"340282366920938463463374607431768211460\"",
                    EXPECTED_SIZE
                ),
            );
            rejects(
                program(),
                b"4294967300\n",
                &format!("line 1, column 1: {}; found \"4294967300\"", EXPECTED_SIZE),
            );
        }

        #[test]
        fn two_numbers_are_an_error() {
            rejects(
                program(),
                b"4 5\n",
                "line 1, column 3: expected the end of the input; found \"5\"",
            );
        }

        #[test]
        fn bytes_that_are_not_utf8_are_an_error() {
            rejects(
                program(),
                b"\xff\xfe\n",
                &format!("line 1, column 1: {}; found \"\\xff\\xfe\"", EXPECTED_SIZE),
            );
            rejects(
                program(),
                b"4\xff\n",
                &format!("line 1, column 1: {}; found \"4\\xff\"", EXPECTED_SIZE),
            );
        }

        #[test]
        fn crlf_line_ends_are_answered() {
            answers_like(program(), b"4\r\n", b"4\n");
        }

        #[test]
        fn spaces_and_tabs_around_the_size_are_answered() {
            answers_like(program(), b" \t 4 \t \n", b"4\n");
        }

        #[test]
        fn no_final_newline_is_answered() {
            answers_like(program(), b"4", b"4\n");
        }

        #[test]
        fn a_leading_empty_line_is_answered() {
            answers_like(program(), b"\n4\n", b"4\n");
        }
    };
}
