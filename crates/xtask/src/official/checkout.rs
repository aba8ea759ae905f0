//! A local checkout of Library Checker's problems
//! (`yosupo06/library-checker-problems`) and one problem in it, as its own
//! `generate.py` leaves it: `<category>/<id>/info.toml`, the cases in `in/`
//! and `out/`, the testlib checker built as `checker`, and the reference
//! solution built as `sol/correct`.
//!
//! Nothing here builds or generates anything: a problem that is not
//! generated yet is an error that says which command generates it.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::{anyhow, bail, Context, Result};

/// The checkout's own script; its presence is how a checkout is recognised.
const GENERATE: &str = "generate.py";

/// A checkout of the problems repository.
#[derive(Debug, Clone)]
pub struct Checkout {
    root: PathBuf,
}

/// One official case: its name (`random_03`), input and expected output.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    pub name: String,
    pub input: PathBuf,
    pub answer: PathBuf,
}

/// A generated problem of the checkout.
#[derive(Debug, Clone)]
pub struct Official {
    /// Library Checker's id, `point_add_range_sum`.
    pub id: String,
    pub dir: PathBuf,
    /// `timelimit` in its `info.toml`.
    pub time_limit: Duration,
    /// Every case its `info.toml` lists, in its order.
    pub cases: Vec<Case>,
    /// The testlib checker `generate.py` built: `checker input output answer`.
    pub checker: PathBuf,
    /// The reference solution `generate.py` built from `sol/correct.cpp`.
    pub correct: PathBuf,
}

impl Checkout {
    /// The checkout at `root`, or an error saying what is missing there.
    pub fn open(root: &Path) -> Result<Checkout> {
        if !root.is_dir() {
            bail!(
                "--from {}: no such folder; fetch Library Checker's problems first \
                 (git clone https://github.com/yosupo06/library-checker-problems)",
                root.display()
            );
        }
        if !root.join(GENERATE).is_file() {
            bail!(
                "--from {}: not a checkout of yosupo06/library-checker-problems (no {} there)",
                root.display(),
                GENERATE
            );
        }
        Ok(Checkout {
            root: root.to_path_buf(),
        })
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    /// The command that generates `id`'s cases, checker and reference solution.
    pub fn generate_command(&self, id: &str) -> String {
        format!(
            "cd {} && ulimit -s unlimited && python3 {} -p {}",
            self.root.display(),
            GENERATE,
            id
        )
    }

    /// The folder of problem `id`: `<category>/<id>/` with an `info.toml`,
    /// found the way `generate.py -p <id>` finds it.
    pub fn problem_dir(&self, id: &str) -> Result<PathBuf> {
        let mut found = Vec::new();
        let categories = fs::read_dir(&self.root)
            .with_context(|| format!("cannot list {}", self.root.display()))?;
        for category in categories.flatten() {
            let dir = category.path().join(id);
            let hidden = category.file_name().to_string_lossy().starts_with('.');
            if !hidden && dir.join("info.toml").is_file() {
                found.push(dir);
            }
        }
        found.sort();
        match found.len() {
            1 => Ok(found.remove(0)),
            0 => bail!(
                "{} has no problem `{}` (no */{}/info.toml)",
                self.root.display(),
                id,
                id
            ),
            _ => bail!(
                "{} has the problem `{}` in several places: {}",
                self.root.display(),
                id,
                found
                    .iter()
                    .map(|dir| dir.display().to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        }
    }

    /// Problem `id` as generated; `need_correct` also requires the built
    /// reference solution.
    pub fn problem(&self, id: &str, need_correct: bool) -> Result<Official> {
        let dir = self.problem_dir(id)?;
        let info_path = dir.join("info.toml");
        let text = fs::read_to_string(&info_path)
            .with_context(|| format!("cannot read {}", info_path.display()))?;
        let info = Info::parse(&text).map_err(|err| anyhow!("{}: {}", info_path.display(), err))?;
        let generate = || format!("generate it with `{}`", self.generate_command(id));
        let checker = dir.join("checker");
        if !dir.join("in").is_dir() || !dir.join("out").is_dir() {
            bail!(
                "{} is not generated (no {}); {}",
                id,
                dir.join("in").display(),
                generate()
            );
        }
        if !checker.is_file() {
            bail!(
                "{} has no built checker ({}); {}",
                id,
                checker.display(),
                generate()
            );
        }
        let correct = dir.join("sol").join("correct");
        if need_correct && !correct.is_file() {
            bail!(
                "{} has no built reference solution ({}); {}",
                id,
                correct.display(),
                generate()
            );
        }
        let mut cases = Vec::new();
        for name in info.case_names() {
            let input = dir.join("in").join(format!("{}.in", name));
            let answer = dir.join("out").join(format!("{}.out", name));
            for path in [&input, &answer] {
                if !path.is_file() {
                    bail!(
                        "{} is generated only in part (no {}); {}",
                        id,
                        path.display(),
                        generate()
                    );
                }
            }
            cases.push(Case {
                name,
                input,
                answer,
            });
        }
        Ok(Official {
            id: id.to_string(),
            dir,
            time_limit: info.time_limit,
            cases,
            checker,
            correct,
        })
    }
}

/// What the runs need from a problem's `info.toml`.
#[derive(Debug, Clone, PartialEq)]
pub struct Info {
    pub time_limit: Duration,
    /// Each `[[tests]]` entry: its generator's file name and how many cases.
    pub tests: Vec<(String, usize)>,
}

impl Info {
    pub fn parse(text: &str) -> Result<Info, String> {
        let table: toml::Table = text
            .parse()
            .map_err(|err| format!("not valid TOML: {}", err))?;
        let seconds = match table.get("timelimit") {
            Some(value) => value
                .as_float()
                .or_else(|| value.as_integer().map(|n| n as f64))
                .filter(|s| *s > 0.0 && s.is_finite())
                .ok_or_else(|| format!("`timelimit` must be a positive number; found {}", value))?,
            None => return Err("no `timelimit`".to_string()),
        };
        let entries = table
            .get("tests")
            .and_then(|tests| tests.as_array())
            .ok_or_else(|| "no [[tests]]".to_string())?;
        let mut tests = Vec::new();
        for (i, entry) in entries.iter().enumerate() {
            let name = entry.get("name").and_then(|name| name.as_str());
            let number = entry.get("number").and_then(|number| number.as_integer());
            match (name, number) {
                (Some(name), Some(number)) if number >= 0 => {
                    tests.push((name.to_string(), number as usize))
                }
                _ => {
                    return Err(format!(
                        "[[tests]] number {} needs a `name` and a `number`",
                        i + 1
                    ))
                }
            }
        }
        Ok(Info {
            time_limit: Duration::from_secs_f64(seconds),
            tests,
        })
    }

    /// The cases' names as `generate.py` writes them: the generator's stem
    /// and the case's number in two digits (`random.cpp`, 3 → `random_03`).
    pub fn case_names(&self) -> Vec<String> {
        let mut names = Vec::new();
        for (generator, number) in &self.tests {
            let stem = Path::new(generator)
                .file_stem()
                .and_then(|stem| stem.to_str())
                .unwrap_or(generator);
            for i in 0..*number {
                names.push(format!("{}_{:02}", stem, i));
            }
        }
        names
    }
}

/// Library Checker's id for the problem at `url`:
/// `https://judge.yosupo.jp/problem/<id>` (letters, digits and `_`: a few
/// ids have capitals, such as `convolution_F_2_64`).
pub fn id_from_url(url: &str) -> Option<String> {
    let rest = url
        .strip_prefix("https://")
        .or_else(|| url.strip_prefix("http://"))?;
    let rest = rest.split(['?', '#']).next()?;
    let path = rest.strip_prefix("judge.yosupo.jp/problem/")?;
    let id = path.trim_end_matches('/');
    let valid = !id.is_empty() && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    valid.then(|| id.to_string())
}
