//! Where things are in the workspace: the root, the core crate, the problems.

use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};

/// The crate every solution vendors, as named in `use` lines and `mod` blocks.
pub const CORE_CRATE: &str = "cpkit";

/// A checkout of the kit (or, in tests, a miniature of one).
#[derive(Debug, Clone)]
pub struct Project {
    root: PathBuf,
}

/// One solution package under `problems/`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    pub name: String,
    pub dir: PathBuf,
}

impl Problem {
    /// The one file a judge compiles.
    pub fn main_rs(&self) -> PathBuf {
        self.dir.join("src").join("main.rs")
    }
}

impl Project {
    /// The checkout this xtask was built from.
    pub fn locate() -> Project {
        let manifest_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
        // crates/xtask -> the workspace root
        Project::at(manifest_dir.ancestors().nth(2).unwrap_or(manifest_dir))
    }

    pub fn at(root: impl Into<PathBuf>) -> Project {
        Project { root: root.into() }
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    /// The core crate's `src/`, whose `lib.rs` is the root of what is vendored.
    pub fn core_src(&self) -> PathBuf {
        self.root.join("crates").join(CORE_CRATE).join("src")
    }

    /// Every package under `problems/`, sorted by name.
    pub fn problems(&self) -> Result<Vec<Problem>> {
        let dir = self.root.join("problems");
        let entries =
            fs::read_dir(&dir).with_context(|| format!("cannot list {}", self.show(&dir)))?;
        let mut problems = Vec::new();
        for entry in entries {
            let path = entry
                .with_context(|| format!("cannot list {}", self.show(&dir)))?
                .path();
            if path.join("Cargo.toml").is_file() {
                if let Some(name) = path.file_name().and_then(|name| name.to_str()) {
                    problems.push(Problem {
                        name: name.to_string(),
                        dir: path.clone(),
                    });
                }
            }
        }
        problems.sort_by(|a, b| a.name.cmp(&b.name));
        Ok(problems)
    }

    /// Every file `cargo xtask vendor` keeps a region in: each problem's
    /// `src/main.rs`, which must have one, and the other one-file programs
    /// that have one (a problem's `gen.rs`, `brute.rs` or `checker.rs`, and
    /// the core's whole-process benchmarks in `crates/cpkit/benches/io/`).
    pub fn vendored_files(&self) -> Result<Vec<PathBuf>> {
        let mut files = Vec::new();
        let with_region = |path: &Path| {
            fs::read_to_string(path).is_ok_and(|text| text.contains(crate::vendor::region::BEGIN))
        };
        for problem in self.problems()? {
            files.push(problem.main_rs());
            for helper in ["gen.rs", "brute.rs", "checker.rs"] {
                let path = problem.dir.join(helper);
                if with_region(&path) {
                    files.push(path);
                }
            }
        }
        let benches = self
            .root
            .join("crates")
            .join(CORE_CRATE)
            .join("benches")
            .join("io");
        if let Ok(entries) = fs::read_dir(&benches) {
            let mut found: Vec<PathBuf> = entries
                .filter_map(|entry| entry.ok().map(|entry| entry.path()))
                .filter(|path| path.extension().is_some_and(|ext| ext == "rs") && with_region(path))
                .collect();
            found.sort();
            files.extend(found);
        }
        Ok(files)
    }

    /// A path as messages show it: relative to the root where possible.
    pub fn show(&self, path: &Path) -> String {
        path.strip_prefix(&self.root)
            .unwrap_or(path)
            .display()
            .to_string()
    }
}
