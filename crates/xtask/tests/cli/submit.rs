//! `cargo xtask submit` judges every case first: it refuses an untouched
//! scaffold, an empty sample and any case that is not AC (samples, saved
//! stress cases, the user's own), naming the file or listing the cases with
//! the checker's message; `--force` submits anyway.

use std::fs;
use std::path::Path;
use std::process::Output;

use assert_cmd::Command;

/// A kit with this checkout's core and nothing else.
fn kit(dir: &Path) {
    crate::kit::lay_kit(dir);
}

fn xtask(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_xtask"))
        .arg("--root")
        .arg(dir)
        .args(args)
        .output()
        .unwrap()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn submit_refuses_what_is_not_ready_and_force_overrides() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    kit(dir);
    let made = xtask(dir, &["new", "cf-1a", "--kind", "stdin"]);
    assert!(made.status.success(), "{}", stderr(&made));

    // The untouched scaffold.
    let refused = xtask(dir, &["submit", "cf-1a"]);
    assert_eq!(refused.status.code(), Some(1), "{}", stderr(&refused));
    assert!(refused.stdout.is_empty());
    assert!(
        stderr(&refused).starts_with(
            "error: cf-1a: not started, 1 sample waiting (the first edit to src/main.rs starts it); \
             problems/cf-1a/src/main.rs is still the template, solve it first\n"
        ),
        "{}",
        stderr(&refused)
    );
    assert!(stderr(&refused).ends_with("\nnot submitted; `--force` submits anyway\n"));

    // Started, but still calling todo!() (a TODO in a comment is the user's own).
    let main_rs = dir.join("problems/cf-1a/src/main.rs");
    let text = fs::read_to_string(&main_rs).unwrap();
    let unfinished = text.replace(
        "    let sum: i64 = a.iter().sum();",
        "    // TODO: a faster way\n    let sum: i64 = todo!();",
    );
    assert_ne!(unfinished, text);
    fs::write(&main_rs, &unfinished).unwrap();
    let refused = xtask(dir, &["submit", "cf-1a"]);
    assert_eq!(refused.status.code(), Some(1), "{}", stderr(&refused));
    assert!(
        stderr(&refused)
            .starts_with("error: problems/cf-1a/src/main.rs still calls todo!; finish it first\n"),
        "{}",
        stderr(&refused)
    );

    // Solved (it prints the sum of n numbers), with the comment kept; samples still empty.
    let solved = unfinished.replace("todo!()", "a.iter().sum()");
    fs::write(&main_rs, solved).unwrap();
    let refused = xtask(dir, &["submit", "cf-1a"]);
    assert_eq!(refused.status.code(), Some(1), "{}", stderr(&refused));
    assert!(
        stderr(&refused).starts_with(
            "error: 1 of 1 cases is not accepted: sample-1\n  sample-1: FAIL: testdata/cf-1a/sample-1.in and its .out are empty: fill them in"
        ),
        "{}",
        stderr(&refused)
    );

    // A sample the solution gets wrong, by the tokens checker.
    fs::write(dir.join("testdata/cf-1a/sample-1.in"), "2\n2 3\n").unwrap();
    fs::write(dir.join("testdata/cf-1a/sample-1.out"), "6\n").unwrap();
    let refused = xtask(dir, &["submit", "cf-1a"]);
    assert_eq!(refused.status.code(), Some(1), "{}", stderr(&refused));
    assert!(
        stderr(&refused).starts_with(
            "error: 1 of 1 cases is not accepted: sample-1\n  \
             sample-1: WA: token 1 (line 1) differs: expected \"6\", found \"5\"\n"
        ),
        "{}",
        stderr(&refused)
    );

    // --force submits it all the same, and says so.
    let forced = xtask(dir, &["submit", "cf-1a", "--force"]);
    assert!(forced.status.success(), "{}", stderr(&forced));
    assert_eq!(
        String::from_utf8_lossy(&forced.stdout),
        fs::read_to_string(&main_rs).unwrap()
    );
    assert!(stderr(&forced).starts_with("warning: --force: the cases were not judged\n"));

    // Right samples (a trailing space is fine by tokens): submitted.
    fs::write(dir.join("testdata/cf-1a/sample-1.out"), "5 ").unwrap();
    let ready = xtask(dir, &["submit", "cf-1a"]);
    assert!(ready.status.success(), "{}", stderr(&ready));
    assert!(
        stderr(&ready).contains("every case AC; compiles alone"),
        "{}",
        stderr(&ready)
    );
}

/// Issue 19: `submit` judged only `sample-*` and printed a solution that
/// failed a saved `stress-*` case. Every case counts, and each one that
/// fails is listed.
#[test]
fn submit_judges_every_case_not_only_the_samples() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    kit(dir);
    let made = xtask(dir, &["new", "cf-2a", "--kind", "stdin"]);
    assert!(made.status.success(), "{}", stderr(&made));
    // The template's solution, started (one comment line less): the sum of n numbers.
    let main_rs = dir.join("problems/cf-2a/src/main.rs");
    let solved: String = fs::read_to_string(&main_rs)
        .unwrap()
        .lines()
        .filter(|line| !line.contains("// Solve it here"))
        .map(|line| format!("{}\n", line))
        .collect();
    fs::write(&main_rs, solved).unwrap();
    let testdata = dir.join("testdata/cf-2a");
    for (case, input, output) in [
        ("sample-1", "2\n2 3\n", "5\n"),
        ("stress-3", "2\n1 1\n", "3\n"),
        ("mine-2", "1\n7\n", "7\n"),
        ("mine-10", "3\n1 1 1\n", "4\n"),
    ] {
        fs::write(testdata.join(format!("{}.in", case)), input).unwrap();
        fs::write(testdata.join(format!("{}.out", case)), output).unwrap();
    }
    let refused = xtask(dir, &["submit", "cf-2a"]);
    assert_eq!(refused.status.code(), Some(1), "{}", stderr(&refused));
    assert!(refused.stdout.is_empty());
    assert_eq!(
        stderr(&refused),
        "error: 2 of 4 cases are not accepted: mine-10, stress-3\n  \
         mine-10: WA: token 1 (line 1) differs: expected \"4\", found \"3\"\n  \
         stress-3: WA: token 1 (line 1) differs: expected \"3\", found \"2\"\n\
         not submitted; `--force` submits anyway\n"
    );

    // Fixed expectations (the solution was right): submitted.
    fs::write(testdata.join("stress-3.out"), "2\n").unwrap();
    fs::write(testdata.join("mine-10.out"), "3\n").unwrap();
    let ready = xtask(dir, &["submit", "cf-2a"]);
    assert!(ready.status.success(), "{}", stderr(&ready));
    assert!(
        stderr(&ready).contains("every case AC; compiles alone"),
        "{}",
        stderr(&ready)
    );
}

#[test]
fn a_new_interactive_problem_plays_its_starter_interactor_and_is_submitted() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    kit(dir);
    let made = xtask(dir, &["new", "cf-1b", "--kind", "interactive"]);
    assert!(made.status.success(), "{}", stderr(&made));
    assert!(dir.join("problems/cf-1b/interactor.rs").is_file());
    // A case is the interactor's hidden data: an `.in` to fill in, no `.out`.
    assert!(dir.join("testdata/cf-1b/sample-1.in").is_file());
    assert!(!dir.join("testdata/cf-1b/sample-1.out").exists());

    // The starter solution answers the starter interactor's question once
    // its TODO lines are gone and the hidden n is filled in.
    let main_rs = dir.join("problems/cf-1b/src/main.rs");
    let text = fs::read_to_string(&main_rs).unwrap();
    let solved: String = text
        .lines()
        .filter(|line| !line.contains("TODO"))
        .map(|line| format!("{}\n", line))
        .collect();
    fs::write(&main_rs, solved).unwrap();
    fs::write(dir.join("testdata/cf-1b/sample-1.in"), "21\n").unwrap();
    let submitted = xtask(dir, &["submit", "cf-1b"]);
    assert!(submitted.status.success(), "{}", stderr(&submitted));
    assert!(String::from_utf8_lossy(&submitted.stdout).contains("putln!(out, \"?\", 1);"));

    // A solution that answers wrongly is refused with the interactor's message.
    let text = fs::read_to_string(&main_rs).unwrap();
    fs::write(
        &main_rs,
        text.replace("reply + n as i64", "reply + 1 + 0 * n as i64"),
    )
    .unwrap();
    let refused = xtask(dir, &["submit", "cf-1b"]);
    assert_eq!(refused.status.code(), Some(1), "{}", stderr(&refused));
    assert!(
        stderr(&refused)
            .starts_with("error: 1 of 1 cases is not accepted: sample-1\n  sample-1: WA: answered 22, expected 42"),
        "{}",
        stderr(&refused)
    );
}

/// Issue 32: `submit` built with `-D warnings` and refused an unused
/// import that every judge accepts. Warnings are shown; the file is
/// submitted; only what the judge refuses is refused (an error, a file
/// over the judge's own source limit), and the limits judged under are
/// said.
#[test]
fn submit_shows_warnings_and_refuses_only_what_the_judge_refuses() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    kit(dir);
    let made = xtask(
        dir,
        &[
            "new",
            "codechef-test",
            "--url",
            "https://www.codechef.com/problems/TEST",
            "--time-limit-ms",
            "2000",
            "--memory-limit-mib",
            "512",
        ],
    );
    assert!(made.status.success(), "{}", stderr(&made));
    let main_rs = dir.join("problems/codechef-test/src/main.rs");
    let solved = fs::read_to_string(&main_rs)
        .unwrap()
        .replace("    // Solve it here; this starter prints their sum.\n", "")
        .replacen(
            "use cpkit::output::Output;",
            "use cpkit::output::Output;\nuse std::collections::HashMap;",
            1,
        );
    fs::write(&main_rs, &solved).unwrap();
    fs::write(dir.join("testdata/codechef-test/sample-1.in"), "2\n2 3\n").unwrap();
    fs::write(dir.join("testdata/codechef-test/sample-1.out"), "5\n").unwrap();
    let ready = xtask(dir, &["submit", "codechef-test"]);
    assert!(ready.status.success(), "{}", stderr(&ready));
    let said = stderr(&ready);
    assert!(
        said.starts_with(
            "warning: the submission for codechef-test:10:5: warning: unused import: `std::collections::HashMap`\n"
        ),
        "{}",
        said
    );
    assert!(
        said.contains("judged under limits: 2 s / 512 MiB (codechef)\n"),
        "{}",
        said
    );
    assert_eq!(String::from_utf8_lossy(&ready.stdout), solved);

    // CodeChef takes 50000 bytes: a file over that is refused, naming it.
    let padded = format!("{}{}", solved, "// padding\n".repeat(5000));
    fs::write(&main_rs, padded).unwrap();
    let refused = xtask(dir, &["submit", "codechef-test"]);
    assert_eq!(refused.status.code(), Some(2), "{}", stderr(&refused));
    assert!(
        stderr(&refused).contains("bytes, more than the 50000 bytes CodeChef accepts"),
        "{}",
        stderr(&refused)
    );

    // An error is still refused.
    fs::write(&main_rs, solved.replace("let sum: i64", "let sum: u8")).unwrap();
    let refused = xtask(dir, &["submit", "codechef-test"]);
    assert_eq!(refused.status.code(), Some(2), "{}", stderr(&refused));
    assert!(
        stderr(&refused).contains("does not compile"),
        "{}",
        stderr(&refused)
    );
}

/// A started problem whose one sample passes; returns its `src/main.rs`.
fn ready_problem(dir: &Path, name: &str) -> std::path::PathBuf {
    let made = xtask(dir, &["new", name, "--kind", "stdin"]);
    assert!(made.status.success(), "{}", stderr(&made));
    let main_rs = dir.join("problems").join(name).join("src/main.rs");
    let text = fs::read_to_string(&main_rs).unwrap();
    fs::write(
        &main_rs,
        text.replace("    // Solve it here; this starter prints their sum.\n", ""),
    )
    .unwrap();
    fs::write(
        dir.join("testdata").join(name).join("sample-1.in"),
        "2\n2 3\n",
    )
    .unwrap();
    fs::write(dir.join("testdata").join(name).join("sample-1.out"), "5\n").unwrap();
    main_rs
}

/// A folder holding a stand-in clipboard tool called `name`, which writes
/// its arguments and then its stdin to files beside it.
fn stand_in(name: &str) -> tempfile::TempDir {
    use std::os::unix::fs::PermissionsExt;
    let bin = tempfile::tempdir().unwrap();
    let script = bin.path().join(name);
    fs::write(
        &script,
        "#!/bin/sh\nhere=$(dirname \"$0\")\necho \"$@\" > \"$here/args\"\ncat > \"$here/clipboard\"\n",
    )
    .unwrap();
    fs::set_permissions(&script, fs::Permissions::from_mode(0o755)).unwrap();
    bin
}

/// `submit` with a session's environment: these display variables only,
/// and `bin` first on PATH.
fn submit_in_session(dir: &Path, bin: &Path, display: &[(&str, &str)], args: &[&str]) -> Output {
    let path = format!("{}:{}", bin.display(), std::env::var("PATH").unwrap());
    let mut command = Command::new(env!("CARGO_BIN_EXE_xtask"));
    command
        .arg("--root")
        .arg(dir)
        .arg("submit")
        .args(args)
        .env("PATH", path)
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env_remove("WSL_DISTRO_NAME");
    for (name, value) in display {
        command.env(name, value);
    }
    command.output().unwrap()
}

#[test]
fn copy_puts_exactly_the_paste_on_the_clipboard_through_the_sessions_tool() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    kit(dir);
    let main_rs = ready_problem(dir, "cf-3a");
    let x11 = stand_in("xclip");
    let copied = submit_in_session(dir, x11.path(), &[("DISPLAY", ":7")], &["cf-3a", "--copy"]);
    assert!(copied.status.success(), "{}", stderr(&copied));
    let paste = fs::read_to_string(&main_rs).unwrap();
    assert_eq!(
        fs::read_to_string(x11.path().join("clipboard")).unwrap(),
        paste
    );
    assert_eq!(
        fs::read_to_string(x11.path().join("args")).unwrap(),
        "-selection clipboard\n"
    );
    // On the clipboard, not on the terminal.
    assert!(copied.stdout.is_empty());
    assert!(
        stderr(&copied).contains(&format!(
            "\ncopied {} bytes to the clipboard with xclip -selection clipboard\n",
            paste.len()
        )),
        "{}",
        stderr(&copied)
    );

    // Under Wayland, wl-copy.
    let wayland = stand_in("wl-copy");
    let copied = submit_in_session(
        dir,
        wayland.path(),
        &[("WAYLAND_DISPLAY", "wayland-1")],
        &["cf-3a", "--copy", "--force"],
    );
    assert!(copied.status.success(), "{}", stderr(&copied));
    assert_eq!(
        fs::read_to_string(wayland.path().join("clipboard")).unwrap(),
        paste
    );
    assert!(
        stderr(&copied).contains("bytes to the clipboard with wl-copy\n"),
        "{}",
        stderr(&copied)
    );
}

#[test]
fn with_no_way_to_the_clipboard_copy_says_so_and_prints_the_text() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    kit(dir);
    let main_rs = ready_problem(dir, "cf-4a");
    // No display, and stdout a pipe (no OSC 52): a tool on PATH is not used.
    let unused = stand_in("xclip");
    let printed = submit_in_session(dir, unused.path(), &[], &["cf-4a", "--copy", "--force"]);
    assert!(printed.status.success(), "{}", stderr(&printed));
    assert_eq!(
        String::from_utf8_lossy(&printed.stdout),
        fs::read_to_string(&main_rs).unwrap()
    );
    assert!(!unused.path().join("clipboard").exists());
    let said = stderr(&printed);
    let said: Vec<&str> = said
        .lines()
        .filter(|line| line.contains("clipboard"))
        .collect::<Vec<_>>();
    assert_eq!(
        said,
        ["no way to the clipboard: no clipboard tool fits here (no WAYLAND_DISPLAY or DISPLAY, not macOS or WSL), stdout is not a terminal for OSC 52; the text is on stdout"],
        "{}",
        stderr(&printed)
    );
}

#[test]
fn the_workspace_setting_makes_copy_the_default_and_no_copy_prints() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    kit(dir);
    fs::write(
        dir.join("Cargo.toml"),
        "[workspace]\nmembers = []\n\n[workspace.metadata.cpkit]\nsubmit-copy = true\n",
    )
    .unwrap();
    let main_rs = ready_problem(dir, "cf-5a");
    let bin = stand_in("xsel");
    let copied = submit_in_session(dir, bin.path(), &[("DISPLAY", ":7")], &["cf-5a", "--force"]);
    assert!(copied.status.success(), "{}", stderr(&copied));
    let paste = fs::read_to_string(&main_rs).unwrap();
    assert_eq!(
        fs::read_to_string(bin.path().join("clipboard")).unwrap(),
        paste
    );
    assert_eq!(
        fs::read_to_string(bin.path().join("args")).unwrap(),
        "--clipboard --input\n"
    );
    assert!(copied.stdout.is_empty());

    let printed = submit_in_session(
        dir,
        bin.path(),
        &[("DISPLAY", ":7")],
        &["cf-5a", "--force", "--no-copy"],
    );
    assert!(printed.status.success(), "{}", stderr(&printed));
    assert_eq!(String::from_utf8_lossy(&printed.stdout), paste);

    // A wrong value is one error line, before anything is judged.
    fs::write(
        dir.join("Cargo.toml"),
        "[workspace]\n[workspace.metadata.cpkit]\nsubmit-copy = \"yes\"\n",
    )
    .unwrap();
    let refused = xtask(dir, &["submit", "cf-5a"]);
    assert_eq!(refused.status.code(), Some(2));
    assert_eq!(
        stderr(&refused),
        "error: Cargo.toml: `workspace.metadata.cpkit.submit-copy`: invalid type: string \"yes\", expected a boolean (line 3, column 15)\n"
    );
}

#[test]
fn out_writes_the_paste_to_a_file_and_never_into_the_kits_folders() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    kit(dir);
    let main_rs = ready_problem(dir, "cf-6a");
    let elsewhere = tempfile::tempdir().unwrap();
    let file = elsewhere.path().join("paste.rs");
    // A previous paste there is replaced.
    fs::write(&file, "an older paste\n").unwrap();
    let written = xtask(dir, &["submit", "cf-6a", "--out", file.to_str().unwrap()]);
    assert!(written.status.success(), "{}", stderr(&written));
    let paste = fs::read_to_string(&main_rs).unwrap();
    assert_eq!(fs::read_to_string(&file).unwrap(), paste);
    assert!(written.stdout.is_empty());
    assert!(
        stderr(&written).contains(&format!(
            "\nwrote {} bytes to {}\n",
            paste.len(),
            file.display()
        )),
        "{}",
        stderr(&written)
    );
    let names: Vec<_> = fs::read_dir(elsewhere.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, ["paste.rs"]);

    // Over the solution itself: refused, the file untouched.
    let target = dir.join("problems/cf-6a/src/main.rs");
    let refused = xtask(dir, &["submit", "cf-6a", "--out", target.to_str().unwrap()]);
    assert_eq!(refused.status.code(), Some(2), "{}", stderr(&refused));
    assert!(
        stderr(&refused).starts_with("error: --out ")
            && stderr(&refused).contains("inside the kit's problems/")
            && stderr(&refused).lines().count() == 1,
        "{}",
        stderr(&refused)
    );
    assert_eq!(fs::read_to_string(&main_rs).unwrap(), paste);
}

/// Issue 37: `submit` names the language to pick on the judge's page, for
/// the edition the problem chose among those the judge offers; one it does
/// not offer is refused, naming the file.
#[test]
fn submit_names_the_language_to_pick_for_the_chosen_edition() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    kit(dir);
    let made = xtask(dir, &["new", "cf-3a", "--kind", "stdin"]);
    assert!(made.status.success(), "{}", stderr(&made));
    let main_rs = dir.join("problems/cf-3a/src/main.rs");
    let text = fs::read_to_string(&main_rs).unwrap();
    assert!(
        text.contains(
            "\n//! On the judge: choose \"Rust 1.89.0 (2021)\"; built there as rustc --edition 2021 -C opt-level=2 --cfg ONLINE_JUDGE.\n"
        ),
        "{}",
        text
    );
    let solved: String = text
        .lines()
        .filter(|line| !line.contains("// Solve it here"))
        .map(|line| format!("{}\n", line))
        .collect();
    fs::write(&main_rs, solved).unwrap();
    fs::write(dir.join("testdata/cf-3a/sample-1.in"), "2\n2 3\n").unwrap();
    fs::write(dir.join("testdata/cf-3a/sample-1.out"), "5\n").unwrap();

    let ready = xtask(dir, &["submit", "cf-3a"]);
    assert!(ready.status.success(), "{}", stderr(&ready));
    assert!(
        stderr(&ready).contains(
            "\nchoose \"Rust 1.89.0 (2021)\" on Codeforces' page (rustc 1.89.0, edition 2021)\n"
        ),
        "{}",
        stderr(&ready)
    );

    let manifest = dir.join("problems/cf-3a/Cargo.toml");
    let original = fs::read_to_string(&manifest).unwrap();
    let choose = |edition: &str| {
        let chosen = original.replace(
            "judge = \"codeforces\"\n",
            &format!("judge = \"codeforces\"\nedition = \"{}\"\n", edition),
        );
        assert_ne!(chosen, original);
        fs::write(&manifest, chosen).unwrap();
    };
    choose("2024");
    let ready = xtask(dir, &["submit", "cf-3a"]);
    assert!(ready.status.success(), "{}", stderr(&ready));
    assert!(
        stderr(&ready).contains(
            "\nchoose \"Rust 1.89.0 (2024)\" on Codeforces' page (rustc 1.89.0, edition 2024)\n"
        ),
        "{}",
        stderr(&ready)
    );

    choose("2018");
    let refused = xtask(dir, &["submit", "cf-3a"]);
    assert_eq!(refused.status.code(), Some(2), "{}", stderr(&refused));
    assert_eq!(
        stderr(&refused),
        format!(
            "error: {}: `package.metadata.judge.edition` is \"2018\", which Codeforces does not offer; it offers 2021, 2024\n",
            manifest.display()
        )
    );
}
