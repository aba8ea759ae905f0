//! `cargo xtask judge` on the fixture problems in tests/fixtures/judge-kit,
//! each of which earns one verdict on purpose; and the
//! golden-test driver on the same fixtures, which must agree with it.

use std::path::{Path, PathBuf};
use std::thread;

use assert_cmd::Command;
use judging::golden::Solution;
use judging::session::Build;

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/judge-kit")
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

/// Issue 32: judging another file meant copying it over src/main.rs.
#[test]
fn another_file_is_judged_under_the_problems_cases_and_main_rs_is_untouched() {
    let doubles = fixtures().join("problems/doubles/src/main.rs");
    let before = std::fs::read(&doubles).unwrap();
    let wrong = fixtures().join("problems/off-by-one/src/main.rs");
    let (stdout, code) = judge(&["doubles", "--solution", wrong.to_str().unwrap()]);
    assert_eq!(code, 1, "{}", stdout);
    assert_eq!(row(&stdout, "sample-1")[1], "WA", "{}", stdout);
    assert!(
        stdout.contains("solution: ") && stdout.contains("off-by-one/src/main.rs\n"),
        "{}",
        stdout
    );
    // The right file, under the other problem's metadata and case: AC.
    let (stdout, code) = judge(&["off-by-one", "--solution", doubles.to_str().unwrap()]);
    assert_eq!(code, 0, "{}", stdout);
    assert_eq!(std::fs::read(&doubles).unwrap(), before);

    let output = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .arg("--root")
        .arg(fixtures())
        .args(["judge", "doubles", "--solution", "no-such-file.rs"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "error: --solution no-such-file.rs: no such file\n"
    );
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

/// Issue 49: the empty program whose peak heads every table was written to
/// a fresh scratch path each run, and the build cache keeps a file by its
/// path: every `judge` compiled it again (about 0.1 CPU-s) and left one
/// more 4 MiB entry in the target folder.
#[test]
fn the_empty_program_of_the_memory_line_is_built_once_for_every_run() {
    let target = tempfile::tempdir().unwrap();
    let empty_builds = || -> Vec<(String, std::time::SystemTime)> {
        let mut found: Vec<_> = std::fs::read_dir(target.path().join("judging/builds"))
            .unwrap()
            .map(|entry| entry.unwrap())
            .filter(|entry| entry.file_name().to_string_lossy().starts_with("empty-"))
            .map(|entry| {
                let built = entry.path().join("program").metadata().unwrap();
                (
                    entry.file_name().to_string_lossy().into_owned(),
                    built.modified().unwrap(),
                )
            })
            .collect();
        found.sort();
        found
    };
    let mut after_each = Vec::new();
    for _ in 0..2 {
        let output = Command::new(env!("CARGO_BIN_EXE_xtask"))
            .arg("--root")
            .arg(fixtures())
            .args(["judge", "doubles"])
            .env("CARGO_TARGET_DIR", target.path())
            .output()
            .unwrap();
        assert_eq!(
            output.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        assert!(
            String::from_utf8_lossy(&output.stdout).contains("an empty Rust program shows "),
            "{}",
            String::from_utf8_lossy(&output.stdout)
        );
        after_each.push(empty_builds());
    }
    assert_eq!(after_each[0].len(), 1, "{:?}", after_each[0]);
    assert_eq!(
        after_each[1], after_each[0],
        "the second run built the empty program again"
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

/// As the judge builds it, a run is stopped at twice the limit (the table
/// shows how far over it went); a debug build gets three times the limit
/// and two seconds more (as the golden tests do), and is stopped there.
///
/// Issue 48, finding 12: this asserted the printed time to the hundredth
/// (`2.60`), and a loaded machine printed `2.62`. The deadlines are the
/// session's (read here, exact); the table's time is only bounded below:
/// a run is never stopped before its deadline, and how late after it the
/// kill lands is the machine's business.
#[test]
fn a_run_past_its_limit_is_stopped_at_twice_the_limit() {
    let problem = Solution::at(&fixtures(), "sleeper", env!("CARGO_TARGET_TMPDIR")).problem;
    let release = judging::session::limits(&problem, Build::Judge, None);
    assert_eq!(release.time, std::time::Duration::from_millis(200));
    assert_eq!(release.kill, std::time::Duration::from_millis(400));
    let debug = judging::session::limits(&problem, Build::Debug, None);
    assert_eq!(debug.kill, std::time::Duration::from_millis(2600));
    for (args, kill) in [
        (&["sleeper", "--release"][..], release.kill),
        (&["sleeper"][..], debug.kill),
    ] {
        let (stdout, code) = judge(args);
        assert_eq!(code, 1);
        let columns = row(&stdout, "sample-1");
        assert_eq!(columns[1], "TLE", "{}", stdout);
        let number: f64 = columns[2].parse().unwrap();
        let seconds = match columns[3] {
            "ms" => number / 1000.0,
            "s" => number,
            unit => panic!("unit {:?} in {}", unit, stdout),
        };
        // It would sleep forever: it was stopped, at its deadline or later
        // (to the table's precision).
        assert!(
            seconds + 0.005 >= kill.as_secs_f64(),
            "{:?}: {}",
            args,
            stdout
        );
    }
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
fn an_interactive_solution_against_a_command_interactor_is_accepted() {
    let (stdout, code) = judge(&["asker"]);
    assert_eq!(code, 0, "{}", stdout);
    assert_eq!(row(&stdout, "sample-1")[1], "AC");
}

/// Issue 49: an interactive solution's memory was the judging process's
/// (`≤104.6 MiB` for a program of about 4 MiB, as a bound); it runs under a
/// fresh monitor now, as every other case does, and its figure is its own.
#[test]
fn an_interactive_solutions_memory_is_its_own_figure() {
    let (stdout, code) = judge(&["asker"]);
    assert_eq!(code, 0, "{}", stdout);
    let columns = row(&stdout, "sample-1");
    // The monitor's own size is a bound below which the kernel cannot tell
    // the solution's figure (`≤4.5 MiB` when the solution is smaller than
    // the monitor); the judging process's `≤104.6 MiB` was the bug.
    let mib: f64 = columns[4]
        .trim_start_matches('≤')
        .parse()
        .unwrap_or_else(|_| panic!("not a memory figure: {:?}\n{}", columns[4], stdout));
    assert!(mib < 32.0, "{}", stdout);
}

/// With the solution under a monitor (see the test above), killing the
/// monitor at the deadline must kill the solution too, and a solution that
/// computes must be told from one that waits.
#[test]
fn a_monitored_interactive_solution_that_computes_is_killed_at_the_deadline() {
    let kit = tempfile::tempdir().unwrap();
    crate::kit::copy_dir(&fixtures(), kit.path());
    let pid_file = kit.path().join("solution.pid");
    std::fs::write(
        kit.path().join("problems/silent-asker/src/main.rs"),
        format!(
            "fn main() {{\n    let me = format!(\"{{}} {{}}\", std::process::id(), std::env::args().next().unwrap());\n    \
             std::fs::write({:?}, me).unwrap();\n    \
             let mut x: u64 = 1;\n    loop {{\n        x = x.wrapping_mul(6364136223846793005).wrapping_add(1);\n        \
             if x == 0 {{\n            println!(\"{{}}\", x);\n        }}\n    }}\n}}\n",
            pid_file
        ),
    )
    .unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .arg("--root")
        .arg(kit.path())
        .args(["judge", "silent-asker", "--release"])
        // Before the fix, the orphan kept the dialogue's pipe open and
        // `judge` waited for it for ever.
        .timeout(std::time::Duration::from_secs(60))
        .output()
        .unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert_eq!(row(&stdout, "sample-1")[1], "TLE", "{}", stdout);
    assert!(
        stdout.contains(
            "--- waiting:    the solution was computing (not waiting) at the 600 ms deadline"
        ),
        "{}",
        stdout
    );
    let me = std::fs::read_to_string(&pid_file).unwrap();
    let (pid, program) = me.split_once(' ').unwrap();
    thread::sleep(std::time::Duration::from_millis(300));
    let cmdline = std::fs::read(format!("/proc/{}/cmdline", pid)).unwrap_or_default();
    assert!(
        !String::from_utf8_lossy(&cmdline).starts_with(program),
        "the solution {} (pid {}) outlived the run",
        program,
        pid
    );
}

// Guards the first interactive bug: a question never flushed, both sides
// waiting; judge must stop it and say so, with the dialogue.
#[test]
fn an_interactive_deadlock_is_tle_with_who_waited_and_the_dialogue() {
    let (stdout, code) = judge(&["silent-asker", "--release"]);
    assert_eq!(code, 1);
    assert_eq!(row(&stdout, "sample-1")[1], "TLE", "{}", stdout);
    assert!(
        stdout.contains("--- waiting:    deadlock: at the 600 ms deadline both were waiting to read; the interactor waited for the solution"),
        "{}",
        stdout
    );
    assert!(
        stdout.contains("last lines in order):\n                     < 5\n"),
        "{}",
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
            .ends_with("8 problems, 10 cases: 3 AC, 2 RE, 1 MLE, 3 TLE, 1 WA"),
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
fn the_golden_tests_and_judge_give_the_same_verdict_on_every_fixture() {
    let (stdout, _) = judge(&[]);
    let problems = [
        "asker",
        "crasher",
        "doubles",
        "hog",
        "looper",
        "off-by-one",
        "silent-asker",
        "sleeper",
    ];
    // The golden tests' session (the debug build, run directly, not under a
    // monitor): the two that run into the tests' deadline run side by side.
    let verdicts: Vec<(String, String, &str, String)> = thread::scope(|scope| {
        let handles: Vec<_> = problems
            .iter()
            .map(|&problem| {
                scope.spawn(move || {
                    let solution = Solution::at(&fixtures(), problem, env!("CARGO_TARGET_TMPDIR"));
                    let session = solution.session(Build::Debug).unwrap();
                    let cases = solution.cases();
                    cases
                        .iter()
                        .zip(session.judge_all(&cases))
                        .map(|(case, judged)| {
                            let judged = judged.unwrap();
                            let shown = format!("{} {} {:?}", problem, case.name, judged.peak);
                            (
                                problem.to_string(),
                                case.name.clone(),
                                judged.verdict.code(),
                                shown,
                            )
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|handle| handle.join().unwrap())
            .collect()
    });
    let mut seen: Vec<&str> = verdicts.iter().map(|(_, _, code, _)| *code).collect();
    seen.sort_unstable();
    seen.dedup();
    assert_eq!(seen, ["AC", "MLE", "RE", "TLE", "WA"], "{:#?}", verdicts);
    for (problem, case, golden, _) in &verdicts {
        // Each problem's table follows its own heading line.
        let table = stdout
            .split("\n\n")
            .find(|block| block.starts_with(&format!("{} (", problem)))
            .unwrap_or_else(|| panic!("no table for {} in\n{}", problem, stdout));
        assert_eq!(
            row(table, case)[1],
            *golden,
            "{} {}: the golden tests say {}, judge says otherwise:\n{}",
            problem,
            case,
            golden,
            table
        );
    }
}

/// Issue 32: the judge's stack is part of its limits. A recursion 200,000
/// deep needs tens of MiB of stack: it overflows the 8 MiB a judge that
/// states nothing is assumed to give, and passes on Codeforces' 256 MiB.
#[test]
fn a_deep_recursion_runs_on_the_judges_stack() {
    let kit = tempfile::tempdir().unwrap();
    let problem = kit.path().join("problems/deep");
    std::fs::create_dir_all(problem.join("src")).unwrap();
    std::fs::create_dir_all(kit.path().join("testdata/deep")).unwrap();
    std::fs::create_dir_all(kit.path().join("crates/cpkit/src")).unwrap();
    std::fs::write(kit.path().join("crates/cpkit/src/lib.rs"), "").unwrap();
    std::fs::write(
        problem.join("src/main.rs"),
        "fn depth(n: u64) -> u64 {\n    let frame = std::hint::black_box([n as u8; 128]);\n    \
         if n == 0 { 0 } else { depth(n - 1) + 1 + frame[0] as u64 * 0 }\n}\n\
         fn main() {\n    println!(\"{}\", depth(std::hint::black_box(200_000)));\n}\n",
    )
    .unwrap();
    std::fs::write(kit.path().join("testdata/deep/sample-1.in"), "\n").unwrap();
    std::fs::write(kit.path().join("testdata/deep/sample-1.out"), "200000\n").unwrap();
    let manifest = |judge: &str| {
        format!(
            "[package]\nname = \"deep\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n\
             [package.metadata.judge]\njudge = \"{}\"\nurl = \"\"\ntime-limit-ms = 2000\n\
             memory-limit-mib = 512\nchecker = \"tokens\"\nkind = \"stdin\"\n",
            judge
        )
    };
    let run = |judge: &str| {
        std::fs::write(problem.join("Cargo.toml"), manifest(judge)).unwrap();
        let output = Command::new(env!("CARGO_BIN_EXE_xtask"))
            .arg("--root")
            .arg(kit.path())
            .args(["judge", "deep", "--release"])
            .output()
            .unwrap();
        String::from_utf8_lossy(&output.stdout).into_owned()
    };
    let stdout = run("codeforces");
    assert_eq!(row(&stdout, "sample-1")[1], "AC", "{}", stdout);
    assert!(
        stdout.contains("(as codeforces builds it); stack 256 MiB\n"),
        "{}",
        stdout
    );
    let stdout = run("leetcode");
    assert_eq!(row(&stdout, "sample-1")[1], "RE", "{}", stdout);
}
