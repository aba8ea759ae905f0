//! A problem: where its files are ([`Layout`]) and what its manifest says
//! ([`Metadata`], and how its judge-build check treats warnings), read once.

use crate::error::Result;
use crate::layout::Layout;
use crate::manifest::{Manifest, WarningsSetting};
use crate::metadata::{Kind, Metadata};

/// A problem, its manifest read.
#[derive(Debug, Clone, PartialEq)]
pub struct Problem {
    pub layout: Layout,
    pub metadata: Metadata,
    /// `[package.metadata.judge-build] warnings`.
    pub warnings: WarningsSetting,
}

impl Problem {
    /// The problem at `layout`, its manifest read; an error names the file
    /// and the key.
    pub fn load(layout: Layout) -> Result<Problem> {
        let manifest = Manifest::load(&layout.manifest())?;
        Ok(Problem {
            metadata: Metadata::from_manifest(&manifest)?,
            warnings: manifest.judge_build.warnings,
            layout,
        })
    }

    /// The package's name, which every command takes.
    pub fn name(&self) -> &str {
        &self.layout.name
    }

    /// Whether its cases are dialogues with an interactor.
    pub fn interactive(&self) -> bool {
        matches!(self.metadata.kind, Kind::Interactive { .. })
    }
}
