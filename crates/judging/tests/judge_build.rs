//! The judge-build check on scratch problems: what only the judge's build
//! shows fails, warnings are shown unless a problem denies them, and nothing
//! is checked twice.

use std::fs;
use std::path::{Path, PathBuf};

use judging::golden::Solution;
use judging::judge_build::{self, Passed};

/// A scratch checkout with one Codeforces problem `p` whose solution is
/// `main_rs`, one case `1 2` answered `3`, and `extra` appended to its
/// manifest.
fn problem(main_rs: &str, extra: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let write = |path: &str, text: &str| {
        let path = dir.path().join(path);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    };
    write(
        "problems/p/Cargo.toml",
        &format!(
            "[package]\nname = \"p\"\n\n[package.metadata.judge]\njudge = \"codeforces\"\n\
             url = \"https://codeforces.com/problemset/problem/1/A\"\ntime-limit-ms = 1000\n\
             memory-limit-mib = 256\nchecker = \"tokens\"\nkind = \"stdin\"\n{}",
            extra
        ),
    );
    write("problems/p/src/main.rs", main_rs);
    write("testdata/p/sample-1.in", "1 2\n");
    write("testdata/p/sample-1.out", "3\n");
    dir
}

fn check(dir: &Path) -> Result<Passed, String> {
    let solution = Solution::at(dir, "p", "unused: the check builds its own");
    judge_build::check(&solution, Some(&dir.join("target/judge-build")))
}

const SUM: &str = "use std::io::Read;\n\nfn main() {\n    let mut text = String::new();\n    \
                   std::io::stdin().read_to_string(&mut text).unwrap();\n    \
                   let sum: i64 = text.split_whitespace().map(|t| t.parse::<i64>().unwrap()).sum();\n    \
                   println!(\"{}\", sum);\n}\n";

#[test]
fn a_right_file_is_checked_once_then_again_only_after_a_change() {
    let dir = problem(SUM, "");
    assert_eq!(check(dir.path()), Ok(Passed::Checked { warnings: vec![] }));
    assert_eq!(check(dir.path()), Ok(Passed::Unchanged));
    // A new case is something the check reads: it checks again.
    fs::write(dir.path().join("testdata/p/extra.in"), "5 5\n").unwrap();
    fs::write(dir.path().join("testdata/p/extra.out"), "10\n").unwrap();
    assert_eq!(check(dir.path()), Ok(Passed::Checked { warnings: vec![] }));
    assert_eq!(check(dir.path()), Ok(Passed::Unchanged));
    let main_rs = dir.path().join("problems/p/src/main.rs");
    fs::write(&main_rs, format!("{}\n", SUM)).unwrap();
    assert_eq!(check(dir.path()), Ok(Passed::Checked { warnings: vec![] }));
}

#[test]
fn what_only_the_judges_optimised_build_shows_fails_and_is_not_recorded() {
    // Right in `cargo test`'s debug build, wrong in the judge's.
    let wrong = SUM.replace(
        "println!(\"{}\", sum);",
        "println!(\"{}\", if cfg!(debug_assertions) { sum } else { sum + 1 });",
    );
    let dir = problem(&wrong, "");
    let failure = check(dir.path()).unwrap_err();
    assert!(
        failure.starts_with(
            "problems/p/src/main.rs built as codeforces builds it on testdata/p/sample-1.in: "
        ) && failure.contains("wrong answer by the tokens rule"),
        "{}",
        failure
    );
    // A failure records nothing: the next check fails again.
    assert!(check(dir.path()).is_err());
}

#[test]
fn every_edition_must_compile() {
    // `gen` is a keyword from edition 2024 on; Codeforces builds with 2021.
    let dir = problem(
        &SUM.replace("let sum", "let gen = 0i64;\n    let sum")
            .replace(".sum();", ".sum::<i64>() + gen;"),
        "",
    );
    let failure = check(dir.path()).unwrap_err();
    assert!(
        failure.starts_with("problems/p/src/main.rs with --edition 2024 does not compile: "),
        "{}",
        failure
    );
    assert_eq!(failure.lines().count(), 1, "{}", failure);
}

#[test]
fn warnings_are_shown_and_fail_only_where_the_problem_denies_them() {
    let unused = format!("use std::collections::HashMap;\n{}", SUM);
    let dir = problem(&unused, "");
    match check(dir.path()) {
        Ok(Passed::Checked { warnings }) => {
            assert_eq!(warnings.len(), 1, "{:?}", warnings);
            assert!(
                warnings[0].ends_with("warning: unused import: `std::collections::HashMap`"),
                "{:?}",
                warnings
            );
        }
        other => panic!("{:?}", other),
    }
    let denied = problem(
        &unused,
        "\n[package.metadata.judge-build]\nwarnings = \"deny\"\n",
    );
    let failure = check(denied.path()).unwrap_err();
    assert!(failure.contains("error: unused import"), "{}", failure);
    let misspelt = problem(SUM, "\n[package.metadata.judge-build]\nwarnings = \"no\"\n");
    assert!(check(misspelt.path()).unwrap_err().ends_with(
        "`package.metadata.judge-build.warnings` must be \"deny\" or \"report\"; found \"no\""
    ));
}

#[test]
fn a_file_over_the_judges_limit_fails() {
    let padded = format!("{}//{}\n", SUM, "x".repeat(64 * 1024));
    let dir = problem(&padded, "");
    let failure = check(dir.path()).unwrap_err();
    assert!(
        failure.starts_with("problems/p/src/main.rs is ")
            && failure.contains("bytes, over the source limit of Codeforces (65536 bytes)"),
        "{}",
        failure
    );
}

#[test]
fn records_go_beside_the_profile_folders_of_the_target_folder() {
    assert_eq!(
        judge_build::cache_for(Path::new("/t/debug/p")),
        Some(PathBuf::from("/t/judge-build"))
    );
}
