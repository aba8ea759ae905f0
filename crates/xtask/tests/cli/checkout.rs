//! Which checkout `cargo xtask` acts on, and where it writes: the one the
//! command is run in, found at run time (not the one xtask was built from,
//! which a shared CARGO_TARGET_DIR would make the wrong one), and cargo's
//! target directory.

use crate::kit::copy_dir;
use std::fs;
use std::path::Path;

use assert_cmd::Command;

/// A second checkout: a workspace manifest, this checkout's core, no problems.
fn other_checkout() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let core = Path::new(env!("CARGO_MANIFEST_DIR")).join("../cpkit/src");
    copy_dir(&core, &dir.path().join("crates/cpkit/src"));
    fs::write(
        dir.path().join("Cargo.toml"),
        "[workspace]\nmembers = [\"problems/*\"]\n",
    )
    .unwrap();
    fs::create_dir_all(dir.path().join("problems")).unwrap();
    fs::create_dir_all(dir.path().join("testdata")).unwrap();
    dir
}

#[test]
fn it_acts_on_the_checkout_it_is_run_in_from_any_folder_of_it() {
    let other = other_checkout();
    let made = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .current_dir(other.path().join("testdata"))
        .args(["new", "p-1", "--kind", "stdin"])
        .output()
        .unwrap();
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    assert!(other.path().join("problems/p-1/src/main.rs").is_file());
    let here = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../problems/p-1");
    assert!(
        !here.exists(),
        "it wrote into the checkout it was built from"
    );

    let checked = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .current_dir(other.path().join("problems/p-1/src"))
        .args(["vendor", "--check"])
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8_lossy(&checked.stderr),
        "vendored core is fresh in 1 files\n"
    );
}

#[test]
fn outside_a_checkout_it_says_so() {
    let nowhere = tempfile::tempdir().unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .current_dir(nowhere.path())
        .args(["vendor", "--check"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.starts_with("error: ") && stderr.contains("is not inside a kit checkout"),
        "{}",
        stderr
    );
    assert_eq!(stderr.lines().count(), 1, "{}", stderr);
}

#[test]
fn generated_files_go_to_cargos_target_directory() {
    let other = other_checkout();
    let target = tempfile::tempdir().unwrap();
    let run = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_xtask"))
            .current_dir(other.path())
            .env("CARGO_TARGET_DIR", target.path())
            .args(args)
            .output()
            .unwrap()
    };
    assert!(run(&["new", "p-2", "--kind", "stdin"]).status.success());
    fs::write(other.path().join("testdata/p-2/sample-1.in"), "2\n1 2\n").unwrap();
    fs::write(other.path().join("testdata/p-2/sample-1.out"), "3\n").unwrap();
    let submitted = run(&["submit", "p-2", "--force"]);
    assert!(
        submitted.status.success(),
        "{}",
        String::from_utf8_lossy(&submitted.stderr)
    );
    assert!(target.path().join("submit/p-2.rs").is_file());
    assert!(!other.path().join("target").exists());
}
