//! `cargo xtask accept [<problem>]`: accept new and changed golden snapshots
//! with cargo alone.
//!
//! Runs the problem's golden test (`cargo test -p <problem> --test golden`;
//! for a proof of the library, its test in `cpkit`'s one binary of proofs,
//! `cargo test -p cpkit --test proofs <id>::judged_cases`) with
//! `INSTA_UPDATE=always`, so insta writes each accepted case's snapshot
//! in place, then removes what is left over: insta's pending files
//! (`.snap.new`, `.pending-snap`) and the snapshots of cases that no longer
//! exist (see `judging::snapshots`). A case the judge does not accept gets
//! no snapshot, and the command fails. Nothing is written with `CI` set:
//! CI compares, it never accepts. `cargo insta review` works on the same
//! files for those who have it.

use std::collections::BTreeMap;
use std::env;
use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{bail, Context, Result};
use judging::layout::Home;
use judging::{cases, snapshots};

use crate::project::{Layout, Project};

/// What `accept` did.
#[derive(Debug, Default)]
pub struct Accepted {
    /// Snapshots written or rewritten, relative to the root.
    pub written: Vec<String>,
    /// Files removed (pending or orphaned), relative to the root.
    pub removed: Vec<String>,
    /// Whether every golden test passed.
    pub passed: bool,
}

pub fn run(project: &Project, problem: Option<&str>) -> Result<Accepted> {
    if judging::golden::in_ci() {
        bail!("CI is set; accept writes no snapshot under CI, where snapshots are only compared");
    }
    let chosen = project.chosen(problem)?;
    let chosen: Vec<Layout> = chosen
        .into_iter()
        .filter(|problem| {
            problem.home == Home::Library || problem.dir.join("tests").join("golden.rs").is_file()
        })
        .collect();
    if chosen.is_empty() {
        bail!("no problem with a golden test (tests/golden.rs) to accept");
    }
    // The tests may vendor a file or rewrite a snapshot: one the user made
    // read-only stops everything first, with nothing written.
    for problem in &chosen {
        crate::fsutil::refuse_read_only(&problem.main_rs()).map_err(|_| {
            anyhow::anyhow!(
                "{} is read-only, so nothing is accepted; make it writable (chmod u+w) first",
                project.show(&problem.main_rs())
            )
        })?;
        for snapshot in snapshot_files(&snapshots::dir(&problem.dir)) {
            crate::fsutil::refuse_read_only(&snapshot).map_err(|_| {
                anyhow::anyhow!(
                    "{} is read-only, so nothing is accepted; make it writable (chmod u+w) first",
                    project.show(&snapshot)
                )
            })?;
        }
    }
    let before: BTreeMap<PathBuf, Vec<u8>> = chosen
        .iter()
        .flat_map(|problem| snapshot_files(&snapshots::dir(&problem.dir)))
        .filter_map(|path| fs::read(&path).ok().map(|bytes| (path, bytes)))
        .collect();

    let (proofs, problems): (Vec<&Layout>, Vec<&Layout>) = chosen
        .iter()
        .partition(|problem| problem.home == Home::Library);
    let mut passed = true;
    if !problems.is_empty() {
        let mut args: Vec<String> = vec!["test".into(), "--test".into(), "golden".into()];
        for problem in &problems {
            args.extend(["-p".to_string(), problem.name.clone()]);
        }
        // The snapshots only: the judge-build check records nothing to accept.
        args.extend(["--".to_string(), "judged_cases".to_string()]);
        passed &= accepting(project, &args)?;
    }
    if !proofs.is_empty() {
        // The proofs' tests are one binary of cpkit's, a module per proof.
        let mut args: Vec<String> = [
            "test",
            "-p",
            judging::layout::CORE_CRATE,
            "--test",
            "proofs",
            "--",
            "--exact",
        ]
        .map(String::from)
        .to_vec();
        for proof in &proofs {
            args.push(format!("{}::judged_cases", proof_id(proof)));
        }
        passed &= accepting(project, &args)?;
    }

    let mut accepted = Accepted {
        passed,
        ..Accepted::default()
    };
    for problem in &chosen {
        let dir = problem.cases.clone();
        let inputs = cases::inputs_in(&dir)
            .with_context(|| format!("cannot list {}", project.show(&dir)))?;
        let snapshot_dir = snapshots::dir(&problem.dir);
        for leftover in snapshots::leftovers(&snapshot_dir, &inputs)
            .with_context(|| format!("cannot list {}", project.show(&snapshot_dir)))?
        {
            fs::remove_file(&leftover)
                .with_context(|| format!("cannot remove {}", project.show(&leftover)))?;
            accepted.removed.push(project.show(&leftover));
        }
        for path in snapshot_files(&snapshot_dir) {
            let now = fs::read(&path).ok();
            if now.is_some() && before.get(&path) != now.as_ref() {
                accepted.written.push(project.show(&path));
            }
        }
    }
    Ok(accepted)
}

/// Runs `cargo <args>` in the kit with insta writing what the tests accept;
/// whether every test passed.
fn accepting(project: &Project, args: &[String]) -> Result<bool> {
    let cargo = env::var_os("CARGO").unwrap_or_else(|| OsString::from("cargo"));
    let mut command = Command::new(&cargo);
    // Killed, even by SIGKILL, accept takes its cargo with it, and the test
    // binaries die with cargo (see judging::golden): none goes on writing
    // snapshots.
    judging::runner::confine::die_with_parent(&mut command);
    let status = command
        .current_dir(project.root())
        .args(args)
        // insta puts snapshots under this root: the kit being accepted, not
        // the one whose `.cargo/config.toml` set it for this process.
        .env("INSTA_WORKSPACE_ROOT", project.root())
        .env("INSTA_UPDATE", "always")
        .env_remove("INSTA_FORCE_PASS")
        .status()
        .with_context(|| format!("cannot run {}", cargo.to_string_lossy()))?;
    Ok(status.success())
}

/// The module of a proof in `crates/cpkit/tests/proofs`: its folder's name
/// with `_` for `-`.
fn proof_id(proof: &Layout) -> String {
    proof
        .dir
        .file_name()
        .map(|name| name.to_string_lossy().replace('-', "_"))
        .unwrap_or_default()
}

/// The golden snapshots in a folder (no pending files).
fn snapshot_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(|entry| entry.ok().map(|entry| entry.path()))
                .filter(|path| {
                    path.file_name()
                        .and_then(|name| name.to_str())
                        .is_some_and(|name| {
                            name.starts_with(snapshots::PREFIX) && name.ends_with(".snap")
                        })
                })
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

/// `cargo xtask accept [<problem>]`.
pub fn task(project: &Project, args: &crate::cli::AcceptArgs) -> Result<std::process::ExitCode> {
    let accepted = run(project, args.problem.as_deref())?;
    for path in &accepted.written {
        eprintln!("  accepted {}", path);
    }
    for path in &accepted.removed {
        eprintln!("   removed {}", path);
    }
    if accepted.passed {
        eprintln!(
            "{} snapshots accepted, {} files removed; every golden test passes",
            accepted.written.len(),
            accepted.removed.len()
        );
        Ok(std::process::ExitCode::SUCCESS)
    } else {
        eprintln!(
            "error: a golden test failed (see above); a case the judge does not accept gets no snapshot"
        );
        Ok(std::process::ExitCode::from(1))
    }
}
