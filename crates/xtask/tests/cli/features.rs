//! One build of each dependency along a newcomer's path: what the first
//! `cargo xtask` and a later `cargo test -p <problem>` need of a dependency
//! that the first `cargo test` built, they need with the same features, so
//! neither rebuilds it (nor `judging`, nor everything above it).
//!
//! Cargo resolves features per command, over the packages it selects; the
//! workspace-hack crate asks for the union. The problems are stood for by
//! the crates their tests depend on, so the archive's state never matters. This test reads each command's
//! resolution with `cargo tree` (no build) and fails naming the dependency,
//! the features the later command wants and those already built: add the
//! difference to `crates/workspace-hack/Cargo.toml`.

use std::collections::{BTreeMap, BTreeSet};

use crate::kit::{workspace, Kit};

/// For each dependency (`name vX.Y.Z`) a selection resolves, the feature
/// sets it is built with (two when the host's and the target's differ).
type Resolved = BTreeMap<String, BTreeSet<String>>;

/// `cargo tree` of this checkout with `args` selecting the packages.
fn resolved(args: &[&str], edges: &str) -> Resolved {
    let output = crate::kit::cargo_command()
        .args(["tree", "--offline", "--prefix", "none", "-e", edges])
        .args(["-f", "{p}|{f}"])
        .args(args)
        .current_dir(workspace())
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "cargo tree {:?} failed:\n{}",
        args,
        String::from_utf8_lossy(&output.stderr)
    );
    let mut resolved = Resolved::new();
    for line in String::from_utf8(output.stdout).unwrap().lines() {
        let Some((package, features)) = line.split_once('|') else {
            continue;
        };
        // A workspace member carries its path; only registry dependencies
        // are shared builds worth comparing.
        if package.contains('(') && !package.contains("(proc-macro)") {
            continue;
        }
        let package = package.trim_end_matches(" (proc-macro)").to_string();
        let features = features.trim_end_matches(" (*)").to_string();
        resolved.entry(package).or_default().insert(features);
    }
    assert!(
        !resolved.is_empty(),
        "cargo tree {:?} printed nothing",
        args
    );
    resolved
}

/// The dependencies `later` builds again although `first` built them: the
/// ones both resolve, with a feature set `first` never built.
fn rebuilt(first: &Resolved, later: &Resolved) -> Vec<String> {
    later
        .iter()
        .filter_map(|(package, wanted)| {
            let built = first.get(package)?;
            let missing: Vec<&String> = wanted.difference(built).collect();
            (!missing.is_empty()).then(|| {
                format!(
                    "{}: wants [{}], built with {:?}",
                    package,
                    missing
                        .iter()
                        .map(|set| set.as_str())
                        .collect::<Vec<_>>()
                        .join("] ["),
                    built
                )
            })
        })
        .collect()
}

#[test]
fn the_first_cargo_xtask_rebuilds_nothing_the_first_cargo_test_built() {
    // Plain `cargo test` (the problems' tests), then `cargo xtask`
    // (`cargo run -p xtask`: no dev-dependencies).
    let test = resolved(&FIRST_TEST, "normal,build");
    let xtask = resolved(&["-p", "xtask"], "normal,build");
    let rebuilt = rebuilt(&test, &xtask);
    assert!(
        rebuilt.is_empty(),
        "the first `cargo xtask` would rebuild, after the first `cargo test`:\n{}",
        rebuilt.join("\n")
    );
}

/// What plain `cargo test` builds, without reading the archive: every
/// problem's tests depend on `judging` and `cpkit` (the n-queens examples'
/// on `queens-testkit` too), so the problems resolve as those three do.
const FIRST_TEST: [&str; 6] = ["-p", "judging", "-p", "cpkit", "-p", "queens-testkit"];

/// What `cargo test -p <problem>` builds: `judging` and `cpkit`.
const ONE_PROBLEM: [&str; 4] = ["-p", "judging", "-p", "cpkit"];

#[test]
fn testing_one_problem_rebuilds_nothing_the_whole_test_built() {
    let test = resolved(&FIRST_TEST, "normal,build");
    let one = resolved(&ONE_PROBLEM, "normal,build");
    let rebuilt = rebuilt(&test, &one);
    assert!(
        rebuilt.is_empty(),
        "`cargo test -p <problem>` would rebuild, after `cargo test`:\n{}",
        rebuilt.join("\n")
    );
}

/// How `cargo <args>` in `dir` builds the kit's crates and workspace-hack:
/// each library's features and profile (opt-level, checks), as Cargo
/// reports them.
fn kit_libraries(dir: &std::path::Path, args: &[&str]) -> BTreeMap<String, String> {
    let output = crate::kit::cargo_command()
        .args(args)
        .args(["--offline", "--message-format=json"])
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", crate::kit::target_dir())
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "cargo {:?} in {} failed:\n{}",
        args,
        dir.display(),
        String::from_utf8_lossy(&output.stderr)
    );
    let mut libraries = BTreeMap::new();
    for line in String::from_utf8(output.stdout).unwrap().lines() {
        let message: serde_json::Value = serde_json::from_str(line).unwrap();
        let name = message["target"]["name"].as_str().unwrap_or_default();
        let lib = message["target"]["kind"] == serde_json::json!(["lib"]);
        if message["reason"] == "compiler-artifact"
            && lib
            && ["workspace_hack", "judging", "cpkit"].contains(&name)
        {
            let built = format!(
                "features {}, profile {}",
                message["features"], message["profile"]
            );
            libraries.insert(name.to_string(), built);
        }
    }
    assert_eq!(
        libraries.len(),
        3,
        "not every library was built: {:?}",
        libraries
    );
    libraries
}

/// The other tests' scratch kits ([`Kit`]) name `judging` and `cpkit` by
/// path, not as members, and build into this suite's target folder. Cargo
/// builds them there once more (it hashes a path crate's place relative to
/// the workspace's root), but as the workspace does: with its features and
/// its profile. (`[profile.dev.package."*"]` applies to non-members only:
/// cpkit and workspace-hack were built optimised there, cpkit's 200
/// modules at opt-level "s".)
#[test]
fn a_scratch_kit_builds_the_kits_crates_as_the_workspace_does() {
    let kit = Kit::new();
    kit.xtask(&["new", "cf-4a", "--kind", "stdin", "--judge", "codeforces"])
        .code(0);
    // Its problem's tests need both crates; the workspace's, as built there.
    assert_eq!(
        kit_libraries(kit.path(), &["test", "--no-run"]),
        kit_libraries(&workspace(), &["build", "-p", "judging", "-p", "cpkit"])
    );
}
