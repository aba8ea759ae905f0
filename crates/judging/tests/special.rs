//! Special checkers: built with plain rustc, run in testlib's order, exit
//! code 0 accepts, anything else rejects with the first line it printed;
//! one that does not build or crashes is a checker failure, never WA.

use std::fs;
use std::path::PathBuf;

use judging::check::{Rejection, Special};
use judging::rustc::Cache;

struct Case {
    dir: tempfile::TempDir,
}

impl Case {
    fn new() -> Case {
        let dir = tempfile::tempdir().unwrap();
        fs::write(dir.path().join("case.in"), "3\n").unwrap();
        fs::write(dir.path().join("case.out"), "1 2\n").unwrap();
        Case { dir }
    }

    fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    /// Builds `source` as the problem's checker.rs and checks `output` with it.
    fn check(&self, source: &str, output: &str) -> Result<(), Rejection> {
        fs::write(self.path("checker.rs"), source).unwrap();
        let special =
            match Special::build(&self.path("checker.rs"), &Cache::new(self.path("build"))) {
                Ok(special) => special,
                Err(error) => return Err(Rejection::CheckerFailed(error.to_string())),
            };
        special.check(
            &self.path("case.in"),
            output.as_bytes(),
            &self.path("case.out"),
        )
    }
}

/// Accepts two numbers that sum to the input, in any order: "print any".
const SUMS: &str = r#"
use std::fs;
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let n: i64 = fs::read_to_string(&args[1]).unwrap().trim().parse().unwrap();
    let output = fs::read_to_string(&args[2]).unwrap();
    let numbers: Vec<i64> = output.split_whitespace().filter_map(|t| t.parse().ok()).collect();
    if numbers.len() != 2 || numbers[0] + numbers[1] != n {
        println!("{:?} does not sum to {}", numbers, n);
        println!("a second line that is not shown");
        std::process::exit(1);
    }
}
"#;

#[test]
fn any_right_answer_is_accepted() {
    let case = Case::new();
    assert_eq!(case.check(SUMS, "1 2\n"), Ok(()));
    assert_eq!(case.check(SUMS, "2 1"), Ok(()));
    assert_eq!(case.check(SUMS, "0 3\n"), Ok(()));
}

#[test]
fn a_wrong_answer_gets_the_checkers_first_line() {
    let case = Case::new();
    assert_eq!(
        case.check(SUMS, "1 1\n"),
        Err(Rejection::Wrong("[1, 1] does not sum to 3".into()))
    );
}

#[test]
fn the_arguments_come_in_testlibs_order() {
    let case = Case::new();
    let source = r#"
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let read = |i: usize| std::fs::read_to_string(&args[i]).unwrap();
    println!("input {:?} output {:?} answer {:?}", read(1), read(2), read(3));
    std::process::exit(1);
}
"#;
    assert_eq!(
        case.check(source, "mine\n"),
        Err(Rejection::Wrong(
            "input \"3\\n\" output \"mine\\n\" answer \"1 2\\n\"".into()
        ))
    );
}

#[test]
fn a_message_on_stderr_is_used_and_silence_is_said() {
    let case = Case::new();
    let on_stderr = "fn main() { eprintln!(\"wrong answer: too short\"); std::process::exit(1); }";
    assert_eq!(
        case.check(on_stderr, ""),
        Err(Rejection::Wrong("wrong answer: too short".into()))
    );
    let silent = "fn main() { std::process::exit(2); }";
    assert_eq!(
        case.check(silent, ""),
        Err(Rejection::Wrong(
            "the checker rejected the output (exit code 2) and said nothing".into()
        ))
    );
}

#[test]
fn a_checker_that_does_not_build_is_a_checker_failure() {
    let case = Case::new();
    // A warning is no failure (a checker builds as a solution does).
    assert_eq!(case.check("fn main() { let unused = 1; }", "1 2\n"), Ok(()));
    match case.check("fn main() { let x: u8 = \"no\"; }", "1 2\n") {
        Err(Rejection::CheckerFailed(message)) => assert!(
            message.contains("does not build: ")
                && message.contains("error[E0308]: mismatched types"),
            "{}",
            message
        ),
        other => panic!("{:?}", other),
    }
    let missing = Special::build(&case.path("nowhere.rs"), &Cache::new(case.path("build")))
        .unwrap_err()
        .to_string();
    assert!(
        missing.starts_with("the checker is special but ")
            && missing.ends_with("nowhere.rs does not exist"),
        "{}",
        missing
    );
}

#[test]
fn a_checker_that_crashes_is_a_checker_failure() {
    let case = Case::new();
    let crashing = "fn main() { eprintln!(\"checking\"); std::process::abort(); }";
    assert_eq!(
        case.check(crashing, "1 2\n"),
        Err(Rejection::CheckerFailed(
            "the checker crashed (killed by signal 6); it said: checking".into()
        ))
    );
}

#[test]
fn the_checker_judges_by_the_rule_the_problems_metadata_names() {
    let case = Case::new();
    fs::write(case.path("checker.rs"), SUMS).unwrap();
    let manifest = "[package]\nname = \"p\"\n\n[package.metadata.judge]\njudge = \"codeforces\"\nurl = \"\"\n\
                    time-limit-ms = 1000\nmemory-limit-mib = 256\nchecker = \"special\"\nkind = \"stdin\"\n";
    fs::write(case.path("Cargo.toml"), manifest).unwrap();
    let metadata = judging::metadata::load(&case.path("Cargo.toml")).unwrap();
    let checker = judging::Checker::of_rule(
        metadata.checker,
        metadata.float_error,
        case.dir.path(),
        &Cache::new(case.path("build")),
    );
    let check = |output: &str| {
        checker.check(
            &case.path("case.in"),
            &case.path("case.out"),
            "1 2\n",
            output.as_bytes(),
        )
    };
    assert_eq!(check("3 0\n"), Ok(()));
    assert!(matches!(check("3 1\n"), Err(Rejection::Wrong(_))));
}
