//! `submit --out <file>`: the paste written to a file, atomically.
//!
//! The file is replaced whole or not at all (see [`write_atomic`]), so an
//! editor or a browser's upload dialog never reads half a submission. It is
//! refused inside the kit's own `problems/`, `crates/` and `testdata/`: a
//! LeetCode paste written over `src/main.rs` would take the local harness
//! with it, and a stdin paste over another problem's file its code. Any
//! other path is the user's choice, and a previous paste there is replaced.

use std::path::{Path, PathBuf};

use anyhow::{bail, Result};

use crate::fsutil::write_atomic;
use crate::project::Project;

/// The folders of the kit `--out` never writes into.
const KIT_FOLDERS: [&str; 3] = ["problems", "crates", "testdata"];

/// Refuses a `path` inside the kit's own folders, or a folder: called
/// before `submit` judges anything, so a wrong path costs no wait.
pub fn check(project: &Project, path: &Path) -> Result<()> {
    if path.is_dir() {
        bail!("--out {}: is a folder; give a file name", path.display());
    }
    let absolute = absolute(path);
    let root = absolute_dir(project.root());
    for folder in KIT_FOLDERS {
        if absolute.starts_with(root.join(folder)) {
            bail!(
                "--out {}: inside the kit's {}/, where it would replace your own files; write it elsewhere (e.g. /tmp/{})",
                path.display(),
                folder,
                path.file_name().map_or("submission.rs".into(), |name| name.to_string_lossy())
            );
        }
    }
    Ok(())
}

/// Writes `text` to `path`, after [`check`].
pub fn write(project: &Project, path: &Path, text: &str) -> Result<()> {
    check(project, path)?;
    write_atomic(path, text.as_bytes())
}

/// `path` made absolute, with its folder's symbolic links resolved (the
/// file itself may not exist yet).
fn absolute(path: &Path) -> PathBuf {
    let path = std::env::current_dir().map_or(path.to_path_buf(), |here| here.join(path));
    match (path.parent(), path.file_name()) {
        (Some(dir), Some(name)) => absolute_dir(dir).join(name),
        _ => path,
    }
}

fn absolute_dir(dir: &Path) -> PathBuf {
    dir.canonicalize().unwrap_or_else(|_| dir.to_path_buf())
}
