//! What the archive's size costs the editor: rust-analyzer's peak memory
//! (the server and everything it starts, sampled from /proc) and its time
//! from start to right answers for completion, hover and definition on one
//! solution, with the repository as shipped and with hundreds of problems
//! more (copies of one problem), started in turns. `#[ignore]`d; run:
//!
//! ```text
//! cargo test -p xtask --test cli editor::bench -- --ignored --nocapture
//! ```
//!
//! `EDITOR_BENCH_EXTRA` (default `200,1000`) says how many problems to add,
//! `EDITOR_BENCH_ROUNDS` (default 3) how many turns after one warm-up each,
//! `EDITOR_BENCH_DIR` a folder to keep the kits in between runs, `EDITOR_BENCH_SETTINGS`
//! a `settings.json` to try instead of the shipped one, and
//! `EDITOR_BENCH_SETTLE` how many seconds to wait for the server to finish
//! what it starts (default 600).

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use super::{server_env, Answers, Expected, Probe};
use crate::lsp::{self, Server};

/// The solution opened, and the one copied to grow the archive.
const OPENED: &str = "cf-1a";

/// One start of the server on one kit.
#[derive(Debug)]
struct Run {
    answered: f64,
    peak_mib: f64,
    server_mib: f64,
    settled: Option<f64>,
}

fn env_or(name: &str, default: &str) -> String {
    std::env::var(name).unwrap_or_else(|_| default.to_string())
}

/// The files git tracks in this checkout, copied to `to`.
fn copy_checkout(to: &Path) {
    let workspace = crate::kit::workspace();
    let listed = Command::new("git")
        .arg("-C")
        .arg(&workspace)
        .args(["ls-files", "-z"])
        .output()
        .unwrap();
    assert!(listed.status.success(), "git ls-files: {:?}", listed);
    for file in listed.stdout.split(|&b| b == 0).filter(|f| !f.is_empty()) {
        let file = std::str::from_utf8(file).unwrap();
        let from = workspace.join(file);
        if !from.is_file() {
            continue;
        }
        let target = to.join(file);
        fs::create_dir_all(target.parent().unwrap()).unwrap();
        fs::copy(&from, &target).unwrap();
    }
}

/// A solution that uses a library module, as most do: the copies carry
/// its vendored region (the shape the issue's held-out check measured).
const SOLVED: &str = r#"use cpkit::ds::dsu::Dsu;
use cpkit::output::Output;

fn main() {
    input! { n: usize, m: usize, edges: [(Usize1, Usize1); m] }
    let mut dsu = Dsu::new(n);
    for (a, b) in edges {
        dsu.merge(a, b);
    }
    let mut out = Output::stdout();
    putln!(out, dsu.groups().len());
}
"#;

/// `extra` copies of problems/<OPENED>/ and its testdata as more problems
/// of the kit at `kit`, each a solved problem with a vendored library
/// module; then the kit's generated files (`vendor`, which writes the
/// editor's `rust-project.json` too) brought up to date.
fn add_problems(kit: &Path, extra: usize) {
    let opened = kit.join("problems").join(OPENED);
    let main_rs = opened.join("src/main.rs");
    let text = fs::read_to_string(&main_rs).unwrap();
    let region = text.find("// ---- begin vendored cpkit").unwrap();
    fs::write(
        &main_rs,
        format!(
            "{}
{}",
            SOLVED,
            &text[region..]
        ),
    )
    .unwrap();
    vendor(kit);
    for i in 0..extra {
        let name = format!("{}-copy-{:04}", OPENED, i);
        let to = kit.join("problems").join(&name);
        crate::kit::copy_dir(&opened, &to);
        crate::kit::copy_dir(
            &kit.join("testdata").join(OPENED),
            &kit.join("testdata").join(&name),
        );
        let manifest = fs::read_to_string(to.join("Cargo.toml")).unwrap();
        let manifest = manifest.replace(
            &format!("name = \"{}\"", OPENED),
            &format!("name = \"{}\"", name),
        );
        fs::write(to.join("Cargo.toml"), manifest).unwrap();
    }
    vendor(kit);
}

/// `cargo xtask vendor` in `kit`.
fn vendor(kit: &Path) {
    let status = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .arg("--root")
        .arg(kit)
        .arg("vendor")
        .status()
        .unwrap();
    assert!(status.success(), "vendor in {}", kit.display());
}

/// The server started on `kit`, asked until right, then left to finish.
fn run(rust_analyzer: &Path, kit: &Path, target: &Path) -> Run {
    let settings =
        lsp::nested_settings(&fs::read_to_string(kit.join(".vscode/settings.json")).unwrap());
    let main_rs = kit.join("problems").join(OPENED).join("src/main.rs");
    let probe = Probe::new(&fs::read_to_string(&main_rs).unwrap());
    let expected = Expected::from_core(&kit.join("crates/cpkit"));
    let mut server = Server::start(rust_analyzer, kit, settings, &server_env(target));
    server.open(&main_rs, &probe.text);
    let (answers, wrong, answered) = Answers::ask_until(
        &mut server,
        &main_rs,
        &probe,
        &expected,
        Duration::from_secs(900),
    );
    assert!(
        wrong.is_empty(),
        "{}\n{:#?}\n{}",
        wrong.join("\n"),
        answers,
        server.log_tail()
    );
    let settle: u64 = env_or("EDITOR_BENCH_SETTLE", "600").parse().unwrap();
    let settled = match server.settle(Duration::from_secs(settle)) {
        Ok(()) => Some(server.elapsed() - 1.0),
        Err(e) => {
            eprintln!("  {}", e);
            None
        }
    };
    eprintln!("  progress: {:?}", server.titles);
    Run {
        answered,
        peak_mib: server.peak_rss() as f64 / (1u64 << 20) as f64,
        server_mib: server.peak_server_rss() as f64 / (1u64 << 20) as f64,
        settled,
    }
}

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let n = values.len();
    if n % 2 == 1 {
        values[n / 2]
    } else {
        (values[n / 2 - 1] + values[n / 2]) / 2.0
    }
}

#[test]
#[ignore = "a benchmark of minutes: cargo test -p xtask --test cli editor::bench -- --ignored --nocapture"]
fn bench_the_editor_on_archives_of_growing_size() {
    let Some(rust_analyzer) = lsp::rust_analyzer() else {
        println!("skipped: rust-analyzer not found ({})", lsp::INSTALL);
        return;
    };
    let extras: Vec<usize> = env_or("EDITOR_BENCH_EXTRA", "200,1000")
        .split(',')
        .filter(|n| !n.trim().is_empty())
        .map(|n| n.trim().parse().unwrap())
        .collect();
    let rounds: usize = env_or("EDITOR_BENCH_ROUNDS", "3").parse().unwrap();
    // `EDITOR_BENCH_DIR` keeps the kits and their target folder for the
    // next run (to try settings on warm kits); else all is removed.
    let scratch = tempfile::tempdir().unwrap();
    let dir = std::env::var_os("EDITOR_BENCH_DIR")
        .map_or_else(|| scratch.path().to_path_buf(), PathBuf::from);
    // One target folder for every kit: rust-analyzer's build-script check
    // is built once, in the warm-up, as an editor used every day has it.
    let target = dir.join("target");
    let mut kits: Vec<(String, PathBuf)> = Vec::new();
    for extra in std::iter::once(0).chain(extras) {
        let kit = dir.join(format!("kit-{}", extra));
        if !kit.exists() {
            copy_checkout(&kit);
            add_problems(&kit, extra);
        }
        let settings = std::env::var_os("EDITOR_BENCH_SETTINGS").map_or_else(
            || crate::kit::workspace().join(".vscode/settings.json"),
            PathBuf::from,
        );
        fs::copy(settings, kit.join(".vscode/settings.json")).unwrap();
        let name = if extra == 0 {
            "shipped".to_string()
        } else {
            format!("+{}", extra)
        };
        kits.push((name, kit));
    }
    let mut runs: Vec<Vec<Run>> = kits.iter().map(|_| Vec::new()).collect();
    for round in 0..=rounds {
        for (i, (name, kit)) in kits.iter().enumerate() {
            let one = run(&rust_analyzer, kit, &target);
            eprintln!(
                "{} {}: answered at {:.1} s, peak {:.0} MiB (the server alone {:.0}), settled at {:?}",
                if round == 0 { "warm-up" } else { "round" },
                name,
                one.answered,
                one.peak_mib,
                one.server_mib,
                one.settled
            );
            if round > 0 {
                runs[i].push(one);
            }
        }
    }
    if rounds == 0 {
        return;
    }
    let base_time = median(runs[0].iter().map(|r| r.answered).collect());
    let base_memory = median(runs[0].iter().map(|r| r.peak_mib).collect());
    println!("| archive | answered (median s) | ratio | peak memory (median MiB) | ratio | settled (median s) |");
    println!("|---|---|---|---|---|---|");
    for ((name, _), runs) in kits.iter().zip(&runs) {
        let time = median(runs.iter().map(|r| r.answered).collect());
        let memory = median(runs.iter().map(|r| r.peak_mib).collect());
        let settled: Vec<f64> = runs.iter().filter_map(|r| r.settled).collect();
        let settled = if settled.len() == runs.len() {
            format!("{:.1}", median(settled))
        } else {
            format!("not in every run ({} of {})", settled.len(), runs.len())
        };
        println!(
            "| {} | {:.1} | {:.2} | {:.0} | {:.2} | {} |",
            name,
            time,
            time / base_time,
            memory,
            memory / base_memory,
            settled
        );
    }
}
