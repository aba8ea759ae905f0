//! The judge-build check: a problem's files compiled as its judge compiles
//! them, and its cases answered by that build, once per change.
//!
//! `cargo test` builds a solution without optimisation; the judge builds the
//! one file with plain `rustc`, its edition and its optimisation level, and
//! what differs between the two (an overflow that wraps instead of
//! panicking, code behind `debug_assertions`, syntax an edition refuses) is
//! found only by building it that way. For `problems/<p>` this check:
//!
//! - refuses a `src/main.rs` over the judge's source limit (its profile's,
//!   64 KiB where the judge states none);
//! - builds it with the problem's edition (its `edition`, one the judge
//!   offers, or the judge's first) and the judge's flags (opt-level,
//!   `target-cpu`, the `--cfg` it sets), and judges every case of
//!   `testdata/<p>/` with that binary on the judge's stack, by the
//!   problem's checker or interactor;
//! - checks that it compiles under the other editions too (2018, 2021 and
//!   2024: the file may go to another judge), and that `gen.rs` and
//!   `brute.rs`, if any, compile;
//! - with `CPKIT_OLD_RUSTC` naming an old compiler (Debian's 1.63), checks
//!   the file with it under editions 2018 and 2021.
//!
//! Warnings are shown and do not fail, as no judge refuses them; a problem
//! whose `Cargo.toml` says `[package.metadata.judge-build] warnings =
//! "deny"` (the kit's own examples) fails on any.
//!
//! Nothing is checked twice: a passing check records a key, a hash of
//! everything it read (the files, the cases, the metadata, the compiler's
//! version, the old compiler's path), under `<target>/judge-build/`, and
//! the next check with the same key passes at once. A thousand unchanged
//! problems cost a thousand small reads.

use std::collections::hash_map::DefaultHasher;
use std::fs;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::thread;

use crate::case_judge::{judge_case_by, judge_interactive_case};
use crate::cases;
use crate::metadata::Kind;
use crate::rustc::{self, Emit, Warnings, EDITIONS};
use crate::solution::{say, Solution};
use crate::template;

/// The environment variable naming an old rustc to check files with.
pub const OLD_RUSTC: &str = "CPKIT_OLD_RUSTC";

/// Files beside `src/main.rs` that a stress test compiles with the core.
const HELPERS: [&str; 2] = ["gen.rs", "brute.rs"];

/// How a check ended, when it passed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Passed {
    /// Built and judged now; the warnings the builds gave, one line each.
    Checked { warnings: Vec<String> },
    /// Nothing it reads changed since it last passed.
    Unchanged,
    /// The solution is still its template: nothing to check yet.
    NotStarted,
}

/// Checks `solution`'s problem as its judge builds it, with the cache under
/// `cache` (no cache when `None`); every failure, one per line, on error.
pub fn check(solution: &Solution, cache: Option<&Path>) -> Result<Passed, String> {
    let dir = solution.layout.dir.clone();
    if template::not_started(&dir) {
        return Ok(Passed::NotStarted);
    }
    let key = key(solution, &dir)?;
    let record = cache.map(|cache| cache.join(&solution.problem));
    if let Some(record) = &record {
        if fs::read_to_string(record).is_ok_and(|recorded| recorded == key) {
            return Ok(Passed::Unchanged);
        }
    }
    let warnings = build_and_judge(solution, &dir)?;
    if let Some(record) = &record {
        // Atomically, so a check killed halfway records nothing.
        let _ = fs::create_dir_all(record.parent().expect("a record has a folder"));
        let partial = record.with_extension("partial");
        if fs::write(&partial, &key).is_ok() {
            let _ = fs::rename(&partial, record);
        }
    }
    Ok(Passed::Checked { warnings })
}

/// Where [`check`] keeps its records for a solution built by Cargo: beside
/// the profile folders of the target folder the program is in
/// (`<target>/debug/<name>` gives `<target>/judge-build`).
pub fn cache_for(program: &Path) -> Option<PathBuf> {
    let target = program.parent()?.parent()?;
    Some(target.join("judge-build"))
}

/// Whether the problem asks for warnings to fail its check.
fn warnings_denied(dir: &Path) -> Result<bool, String> {
    let manifest = dir.join("Cargo.toml");
    let text = fs::read_to_string(&manifest)
        .map_err(|err| format!("cannot read {}: {}", manifest.display(), err))?;
    let table: toml::Table = text
        .parse()
        .map_err(|err| format!("{}: not valid TOML: {}", manifest.display(), err))?;
    let setting = table
        .get("package")
        .and_then(|package| package.get("metadata"))
        .and_then(|metadata| metadata.get("judge-build"))
        .and_then(|build| build.get("warnings"));
    match setting {
        None => Ok(false),
        Some(value) => match value.as_str() {
            Some("deny") => Ok(true),
            Some("report") => Ok(false),
            _ => Err(format!(
                "{}: `package.metadata.judge-build.warnings` must be \"deny\" or \"report\"; found {}",
                manifest.display(),
                value
            )),
        },
    }
}

/// A hash of everything the check reads, so a change to any of it checks
/// again.
fn key(solution: &Solution, dir: &Path) -> Result<String, String> {
    let mut hasher = DefaultHasher::new();
    "judge-build 1".hash(&mut hasher);
    env!("JUDGING_RUSTC").hash(&mut hasher);
    std::env::var_os(OLD_RUSTC).hash(&mut hasher);
    let mut files = vec![
        dir.join("Cargo.toml"),
        dir.join("src/main.rs"),
        dir.join("checker.rs"),
        dir.join("interactor.rs"),
    ];
    files.extend(HELPERS.iter().map(|helper| dir.join(helper)));
    let testdata = &solution.layout.cases;
    let mut cases: Vec<PathBuf> = fs::read_dir(testdata)
        .map_err(|err| format!("cannot list {}: {}", testdata.display(), err))?
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| path.is_file())
        .collect();
    cases.sort();
    files.extend(cases);
    for file in &files {
        file.file_name().hash(&mut hasher);
        // A file that is not there hashes as absent, unlike an empty one.
        fs::read(file).ok().hash(&mut hasher);
    }
    Ok(format!("{:016x}\n", hasher.finish()))
}

/// Builds the problem's files as its judge would and judges every case;
/// the warnings, or every failure.
fn build_and_judge(solution: &Solution, dir: &Path) -> Result<Vec<String>, String> {
    let metadata = &solution.metadata;
    let warnings_mode = if warnings_denied(dir)? {
        Warnings::Deny
    } else {
        Warnings::Report
    };
    let main_rs = dir.join("src/main.rs");
    let shown = solution.layout.shown(&main_rs);
    let mut failures = Vec::new();
    // A LeetCode file carries a local harness; what is pasted is smaller
    // and `submit` sizes it.
    if !matches!(metadata.kind, Kind::LeetCode { .. }) {
        let size = fs::metadata(&main_rs).map_or(0, |meta| meta.len() as usize);
        let profile = crate::profile::of(metadata.judge);
        let limit = profile.source_limit_bytes();
        if size > limit {
            failures.push(format!(
                "{} is {} bytes, over the source limit of {} ({} bytes)",
                shown, size, profile.name, limit
            ));
        }
    }
    let scratch = tempfile::tempdir().map_err(|err| format!("no scratch folder: {}", err))?;
    let judge_edition = metadata.edition();
    let binary = scratch.path().join("solution");

    // Every build at once: rustc runs one thread per file.
    let mut builds: Vec<Build> = vec![Build {
        what: format!("{} with --edition {}", shown, judge_edition),
        source: main_rs.clone(),
        edition: judge_edition.to_string(),
        emit: Emit::Binary {
            opt_level: metadata.judge.opt_level(),
        },
        rustc: None,
        output: binary.clone(),
    }];
    for edition in EDITIONS.iter().filter(|&&edition| edition != judge_edition) {
        builds.push(Build::check(
            &shown,
            &main_rs,
            edition,
            None,
            scratch.path(),
        ));
    }
    for helper in HELPERS {
        let source = dir.join(helper);
        if source.is_file() {
            let shown = solution.layout.shown(&source);
            builds.push(Build::check(
                &shown,
                &source,
                judge_edition,
                None,
                scratch.path(),
            ));
        }
    }
    if let Some(old) = std::env::var_os(OLD_RUSTC) {
        for edition in ["2018", "2021"] {
            let old = Some(PathBuf::from(&old));
            builds.push(Build::check(&shown, &main_rs, edition, old, scratch.path()));
        }
    }
    let codegen = metadata.judge.codegen_flags();
    let results: Vec<(String, Result<Vec<String>, String>)> = thread::scope(|scope| {
        let handles: Vec<_> = builds
            .iter()
            .map(|build| {
                scope.spawn(move || (build.what.clone(), build.run(codegen, warnings_mode)))
            })
            .collect();
        handles
            .into_iter()
            .map(|handle| handle.join().expect("a build thread panicked"))
            .collect()
    });
    let mut warnings = Vec::new();
    let mut built = true;
    for (index, (what, result)) in results.into_iter().enumerate() {
        match result {
            Ok(found) => {
                for warning in found {
                    if !warnings.contains(&warning) {
                        warnings.push(warning);
                    }
                }
            }
            Err(error) => {
                built &= index != 0;
                failures.push(format!("{} does not compile: {}", what, error));
            }
        }
    }
    if built {
        let judged = format!("{} built as {} builds it", shown, metadata.judge.key());
        failures.extend(wrong_answers(solution, &binary, scratch.path(), &judged));
    }
    if failures.is_empty() {
        Ok(warnings)
    } else {
        Err(failures.join("\n"))
    }
}

/// One compiler run of the check.
struct Build {
    what: String,
    source: PathBuf,
    edition: String,
    emit: Emit,
    /// Another compiler than Cargo's.
    rustc: Option<PathBuf>,
    output: PathBuf,
}

impl Build {
    fn check(
        shown: &str,
        source: &Path,
        edition: &str,
        rustc: Option<PathBuf>,
        scratch: &Path,
    ) -> Build {
        let by = rustc
            .as_ref()
            .map_or(String::new(), |old| format!(" by {}", old.display()));
        Build {
            what: format!("{} with --edition {}{}", shown, edition, by),
            source: source.to_path_buf(),
            edition: edition.to_string(),
            emit: Emit::Check,
            output: scratch.join(format!(
                "check-{}-{}-{}",
                source
                    .file_stem()
                    .map_or("file".into(), |s| s.to_string_lossy()),
                edition,
                rustc.is_some()
            )),
            rustc,
        }
    }

    fn run(&self, codegen: &[&str], warnings: Warnings) -> Result<Vec<String>, String> {
        let codegen = match self.emit {
            Emit::Binary { .. } => codegen,
            Emit::Check => &[],
        };
        match &self.rustc {
            None => rustc::build(
                &self.source,
                &self.edition,
                self.emit,
                codegen,
                warnings,
                &self.output,
            ),
            Some(old) => rustc::build_by(
                old,
                &self.source,
                &self.edition,
                self.emit,
                codegen,
                warnings,
                &self.output,
            ),
        }
    }
}

/// Every case the judge's build does not get accepted, one line each.
fn wrong_answers(solution: &Solution, binary: &Path, scratch: &Path, built: &str) -> Vec<String> {
    let limits = solution.limits();
    let interactor = match solution.metadata.kind {
        Kind::Interactive { .. } => {
            match crate::interactor::Interactor::for_problem(
                &solution.metadata,
                &solution.layout.dir,
                &scratch.join("interactor"),
            ) {
                Ok(interactor) => Some(interactor),
                Err(error) => return vec![format!("{}: {}", built, error)],
            }
        }
        _ => None,
    };
    let checker = solution.checker(scratch);
    // A sample not filled in yet is the golden test's to report.
    let inputs: Vec<PathBuf> = solution
        .inputs()
        .into_iter()
        .filter(|input| {
            let size = |path: &Path| fs::metadata(path).map_or(0, |meta| meta.len());
            size(input) > 0 || size(&cases::answer(input)) > 0
        })
        .collect();
    let verdicts = crate::case_judge::in_parallel(&inputs, |input| match &interactor {
        Some(interactor) => judge_interactive_case(binary, input, interactor, limits),
        None => judge_case_by(binary, input, &checker, limits),
    });
    inputs
        .iter()
        .zip(verdicts)
        .filter_map(|(input, verdict)| {
            verdict.err().map(|why| {
                // The verdict and where the output differs, not the whole run.
                let shown: Vec<&str> = why
                    .lines()
                    .take_while(|line| !line.starts_with("--- "))
                    .take(6)
                    .collect();
                format!(
                    "{} on {}: {}",
                    built,
                    solution.layout.shown(input),
                    shown.join("\n    ")
                )
            })
        })
        .collect()
}

impl Solution {
    /// The judge-build check ([`crate::judge_build`]), its records kept in
    /// the target folder the program was built into; shows the builds'
    /// warnings and panics with every failure.
    pub fn judge_build(&self) {
        let cache = cache_for(&self.program);
        match check(self, cache.as_deref()) {
            Ok(Passed::Checked { warnings }) => {
                for warning in warnings {
                    say(&format!("{}: judge build: {}", self.problem, warning));
                }
            }
            Ok(_) => {}
            Err(failures) => panic!(
                "{} as its judge builds it ({}):\n{}",
                self.problem,
                self.metadata.judge.key(),
                failures
            ),
        }
    }
}
