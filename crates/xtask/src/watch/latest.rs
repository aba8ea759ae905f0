//! Which problem `watch` watches when none is named: the one whose
//! `src/main.rs` was saved last, which during a contest is the one being
//! solved.

use std::fs;
use std::time::SystemTime;

use anyhow::{bail, Result};

use crate::project::{Layout, Project};

/// The problem whose `src/main.rs` changed last.
pub fn problem(project: &Project) -> Result<Layout> {
    let mut latest: Option<(SystemTime, Layout)> = None;
    for problem in project.problems()? {
        let Ok(modified) = fs::metadata(problem.main_rs()).and_then(|meta| meta.modified()) else {
            continue;
        };
        if latest.as_ref().is_none_or(|(when, _)| modified > *when) {
            latest = Some((modified, problem));
        }
    }
    match latest {
        Some((_, problem)) => Ok(problem),
        None => bail!(
            "no problem to watch: {} has no problem with a src/main.rs; name one, or make one with `cargo xtask new`",
            project.show(&project.root().join("problems"))
        ),
    }
}
