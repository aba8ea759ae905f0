//! `cargo xtask plot` as a user meets it: what it says and how it exits.

use std::fs;
use std::path::Path;

use assert_cmd::Command;
use predicates::prelude::*;

fn xtask() -> Command {
    Command::new(env!("CARGO_BIN_EXE_xtask"))
}

fn fixture(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/plot")
        .join(name);
    fs::read_to_string(&path).unwrap_or_else(|err| panic!("{}: {}", path.display(), err))
}

/// A kit checkout with only these files under `docs/data/`.
fn checkout(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir_all(dir.path().join("docs/data")).unwrap();
    for (name, text) in files {
        fs::write(dir.path().join("docs/data").join(name), text).unwrap();
    }
    dir
}

fn plot(dir: &Path, args: &[&str]) -> assert_cmd::assert::Assert {
    xtask()
        .arg("--root")
        .arg(dir)
        .arg("plot")
        .args(args)
        .assert()
}

#[test]
fn the_committed_charts_pass_the_check() {
    xtask()
        .args(["plot", "--check"])
        .assert()
        .success()
        .stderr(predicate::str::contains(
            "charts are fresh: docs/img/counting.svg, docs/img/strategies.svg, docs/img/io.svg",
        ));
}

#[test]
fn plot_draws_what_has_data_and_names_what_it_skips() {
    let dir = checkout(&[("io.csv", &fixture("io.csv"))]);
    plot(dir.path(), &[]).success().stderr(predicate::str::diff(
        "  skipped docs/img/counting.svg; no docs/data/counting.csv yet\n  \
         skipped docs/img/strategies.svg; no docs/data/strategies.csv yet\n  \
         updated docs/img/io.svg\n  \
         skipped docs/img/library-checker.svg; no docs/data/library-checker.csv yet\n",
    ));
    assert!(dir.path().join("docs/img/io.svg").is_file());
    plot(dir.path(), &[])
        .success()
        .stderr(predicate::str::contains("unchanged docs/img/io.svg\n"));
}

#[test]
fn check_exits_1_naming_the_stale_chart_and_the_fix() {
    let dir = checkout(&[("strategies.csv", &fixture("strategies.csv"))]);
    plot(dir.path(), &[]).success();
    let csv = dir.path().join("docs/data/strategies.csv");
    let edited = fs::read_to_string(&csv)
        .unwrap()
        .replace("0.0052", "0.0061");
    fs::write(&csv, edited).unwrap();
    plot(dir.path(), &["--check"])
        .code(1)
        .stderr(predicate::str::ends_with(
            "error: docs/img/strategies.svg differs from what docs/data/strategies.csv draws; \
             run `cargo xtask plot` to redraw it\n",
        ));
}

#[test]
fn a_malformed_csv_exits_2_with_one_line_naming_file_line_and_column() {
    let dir = checkout(&[(
        "io.csv",
        "program,task,median_seconds,command\nours,read,0.1,run\nours,write,0.1,run\n",
    )]);
    plot(dir.path(), &[]).code(2).stderr(predicate::str::diff(
        "error: docs/data/io.csv:3: column 2 (task): expected read or print; found \"write\"\n",
    ));
    assert!(!dir.path().join("docs/img").exists());
}
