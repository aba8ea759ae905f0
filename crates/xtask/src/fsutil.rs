//! File writes that never leave a half-written file behind.

use std::fs;
use std::io::Write;
use std::path::Path;

use anyhow::{Context, Result};

/// Refuses a file its owner made read-only: a rename replaces a file
/// whatever its permissions (and root writes through them), so a tool that
/// writes through a rename must look first. Issue 48: `vendor` replaced a
/// read-only `main.rs` and exited 0.
pub fn refuse_read_only(path: &Path) -> Result<()> {
    use std::os::unix::fs::PermissionsExt;
    match fs::metadata(path) {
        Ok(meta) if meta.is_file() && meta.permissions().mode() & 0o200 == 0 => anyhow::bail!(
            "{} is read-only, so it is left as it is; make it writable (chmod u+w) to let the kit \
             change it",
            path.display()
        ),
        _ => Ok(()),
    }
}

/// Replaces `path` with `contents` atomically: the bytes go to a temporary
/// file in the same directory, which is then renamed over `path`. A reader,
/// or a crash at any moment, sees the old file or the new one, never a mix.
/// A read-only file is refused ([`refuse_read_only`]).
pub fn write_atomic(path: &Path, contents: &[u8]) -> Result<()> {
    refuse_read_only(path)?;
    via_temporary(path, contents, |tmp| {
        if let Ok(meta) = fs::metadata(path) {
            fs::set_permissions(tmp, meta.permissions())?;
        }
        fs::rename(tmp, path)
    })
}

/// Rewrites `path`, a file someone may be editing, without ever losing
/// their save: reads it, asks `change` what the new text is (`None`: leave
/// it), writes that beside it, and just before putting it in place reads
/// the file again; if it changed meanwhile (an editor saved), starts over
/// from the new text. Returns the text written, or `None` when `change`
/// left the file as it was. A read-only file is refused
/// ([`refuse_read_only`]) before anything is written.
///
/// A save that lands in the last instant between that second read and the
/// rename is the only one that could still be lost; an editor that saves
/// after the rename keeps its own text, and the next round starts again.
pub fn update(
    path: &Path,
    mut change: impl FnMut(&str) -> Result<Option<String>>,
) -> Result<Option<String>> {
    const ATTEMPTS: usize = 50;
    for _ in 0..ATTEMPTS {
        let read =
            fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
        let Some(new) = change(&read)? else {
            return Ok(None);
        };
        if new == read {
            return Ok(None);
        }
        refuse_read_only(path)?;
        let replaced = via_temporary(path, new.as_bytes(), |tmp| {
            if let Ok(meta) = fs::metadata(path) {
                fs::set_permissions(tmp, meta.permissions())?;
            }
            // The file as it is now: unchanged since it was read, or a save
            // came in and this write must not replace it.
            if fs::read(path)? != read.as_bytes() {
                return Ok(false);
            }
            fs::rename(tmp, path).map(|()| true)
        })?;
        if replaced {
            return Ok(Some(new));
        }
    }
    anyhow::bail!(
        "{} kept changing while it was being rewritten ({} times); nothing was written",
        path.display(),
        ATTEMPTS
    )
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
    fn an_update_starts_over_when_the_file_changed_under_it() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("main.rs");
        fs::write(&path, "one").unwrap();
        let mut calls = 0;
        let written = update(&path, |text| {
            calls += 1;
            if calls == 1 {
                // An editor saves while the new text is being made.
                fs::write(&path, "two").unwrap();
            }
            Ok(Some(format!("{} + region", text)))
        })
        .unwrap();
        assert_eq!(calls, 2);
        assert_eq!(written.as_deref(), Some("two + region"));
        assert_eq!(fs::read_to_string(&path).unwrap(), "two + region");
        // Nothing to change: nothing written.
        assert_eq!(update(&path, |_| Ok(None)).unwrap(), None);
        assert_eq!(
            update(&path, |text| Ok(Some(text.to_string()))).unwrap(),
            None
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
