//! `cargo xtask listen` tested as a server: started on an ephemeral loopback
//! port in a scratch copy of the kit, and sent real requests with a real
//! HTTP client (ureq), as the browser extension would send them.

use crate::kit::scratch_kit;
use crate::listener::{document, read, repo, Listener};
use std::fs;
use std::io::Read;
use std::path::PathBuf;
use std::process::{Command, Stdio};

#[test]
fn an_interactive_problem_gets_an_interactor_and_its_dialogues_as_a_note() {
    let kit = scratch_kit();
    let listener = Listener::start(kit.path());
    let interactive =
        document("codeforces-4a.json").replace("\"interactive\": false", "\"interactive\": true");
    assert_eq!(listener.post(&interactive), (200, "received\n".into()));
    assert_eq!(
        listener.line(),
        "cf-4a (A. Watermelon): created problems/cf-4a (interactive: fill in its \
         interactor.rs and the hidden data in sample-1.in; 1 sample dialogue kept in \
         sample-dialogues.md)"
    );
    let root = kit.path();
    assert!(read(root, "problems/cf-4a/Cargo.toml").contains("kind = \"interactive\"\n"));
    assert!(read(root, "problems/cf-4a/interactor.rs").contains("testlib's convention"));
    // The dialogue is a note; the case is the interactor's data, to fill in.
    let note = read(root, "problems/cf-4a/sample-dialogues.md");
    assert!(
        note.contains("The judge says:\n\n```\n8\n```\n\nThe solution says:\n\n```\nYES\n```\n"),
        "{}",
        note
    );
    assert_eq!(read(root, "testdata/cf-4a/sample-1.in"), "");
    assert!(!root.join("testdata/cf-4a/sample-1.out").exists());
    // Sent again, nothing is overwritten.
    assert_eq!(listener.post(&interactive), (200, "received\n".into()));
    assert_eq!(
        listener.line(),
        "cf-4a (A. Watermelon): problems/cf-4a exists, nothing overwritten; kept sample-dialogues.md as they were"
    );
}

#[test]
fn a_problem_becomes_a_scaffolded_problem_with_its_samples() {
    let kit = scratch_kit();
    let listener = Listener::start(kit.path());
    assert_eq!(
        listener.post(&document("codeforces-4a.json")),
        (200, "received\n".into())
    );
    assert_eq!(
        listener.line(),
        "cf-4a (A. Watermelon): created problems/cf-4a with 1 sample"
    );
    let root = kit.path();
    assert_eq!(read(root, "testdata/cf-4a/sample-1.in"), "8\n");
    assert_eq!(read(root, "testdata/cf-4a/sample-1.out"), "YES\n");
    let manifest = read(root, "problems/cf-4a/Cargo.toml");
    for line in [
        "name = \"cf-4a\"",
        "judge = \"codeforces\"",
        "url = \"https://codeforces.com/problemset/problem/4/A\"",
        "time-limit-ms = 1000",
        "memory-limit-mib = 64",
        "checker = \"tokens\"",
        "kind = \"stdin\"",
        // Built once for the golden tests, not again as a test harness.
        "[[bin]]\nname = \"cf-4a\"\npath = \"src/main.rs\"\ntest = false\n",
    ] {
        assert!(
            manifest.contains(line),
            "{:?} missing from\n{}",
            line,
            manifest
        );
    }
    let main = read(root, "problems/cf-4a/src/main.rs");
    assert!(main.contains("input! {"), "{}", main);
    assert!(main.contains("A. Watermelon"), "{}", main);
    assert!(main.contains("mod cpkit {"), "not vendored:\n{}", main);
    assert!(read(root, "problems/cf-4a/tests/golden.rs").contains("cf-4a"));
}

#[test]
fn a_contest_gives_every_problem_and_a_summary() {
    let kit = scratch_kit();
    let listener = Listener::start(kit.path());
    for file in [
        "atcoder-abc086-a.json",
        "atcoder-abc086-b.json",
        "atcoder-abc086-c.json",
    ] {
        assert_eq!(listener.post(&document(file)).0, 200, "{}", file);
    }
    let lines: Vec<String> = (0..4).map(|_| listener.line()).collect();
    assert_eq!(
        lines,
        [
            "atcoder-abc086-a (A - Product): created problems/atcoder-abc086-a with 2 samples",
            "atcoder-abc086-b (B - 1 21): created problems/atcoder-abc086-b with 3 samples",
            "atcoder-arc089-a (C - Traveling): created problems/atcoder-arc089-a with 3 samples",
            "\"AtCoder - AtCoder Beginner Contest 086\": all 3 problems received: atcoder-abc086-a, atcoder-abc086-b, atcoder-arc089-a",
        ]
    );
    assert_eq!(
        read(kit.path(), "testdata/atcoder-arc089-a/sample-3.in"),
        "2\n5 1 1\n100 1 1\n"
    );
}

#[test]
fn a_problem_received_again_overwrites_nothing() {
    let kit = scratch_kit();
    let listener = Listener::start(kit.path());
    assert_eq!(listener.post(&document("luogu-p1001.json")).0, 200);
    listener.line();
    let root = kit.path();
    fs::write(
        root.join("problems/luogu-p1001/src/main.rs"),
        "// my solution\n",
    )
    .unwrap();
    fs::write(root.join("testdata/luogu-p1001/sample-1.out"), "my own\n").unwrap();
    fs::remove_file(root.join("testdata/luogu-p1001/sample-1.in")).unwrap();
    assert_eq!(listener.post(&document("luogu-p1001.json")).0, 200);
    assert_eq!(
        listener.line(),
        "luogu-p1001 (P1001 A+B Problem): problems/luogu-p1001 exists, nothing overwritten; \
         added sample-1.in; kept sample-1.out as they were"
    );
    assert_eq!(
        read(root, "problems/luogu-p1001/src/main.rs"),
        "// my solution\n"
    );
    assert_eq!(read(root, "testdata/luogu-p1001/sample-1.out"), "my own\n");
    assert_eq!(read(root, "testdata/luogu-p1001/sample-1.in"), "20 30\n");
    assert!(read(root, "problems/luogu-p1001/Cargo.toml").contains("checker = \"luogu\""));
}

#[test]
fn bad_requests_are_refused_with_a_reason_and_the_server_goes_on() {
    let kit = scratch_kit();
    let listener = Listener::start(kit.path());
    let (status, body) = listener.post("{\"url\": ");
    assert_eq!(status, 400);
    assert!(body.starts_with("not JSON: EOF while parsing"), "{}", body);
    assert!(listener
        .line()
        .starts_with("error: refused a request; not JSON"));

    let (status, body) = listener.post("{\"url\": \"https://codeforces.com/contest/4/problem/A\"}");
    assert_eq!(status, 400);
    assert!(body.contains("missing field `tests`"), "{}", body);
    listener.line();

    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .build()
        .into();
    let response = agent.get(&listener.url).call().unwrap();
    assert_eq!(response.status().as_u16(), 405);
    assert_eq!(response.headers().get("allow").unwrap(), "POST");
    listener.line();

    // Still serving.
    assert_eq!(listener.post(&document("codeforces-4a.json")).0, 200);
    assert!(listener
        .line()
        .starts_with("cf-4a (A. Watermelon): created"));
    assert!(!kit
        .path()
        .join("problems/cf-4a/src/main.rs")
        .read_to_string_is_empty());
}

trait Nonempty {
    fn read_to_string_is_empty(&self) -> bool;
}

impl Nonempty for PathBuf {
    fn read_to_string_is_empty(&self) -> bool {
        fs::read_to_string(self).map_or(true, |text| text.is_empty())
    }
}

#[test]
fn a_huge_body_is_refused_before_it_is_read() {
    let kit = scratch_kit();
    let listener = Listener::start(kit.path());
    let huge = " ".repeat(17 << 20);
    let (status, body) = listener.post(&huge);
    assert_eq!(status, 413);
    assert!(
        body.starts_with("a body of 17825792 bytes; at most 16777216 are read"),
        "{}",
        body
    );
    listener.line();
    assert_eq!(listener.post(&document("codeforces-4a.json")).0, 200);
}

#[test]
fn ctrl_c_stops_it_cleanly() {
    let kit = scratch_kit();
    let mut listener = Listener::start(kit.path());
    let pid = nix::unistd::Pid::from_raw(listener.child.id() as i32);
    nix::sys::signal::kill(pid, nix::sys::signal::Signal::SIGINT).unwrap();
    assert_eq!(listener.line(), "stopped");
    let status = listener.child.wait().unwrap();
    assert_eq!(status.code(), Some(0));
}

#[test]
fn new_from_a_saved_document_does_what_the_server_does() {
    let kit = scratch_kit();
    let mut output = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .arg("--root")
        .arg(kit.path())
        .args(["new", "--from"])
        .arg(repo().join("crates/xtask/tests/fixtures/listen/luogu-p1001.json"))
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = String::new();
    output
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut stdout)
        .unwrap();
    assert!(output.wait().unwrap().success());
    assert_eq!(
        stdout,
        "luogu-p1001 (P1001 A+B Problem): created problems/luogu-p1001 with 1 sample\n"
    );
    assert_eq!(
        read(kit.path(), "testdata/luogu-p1001/sample-1.out"),
        "50\n"
    );
}

#[test]
fn a_library_checker_problem_is_named_after_its_id_and_judged_as_there() {
    let kit = scratch_kit();
    let output = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .arg("--root")
        .arg(kit.path())
        .args(["new", "--from"])
        .arg(repo().join("crates/xtask/tests/fixtures/listen/library-checker-unionfind.json"))
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        "library-checker-unionfind (Unionfind): created problems/library-checker-unionfind with 1 sample\n"
    );
    let manifest = read(kit.path(), "problems/library-checker-unionfind/Cargo.toml");
    for line in [
        "judge = \"library-checker\"",
        "url = \"https://judge.yosupo.jp/problem/unionfind\"",
        "time-limit-ms = 5000",
        "memory-limit-mib = 1024",
        "checker = \"tokens\"",
    ] {
        assert!(manifest.contains(line), "no {:?} in\n{}", line, manifest);
    }
}

/// Issue 32: a problem from CSES, Kattis, DMOJ, ... became
/// `judge = "other"`, built as Codeforces builds. Each site the profiles
/// know gets its judge, and so its build and checker, and the limits the
/// extension sent; a site they do not know is named in a warning.
#[test]
fn a_problem_from_each_known_site_gets_that_judges_build_checker_and_limits() {
    let kit = scratch_kit();
    let sites = [
        (
            "https://cses.fi/problemset/task/1068",
            "cses",
            "rustc --edition 2021 -C opt-level=3",
            "tokens",
        ),
        (
            "https://yukicoder.me/problems/no/9000",
            "yukicoder",
            "rustc --edition 2024 -C opt-level=3",
            "tokens",
        ),
        (
            "https://dmoj.ca/problem/aplusb",
            "dmoj",
            "rustc --edition 2021 -C opt-level=3",
            "tokens",
        ),
        (
            "https://open.kattis.com/problems/hello",
            "kattis",
            "rustc --edition 2021 -C opt-level=3 -C target-cpu=native",
            "tokens",
        ),
        (
            "https://www.codechef.com/problems/TEST",
            "codechef",
            "rustc --edition 2021 -C opt-level=2",
            "tokens",
        ),
        (
            "https://onlinejudge.u-aizu.ac.jp/problems/ITP1_1_A",
            "aoj",
            "rustc --edition 2018 -C opt-level=2",
            "exact",
        ),
        (
            "https://www.spoj.com/problems/TEST/",
            "spoj",
            "rustc --edition 2018 -C opt-level=2",
            "tokens",
        ),
        (
            "https://www.hackerrank.com/challenges/solve-me-first/problem",
            "hackerrank",
            "rustc --edition 2021 -C opt-level=2",
            "luogu",
        ),
        (
            "http://www.usaco.org/index.php?page=viewproblem2&cpid=1",
            "usaco",
            "rustc --edition 2021 -C opt-level=2",
            "exact",
        ),
        (
            "https://judge.yosupo.jp/problem/aplusb",
            "library-checker",
            "rustc --edition 2024 -C opt-level=3",
            "tokens",
        ),
    ];
    for (i, (url, judge, build, checker)) in sites.iter().enumerate() {
        let document = kit.path().join(format!("site-{}.json", i));
        std::fs::write(
            &document,
            format!(
                r#"{{"name":"Site {i}","url":"{url}","memoryLimit":{memory},"timeLimit":{time},"tests":[{{"input":"1\n","output":"1\n"}}]}}"#,
                i = i,
                url = url,
                memory = 100 + i,
                time = 1000 + i
            ),
        )
        .unwrap();
        let output = Command::new(env!("CARGO_BIN_EXE_xtask"))
            .arg("--root")
            .arg(kit.path())
            .args(["new", "--from"])
            .arg(&document)
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert!(
            output.status.success(),
            "{}: {}",
            url,
            String::from_utf8_lossy(&output.stderr)
        );
        assert!(!stdout.contains("does not know"), "{}: {}", url, stdout);
        let folder = stdout
            .split("created ")
            .nth(1)
            .and_then(|rest| rest.split_whitespace().next())
            .unwrap_or_else(|| panic!("{}: {}", url, stdout));
        let metadata =
            judging::metadata::load(&kit.path().join(folder).join("Cargo.toml")).unwrap();
        assert_eq!(metadata.judge.key(), *judge, "{}", url);
        assert_eq!(metadata.judge.rustc_command(), *build, "{}", url);
        assert_eq!(metadata.checker.key(), *checker, "{}", url);
        assert_eq!(
            (metadata.time_limit_ms, metadata.memory_limit_mib),
            (1000 + i as u64, 100 + i as u64),
            "{}",
            url
        );
        assert_eq!(metadata.assumed, Default::default(), "{}", url);
    }

    let document = kit.path().join("unknown.json");
    std::fs::write(
        &document,
        r#"{"name":"A + B","url":"https://acm.hdu.edu.cn/showproblem.php?pid=1000","tests":[]}"#,
    )
    .unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .arg("--root")
        .arg(kit.path())
        .args(["new", "--from"])
        .arg(&document)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{}", stdout);
    assert!(
        stdout.contains("\nwarning: the kit does not know how acm.hdu.edu.cn builds Rust: judged as rustc --edition 2021 -C opt-level=2"),
        "{}",
        stdout
    );
    assert!(
        stdout.contains("\nwarning: limits: not set (1 s / 256 MiB assumed); set time-limit-ms"),
        "{}",
        stdout
    );
}

/// Issue 48, finding 9: a request whose body stopped after `{"url":` (its
/// `Content-Length` promising 100000 bytes) blocked every other client for
/// as long as its socket stayed open. Now the stalled client is left to its
/// own thread, the extension's document is served meanwhile, and the
/// stalled one gets its answer when its read times out.
#[test]
fn a_stalled_upload_leaves_the_listener_serving_others() {
    use std::io::Write;
    use std::net::TcpStream;
    use std::time::{Duration, Instant};

    let kit = scratch_kit();
    let listener = Listener::start(kit.path());
    let address = listener
        .url
        .trim_start_matches("http://")
        .trim_end_matches('/');
    let mut stalled = TcpStream::connect(address).unwrap();
    write!(
        stalled,
        "POST / HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\n\
         Content-Length: 100000\r\n\r\n{{\"url\":",
        address
    )
    .unwrap();
    stalled.flush().unwrap();
    // The stalled request reached the server before the next one.
    std::thread::sleep(Duration::from_millis(300));
    let asked = Instant::now();
    assert_eq!(
        listener.post(&document("codeforces-4a.json")),
        (200, "received\n".into())
    );
    // Served while the other still hangs: nothing has come back to it yet
    // (a server taking one request at a time would have answered it first,
    // at its timeout).
    let served_in = asked.elapsed();
    stalled.set_nonblocking(true).unwrap();
    let mut early = [0u8; 512];
    let got = stalled.read(&mut early);
    assert!(
        matches!(&got, Err(err) if err.kind() == std::io::ErrorKind::WouldBlock),
        "the stalled client was answered before the other was served (in {:?}): {:?} {:?}",
        served_in,
        got,
        String::from_utf8_lossy(&early)
    );
    stalled.set_nonblocking(false).unwrap();
    assert_eq!(
        listener.line(),
        "cf-4a (A. Watermelon): created problems/cf-4a with 1 sample"
    );
    // The stalled one is answered once its read times out, with the reason.
    stalled
        .set_read_timeout(Some(Duration::from_secs(60)))
        .unwrap();
    // Read to the end of the answer, not of the connection: after the 408
    // tiny_http keeps the connection open for two more read timeouts, so
    // reading to its end left a test slot idle 20 s more (issue 49).
    // A read that fails with EINTR is tried again, as `read_to_end` does:
    // this process catches SIGCHLD (wait-timeout's handler, for the tests
    // that wait on their children with a bound), and a read from a socket
    // with a receive timeout is never restarted after a handler, whatever
    // SA_RESTART says (signal(7)). Breaking on it failed CI (stop 55)
    // whenever another test's child ended while this thread waited here.
    let mut answer = String::new();
    let mut chunk = [0u8; 4096];
    let mut ended = None;
    while !(answer.contains("the body stopped coming") && answer.ends_with('\n')) {
        match stalled.read(&mut chunk) {
            Ok(0) => {
                ended = Some("the connection closed".to_string());
                break;
            }
            Ok(read) => answer.push_str(&String::from_utf8_lossy(&chunk[..read])),
            Err(err) if err.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(err) => {
                ended = Some(format!("the read failed: {}", err));
                break;
            }
        }
    }
    assert!(
        answer.starts_with("HTTP/1.1 408") && answer.contains("the body stopped coming"),
        "{:?}, {:?}, {:?} after the other was asked (it was served in {:?})",
        answer,
        ended,
        asked.elapsed(),
        served_in
    );
    let refused = listener.line();
    assert!(
        refused.starts_with(
            "error: refused a request; the body stopped coming for 10 s; 7 of \
             100000 bytes were read (408)"
        ),
        "{}",
        refused
    );
}
