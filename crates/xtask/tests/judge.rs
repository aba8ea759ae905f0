//! `cargo xtask judge` on the fixture problems in testdata/judge-fixtures,
//! each of which earns one verdict on purpose, and on this checkout.

use std::path::{Path, PathBuf};

use assert_cmd::Command;

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata/judge-fixtures")
}

/// Runs `xtask judge` with `args` on the fixtures; returns stdout and the exit code.
fn judge(args: &[&str]) -> (String, i32) {
    let output = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .arg("--root")
        .arg(fixtures())
        .arg("judge")
        .args(args)
        .output()
        .unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    let code = output.status.code().unwrap_or(-1);
    assert!(
        code != 2,
        "xtask failed: {}\n{}",
        String::from_utf8_lossy(&output.stderr),
        stdout
    );
    (stdout, code)
}

/// The row of `case`, split into its columns (case, verdict, time, memory).
fn row<'a>(stdout: &'a str, case: &str) -> Vec<&'a str> {
    let line = stdout
        .lines()
        .find(|line| line.split_whitespace().next() == Some(case))
        .unwrap_or_else(|| panic!("no row for {} in\n{}", case, stdout));
    line.split_whitespace().collect()
}

#[test]
fn a_right_solution_is_accepted_and_exits_zero() {
    let (stdout, code) = judge(&["doubles"]);
    assert_eq!(code, 0, "{}", stdout);
    assert_eq!(row(&stdout, "sample-1")[1], "AC");
    assert_eq!(row(&stdout, "sample-2")[1], "AC");
    assert!(stdout.contains("\n2/2 AC\n"), "{}", stdout);
    assert!(
        stdout.contains("time limit 1000 ms, memory limit 64 MiB"),
        "{}",
        stdout
    );
}

#[test]
fn a_wrong_answer_shows_the_first_difference() {
    let (stdout, code) = judge(&["off-by-one"]);
    assert_eq!(code, 1);
    let columns = row(&stdout, "sample-1");
    assert_eq!(columns[1], "WA");
    assert!(stdout.contains("line 1 differs at column 2:"), "{}", stdout);
    assert!(
        stdout.contains("expected \"42\"") && stdout.contains("found    \"43\""),
        "{}",
        stdout
    );
}

#[test]
fn a_run_past_its_limit_is_stopped_at_twice_the_limit() {
    let (stdout, code) = judge(&["sleeper"]);
    assert_eq!(code, 1);
    let columns = row(&stdout, "sample-1");
    assert_eq!(columns[1], "TLE", "{}", stdout);
    // "400 ms": stopped at twice the 200 ms limit, long before its 5 s sleep.
    let ms: f64 = columns[2].parse().unwrap();
    assert_eq!(columns[3], "ms", "{}", stdout);
    assert!((400.0..1000.0).contains(&ms), "{}", stdout);
}

#[test]
fn a_crash_shows_its_exit_status_and_stderr() {
    let (stdout, code) = judge(&["crasher"]);
    assert_eq!(code, 1);
    assert_eq!(row(&stdout, "exit-code")[1], "RE");
    assert!(stdout.contains("exit code 3; stderr:"), "{}", stdout);
    assert!(stdout.contains("boom: the input was \"7\""), "{}", stdout);
    assert_eq!(row(&stdout, "signal")[1], "RE");
    assert!(stdout.contains("killed by signal 6"), "{}", stdout);
}

#[test]
fn memory_past_the_limit_is_mle_with_the_kernels_figure() {
    let (stdout, code) = judge(&["hog"]);
    assert_eq!(code, 1);
    let columns = row(&stdout, "sample-1");
    assert_eq!(columns[1], "MLE", "{}", stdout);
    let mib: f64 = columns[4].parse().unwrap();
    assert!(
        mib >= 64.0,
        "the hog touches 64 MiB; measured {} MiB\n{}",
        mib,
        stdout
    );
}

#[test]
fn named_cases_run_alone_and_unknown_ones_are_refused() {
    let (stdout, _) = judge(&["crasher", "signal.in"]);
    assert!(
        stdout.contains("\nsignal ") && !stdout.contains("exit-code"),
        "{}",
        stdout
    );
    let output = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .arg("--root")
        .arg(fixtures())
        .args(["judge", "crasher", "nope"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(output.stdout.is_empty());
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "error: crasher has no case `nope`; its cases are: exit-code, signal\n"
    );
}

#[test]
fn judging_everything_ends_with_one_summary_line_and_no_color_in_a_pipe() {
    let (stdout, code) = judge(&[]);
    assert_eq!(code, 1);
    assert!(
        stdout
            .trim_end()
            .ends_with("5 problems, 7 cases: 2 RE, 2 AC, 1 MLE, 1 WA, 1 TLE"),
        "{}",
        stdout
    );
    assert!(
        !stdout.contains('\u{1b}'),
        "color codes in a pipe:\n{}",
        stdout
    );
}

#[test]
fn every_problem_of_this_checkout_is_accepted() {
    let output = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .arg("judge")
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "{}\n{}",
        stdout,
        String::from_utf8_lossy(&output.stderr)
    );
    // "4 problems, 20 cases: 20 AC": one kind of verdict, and it is AC.
    let last = stdout.trim_end().lines().last().unwrap_or("");
    let (cases, verdicts) = last
        .split_once(" cases: ")
        .unwrap_or_else(|| panic!("{}", stdout));
    let cases = cases.rsplit(' ').next().unwrap();
    assert_eq!(verdicts, format!("{} AC", cases), "{}", stdout);
}
