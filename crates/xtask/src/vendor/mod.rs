//! `cargo xtask vendor [--check]`: copy the core into every solution file.
//!
//! Each `problems/*/src/main.rs` ends with a region between two marker lines
//! (see [`region`]); this task regenerates that region from the core's source
//! (see [`generate`]) and leaves every other byte of the file alone. With
//! `--check` it writes nothing and reports the files whose region is stale.

pub mod generate;
pub mod region;

use std::fs;

use anyhow::{anyhow, Context, Result};

use crate::fsutil::write_atomic;
use crate::project::Project;
use region::Region;

/// What a run found for one solution file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// The file, relative to the project root.
    pub file: String,
    /// Whether its region differed from what the core generates now.
    pub stale: bool,
}

/// Regenerates (or, with `check`, only compares) every solution's region.
///
/// Every file is examined before any is written, so a file with broken
/// markers stops the run without a partial update of the others.
pub fn run(project: &Project, check: bool) -> Result<Vec<Outcome>> {
    let region_text = generate::region(&project.core_src())?;
    let mut updates = Vec::new();
    for problem in project.problems()? {
        let path = problem.main_rs();
        let file = project.show(&path);
        let text = fs::read_to_string(&path).with_context(|| format!("cannot read {}", file))?;
        let region = Region::find(&text).map_err(|err| anyhow!("{}: {}", file, err))?;
        let spliced = region.splice(&text, &region_text);
        let stale = spliced != text;
        updates.push((path, file, stale, spliced));
    }
    let mut outcomes = Vec::new();
    for (path, file, stale, spliced) in updates {
        if stale && !check {
            write_atomic(&path, spliced.as_bytes())?;
        }
        outcomes.push(Outcome { file, stale });
    }
    Ok(outcomes)
}

/// The message for a check that found stale files, or `None` if all are fresh.
pub fn stale_report(outcomes: &[Outcome]) -> Option<String> {
    let stale: Vec<&str> = outcomes
        .iter()
        .filter(|outcome| outcome.stale)
        .map(|outcome| outcome.file.as_str())
        .collect();
    if stale.is_empty() {
        return None;
    }
    Some(format!(
        "the vendored core is stale in {}; run `cargo xtask vendor` to regenerate it",
        stale.join(", ")
    ))
}

#[cfg(test)]
mod tests;
