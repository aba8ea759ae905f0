//! The golden tests' snapshot files: one per case, named after the case.
//!
//! A case's snapshot is `tests/snapshots/golden__judged_cases@<case>.in.snap`
//! in its problem's folder, whatever the number of cases (`insta::glob!`
//! drops the suffix when a folder holds one case, which left a file behind
//! when a second one came). These names are the ones insta writes and
//! `cargo insta review` reads; `cargo xtask accept` uses the functions here
//! to find what it may write and what is left over.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// The snapshot of every case starts with this, then `@` and [`suffix`].
pub const PREFIX: &str = "golden__judged_cases";

/// The part of a snapshot's name that names its case: the input's file name.
pub fn suffix(input: &Path) -> String {
    input
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// Where a problem's snapshots are.
pub fn dir(problem_dir: &Path) -> PathBuf {
    problem_dir.join("tests").join("snapshots")
}

/// The snapshot file of the case `input`.
pub fn file_name(input: &Path) -> String {
    format!("{}@{}.snap", PREFIX, suffix(input))
}

/// What a snapshot file holds, as insta compares it: the text after its
/// header, without trailing whitespace; `None` when there is no such file.
pub fn read(path: &Path) -> io::Result<Option<String>> {
    let text = match fs::read_to_string(path) {
        Ok(text) => text,
        Err(err) if err.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(err) => return Err(err),
    };
    let text = text.replace("\r\n", "\n");
    // The header is a block between two `---` lines; insta's older files
    // had none.
    let contents = match text.strip_prefix("---\n") {
        Some(rest) => match rest.find("\n---\n") {
            Some(end) => &rest[end + "\n---\n".len()..],
            None => rest,
        },
        None => &text[..],
    };
    Ok(Some(contents.trim_end().to_string()))
}

/// Writes a new snapshot of `contents` for the case `input` (named as the
/// workspace sees it, e.g. `testdata/cf-1a/sample-1.in`) of the problem in
/// the folder `problem_dir` (likewise, `problems/cf-1a`), in
/// insta's format, exactly as `cargo xtask accept` would have it written.
/// Never replaces a file: an existing snapshot is an error.
pub fn write_new(path: &Path, problem_dir: &str, input: &str, contents: &str) -> io::Result<()> {
    let text = format!(
        "---\nsource: {}/tests/golden.rs\nexpression: text\ninput_file: {}\n---\n{}\n",
        problem_dir,
        input,
        contents.trim_end()
    );
    let dir = path.parent().unwrap_or_else(|| Path::new("."));
    fs::create_dir_all(dir)?;
    let mut staged = tempfile::NamedTempFile::new_in(dir)?;
    io::Write::write_all(&mut staged, text.as_bytes())?;
    // A temporary file is private (0600); a snapshot is an ordinary file
    // of the repository, readable as every other one is.
    set_readable(staged.path())?;
    staged.persist_noclobber(path).map_err(|err| err.error)?;
    Ok(())
}

#[cfg(unix)]
fn set_readable(path: &Path) -> io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    fs::set_permissions(path, fs::Permissions::from_mode(0o644))
}

#[cfg(not(unix))]
fn set_readable(_: &Path) -> io::Result<()> {
    Ok(())
}

/// What is left over in a snapshot folder, given the cases that exist:
/// golden snapshots of cases that no longer exist (or named without their
/// case), and insta's pending files (`.snap.new`, `.pending-snap`).
pub fn leftovers(snapshot_dir: &Path, inputs: &[PathBuf]) -> io::Result<Vec<PathBuf>> {
    let wanted: Vec<String> = inputs.iter().map(|input| file_name(input)).collect();
    let mut found = Vec::new();
    let entries = match fs::read_dir(snapshot_dir) {
        Ok(entries) => entries,
        Err(err) if err.kind() == io::ErrorKind::NotFound => return Ok(found),
        Err(err) => return Err(err),
    };
    for entry in entries {
        let path = entry?.path();
        let name = path
            .file_name()
            .map(|name| name.to_string_lossy().into_owned())
            .unwrap_or_default();
        let pending = name.ends_with(".snap.new") || name.ends_with(".pending-snap");
        let orphan = name.starts_with(PREFIX) && name.ends_with(".snap") && !wanted.contains(&name);
        if pending || orphan {
            found.push(path);
        }
    }
    found.sort();
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_case_has_its_own_name_even_alone() {
        let input = Path::new("testdata/p/sample-1.in");
        assert_eq!(file_name(input), "golden__judged_cases@sample-1.in.snap");
        assert_eq!(suffix(input), "sample-1.in");
    }

    #[test]
    fn a_written_snapshot_reads_back_and_is_never_replaced() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir
            .path()
            .join("snapshots")
            .join(file_name(Path::new("sample-1.in")));
        assert_eq!(read(&path).unwrap(), None);
        write_new(
            &path,
            "problems/p",
            "testdata/p/sample-1.in",
            "YES\n(end)\n",
        )
        .unwrap();
        assert_eq!(read(&path).unwrap().as_deref(), Some("YES\n(end)"));
        let written = fs::read_to_string(&path).unwrap();
        assert!(written.starts_with("---\nsource: problems/p/tests/golden.rs\n"));
        // Issue 42: snapshots were written private (0600), as temporary
        // files are.
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = fs::metadata(&path).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o644);
        }
        assert!(write_new(&path, "problems/p", "testdata/p/sample-1.in", "NO").is_err());
        assert_eq!(read(&path).unwrap().as_deref(), Some("YES\n(end)"));
    }

    #[test]
    fn a_snapshot_reads_as_its_contents() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.snap");
        fs::write(
            &path,
            "---\nsource: x\nexpression: text\n---\nline 1\n---\nline 3\n\n",
        )
        .unwrap();
        assert_eq!(read(&path).unwrap().as_deref(), Some("line 1\n---\nline 3"));
    }

    #[test]
    fn pending_files_and_snapshots_of_missing_cases_are_left_over() {
        let dir = tempfile::tempdir().unwrap();
        for name in [
            "golden__judged_cases@sample-1.in.snap",
            "golden__judged_cases@sample-2.in.snap",
            "golden__judged_cases@sample-1.in.snap.new",
            "golden__judged_cases.snap",
            ".golden.pending-snap",
            "other__test.snap",
        ] {
            fs::write(dir.path().join(name), "").unwrap();
        }
        let inputs = [PathBuf::from("testdata/p/sample-1.in")];
        let names: Vec<String> = leftovers(dir.path(), &inputs)
            .unwrap()
            .iter()
            .map(|path| path.file_name().unwrap().to_string_lossy().into_owned())
            .collect();
        assert_eq!(
            names,
            [
                ".golden.pending-snap",
                "golden__judged_cases.snap",
                "golden__judged_cases@sample-1.in.snap.new",
                "golden__judged_cases@sample-2.in.snap",
            ]
        );
        assert!(leftovers(&dir.path().join("none"), &inputs)
            .unwrap()
            .is_empty());
    }
}
