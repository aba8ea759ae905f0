//! `cargo xtask official` on a fake Library Checker checkout: a problem
//! `doubles` laid out as `generate.py` leaves one (info.toml, in/, out/, a
//! built `checker` and `sol/correct`, here shell scripts that follow
//! testlib's conventions), and a scratch kit whose problems are judged on it.

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::Path;

use assert_cmd::Command;

const INFO: &str = "title = 'Doubles'\ntimelimit = 2.0\n\n[[tests]]\n    name = \"example.in\"\n    number = 1\n[[tests]]\n    name = \"random.cpp\"\n    number = 2\n";

/// testlib's conventions: the message on stderr, 0 accepts, 1 rejects.
const CHECKER: &str = "#!/bin/sh\n\
if cmp -s \"$2\" \"$3\"; then echo 'ok 1 number' >&2; exit 0; fi\n\
echo \"wrong answer expected '$(cat \"$3\")', found '$(cat \"$2\")'\" >&2; exit 1\n";

const RIGHT: &str = "use std::io::Read;\n\
fn main() {\n    let mut s = String::new();\n    std::io::stdin().read_to_string(&mut s).unwrap();\n    \
let n: u64 = s.trim().parse().unwrap();\n    println!(\"{}\", 2 * n);\n}\n";

fn executable(path: &Path, text: &str) {
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(path, text).unwrap();
    fs::set_permissions(path, fs::Permissions::from_mode(0o755)).unwrap();
}

/// A scratch kit and a checkout side by side: `kit/` and `lcp/`.
struct Scene {
    dir: tempfile::TempDir,
}

impl Scene {
    fn new() -> Scene {
        let dir = tempfile::tempdir().unwrap();
        let problem = dir.path().join("lcp/sample/doubles");
        fs::create_dir_all(problem.join("in")).unwrap();
        fs::create_dir_all(problem.join("out")).unwrap();
        fs::write(dir.path().join("lcp/generate.py"), "").unwrap();
        fs::write(problem.join("info.toml"), INFO).unwrap();
        for (name, n) in [("example_00", 1), ("random_00", 21), ("random_01", 1000)] {
            fs::write(problem.join(format!("in/{}.in", name)), format!("{}\n", n)).unwrap();
            fs::write(
                problem.join(format!("out/{}.out", name)),
                format!("{}\n", 2 * n),
            )
            .unwrap();
        }
        executable(&problem.join("checker"), CHECKER);
        executable(
            &problem.join("sol/correct"),
            "#!/bin/sh\nread n\necho $((2 * n))\n",
        );
        let scene = Scene { dir };
        scene.problem("library-checker-doubles", "library-checker", RIGHT);
        scene
    }

    fn kit(&self) -> std::path::PathBuf {
        self.dir.path().join("kit")
    }

    fn checkout(&self) -> std::path::PathBuf {
        self.dir.path().join("lcp")
    }

    /// A problem of the kit judged on `doubles`, solved by `main_rs`.
    fn problem(&self, name: &str, judge: &str, main_rs: &str) {
        let dir = self.kit().join("problems").join(name);
        fs::create_dir_all(dir.join("src")).unwrap();
        fs::write(
            dir.join("Cargo.toml"),
            format!(
                "[package]\nname = \"{}\"\n\n[package.metadata.judge]\njudge = \"{}\"\n\
                 url = \"https://judge.yosupo.jp/problem/doubles\"\ntime-limit-ms = 2000\n\
                 memory-limit-mib = 1024\nchecker = \"tokens\"\nkind = \"stdin\"\n",
                name, judge
            ),
        )
        .unwrap();
        fs::write(dir.join("src/main.rs"), main_rs).unwrap();
    }

    fn official(&self, args: &[&str]) -> Ran {
        let output = Command::new(env!("CARGO_BIN_EXE_xtask"))
            .arg("--root")
            .arg(self.kit())
            .arg("official")
            .args(args)
            .env("NO_COLOR", "1")
            .output()
            .unwrap();
        Ran {
            args: args.join(" "),
            stdout: String::from_utf8(output.stdout).unwrap(),
            stderr: String::from_utf8(output.stderr).unwrap(),
            code: output.status.code().unwrap_or(-1),
        }
    }

    fn from(&self) -> String {
        self.checkout().display().to_string()
    }
}

/// What a run printed, shown whole when an assertion fails.
struct Ran {
    args: String,
    stdout: String,
    stderr: String,
    code: i32,
}

impl Ran {
    fn expect(&self, ok: bool, what: &str) {
        assert!(
            ok,
            "{}\n`xtask official {}` exited {}\n--- stdout\n{}--- stderr\n{}",
            what, self.args, self.code, self.stdout, self.stderr
        );
    }

    /// The columns of `case`'s first row.
    fn row(&self, case: &str) -> Vec<&str> {
        let line = self
            .stdout
            .lines()
            .find(|line| line.split_whitespace().next() == Some(case));
        self.expect(line.is_some(), &format!("no row for {}", case));
        line.unwrap().split_whitespace().collect()
    }

    /// An error: exit code 2, nothing on stdout, one `error:` line.
    fn error(&self) -> &str {
        self.expect(self.code == 2, "expected exit code 2");
        self.expect(self.stdout.is_empty(), "expected nothing on stdout");
        let lines: Vec<&str> = self.stderr.lines().collect();
        self.expect(
            lines.len() == 1 && lines[0].starts_with("error: "),
            "expected one error line",
        );
        lines[0]
    }
}

#[test]
fn every_official_case_is_judged_by_the_problems_checker() {
    let scene = Scene::new();
    let ran = scene.official(&["library-checker-doubles", "--from", &scene.from()]);
    ran.expect(ran.code == 0, "expected exit code 0");
    for case in ["example_00", "random_00", "random_01"] {
        ran.expect(ran.row(case)[1] == "AC", case);
    }
    ran.expect(ran.stdout.contains("\n3/3 AC\n"), "expected 3/3 AC");
    ran.expect(
        ran.stdout.starts_with(
            "library-checker-doubles (doubles in sample/doubles): 3 of 3 official cases, \
             time limit 2 s (info.toml), memory limit 1024 MiB\n\
             build: rustc --edition 2024 -C opt-level=3 (as library-checker builds it)\n",
        ),
        "expected the problem's header",
    );
}

#[test]
fn a_wrong_answer_carries_the_checkers_message() {
    let scene = Scene::new();
    scene.problem(
        "library-checker-doubles",
        "library-checker",
        &RIGHT.replace("2 * n", "2 * n + (n > 100) as u64"),
    );
    let ran = scene.official(&["library-checker-doubles", "--from", &scene.from()]);
    ran.expect(ran.code == 1, "expected exit code 1");
    ran.expect(ran.row("random_00")[1] == "AC", "random_00 is right");
    ran.expect(ran.row("random_01")[1] == "WA", "random_01 is wrong");
    ran.expect(
        ran.stdout
            .contains("wrong answer expected '2000', found '2001'"),
        "expected the checker's message",
    );
    ran.expect(
        ran.stdout.contains("\n2/3 AC, 1 WA\n"),
        "expected 2/3 AC, 1 WA",
    );
}

#[test]
fn named_cases_run_alone() {
    let scene = Scene::new();
    let ran = scene.official(&[
        "library-checker-doubles",
        "random_01.in",
        "--from",
        &scene.from(),
    ]);
    ran.expect(ran.code == 0, "expected exit code 0");
    ran.expect(
        ran.stdout.contains("1 of 3 official cases") && !ran.stdout.contains("example_00"),
        "expected random_01 alone",
    );
    let ran = scene.official(&["library-checker-doubles", "nope", "--from", &scene.from()]);
    assert_eq!(
        ran.error(),
        "error: doubles has no official case `nope`; its cases are: example_00, random_00, random_01"
    );
}

#[test]
fn compare_times_both_programs_on_every_case_and_writes_the_csv() {
    let scene = Scene::new();
    let csv = scene.dir.path().join("times.csv");
    let ran = scene.official(&[
        "library-checker-doubles",
        "--from",
        &scene.from(),
        "--compare",
        "--runs",
        "3",
        "--csv",
        &csv.display().to_string(),
    ]);
    ran.expect(ran.code == 0, "expected exit code 0");
    ran.expect(
        ran.stdout.contains("3 runs of each per case, taking turns"),
        "expected the comparison's header",
    );
    for case in ["example_00", "random_00", "random_01", "total"] {
        let rows: Vec<&str> = ran
            .stdout
            .lines()
            .filter(|line| line.split_whitespace().next() == Some(case))
            .collect();
        let timing = rows.last().unwrap();
        // case, ours (value, unit), C++ (value, unit), ratio
        let columns: Vec<&str> = timing.split_whitespace().collect();
        ran.expect(columns.len() == 6, &format!("a timing row for {}", case));
        let ratio: f64 = columns[5].parse().unwrap();
        ran.expect(ratio > 0.0, "a positive ratio");
    }
    let text = fs::read_to_string(&csv).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("# generated by `cargo xtask official"));
    assert_eq!(
        lines[1],
        "problem,cases,verdict,ours_seconds,cpp_seconds,ratio"
    );
    assert!(lines[2].starts_with("doubles,3,\"3 AC\","), "{}", text);

    // A file the command did not write is never replaced.
    fs::write(&csv, "mine\n").unwrap();
    let ran = scene.official(&[
        "--from",
        &scene.from(),
        "--compare",
        "--csv",
        &csv.display().to_string(),
    ]);
    assert!(ran.error().contains("was not written by this command"));
    assert_eq!(fs::read_to_string(&csv).unwrap(), "mine\n");
}

#[test]
fn a_case_stopped_while_timing_is_left_out_of_the_totals_and_said_so() {
    let scene = Scene::new();
    // Right the first time it runs on random_01 (the judging run), then fails.
    let marker = scene.dir.path().join("ran-once");
    let once = RIGHT.replace(
        "    println!",
        &format!(
            "    if n == 1000 {{\n        let marker = std::path::Path::new({:?});\n        \
             if marker.exists() {{ std::process::exit(7); }}\n        \
             std::fs::write(marker, \"\").unwrap();\n    }}\n    println!",
            marker
        ),
    );
    scene.problem("library-checker-doubles", "library-checker", &once);
    let csv = scene.dir.path().join("times.csv");
    let ran = scene.official(&[
        "library-checker-doubles",
        "--from",
        &scene.from(),
        "--compare",
        "--runs",
        "2",
        "--csv",
        &csv.display().to_string(),
    ]);
    ran.expect(ran.code == 0, "every case is AC");
    ran.expect(
        ran.stdout.contains("  stopped: ours: exit code 7\n"),
        "expected the stopped case",
    );
    ran.expect(
        ran.stdout.contains("  without the 1 case stopped\n"),
        "expected the total to say what it leaves out",
    );
    let text = fs::read_to_string(&csv).unwrap();
    assert!(
        text.contains("\ndoubles,3,\"3 AC; 1 case not timed\","),
        "{}",
        text
    );
}

#[test]
fn without_a_problem_every_library_checker_problem_is_judged_with_a_summary() {
    let scene = Scene::new();
    scene.problem("library-checker-doubles-again", "library-checker", RIGHT);
    scene.problem("cf-doubles", "codeforces", RIGHT);
    let ran = scene.official(&["--from", &scene.from()]);
    ran.expect(ran.code == 0, "expected exit code 0");
    ran.expect(
        ran.stdout.trim_end().ends_with("2 problems, 6 cases: 6 AC"),
        "expected the summary",
    );
    ran.expect(
        !ran.stdout.contains("cf-doubles"),
        "cf-doubles is not judged",
    );
    let ran = scene.official(&["cf-doubles", "--from", &scene.from()]);
    assert_eq!(
        ran.error(),
        "error: cf-doubles is not a Library Checker problem (its judge is not \"library-checker\"); \
         `official` judges only those"
    );
}

#[test]
fn a_time_limit_of_ones_own_replaces_info_tomls() {
    let scene = Scene::new();
    let ran = scene.official(&[
        "library-checker-doubles",
        "--from",
        &scene.from(),
        "--time-limit-ms",
        "1500",
    ]);
    ran.expect(ran.code == 0, "expected exit code 0");
    ran.expect(
        ran.stdout
            .contains("3 of 3 official cases, time limit 1.5 s (--time-limit-ms),"),
        "expected the given limit in the header",
    );
}

#[test]
fn a_missing_checkout_is_one_error_line() {
    let scene = Scene::new();
    let nowhere = scene.dir.path().join("nowhere");
    let ran = scene.official(&[
        "library-checker-doubles",
        "--from",
        &nowhere.display().to_string(),
    ]);
    assert!(ran.error().starts_with(&format!(
        "error: --from {}: no such folder",
        nowhere.display()
    )));
}

#[test]
fn an_ungenerated_problem_says_how_to_generate_it() {
    let scene = Scene::new();
    fs::remove_dir_all(scene.checkout().join("sample/doubles/in")).unwrap();
    let ran = scene.official(&["library-checker-doubles", "--from", &scene.from()]);
    let error = ran.error();
    assert!(
        error.starts_with("error: doubles is not generated (no "),
        "{}",
        error
    );
    assert!(
        error.ends_with(&format!(
            "generate it with `cd {} && ulimit -s unlimited && python3 generate.py -p doubles`",
            scene.from()
        )),
        "{}",
        error
    );
}

#[test]
fn compare_needs_the_built_reference_solution() {
    let scene = Scene::new();
    fs::remove_file(scene.checkout().join("sample/doubles/sol/correct")).unwrap();
    let ran = scene.official(&["library-checker-doubles", "--from", &scene.from()]);
    ran.expect(ran.code == 0, "judging alone does not need it");
    let ran = scene.official(&[
        "library-checker-doubles",
        "--from",
        &scene.from(),
        "--compare",
    ]);
    assert!(ran
        .error()
        .starts_with("error: doubles has no built reference solution"));
}

#[test]
fn the_help_says_how_to_generate_the_cases() {
    let output = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(["official", "--help"])
        .output()
        .unwrap();
    let help = String::from_utf8(output.stdout).unwrap();
    assert!(output.status.success());
    for words in [
        "yosupo06/library-checker-problems",
        "generate.py -p <id>",
        "--compare",
        "--runs",
        "--csv",
    ] {
        assert!(help.contains(words), "no {:?} in\n{}", words, help);
    }
}
