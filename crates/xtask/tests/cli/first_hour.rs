//! A newcomer's first hour, on a miniature kit with real cargo: problems
//! made with `cargo xtask new`, a contest where only one is solved, the
//! first `cargo test` of a right answer, a wrong one, and formatting.
//!
//! The miniature holds the core's source (`new` vendors it) and uses this
//! checkout's `judging` by path; it builds into the target folder this
//! suite was built into, so only its tiny problems are compiled.

use std::fs;
use std::path::Path;
use std::process::{Command, Output};

use crate::kit::target_dir;

/// A kit with the core's source, `judging` and `cpkit` by path, this
/// checkout's lints, and no problems.
fn miniature(dir: &Path) {
    crate::kit::lay_cargo_kit(dir);
}

fn xtask(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_xtask"))
        .arg("--root")
        .arg(dir)
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap()
}

/// `cargo <args>` in the miniature, with CI unset unless `ci`.
fn cargo(dir: &Path, args: &[&str], ci: bool) -> Output {
    let mut command = crate::kit::cargo_command();
    command
        .args(args)
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", target_dir())
        // Not this checkout's, which `cargo test` set for this suite.
        .env("INSTA_WORKSPACE_ROOT", dir)
        .env_remove("CI")
        .env_remove("INSTA_UPDATE");
    if ci {
        command.env("CI", "true").env("INSTA_UPDATE", "no");
    }
    command.output().unwrap()
}

/// Asserts that the miniature's problems are formatted: rustfmt on their
/// files alone (`cargo fmt --all` also formats local path dependencies,
/// which live in this checkout: a kit test must not judge its formatting).
fn formatted(dir: &Path) {
    let mut files = Vec::new();
    for problem in fs::read_dir(dir.join("problems")).unwrap() {
        let problem = problem.unwrap().path();
        for file in [
            "src/main.rs",
            "tests/golden.rs",
            "gen.rs",
            "brute.rs",
            "checker.rs",
            "interactor.rs",
        ] {
            if problem.join(file).is_file() {
                files.push(problem.join(file));
            }
        }
    }
    let fmt = Command::new("rustfmt")
        .args(["--check", "--edition", "2021"])
        .args(&files)
        .output()
        .unwrap();
    assert!(fmt.status.success(), "{}", shown(&fmt));
}

fn shown(output: &Output) -> String {
    format!(
        "status {}\n--- stdout\n{}\n--- stderr\n{}",
        output.status,
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    )
}

fn write(dir: &Path, path: &str, text: &str) {
    fs::write(dir.join(path), text).unwrap();
}

/// Replaces the solution's own code (above the vendored region) with `code`.
fn solve(dir: &Path, problem: &str, code: &str) {
    let path = dir.join("problems").join(problem).join("src/main.rs");
    let text = fs::read_to_string(&path).unwrap();
    let region = text.find("// ---- begin vendored cpkit").unwrap();
    fs::write(&path, format!("{}\n{}", code, &text[region..])).unwrap();
}

const THEATRE_SQUARE: &str = "//! Codeforces 1A.\n\nuse cpkit::output::Output;\n\n\
fn main() {\n    input! { n: u64, m: u64, a: u64 }\n    let mut out = Output::stdout();\n    \
putln!(out, ((n + a - 1) / a) * ((m + a - 1) / a));\n}\n";

#[test]
fn a_contest_stays_green_and_a_right_answer_passes_the_first_time() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    miniature(dir);
    // The longest names the naming rules allow, for formatting.
    let long_stdin = format!("cf-{}", "x".repeat(61));
    let long_leetcode = format!(
        "leetcode-{}",
        "longest-common-prefix-".repeat(3).trim_end_matches('-')
    );
    let long_leetcode = &long_leetcode[..long_leetcode.len().min(64)].trim_end_matches('-');
    for args in [
        vec!["new", "fh-1a", "--url", "https://codeforces.com/problemset/problem/1/A"],
        vec!["new", "fh-86c", "--url", "https://atcoder.jp/contests/abc086/tasks/arc089_a"],
        vec!["new", &long_stdin, "--url", "https://www.luogu.com.cn/problem/P1001"],
        vec![
            "new",
            long_leetcode,
            "--kind",
            "leetcode",
            "--signature",
            "pub fn longest_common_prefix_of_every_word_in_the_list(strs: Vec<String>, minimum_length_of_prefix: i32) -> String",
        ],
    ] {
        let output = xtask(dir, &args);
        assert!(output.status.success(), "{:?}\n{}", args, shown(&output));
    }
    let manifest = |name: &str| {
        fs::read_to_string(dir.join("problems").join(name).join("Cargo.toml")).unwrap()
    };
    assert!(
        manifest("fh-86c").contains("judge = \"atcoder\""),
        "{}",
        manifest("fh-86c")
    );
    assert!(manifest("fh-86c").contains("checker = \"tokens\""));
    assert!(manifest(&long_stdin).contains("judge = \"luogu\""));
    assert!(manifest("fh-1a").contains("judge = \"codeforces\""));
    let header = fs::read_to_string(dir.join("problems/fh-86c/src/main.rs")).unwrap();
    assert!(
        header.starts_with(
            "//! fh-86c (atcoder: https://atcoder.jp/contests/abc086/tasks/arc089_a).\n//!\n\
             //! limits: time not set (1 s assumed) / 1024 MiB; set them in Cargo.toml from the statement.\n"
        ),
        "{}",
        header
    );
    assert!(!header.contains("TODO"), "{}", header);

    // Every generated file is formatted, whatever the names' lengths.
    formatted(dir);

    // Nothing solved: every problem waits, and the workspace is green.
    let waiting = cargo(dir, &["test", "--workspace"], true);
    assert!(waiting.status.success(), "{}", shown(&waiting));
    let stderr = String::from_utf8_lossy(&waiting.stderr);
    assert!(
        stderr.contains(
            "fh-1a: not started, 1 sample waiting (the first edit to src/main.rs starts it)"
        ),
        "{}",
        shown(&waiting)
    );
    let judged = xtask(dir, &["judge", "fh-1a"]);
    assert!(
        String::from_utf8_lossy(&judged.stdout).contains("fh-1a: not started, 1 sample waiting"),
        "{}",
        shown(&judged)
    );
    let submitted = xtask(dir, &["submit", "fh-1a"]);
    assert_eq!(submitted.status.code(), Some(1), "{}", shown(&submitted));
    assert!(
        String::from_utf8_lossy(&submitted.stderr).contains("fh-1a: not started"),
        "{}",
        shown(&submitted)
    );

    // One problem solved, with two samples: its first test passes and
    // records both snapshots; the others still wait.
    solve(dir, "fh-1a", THEATRE_SQUARE);
    write(dir, "testdata/fh-1a/sample-1.in", "6 6 4\n");
    write(dir, "testdata/fh-1a/sample-1.out", "4\n");
    write(
        dir,
        "testdata/fh-1a/sample-2.in",
        "1000000000 1000000000 1\n",
    );
    write(dir, "testdata/fh-1a/sample-2.out", "1000000000000000000\n");
    let first = cargo(dir, &["test", "-p", "fh-1a"], false);
    assert!(first.status.success(), "{}", shown(&first));
    let said = String::from_utf8_lossy(&first.stderr);
    assert!(
        said.contains("fh-1a: sample-1: accepted by the tokens checker against its .out; recorded problems/fh-1a/tests/snapshots/golden__judged_cases@sample-1.in.snap"),
        "{}",
        shown(&first)
    );
    let snapshot = dir.join("problems/fh-1a/tests/snapshots/golden__judged_cases@sample-2.in.snap");
    assert!(fs::read_to_string(&snapshot)
        .unwrap()
        .contains("1000000000000000000\n"));
    let green = cargo(dir, &["test", "--workspace"], true);
    assert!(green.status.success(), "{}", shown(&green));
    formatted(dir);

    // The user's formatting is theirs: a solution rustfmt would change keeps
    // every test green (a kit test once ran `cargo fmt --check` over it).
    let unformatted = THEATRE_SQUARE.replace(
        "\n    let mut out = Output::stdout();",
        "   let mut out=Output::stdout( );",
    );
    assert_ne!(unformatted, THEATRE_SQUARE);
    solve(dir, "fh-1a", &unformatted);
    let main_rs = dir.join("problems/fh-1a/src/main.rs");
    let rustfmt = Command::new("rustfmt")
        .args(["--check", "--edition", "2021"])
        .arg(&main_rs)
        .output()
        .unwrap();
    assert!(!rustfmt.status.success(), "rustfmt would change nothing");
    let still_green = cargo(dir, &["test", "--workspace"], true);
    assert!(still_green.status.success(), "{}", shown(&still_green));
    let submitted = xtask(dir, &["submit", "fh-1a"]);
    assert!(submitted.status.success(), "{}", shown(&submitted));

    // A wrong answer (an i32 overflow) fails naming the case and accept.
    solve(
        dir,
        "fh-1a",
        &THEATRE_SQUARE
            .replace("n: u64, m: u64, a: u64", "n: i32, m: i32, a: i32")
            .replace(
                "putln!(out, ((n + a - 1) / a) * ((m + a - 1) / a));",
                "putln!(out, ((n + a - 1) / a).wrapping_mul((m + a - 1) / a));",
            ),
    );
    let wrong = cargo(dir, &["test", "-p", "fh-1a"], false);
    assert!(!wrong.status.success(), "{}", shown(&wrong));
    let said = String::from_utf8_lossy(&wrong.stdout);
    assert!(
        said.contains("testdata/fh-1a/sample-2.in: wrong answer by the tokens checker"),
        "{}",
        shown(&wrong)
    );
    // A wrong answer is not a snapshot to accept: only a snapshot that
    // differs or is missing names `cargo xtask accept` (issue 42).
    assert!(!said.contains("cargo xtask accept"), "{}", shown(&wrong));
    assert!(!said.contains("cargo insta"), "{}", shown(&wrong));
}

#[test]
fn under_ci_a_missing_snapshot_fails_and_nothing_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    miniature(dir);
    let output = xtask(
        dir,
        &[
            "new",
            "fh-ci",
            "--url",
            "https://codeforces.com/problemset/problem/1/A",
        ],
    );
    assert!(output.status.success(), "{}", shown(&output));
    solve(dir, "fh-ci", THEATRE_SQUARE);
    write(dir, "testdata/fh-ci/sample-1.in", "6 6 4\n");
    write(dir, "testdata/fh-ci/sample-1.out", "4\n");
    let ci = cargo(dir, &["test", "-p", "fh-ci"], true);
    assert!(!ci.status.success(), "{}", shown(&ci));
    let said = String::from_utf8_lossy(&ci.stdout);
    assert!(said.contains("no snapshot problems/fh-ci/tests/snapshots/golden__judged_cases@sample-1.in.snap (CI records none)"), "{}", shown(&ci));
    assert!(said.contains("cargo xtask accept fh-ci"), "{}", shown(&ci));
    assert!(!dir.join("problems/fh-ci/tests/snapshots").exists());
}

#[test]
fn a_problem_whose_creation_fails_leaves_nothing_behind() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    miniature(dir);
    // The last step before the rename, formatting, fails.
    let output = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .arg("--root")
        .arg(dir)
        .args(["new", "fh-broken"])
        .env("RUSTFMT", "false")
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2), "{}", shown(&output));
    assert!(
        String::from_utf8_lossy(&output.stderr)
            .starts_with("error: rustfmt refused a generated file"),
        "{}",
        shown(&output)
    );
    for folder in ["problems", "testdata"] {
        let left: Vec<_> = fs::read_dir(dir.join(folder)).unwrap().collect();
        assert!(left.is_empty(), "{} holds {:?}", folder, left);
    }
}
