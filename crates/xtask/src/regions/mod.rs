//! `cargo xtask vendor [--check]`: every solution file's generated regions
//! brought up to date: a LeetCode solution's local `main` first (from the
//! code's signatures, see [`crate::leetcode::refresh`]), then the core
//! bundled at its end (see [`crate::bundle`]). Each `problems/*/src/main.rs`,
//! and every other one-file program that carries a region (see
//! [`Project::vendored_files`]), keeps every byte outside its regions. With
//! `--check` it writes nothing and reports the files whose regions are stale.

use std::fs;
use std::path::PathBuf;

use anyhow::{anyhow, Context, Result};

use crate::bundle::{generate::Core, in_file, region_for};
use crate::fsutil::update;
use crate::project::Project;
use judging::region::Region;

/// What a run found for one solution file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// The file, relative to the project root.
    pub file: String,
    /// Whether its region differed from what the core generates now.
    pub stale: bool,
    /// Whether its local `main` (a LeetCode solution's) differed from what
    /// its signatures generate now.
    pub main_stale: bool,
}

/// Regenerates (or, with `check`, only compares) every solution's region.
///
/// Every file is examined before any is written, so a file with broken
/// markers stops the run without a partial update of the others. Each
/// write goes through [`update`], which makes the text again from the
/// file as it is when an editor saved it meanwhile: no save is lost.
pub fn run(project: &Project, check: bool) -> Result<Vec<Outcome>> {
    let core = crate::bundle::cache::load_of(project)?;
    let updates = examine(project, &core, project.vendored_files()?)?;
    let mut outcomes = Vec::new();
    for (path, file, fresh) in updates {
        if (fresh.stale || fresh.main_stale) && !check {
            let mut before = String::new();
            let written = update(&path, |now| {
                before = now.to_string();
                refreshed(&core, &path, &file, now).map(|fresh| Some(fresh.text))
            })?;
            if let Some(written) = written.filter(|_| fresh.main_stale) {
                crate::leetcode::refresh::keep_not_started(&path, &before, &written)?;
            }
        }
        outcomes.push(Outcome {
            file,
            stale: fresh.stale,
            main_stale: fresh.main_stale,
        });
    }
    Ok(outcomes)
}

/// Every file of `paths` as `vendor` makes it, in order, shared among the
/// cores: a file takes tens of milliseconds and an archive holds hundreds.
/// `core` serves the first share; syn's trees are not `Sync`, so each other
/// share loads a core of its own, from its kept copy (a few percent of a
/// share's time).
fn examine(
    project: &Project,
    core: &Core,
    paths: Vec<PathBuf>,
) -> Result<Vec<(PathBuf, String, Refreshed)>> {
    // Below this many files a second core would cost more than it saves.
    const SHARE_AT_LEAST: usize = 32;
    let workers = std::thread::available_parallelism()
        .map_or(1, usize::from)
        .min(paths.len() / SHARE_AT_LEAST)
        .max(1);
    let examine_share = |core: &Core, share: &[PathBuf]| -> Result<Vec<_>> {
        share
            .iter()
            .map(|path| {
                let file = project.show(path);
                let text =
                    fs::read_to_string(path).with_context(|| format!("cannot read {}", file))?;
                let fresh = refreshed(core, path, &file, &text)?;
                Ok((path.clone(), file, fresh))
            })
            .collect()
    };
    let shares: Vec<&[PathBuf]> = paths.chunks(paths.len().div_ceil(workers).max(1)).collect();
    let Some((first, rest)) = shares.split_first() else {
        return Ok(Vec::new());
    };
    std::thread::scope(|scope| {
        let others: Vec<_> = rest
            .iter()
            .map(|share| {
                scope.spawn(|| {
                    let core = crate::bundle::cache::load_of(project)?;
                    examine_share(&core, share)
                })
            })
            .collect();
        let mut updates = examine_share(core, first)?;
        for other in others {
            let share = other
                .join()
                .map_err(|_| anyhow!("a thread examining regions panicked"))??;
            updates.extend(share);
        }
        Ok(updates)
    })
}

/// A file as `vendor` makes it, and what changed.
struct Refreshed {
    text: String,
    /// The region differs from what the core generates.
    stale: bool,
    /// The local `main` differs from what the signatures generate.
    main_stale: bool,
}

/// `text`, the file `path` (shown as `file`), as `vendor` makes it: its
/// LeetCode local `main` generated again from its signatures, then its
/// region.
fn refreshed(core: &Core, path: &std::path::Path, file: &str, text: &str) -> Result<Refreshed> {
    let with_main = match crate::leetcode::refresh::signature_for(path) {
        Some(signature) => crate::leetcode::refresh::regenerated(text, &signature)
            .map_err(|err| anyhow!("{}: {}", file, err))?
            .unwrap_or_else(|| text.to_string()),
        None => text.to_string(),
    };
    let main_stale = with_main != text;
    let region = Region::find(&with_main).map_err(|err| anyhow!("{}: {}", file, err))?;
    let own_code = region.splice(&with_main, "");
    let region_text = region_for(core, &own_code).map_err(|err| in_file(file, 0, err))?;
    let spliced = region.splice(&with_main, &region_text);
    Ok(Refreshed {
        stale: spliced != with_main,
        main_stale,
        text: spliced,
    })
}

/// The message for a check that found stale files, or `None` if all are fresh.
pub fn stale_report(outcomes: &[Outcome]) -> Option<String> {
    let files = |which: fn(&Outcome) -> bool| -> Vec<&str> {
        outcomes
            .iter()
            .filter(|outcome| which(outcome))
            .map(|outcome| outcome.file.as_str())
            .collect()
    };
    let mut stale = Vec::new();
    let core = files(|outcome| outcome.stale);
    if !core.is_empty() {
        stale.push(format!("the vendored core is stale in {}", core.join(", ")));
    }
    let main = files(|outcome| outcome.main_stale);
    if !main.is_empty() {
        stale.push(format!("the local main is stale in {}", main.join(", ")));
    }
    if stale.is_empty() {
        return None;
    }
    Some(format!(
        "{}; run `cargo xtask vendor` to regenerate {}",
        stale.join("; "),
        if stale.len() == 1 { "it" } else { "them" }
    ))
}

/// What `vendor` prints: a line per file it rewrote, then one summary
/// line. The files it left alone are only counted: listing some sixty
/// "unchanged" lines buried the one that changed.
pub fn summary(outcomes: &[Outcome]) -> String {
    let mut text = String::new();
    let updated = |outcome: &&Outcome| outcome.stale || outcome.main_stale;
    for outcome in outcomes.iter().filter(updated) {
        let what = match (outcome.stale, outcome.main_stale) {
            (true, true) => " (its local main and vendored core)",
            (false, true) => " (its local main, from the signatures)",
            _ => "",
        };
        text.push_str(&format!("  updated {}{}\n", outcome.file, what));
    }
    let updated = outcomes.iter().filter(updated).count();
    let files = |n: usize| if n == 1 { "file" } else { "files" };
    text.push_str(&format!(
        "vendored core: {} {} updated, {} unchanged\n",
        updated,
        files(updated),
        outcomes.len() - updated
    ));
    text
}

/// `cargo xtask vendor [--check]`.
pub fn task(project: &Project, args: &crate::cli::VendorArgs) -> Result<std::process::ExitCode> {
    let outcomes = run(project, args.check)?;
    if args.check {
        if let Some(report) = stale_report(&outcomes) {
            eprintln!("error: {}", report);
            return Ok(std::process::ExitCode::from(1));
        }
        eprintln!("vendored core is fresh in {} files", outcomes.len());
    } else {
        eprint!("{}", summary(&outcomes));
        if let Some(line) = crate::editor::refresh(project)? {
            eprintln!("{}", line);
        }
    }
    Ok(std::process::ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests;
