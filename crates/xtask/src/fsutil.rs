//! File writes that never leave a half-written file behind.

use std::fs;
use std::io::Write;
use std::path::Path;

use anyhow::{Context, Result};

/// Replaces `path` with `contents` atomically: the bytes go to a temporary
/// file in the same directory, which is then renamed over `path`. A reader,
/// or a crash at any moment, sees the old file or the new one, never a mix.
pub fn write_atomic(path: &Path, contents: &[u8]) -> Result<()> {
    via_temporary(path, contents, |tmp| {
        if let Ok(meta) = fs::metadata(path) {
            fs::set_permissions(tmp, meta.permissions())?;
        }
        fs::rename(tmp, path)
    })
}

/// Writes `contents` to `path` only if no file of that name exists, in one
/// step: the bytes go to a temporary file that is then hard-linked to
/// `path`, which fails rather than replace a file that appeared meanwhile.
/// Returns whether the file was written.
pub fn write_new(path: &Path, contents: &[u8]) -> Result<bool> {
    via_temporary(path, contents, |tmp| match fs::hard_link(tmp, path) {
        Ok(()) => Ok(true),
        Err(err) if err.kind() == std::io::ErrorKind::AlreadyExists => Ok(false),
        Err(err) => Err(err),
    })
}

/// Writes `contents` to a temporary file beside `path` and lets `commit`
/// put it in place; the temporary file is gone afterwards either way.
fn via_temporary<T>(
    path: &Path,
    contents: &[u8],
    commit: impl FnOnce(&Path) -> std::io::Result<T>,
) -> Result<T> {
    let dir = path
        .parent()
        .with_context(|| format!("{} has no parent directory", path.display()))?;
    let name = path
        .file_name()
        .with_context(|| format!("{} is not a file path", path.display()))?;
    let tmp = dir.join(format!(
        ".{}.{}.tmp",
        name.to_string_lossy(),
        std::process::id()
    ));
    let result = (|| {
        let mut file = fs::File::create(&tmp)?;
        file.write_all(contents)?;
        file.sync_all()?;
        commit(&tmp)
    })();
    let _ = fs::remove_file(&tmp);
    result.with_context(|| format!("cannot write {}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replaces_the_file_and_leaves_no_temporary_behind() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("main.rs");
        fs::write(&path, "old").unwrap();
        write_atomic(&path, b"new").unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "new");
        let names: Vec<_> = fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, ["main.rs"]);
    }

    #[test]
    fn a_failed_write_names_the_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("missing-dir").join("main.rs");
        let message = format!("{:#}", write_atomic(&path, b"x").unwrap_err());
        assert!(
            message.contains("cannot write") && message.contains("main.rs"),
            "{}",
            message
        );
    }

    #[test]
    fn a_new_file_is_written_and_an_existing_one_kept() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sample-1.in");
        assert!(write_new(&path, b"first").unwrap());
        assert!(!write_new(&path, b"second").unwrap());
        assert_eq!(fs::read_to_string(&path).unwrap(), "first");
        let names: Vec<_> = fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, ["sample-1.in"]);
    }
}
