//! Issue 42's matrix: one problem solved seven ways (right, wrong, an empty
//! output, a runtime error, an endless loop, a warning, and a module the
//! file does not carry yet), each through `cargo test -p`, `judge`, `judge
//! --release`, `submit`, `stress` and a `watch` round: the same verdict
//! everywhere, since every one of them judges through one session.

use std::thread;
use std::time::Duration;

use crate::kit::Kit;
use crate::watch::Watcher;

/// The problem: the sum of two numbers.
const RIGHT: &str = "use cpkit::output::Output;\n\nfn main() {\n    input! { a: i64, b: i64 }\n    let mut out = Output::stdout();\n    putln!(out, a + b);\n}\n";

/// Each way, its name and its own code, and the verdict every command gives.
fn ways() -> Vec<(&'static str, String, &'static str)> {
    vec![
        ("right", RIGHT.to_string(), "AC"),
        ("wrong", RIGHT.replace("a + b", "a + b + 1"), "WA"),
        (
            "empty",
            RIGHT.replace("putln!(out, a + b);", "let _ = (&mut out, a + b);"),
            "WA",
        ),
        (
            "crash",
            RIGHT.replace("putln!(out, a + b);", "let _ = &mut out;\n    std::process::exit(3 + (a + b) as i32 * 0);"),
            "RE",
        ),
        // An endless loop that waits rather than spins: the verdict is the
        // wall clock's, and a spinning one burned its whole deadline of CPU
        // on every run (2.6 s for a debug build, over a dozen runs: a
        // quarter of this test's CPU, on 2 cores shared by the suite).
        (
            "loop",
            RIGHT.replace("putln!(out, a + b);", "let _ = &mut out;\n    loop {\n        std::thread::sleep(std::time::Duration::from_millis(50 + (a + b) as u64 * 0));\n    }"),
            "TLE",
        ),
        (
            "warning",
            RIGHT.replace("    let mut out", "    let unused = 1;\n    let mut out"),
            "AC",
        ),
        (
            "module",
            RIGHT
                .replace("use cpkit::output::Output;", "use cpkit::ds::fenwick::FenwickTree;\nuse cpkit::output::Output;")
                .replace(
                    "putln!(out, a + b);",
                    "let mut sums = FenwickTree::new(1, 0i64);\n    sums.add(0, a + b);\n    putln!(out, sums.sum(0..1));",
                ),
            "AC",
        ),
    ]
}

/// A generator of two small numbers and the brute force, for `stress`: the
/// generator in each problem, the brute force once in the kit, named with
/// `--brute` (the build cache keeps a file by its path: one copy is
/// compiled once, seven were compiled seven times).
const GEN: &str = "fn main() {\n    let seed: u64 = std::env::args().nth(1).unwrap().parse().unwrap();\n    println!(\"{} {}\", seed % 7, seed % 5);\n}\n";
const BRUTE: &str = "use std::io::Read;\n\nfn main() {\n    let mut text = String::new();\n    std::io::stdin().read_to_string(&mut text).unwrap();\n    let sum: i64 = text.split_whitespace().map(|t| t.parse::<i64>().unwrap()).sum();\n    println!(\"{}\", sum);\n}\n";

/// The kit with one problem per way, its own code written after `new`.
fn kit() -> Kit {
    let kit = Kit::new();
    for (name, code, _) in ways() {
        let problem = format!("m-{}", name);
        kit.xtask(&[
            "new",
            &problem,
            "--url",
            "https://codeforces.com/problemset/problem/1/A",
            "--time-limit-ms",
            "200",
            "--memory-limit-mib",
            "256",
        ])
        .code(0);
        let main_rs = format!("problems/{}/src/main.rs", problem);
        let text = kit.read(&main_rs);
        let region = text.find("// ---- begin vendored cpkit").unwrap();
        kit.write(&main_rs, &format!("{}\n{}", code, &text[region..]));
        kit.write(&format!("testdata/{}/sample-1.in", problem), "1 2\n");
        kit.write(&format!("testdata/{}/sample-1.out", problem), "3\n");
        kit.write(&format!("problems/{}/gen.rs", problem), GEN);
    }
    kit.write("brute.rs", BRUTE);
    kit
}

/// The verdict a golden test's failure names, or AC when it passed.
fn golden_verdict(kit: &Kit, problem: &str) -> String {
    let ran = kit.cargo(&["test", "-p", problem]);
    if ran.code == Some(0) {
        return "AC".to_string();
    }
    let said = format!("{}{}", ran.stdout, ran.stderr);
    for (words, code) in [
        ("wrong answer", "WA"),
        ("runtime error", "RE"),
        ("time limit exceeded", "TLE"),
        ("memory limit exceeded", "MLE"),
        ("does not compile", "CE"),
    ] {
        if said.contains(&format!("sample-1.in: {}", words)) || said.contains(words) && code == "CE"
        {
            return code.to_string();
        }
    }
    panic!("no verdict in the golden test's failure\n{}", ran)
}

/// The verdict in the row of `sample-1` of a `judge` table.
fn judge_verdict(kit: &Kit, problem: &str, release: bool) -> String {
    let mut args = vec!["judge", problem];
    if release {
        args.push("--release");
    }
    let ran = kit.xtask(&args);
    let row = ran
        .stdout
        .lines()
        .find(|line| line.starts_with("sample-1 "))
        .unwrap_or_else(|| panic!("no row for sample-1\n{}", ran));
    row.split_whitespace().nth(1).unwrap().to_string()
}

/// AC when `submit` gives the paste, else the verdict of its refusal.
fn submit_verdict(kit: &Kit, problem: &str) -> String {
    let ran = kit.xtask(&["submit", problem]);
    if ran.code == Some(0) {
        return "AC".to_string();
    }
    let line = ran
        .stderr
        .lines()
        .find(|line| line.trim_start().starts_with("sample-1: "))
        .unwrap_or_else(|| panic!("no refusal naming sample-1\n{}", ran));
    line.trim_start()["sample-1: ".len()..]
        .split(':')
        .next()
        .unwrap()
        .to_string()
}

/// AC when `stress` passes, else the verdict of the case it saved.
fn stress_verdict(kit: &Kit, problem: &str) -> String {
    let brute = kit.join("brute.rs");
    let ran = kit.xtask(&[
        "stress",
        problem,
        "--cases",
        "8",
        "--jobs",
        "1",
        "--brute",
        brute.to_str().unwrap(),
    ]);
    if ran.code == Some(0) {
        return "AC".to_string();
    }
    let line = ran
        .stdout
        .lines()
        .find(|line| line.contains(" passed: "))
        .unwrap_or_else(|| panic!("no failing case\n{}", ran));
    line.rsplit(": ").next().unwrap().to_string()
}

/// The verdict of `sample-1` in the first `watch` round.
fn watch_verdict(kit: &Kit, problem: &str) -> String {
    let mut watcher = Watcher::start(kit.path(), &[problem]);
    let block = watcher.block();
    let row = block
        .iter()
        .find(|line| line.starts_with("sample-1 "))
        .unwrap_or_else(|| panic!("no row for sample-1 in\n{}", block.join("\n")));
    row.split_whitespace().nth(1).unwrap().to_string()
}

/// One way's verdicts, command by command, in the order they ran.
fn verdicts_of(kit: &Kit, name: &str) -> Vec<(&'static str, String)> {
    let problem = format!("m-{}", name);
    if name == "module" {
        // Before anything brought the region up to date, `cargo test`
        // cannot (Cargo builds before the kit runs): it fails naming
        // the command that does. Every other command does it first.
        let ran = kit.cargo(&["test", "-p", &problem]);
        ran.expect(
            ran.code != Some(0) && ran.stdout.contains("cargo xtask vendor"),
            "a golden test of a file whose region lacks a module names `cargo xtask vendor`",
        );
    }
    let verdicts = vec![
        ("judge", judge_verdict(kit, &problem, false)),
        ("judge --release", judge_verdict(kit, &problem, true)),
        ("submit", submit_verdict(kit, &problem)),
        ("stress", stress_verdict(kit, &problem)),
        ("watch", watch_verdict(kit, &problem)),
        ("cargo test -p", golden_verdict(kit, &problem)),
    ];
    // Not a verdict: a warning is shown, as judges show it.
    if name == "warning" {
        let ran = kit.xtask(&["judge", &problem]);
        ran.expect(
            ran.stdout.contains("warning: ") && ran.stdout.contains("unused variable"),
            "the warning is shown",
        );
    }
    verdicts
}

#[test]
fn every_command_gives_every_way_the_same_verdict() {
    let kit = kit();
    // One way after another: run side by side, the seven ways' builds and
    // runs load the machine enough that a 200 ms limit flaked (seen: the
    // module way's submit TLE at load 16), and the work is the same.
    let ways = ways();
    let found: Vec<Vec<(&'static str, String)>> = ways
        .iter()
        .map(|(name, _, _)| {
            let verdicts = verdicts_of(&kit, name);
            thread::sleep(Duration::from_millis(10));
            verdicts
        })
        .collect();
    let table = |verdict: &dyn Fn(usize, &str) -> String| -> String {
        let mut table = String::new();
        for (index, ((name, _, _), commands)) in ways.iter().zip(&found).enumerate() {
            for (command, _) in commands {
                table.push_str(&format!(
                    "{:<8} {:<16} {}\n",
                    name,
                    command,
                    verdict(index, command)
                ));
            }
        }
        table
    };
    let expected = table(&|index, _| ways[index].2.to_string());
    let found = table(&|index, command| {
        found[index]
            .iter()
            .find(|(name, _)| *name == command)
            .map(|(_, verdict)| verdict.clone())
            .unwrap()
    });
    assert_eq!(found, expected, "every way through every command");
}
