//! The cases under `testdata/<problem>/`, and where their expected outputs come from.
//!
//! `sample-*.in`/`.out` are the statement's samples, copied exactly. Every
//! other case's `.out` must be what the slow reference solver produces (see
//! [`crate::reference`]), never what the solution printed: this module checks
//! that, and rewrites such files only when asked to with `TESTDATA_WRITE=1`.

use std::env;
use std::fs;
use std::path::{Path, PathBuf};

use crate::check::Rule;

/// The workspace root.
pub fn root() -> PathBuf {
    let manifest_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    manifest_dir
        .ancestors()
        .nth(2)
        .unwrap_or(manifest_dir)
        .to_path_buf()
}

/// The `.in` files of a problem, sorted by name.
pub fn inputs(problem: &str) -> Vec<PathBuf> {
    let dir = root().join("testdata").join(problem);
    inputs_in(&dir).unwrap_or_else(|err| panic!("cannot list {}: {}", dir.display(), err))
}

/// The `.in` files in `dir`, with numbers sorted as numbers (`n-2` before
/// `n-13`), as `cargo xtask judge` lists them too.
pub fn inputs_in(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut inputs = Vec::new();
    for entry in fs::read_dir(dir)? {
        let path = entry?.path();
        if path.extension().is_some_and(|ext| ext == "in") {
            inputs.push(path);
        }
    }
    inputs.sort_by_key(|path| natural_key(path));
    Ok(inputs)
}

/// Sorts `sample-2` before `sample-10` and `n-2` before `n-13`: runs of
/// digits compare as numbers.
fn natural_key(path: &Path) -> Vec<(String, u64)> {
    let name = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
    let mut key = Vec::new();
    let mut text = String::new();
    let mut chars = name.chars().peekable();
    while let Some(&ch) = chars.peek() {
        if ch.is_ascii_digit() {
            let mut number = 0u64;
            while let Some(digit) = chars.peek().and_then(|c| c.to_digit(10)) {
                number = number.saturating_mul(10).saturating_add(u64::from(digit));
                chars.next();
            }
            key.push((std::mem::take(&mut text), number));
        } else {
            text.push(ch);
            chars.next();
        }
    }
    key.push((text, 0));
    key
}

fn is_sample(input: &Path) -> bool {
    input
        .file_name()
        .and_then(|name| name.to_str())
        .is_some_and(|name| name.starts_with("sample-"))
}

/// The board size a case's input holds.
fn board_size(input: &Path) -> usize {
    let text = fs::read_to_string(input)
        .unwrap_or_else(|err| panic!("cannot read {}: {}", input.display(), err));
    text.trim().parse().unwrap_or_else(|_| {
        panic!(
            "{}: expected one board size; found {:?}",
            input.display(),
            text
        )
    })
}

/// Checks every case of `problem` against `reference`, which formats the
/// reference solver's answer for a board size as the judge expects it:
/// statement samples must agree with it by the judge's `rule` (which checks
/// the reference's formatting against the statement), and every other `.out`
/// must equal it byte for byte.
pub fn check_against_reference(problem: &str, rule: Rule, reference: impl Fn(usize) -> String) {
    let write = env::var_os("TESTDATA_WRITE").is_some() && env::var_os("CI").is_none();
    let inputs = inputs(problem);
    assert!(!inputs.is_empty(), "testdata/{} has no .in files", problem);
    let mut stale = Vec::new();
    for input in inputs {
        let n = board_size(&input);
        let expected_path = input.with_extension("out");
        let on_disk = fs::read_to_string(&expected_path).unwrap_or_default();
        let from_reference = reference(n);
        if is_sample(&input) {
            if let Err(difference) = rule.check(&on_disk, &from_reference) {
                panic!(
                    "{}: the reference disagrees with the statement's sample:\n{}",
                    expected_path.display(),
                    difference
                );
            }
        } else if on_disk != from_reference {
            if write {
                fs::write(&expected_path, &from_reference).expect("write the expected output");
            } else {
                stale.push(expected_path.display().to_string());
            }
        }
    }
    assert!(
        stale.is_empty(),
        "these expected outputs differ from the reference solver's:\n  {}\n\
         rewrite them with `TESTDATA_WRITE=1 cargo test -p {} --test reference`",
        stale.join("\n  "),
        problem
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cases_sort_with_numbers_as_numbers() {
        let mut names = vec!["n-13", "sample-1", "n-2", "n-9", "sample-10", "sample-2"];
        names.sort_by_key(|name| natural_key(Path::new(&format!("{}.in", name))));
        assert_eq!(
            names,
            ["n-2", "n-9", "n-13", "sample-1", "sample-2", "sample-10"]
        );
    }
}
