//! The kit's own settings, read from the root `Cargo.toml` through
//! `judging::manifest` (the one reader):
//!
//! ```toml
//! [workspace.metadata.cpkit]
//! submit-copy = true   # `submit` copies to the clipboard without --copy
//! ```
//!
//! Cargo ignores `[workspace.metadata]` and keeps it for tools, so the
//! settings live in the one file every checkout already has.

use anyhow::Result;
use judging::manifest::{Manifest, Settings};

use crate::project::Project;

/// The settings of `project`; all defaults when there is no root
/// `Cargo.toml` or it has no `[workspace.metadata.cpkit]`.
pub fn load(project: &Project) -> Result<Settings> {
    let path = project.root().join("Cargo.toml");
    if !path.is_file() {
        return Ok(Settings::default());
    }
    let text = std::fs::read_to_string(&path)?;
    // Its errors name the file as the user sees it.
    let shown = project.show(&path);
    Ok(Manifest::parse(&text, std::path::Path::new(&shown))?.settings)
}
