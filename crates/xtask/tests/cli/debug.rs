//! `cargo xtask debug`: a solution under gdb on a case's input, stopping at
//! the user's own breakpoint (issue 43), and its bad input.

use crate::kit::Kit;

/// The user's code above the vendored region: `w` read at line 3, the
/// breakpoint's line 4.
const CODE: &str = "fn main() {
    input! { w: u32 }
    let half = w / 2;
    println!(\"{}\", if w % 2 == 0 && half >= 2 { \"YES\" } else { \"NO\" });
}
";

/// A kit with cf-4a solved as [`CODE`] and two cases.
fn kit() -> Kit {
    let kit = Kit::new();
    kit.xtask(&[
        "new",
        "cf-4a",
        "--url",
        "https://codeforces.com/problemset/problem/4/A",
    ])
    .code(0);
    let main_rs = kit.read("problems/cf-4a/src/main.rs");
    let region = main_rs.find("// ---- begin vendored cpkit").unwrap();
    kit.write(
        "problems/cf-4a/src/main.rs",
        &format!("{}\n{}", CODE, &main_rs[region..]),
    );
    kit.write("testdata/cf-4a/sample-1.in", "8\n");
    kit.write("testdata/cf-4a/sample-1.out", "YES\n");
    kit.write("testdata/cf-4a/odd.in", "7\n");
    kit.write("testdata/cf-4a/odd.out", "NO\n");
    kit
}

fn gdb_installed() -> bool {
    std::process::Command::new("gdb")
        .arg("--version")
        .output()
        .is_ok_and(|out| out.status.success())
}

#[test]
fn a_breakpoint_in_the_users_file_stops_on_the_cases_input() {
    if !gdb_installed() {
        println!("skipped: gdb not found (apt-get install gdb)");
        return;
    }
    let kit = kit();
    let batch = [
        "--",
        "-batch",
        "-ex",
        "break main.rs:4",
        "-ex",
        "run",
        "-ex",
        "print w",
        "-ex",
        "print half",
    ];
    // No case named: the first sample.
    let ran = kit.xtask(&[&["debug", "cf-4a"][..], &batch[..]].concat());
    ran.code(0)
        .expect(
            ran.stdout.contains("main.rs:4"),
            "stops at the user's line 4",
        )
        .expect(
            ran.stdout.contains("$1 = 8\n"),
            "w is read from sample-1.in",
        )
        .expect(ran.stdout.contains("$2 = 4\n"), "half is computed from it")
        .expect(
            ran.stderr.contains("testdata/cf-4a/sample-1.in"),
            "says which case",
        );
    let ran = kit.xtask(&[&["debug", "cf-4a", "odd.in"][..], &batch[..]].concat());
    ran.code(0)
        .expect(ran.stdout.contains("$1 = 7\n"), "w is read from odd.in")
        .expect(ran.stdout.contains("$2 = 3\n"), "half is computed from it");
}

#[test]
fn an_unknown_problem_or_case_is_one_error_line() {
    let kit = kit();
    let ran = kit.xtask(&["debug", "cf-4b"]);
    ran.code(2).expect(
        ran.stderr == "error: unknown problem `cf-4b`; did you mean `cf-4a`?\n",
        "the kit's did-you-mean",
    );
    let ran = kit.xtask(&["debug", "cf-4a", "sample-2"]);
    ran.code(2).expect(
        ran.stderr == "error: cf-4a has no case `sample-2`; its cases are: odd, sample-1\n",
        "names the cases there are",
    );
}

#[test]
fn without_a_debugger_it_says_so_in_one_line() {
    let kit = kit();
    let empty = tempfile::tempdir().unwrap();
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_xtask"));
    command
        .arg("--root")
        .arg(kit.path())
        .args(["debug", "cf-4a"])
        .env("PATH", empty.path())
        .env("CARGO_TARGET_DIR", crate::kit::target_dir());
    let output = command.output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{}", stderr);
    assert_eq!(
        stderr,
        "error: no debugger found: neither rust-gdb nor gdb runs; install gdb (apt-get install gdb)\n"
    );
}
