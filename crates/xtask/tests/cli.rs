//! The command line as a user meets it, on this checkout.

use std::fs;
use std::path::Path;

use assert_cmd::Command;
use predicates::prelude::*;

mod common;

fn xtask() -> Command {
    Command::new(env!("CARGO_BIN_EXE_xtask"))
}

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .parent()
        .unwrap()
}

#[test]
fn help_lists_every_task() {
    xtask().arg("--help").assert().success().stdout(
        predicate::str::contains("vendor")
            .and(predicate::str::contains("submit"))
            .and(predicate::str::contains("new")),
    );
}

#[test]
fn the_committed_regions_pass_the_check() {
    xtask()
        .args(["vendor", "--check"])
        .assert()
        .success()
        .stderr(predicate::str::starts_with("vendored core is fresh in"));
}

#[test]
fn submit_prints_the_whole_file_of_a_stdin_problem_and_saves_it() {
    let file = fs::read_to_string(root().join("problems/luogu-p1219/src/main.rs")).unwrap();
    xtask()
        .args(["submit", "luogu-p1219"])
        .assert()
        .success()
        .stdout(predicate::str::diff(file.clone()))
        .stderr(predicate::str::contains(
            "compiles alone under editions 2018, 2021 and 2024",
        ));
    let saved = fs::read_to_string(common::target_dir().join("submit/luogu-p1219.rs")).unwrap();
    assert_eq!(saved, file);
}

#[test]
fn submit_of_a_leetcode_problem_leaves_the_local_harness_out() {
    xtask()
        .args(["submit", "lcci-08-12"])
        .assert()
        .success()
        .stdout(
            predicate::str::starts_with("impl Solution {")
                .and(predicate::str::contains("struct Solution;").not())
                .and(predicate::str::contains("fn main").not())
                .and(predicate::str::contains("pub mod input").not()),
        );
}

#[test]
fn submit_of_an_unknown_problem_lists_the_known_ones() {
    xtask()
        .args(["submit", "nope"])
        .assert()
        .code(2)
        .stdout("")
        .stderr(
            predicate::str::starts_with(
                "error: unknown problem `nope`; the problems are: acwing-843, atcoder-abc075-b, ",
            )
            .and(predicate::str::ends_with("\n")),
        )
        .stderr(predicate::function(|stderr: &str| {
            stderr.lines().count() == 1
        }));
}

#[test]
fn new_refuses_bad_arguments_with_one_error_line() {
    let cases: [(&[&str], &str); 3] = [
        (
            &["new", "Bad", "--kind", "stdin"],
            "error: invalid problem name \"Bad\"",
        ),
        (
            &["new", "acwing-843", "--kind", "stdin"],
            "error: problems/acwing-843 already exists",
        ),
        (
            &["new", "x", "--kind", "leetcode"],
            "error: --kind leetcode needs --signature",
        ),
    ];
    for (args, expected) in cases {
        xtask()
            .args(args)
            .assert()
            .code(2)
            .stderr(predicate::str::starts_with(expected));
    }
}
