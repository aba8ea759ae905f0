//! `cargo xtask judges`: the table of judge profiles, its warnings about
//! old rows, and its help on correcting one. "Today" is given with the
//! hidden `--today`, so the tests do not age.

use assert_cmd::Command;
use predicates::prelude::*;

fn judges(today: &str) -> assert_cmd::assert::Assert {
    Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(["judges", "--today", today])
        .assert()
}

const NEVER_CHECKED: &str = "warning: never checked against a public source: luogu, leetcode, \
    acwing, codechef, aoj, spoj, hackerrank, usaco; check them (`cargo xtask judges --help` says how)\n";

/// The whole table, as `tests/fixtures/judges.txt` pins it: a row changed
/// in crates/judging/src/profile.rs shows here as a difference to review.
#[test]
fn the_table_has_one_row_per_judge_with_its_month_and_source() {
    let expected = include_str!("../fixtures/judges.txt");
    judges("2026-12")
        .success()
        .stdout(predicate::str::diff(expected))
        .stderr(predicate::str::diff(NEVER_CHECKED));
    assert!(expected.starts_with(
        "judge            rustc       editions    flags                                stack         source limit  checker   checked  evidence     source\n\
         codeforces       1.89.0      2021, 2024  -C opt-level=2 --cfg ONLINE_JUDGE    256 MiB       64 KiB        tokens    2026-12  second-hand  https://codeforces.com/blog/entry/121114\n"
    ));
}

/// Facts age: a row checked 2026-12 is fine a year later and named in a
/// warning a month after that; the command still succeeds.
#[test]
fn a_row_checked_over_a_year_ago_is_named_in_a_warning() {
    judges("2027-12")
        .success()
        .stderr(predicate::str::diff(NEVER_CHECKED));
    judges("2028-01")
        .success()
        .stderr(predicate::str::starts_with(
            "warning: checked more than 12 months ago, facts that may have changed since: \
         codeforces (2026-12, 13 months ago), atcoder (2026-12, 13 months ago), \
         library-checker (2026-12, 13 months ago),",
        ));
}

#[test]
fn a_today_that_is_not_a_month_is_refused() {
    judges("2026-13").code(2).stderr(predicate::str::contains(
        "expected a month as YYYY-MM; found \"2026-13\"",
    ));
}

#[test]
fn help_says_which_file_to_correct_and_what_to_cite() {
    Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(["judges", "--help"])
        .assert()
        .success()
        .stdout(
            predicate::str::contains("edit its entry in PROFILES in crates/judging/src/profile.rs")
                .and(predicate::str::contains(
                    "Set `checked` to the month you read the source",
                ))
                .and(predicate::str::contains(
                    "`source` to the address you read it at",
                ))
                .and(predicate::str::contains("docs/adding-problems.md")),
        );
}
