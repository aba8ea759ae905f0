//! A problem's cases (see [`crate::layout`] for where they are): `<case>.in` and the expected
//! `<case>.out` beside it, listed in natural order (`n-2` before `n-13`).
//!
//! `sample-*` cases are the statement's samples, copied exactly; `submit`
//! judges them before it prints anything. Every other case is the kit's own.

use std::fs;
use std::path::{Path, PathBuf};

/// The workspace root (of the checkout this crate was built from), found
/// as [`crate::layout::find_root`] finds it.
pub fn root() -> PathBuf {
    let manifest_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    crate::layout::find_root(manifest_dir).unwrap_or_else(|| manifest_dir.to_path_buf())
}

/// The `.in` files of the problem called `problem` in this checkout,
/// sorted by name.
pub fn inputs(problem: &str) -> Vec<PathBuf> {
    let dir = crate::layout::Layout::named(&root(), problem).cases;
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

/// Whether a case is one of the statement's samples (`sample-*.in`).
pub fn is_sample(input: &Path) -> bool {
    input
        .file_name()
        .and_then(|name| name.to_str())
        .is_some_and(|name| name.starts_with("sample-"))
}

/// A case's name: its input file without `.in` (`sample-1`, `n-13`).
pub fn name(input: &Path) -> String {
    input
        .file_stem()
        .map(|stem| stem.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// The expected output beside a case's input: `sample-1.in` → `sample-1.out`.
pub fn answer(input: &Path) -> PathBuf {
    input.with_extension("out")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn samples_names_and_answers() {
        let input = Path::new("testdata/p/sample-2.in");
        assert!(is_sample(input));
        assert!(!is_sample(Path::new("testdata/p/n-2.in")));
        assert_eq!(name(input), "sample-2");
        assert_eq!(answer(input), Path::new("testdata/p/sample-2.out"));
    }

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
