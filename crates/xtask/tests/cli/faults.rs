//! Issue 48, the kit under fault: a solution that sleeps forever, a kit
//! interrupted or killed mid-run, absurd limits, a file the user made
//! read-only. Each test runs the real `xtask` in a scratch kit with a
//! target folder of its own, and finds the processes a run started by a
//! variable only they carry, so nothing here can mistake another test's.

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

/// How long a step may take on a busy machine (a build, say).
const STEP: Duration = Duration::from_secs(180);

/// A kit with this checkout's core and the problem `adv-a` (Codeforces,
/// `time_limit_ms`, 256 MiB) whose solution is `main`, with one case.
fn kit(main: &str, time_limit_ms: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    crate::kit::lay_kit(dir.path());
    let problem = dir.path().join("problems/adv-a");
    fs::create_dir_all(problem.join("src")).unwrap();
    fs::write(
        problem.join("Cargo.toml"),
        format!(
            "[package]\nname = \"adv-a\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n\
             [package.metadata.judge]\njudge = \"codeforces\"\nurl = \"\"\n\
             time-limit-ms = {}\nmemory-limit-mib = 256\nchecker = \"tokens\"\nkind = \"stdin\"\n",
            time_limit_ms
        ),
    )
    .unwrap();
    fs::write(problem.join("src/main.rs"), main).unwrap();
    let testdata = dir.path().join("testdata/adv-a");
    fs::create_dir_all(&testdata).unwrap();
    fs::write(testdata.join("sample-1.in"), "1 2\n").unwrap();
    fs::write(testdata.join("sample-1.out"), "3\n").unwrap();
    dir
}

const SLEEPS_FOREVER: &str =
    "fn main() {\n    loop {\n        std::thread::sleep(std::time::Duration::from_secs(1));\n    }\n}\n";

/// A tag no other test's processes carry.
fn tag() -> String {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_nanos();
    format!("{}-{}", std::process::id(), nanos)
}

/// `xtask --root <kit> <args>`, its target folder `target`, every process
/// it starts carrying `FAULTS_TAG=<tag>`.
fn xtask(kit: &Path, target: &Path, tag: &str, args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_xtask"));
    command
        .arg("--root")
        .arg(kit)
        .args(args)
        .env("CARGO_TARGET_DIR", target)
        .env("FAULTS_TAG", tag)
        .env_remove("CI");
    command
}

/// The living processes (zombies aside) that carry `tag`, with their
/// command lines.
fn tagged(tag: &str) -> Vec<(i32, String)> {
    let wanted = format!("FAULTS_TAG={}", tag);
    fs::read_dir("/proc")
        .unwrap()
        .filter_map(|entry| {
            let pid: i32 = entry.ok()?.file_name().to_str()?.parse().ok()?;
            let environ = fs::read(format!("/proc/{}/environ", pid)).ok()?;
            let carries = environ
                .split(|&byte| byte == 0)
                .any(|variable| variable == wanted.as_bytes());
            let stat = fs::read_to_string(format!("/proc/{}/stat", pid)).ok()?;
            let zombie = stat.rsplit(')').next()?.trim_start().starts_with('Z');
            let cmdline = fs::read(format!("/proc/{}/cmdline", pid)).ok()?;
            let cmdline = String::from_utf8_lossy(&cmdline).replace('\0', " ");
            (carries && !zombie).then_some((pid, cmdline))
        })
        .collect()
}

/// Waits until a tagged process whose command line `matches` runs.
fn until_running(tag: &str, what: &str, matches: impl Fn(&str) -> bool) -> i32 {
    let started = Instant::now();
    loop {
        if let Some((pid, _)) = tagged(tag).into_iter().find(|(_, cmd)| matches(cmd)) {
            return pid;
        }
        assert!(
            started.elapsed() < STEP,
            "no {} ran; tagged: {:?}",
            what,
            tagged(tag)
        );
        thread::sleep(Duration::from_millis(50));
    }
}

/// Waits up to `bound` for every tagged process to be gone; the survivors.
fn survivors_after(tag: &str, bound: Duration) -> Vec<(i32, String)> {
    let started = Instant::now();
    loop {
        let left = tagged(tag);
        if left.is_empty() || started.elapsed() > bound {
            return left;
        }
        thread::sleep(Duration::from_millis(20));
    }
}

fn signal(pid: i32, name: &str) {
    let sent = Command::new("kill")
        .args([&format!("-{}", name), &pid.to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
}

fn runs_in(target: &Path) -> Vec<PathBuf> {
    fs::read_dir(target.join("judging/runs"))
        .map(|entries| entries.flatten().map(|entry| entry.path()).collect())
        .unwrap_or_default()
}

/// A kit's solution started by `judge` and found running: the judge, the
/// target folder, the tag, the solution's pid.
fn judging_forever() -> (tempfile::TempDir, tempfile::TempDir, String, Child, i32) {
    let kit = kit(SLEEPS_FOREVER, "5000");
    let target = tempfile::tempdir().unwrap();
    let tag = tag();
    let judge = xtask(kit.path(), target.path(), &tag, &["judge", "adv-a"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Not the empty program judge measures first: the problem's own build.
    let solution = until_running(&tag, "solution", |cmd| {
        cmd.contains("judging/builds/adv-a-") && !cmd.contains("rustc")
    });
    (kit, target, tag, judge, solution)
}

// Finding 5: Ctrl-C, TERM or HUP to `judge` left the solution running to
// the monitor's deadline, and its run folder behind for good.
#[test]
fn ctrl_c_term_or_hup_to_judge_ends_the_solution_at_once_and_removes_its_folder() {
    for name in ["INT", "TERM", "HUP"] {
        let (_kit, target, tag, mut judge, _solution) = judging_forever();
        assert!(!runs_in(target.path()).is_empty());
        signal(judge.id() as i32, name);
        let survivors = survivors_after(&tag, Duration::from_secs(2));
        let status = judge.wait().unwrap();
        assert!(
            survivors.is_empty(),
            "SIG{}: still running 2 s later: {:?}",
            name,
            survivors
        );
        assert!(!status.success());
        assert!(
            runs_in(target.path()).is_empty(),
            "SIG{}: left {:?}",
            name,
            runs_in(target.path())
        );
    }
}

// Finding 5: SIGTERM to the monitor orphaned the solution (still at 100%
// CPU 28 s later), and the message said the same thing twice.
#[test]
fn sigterm_to_the_monitor_ends_its_solution_and_is_said_once() {
    let (_kit, _target, tag, judge, solution) = judging_forever();
    let monitor = until_running(&tag, "monitor", |cmd| cmd.contains("__judging-monitor"));
    signal(monitor, "TERM");
    let output = judge.wait_with_output().unwrap();
    let gone = survivors_after(&tag, Duration::from_secs(2));
    assert!(
        gone.iter().all(|(pid, _)| *pid != solution),
        "the solution survived its monitor: {:?}",
        gone
    );
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{}", stderr);
    assert_eq!(stderr.matches("the monitor ended").count(), 1, "{}", stderr);
    let error = stderr
        .lines()
        .find(|line| line.starts_with("error: "))
        .unwrap_or_else(|| panic!("no error line in {}", stderr));
    assert!(error.contains("before it reported"), "{}", error);
}

// Finding 5: killed outright, a kit cannot clean up: its solution dies with
// it (PR_SET_PDEATHSIG), and the next run removes its folder.
#[test]
fn sigkill_to_judge_takes_the_solution_along_and_the_next_run_removes_its_folder() {
    let (kit, target, tag, mut judge, _solution) = judging_forever();
    signal(judge.id() as i32, "KILL");
    let _ = judge.wait();
    let survivors = survivors_after(&tag, Duration::from_secs(2));
    assert!(survivors.is_empty(), "still running: {:?}", survivors);
    let left = runs_in(target.path());
    assert_eq!(left.len(), 1, "{:?}", left);
    // The next run, of any problem in that target folder.
    fs::write(
        kit.path().join("problems/adv-a/src/main.rs"),
        "fn main() {\n    println!(\"3\");\n}\n",
    )
    .unwrap();
    let next = xtask(kit.path(), target.path(), &tag, &["judge", "adv-a"])
        .output()
        .unwrap();
    assert!(
        next.status.success(),
        "{}",
        String::from_utf8_lossy(&next.stdout)
    );
    assert!(!left[0].exists(), "{} stayed", left[0].display());
}

// Finding 6: absurd limits were a panic, a monitor error, or accepted; an
// unknown key was ignored.
#[test]
fn an_absurd_limit_or_an_unknown_key_is_one_error_line() {
    let kit = kit("fn main() {\n    println!(\"3\");\n}\n", "1000");
    let target = tempfile::tempdir().unwrap();
    let manifest = kit.path().join("problems/adv-a/Cargo.toml");
    let good = fs::read_to_string(&manifest).unwrap();
    for (from, to, said) in [
        (
            "memory-limit-mib = 256",
            "memory-limit-mib = 20000000000000000",
            "`package.metadata.judge.memory-limit-mib` must be at most 65536",
        ),
        (
            "time-limit-ms = 1000",
            "time-limit-ms = 9223372036854775807",
            "`package.metadata.judge.time-limit-ms` must be at most 60000",
        ),
        (
            "time-limit-ms = 1000",
            "time-limit = 2000",
            "unknown key `package.metadata.judge.time-limit`; did you mean `time-limit-ms`?",
        ),
    ] {
        fs::write(&manifest, good.replace(from, to)).unwrap();
        let output = xtask(kit.path(), target.path(), &tag(), &["judge", "adv-a"])
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{}", stderr);
        assert_eq!(stderr.lines().count(), 1, "{}", stderr);
        assert!(
            stderr.starts_with("error: ") && stderr.contains(said),
            "{}",
            stderr
        );
    }
}

// Finding 8: `vendor` replaced a read-only main.rs through a rename and
// exited 0.
#[test]
fn vendor_refuses_a_read_only_main_rs() {
    let kit = kit(
        &format!(
            "use cpkit::ds::dsu::Dsu;\nfn main() {{\n    let _ = Dsu::new(1);\n    \
             println!(\"3\");\n}}\n\n{}\n{}\n",
            judging::region::BEGIN,
            judging::region::END
        ),
        "1000",
    );
    let main_rs = kit.path().join("problems/adv-a/src/main.rs");
    let before = fs::read(&main_rs).unwrap();
    fs::set_permissions(&main_rs, fs::Permissions::from_mode(0o444)).unwrap();
    let target = tempfile::tempdir().unwrap();
    let output = xtask(kit.path(), target.path(), &tag(), &["vendor"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{}", stderr);
    assert_eq!(stderr.lines().count(), 1, "{}", stderr);
    assert!(
        stderr.starts_with("error: ") && stderr.contains("is read-only"),
        "{}",
        stderr
    );
    assert_eq!(fs::read(&main_rs).unwrap(), before);
    assert_eq!(
        fs::metadata(&main_rs).unwrap().permissions().mode() & 0o777,
        0o444
    );
}

/// The monitor is started with no hook between fork and exec (so the kit's
/// page tables are not copied for each run) and sets its death with the kit
/// itself: told a spawner that is not its parent (one that died before it
/// started), it refuses, and the program it was to run never starts.
#[test]
fn a_monitor_whose_kit_is_gone_before_it_starts_runs_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let program = dir.path().join("program.sh");
    let ran = dir.path().join("ran");
    fs::write(&program, format!("#!/bin/sh\ntouch {}\n", ran.display())).unwrap();
    fs::set_permissions(&program, fs::Permissions::from_mode(0o755)).unwrap();
    let monitor = |spawner: u32| {
        let report = dir.path().join("report");
        let mut command = Command::new(env!("CARGO_BIN_EXE_xtask"));
        command
            .arg(judging::monitor::ARGUMENT)
            .args(["5000", "-", "-", "/dev/null"])
            .arg(dir.path().join("out"))
            .arg(dir.path().join("err"))
            .arg(&report)
            .arg(&program)
            .env(judging::runner::confine::SPAWNER, spawner.to_string());
        command.output().unwrap()
    };
    // Pid 1 is never this test's process, the monitor's parent.
    let refused = monitor(1);
    assert_eq!(refused.status.code(), Some(2), "{:?}", refused);
    assert_eq!(
        String::from_utf8_lossy(&refused.stderr),
        "error: the kit that started this run has ended\n"
    );
    assert!(!ran.exists(), "the program ran");
    let served = monitor(std::process::id());
    assert_eq!(served.status.code(), Some(0), "{:?}", served);
    assert!(ran.exists(), "the program did not run");
}
