//! The command line as a user meets it, in scratch kits with this checkout's core.

use std::fs;
use std::path::Path;

use assert_cmd::Command;
use predicates::prelude::*;

fn xtask() -> Command {
    Command::new(env!("CARGO_BIN_EXE_xtask"))
}

#[test]
fn help_lists_every_task() {
    xtask().arg("--help").assert().success().stdout(
        predicate::str::contains("vendor")
            .and(predicate::str::contains("submit"))
            .and(predicate::str::contains("new")),
    );
}

/// A scratch kit with this checkout's core and one problem made by `new`,
/// its own code replaced by `code` when given, with one sample (the kit's
/// tests never touch the user's problems).
fn kit_with(dir: &Path, name: &str, new_args: &[&str], code: Option<&str>, sample: (&str, &str)) {
    crate::kit::lay_kit(dir);
    xtask()
        .arg("--root")
        .arg(dir)
        .args(["new", name])
        .args(new_args)
        .assert()
        .success();
    if let Some(code) = code {
        let main_rs = dir.join("problems").join(name).join("src/main.rs");
        let text = fs::read_to_string(&main_rs).unwrap();
        let region = text.find("// ---- begin vendored").unwrap();
        fs::write(&main_rs, format!("{}\n{}", code, &text[region..])).unwrap();
        xtask()
            .arg("--root")
            .arg(dir)
            .arg("vendor")
            .assert()
            .success();
    }
    let cases = dir.join("testdata").join(name);
    fs::write(cases.join("sample-1.in"), sample.0).unwrap();
    fs::write(cases.join("sample-1.out"), sample.1).unwrap();
}

#[test]
fn submit_prints_the_whole_file_of_a_stdin_problem_and_saves_it() {
    let dir = tempfile::tempdir().unwrap();
    let code = "use cpkit::output::Output;\n\nfn main() {\n    input! { a: i64, b: i64 }\n    \
                let mut out = Output::stdout();\n    putln!(out, a + b);\n}\n";
    kit_with(
        dir.path(),
        "cf-1000a",
        &["--kind", "stdin"],
        Some(code),
        ("1 2\n", "3\n"),
    );
    let file = fs::read_to_string(dir.path().join("problems/cf-1000a/src/main.rs")).unwrap();
    xtask()
        .arg("--root")
        .arg(dir.path())
        .args(["submit", "cf-1000a"])
        .assert()
        .success()
        .stdout(predicate::str::diff(file.clone()))
        .stderr(predicate::str::contains(
            "compiles alone under editions 2018, 2021 and 2024",
        ));
    let saved = fs::read_to_string(crate::kit::target_dir().join("submit/cf-1000a.rs")).unwrap();
    assert_eq!(saved, file);
}

#[test]
fn submit_of_a_leetcode_problem_leaves_the_local_harness_out() {
    let dir = tempfile::tempdir().unwrap();
    let signature = "pub fn add(a: i32, b: i32) -> i32";
    kit_with(
        dir.path(),
        "leetcode-add",
        &["--kind", "leetcode", "--signature", signature],
        None,
        ("1\n2\n", "3\n"),
    );
    let main_rs = dir.path().join("problems/leetcode-add/src/main.rs");
    let text = fs::read_to_string(&main_rs).unwrap();
    // The method's body, between the template's comment and its end.
    let body = text
        .find("// Solve it here.\n")
        .expect("the template's body")
        + 18;
    let end = body + text[body..].find("    }\n}").expect("the method's end");
    let solved = format!("{}        a + b\n{}", &text[..body], &text[end..]);
    fs::write(&main_rs, solved).unwrap();
    xtask()
        .arg("--root")
        .arg(dir.path())
        .args(["submit", "leetcode-add"])
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
fn an_unknown_problem_gets_the_known_ones_or_the_one_meant() {
    let kit = crate::kit::scratch_kit();
    xtask()
        .arg("--root")
        .arg(kit.path())
        .args(["new", "cf-1a", "--kind", "stdin"])
        .assert()
        .success();
    // A proof needs only its manifest to be listed.
    let proof = kit
        .path()
        .join("crates/cpkit/verify/division-of-polynomials");
    fs::create_dir_all(&proof).unwrap();
    fs::write(proof.join("Cargo.toml"), "[package]\n").unwrap();
    let refused = |name: &str, message: &str| {
        xtask()
            .arg("--root")
            .arg(kit.path())
            .args(["submit", name])
            .assert()
            .code(2)
            .stdout("")
            .stderr(predicate::str::diff(format!("error: {}\n", message)));
    };
    refused(
        "nope",
        "unknown problem `nope`; no problem in problems/ (1 there) or among the library's proofs (1 in crates/cpkit/verify) has a name near it",
    );
    // Issue 42: a typo listed every problem; the nearest name is suggested.
    refused("cf-1b", "unknown problem `cf-1b`; did you mean `cf-1a`?");
    refused(
        "divison-of-polynomial",
        "unknown problem `divison-of-polynomial`; did you mean `verify-division-of-polynomials`?",
    );
    // As Library Checker names it, or the proof without its prefix.
    for meant in ["division_of_polynomials", "division-of-polynomials"] {
        refused(
            meant,
            &format!(
                "unknown problem `{}`; did you mean `verify-division-of-polynomials`?",
                meant
            ),
        );
    }
    refused("CF_1A", "unknown problem `CF_1A`; did you mean `cf-1a`?");
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
