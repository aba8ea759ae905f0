//! Compiling one file with plain `rustc`, the way a judge does: no Cargo, no
//! crates, just the file, an edition, an optimisation level and the judge's
//! flags; and [`Cache`], which keeps what was built so an unchanged file is
//! never compiled twice.
//!
//! Warnings are warnings, never errors, as on every judge (Luogu passes `-W
//! warnings`, which only shows them): a build returns them, one line each
//! (`main.rs:1:5: warning: unused import: ...`), and the caller shows them.
//! Only the judge-build check of the kit's own examples denies them (see
//! [`crate::manifest::WarningsSetting`]).

use std::collections::hash_map::DefaultHasher;
use std::env;
use std::ffi::OsString;
use std::fs;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::error::{Error, Result};

/// The editions every solution compiles under (a fact of the judges, kept in
/// [`crate::profile`]).
pub use crate::profile::EDITIONS;

/// What to produce.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Emit {
    /// A runnable binary at this optimisation level.
    Binary { opt_level: u8 },
    /// Only check: types, borrows and lints, no code generation (fast).
    Check,
}

/// What a warning does to a build.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Warnings {
    /// A warning fails the build (`-D warnings`): the kit's own examples
    /// in their judge-build check, never a user's file.
    Deny,
    /// Warnings are reported and the build goes on, as every judge does.
    Report,
}

/// Everything a build is asked for, beside the file.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Flags {
    pub edition: String,
    pub emit: Emit,
    /// Flags the judge adds after the opt-level (`--cfg ONLINE_JUDGE`,
    /// `-C target-cpu=native`), as rustc arguments.
    pub extra: Vec<String>,
    /// With debug information (`-g`), for a debugger.
    pub debuginfo: bool,
    pub warnings: Warnings,
    /// Another compiler than the one Cargo uses (an old rustc, say).
    pub compiler: Option<PathBuf>,
}

impl Flags {
    /// `edition`, `emit`, nothing else: warnings reported.
    pub fn new(edition: &str, emit: Emit) -> Flags {
        Flags {
            edition: edition.to_string(),
            emit,
            extra: Vec::new(),
            debuginfo: false,
            warnings: Warnings::Report,
            compiler: None,
        }
    }

    /// How the build is called, for messages: `rustc --edition 2021 -C
    /// opt-level=2 --cfg ONLINE_JUDGE`.
    pub fn command_line(&self) -> String {
        let mut line = format!("rustc --edition {}", self.edition);
        match self.emit {
            Emit::Binary { opt_level } => line.push_str(&format!(" -C opt-level={}", opt_level)),
            Emit::Check => line.push_str(" --emit=metadata"),
        }
        for flag in &self.extra {
            line.push(' ');
            line.push_str(flag);
        }
        if self.debuginfo {
            line.push_str(" -g");
        }
        line
    }
}

/// Compiles `source` with `--edition edition` into `output`, warnings
/// reported; returns them, or the first error as one line.
pub fn compile(source: &Path, edition: &str, emit: Emit, output: &Path) -> Result<Vec<String>> {
    build(source, &Flags::new(edition, emit), output)
}

/// Compiles `source` as `flags` say into `output`; returns the warnings,
/// one line each (`file:line:col: warning: ...`), or the first error.
pub fn build(source: &Path, flags: &Flags, output: &Path) -> Result<Vec<String>> {
    let compiler = flags.compiler.clone().map_or_else(rustc, OsString::from);
    let mut command = Command::new(&compiler);
    command.arg("--edition").arg(&flags.edition);
    if flags.warnings == Warnings::Deny {
        command.args(["-D", "warnings"]);
    }
    command
        .args(["--error-format=short", "--crate-type", "bin"])
        .args(["--crate-name", "solution"]);
    match flags.emit {
        Emit::Binary { opt_level } => {
            command.arg("-C").arg(format!("opt-level={}", opt_level));
            command.args(&flags.extra);
            if flags.debuginfo {
                command.arg("-g");
            }
        }
        Emit::Check => {
            command.arg("--emit=metadata");
            // The `--cfg`s change what is compiled; code generation flags do not.
            let mut extra = flags.extra.iter();
            while let Some(flag) = extra.next() {
                if flag == "--cfg" {
                    command.arg(flag).args(extra.next());
                }
            }
        }
    }
    command.arg("-o").arg(output).arg(source);
    let result = command.output().map_err(|reason| Error::Run {
        program: PathBuf::from(&compiler),
        reason,
    })?;
    let stderr = String::from_utf8_lossy(&result.stderr);
    if result.status.success() {
        return Ok(warnings_in(&stderr));
    }
    Err(Error::Compile {
        file: source.display().to_string(),
        error: first_error(&stderr),
        hint: None,
    })
}

/// Built programs, kept by what built them: the file's bytes, the flags and
/// the compiler's version. An unchanged file is compiled once, whichever
/// command or test asks, and its warnings are kept with it to be shown again.
#[derive(Debug, Clone)]
pub struct Cache {
    dir: PathBuf,
}

/// A program a [`Cache`] holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Built {
    pub program: PathBuf,
    pub warnings: Vec<String>,
}

impl Cache {
    /// A cache in `dir` (made when first written).
    pub fn new(dir: impl Into<PathBuf>) -> Cache {
        Cache { dir: dir.into() }
    }

    /// The cache of a target folder: `<target>/judging/builds`.
    pub fn in_target(target: &Path) -> Cache {
        Cache::new(target.join("judging").join("builds"))
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// `source` built as `flags` say, `name` naming it in the cache (one
    /// entry per file and flags: a new version replaces the old one); built
    /// now unless the same bytes were built the same way before. The error
    /// is the compiler's first.
    pub fn build(&self, name: &str, source: &Path, flags: &Flags) -> Result<Built> {
        let bytes = fs::read(source).map_err(|err| Error::io("read", source, err))?;
        let slot = {
            let mut hasher = DefaultHasher::new();
            (name, source, flags).hash(&mut hasher);
            format!("{}-{:016x}", sanitized(name), hasher.finish())
        };
        let key = {
            let mut hasher = DefaultHasher::new();
            (&bytes, env!("JUDGING_RUSTC")).hash(&mut hasher);
            format!("{:016x}", hasher.finish())
        };
        let entry = self.dir.join(&slot);
        let program = entry.join("program");
        let record = entry.join("key");
        let warnings_file = entry.join("warnings");
        if fs::read_to_string(&record).is_ok_and(|recorded| recorded == key) && program.is_file() {
            let warnings = fs::read_to_string(&warnings_file).unwrap_or_default();
            return Ok(Built {
                program,
                warnings: warnings.lines().map(str::to_string).collect(),
            });
        }
        // Built aside and moved in whole, so a build killed halfway, or two
        // builds of one file at once, never leave a half-written entry.
        fs::create_dir_all(&self.dir).map_err(|err| Error::io("create", &self.dir, err))?;
        let fresh = tempfile::Builder::new()
            .prefix(&format!(".{}-", slot))
            .tempdir_in(&self.dir)
            .map_err(|err| Error::io("create a folder in", &self.dir, err))?;
        let warnings = build(source, flags, &fresh.path().join("program"))?;
        let write = |file: &str, text: String| {
            let path = fresh.path().join(file);
            fs::write(&path, text).map_err(|err| Error::io("write", path, err))
        };
        write("warnings", warnings.join("\n"))?;
        write("key", key.clone())?;
        Ok(publish(fresh, &entry, &key, warnings))
    }
}

/// Moves the build in `fresh` (its `program`, `warnings` and `key`) to
/// `entry`, replacing an older version there; what to run.
///
/// An entry that holds the same key already was published by another build
/// of the same bytes that missed at the same time (two tests judging one
/// fixture on an empty cache, two judges of one file): it is kept, and
/// this build dropped, since the other may be running from it. Replacing
/// it left a moment without `entry/program`, and a run of the other
/// started then failed: "cannot run ...: No such file or directory".
fn publish(fresh: tempfile::TempDir, entry: &Path, key: &str, warnings: Vec<String>) -> Built {
    let program = entry.join("program");
    if fs::read_to_string(entry.join("key")).is_ok_and(|recorded| recorded == key)
        && program.is_file()
    {
        return Built { program, warnings };
    }
    let _ = fs::remove_dir_all(entry);
    let fresh = fresh.keep();
    if fs::rename(&fresh, entry).is_err() {
        // Another build of the same slot won: use this one from where it is.
        return Built {
            program: fresh.join("program"),
            warnings,
        };
    }
    Built { program, warnings }
}

/// `name` with only the characters a folder name can always hold.
fn sanitized(name: &str) -> String {
    name.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

/// The warnings in rustc's short-format output, without its closing count
/// (`warning: 2 warnings emitted`).
fn warnings_in(stderr: &str) -> Vec<String> {
    stderr
        .lines()
        .filter(|line| line.contains("warning: ") && !line.starts_with("warning: "))
        .map(|line| line.trim().to_string())
        .collect()
}

/// The compiler Cargo would use, so a toolchain override applies here too.
fn rustc() -> OsString {
    env::var_os("RUSTC").unwrap_or_else(|| OsString::from("rustc"))
}

/// The first error in rustc's short-format output (`file:line:col: error...`).
fn first_error(stderr: &str) -> String {
    stderr
        .lines()
        .find(|line| line.contains("error"))
        .unwrap_or_else(|| {
            stderr
                .lines()
                .next()
                .unwrap_or("rustc failed and said nothing")
        })
        .trim()
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn compile_text(text: &str, edition: &str) -> std::result::Result<Vec<String>, String> {
        let dir = tempfile::tempdir().unwrap();
        let source = dir.path().join("main.rs");
        fs::write(&source, text).unwrap();
        compile(&source, edition, Emit::Check, &dir.path().join("out")).map_err(|err| err.detail())
    }

    #[test]
    fn a_clean_file_compiles_under_every_edition() {
        for edition in EDITIONS {
            assert_eq!(compile_text("fn main() {}\n", edition), Ok(vec![]));
        }
    }

    #[test]
    fn warnings_are_returned_and_the_build_goes_on_unless_denied() {
        let dir = tempfile::tempdir().unwrap();
        let source = dir.path().join("main.rs");
        fs::write(&source, "use std::io::Read;\nfn main() { let x = 1; }\n").unwrap();
        let output = dir.path().join("out");
        let warnings = build(&source, &Flags::new("2021", Emit::Check), &output).unwrap();
        assert_eq!(warnings.len(), 2, "{:?}", warnings);
        assert!(
            warnings[0].ends_with("main.rs:1:5: warning: unused import: `std::io::Read`"),
            "{:?}",
            warnings
        );
        assert!(
            warnings[1].contains("unused variable: `x`"),
            "{:?}",
            warnings
        );
        let mut denied = Flags::new("2021", Emit::Check);
        denied.warnings = Warnings::Deny;
        let error = build(&source, &denied, &output).unwrap_err().detail();
        assert!(
            error.contains("main.rs:1:5: error: unused import"),
            "{}",
            error
        );
    }

    #[test]
    fn an_error_is_the_first_one_with_its_place() {
        let error = compile_text("fn main() { let x: u8 = \"no\"; }\n", "2021").unwrap_err();
        assert!(
            error.contains("main.rs:1:25: error[E0308]: mismatched types"),
            "{}",
            error
        );
    }

    #[test]
    fn edition_differences_show() {
        // `gen` is a keyword from 2024 on.
        assert!(compile_text("fn main() { let gen = 1; let _ = gen; }\n", "2021").is_ok());
        let error = compile_text("fn main() { let gen = 1; let _ = gen; }\n", "2024").unwrap_err();
        assert!(error.contains("error"), "{}", error);
    }

    #[test]
    fn the_cache_builds_a_file_once_and_again_when_it_changes() {
        let dir = tempfile::tempdir().unwrap();
        let source = dir.path().join("main.rs");
        fs::write(&source, "use std::io::Read;\nfn main() {}\n").unwrap();
        let cache = Cache::new(dir.path().join("cache"));
        let flags = Flags::new("2021", Emit::Binary { opt_level: 0 });
        let first = cache.build("p", &source, &flags).unwrap();
        assert_eq!(first.warnings.len(), 1, "{:?}", first.warnings);
        let built_at = fs::metadata(&first.program).unwrap().modified().unwrap();
        let again = cache.build("p", &source, &flags).unwrap();
        assert_eq!(again, first);
        assert_eq!(
            fs::metadata(&again.program).unwrap().modified().unwrap(),
            built_at
        );
        fs::write(&source, "fn main() {}\n").unwrap();
        let changed = cache.build("p", &source, &flags).unwrap();
        assert_eq!(changed.warnings, Vec::<String>::new());
        // One entry per name and flags: the old build was replaced.
        let entries = fs::read_dir(cache.dir()).unwrap().count();
        assert_eq!(entries, 1);
    }

    /// Two builds of the same bytes that missed at once: the second to end
    /// leaves the first's entry as it is (a run may be starting from it)
    /// and drops its own; a build of other bytes replaces it.
    #[test]
    fn a_build_of_the_same_bytes_finishing_second_keeps_the_first_ones_entry() {
        let dir = tempfile::tempdir().unwrap();
        let source = dir.path().join("main.rs");
        fs::write(&source, "fn main() {}\n").unwrap();
        let cache = Cache::new(dir.path().join("cache"));
        let flags = Flags::new("2021", Emit::Binary { opt_level: 0 });
        let first = cache.build("p", &source, &flags).unwrap();
        let entry = first.program.parent().unwrap().to_path_buf();
        let key = fs::read_to_string(entry.join("key")).unwrap();
        let original = fs::read(&first.program).unwrap();
        let late = |key: &str| {
            let fresh = tempfile::tempdir_in(cache.dir()).unwrap();
            fs::write(fresh.path().join("program"), "the late build").unwrap();
            fs::write(fresh.path().join("warnings"), "").unwrap();
            fs::write(fresh.path().join("key"), key).unwrap();
            let kept = fresh.path().to_path_buf();
            (publish(fresh, &entry, key, Vec::new()), kept)
        };
        let (same, dropped) = late(&key);
        assert_eq!(same.program, first.program);
        assert_eq!(fs::read(&first.program).unwrap(), original);
        assert!(!dropped.exists(), "the late build was not dropped");
        let (other, _) = late("another key");
        assert_eq!(other.program, first.program);
        assert_eq!(fs::read(&other.program).unwrap(), b"the late build");
        assert_eq!(fs::read_dir(cache.dir()).unwrap().count(), 1);
    }
}
