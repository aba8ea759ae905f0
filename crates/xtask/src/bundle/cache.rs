//! Bundling without parsing the core again: results kept by a hash of the
//! core's files, the text bundled and this xtask binary.
//!
//! Loading the core parses every module with syn, about 0.9 s of CPU in the
//! debug build `cargo xtask` runs (188 modules), and it grows with the
//! library. `new` bundles the same template into every problem of a kind,
//! so the region bundled for a code (keyed by its tokens, so a problem's
//! name in a comment does not matter) is kept under `<target>/xtask-bundled/`
//! ([`DIR`]; `prepare` and `submit` keep theirs there too, so `submit`
//! finds the region its `prepare` just made exact)
//! (a few files, the oldest removed past [`KEPT`]) and the core is loaded
//! only on a miss.
//! [`core_hash`] is also what `prepare`'s freshness records are keyed by.
//!
//! A miss loads the core through a copy kept there too ([`load`]): the core
//! as one file, modules inlined and doc comments and tests left out, read
//! in one parse instead of the source's two (0.4 against 0.9 CPU-s; the
//! command-line tests load it about a hundred times).

use std::collections::hash_map::DefaultHasher;
use std::fs;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};

use anyhow::{anyhow, Result};
use judging::region::Region;
use proc_macro2::{Delimiter, TokenStream, TokenTree};

use super::generate::Core;
use super::region_for;
use crate::fsutil::write_atomic;

/// How many bundled results are kept.
const KEPT: usize = 32;

/// The folder of the target folder the results are kept in.
pub const DIR: &str = "xtask-bundled";

/// A hash of every file under the core's `src/` (their paths and contents)
/// and of this xtask binary (its size and time), whose bundling rules may
/// change; `None` when either cannot be read.
pub fn core_hash(core_src: &Path) -> Option<u64> {
    let mut files = Vec::new();
    let mut folders = vec![core_src.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).ok()? {
            let path = entry.ok()?.path();
            if path.is_dir() {
                folders.push(path);
            } else {
                files.push(path);
            }
        }
    }
    files.sort();
    let mut hasher = DefaultHasher::new();
    let built = fs::metadata(std::env::current_exe().ok()?).ok()?;
    (built.len(), built.modified().ok()).hash(&mut hasher);
    for file in &files {
        file.strip_prefix(core_src).ok()?.hash(&mut hasher);
        fs::read(file).ok()?.hash(&mut hasher);
    }
    Some(hasher.finish())
}

/// A hash of `code`'s tokens less its doc comments: what bundling it
/// depends on (comments, doc comments and spacing do not change the paths
/// it uses); `None` when it does not lex.
pub fn tokens_hash(code: &str) -> Option<u64> {
    let tokens: TokenStream = code.parse().ok()?;
    let mut hasher = DefaultHasher::new();
    hash_without_docs(tokens, &mut hasher);
    Some(hasher.finish())
}

/// Hashes `tokens`, each as it prints, leaving out doc attributes (`///`
/// and `//!` comments, `#[doc = ...]`), at any depth.
fn hash_without_docs(tokens: TokenStream, hasher: &mut DefaultHasher) {
    let mut tokens = tokens.into_iter().peekable();
    while let Some(token) = tokens.next() {
        if let TokenTree::Punct(pound) = &token {
            if pound.as_char() == '#' {
                let mut ahead = tokens.clone();
                if matches!(ahead.peek(), Some(TokenTree::Punct(bang)) if bang.as_char() == '!') {
                    ahead.next();
                }
                if let Some(TokenTree::Group(attribute)) = ahead.next() {
                    let is_doc = attribute.delimiter() == Delimiter::Bracket
                        && matches!(attribute.stream().into_iter().next(),
                            Some(TokenTree::Ident(name)) if name == "doc");
                    if is_doc {
                        tokens = ahead;
                        continue;
                    }
                }
            }
        }
        match token {
            TokenTree::Group(group) => {
                format!("{:?}", group.delimiter()).hash(hasher);
                hash_without_docs(group.stream(), hasher);
                "end".hash(hasher);
            }
            other => other.to_string().hash(hasher),
        }
    }
}

/// The prefix of the kept copy of the core, named `core-<hash>.rs`.
const CORE_PREFIX: &str = "core-";

/// The core at `core_src`, from its copy kept in `dir` ([`Core::text`],
/// under the core's [`core_hash`]) when there is one, else parsed and its
/// copy kept (replacing any other core's). A copy that cannot be read or
/// written is only a slower load.
pub fn load(core_src: &Path, dir: &Path) -> Result<Core> {
    load_hashed(core_src, dir, core_hash(core_src))
}

/// [`load`] for `project`'s core, its copy kept in its target folder
/// ([`DIR`]).
pub fn load_of(project: &crate::project::Project) -> Result<Core> {
    load(&project.core_src(), &project.target_dir().join(DIR))
}

fn load_hashed(core_src: &Path, dir: &Path, hash: Option<u64>) -> Result<Core> {
    let Some(hash) = hash else {
        return Core::load(core_src);
    };
    let kept = dir.join(format!("{}{:016x}.rs", CORE_PREFIX, hash));
    if let Ok(text) = fs::read_to_string(&kept) {
        if let Ok(core) = Core::read_back(&text) {
            return Ok(core);
        }
    }
    let mut core = Core::load(core_src)?;
    if fs::create_dir_all(dir).is_ok() {
        // One core is kept: the one the checkout has now.
        for entry in fs::read_dir(dir).into_iter().flatten().flatten() {
            let name = entry.file_name();
            if name.to_string_lossy().starts_with(CORE_PREFIX) {
                let _ = fs::remove_file(entry.path());
            }
        }
        let _ = write_atomic(&kept, core.text().as_bytes());
    }
    Ok(core)
}

/// The core, loaded only when a result is not kept.
#[derive(Debug)]
pub struct Bundler {
    dir: PathBuf,
    core_src: PathBuf,
    core: Option<Core>,
    hash: Option<Option<u64>>,
}

impl Bundler {
    /// Bundles from the core at `core_src`, keeping results in `dir`.
    pub fn new(dir: PathBuf, core_src: PathBuf) -> Bundler {
        Bundler {
            dir,
            core_src,
            core: None,
            hash: None,
        }
    }

    /// Bundles from `project`'s core, keeping results in its target folder
    /// ([`DIR`]), which `new`, `prepare` and `submit` share.
    pub fn of(project: &crate::project::Project) -> Bundler {
        Bundler::new(project.target_dir().join(DIR), project.core_src())
    }

    /// [`super::vendored`]: `text` with its region carrying what its code
    /// uses, from the kept region when there is one.
    pub fn vendored(&mut self, text: &str) -> Result<String> {
        let region = Region::find(text).map_err(|err| anyhow!("{}", err))?;
        let own_code = region.splice(text, "");
        Ok(region.splice(text, &self.region_for(&own_code)?))
    }

    /// [`super::region_for`]: the region holding what `code` uses, the
    /// kept one when there is one.
    pub fn region_for(&mut self, code: &str) -> Result<String> {
        let kept = self.kept(code);
        if let Some(Ok(bundled)) = kept.as_ref().map(fs::read_to_string) {
            return Ok(bundled);
        }
        if self.core.is_none() {
            let hash = self.hash.flatten();
            self.core = Some(load_hashed(&self.core_src, &self.dir, hash)?);
        }
        let bundled = region_for(self.core.as_ref().expect("loaded above"), code)?;
        if let Some(kept) = kept {
            self.keep(&kept, &bundled);
        }
        Ok(bundled)
    }

    /// Whether this bundler parsed the core (a result was not kept).
    #[cfg(test)]
    pub fn parsed_the_core(&self) -> bool {
        self.core.is_some()
    }

    /// Where the region for `own_code` is kept, if the core can be hashed.
    /// The code is keyed by its tokens less its doc comments: comments (a
    /// new problem's name and address), doc comments and spacing do not
    /// change what it uses (the bundler reads paths, never text).
    fn kept(&mut self, own_code: &str) -> Option<PathBuf> {
        if self.hash.is_none() {
            self.hash = Some(core_hash(&self.core_src));
        }
        let tokens: TokenStream = own_code.parse().ok()?;
        let mut hasher = DefaultHasher::new();
        "bundled 3".hash(&mut hasher);
        self.hash.flatten()?.hash(&mut hasher);
        hash_without_docs(tokens, &mut hasher);
        Some(self.dir.join(format!("{:016x}.rs", hasher.finish())))
    }

    /// Keeps `result` at `kept` (atomically, so a reader never sees half of
    /// it), and removes the oldest past [`KEPT`]. A
    /// result that cannot be kept is only a miss next time.
    fn keep(&self, kept: &Path, result: &str) {
        if fs::create_dir_all(&self.dir).is_err() {
            return;
        }
        if write_atomic(kept, result.as_bytes()).is_err() {
            return;
        }
        let Ok(entries) = fs::read_dir(&self.dir) else {
            return;
        };
        let mut results: Vec<(std::time::SystemTime, PathBuf)> = entries
            .filter_map(|entry| {
                let entry = entry.ok()?;
                if entry.file_name().to_string_lossy().starts_with(CORE_PREFIX) {
                    return None;
                }
                Some((entry.metadata().ok()?.modified().ok()?, entry.path()))
            })
            .collect();
        if results.len() > KEPT {
            results.sort();
            for (_, old) in &results[..results.len() - KEPT] {
                let _ = fs::remove_file(old);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A core of one function in a scratch folder.
    fn scratch_core(dir: &Path) -> PathBuf {
        let src = dir.join("core/src");
        fs::create_dir_all(&src).unwrap();
        fs::write(
            src.join("lib.rs"),
            "//! A core.\n\n/// One.\npub fn one() -> u32 {\n    1\n}\n",
        )
        .unwrap();
        src
    }

    /// A solution using the core's one function, its region empty.
    fn solution() -> String {
        format!(
            "use cpkit::one;\n\nfn main() {{\n    println!(\"{{}}\", one());\n}}\n\n{}\n{}\n",
            judging::region::BEGIN,
            judging::region::END
        )
    }

    #[test]
    fn a_kept_result_is_the_bundled_one_and_a_changed_core_bundles_again() {
        let dir = tempfile::tempdir().unwrap();
        let src = scratch_core(dir.path());
        let kept = dir.path().join("kept");
        let first = Bundler::new(kept.clone(), src.clone())
            .vendored(&solution())
            .unwrap();
        assert!(first.contains("pub fn one() -> u32"), "{}", first);
        assert_eq!(results(&kept).len(), 1);
        assert_eq!(kept_cores(&kept).len(), 1);
        // Kept: a new bundler gives the kept text back (altered here, to
        // tell it from a new bundling).
        let file = results(&kept).remove(0);
        fs::write(&file, "// kept\n").unwrap();
        let from_kept = Bundler::new(kept.clone(), src.clone())
            .vendored(&format!("//! Another name.\n// A comment.\n{}", solution()))
            .unwrap();
        assert!(
            from_kept.starts_with("//! Another name.\n// A comment.\nuse"),
            "{}",
            from_kept
        );
        assert!(from_kept.ends_with("// kept\n"), "{}", from_kept);
        // The core changes: bundled again, from the new core.
        fs::write(
            src.join("lib.rs"),
            "//! A core.\n\n/// One.\npub fn one() -> u32 {\n    2 - 1\n}\n",
        )
        .unwrap();
        let again = Bundler::new(kept.clone(), src)
            .vendored(&solution())
            .unwrap();
        assert!(again.contains("2 - 1"), "{}", again);
    }

    #[test]
    fn no_more_than_the_kept_number_of_results_stay() {
        let dir = tempfile::tempdir().unwrap();
        let src = scratch_core(dir.path());
        let kept = dir.path().join("kept");
        let mut bundler = Bundler::new(kept.clone(), src);
        for n in 0..KEPT + 3 {
            let text =
                solution().replace("fn main() {", &format!("fn main() {{\n    let _ = {};", n));
            bundler.vendored(&text).unwrap();
        }
        assert_eq!(results(&kept).len(), KEPT);
        // The kept core is no result: it stays.
        assert_eq!(kept_cores(&kept).len(), 1);
    }

    /// The results kept in `dir`, the core's copy left out.
    fn results(dir: &Path) -> Vec<PathBuf> {
        files(dir, |name| !name.starts_with(CORE_PREFIX))
    }

    /// The copies of a core kept in `dir`.
    fn kept_cores(dir: &Path) -> Vec<PathBuf> {
        files(dir, |name| name.starts_with(CORE_PREFIX))
    }

    fn files(dir: &Path, named: impl Fn(&str) -> bool) -> Vec<PathBuf> {
        let mut found: Vec<PathBuf> = fs::read_dir(dir)
            .unwrap()
            .map(|entry| entry.unwrap().path())
            .filter(|path| named(&path.file_name().unwrap().to_string_lossy()))
            .collect();
        found.sort();
        found
    }

    #[test]
    fn the_core_is_read_from_its_kept_copy_until_it_changes() {
        let dir = tempfile::tempdir().unwrap();
        let src = scratch_core(dir.path());
        let kept = dir.path().join("kept");
        let first = load(&src, &kept).unwrap().region_all().unwrap();
        assert!(first.contains("pub fn one() -> u32"), "{}", first);
        let copies = kept_cores(&kept);
        assert_eq!(copies.len(), 1, "{:?}", copies);
        // Read from the copy (altered here, to tell it from the source).
        fs::write(&copies[0], "pub fn two() -> u32 {\n    2\n}\n").unwrap();
        let from_copy = load(&src, &kept).unwrap().region_all().unwrap();
        assert!(from_copy.contains("pub fn two() -> u32"), "{}", from_copy);
        assert!(!from_copy.contains("fn one"), "{}", from_copy);
        // A copy that does not parse is parsed again from the source.
        fs::write(&copies[0], "pub fn (").unwrap();
        let mended = load(&src, &kept).unwrap().region_all().unwrap();
        assert_eq!(mended, first);
        assert!(fs::read_to_string(&copies[0])
            .unwrap()
            .contains("pub fn one() -> u32"));
        // The core changes: parsed again, and its copy replaces the old one.
        fs::write(
            src.join("lib.rs"),
            "//! A core.\n\n/// Three.\npub fn three() -> u32 {\n    3\n}\n",
        )
        .unwrap();
        let changed = load(&src, &kept).unwrap().region_all().unwrap();
        assert!(changed.contains("pub fn three() -> u32"), "{}", changed);
        let now = kept_cores(&kept);
        assert_eq!(now.len(), 1, "{:?}", now);
        assert_ne!(now, copies);
    }
}
