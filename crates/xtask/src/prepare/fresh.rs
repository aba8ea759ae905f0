//! Records of the files found up to date with the core, so that a command on
//! an unchanged file, with an unchanged core, skips parsing the core.
//!
//! Bringing a file up to date parses the whole core with syn: about 0.9 s
//! of CPU in the debug build `cargo xtask` runs (188 modules), on every
//! `judge`, `stress`, `submit` and `watch` round, growing with the library.
//! When a file needed nothing, a record says so: under
//! `<target>/xtask-fresh/`, one small file per source file and fit, holding
//! a hash of everything the answer depends on (the tokens of the file's own
//! code less its doc comments, as the bundler reads them, and its region's
//! text; every file of the core, the fit, and this xtask binary, whose
//! bundling rules may change). Hashing those costs a few milliseconds; a
//! record that does not match is only a miss. A record is a cache: one that
//! cannot be read or written is ignored.
//!
//! Issue 49: the record was of the whole text, so a save that changed only
//! a comment or the spacing (rustfmt on save) parsed the core again: a
//! second of CPU for each `watch` round of such a save.

use std::collections::hash_map::DefaultHasher;
use std::fs;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};

use judging::region::Region;

use crate::bundle::cache::{core_hash, tokens_hash};
use crate::fsutil::write_atomic;
use crate::project::Project;

/// The records of one command, with the core's hash taken once.
#[derive(Debug)]
pub struct Records {
    dir: PathBuf,
    core_src: PathBuf,
    core: Option<Option<u64>>,
}

impl Records {
    /// The records of `project`'s files, kept in its target folder.
    pub fn open(project: &Project) -> Records {
        Records::in_dir(project.target_dir().join("xtask-fresh"), project.core_src())
    }

    /// Records kept in `dir`, of files vendored from the core at `core_src`.
    fn in_dir(dir: PathBuf, core_src: PathBuf) -> Records {
        Records {
            dir,
            core_src,
            core: None,
        }
    }

    /// Whether `path`, now holding `text`, was found up to date for `fit`
    /// with the core as it is now.
    pub fn is_fresh(&mut self, path: &Path, fit: &str, text: &str) -> bool {
        let Some(key) = self.key(fit, text) else {
            return false;
        };
        fs::read_to_string(self.record(path, fit)).is_ok_and(|recorded| recorded == key)
    }

    /// Records that `path`, holding `text`, is up to date for `fit`.
    pub fn mark_fresh(&mut self, path: &Path, fit: &str, text: &str) {
        let Some(key) = self.key(fit, text) else {
            return;
        };
        if fs::create_dir_all(&self.dir).is_err() {
            return;
        }
        // Atomic, so a reader never sees half a key; a failure is a miss.
        let _ = write_atomic(&self.record(path, fit), key.as_bytes());
    }

    /// The record of `path` for `fit`: named by a hash of both.
    fn record(&self, path: &Path, fit: &str) -> PathBuf {
        let mut hasher = DefaultHasher::new();
        path.hash(&mut hasher);
        fit.hash(&mut hasher);
        self.dir.join(format!("{:016x}", hasher.finish()))
    }

    /// What a record of `text` for `fit` holds; `None` when the core or
    /// this binary cannot be read (see [`core_hash`]).
    fn key(&mut self, fit: &str, text: &str) -> Option<String> {
        if self.core.is_none() {
            self.core = Some(core_hash(&self.core_src));
        }
        let core = self.core.flatten()?;
        let mut hasher = DefaultHasher::new();
        "fresh 2".hash(&mut hasher);
        core.hash(&mut hasher);
        fit.hash(&mut hasher);
        match Region::find(text) {
            Ok(region) => {
                tokens_hash(&region.splice(text, ""))?.hash(&mut hasher);
                text[region.bytes].hash(&mut hasher);
            }
            // No region, or broken markers: nothing is skipped but by the
            // very same text.
            Err(_) => text.hash(&mut hasher),
        }
        Some(format!("{:016x}\n", hasher.finish()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A core of one module in a scratch folder, and records kept beside it.
    struct Scratch {
        dir: tempfile::TempDir,
    }

    impl Scratch {
        fn new() -> Scratch {
            let dir = tempfile::tempdir().unwrap();
            let src = dir.path().join("core/src");
            fs::create_dir_all(src.join("ds")).unwrap();
            fs::write(src.join("lib.rs"), "pub mod ds;\n").unwrap();
            fs::write(src.join("ds/mod.rs"), "pub mod a;\n").unwrap();
            fs::write(src.join("ds/a.rs"), "pub fn a() {}\n").unwrap();
            Scratch { dir }
        }

        fn path(&self) -> &Path {
            self.dir.path()
        }

        /// The records as a new command opens them.
        fn records(&self) -> Records {
            Records::in_dir(self.path().join("records"), self.path().join("core/src"))
        }
    }

    #[test]
    fn a_record_holds_while_the_file_and_every_file_of_the_core_are_unchanged() {
        let scratch = Scratch::new();
        let main_rs = scratch.path().join("problems/p/src/main.rs");
        let mut records = scratch.records();
        assert!(!records.is_fresh(&main_rs, "enough", "fn main() {}\n"));
        records.mark_fresh(&main_rs, "enough", "fn main() {}\n");
        assert!(scratch
            .records()
            .is_fresh(&main_rs, "enough", "fn main() {}\n"));

        // Another text, another fit or another file: no record.
        let mut records = scratch.records();
        assert!(!records.is_fresh(&main_rs, "enough", "fn main() { }\n"));
        assert!(!records.is_fresh(&main_rs, "exact", "fn main() {}\n"));
        let gen_rs = scratch.path().join("gen.rs");
        assert!(!records.is_fresh(&gen_rs, "enough", "fn main() {}\n"));

        // A change deep in the core, of the same length: no longer fresh.
        let a_rs = scratch.path().join("core/src/ds/a.rs");
        fs::write(&a_rs, "pub fn b() {}\n").unwrap();
        assert!(!scratch
            .records()
            .is_fresh(&main_rs, "enough", "fn main() {}\n"));
        // Put back, fresh again; a new file in the core: not fresh.
        fs::write(&a_rs, "pub fn a() {}\n").unwrap();
        assert!(scratch
            .records()
            .is_fresh(&main_rs, "enough", "fn main() {}\n"));
        fs::write(scratch.path().join("core/src/ds/b.rs"), "").unwrap();
        assert!(!scratch
            .records()
            .is_fresh(&main_rs, "enough", "fn main() {}\n"));
    }

    #[test]
    fn a_record_that_cannot_be_written_is_only_a_miss() {
        let scratch = Scratch::new();
        // The records' folder is taken by a file.
        fs::write(scratch.path().join("records"), "").unwrap();
        let main_rs = scratch.path().join("main.rs");
        let mut records = scratch.records();
        records.mark_fresh(&main_rs, "enough", "x");
        assert!(!records.is_fresh(&main_rs, "enough", "x"));
    }

    /// Issue 49: a save that changes only comments or spacing (a `watch`
    /// round after rustfmt on save) keeps the record; a change to the code's
    /// tokens or to the region does not.
    #[test]
    fn a_record_holds_through_a_comment_or_spacing_change_and_not_a_code_change() {
        let scratch = Scratch::new();
        let main_rs = scratch.path().join("problems/p/src/main.rs");
        let file = |own: &str, region: &str| {
            format!(
                "{}\n{}\n{}{}\n",
                own,
                judging::region::BEGIN,
                region,
                judging::region::END
            )
        };
        let own = "use cpkit::ds::a;\n\nfn main() {\n    a();\n}\n";
        let region = "mod cpkit {\n    pub mod ds {\n        pub fn a() {}\n    }\n}\n";
        scratch
            .records()
            .mark_fresh(&main_rs, "exact", &file(own, region));
        let mut records = scratch.records();
        assert!(records.is_fresh(&main_rs, "exact", &file(own, region)));
        let commented = own.replace("fn main() {\n", "// a new comment\nfn main() {\n");
        assert!(records.is_fresh(&main_rs, "exact", &file(&commented, region)));
        let spaced = own.replace("    a();", "      a( ) ;");
        assert!(records.is_fresh(&main_rs, "exact", &file(&spaced, region)));

        let called_twice = own.replace("    a();", "    a();\n    a();");
        assert!(!records.is_fresh(&main_rs, "exact", &file(&called_twice, region)));
        let region_edited = region.replace("pub fn a() {}", "pub fn a() { }");
        assert!(!records.is_fresh(&main_rs, "exact", &file(own, &region_edited)));
        assert!(!records.is_fresh(&main_rs, "enough", &file(own, region)));
        // A file that does not lex is never fresh but by its very text.
        let unlexed = own.replace("a();\n}", "a();\n");
        assert!(!records.is_fresh(&main_rs, "exact", &file(&unlexed, region)));
    }
}
