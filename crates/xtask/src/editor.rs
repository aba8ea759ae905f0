//! The editor's view of the archive: `rust-project.json` at the checkout's
//! root, naming the library (`crates/cpkit`) and each solution of
//! `problems/` as one crate that depends on it, and nothing else: no golden
//! test crates, no tools, no `cargo metadata`.
//!
//! rust-analyzer reads it in place of the Cargo workspace when the settings
//! link it (`rust-analyzer.linkedProjects`, as `.vscode/settings.json` ships
//! them). A workspace of a thousand problems is two thousand Cargo targets
//! (a binary and a golden test each) that rust-analyzer loads before its
//! first answer; this file is one crate a problem, so the wait grows far
//! less with the archive (docs/performance.md, "The editor"). The file
//! holds machine-specific paths (the standard library's source), so it is
//! generated, never committed: `cargo xtask editor` writes it, and `new`,
//! `listen` and `vendor` keep it in step with `problems/`.

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::Result;

use crate::fsutil::write_atomic;
use crate::project::Project;

/// The file's name, at the root: where rust-analyzer's settings point.
pub const FILE: &str = "rust-project.json";

/// The standard library's source, which rust-analyzer needs to know `std`:
/// `RUST_SRC_PATH` when set, else rustup's `rust-src` component beside the
/// compiler, else a Debian `rust-*-src` package's.
pub fn std_source() -> Option<PathBuf> {
    let has_core = |dir: &Path| dir.join("core").is_dir();
    if let Some(dir) = std::env::var_os("RUST_SRC_PATH").map(PathBuf::from) {
        if has_core(&dir) {
            return Some(dir);
        }
    }
    let sysroot = Command::new("rustc")
        .args(["--print", "sysroot"])
        .output()
        .ok()
        .filter(|out| out.status.success())
        .map(|out| PathBuf::from(String::from_utf8_lossy(&out.stdout).trim()));
    if let Some(library) = sysroot.map(|root| root.join("lib/rustlib/src/rust/library")) {
        if has_core(&library) {
            return Some(library);
        }
    }
    let mut packaged: Vec<PathBuf> = std::fs::read_dir("/usr/src")
        .into_iter()
        .flatten()
        .filter_map(|entry| entry.ok().map(|entry| entry.path().join("library")))
        .filter(|dir| has_core(dir))
        .collect();
    packaged.sort();
    packaged.pop()
}

/// The text of `rust-project.json` for `project`: the library, then every
/// problem of the archive (sorted by name), with `std_source` as the
/// standard library's source.
pub fn text(project: &Project, std_source: Option<&Path>) -> Result<String> {
    let mut crates = vec![serde_json::json!({
        "display_name": "cpkit",
        "root_module": "crates/cpkit/src/lib.rs",
        "edition": "2021",
        "deps": [],
        "is_workspace_member": true,
    })];
    for problem in project.problems()? {
        let root = problem
            .main_rs()
            .strip_prefix(project.root())
            .map(Path::to_path_buf)
            .unwrap_or_else(|_| problem.main_rs());
        crates.push(serde_json::json!({
            "display_name": problem.name,
            "root_module": root.to_string_lossy().replace('\\', "/"),
            "edition": "2021",
            "deps": [{ "crate": 0, "name": "cpkit" }],
            // What makes the solution see the library itself in place of
            // its vendored copy (see docs/editor.md).
            "cfg": ["rust_analyzer"],
            "is_workspace_member": true,
        }));
    }
    let mut json = serde_json::json!({ "crates": crates });
    if let Some(source) = std_source {
        json["sysroot_src"] = serde_json::Value::String(source.to_string_lossy().into_owned());
    }
    Ok(format!("{}\n", serde_json::to_string_pretty(&json)?))
}

/// Writes `rust-project.json` when what it should hold changed; the line
/// that says so, or `None` when it was already up to date.
pub fn refresh(project: &Project) -> Result<Option<String>> {
    let source = std_source();
    let fresh = text(project, source.as_deref())?;
    let path = project.root().join(FILE);
    if std::fs::read_to_string(&path).is_ok_and(|old| old == fresh) {
        return Ok(None);
    }
    write_atomic(&path, fresh.as_bytes())?;
    let problems = fresh.matches("\"root_module\"").count() - 1;
    Ok(Some(match source {
        Some(_) => format!("editor: {} names the library and {} problems", FILE, problems),
        None => format!(
            "editor: {} names the library and {} problems; warning: the standard library's source was not found (`rustup component add rust-src`, or set RUST_SRC_PATH), so the editor will not know std",
            FILE, problems
        ),
    }))
}

/// `cargo xtask editor`.
pub fn task(project: &Project) -> Result<std::process::ExitCode> {
    match refresh(project)? {
        Some(line) => eprintln!("{}", line),
        None => eprintln!("editor: {} is up to date", FILE),
    }
    Ok(std::process::ExitCode::SUCCESS)
}
