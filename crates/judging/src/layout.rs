//! Where a problem's files are: the one type every command and test asks.
//!
//! A problem lives in one of two homes. The user's archive keeps
//! `problems/<name>/` (the package) and `testdata/<name>/` (its cases). The
//! library's proofs, one Library Checker problem per module, keep all of a
//! proof in `crates/cpkit/verify/<id>/` (cases in its `testdata/`), beside
//! the library they prove, as package `verify-<id>`: a user who receives
//! the same Library Checker problem into the archive gets
//! `library-checker-<id>`, so the two never share a package name.
//!
//! The kit's root is found one way, [`find_root`]: the nearest folder, from
//! a given one up, whose `Cargo.toml` is a workspace with the core in
//! `crates/cpkit`; a problem's own tests read it off their package's path
//! ([`Layout::of_package`]).

use std::fs;
use std::path::{Path, PathBuf};

/// The crate every solution vendors.
pub const CORE_CRATE: &str = "cpkit";

/// Where the library's proofs are, from the root.
pub const VERIFY_DIR: &str = "crates/cpkit/verify";

/// How a proof's package name starts: `verify-unionfind`.
pub const VERIFY_PREFIX: &str = "verify-";

/// A problem's random-case generator and brute force, for `stress`, beside
/// its manifest.
pub const GENERATOR: &str = "gen.rs";
pub const BRUTE: &str = "brute.rs";

/// Which home a problem has.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Home {
    /// `problems/<name>/`, cases in `testdata/<name>/`.
    Archive,
    /// `crates/cpkit/verify/<id>/`, cases in its `testdata/`.
    Library,
}

/// One problem's files.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Layout {
    /// The package's name, which every command takes.
    pub name: String,
    /// The package's folder.
    pub dir: PathBuf,
    /// The folder of its cases (`.in`, `.out`).
    pub cases: PathBuf,
    pub home: Home,
    /// The kit checkout it belongs to.
    pub root: PathBuf,
}

impl Layout {
    /// `name` in the user's archive of the kit at `root`.
    pub fn archive(root: &Path, name: &str) -> Layout {
        Layout {
            name: name.to_string(),
            dir: root.join("problems").join(name),
            cases: root.join("testdata").join(name),
            home: Home::Archive,
            root: root.to_path_buf(),
        }
    }

    /// The library's proof `verify-<id>` of the kit at `root`; `name` is
    /// the package's name.
    pub fn library(root: &Path, name: &str) -> Layout {
        let id = name.strip_prefix(VERIFY_PREFIX).unwrap_or(name);
        let dir = root.join(VERIFY_DIR).join(id);
        Layout {
            name: name.to_string(),
            cases: dir.join("testdata"),
            dir,
            home: Home::Library,
            root: root.to_path_buf(),
        }
    }

    /// The problem called `name` at `root`: the archive's when it has one
    /// by that name, else the library's proof when there is one, else the
    /// archive's (a problem not made yet).
    pub fn named(root: &Path, name: &str) -> Layout {
        let archive = Layout::archive(root, name);
        if archive.manifest().is_file() || !name.starts_with(VERIFY_PREFIX) {
            return archive;
        }
        let library = Layout::library(root, name);
        if library.manifest().is_file() {
            library
        } else {
            archive
        }
    }

    /// The package `name` whose folder is `manifest_dir` (a test's
    /// `CARGO_MANIFEST_DIR`): `<root>/problems/<name>` or
    /// `<root>/crates/cpkit/verify/<id>`, the root read off the path (a
    /// test's miniature kit need not hold the core).
    pub fn of_package(manifest_dir: &Path, name: &str) -> Layout {
        let parent = manifest_dir.parent().unwrap_or(manifest_dir);
        if parent.ends_with(VERIFY_DIR) {
            let root = parent.ancestors().nth(3).unwrap_or(parent);
            Layout::library(root, name)
        } else {
            Layout::archive(parent.parent().unwrap_or(parent), name)
        }
    }

    /// [`Layout::of_package`], or why the package cannot be found where its
    /// name says (issue 48: a folder `problems/adv b` holding the package
    /// `adv-b` gave `cannot read problems/adv-b/Cargo.toml`).
    pub fn of_package_checked(manifest_dir: &Path, name: &str) -> Result<Layout, String> {
        let layout = Layout::of_package(manifest_dir, name);
        let same = |a: &Path, b: &Path| match (a.canonicalize(), b.canonicalize()) {
            (Ok(a), Ok(b)) => a == b,
            _ => a == b,
        };
        if same(&layout.dir, manifest_dir) {
            return Ok(layout);
        }
        Err(format!(
            "the package `{}` is in the folder {}, but the kit finds a problem by its package's \
             name, at {}: rename the folder to {} (or the package to {:?})",
            name,
            manifest_dir.display(),
            layout.dir.display(),
            layout.dir.file_name().map_or_else(
                || name.to_string(),
                |file| file.to_string_lossy().into_owned()
            ),
            manifest_dir
                .file_name()
                .map_or_else(String::new, |file| file.to_string_lossy().into_owned())
        ))
    }

    /// The package's manifest.
    pub fn manifest(&self) -> PathBuf {
        self.dir.join("Cargo.toml")
    }

    /// The one file a judge compiles.
    pub fn main_rs(&self) -> PathBuf {
        self.dir.join("src").join("main.rs")
    }

    /// A file of the problem's own beside its manifest: `gen.rs`,
    /// `brute.rs`, `checker.rs`, `interactor.rs`.
    pub fn file(&self, name: &str) -> PathBuf {
        self.dir.join(name)
    }

    /// Where its golden snapshots are.
    pub fn snapshots(&self) -> PathBuf {
        crate::snapshots::dir(&self.dir)
    }

    /// `path` as the user sees it from the root, with `/` between parts:
    /// `testdata/cf-4a/sample-1.in`.
    pub fn shown(&self, path: &Path) -> String {
        shown(&self.root, path)
    }
}

/// `path` relative to `root` when it is under it, with `/` between parts.
pub fn shown(root: &Path, path: &Path) -> String {
    let relative = path.strip_prefix(root).unwrap_or(path);
    relative
        .components()
        .map(|part| part.as_os_str().to_string_lossy())
        .collect::<Vec<_>>()
        .join("/")
}

/// Whether `dir` is a kit's root: a workspace with the core in
/// `crates/cpkit`.
pub fn is_root(dir: &Path) -> bool {
    dir.join("crates")
        .join(CORE_CRATE)
        .join("src")
        .join("lib.rs")
        .is_file()
        && fs::read_to_string(dir.join("Cargo.toml")).is_ok_and(|text| text.contains("[workspace]"))
}

/// The kit checkout this crate was built from (for the kit's own tests).
pub fn this_checkout() -> PathBuf {
    let manifest_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    find_root(manifest_dir).unwrap_or_else(|| manifest_dir.to_path_buf())
}

/// The kit root `from` is in: the nearest folder, from `from` up, that
/// [`is_root`].
pub fn find_root(from: &Path) -> Option<PathBuf> {
    from.ancestors()
        .find(|dir| is_root(dir))
        .map(Path::to_path_buf)
}

/// Every problem of one home at `root`, sorted by name: the packages
/// (folders with a `Cargo.toml`) there.
pub fn all_in(root: &Path, home: Home) -> std::io::Result<Vec<Layout>> {
    let dir = match home {
        Home::Archive => root.join("problems"),
        Home::Library => root.join(VERIFY_DIR),
    };
    let entries = match fs::read_dir(&dir) {
        Ok(entries) => entries,
        // A kit without proofs (a user's trimmed copy, a test's miniature).
        Err(err) if home == Home::Library && err.kind() == std::io::ErrorKind::NotFound => {
            return Ok(Vec::new())
        }
        Err(err) => return Err(err),
    };
    let mut found = Vec::new();
    for entry in entries {
        let path = entry?.path();
        if !path.join("Cargo.toml").is_file() {
            continue;
        }
        let Some(folder) = path.file_name().and_then(|name| name.to_str()) else {
            continue;
        };
        found.push(match home {
            Home::Archive => Layout::archive(root, folder),
            Home::Library => Layout::library(root, &format!("{}{}", VERIFY_PREFIX, folder)),
        });
    }
    found.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::*;

    // Issue 48, finding 11: `problems/adv b` holding the package `adv-b`
    // gave "cannot read .../problems/adv-b/Cargo.toml".
    #[test]
    fn a_folder_not_named_as_its_package_is_said_to_be_so() {
        let root = Path::new("/kit");
        let error = Layout::of_package_checked(&root.join("problems/adv b"), "adv-b").unwrap_err();
        assert_eq!(
            error,
            "the package `adv-b` is in the folder /kit/problems/adv b, but the kit finds a \
             problem by its package's name, at /kit/problems/adv-b: rename the folder to adv-b \
             (or the package to \"adv b\")"
        );
        let layout = Layout::of_package_checked(&root.join("problems/adv-b"), "adv-b").unwrap();
        assert_eq!(layout.dir, root.join("problems/adv-b"));
        let proof = Layout::of_package_checked(
            &root.join("crates/cpkit/verify/unionfind"),
            "verify-unionfind",
        )
        .unwrap();
        assert_eq!(proof.home, Home::Library);
    }

    #[test]
    fn a_proof_keeps_its_cases_in_its_own_folder() {
        let root = Path::new("/kit");
        let proof = Layout::library(root, "verify-unionfind");
        assert_eq!(proof.dir, Path::new("/kit/crates/cpkit/verify/unionfind"));
        assert_eq!(
            proof.cases,
            Path::new("/kit/crates/cpkit/verify/unionfind/testdata")
        );
        assert_eq!(
            proof.shown(&proof.main_rs()),
            "crates/cpkit/verify/unionfind/src/main.rs"
        );
        let mine = Layout::archive(root, "cf-4a");
        assert_eq!(mine.cases, Path::new("/kit/testdata/cf-4a"));
        assert_eq!(mine.shown(&mine.main_rs()), "problems/cf-4a/src/main.rs");
    }

    #[test]
    fn a_package_knows_its_home_from_its_folder() {
        let proof = Layout::of_package(Path::new("/kit/crates/cpkit/verify/lca"), "verify-lca");
        assert_eq!(proof, Layout::library(Path::new("/kit"), "verify-lca"));
        let mine = Layout::of_package(Path::new("/kit/problems/cf-4a"), "cf-4a");
        assert_eq!(mine, Layout::archive(Path::new("/kit"), "cf-4a"));
    }

    #[test]
    fn this_checkout_has_both_homes() {
        let root = find_root(Path::new(env!("CARGO_MANIFEST_DIR"))).unwrap();
        let proofs = all_in(&root, Home::Library).unwrap();
        assert!(proofs.iter().any(|proof| proof.name == "verify-unionfind"));
        assert!(proofs.iter().all(|proof| proof.manifest().is_file()));
        assert_eq!(Layout::named(&root, "verify-unionfind").home, Home::Library);
        assert_eq!(Layout::named(&root, "nothing-yet").home, Home::Archive);
    }
}
