//! Where things are in the workspace: the root, the core crate, the problems.

use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use judging::layout::Home;

pub use judging::layout::CORE_CRATE;

/// One problem: where its package, its cases and its files are, in the
/// user's archive or among the library's proofs (see [`judging::layout`]).
pub use judging::layout::Layout;

/// What a command reads of a problem's manifest, through `judging`'s one
/// reader.
pub trait Load {
    /// Its `[package.metadata.judge]`; an error names the file and the key.
    fn metadata(&self) -> judging::error::Result<judging::metadata::Metadata>;
    /// All of it, read once.
    fn load(&self) -> judging::error::Result<judging::problem::Problem>;
}

impl Load for Layout {
    fn metadata(&self) -> judging::error::Result<judging::metadata::Metadata> {
        judging::metadata::load(&self.manifest())
    }

    fn load(&self) -> judging::error::Result<judging::problem::Problem> {
        judging::problem::Problem::load(self.clone())
    }
}

/// A checkout of the kit (or, in tests, a miniature of one).
#[derive(Debug, Clone)]
pub struct Project {
    root: PathBuf,
}

impl Project {
    /// The kit checkout the current directory is in: the nearest folder,
    /// from here up, whose `Cargo.toml` is a workspace with the core in
    /// `crates/cpkit`. Found at run time, never from where xtask was built,
    /// so one binary (a shared `CARGO_TARGET_DIR`) never acts on another
    /// checkout than the one it is run in.
    pub fn find() -> Result<Project> {
        let here = std::env::current_dir().context("cannot tell the current directory")?;
        judging::layout::find_root(&here)
            .map(Project::at)
            .with_context(|| {
                format!(
                    "{} is not inside a kit checkout (no Cargo.toml with [workspace] and crates/{} above it)",
                    here.display(),
                    CORE_CRATE
                )
            })
    }

    /// [`Project::find`] for tests, which run in their package's folder.
    #[cfg(test)]
    pub fn locate() -> Project {
        Project::find().unwrap_or_else(|err| panic!("{:#}", err))
    }

    pub fn at(root: impl Into<PathBuf>) -> Project {
        let root = root.into();
        // Absolute, so paths the kit makes compare equal to the ones the
        // system reports (a file watcher's events, say).
        let root = std::path::absolute(&root).unwrap_or(root);
        Project { root }
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    /// The problem called `name`, in the archive or among the library's
    /// proofs, or an error that lists the known ones.
    pub fn problem(&self, name: &str) -> Result<Layout> {
        let all = self.everything()?;
        if let Some(found) = all.iter().find(|problem| problem.name == name) {
            return Ok(found.clone());
        }
        // A Library Checker id (`division_of_polynomials`) or a proof named
        // without its prefix is most likely meant as the proof.
        let key = |name: &str| {
            let name = name.to_ascii_lowercase().replace('_', "-");
            match name.strip_prefix(judging::layout::VERIFY_PREFIX) {
                Some(rest) => rest.to_string(),
                None => name,
            }
        };
        if let Some(meant) = all.iter().find(|problem| key(&problem.name) == key(name)) {
            anyhow::bail!("unknown problem `{}`; did you mean `{}`?", name, meant.name);
        }
        // The nearest name, as cargo suggests one: a typo is a few edits
        // away (a third of the name at most).
        let nearest = all
            .iter()
            .map(|problem| {
                (
                    strsim::levenshtein(&key(&problem.name), &key(name)),
                    problem,
                )
            })
            .min_by_key(|(distance, _)| *distance)
            .filter(|(distance, _)| *distance <= (name.chars().count() / 3).max(1));
        if let Some((_, meant)) = nearest {
            anyhow::bail!("unknown problem `{}`; did you mean `{}`?", name, meant.name);
        }
        let archive = all
            .iter()
            .filter(|problem| problem.home == Home::Archive)
            .count();
        anyhow::bail!(
            "unknown problem `{}`; no problem in problems/ ({} there) or among the library's proofs ({} in {}) has a name near it",
            name,
            archive,
            all.len() - archive,
            judging::layout::VERIFY_DIR
        )
    }

    /// The problem named, or every problem.
    pub fn chosen(&self, name: Option<&str>) -> Result<Vec<Layout>> {
        match name {
            Some(name) => Ok(vec![self.problem(name)?]),
            None => self.problems(),
        }
    }

    /// Where generated files go: cargo's target directory, the one this
    /// xtask binary was built into (`<target>/<profile>/xtask`), which is
    /// `CARGO_TARGET_DIR` when that is set; `<root>/target` otherwise.
    pub fn target_dir(&self) -> PathBuf {
        if let Some(dir) = std::env::var_os("CARGO_TARGET_DIR") {
            let dir = PathBuf::from(dir);
            return if dir.is_absolute() {
                dir
            } else {
                self.root.join(dir)
            };
        }
        let built_into = std::env::current_exe().ok().and_then(|exe| {
            let profile_dir = exe.parent()?;
            // Test binaries live one folder deeper, in <profile>/deps.
            let profile_dir = if profile_dir.ends_with("deps") {
                profile_dir.parent()?
            } else {
                profile_dir
            };
            let target = profile_dir.parent()?;
            target
                .join("CACHEDIR.TAG")
                .is_file()
                .then(|| target.to_path_buf())
        });
        built_into.unwrap_or_else(|| self.root.join("target"))
    }

    /// A fresh scratch folder in `<target>/<what>/`, removed when dropped,
    /// so that runs side by side never share files.
    pub fn scratch(&self, what: &str) -> Result<tempfile::TempDir> {
        let dir = self.target_dir().join(what);
        fs::create_dir_all(&dir).with_context(|| format!("cannot create {}", dir.display()))?;
        tempfile::Builder::new()
            .prefix("run-")
            .tempdir_in(&dir)
            .with_context(|| format!("cannot create a folder in {}", dir.display()))
    }

    /// The core crate's `src/`, whose `lib.rs` is the root of what is vendored.
    pub fn core_src(&self) -> PathBuf {
        self.root.join("crates").join(CORE_CRATE).join("src")
    }

    /// Every problem of the user's archive, `problems/`, sorted by name.
    pub fn problems(&self) -> Result<Vec<Layout>> {
        judging::layout::all_in(&self.root, Home::Archive)
            .with_context(|| format!("cannot list {}", self.show(&self.root.join("problems"))))
    }

    /// Every proof of the library, `crates/cpkit/verify/`, sorted by name.
    pub fn proofs(&self) -> Result<Vec<Layout>> {
        let dir = self.root.join(judging::layout::VERIFY_DIR);
        judging::layout::all_in(&self.root, Home::Library)
            .with_context(|| format!("cannot list {}", self.show(&dir)))
    }

    /// The archive's problems, then the library's proofs.
    pub fn everything(&self) -> Result<Vec<Layout>> {
        let mut all = self.problems()?;
        all.extend(self.proofs()?);
        Ok(all)
    }

    /// Every file `cargo xtask vendor` keeps a region in: each problem's
    /// and each proof's `src/main.rs`, which must have one, and the other one-file programs
    /// that have one (a problem's `gen.rs`, `brute.rs`, `checker.rs` or `interactor.rs`, and
    /// the core's whole-process benchmarks in `crates/cpkit/benches/io/`).
    pub fn vendored_files(&self) -> Result<Vec<PathBuf>> {
        let mut files = Vec::new();
        let with_region = |path: &Path| {
            fs::read_to_string(path).is_ok_and(|text| text.contains(judging::region::BEGIN))
        };
        for problem in self.everything()? {
            files.push(problem.main_rs());
            for helper in ["gen.rs", "brute.rs", "checker.rs", "interactor.rs"] {
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
