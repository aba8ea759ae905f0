//! The judge-build check on scratch problems: what only the judge's build
//! shows fails, warnings are shown unless a problem denies them, and nothing
//! is checked twice.

use std::fs;
use std::path::Path;

use judging::golden::Solution;
use judging::judge_build::{self, Passed};
use judging::session::Build;

/// A scratch checkout with one Codeforces problem `p` whose solution is
/// `main_rs`, one case `1 2` answered `3`, and `extra` appended to its
/// manifest.
fn problem(main_rs: &str, extra: &str) -> tempfile::TempDir {
    problem_on("codeforces", main_rs, extra)
}

/// [`problem`] on `judge`.
fn problem_on(judge: &str, main_rs: &str, extra: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let write = |path: &str, text: &str| {
        let path = dir.path().join(path);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    };
    write(
        "problems/p/Cargo.toml",
        &format!(
            "[package]\nname = \"p\"\n\n[package.metadata.judge]\njudge = \"{}\"\n\
             url = \"https://codeforces.com/problemset/problem/1/A\"\ntime-limit-ms = 1000\n\
             memory-limit-mib = 256\nchecker = \"tokens\"\nkind = \"stdin\"\n{}",
            judge, extra
        ),
    );
    write("problems/p/src/main.rs", main_rs);
    write("testdata/p/sample-1.in", "1 2\n");
    write("testdata/p/sample-1.out", "3\n");
    dir
}

fn check(dir: &Path) -> Result<Passed, String> {
    let solution = Solution::at(dir, "p", env!("CARGO_TARGET_TMPDIR"));
    judge_build::check(&solution, Some(&dir.join("target/judge-build"))).map_err(|err| match err {
        judging::Error::JudgeBuild { failures, .. } => failures.join("\n"),
        other => other.to_string(),
    })
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
        ) && failure.contains("wrong answer by the tokens checker"),
        "{}",
        failure
    );
    // A failure records nothing: the next check fails again.
    assert!(check(dir.path()).is_err());
}

/// The unoptimised build (the library's proofs) is the judge's program:
/// no debug assertions and an overflow that wraps, as under `-O`, the
/// judge's `--cfg`s; and a check it passed does not pass the judge's.
#[test]
fn the_unoptimised_build_computes_what_the_judges_does() {
    let unoptimised = |dir: &Path| {
        let solution = Solution::at(dir, "p", env!("CARGO_TARGET_TMPDIR"));
        judge_build::check_judged_on(
            &solution,
            Some(&dir.join("target/judge-build")),
            Build::Unoptimised,
        )
        .map_err(|err| err.to_string())
    };
    // Right only where overflow wraps, debug assertions are off and
    // `ONLINE_JUDGE` is set: the `+ 1` of `i32::MAX + 1` must wrap to
    // `i32::MIN`, which the `- i32::MIN as i64` takes back off.
    let judges = SUM.replace(
        "println!(\"{}\", sum);",
        "let wrapped = std::hint::black_box(i32::MAX) + std::hint::black_box(1);\n    \
         let sum = sum + (wrapped as i64 - i32::MIN as i64);\n    \
         println!(\"{}\", if cfg!(debug_assertions) || !cfg!(ONLINE_JUDGE) { sum + 1 } else { sum });",
    );
    let dir = problem(&judges, "");
    assert_eq!(
        unoptimised(dir.path()),
        Ok(Passed::Checked { warnings: vec![] })
    );
    assert_eq!(unoptimised(dir.path()), Ok(Passed::Unchanged));
    // The judge's own build is checked by itself, not taken as passed.
    assert_eq!(check(dir.path()), Ok(Passed::Checked { warnings: vec![] }));
    // And it is wrong where they are not: the debug build panics.
    let solution = Solution::at(dir.path(), "p", env!("CARGO_TARGET_TMPDIR"));
    let session = solution.session(Build::Debug).unwrap();
    let cases = judging::cases::list(&dir.path().join("testdata/p")).unwrap();
    let judged = session.judge_all(&cases).remove(0).unwrap();
    assert!(!judged.accepted(), "{}", session.explain(&judged));
    let session = solution.session(Build::Unoptimised).unwrap();
    let line = session.build_line();
    assert!(
        line.contains("-C opt-level=0")
            && line.contains("-C overflow-checks=off")
            && line.contains("-C debug-assertions=off")
            && line.contains("--cfg ONLINE_JUDGE")
            && line.ends_with(
                "(the program codeforces builds, unoptimised; times are not the judge's)"
            ),
        "{}",
        line
    );
}

/// Issue 37: the judge build sets the `--cfg` its judge sets (Codeforces'
/// `ONLINE_JUDGE`), so code behind it is what is judged.
#[test]
fn the_judges_cfg_flags_are_set_in_its_build() {
    let judged = SUM.replace(
        "println!(\"{}\", sum);",
        "println!(\"{}\", if cfg!(ONLINE_JUDGE) { sum } else { sum + 1 });",
    );
    let dir = problem(&judged, "");
    assert_eq!(check(dir.path()), Ok(Passed::Checked { warnings: vec![] }));
    // AtCoder sets `--cfg atcoder` instead: there the other branch runs.
    let dir = problem_on("atcoder", &judged, "");
    assert!(check(dir.path()).unwrap_err().contains("wrong answer"));
}

/// A tail expression's temporaries are dropped before the block's locals
/// from edition 2024 on, after them before: the answer is right only when
/// the file is built with 2024.
const RIGHT_ONLY_IN_2024: &str = "use std::cell::Cell;\nuse std::io::Read;\n\n\
    struct Mark<'a>(&'a Cell<u32>, u32);\n\n\
    impl Drop for Mark<'_> {\n    fn drop(&mut self) {\n        self.0.set(self.0.get() * 10 + self.1);\n    }\n}\n\n\
    fn order(cell: &Cell<u32>) -> u32 {\n    let _local = Mark(cell, 1);\n    Mark(cell, 2).1\n}\n\n\
    fn main() {\n    let mut text = String::new();\n    \
    std::io::stdin().read_to_string(&mut text).unwrap();\n    \
    let sum: i64 = text.split_whitespace().map(|t| t.parse::<i64>().unwrap()).sum();\n    \
    let cell = Cell::new(0);\n    order(&cell);\n    \
    println!(\"{}\", if cell.get() == 21 { sum } else { sum + 1 });\n}\n";

/// Issue 37: `edition = "2024"` in the metadata is the edition the judge
/// build compiles the binary with; without it, the judge's first (2021 on
/// Codeforces).
#[test]
fn the_chosen_edition_is_the_one_judged() {
    let chosen = problem(RIGHT_ONLY_IN_2024, "edition = \"2024\"\n");
    assert_eq!(
        check(chosen.path()),
        Ok(Passed::Checked { warnings: vec![] })
    );
    let default = problem(RIGHT_ONLY_IN_2024, "");
    let failure = check(default.path()).unwrap_err();
    assert!(failure.contains("wrong answer"), "{}", failure);
}

/// Issue 37: the judge build runs the cases on the judge's stack. A
/// recursion 200,000 deep passes on Codeforces' 256 MiB and overflows the
/// 8 MiB a judge that states nothing (LeetCode) is assumed to give.
#[test]
fn the_judge_build_runs_on_the_judges_stack() {
    let deep = SUM.replace(
        "println!(\"{}\", sum);",
        "println!(\"{}\", sum + depth(std::hint::black_box(200_000)) - 200_000);",
    ) + "\nfn depth(n: i64) -> i64 {\n    let frame = std::hint::black_box([n as u8; 128]);\n    \
         if n == 0 {\n        0\n    } else {\n        depth(n - 1) + 1 + frame[0] as i64 * 0\n    }\n}\n";
    let dir = problem(&deep, "");
    assert_eq!(check(dir.path()), Ok(Passed::Checked { warnings: vec![] }));
    let dir = problem_on("leetcode", &deep, "");
    let failure = check(dir.path()).unwrap_err();
    assert!(failure.contains("runtime error"), "{}", failure);
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
    let layout = judging::layout::Layout::named(misspelt.path(), "p");
    let error = judging::problem::Problem::load(layout)
        .unwrap_err()
        .to_string();
    assert!(
        error.ends_with(
            "`package.metadata.judge-build.warnings`: unknown variant `no`, expected `report` or `deny` (line 13, column 12)"
        ),
        "{}",
        error
    );
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
