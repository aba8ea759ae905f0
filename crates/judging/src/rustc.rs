//! Compiling one file with plain `rustc`, the way a judge does: no Cargo, no
//! crates, just the file, an edition and an optimisation level.

use std::env;
use std::ffi::OsString;
use std::path::Path;
use std::process::Command;

/// The editions every solution must compile under, whatever its judge: a
/// file may go to another judge, and judges offer each (CSES 2018,
/// Codeforces 2021 and 2024, AtCoder 2024; see `crate::profile`).
pub const EDITIONS: [&str; 3] = ["2018", "2021", "2024"];

/// What to produce.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Emit {
    /// A runnable binary at this optimisation level.
    Binary { opt_level: u8 },
    /// Only check: types, borrows and lints, no code generation (fast).
    Check,
}

/// Compiles `source` with `--edition edition -D warnings` into `output`.
/// On failure, returns the compiler's first error as one line.
pub fn compile(source: &Path, edition: &str, emit: Emit, output: &Path) -> Result<(), String> {
    compile_with(source, edition, emit, &[], output)
}

/// Compiles `source` as a judge does: warnings are warnings, never errors
/// (no judge builds with `-D warnings`; Luogu passes `-W warnings`, which
/// only shows them). Returns the warnings, one line each
/// (`main.rs:1:5: warning: unused import: ...`), or the first error.
///
/// This is the check for a user's own file: `submit` shows the warnings
/// and goes on; the kit's own example problems keep `-D warnings` through
/// [`compile`], a standard of the repository rather than of any judge.
pub fn compile_as_judge(
    source: &Path,
    edition: &str,
    emit: Emit,
    codegen: &[&str],
    output: &Path,
) -> Result<Vec<String>, String> {
    build(source, edition, emit, codegen, Warnings::Report, output)
}

/// [`compile`], with more code-generation flags for a binary (a judge's
/// `-C target-cpu=native`, say: see `Judge::codegen_flags`).
pub fn compile_with(
    source: &Path,
    edition: &str,
    emit: Emit,
    codegen: &[&str],
    output: &Path,
) -> Result<(), String> {
    build(source, edition, emit, codegen, Warnings::Deny, output).map(|_| ())
}

/// What a warning does to a build.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Warnings {
    /// A warning fails the build (`-D warnings`), the kit's own standard.
    Deny,
    /// Warnings are reported and the build goes on, as every judge does.
    Report,
}

/// Compiles `source` as [`compile_with`] does, with `warnings` deciding
/// whether a warning fails; returns the warnings, one line each
/// (`file:line:col: warning: ...`), or the first error.
pub fn build(
    source: &Path,
    edition: &str,
    emit: Emit,
    codegen: &[&str],
    warnings: Warnings,
    output: &Path,
) -> Result<Vec<String>, String> {
    build_by(
        Path::new(&rustc()),
        source,
        edition,
        emit,
        codegen,
        warnings,
        output,
    )
}

/// [`build`] with the compiler `compiler` (an old rustc, say).
pub fn build_by(
    compiler: &Path,
    source: &Path,
    edition: &str,
    emit: Emit,
    codegen: &[&str],
    warnings: Warnings,
    output: &Path,
) -> Result<Vec<String>, String> {
    let mut command = Command::new(compiler);
    command.arg("--edition").arg(edition);
    if warnings == Warnings::Deny {
        command.args(["-D", "warnings"]);
    }
    command
        .args(["--error-format=short", "--crate-type", "bin"])
        .args(["--crate-name", "solution"]);
    match emit {
        Emit::Binary { opt_level } => {
            command.arg("-C").arg(format!("opt-level={}", opt_level));
            command.args(codegen);
        }
        Emit::Check => {
            command.arg("--emit=metadata");
        }
    }
    command.arg("-o").arg(output).arg(source);
    let result = command
        .output()
        .map_err(|err| format!("cannot run {}: {}", compiler.display(), err))?;
    let stderr = String::from_utf8_lossy(&result.stderr);
    if result.status.success() {
        return Ok(warnings_in(&stderr));
    }
    Err(first_error(&stderr))
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
    use std::fs;

    fn compile_text(text: &str, edition: &str) -> Result<(), String> {
        let dir = tempfile::tempdir().unwrap();
        let source = dir.path().join("main.rs");
        fs::write(&source, text).unwrap();
        compile(&source, edition, Emit::Check, &dir.path().join("out"))
    }

    #[test]
    fn a_clean_file_compiles_under_every_edition() {
        for edition in EDITIONS {
            assert_eq!(compile_text("fn main() {}\n", edition), Ok(()));
        }
    }

    #[test]
    fn a_warning_is_an_error_and_the_first_one_is_reported() {
        let error = compile_text("fn main() { let x = 1; }\n", "2021").unwrap_err();
        assert!(
            error.contains("main.rs:1:17: error: unused variable: `x`"),
            "{}",
            error
        );
    }

    #[test]
    fn reported_warnings_are_returned_and_the_build_goes_on() {
        let dir = tempfile::tempdir().unwrap();
        let source = dir.path().join("main.rs");
        fs::write(&source, "use std::io::Read;\nfn main() {}\n").unwrap();
        let output = dir.path().join("out");
        let warnings = build(&source, "2021", Emit::Check, &[], Warnings::Report, &output).unwrap();
        assert_eq!(warnings.len(), 1, "{:?}", warnings);
        assert!(
            warnings[0].contains("main.rs:1:5: warning: unused import: `std::io::Read`"),
            "{:?}",
            warnings
        );
        let denied = build(&source, "2021", Emit::Check, &[], Warnings::Deny, &output);
        assert!(denied.unwrap_err().contains("error: unused import"));
    }

    #[test]
    fn a_judges_build_shows_warnings_and_refuses_only_errors() {
        let dir = tempfile::tempdir().unwrap();
        let source = dir.path().join("main.rs");
        let out = dir.path().join("out");
        fs::write(&source, "use std::io::Read;\nfn main() { let x = 1; }\n").unwrap();
        let warnings = compile_as_judge(&source, "2021", Emit::Check, &[], &out).unwrap();
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
        fs::write(&source, "fn main() { let x: u8 = \"no\"; }\n").unwrap();
        let error = compile_as_judge(&source, "2021", Emit::Check, &[], &out).unwrap_err();
        assert!(
            error.contains("error[E0308]: mismatched types"),
            "{}",
            error
        );
        fs::write(&source, "fn main() {}\n").unwrap();
        assert_eq!(
            compile_as_judge(&source, "2024", Emit::Binary { opt_level: 2 }, &[], &out),
            Ok(vec![])
        );
    }

    #[test]
    fn edition_differences_show() {
        // `async` is a keyword from 2018 on, `gen` from 2024 on.
        assert!(compile_text("fn main() { let gen = 1; let _ = gen; }\n", "2021").is_ok());
        let error = compile_text("fn main() { let gen = 1; let _ = gen; }\n", "2024").unwrap_err();
        assert!(error.contains("error"), "{}", error);
    }
}
