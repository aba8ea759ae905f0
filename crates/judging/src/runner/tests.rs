//! The runner on real programs: `sh`, `cat`, and small Rust programs built
//! for the occasion.

use super::*;
use crate::rustc::{self, Emit};

const SECOND: Duration = Duration::from_secs(1);

fn sh(script: &str, stdin: Stdin, deadline: Duration) -> Run {
    let mut job = Job::new("sh", stdin, deadline);
    job.args = vec!["-c".into(), script.into()];
    run(&job, |_| {}).unwrap()
}

/// Whether the process `pid` is gone (or only a zombie waiting for a reaper).
fn gone(pid: &str) -> bool {
    match fs::read_to_string(format!("/proc/{}/stat", pid)) {
        Err(_) => true,
        Ok(stat) => stat
            .rsplit(')')
            .next()
            .is_some_and(|rest| rest.trim_start().starts_with('Z')),
    }
}

fn eventually_gone(pid: &str) -> bool {
    (0..50).any(|_| {
        let done = gone(pid);
        if !done {
            thread::sleep(Duration::from_millis(20));
        }
        done
    })
}

#[test]
fn output_exit_code_and_stdin_bytes() {
    let ran = sh(
        "cat; echo oops >&2; exit 3",
        Stdin::Bytes(b"in\n".to_vec()),
        SECOND * 5,
    );
    assert_eq!(ran.end, End::Exited(3));
    assert_eq!(ran.stdout, b"in\n");
    assert_eq!(ran.stderr, b"oops\n");
    assert!(!ran.succeeded());
    assert!(sh("true", Stdin::Empty, SECOND * 5).succeeded());
}

#[test]
fn stdin_from_a_file_and_outputs_into_files() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("case.in");
    fs::write(&input, "from a file\n").unwrap();
    let mut job = Job::new("cat", Stdin::File(input), SECOND * 5);
    job.stdout = Sink::File(dir.path().join("out"));
    job.stderr = Sink::File(dir.path().join("err"));
    let ran = run(&job, |_| {}).unwrap();
    assert!(ran.succeeded());
    assert!(ran.stdout.is_empty());
    assert_eq!(
        fs::read_to_string(dir.path().join("out")).unwrap(),
        "from a file\n"
    );
}

#[test]
fn a_program_that_reads_nothing_still_gets_all_of_a_large_input_offered() {
    let big = vec![b'x'; 4 << 20];
    let ran = sh("exit 0", Stdin::Bytes(big), SECOND * 5);
    assert!(ran.succeeded());
}

#[test]
fn a_signal_is_reported_as_such() {
    let ran = sh("kill -ABRT $$", Stdin::Empty, SECOND * 5);
    assert_eq!(ran.end, End::Signaled(6));
    assert_eq!(ran.describe_end(SECOND), "killed by signal 6");
}

#[test]
fn the_deadline_kills_the_program_and_its_children() {
    let started = Instant::now();
    let mut waited = 0;
    let mut job = Job::new("sh", Stdin::Empty, Duration::from_millis(500));
    job.args = vec!["-c".into(), "sleep 30 & echo $!; sleep 30".into()];
    let ran = run(&job, |_| waited += 1).unwrap();
    assert_eq!(ran.end, End::TimedOut);
    assert!(ran.wall >= Duration::from_millis(500), "{:?}", ran.wall);
    assert!(started.elapsed() < SECOND * 5, "{:?}", started.elapsed());
    // Called while it runs; how often depends on the machine's load (about
    // every 100 ms on an idle one), so only that it was is asserted.
    assert!(waited >= 1, "the waiting callback ran {} times", waited);
    let child = String::from_utf8(ran.stdout.clone()).unwrap();
    assert!(
        eventually_gone(child.trim()),
        "pid {} survived",
        child.trim()
    );
    assert_eq!(
        ran.describe_end(Duration::from_millis(500)),
        "killed at the 500 ms deadline"
    );
}

// Regression: a background child holding the output pipe kept the drain
// waiting until the child ended by itself.
#[test]
fn children_left_behind_are_killed_when_the_program_ends() {
    let started = Instant::now();
    let ran = sh("sleep 30 & echo $!", Stdin::Empty, SECOND * 20);
    assert!(ran.succeeded());
    assert!(started.elapsed() < SECOND * 5, "{:?}", started.elapsed());
    let child = String::from_utf8(ran.stdout.clone()).unwrap();
    assert!(
        eventually_gone(child.trim()),
        "pid {} survived",
        child.trim()
    );
}

#[test]
fn a_missing_program_is_our_error_not_a_verdict() {
    let error = run(
        &Job::new("/nonexistent/solution", Stdin::Empty, SECOND),
        |_| {},
    )
    .unwrap_err();
    assert!(
        error
            .to_string()
            .starts_with("cannot run /nonexistent/solution: "),
        "{}",
        error
    );
}

#[test]
fn peak_memory_is_this_childs_own_and_not_the_largest_so_far() {
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("hog.rs");
    fs::write(
        &source,
        "fn main() {\n    let mib: usize = std::env::args().nth(1).unwrap().parse().unwrap();\n    \
         let mut pages = vec![0u8; mib << 20];\n    \
         for i in (0..pages.len()).step_by(4096) {\n        pages[i] = 1;\n    }\n    \
         println!(\"{}\", pages.iter().filter(|&&b| b == 1).count());\n}\n",
    )
    .unwrap();
    let hog = dir.path().join("hog");
    rustc::compile(&source, "2021", Emit::Binary { opt_level: 2 }, &hog).unwrap();
    let peak = |mib: &str| {
        let mut job = Job::new(&hog, Stdin::Empty, SECOND * 10);
        job.args = vec![mib.into()];
        let ran = run(&job, |_| {}).unwrap();
        assert!(ran.succeeded(), "{:?}", ran);
        ran.peak
    };
    let big = peak("64");
    assert!(
        matches!(big, Peak::Exact(kib) if kib >= 64 * 1024),
        "{:?}",
        big
    );
    // After the big one, a small one measures small: not RUSAGE_CHILDREN's
    // maximum over every child so far.
    let small = peak("1");
    assert!(small.kib() < 32 * 1024, "{:?}", small);
}

#[test]
fn peaks_that_are_only_bounds_never_exceed_a_limit() {
    assert!(Peak::Exact(2049).exceeds(2048));
    assert!(!Peak::Exact(2048).exceeds(2048));
    assert!(!Peak::AtMost(1 << 30).exceeds(2048));
    assert_eq!(Peak::AtMost(7).kib(), 7);
}

#[test]
fn own_peak_is_read_from_proc() {
    let kib = own_peak_kib().expect("VmHWM on Linux");
    assert!(kib > 100, "{}", kib);
}

#[test]
fn durations_read_as_people_write_them() {
    assert_eq!(show_duration(Duration::from_millis(400)), "400 ms");
    assert_eq!(show_duration(Duration::from_secs(10)), "10 s");
    assert_eq!(show_duration(Duration::from_millis(2500)), "2.5 s");
}

/// The pids of the living processes whose command line holds `needle`.
fn running_with(needle: &str) -> Vec<String> {
    fs::read_dir("/proc")
        .unwrap()
        .filter_map(|entry| {
            let pid = entry.ok()?.file_name().to_str()?.to_string();
            pid.parse::<u32>().ok()?;
            let cmdline = fs::read(format!("/proc/{}/cmdline", pid)).ok()?;
            let cmdline = String::from_utf8_lossy(&cmdline).replace('\0', " ");
            (cmdline.contains(needle) && !gone(&pid)).then_some(pid)
        })
        .collect()
}

/// A number no other test's `sleep` uses, for finding its process.
fn unique_seconds() -> String {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .subsec_nanos();
    format!("{}.{:09}", 300 + std::process::id() % 500, nanos)
}

/// A script that starts `sleep <seconds>` in a session of its own, waits
/// until it has left the group (so that killing the group cannot reach
/// it), then runs `then`.
fn escape_then(seconds: &str, dir: &Path, then: &str) -> String {
    let flag = dir.join("escaped");
    format!(
        "setsid sh -c 'echo out > {flag}; exec sleep {seconds}' & \
         while [ ! -s {flag} ]; do sleep 0.01; done; {then}",
        flag = flag.display(),
        seconds = seconds,
        then = then
    )
}

// Issue 48, finding 4: `setsid` took a child out of the run's process
// group, and it outlived the run.
#[test]
fn a_child_that_escapes_with_setsid_dies_with_the_run() {
    let seconds = unique_seconds();
    let dir = tempfile::tempdir().unwrap();
    let ran = sh(
        &escape_then(&seconds, dir.path(), "echo started"),
        Stdin::Empty,
        SECOND * 20,
    );
    assert!(ran.succeeded(), "{:?}", ran);
    let survivors = running_with(&format!("sleep {}", seconds));
    assert!(
        survivors.is_empty(),
        "escaped and survived: {:?}",
        survivors
    );
}

#[test]
fn a_child_that_escapes_with_setsid_dies_at_the_deadline_too() {
    let seconds = unique_seconds();
    let dir = tempfile::tempdir().unwrap();
    let ran = sh(
        &escape_then(&seconds, dir.path(), "sleep 30"),
        Stdin::Empty,
        SECOND * 3,
    );
    assert_eq!(ran.end, End::TimedOut);
    let survivors = running_with(&format!("sleep {}", seconds));
    assert!(
        survivors.is_empty(),
        "escaped and survived: {:?}",
        survivors
    );
}

// Issue 48, finding 2: stdout read into memory grew without bound.
#[test]
fn stdout_read_into_memory_stops_at_the_output_limit() {
    let mut job = Job::new("sh", Stdin::Empty, SECOND * 20);
    job.args = vec!["-c".into(), "exec yes".into()];
    job.output_limit = Some(1 << 20);
    let ran = run(&job, |_| {}).unwrap();
    assert_eq!(ran.end, End::OutputLimit);
    assert_eq!(ran.stdout.len(), 1 << 20);
    assert_eq!(
        ran.describe_end(SECOND),
        "stopped for writing past its output limit"
    );
}

// Issue 48, finding 2: a file sink grew on disk, and was then read whole.
#[test]
fn a_file_sink_is_cut_by_the_kernel_at_the_output_limit() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out");
    let mut job = Job::new("sh", Stdin::Empty, SECOND * 20);
    job.args = vec!["-c".into(), "exec yes".into()];
    job.stdout = Sink::File(out.clone());
    job.output_limit = Some(1 << 20);
    let ran = run(&job, |_| {}).unwrap();
    assert_eq!(ran.end, End::OutputLimit);
    assert_eq!(fs::metadata(&out).unwrap().len(), (1 << 20) + 1);
    // Exactly the limit is within it.
    job.args = vec!["-c".into(), "head -c 1048576 /dev/zero".into()];
    assert!(run(&job, |_| {}).unwrap().succeeded());
}

// Issue 48, finding 3: stderr was read whole, into memory or a file.
#[test]
fn a_flood_of_stderr_is_kept_at_both_ends_only() {
    let ran = sh(
        "echo first >&2; head -c 50000000 /dev/zero >&2; echo last >&2; echo answer",
        Stdin::Empty,
        SECOND * 20,
    );
    assert!(ran.succeeded(), "{:?}", ran.end);
    assert_eq!(ran.stdout, b"answer\n");
    assert!(
        ran.stderr.len() <= 2 * bounded::STDERR_KEPT + 100,
        "{} bytes of stderr kept",
        ran.stderr.len()
    );
    let said = String::from_utf8_lossy(&ran.stderr);
    assert!(said.starts_with("first\n") && said.ends_with("last\n"));
    assert!(said.contains("bytes left out"));
}

// Issue 48, finding 1: the memory limit was only read afterwards.
#[test]
fn an_allocation_past_the_memory_ceiling_fails_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("hog.rs");
    fs::write(
        &source,
        "fn main() {\n    let pages = std::hint::black_box(vec![0u8; 2 << 30]);\n    println!(\"{}\", pages[12345]);\n}\n",
    )
    .unwrap();
    let hog = dir.path().join("hog");
    rustc::compile(&source, "2021", Emit::Binary { opt_level: 2 }, &hog).unwrap();
    let mut job = Job::new(&hog, Stdin::Empty, SECOND * 30);
    job.memory_kib = Some(256 * 1024);
    let ran = run(&job, |_| {}).unwrap();
    assert_eq!(ran.end, End::Signaled(6), "{:?}", ran);
    let said = String::from_utf8_lossy(&ran.stderr);
    assert!(
        crate::verdict::out_of_memory(ran.end, &said),
        "stderr: {}",
        said
    );
    // It never had its 2 GiB: the ceiling, 1 GiB here, stopped it.
    assert!(ran.peak.kib() < 1024 * 1024, "{:?}", ran.peak);
}

#[test]
fn the_memory_ceiling_leaves_room_for_what_a_judge_does_not_count() {
    let limit_kib = 256 * 1024;
    let ceiling = confine::memory_ceiling(limit_kib);
    assert_eq!(ceiling, 1024 * 1024 * 1024);
    assert_eq!(confine::memory_ceiling(u64::MAX), u64::MAX);
}

#[test]
fn every_run_is_marked_and_the_mark_carries_its_ancestors() {
    let ran = sh("echo \"$JUDGING_RUN\"", Stdin::Empty, SECOND * 5);
    let mark = String::from_utf8(ran.stdout).unwrap();
    let tokens: Vec<&str> = mark.trim().split(':').collect();
    assert!(!tokens.is_empty() && tokens.iter().all(|token| token.contains('.')));
    assert!(tokens
        .last()
        .unwrap()
        .starts_with(&std::process::id().to_string()));
}

// Issue 48, finding 5: a tool the kit started (cargo, under `accept`) ran
// on for minutes after the kit was killed.
#[test]
fn a_tool_started_to_die_with_its_parent_dies_when_the_thread_that_started_it_ends() {
    let seconds = unique_seconds();
    let starter = thread::spawn(move || {
        let mut command = std::process::Command::new("sleep");
        command.arg(&seconds);
        confine::die_with_parent(&mut command);
        command.spawn().unwrap().id()
    });
    let pid = starter.join().unwrap().to_string();
    assert!(eventually_gone(&pid), "pid {} survived its parent", pid);
}
