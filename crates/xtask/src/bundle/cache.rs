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
            self.core = Some(Core::load(&self.core_src)?);
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
        assert_eq!(fs::read_dir(&kept).unwrap().count(), 1);
        // Kept: a new bundler gives the kept text back (altered here, to
        // tell it from a new bundling).
        let file = fs::read_dir(&kept).unwrap().next().unwrap().unwrap().path();
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
        assert_eq!(fs::read_dir(&kept).unwrap().count(), KEPT);
    }
}
