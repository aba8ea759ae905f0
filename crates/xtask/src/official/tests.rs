//! The pieces of `official` that need no solution run: reading a checkout,
//! the official checker's verdicts, the tables and the CSV. The command as a
//! whole is tested in `crates/xtask/tests/official.rs`, on a fake checkout.

use judging::check::Rejection;
use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::Path;
use std::time::Duration;

use super::checkout::{id_from_url, Checkout, Info};
use super::timing::{self, CaseTimes};
use super::*;

const INFO: &str = r#"
title = 'Doubles'
timelimit = 2.5

[[tests]]
    name = "example.in"
    number = 2
[[tests]]
    name = "random.cpp"
    number = 3

[params]
    N_MAX = 100
"#;

fn executable(path: &Path, text: &str) {
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(path, text).unwrap();
    fs::set_permissions(path, fs::Permissions::from_mode(0o755)).unwrap();
}

/// A checkout with problem `doubles` in `sample/`, generated unless told
/// otherwise: every case, a checker comparing bytes, a reference solution.
fn checkout(generated: bool) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("generate.py"), "").unwrap();
    let problem = dir.path().join("sample/doubles");
    fs::create_dir_all(&problem).unwrap();
    fs::write(problem.join("info.toml"), INFO).unwrap();
    if generated {
        fs::create_dir_all(problem.join("in")).unwrap();
        fs::create_dir_all(problem.join("out")).unwrap();
        for name in Info::parse(INFO).unwrap().case_names() {
            fs::write(problem.join("in").join(format!("{}.in", name)), "1\n").unwrap();
            fs::write(problem.join("out").join(format!("{}.out", name)), "2\n").unwrap();
        }
        executable(&problem.join("checker"), CHECKER);
        executable(&problem.join("sol/correct"), "#!/bin/sh\necho 2\n");
    }
    dir
}

/// testlib's conventions: the message on stderr, 0 accepts, 1 rejects.
const CHECKER: &str = "#!/bin/sh\n\
if cmp -s \"$2\" \"$3\"; then echo 'ok 1 number' >&2; exit 0; fi\n\
if [ \"$(cat \"$2\")\" = crash ]; then echo 'FAIL bad answer file' >&2; exit 3; fi\n\
echo \"wrong answer expected '$(cat \"$3\")', found '$(cat \"$2\")'\" >&2; exit 1\n";

#[test]
fn info_toml_gives_the_time_limit_and_the_case_names_generate_py_writes() {
    let info = Info::parse(INFO).unwrap();
    assert_eq!(info.time_limit, Duration::from_millis(2500));
    assert_eq!(
        info.case_names(),
        [
            "example_00",
            "example_01",
            "random_00",
            "random_01",
            "random_02"
        ]
    );
    assert_eq!(
        Info::parse("timelimit = 5\n[[tests]]\nname = \"max.cpp\"\nnumber = 1\n")
            .unwrap()
            .time_limit,
        Duration::from_secs(5)
    );
}

#[test]
fn a_malformed_info_toml_says_what_is_wrong() {
    assert_eq!(Info::parse("title = 'x'\n").unwrap_err(), "no `timelimit`");
    assert_eq!(
        Info::parse("timelimit = -1.0\n").unwrap_err(),
        "`timelimit` must be a positive number; found -1.0"
    );
    assert_eq!(
        Info::parse("timelimit = 1.0\n").unwrap_err(),
        "no [[tests]]"
    );
    assert_eq!(
        Info::parse("timelimit = 1.0\n[[tests]]\nname = \"a.cpp\"\n").unwrap_err(),
        "[[tests]] number 1 needs a `name` and a `number`"
    );
    assert!(Info::parse("timelimit = ")
        .unwrap_err()
        .starts_with("not valid TOML"));
}

#[test]
fn the_id_is_read_from_the_problems_address() {
    assert_eq!(
        id_from_url("https://judge.yosupo.jp/problem/point_add_range_sum").as_deref(),
        Some("point_add_range_sum")
    );
    assert_eq!(
        id_from_url("https://judge.yosupo.jp/problem/unionfind/?x=1").as_deref(),
        Some("unionfind")
    );
    // Some ids have capitals; the checkout's folder is spelled the same.
    assert_eq!(
        id_from_url("https://judge.yosupo.jp/problem/convolution_F_2_64").as_deref(),
        Some("convolution_F_2_64")
    );
    assert_eq!(id_from_url("https://judge.yosupo.jp/problem/"), None);
    assert_eq!(id_from_url("https://judge.yosupo.jp/problem/../x"), None);
    assert_eq!(
        id_from_url("https://codeforces.com/problem/unionfind"),
        None
    );
}

#[test]
fn a_generated_problem_lists_every_case_in_info_toml_order() {
    let dir = checkout(true);
    let official = Checkout::open(dir.path())
        .unwrap()
        .problem("doubles", true)
        .unwrap();
    assert_eq!(official.dir, dir.path().join("sample/doubles"));
    assert_eq!(official.time_limit, Duration::from_millis(2500));
    let names: Vec<&str> = official.cases.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "example_00",
            "example_01",
            "random_00",
            "random_01",
            "random_02"
        ]
    );
    assert_eq!(
        official.cases[2].answer,
        dir.path().join("sample/doubles/out/random_00.out")
    );
}

fn problem_error(dir: &Path, id: &str, need_correct: bool) -> String {
    format!(
        "{:#}",
        Checkout::open(dir)
            .unwrap()
            .problem(id, need_correct)
            .unwrap_err()
    )
}

#[test]
fn a_missing_or_foreign_checkout_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("nowhere");
    let error = format!("{:#}", Checkout::open(&missing).unwrap_err());
    assert!(
        error.starts_with(&format!("--from {}: no such folder", missing.display())),
        "{}",
        error
    );
    let error = format!("{:#}", Checkout::open(dir.path()).unwrap_err());
    assert_eq!(
        error,
        format!(
            "--from {}: not a checkout of yosupo06/library-checker-problems (no generate.py there)",
            dir.path().display()
        )
    );
}

#[test]
fn an_unknown_problem_is_refused() {
    let dir = checkout(true);
    assert_eq!(
        problem_error(dir.path(), "unionfind", false),
        format!(
            "{} has no problem `unionfind` (no */unionfind/info.toml)",
            dir.path().display()
        )
    );
}

#[test]
fn an_ungenerated_problem_is_refused_with_the_command_that_generates_it() {
    let dir = checkout(false);
    let error = problem_error(dir.path(), "doubles", false);
    assert!(
        error.starts_with("doubles is not generated (no "),
        "{}",
        error
    );
    assert!(
        error.ends_with(&format!(
            "; generate it with `cd {} && ulimit -s unlimited && python3 generate.py -p doubles`",
            dir.path().display()
        )),
        "{}",
        error
    );
}

#[test]
fn a_problem_generated_in_part_names_what_is_missing() {
    let dir = checkout(true);
    let problem = dir.path().join("sample/doubles");
    fs::remove_file(problem.join("out/random_01.out")).unwrap();
    let error = problem_error(dir.path(), "doubles", false);
    assert!(
        error.starts_with(&format!(
            "doubles is generated only in part (no {})",
            problem.join("out/random_01.out").display()
        )),
        "{}",
        error
    );
    fs::remove_file(problem.join("checker")).unwrap();
    let error = problem_error(dir.path(), "doubles", false);
    assert!(
        error.starts_with("doubles has no built checker"),
        "{}",
        error
    );
}

#[test]
fn the_reference_solution_is_needed_only_to_compare() {
    let dir = checkout(true);
    fs::remove_file(dir.path().join("sample/doubles/sol/correct")).unwrap();
    let checkout = Checkout::open(dir.path()).unwrap();
    assert!(checkout.problem("doubles", false).is_ok());
    let error = problem_error(dir.path(), "doubles", true);
    assert!(
        error.starts_with("doubles has no built reference solution"),
        "{}",
        error
    );
}

#[test]
fn a_problem_found_twice_is_refused() {
    let dir = checkout(true);
    let other = dir.path().join("other/doubles");
    fs::create_dir_all(&other).unwrap();
    fs::write(other.join("info.toml"), INFO).unwrap();
    let error = problem_error(dir.path(), "doubles", false);
    assert!(
        error.contains("has the problem `doubles` in several places"),
        "{}",
        error
    );
}

#[test]
fn unknown_cases_are_refused_with_the_known_ones() {
    let dir = checkout(true);
    let official = Checkout::open(dir.path())
        .unwrap()
        .problem("doubles", false)
        .unwrap();
    let chosen = select(&official, &["random_01.in".into(), "example_00".into()]).unwrap();
    let names: Vec<&str> = chosen.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(names, ["random_01", "example_00"]);
    assert_eq!(
        format!(
            "{:#}",
            select(&official, &["random_09".into()]).unwrap_err()
        ),
        "doubles has no official case `random_09`; its cases are: \
         example_00, example_01, random_00, random_01, random_02"
    );
}

#[test]
fn the_official_checker_decides_ac_wa_and_its_own_failure() {
    let dir = checkout(true);
    let problem = dir.path().join("sample/doubles");
    let checker = problem.join("checker");
    let input = problem.join("in/example_00.in");
    let answer = problem.join("out/example_00.out");
    let checker = Checker::program(&checker);
    let expected = fs::read_to_string(&answer).unwrap();
    let check = |output: &str| checker.check(&input, &answer, &expected, output.as_bytes());
    assert_eq!(check("2\n"), Ok(()));
    assert_eq!(
        check("3\n"),
        Err(Rejection::Wrong(
            "wrong answer expected '2', found '3'".into()
        ))
    );
    assert_eq!(
        check("crash"),
        Err(Rejection::CheckerFailed(
            "the checker failed (exit code 3, testlib's FAIL): FAIL bad answer file".into()
        ))
    );
}

#[test]
fn medians_take_the_middle_run() {
    let ms = |list: &[u64]| {
        list.iter()
            .map(|&n| Duration::from_millis(n))
            .collect::<Vec<_>>()
    };
    assert_eq!(timing::median(&ms(&[9, 1, 5])), Duration::from_millis(5));
    assert_eq!(timing::median(&ms(&[4, 1, 3, 2])), Duration::from_millis(2));
    assert_eq!(timing::median(&[]), Duration::ZERO);
}

#[test]
fn the_comparison_row_shows_both_medians_and_the_ratio() {
    let times = CaseTimes {
        ours: Duration::from_micros(12_340),
        correct: Duration::from_micros(9_870),
        rounds: 5,
        failed: None,
    };
    assert_eq!(
        timing::row(10, "random_00", &times, 5),
        "random_00      12.3 ms     9.87 ms      1.25"
    );
    assert_eq!(
        timing::header(10)
            .find("ours/C++")
            .map(|at| at + "ours/C++".len()),
        Some(timing::row(10, "random_00", &times, 5).len())
    );
    let once = CaseTimes {
        rounds: 1,
        ..times.clone()
    };
    assert!(timing::row(10, "x", &once, 5).ends_with("1.25  1 of 5 runs (over 2 s)"));
    let failed = CaseTimes {
        failed: Some("ours: exit code 1".into()),
        ..times
    };
    assert!(timing::row(10, "x", &failed, 5).ends_with("  stopped: ours: exit code 1"));
    assert_eq!(timing::show(Duration::from_millis(1234)), "1.234 s");
}

#[test]
fn each_case_is_timed_runs_times_unless_its_first_round_is_long() {
    let dir = checkout(true);
    let problem = dir.path().join("sample/doubles");
    let ours = dir.path().join("ours");
    executable(&ours, "#!/bin/sh\necho 2\n");
    let input = problem.join("in/example_00.in");
    let time = |long: Duration| {
        timing::time_case(
            &ours,
            &problem.join("sol/correct"),
            &input,
            dir.path(),
            (3, long),
            Duration::from_secs(10),
        )
        .unwrap()
    };
    let all = time(Duration::from_secs(3600));
    assert_eq!((all.rounds, &all.failed), (3, &None));
    assert!(all.ours > Duration::ZERO && all.correct > Duration::ZERO);
    assert_eq!(time(Duration::ZERO).rounds, 1);
    executable(&ours, "#!/bin/sh\nexit 4\n");
    let failed = time(Duration::from_secs(3600));
    assert_eq!(failed.failed.as_deref(), Some("ours: exit code 4"));
}

fn outcome(problem: &str, ours_ms: u64, correct_ms: u64) -> Outcome {
    Outcome {
        problem: format!("library-checker-{}", problem),
        id: problem.to_string(),
        cases: 5,
        accepted: 5,
        verdicts: "5 AC".into(),
        ours: Some(Duration::from_millis(ours_ms)),
        correct: Some(Duration::from_millis(correct_ms)),
    }
}

#[test]
fn the_summary_has_a_row_per_problem_and_the_csv_the_same() {
    let outcomes = [outcome("doubles", 300, 200), outcome("unionfind", 100, 400)];
    let table = summary_table(&outcomes);
    assert_eq!(
        table,
        [
            "problem                    cases  verdicts              ours         C++  ours/C++",
            "library-checker-doubles        5  5 AC              300.0 ms    200.0 ms      1.50",
            "library-checker-unionfind      5  5 AC              100.0 ms    400.0 ms      0.25",
        ]
    );
    let options = Options {
        from: "lcp".into(),
        compare: true,
        runs: 7,
        csv: None,
        time_limit: None,
    };
    let csv = csv_text(&outcomes, &options);
    let mut lines = csv.lines();
    assert_eq!(
        lines.next().unwrap(),
        format!(
            "{} --from <checkout> --compare --runs 7 --csv <this file>`: \
             totals of per-case medians over the official cases",
            CSV_MARKER
        )
    );
    let limited = Options {
        time_limit: Some(Duration::from_secs(60)),
        ..options.clone()
    };
    assert!(csv_text(&outcomes, &limited).contains(" --runs 7 --time-limit-ms 60000 --csv "));
    assert_eq!(
        lines.collect::<Vec<_>>(),
        [
            "problem,cases,verdict,ours_seconds,cpp_seconds,ratio",
            "doubles,5,\"5 AC\",0.3000,0.2000,1.50",
            "unionfind,5,\"5 AC\",0.1000,0.4000,0.25",
        ]
    );
}

#[test]
fn only_a_csv_this_command_wrote_is_replaced() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("times.csv");
    assert!(refuse_to_overwrite(&path).is_ok());
    fs::write(&path, format!("{} ...`\nproblem\n", CSV_MARKER)).unwrap();
    assert!(refuse_to_overwrite(&path).is_ok());
    fs::write(&path, "my,own,data\n").unwrap();
    let error = format!("{:#}", refuse_to_overwrite(&path).unwrap_err());
    assert!(
        error.contains("the file exists and was not written by this command"),
        "{}",
        error
    );
}
