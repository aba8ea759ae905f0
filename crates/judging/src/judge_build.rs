//! The judge-build check: a problem's files compiled as its judge compiles
//! them, and its cases answered by that build, once per change.
//!
//! The golden tests judge the debug build; the judge builds the one file
//! with plain `rustc`, its edition and its optimisation level, and what
//! differs between the two (an overflow that wraps instead of panicking,
//! code behind `debug_assertions`, syntax an edition refuses) is found only
//! by building it that way. For `problems/<p>` this check:
//!
//! - refuses a `src/main.rs` over the judge's source limit (its profile's,
//!   64 KiB where the judge states none);
//! - opens a [`Build::Judge`] session (the build `judge --release`,
//!   `submit`, `stress` and `official` make) and judges every case with it
//!   (the library's proofs: a [`Build::Unoptimised`] one, the same program
//!   built in a third of the time);
//! - checks that the file compiles under the other editions too (2018, 2021
//!   and 2024: the file may go to another judge), and that `gen.rs` and
//!   `brute.rs`, if any, compile;
//! - with `CPKIT_OLD_RUSTC` naming an old compiler (Debian's 1.63), checks
//!   the file with it under editions 2018 and 2021.
//!
//! Warnings are shown and do not fail, as no judge refuses them; a problem
//! whose `Cargo.toml` says `[package.metadata.judge-build] warnings =
//! "deny"` (the kit's own examples and proofs, whose files must be
//! warning-free under every edition) fails on any.
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

use crate::cases;
use crate::error::Error;
use crate::manifest::WarningsSetting;
use crate::metadata::Kind;
use crate::problem::Problem;
use crate::rustc::{self, Emit, Flags, Warnings, EDITIONS};
use crate::session::{Build, Session};
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

/// Checks `solution`'s problem as its judge builds it, with the records
/// under `records` (none kept when `None`); every failure, one per line, in
/// [`Error::JudgeBuild`].
pub fn check(solution: &Solution, records: Option<&Path>) -> crate::error::Result<Passed> {
    check_judged_on(solution, records, Build::Judge)
}

/// [`check`] with the cases judged on `build` ([`Build::Judge`] or
/// [`Build::Unoptimised`], the judge's program built quicker: the library's
/// proofs); the other editions are checked the same either way.
pub fn check_judged_on(
    solution: &Solution,
    records: Option<&Path>,
    build: Build,
) -> crate::error::Result<Passed> {
    let problem = &solution.problem;
    let failed = |failures: String| Error::JudgeBuild {
        problem: problem.name().to_string(),
        judge: problem.metadata.judge.key().to_string(),
        failures: failures.lines().map(str::to_string).collect(),
    };
    let dir = problem.layout.dir.clone();
    if template::not_started(&dir) {
        return Ok(Passed::NotStarted);
    }
    let key = key(problem, build).map_err(failed)?;
    let record = records.map(|records| records.join(problem.name()));
    if let Some(record) = &record {
        if fs::read_to_string(record).is_ok_and(|recorded| recorded == key) {
            return Ok(Passed::Unchanged);
        }
    }
    let warnings = build_and_judge(solution, build).map_err(failed)?;
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

/// A hash of everything the check reads, so a change to any of it checks
/// again.
fn key(problem: &Problem, build: Build) -> Result<String, String> {
    let dir = &problem.layout.dir;
    let mut hasher = DefaultHasher::new();
    "judge-build 2".hash(&mut hasher);
    // A check passed on the unoptimised build says nothing of the judge's.
    build.hash(&mut hasher);
    env!("JUDGING_RUSTC").hash(&mut hasher);
    std::env::var_os(OLD_RUSTC).hash(&mut hasher);
    let mut files = vec![
        dir.join("Cargo.toml"),
        dir.join("src/main.rs"),
        dir.join("checker.rs"),
        dir.join("interactor.rs"),
    ];
    files.extend(HELPERS.iter().map(|helper| dir.join(helper)));
    let testdata = &problem.layout.cases;
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
fn build_and_judge(solution: &Solution, build: Build) -> Result<Vec<String>, String> {
    let problem = &solution.problem;
    let layout = &problem.layout;
    let main_rs = layout.main_rs();
    let shown = layout.shown(&main_rs);
    let mut failures = Vec::new();
    // A LeetCode file carries a local harness; what is pasted is smaller
    // and `submit` sizes it.
    if !matches!(problem.metadata.kind, Kind::LeetCode { .. }) {
        let size = fs::metadata(&main_rs).map_or(0, |meta| meta.len() as usize);
        let profile = problem.metadata.judge.profile();
        let limit = profile.source_limit_bytes();
        if size > limit {
            failures.push(format!(
                "{} is {} bytes, over the source limit of {} ({} bytes)",
                shown, size, profile.name, limit
            ));
        }
    }
    let deny = problem.warnings == WarningsSetting::Deny;
    let (session, checks) = thread::scope(|scope| {
        // The other builds only check, side by side with the judge's.
        let checks = scope.spawn(|| other_builds(problem, deny));
        let session = solution.session(build);
        (session, checks.join().expect("a build thread panicked"))
    });
    let mut warnings = Vec::new();
    let built = format!(
        "{} built as {} builds it{}",
        shown,
        problem.metadata.judge.key(),
        if build == Build::Unoptimised {
            " (unoptimised)"
        } else {
            ""
        }
    );
    match session {
        Ok(session) => {
            warnings.extend(session.warnings.iter().cloned());
            failures.extend(wrong_answers(&session, &built));
        }
        Err(error) => {
            // The same error under the other editions would only repeat it.
            failures.push(error.to_string());
            return Err(failures.join("\n"));
        }
    }
    for (what, result) in checks {
        match result {
            Ok(found) => warnings.extend(found),
            Err(error) => failures.push(format!("{} does not compile: {}", what, error)),
        }
    }
    warnings.dedup();
    if deny && !warnings.is_empty() {
        failures.push(format!(
            "warnings, which this problem's `[package.metadata.judge-build] warnings = \"deny\"` refuses:\n  {}",
            warnings.join("\n  ")
        ));
    }
    if failures.is_empty() {
        Ok(warnings)
    } else {
        Err(failures.join("\n"))
    }
}

/// The builds beside the judge's: the file under the other editions (and an
/// old compiler's), and the stress helpers; each with what it built and its
/// warnings or error.
fn other_builds(problem: &Problem, deny: bool) -> Vec<(String, Result<Vec<String>, String>)> {
    let layout = &problem.layout;
    let main_rs = layout.main_rs();
    let judge_edition = problem.metadata.edition();
    let mut builds: Vec<(PathBuf, String, Option<PathBuf>)> = EDITIONS
        .iter()
        .filter(|&&edition| edition != judge_edition)
        .map(|edition| (main_rs.clone(), edition.to_string(), None))
        .collect();
    for helper in HELPERS {
        let source = layout.dir.join(helper);
        if source.is_file() {
            builds.push((source, judge_edition.to_string(), None));
        }
    }
    if let Some(old) = std::env::var_os(OLD_RUSTC) {
        for edition in ["2018", "2021"] {
            builds.push((
                main_rs.clone(),
                edition.to_string(),
                Some(PathBuf::from(&old)),
            ));
        }
    }
    let scratch = match tempfile::tempdir() {
        Ok(scratch) => scratch,
        Err(err) => return vec![("a scratch folder".into(), Err(err.to_string()))],
    };
    thread::scope(|scope| {
        let handles: Vec<_> = builds
            .iter()
            .enumerate()
            .map(|(index, (source, edition, compiler))| {
                let output = scratch.path().join(format!("check-{}", index));
                scope.spawn(move || {
                    let by = compiler
                        .as_ref()
                        .map_or(String::new(), |old| format!(" by {}", old.display()));
                    let what = format!("{} with --edition {}{}", layout.shown(source), edition, by);
                    let mut flags = Flags::new(edition, Emit::Check);
                    flags.compiler = compiler.clone();
                    flags.extra = crate::session::flags(problem, Build::Judge).extra;
                    flags.warnings = if deny {
                        Warnings::Deny
                    } else {
                        Warnings::Report
                    };
                    let written = source.display().to_string();
                    let shown = |line: String| line.replacen(&written, &layout.shown(source), 1);
                    let result = rustc::build(source, &flags, &output)
                        .map(|found| found.into_iter().map(shown).collect())
                        .map_err(|err| shown(err.detail()));
                    (what, result)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|handle| handle.join().expect("a build thread panicked"))
            .collect()
    })
}

/// Every case the judge's build does not get accepted, one line each.
fn wrong_answers(session: &Session, built: &str) -> Vec<String> {
    let layout = &session.problem.layout;
    let cases = match cases::list(&layout.cases) {
        Ok(cases) => cases,
        Err(err) => {
            return vec![format!(
                "cannot list {}: {}",
                layout.shown(&layout.cases),
                err
            )]
        }
    };
    cases
        .iter()
        .zip(session.judge_all(&cases))
        .filter_map(|(case, judged)| {
            let why = match judged {
                Ok(judged) if judged.accepted() => return None,
                Ok(judged) => session.explain(&judged),
                Err(err) => err.to_string(),
            };
            // The verdict and where the output differs, not the whole run.
            let shown = crate::check::diff::excerpt(&why, 6);
            Some(format!(
                "{} on {}: {}",
                built,
                layout.shown(&case.input),
                shown.join("\n    ")
            ))
        })
        .collect()
}

impl Solution {
    /// The judge-build check ([`crate::judge_build`]), its records kept in
    /// the target folder; shows the builds' warnings and panics with every
    /// failure.
    pub fn judge_build(&self) {
        self.judge_build_judged_on(Build::Judge);
    }

    /// [`Solution::judge_build`] with the cases judged on `build` (see
    /// [`check_judged_on`]).
    pub fn judge_build_judged_on(&self, build: Build) {
        let records = self
            .cache()
            .dir()
            .parent()
            .map(|judging| judging.join("judge-build"));
        match check_judged_on(self, records.as_deref(), build) {
            Ok(Passed::Checked { warnings }) => {
                for warning in warnings {
                    say(&format!("{}: judge build: {}", self.name(), warning));
                }
            }
            Ok(_) => {}
            Err(failures) => panic!("{}", failures),
        }
    }
}
