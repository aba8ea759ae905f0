//! `cargo xtask accept` on a clean miniature kit: one problem with one
//! sample, built by cargo alone (no cargo-insta anywhere).
//!
//! The miniature's `judging` is this checkout's, by path, and it builds into
//! the target folder this suite was built into (the user's
//! `CARGO_TARGET_DIR` included), so only the tiny problem is compiled. Each
//! test names its problem differently: cargo hashes a path package by its
//! place in the workspace, so two miniatures' `echo` would share binaries.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// A kit with one problem, `name`, that prints its input, whose golden test
/// judges one sample.
fn miniature(dir: &Path, name: &str) {
    let judging = workspace().join("crates/judging").canonicalize().unwrap();
    let files = [
        (
            "Cargo.toml".to_string(),
            format!(
                "[workspace]\nresolver = \"2\"\nmembers = [\"problems/*\"]\n\n\
                 [workspace.dependencies]\njudging = {{ path = {:?} }}\n{}",
                judging.display().to_string(),
                crate::kit::root_profiles()
            ),
        ),
        (
            format!("problems/{}/Cargo.toml", name),
            "[package]\nname = \"echo\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n\
             [package.metadata.judge]\njudge = \"codeforces\"\nurl = \"\"\ntime-limit-ms = 1000\n\
             memory-limit-mib = 256\nchecker = \"tokens\"\nkind = \"stdin\"\n\n\
             [dev-dependencies]\njudging.workspace = true\n"
                .replace("echo", name),
        ),
        (
            format!("problems/{}/src/main.rs", name),
            "use std::io::Read;\nfn main() {\n    let mut text = String::new();\n    \
             std::io::stdin().read_to_string(&mut text).unwrap();\n    print!(\"{}\", text);\n}\n"
                .to_string(),
        ),
        (
            format!("problems/{}/tests/golden.rs", name),
            format!(
                "judging::golden_tests!({:?}, env!(\"CARGO_BIN_EXE_{}\"));\n",
                name, name
            ),
        ),
        (
            format!("testdata/{}/sample-1.in", name),
            "1 2\n".to_string(),
        ),
        (
            format!("testdata/{}/sample-1.out", name),
            "1 2\n".to_string(),
        ),
    ];
    for (path, text) in files {
        let path = dir.join(path);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    }
    fs::copy(workspace().join("Cargo.lock"), dir.join("Cargo.lock")).unwrap();
}

/// `command` in the miniature, building into this suite's target folder,
/// with CI unset unless `ci`.
fn in_miniature(mut command: Command, dir: &Path, ci: bool) -> Output {
    command
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", crate::kit::target_dir())
        // Not this checkout's, which `cargo test` set for this suite.
        .env("INSTA_WORKSPACE_ROOT", dir)
        .env_remove("CI")
        .env_remove("INSTA_UPDATE");
    if ci {
        command.env("CI", "true").env("INSTA_UPDATE", "no");
    }
    command.output().unwrap()
}

fn accept(dir: &Path, ci: bool) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_xtask"));
    command.arg("--root").arg(dir).arg("accept");
    in_miniature(command, dir, ci)
}

fn golden_test(dir: &Path, name: &str, ci: bool) -> Output {
    let mut command = crate::kit::cargo_command();
    command.args(["test", "-p", name, "--test", "golden"]);
    in_miniature(command, dir, ci)
}

/// The files in the problem's snapshot folder.
fn snapshots(dir: &Path, name: &str) -> Vec<String> {
    let folder = dir.join("problems").join(name).join("tests/snapshots");
    let mut names: Vec<String> = fs::read_dir(folder)
        .map(|entries| {
            entries
                .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

fn shown(output: &Output) -> String {
    format!(
        "status {}\n--- stdout\n{}\n--- stderr\n{}",
        output.status,
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    )
}

#[test]
fn accept_writes_every_case_by_name_and_leaves_nothing_behind() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    miniature(dir, "echo");

    // Under CI a missing snapshot fails and nothing is written, and accept refuses.
    let ci = golden_test(dir, "echo", true);
    assert!(!ci.status.success(), "{}", shown(&ci));
    assert_eq!(snapshots(dir, "echo"), Vec::<String>::new());
    let refused = accept(dir, true);
    assert_eq!(refused.status.code(), Some(2), "{}", shown(&refused));
    assert!(
        String::from_utf8_lossy(&refused.stderr)
            .starts_with("error: CI is set; accept writes no snapshot"),
        "{}",
        shown(&refused)
    );
    assert_eq!(snapshots(dir, "echo"), Vec::<String>::new());

    // One sample, and its snapshot is named after it.
    let first = accept(dir, false);
    assert!(first.status.success(), "{}", shown(&first));
    assert_eq!(
        snapshots(dir, "echo"),
        ["golden__judged_cases@sample-1.in.snap"]
    );
    assert!(String::from_utf8_lossy(&first.stderr)
        .contains("accepted problems/echo/tests/snapshots/golden__judged_cases@sample-1.in.snap"));

    // A second sample, a changed output, a stray pending file, the snapshot
    // of a removed case and one named without its case: accept settles all.
    fs::write(dir.join("testdata/echo/sample-2.in"), "3\n").unwrap();
    fs::write(dir.join("testdata/echo/sample-2.out"), "3\n").unwrap();
    fs::write(dir.join("testdata/echo/sample-1.in"), "1  2\n").unwrap();
    let snapshot_dir = dir.join("problems/echo/tests/snapshots");
    for stray in [
        "golden__judged_cases@sample-1.in.snap.new",
        "golden__judged_cases@n-9.in.snap",
        "golden__judged_cases.snap",
    ] {
        fs::write(snapshot_dir.join(stray), "stale").unwrap();
    }
    let second = accept(dir, false);
    assert!(second.status.success(), "{}", shown(&second));
    assert_eq!(
        snapshots(dir, "echo"),
        [
            "golden__judged_cases@sample-1.in.snap",
            "golden__judged_cases@sample-2.in.snap"
        ]
    );
    let pinned =
        fs::read_to_string(snapshot_dir.join("golden__judged_cases@sample-1.in.snap")).unwrap();
    assert!(
        pinned.ends_with("1  2\n(end of stdout: 5 bytes, ends with a newline)\n"),
        "{}",
        pinned
    );

    // And CI, which writes nothing, now passes.
    let ci = golden_test(dir, "echo", true);
    assert!(ci.status.success(), "{}", shown(&ci));
    assert_eq!(snapshots(dir, "echo").len(), 2);
}

#[test]
fn a_wrong_answer_gets_no_snapshot_and_accept_fails() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    miniature(dir, "parrot");
    fs::write(dir.join("testdata/parrot/sample-1.out"), "2 1\n").unwrap();
    let output = accept(dir, false);
    assert_eq!(output.status.code(), Some(1), "{}", shown(&output));
    assert_eq!(snapshots(dir, "parrot"), Vec::<String>::new());
    assert!(
        String::from_utf8_lossy(&output.stdout)
            .contains("token 1 (line 1) differs: expected \"2\", found \"1\""),
        "{}",
        shown(&output)
    );
}

/// The living processes, zombies aside, whose environment holds `variable`.
fn carrying(variable: &str) -> Vec<(i32, String)> {
    fs::read_dir("/proc")
        .unwrap()
        .filter_map(|entry| {
            let pid: i32 = entry.ok()?.file_name().to_str()?.parse().ok()?;
            let environ = fs::read(format!("/proc/{}/environ", pid)).ok()?;
            let stat = fs::read_to_string(format!("/proc/{}/stat", pid)).ok()?;
            let zombie = stat.rsplit(')').next()?.trim_start().starts_with('Z');
            let cmdline = fs::read(format!("/proc/{}/cmdline", pid)).ok()?;
            (!zombie
                && environ
                    .split(|&byte| byte == 0)
                    .any(|found| found == variable.as_bytes()))
            .then(|| (pid, String::from_utf8_lossy(&cmdline).replace('\0', " ")))
        })
        .collect()
}

/// Issue 48, finding 5: after a SIGKILL of `accept`, its `cargo test`
/// children ran on for minutes, rewriting snapshots. Now cargo dies with
/// accept, the test binary with cargo, and the solution with the test.
#[test]
fn killing_accept_leaves_nothing_running() {
    use std::time::{Duration, Instant};
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    miniature(dir, "napper");
    fs::write(
        dir.join("problems/napper/src/main.rs"),
        "fn main() {\n    loop {\n        std::thread::sleep(std::time::Duration::from_secs(1));\n    }\n}\n",
    )
    .unwrap();
    let manifest = dir.join("problems/napper/Cargo.toml");
    let text = fs::read_to_string(&manifest).unwrap();
    fs::write(
        &manifest,
        text.replace("time-limit-ms = 1000", "time-limit-ms = 20000"),
    )
    .unwrap();
    let tag = format!("ACCEPT_KILL_TAG={}", std::process::id());
    let mut command = Command::new(env!("CARGO_BIN_EXE_xtask"));
    command
        .arg("--root")
        .arg(dir)
        .arg("accept")
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", crate::kit::target_dir())
        .env("INSTA_WORKSPACE_ROOT", dir)
        .env("ACCEPT_KILL_TAG", std::process::id().to_string())
        .env_remove("CI")
        .env_remove("INSTA_UPDATE")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null());
    let mut accept = command.spawn().unwrap();
    // Until the solution runs: the builds are done, the tests under way.
    let started = Instant::now();
    while !carrying(&tag)
        .iter()
        .any(|(_, cmd)| cmd.contains("judging/builds"))
    {
        assert!(
            started.elapsed() < Duration::from_secs(600),
            "the solution never ran: {:?}",
            carrying(&tag)
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    accept.kill().unwrap();
    let _ = accept.wait();
    let killed = Instant::now();
    while !carrying(&tag).is_empty() && killed.elapsed() < Duration::from_secs(5) {
        std::thread::sleep(Duration::from_millis(50));
    }
    assert_eq!(
        carrying(&tag),
        Vec::new(),
        "still running 5 s after the kill"
    );
}
