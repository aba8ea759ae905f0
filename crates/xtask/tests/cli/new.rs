//! `cargo xtask new` in a scratch kit: the limits it can know from the
//! address, the ones it says it assumed, and the header it writes.

use std::fs;
use std::path::Path;
use std::process::Output;

use assert_cmd::Command;

/// A kit with this checkout's core and nothing else.
fn kit() -> tempfile::TempDir {
    crate::kit::scratch_kit()
}

fn new(dir: &Path, args: &[&str]) -> String {
    let output: Output = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .arg("--root")
        .arg(dir)
        .arg("new")
        .args(args)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert!(output.status.success(), "{:?}: {}", args, stderr);
    stderr
}

/// Issue 32: `new --url` for ABC177 D set 1000 ms / 256 MiB where the page
/// says 2 s / 1024 MiB, and nothing told the user.
#[test]
fn new_fills_the_limits_it_can_know_and_says_which_it_assumed() {
    let kit = kit();
    let said = new(
        kit.path(),
        &[
            "atcoder-abc177-d",
            "--url",
            "https://atcoder.jp/contests/abc177/tasks/abc177_d",
        ],
    );
    let manifest =
        fs::read_to_string(kit.path().join("problems/atcoder-abc177-d/Cargo.toml")).unwrap();
    assert!(
        manifest.contains("memory-limit-mib = 1024\n"),
        "{}",
        manifest
    );
    assert!(
        manifest.contains("assumed-limits = [\"time-limit-ms\"]\n"),
        "{}",
        manifest
    );
    let header =
        fs::read_to_string(kit.path().join("problems/atcoder-abc177-d/src/main.rs")).unwrap();
    assert!(
        header.contains("\n//! limits: time not set (1 s assumed) / 1024 MiB; set them in Cargo.toml from the statement.\n"),
        "{}",
        header
    );
    assert!(
        said.contains(
            "next:\n  0. limits: time not set (1 s assumed) / 1024 MiB: set time-limit-ms"
        ),
        "{}",
        said
    );
    // Issue 49: the steps left out `vendor`, and `cargo test` (which does
    // not vendor) failed with E0433 on the first use of a core module.
    assert!(
        said.contains("\n  3. cargo xtask vendor   (brings in the core's modules"),
        "{}",
        said
    );

    // No address: nothing is known.
    let said = new(kit.path(), &["mine"]);
    assert!(
        said.contains("warning: limits: not set (1 s / 256 MiB assumed)"),
        "{}",
        said
    );
    let header = fs::read_to_string(kit.path().join("problems/mine/src/main.rs")).unwrap();
    assert!(
        header.contains("//! limits: not set (1 s / 256 MiB assumed)"),
        "{}",
        header
    );

    // Given on the command line: stated, and nothing is said.
    let said = new(
        kit.path(),
        &[
            "given",
            "--time-limit-ms",
            "2000",
            "--memory-limit-mib",
            "1024",
        ],
    );
    assert!(!said.contains("assumed"), "{}", said);
    let header = fs::read_to_string(kit.path().join("problems/given/src/main.rs")).unwrap();
    assert!(
        header.contains("\n//! limits: 2 s / 1024 MiB.\n"),
        "{}",
        header
    );
    let manifest = fs::read_to_string(kit.path().join("problems/given/Cargo.toml")).unwrap();
    assert!(!manifest.contains("assumed-limits"), "{}", manifest);
}

/// Issue 32: the interactive template's header showed a literal `{title}`.
#[test]
fn an_interactive_problem_gets_the_same_header_as_any_other() {
    let kit = kit();
    new(
        kit.path(),
        &[
            "cf-679a",
            "--kind",
            "interactive",
            "--url",
            "https://codeforces.com/contest/679/problem/A",
        ],
    );
    let text = fs::read_to_string(kit.path().join("problems/cf-679a/src/main.rs")).unwrap();
    assert!(
        text.starts_with(
            "//! cf-679a (codeforces: https://codeforces.com/contest/679/problem/A).\n//!\n//! limits: not set"
        ),
        "{}",
        text
    );
    assert!(!text.contains("{title}"), "{}", text);
}
