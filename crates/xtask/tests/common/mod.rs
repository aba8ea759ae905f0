//! Helpers the command-line tests share: scratch copies of kits.

// Each test file that includes this module uses only some of it.
#![allow(dead_code)]

pub mod listener;

use std::fs;
use std::path::Path;

/// Copies the folder `from` to `to`, recursively.
pub fn copy_dir(from: &Path, to: &Path) {
    fs::create_dir_all(to).unwrap();
    for entry in fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &to.join(entry.file_name()));
        } else {
            fs::copy(entry.path(), to.join(entry.file_name())).unwrap();
        }
    }
}

/// A scratch kit, the one every command-line test starts from: the core's
/// source (scaffolding vendors it) and empty `problems/` and `testdata/`,
/// removed when dropped.
pub fn scratch_kit() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    lay_kit(dir.path());
    dir
}

/// Lays [`scratch_kit`]'s files in `dir`, for a test that owns the folder.
pub fn lay_kit(dir: &Path) {
    let core = Path::new(env!("CARGO_MANIFEST_DIR")).join("../cpkit/src");
    copy_dir(&core, &dir.join("crates/cpkit/src"));
    fs::create_dir_all(dir.join("problems")).unwrap();
    fs::create_dir_all(dir.join("testdata")).unwrap();
}

/// The target folder this test suite was built into (`CARGO_TARGET_DIR`, or
/// the checkout's `target/`): where xtask writes its own files, and where a
/// test's nested cargo builds so that it reuses what is built.
pub fn target_dir() -> std::path::PathBuf {
    // The xtask binary lives in <target>/<profile>/xtask.
    Path::new(env!("CARGO_BIN_EXE_xtask"))
        .parent()
        .and_then(Path::parent)
        .expect("the xtask binary lives in <target>/<profile>/")
        .to_path_buf()
}

/// The `[profile.*]` sections of this checkout's root manifest, for a
/// miniature kit's: built with the same settings, a miniature reuses the
/// dependencies this suite built instead of building them again.
pub fn root_profiles() -> String {
    let manifest =
        fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../../Cargo.toml")).unwrap();
    let start = manifest
        .find("\n[profile.")
        .expect("the root manifest sets profiles");
    manifest[start..].to_string()
}
