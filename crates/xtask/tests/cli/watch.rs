//! `cargo xtask watch` on scratch kits: a save is judged, once; a wrong
//! edit is WA and the fix AC; a compile error is shown at the user's line;
//! an edit that reaches a module the file does not carry re-vendors it; and
//! Ctrl-C ends the watcher and every run it started.
//!
//! Every wait polls the watcher's output for a line, up to a generous
//! bound, so a loaded machine makes a test slower, never wrong.

use std::fs;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use crate::kit::copy_dir;

/// How long any one step may take on a busy machine.
const STEP: Duration = Duration::from_secs(120);

/// A kit with this checkout's core, empty `problems/` and `testdata/`.
fn kit() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let core = Path::new(env!("CARGO_MANIFEST_DIR")).join("../cpkit/src");
    copy_dir(&core, &dir.path().join("crates/cpkit/src"));
    fs::create_dir_all(dir.path().join("problems")).unwrap();
    fs::create_dir_all(dir.path().join("testdata")).unwrap();
    dir
}

/// A new stdin problem (the template sums n numbers), started, with one
/// sample it passes.
fn solved_problem(kit: &Path, name: &str, extra: &[&str]) -> PathBuf {
    let made = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .arg("--root")
        .arg(kit)
        .args(["new", name, "--kind", "stdin"])
        .args(extra)
        .output()
        .unwrap();
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    let main_rs = kit.join("problems").join(name).join("src/main.rs");
    let text = fs::read_to_string(&main_rs).unwrap();
    save(
        &main_rs,
        &text.replace("    // Solve it here; this starter prints their sum.\n", ""),
    );
    fs::write(
        kit.join("testdata").join(name).join("sample-1.in"),
        "2\n2 3\n",
    )
    .unwrap();
    fs::write(kit.join("testdata").join(name).join("sample-1.out"), "5\n").unwrap();
    main_rs
}

/// Saves `text` as many editors do: a new file, renamed over the old one.
fn save(path: &Path, text: &str) {
    let tmp = path.with_extension("rs.swp");
    fs::write(&tmp, text).unwrap();
    fs::rename(&tmp, path).unwrap();
}

/// `path` with `from` replaced by `to`, saved; `from` must be there.
fn edit(path: &Path, from: &str, to: &str) {
    let text = fs::read_to_string(path).unwrap();
    assert!(text.contains(from), "{} lacks {:?}", path.display(), from);
    save(path, &text.replacen(from, to, 1));
}

/// A running watcher and the lines it prints (stdout and stderr).
pub struct Watcher {
    child: Child,
    lines: mpsc::Receiver<String>,
    seen: Vec<String>,
}

impl Watcher {
    pub fn start(kit: &Path, args: &[&str]) -> Watcher {
        let mut child = Command::new(env!("CARGO_BIN_EXE_xtask"))
            .arg("--root")
            .arg(kit)
            .arg("watch")
            .args(args)
            // The runs inherit it: the SIGINT test finds them by it.
            .current_dir(kit)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let (send, lines) = mpsc::channel();
        let out = child.stdout.take().unwrap();
        let err = child.stderr.take().unwrap();
        let send_err = send.clone();
        thread::spawn(move || {
            for line in BufReader::new(out).lines().map_while(Result::ok) {
                let _ = send.send(line);
            }
        });
        thread::spawn(move || {
            for line in BufReader::new(err).lines().map_while(Result::ok) {
                let _ = send_err.send(line);
            }
        });
        Watcher {
            child,
            lines,
            seen: Vec::new(),
        }
    }

    /// Waits for a line that `wanted` accepts; returns the lines printed up
    /// to it since the last wait, but empty ones.
    pub fn until(&mut self, what: &str, wanted: impl Fn(&str) -> bool) -> Vec<String> {
        self.until_within(STEP, what, wanted)
    }

    /// [`Watcher::until`], waiting at most `bound`.
    pub fn until_within(
        &mut self,
        bound: Duration,
        what: &str,
        wanted: impl Fn(&str) -> bool,
    ) -> Vec<String> {
        let started = Instant::now();
        let mut block = Vec::new();
        loop {
            let left = bound.saturating_sub(started.elapsed());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    self.seen.push(line.clone());
                    if line.is_empty() {
                        continue;
                    }
                    block.push(line.clone());
                    if wanted(&line) {
                        return block;
                    }
                }
                Err(_) => panic!(
                    "no line {} within {:?}; the watcher printed:\n{}",
                    what,
                    bound,
                    self.seen.join("\n")
                ),
            }
        }
    }

    /// The next summary line (`1/1 AC ...`) or compile error, with the block before it.
    pub fn block(&mut self) -> Vec<String> {
        self.until("ending a round", |line| {
            line.contains(" AC") && line.contains("(built in") || line.starts_with("compile error:")
        })
    }

    fn interrupt(&self) {
        let sent = Command::new("kill")
            .args(["-INT", &self.child.id().to_string()])
            .status()
            .unwrap();
        assert!(sent.success());
    }
}

impl Drop for Watcher {
    fn drop(&mut self) {
        // A failed test still ends its runs: Ctrl-C first, then the kill.
        if let Ok(None) = self.child.try_wait() {
            self.interrupt();
            let started = Instant::now();
            while started.elapsed() < Duration::from_secs(10) {
                if let Ok(Some(_)) = self.child.try_wait() {
                    return;
                }
                thread::sleep(Duration::from_millis(50));
            }
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

#[test]
fn a_wrong_edit_is_wa_and_the_fix_ac_one_round_per_save() {
    let kit = kit();
    let kit = kit.path();
    solved_problem(kit, "cf-0a", &[]);
    let main_rs = solved_problem(kit, "cf-1a", &[]);
    // Without a problem, the one saved last is watched.
    let mut watcher = Watcher::start(kit, &[]);
    let start = watcher.until("saying what it watches", |line| {
        line.starts_with("watching")
    });
    assert!(
        start[0].starts_with("watching cf-1a (problems/cf-1a/src/main.rs")
            && start[0].ends_with("; Ctrl-C stops"),
        "{:?}",
        start
    );
    let first = watcher.block();
    assert_eq!(
        first.last().unwrap().split(" (").next(),
        Some("1/1 AC"),
        "{:?}",
        first
    );

    edit(
        &main_rs,
        "let sum: i64 = a.iter().sum();",
        "let sum: i64 = a.iter().sum::<i64>() + 1;",
    );
    let wrong = watcher.block();
    assert_eq!(wrong[0], "#2 cf-1a", "{:?}", wrong);
    let row: Vec<&str> = wrong[1].split_whitespace().collect();
    assert_eq!(&row[..2], ["sample-1", "WA"], "{:?}", wrong);
    assert!(
        wrong[1].ends_with("token 1 (line 1) differs: expected \"5\", found \"6\""),
        "{:?}",
        wrong
    );
    assert!(
        wrong.last().unwrap().starts_with("0/1 AC, 1 WA (built in"),
        "{:?}",
        wrong
    );

    edit(
        &main_rs,
        "a.iter().sum::<i64>() + 1",
        "a.iter().sum::<i64>()",
    );
    let fixed = watcher.block();
    // #3: the write and the rename of the save before were one round.
    assert_eq!(fixed[0], "#3 cf-1a", "{:?}", fixed);
    assert!(fixed[1].starts_with("sample-1 AC "), "{:?}", fixed);
    assert!(
        fixed.last().unwrap().starts_with("1/1 AC (built in"),
        "{:?}",
        fixed
    );

    // A new case is a change too.
    fs::write(kit.join("testdata/cf-1a/mine-1.in"), "1\n7\n").unwrap();
    fs::write(kit.join("testdata/cf-1a/mine-1.out"), "8\n").unwrap();
    let case = watcher.until("judging the new case", |line| line.starts_with("mine-1 "));
    assert!(
        case.last().unwrap().starts_with("mine-1   WA "),
        "{:?}",
        case
    );
}

#[test]
fn a_compile_error_is_shown_at_its_line_in_the_users_file() {
    let kit = kit();
    let kit = kit.path();
    let main_rs = solved_problem(kit, "cf-1a", &[]);
    let mut watcher = Watcher::start(kit, &["cf-1a"]);
    watcher.block();
    edit(
        &main_rs,
        "let sum: i64 = a.iter().sum();",
        "let sum: i64 = \"no\";",
    );
    let line = fs::read_to_string(&main_rs)
        .unwrap()
        .lines()
        .position(|line| line.contains("\"no\""))
        .unwrap()
        + 1;
    let failed = watcher.block();
    assert!(
        failed.last().unwrap().starts_with(&format!(
            "compile error: problems/cf-1a/src/main.rs:{}:",
            line
        )) && failed
            .last()
            .unwrap()
            .contains("error[E0308]: mismatched types"),
        "line {}: {:?}",
        line,
        failed
    );
}

#[test]
fn an_edit_reaching_a_module_the_file_lacks_is_vendored_then_judged() {
    let kit = kit();
    let kit = kit.path();
    let main_rs = solved_problem(kit, "cf-1a", &[]);
    let mut watcher = Watcher::start(kit, &["cf-1a"]);
    let first = watcher.block();
    assert!(
        !first.iter().any(|line| line.starts_with("vendored:")),
        "{:?}",
        first
    );
    assert!(!fs::read_to_string(&main_rs)
        .unwrap()
        .contains("pub mod dsu"));

    edit(
        &main_rs,
        "let sum: i64 = a.iter().sum();",
        "let mut dsu = cpkit::ds::dsu::Dsu::new(2);\n    dsu.merge(0, 1);\n    let sum: i64 = a.iter().sum::<i64>() + dsu.size(0) as i64 - 2;",
    );
    let vendored = watcher.block();
    assert!(
        vendored.contains(
            &"vendored: problems/cf-1a/src/main.rs now carries the core items it uses".to_string()
        ),
        "{:?}",
        vendored
    );
    assert!(
        vendored.last().unwrap().starts_with("1/1 AC"),
        "{:?}",
        vendored
    );
    assert!(fs::read_to_string(&main_rs)
        .unwrap()
        .contains("pub mod dsu"));

    // Dropping the use leaves the region alone: it still compiles, and
    // the editor's file is not rewritten under it. The round is #3 and
    // judges the edit (WA): the re-vendoring's own write was no save.
    // The pause is no synchronisation: it gives a round the write would
    // wrongly start the time to show, instead of merging with the edit.
    thread::sleep(Duration::from_millis(1500));
    let before = fs::read_to_string(&main_rs).unwrap();
    edit(&main_rs, " + dsu.size(0) as i64 - 2", " + 1");
    let kept = watcher.block();
    assert_eq!(kept[0], "#3 cf-1a", "{:?}", kept);
    assert!(
        !kept.iter().any(|line| line.starts_with("vendored:")),
        "{:?}",
        kept
    );
    assert!(
        kept.last().unwrap().starts_with("0/1 AC, 1 WA"),
        "{:?}",
        kept
    );
    let after = fs::read_to_string(&main_rs).unwrap();
    assert_eq!(
        after,
        before.replacen(" + dsu.size(0) as i64 - 2", " + 1", 1)
    );
}

/// The processes whose working folder is `dir`, but this test's own.
#[cfg(target_os = "linux")]
fn processes_in(dir: &Path) -> Vec<String> {
    let dir = dir.canonicalize().unwrap();
    let mut found = Vec::new();
    for entry in fs::read_dir("/proc").unwrap().flatten() {
        let path = entry.path();
        if entry
            .file_name()
            .to_str()
            .and_then(|n| n.parse::<u32>().ok())
            .is_none()
        {
            continue;
        }
        if fs::read_link(path.join("cwd")).ok().as_deref() == Some(dir.as_path()) {
            let command = fs::read(path.join("cmdline")).unwrap_or_default();
            found.push(String::from_utf8_lossy(&command).replace('\0', " "));
        }
    }
    found
}

#[cfg(target_os = "linux")]
#[test]
fn ctrl_c_ends_the_watcher_and_leaves_no_run_behind() {
    let kit = kit();
    let kit = kit.path();
    // A solution that never ends, under a time limit far past this test's
    // waits: stopped at twice the limit, 120 s, it would only be timed out.
    let main_rs = solved_problem(kit, "cf-1a", &["--time-limit-ms", "60000"]);
    edit(
        &main_rs,
        "    let mut out = Output::stdout();",
        "    std::fs::write(\"started\", \"\").unwrap();\n    \
         loop {\n        std::thread::sleep(std::time::Duration::from_millis(20));\n    }\n    \
         #[allow(unreachable_code)]\n    let mut out = Output::stdout();",
    );
    let mut watcher = Watcher::start(kit, &["cf-1a"]);
    watcher.until("saying what it watches", |line| {
        line.starts_with("watching")
    });
    let started = Instant::now();
    while !kit.join("started").exists() {
        assert!(
            started.elapsed() < STEP,
            "the solution never started: {:?}",
            watcher.seen
        );
        thread::sleep(Duration::from_millis(50));
    }
    let running = processes_in(kit);
    assert!(
        running.iter().any(|command| command.contains("/program")),
        "{:?}",
        running
    );

    watcher.interrupt();
    // Well before the runs' own deadline: they were ended, not timed out.
    watcher.until_within(Duration::from_secs(40), "saying it stopped", |line| {
        line == "stopped watching cf-1a"
    });
    let started = Instant::now();
    let status = loop {
        if let Some(status) = watcher.child.try_wait().unwrap() {
            break status;
        }
        assert!(started.elapsed() < STEP, "the watcher did not exit");
        thread::sleep(Duration::from_millis(50));
    };
    assert!(status.success(), "{:?}", status);
    // Killed processes go at once; a little room for the kernel to reap them.
    let started = Instant::now();
    let mut left = processes_in(kit);
    while !left.is_empty() && started.elapsed() < Duration::from_secs(10) {
        thread::sleep(Duration::from_millis(100));
        left = processes_in(kit);
    }
    assert!(left.is_empty(), "still running: {:?}", left);
}

/// The core items the save storm brings in one at a time: each is a
/// module the file does not carry yet, so every save makes `watch` write
/// the region again.
const MODULES: [&str; 16] = [
    "ds::assign_segtree::AssignSegtree",
    "ds::binary_trie::BinaryTrie",
    "ds::dsu::Dsu",
    "ds::dual_segtree::DualSegtree",
    "ds::fast_set::FastSet",
    "ds::fenwick::FenwickTree",
    "ds::implicit_treap::ImplicitTreap",
    "ds::interval_heap::IntervalHeap",
    "ds::lazy_segtree::LazySegtree",
    "graph::csr::Csr",
    "graph::hld::Hld",
    "graph::lca::Lca",
    "graph::link_cut_tree::LinkCutTree",
    "graph::scc::SccGraph",
    "math::binomial::Binomial",
    "math::bit_matrix::BitMatrix",
];

/// Issue 42: `watch` read the file, made its region and wrote it back
/// without looking again, so a save made in that window was overwritten and
/// lost. Here an editor saves many times while `watch` re-vendors: each
/// save reads the file as it is, adds a line of the user's and a use of a
/// module the region lacks (so `watch` writes again), and saves. A save
/// `watch` had overwritten would take its line with it, and every later
/// save would build on the older text: at the end, every line must be
/// there, in order, and the region must carry what the code uses.
#[test]
fn saving_many_times_while_watch_re_vendors_loses_no_save() {
    let kit = kit();
    let kit = kit.path();
    let main_rs = solved_problem(kit, "cf-1a", &[]);
    let mut watcher = Watcher::start(kit, &["cf-1a"]);
    watcher.until("saying what it watches", |line| {
        line.starts_with("watching")
    });
    watcher.block();
    let mut pause = 17u64;
    for (number, module) in MODULES.iter().enumerate() {
        let text = fs::read_to_string(&main_rs).unwrap();
        let line = format!(
            "#[allow(unused_imports)]\nuse cpkit::{}; // save {}\n",
            module, number
        );
        // Above `main`: the file opens with its `//!` lines.
        save(
            &main_rs,
            &text.replacen("fn main() {", &format!("{}fn main() {{", line), 1),
        );
        // Just past the watcher's quiet time (250 ms), so that a round has
        // begun and is making the region when the next save lands.
        pause = (pause * 7 + 13) % 61;
        thread::sleep(Duration::from_millis(255 + pause));
    }
    // The storm is over: the watcher settles on the last save.
    let settled = Instant::now();
    let mut last = fs::read_to_string(&main_rs).unwrap();
    loop {
        thread::sleep(Duration::from_millis(1500));
        let now = fs::read_to_string(&main_rs).unwrap();
        if now == last && carries_what_it_uses(&now) {
            break;
        }
        assert!(
            settled.elapsed() < STEP,
            "the file never settled (carries what it uses: {}); its own code:\n{}",
            carries_what_it_uses(&now),
            judging::region::own_code(&now)
        );
        last = now;
    }
    let own = judging::region::own_code(&last);
    let saves: Vec<usize> = own
        .lines()
        .filter_map(|line| line.split("// save ").nth(1))
        .map(|number| number.trim().parse().unwrap())
        .collect();
    let expected: Vec<usize> = (0..MODULES.len()).collect();
    assert_eq!(
        saves,
        expected,
        "a save was lost; the file's own code:\n{}\nthe watcher printed:\n{}",
        own,
        watcher.seen.join("\n")
    );
    // The storm made the watcher write: it said so (the lines it printed
    // since are read now).
    watcher.until("saying it vendored", |line| line.starts_with("vendored: "));
}

/// Whether the file's region carries every module its `use` lines name.
fn carries_what_it_uses(text: &str) -> bool {
    let region = &text[judging::region::own_code(text).len()..];
    MODULES.iter().all(|module| {
        let name = module.split("::").nth(1).unwrap();
        !text.contains(&format!("use cpkit::{};", module))
            || region.contains(&format!("pub mod {} {{", name))
    })
}

/// Issue 48, finding 10: in a storm of saves whose last one brings in a
/// module the region lacks, watch's final round was sometimes `compile
/// error: ... cannot find 'ds' in 'cpkit'`, and no round followed: the
/// fingerprint was taken after the round had vendored, so a save landing
/// meanwhile counted as seen. A storm here is saves 50 to 300 ms apart that
/// change only a comment, then one that adds a `use` of a module the region
/// does not carry; once the watcher is quiet, its last round must be a round
/// of that save: vendored and accepted. Three storms, a test each, so they
/// wait for their quiet side by side (one test of three storms was the
/// suite's last, alone for 20 s).
fn a_storm_of_saves_ends_on_a_round_of_the_last_save(storm: usize, module: &str) {
    let kit = kit();
    let kit = kit.path();
    let main_rs = solved_problem(kit, "cf-1b", &[]);
    let mut watcher = Watcher::start(kit, &["cf-1b"]);
    watcher.until("saying what it watches", |line| {
        line.starts_with("watching")
    });
    watcher.block();
    // The pauses go on from the storms before, as when one test ran all three.
    let mut pause = 23u64;
    for _ in 0..storm * 20 {
        pause = (pause * 7 + 13) % 251;
    }
    for save_number in 0..20 {
        let text = fs::read_to_string(&main_rs).unwrap();
        let marker = format!("// storm {} save {}\n", storm, save_number);
        let text = match text.find("// storm ") {
            Some(at) => {
                let end = at + text[at..].find('\n').unwrap() + 1;
                format!("{}{}{}", &text[..at], marker, &text[end..])
            }
            None => text.replacen("fn main() {", &format!("{}fn main() {{", marker), 1),
        };
        save(&main_rs, &text);
        pause = (pause * 7 + 13) % 251;
        thread::sleep(Duration::from_millis(50 + pause));
    }
    let text = fs::read_to_string(&main_rs).unwrap();
    save(
        &main_rs,
        &text.replacen(
            "fn main() {",
            &format!(
                "#[allow(unused_imports)]\nuse cpkit::{};\nfn main() {{",
                module
            ),
            1,
        ),
    );
    // Quiet: no round under way, and no line for a while.
    let mut last_ending = String::new();
    let mut in_round = false;
    let settling = Instant::now();
    loop {
        match watcher.lines.recv_timeout(Duration::from_secs(8)) {
            Ok(line) => {
                watcher.seen.push(line.clone());
                if line.starts_with('#') {
                    in_round = true;
                }
                if line.contains("(built in")
                    || line.starts_with("compile error:")
                    || line.starts_with("error:")
                {
                    last_ending = line;
                    in_round = false;
                }
            }
            Err(_) if !in_round && !last_ending.is_empty() => break,
            Err(_) => assert!(
                settling.elapsed() < STEP,
                "storm {}: the watcher never settled; it printed:\n{}",
                storm,
                watcher.seen.join("\n")
            ),
        }
    }
    let now = fs::read_to_string(&main_rs).unwrap();
    let name = module.split("::").nth(1).unwrap();
    assert!(
        last_ending.starts_with("1/1 AC") && now.contains(&format!("pub mod {} {{", name)),
        "storm {}: the last round was {:?} and the region carries {}: {}; the watcher \
         printed:\n{}",
        storm,
        last_ending,
        name,
        now.contains(&format!("pub mod {} {{", name)),
        watcher.seen.join("\n")
    );
}

#[test]
fn a_storm_of_saves_ending_in_a_dsu_ends_on_its_round() {
    a_storm_of_saves_ends_on_a_round_of_the_last_save(0, "ds::dsu::Dsu");
}

#[test]
fn a_storm_of_saves_ending_in_a_fenwick_tree_ends_on_its_round() {
    a_storm_of_saves_ends_on_a_round_of_the_last_save(1, "ds::fenwick::FenwickTree");
}

#[test]
fn a_storm_of_saves_ending_in_an_scc_graph_ends_on_its_round() {
    a_storm_of_saves_ends_on_a_round_of_the_last_save(2, "graph::scc::SccGraph");
}
