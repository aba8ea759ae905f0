//! How a command opens its judging session: the problem's file built
//! through the kit's one cache of builds (`<target>/judging/builds`, shared
//! with the golden tests), each run under a fresh monitor for exact memory
//! figures, outputs in a scratch folder of its own.

use std::path::Path;

use anyhow::Result;
use judging::problem::Problem;
use judging::rustc::Cache;
use judging::session::{Build, Options, Session, Work};

use crate::project::Project;

/// The kit's cache of built programs.
pub fn cache(project: &Project) -> Cache {
    Cache::in_target(&project.target_dir())
}

/// The options every command opens a session with: `build`, the kit's
/// cache, a fresh scratch folder, this program as the monitor.
pub fn options(project: &Project, build: Build) -> Result<Options> {
    let work = Work::scratch_in(&project.target_dir().join("judging").join("runs"))?;
    let mut options = Options::new(build, cache(project), work);
    options.monitor = std::env::current_exe().ok();
    Ok(options)
}

/// A session of `build` over `problem`'s file, or over `source` instead.
pub fn open(
    project: &Project,
    problem: &Problem,
    build: Build,
    source: Option<&Path>,
) -> Result<Session> {
    let mut options = options(project, build)?;
    options.source = source.map(Path::to_path_buf);
    Ok(Session::open(problem, options)?)
}
