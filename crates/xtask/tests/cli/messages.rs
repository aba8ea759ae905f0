//! The messages users read when something is wrong, each pinned whole in an
//! insta snapshot (tests/cli/snapshots/): a change to one shows as a diff
//! in review, not as a predicate that still happens to match. Every case is
//! bad input, so each must be one `error:` line and exit code 2.

use crate::kit::Kit;

/// Bad input, each as a user types it, named for its snapshot.
const REFUSED: &[(&str, &[&str])] = &[
    ("unknown_problem_near_one", &["judge", "cf-4b"]),
    (
        "unknown_problem_far_from_all",
        &["submit", "nothing-like-it"],
    ),
    ("unknown_case", &["judge", "cf-4a", "sample-9"]),
    ("new_existing_problem", &["new", "cf-4a", "--kind", "stdin"]),
    ("new_bad_name", &["new", "Bad_Name", "--kind", "stdin"]),
    (
        "new_float_error_without_its_rule",
        &["new", "cf-5a", "--kind", "stdin", "--float-error", "1e-3"],
    ),
    ("syntax_error_in_the_users_code", &["submit", "cf-4a"]),
    // Since issue 47 a missing gen.rs is drawn from the declaration; a
    // missing brute force is still refused.
    ("stress_without_a_brute_force", &["stress", "cf-4a"]),
];

#[test]
fn every_refusal_is_one_error_line_pinned_in_a_snapshot() {
    let kit = Kit::new();
    kit.xtask(&["new", "cf-4a", "--kind", "stdin", "--judge", "codeforces"])
        .code(0);
    let main_rs = kit.read("problems/cf-4a/src/main.rs");
    // An unfinished statement in the user's part of the file: the message
    // must name its line and column.
    kit.write(
        "problems/cf-4a/src/main.rs",
        &main_rs.replacen("fn main() {", "fn main() {\n    let w = 1\n", 1),
    );
    let root = kit.path().display().to_string();
    for (name, args) in REFUSED {
        let ran = kit.xtask(args);
        ran.code(2);
        ran.expect(ran.stdout.is_empty(), "a refusal prints nothing on stdout");
        let lines: Vec<&str> = ran.stderr.lines().collect();
        ran.expect(
            lines.len() == 1 && lines[0].starts_with("error: "),
            "a refusal is one line beginning `error: `",
        );
        insta::assert_snapshot!(*name, ran.stderr.replace(&root, "<kit>"));
    }
}
