//! A problem's cases (see [`crate::layout`] for where they are): `<case>.in`
//! and the expected `<case>.out` beside it, listed in natural order (`n-2`
//! before `n-13`).
//!
//! `sample-*` cases are the statement's samples, copied exactly; `submit`
//! judges them before it prints anything. Every other case is the kit's own.
//!
//! One rule for a case that is not whole, whoever lists it: a `.in` without
//! its `.out` (but for an interactive problem, whose cases are the
//! interactor's hidden data) and a `.out` without its `.in` are cases too,
//! listed by name, and judging one gives `FAIL` saying which file is missing
//! ([`Case::missing`]). Neither is skipped, so no command can pass a case
//! another one fails.

use std::fs;
use std::path::{Path, PathBuf};

/// One case: its name and its two files (either may be missing).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    /// `sample-1`, `n-13`: the files' name without extension.
    pub name: String,
    /// The input: `<name>.in`.
    pub input: PathBuf,
    /// The expected output: `<name>.out`.
    pub answer: PathBuf,
}

impl Case {
    /// The case whose input is `input` (its answer beside it).
    pub fn of_input(input: &Path) -> Case {
        Case {
            name: name(input),
            input: input.to_path_buf(),
            answer: answer(input),
        }
    }

    /// Whether it is one of the statement's samples (`sample-*`).
    pub fn is_sample(&self) -> bool {
        self.name.starts_with("sample-")
    }

    /// Why the case cannot be judged, naming the missing file as the user
    /// sees it (`shown`), or `None` when it can: an interactive problem's
    /// case needs its input only; a case whose files are both empty (a
    /// sample `new` left to fill in) is not filled in.
    pub fn missing(&self, interactive: bool, shown: impl Fn(&Path) -> String) -> Option<String> {
        if !self.input.is_file() {
            return Some(format!(
                "{} has no {} beside it: write the case's input there, or remove the .out",
                shown(&self.answer),
                file_name(&self.input)
            ));
        }
        if !interactive && !self.answer.is_file() {
            return Some(format!(
                "{} has no {} beside it: write the expected output there",
                shown(&self.input),
                file_name(&self.answer)
            ));
        }
        let empty = |path: &Path| fs::metadata(path).map_or(true, |meta| meta.len() == 0);
        if empty(&self.input) && (interactive || empty(&self.answer)) {
            return Some(if interactive {
                format!(
                    "{} is empty: write the hidden data the interactor reads there",
                    shown(&self.input)
                )
            } else {
                format!(
                    "{} and its .out are empty: fill them in (`cargo xtask sample <problem>` takes the statement's sample pasted from its page)",
                    shown(&self.input)
                )
            });
        }
        None
    }
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// Every case in `dir`: each name that has a `.in` or a `.out`, with numbers
/// sorted as numbers (`n-2` before `n-13`), as every command lists them.
pub fn list(dir: &Path) -> std::io::Result<Vec<Case>> {
    let mut names = Vec::new();
    for entry in fs::read_dir(dir)? {
        let path = entry?.path();
        let case_file = path
            .extension()
            .is_some_and(|ext| ext == "in" || ext == "out");
        if case_file && path.is_file() {
            let name = name(&path);
            if !names.contains(&name) {
                names.push(name);
            }
        }
    }
    names.sort_by_key(|name| natural_key(name));
    Ok(names
        .into_iter()
        .map(|name| Case {
            input: dir.join(format!("{}.in", name)),
            answer: dir.join(format!("{}.out", name)),
            name,
        })
        .collect())
}

/// The `.in` files in `dir`, in the order of [`list`] (the cases that have
/// an input).
pub fn inputs_in(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    Ok(list(dir)?
        .into_iter()
        .map(|case| case.input)
        .filter(|input| input.is_file())
        .collect())
}

/// Sorts `sample-2` before `sample-10` and `n-2` before `n-13`: runs of
/// digits compare as numbers.
fn natural_key(name: &str) -> Vec<(String, u64)> {
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
    name(input).starts_with("sample-")
}

/// A case's name: its file without `.in` or `.out` (`sample-1`, `n-13`).
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
        names.sort_by_key(|name| natural_key(name));
        assert_eq!(
            names,
            ["n-2", "n-9", "n-13", "sample-1", "sample-2", "sample-10"]
        );
    }

    /// Issue 42: a `.in` without its `.out` was WA in `judge` and an error
    /// in `cargo test`, a `.out` without its `.in` was skipped by both, and
    /// an empty sample was an error, a WA or a refusal by command.
    #[test]
    fn a_case_missing_either_file_is_listed_and_says_which() {
        let dir = tempfile::tempdir().unwrap();
        for (file, text) in [
            ("a.in", "1"),
            ("a.out", "1"),
            ("b.in", "2"),
            ("c.out", "3"),
            ("d.in", ""),
            ("d.out", ""),
        ] {
            fs::write(dir.path().join(file), text).unwrap();
        }
        fs::write(dir.path().join("notes.txt"), "").unwrap();
        let cases = list(dir.path()).unwrap();
        let names: Vec<&str> = cases.iter().map(|case| case.name.as_str()).collect();
        assert_eq!(names, ["a", "b", "c", "d"]);
        let shown = |path: &Path| format!("t/{}", path.file_name().unwrap().to_string_lossy());
        assert_eq!(cases[0].missing(false, shown), None);
        assert_eq!(
            cases[1].missing(false, shown).unwrap(),
            "t/b.in has no b.out beside it: write the expected output there"
        );
        assert_eq!(cases[1].missing(true, shown), None);
        assert_eq!(
            cases[2].missing(true, shown).unwrap(),
            "t/c.out has no c.in beside it: write the case's input there, or remove the .out"
        );
        assert!(cases[3]
            .missing(false, shown)
            .unwrap()
            .starts_with("t/d.in and its .out are empty: fill them in"));
        assert_eq!(
            cases[3].missing(true, shown).unwrap(),
            "t/d.in is empty: write the hidden data the interactor reads there"
        );
        assert_eq!(inputs_in(dir.path()).unwrap().len(), 3);
    }
}
