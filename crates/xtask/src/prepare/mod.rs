//! Before a command builds a problem: its files brought up to what their
//! code uses, so a stale vendored region is never a cryptic macro error.
//!
//! `judge`, `stress`, `submit` and every `watch` round call [`up_to_date`]
//! first: a LeetCode solution's local `main` is generated again from its
//! signatures (see [`crate::leetcode::refresh`]), then each file whose
//! vendored region lacks a core item its code reaches (an edit that uses a
//! module, a method or a macro arm the file does not carry yet) gets the
//! region it needs. A region that carries more than the code uses still
//! compiles, so it is left alone (`vendor` makes it exact). Every write goes
//! through [`crate::fsutil::update`], which starts over when an editor saved
//! meanwhile, so no save is lost. A file found up to date is recorded
//! ([`fresh`]), so the next command skips parsing the core for it while
//! neither changes.

mod fresh;

use std::path::PathBuf;

use anyhow::Result;
use judging::region::{MarkerError, Region};

use crate::bundle::{cache::Bundler, carry, in_file};
use crate::fsutil::update;
use crate::project::Project;
use judging::problem::Problem;

/// How much of the core a region must carry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Fit {
    /// At least what the code uses: a larger region is left alone.
    Enough,
    /// Exactly what the code uses, as `vendor` writes it: what is pasted.
    Exact,
}

impl Fit {
    /// The fit's name in a freshness record.
    fn key(self) -> &'static str {
        match self {
            Fit::Enough => "enough",
            Fit::Exact => "exact",
        }
    }
}

/// Brings `problem`'s `src/main.rs` and `helpers` (files beside it, such as
/// `gen.rs` and `brute.rs`; those without a region are left alone) up to
/// what their code uses; the lines that say what changed, one per file.
pub fn up_to_date(project: &Project, problem: &Problem, helpers: &[&str]) -> Result<Vec<String>> {
    bring(project, problem, helpers, Fit::Enough)
}

/// [`up_to_date`] for `src/main.rs` alone, its region made exactly what its
/// code uses, as `vendor` makes it: what `submit` judges and pastes.
pub fn exact(project: &Project, problem: &Problem) -> Result<Vec<String>> {
    bring(project, problem, &[], Fit::Exact)
}

fn bring(project: &Project, problem: &Problem, helpers: &[&str], fit: Fit) -> Result<Vec<String>> {
    let mut said = crate::leetcode::refresh::refresh(project, problem)?;
    let problem = &problem.layout;
    // A kit without the core's source (a test's miniature) has nothing to
    // vendor from.
    if !project.core_src().join("lib.rs").is_file() {
        return Ok(said);
    }
    let mut files: Vec<(PathBuf, bool)> = vec![(problem.main_rs(), true)];
    files.extend(helpers.iter().map(|name| (problem.dir.join(name), false)));
    let mut core = None;
    // An exact region is bundled through the kept results: `submit`, which
    // checks the region it pastes right after, then finds it there.
    let mut bundler = Bundler::of(project);
    let mut records = fresh::Records::open(project);
    for (path, required) in files {
        if !required && !path.is_file() {
            continue;
        }
        let file = project.show(&path);
        // The text last found to need nothing, to be recorded as fresh.
        let mut unchanged = None;
        let written = update(&path, |text| {
            if records.is_fresh(&path, fit.key(), text) {
                return Ok(None);
            }
            // A file without a region (one written by hand) has nothing to
            // bring in; broken markers in the solution are its to fix.
            match Region::find(text) {
                Err(MarkerError::Missing { .. }) => return Ok(None),
                Err(_) if !required => return Ok(None),
                _ => {}
            }
            let fresh = match fit {
                Fit::Enough => {
                    if core.is_none() {
                        core = Some(crate::bundle::cache::load_of(project)?);
                    }
                    carry::revendored_if_short(core.as_ref().expect("loaded above"), text)
                }
                Fit::Exact => bundler
                    .vendored(text)
                    .map(|vendored| (vendored != text).then_some(vendored)),
            };
            if let Ok(None) = fresh {
                unchanged = Some(text.to_string());
            }
            fresh.map_err(
                |err| match err.downcast_ref::<judging::region::MarkerError>() {
                    Some(markers) => anyhow::anyhow!("{}: {}", file, markers),
                    None => in_file(&file, 0, err),
                },
            )
        })?;
        if let (None, Some(text)) = (&written, unchanged) {
            records.mark_fresh(&path, fit.key(), &text);
        }
        if written.is_some() {
            said.push(format!(
                "vendored: {} now carries the core items it uses",
                file
            ));
        }
    }
    Ok(said)
}
