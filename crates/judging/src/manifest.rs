//! The one reader of a `Cargo.toml`: what the kit keeps there, read with
//! serde in one pass, for every other module to take its part from.
//!
//! - a problem's `[package.metadata.judge]` (validated into
//!   [`crate::metadata::Metadata`], whose errors name each key),
//!   `[package.metadata.judge-build]` and `[package.metadata.template]`;
//! - the workspace's `[workspace.metadata.cpkit]` settings.
//!
//! Cargo ignores these tables and keeps them for tools, so they live in the
//! files every checkout already has.

use std::fs;
use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::error::{Error, Result};

/// A `Cargo.toml` as the kit reads it.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Manifest {
    /// Where it was read from, for messages.
    pub path: PathBuf,
    /// `package.name`, if it is a package.
    pub name: Option<String>,
    /// `[package.metadata.judge]`, as written (see [`crate::metadata`]).
    pub judge: Option<toml::Table>,
    /// `[package.metadata.judge-build]`.
    pub judge_build: JudgeBuild,
    /// `[package.metadata.template] fingerprint` (see [`crate::template`]).
    pub fingerprint: Option<String>,
    /// `[workspace.metadata.cpkit]`.
    pub settings: Settings,
}

/// `[package.metadata.judge-build]`: how the judge-build check treats the
/// compiler's warnings (see [`crate::judge_build`]).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JudgeBuild {
    #[serde(default)]
    pub warnings: WarningsSetting,
}

/// What a warning does in the judge-build check.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum WarningsSetting {
    /// Shown, as every judge shows them (a user's problem).
    #[default]
    Report,
    /// A warning in any build fails the check: the kit's own examples and
    /// proofs, which compile warning-free under every edition.
    Deny,
}

/// `[workspace.metadata.cpkit]`: the kit's own settings.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct Settings {
    /// `submit` copies to the clipboard unless told `--no-copy`.
    #[serde(default)]
    pub submit_copy: bool,
}

#[derive(Deserialize)]
struct Raw {
    package: Option<RawPackage>,
    workspace: Option<RawWorkspace>,
}

#[derive(Deserialize)]
struct RawPackage {
    name: Option<String>,
    #[serde(default)]
    metadata: RawPackageMetadata,
}

#[derive(Default, Deserialize)]
struct RawPackageMetadata {
    judge: Option<toml::Value>,
    #[serde(rename = "judge-build")]
    judge_build: Option<JudgeBuild>,
    template: Option<RawTemplate>,
}

#[derive(Deserialize)]
struct RawTemplate {
    fingerprint: Option<String>,
}

#[derive(Deserialize)]
struct RawWorkspace {
    #[serde(default)]
    metadata: RawWorkspaceMetadata,
}

#[derive(Default, Deserialize)]
struct RawWorkspaceMetadata {
    cpkit: Option<Settings>,
}

impl Manifest {
    /// Reads the manifest at `path`; an error names the file, and the key
    /// where one is wrong.
    pub fn load(path: &Path) -> Result<Manifest> {
        let text = fs::read_to_string(path).map_err(|err| Error::io("read", path, err))?;
        Manifest::parse(&text, path)
    }

    /// Reads `text`, the manifest at `path`.
    pub fn parse(text: &str, path: &Path) -> Result<Manifest> {
        let error = |message: String| Error::Manifest {
            path: path.to_path_buf(),
            message,
        };
        let document = toml::Deserializer::parse(text)
            .map_err(|err| error(format!("not valid TOML: {}", one_line(&err, text))))?;
        let raw: Raw = serde_path_to_error::deserialize(document).map_err(|err| {
            let key = err.path().to_string();
            let inner = err.into_inner();
            error(format!("`{}`: {}", key, one_line(&inner, text)))
        })?;
        let (name, metadata) = match raw.package {
            Some(package) => (package.name, package.metadata),
            None => (None, RawPackageMetadata::default()),
        };
        let judge = match metadata.judge {
            None => None,
            Some(toml::Value::Table(table)) => Some(table),
            Some(_) => return Err(error("`package.metadata.judge` is not a table".to_string())),
        };
        Ok(Manifest {
            path: path.to_path_buf(),
            name,
            judge,
            judge_build: metadata.judge_build.unwrap_or_default(),
            fingerprint: metadata.template.and_then(|template| template.fingerprint),
            settings: raw
                .workspace
                .and_then(|workspace| workspace.metadata.cpkit)
                .unwrap_or_default(),
        })
    }
}

/// A TOML error as one line: its message, then where (`line 3, column 9`).
fn one_line(error: &toml::de::Error, text: &str) -> String {
    let message = error.message().trim().replace('\n', " ");
    match error.span() {
        Some(span) => {
            let before = &text[..span.start.min(text.len())];
            let line = before.matches('\n').count() + 1;
            let column = before.len() - before.rfind('\n').map_or(0, |at| at + 1) + 1;
            format!("{} (line {}, column {})", message, line, column)
        }
        None => message,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<Manifest> {
        Manifest::parse(text, Path::new("Cargo.toml"))
    }

    #[test]
    fn every_table_the_kit_keeps_is_read_in_one_pass() {
        let manifest = parse(
            "[package]\nname = \"p\"\n[package.metadata.judge]\njudge = \"luogu\"\n\
             [package.metadata.judge-build]\nwarnings = \"deny\"\n\
             [package.metadata.template]\nfingerprint = \"fnv1a64:0\"\n",
        )
        .unwrap();
        assert_eq!(manifest.name.as_deref(), Some("p"));
        assert_eq!(
            manifest
                .judge
                .unwrap()
                .get("judge")
                .and_then(|v| v.as_str()),
            Some("luogu")
        );
        assert_eq!(manifest.judge_build.warnings, WarningsSetting::Deny);
        assert_eq!(manifest.fingerprint.as_deref(), Some("fnv1a64:0"));
        let workspace =
            parse("[workspace]\n[workspace.metadata.cpkit]\nsubmit-copy = true\n").unwrap();
        assert!(workspace.settings.submit_copy);
        assert_eq!(
            parse("[workspace]\n").unwrap().settings,
            Settings::default()
        );
    }

    #[test]
    fn a_wrong_setting_is_named_with_its_key_and_line() {
        let wrong = parse("[workspace.metadata.cpkit]\nsubmit-copy = \"yes\"\n").unwrap_err();
        assert_eq!(
            wrong.to_string(),
            "Cargo.toml: `workspace.metadata.cpkit.submit-copy`: invalid type: string \"yes\", expected a boolean (line 2, column 15)"
        );
        let unknown = parse("[workspace.metadata.cpkit]\nsubmit-cpy = true\n").unwrap_err();
        assert!(
            unknown
                .to_string()
                .contains("unknown field `submit-cpy`, expected `submit-copy`"),
            "{}",
            unknown
        );
        let warnings = parse("[package.metadata.judge-build]\nwarnings = \"loud\"\n").unwrap_err();
        assert!(
            warnings
                .to_string()
                .starts_with("Cargo.toml: `package.metadata.judge-build.warnings`: unknown variant `loud`, expected `report` or `deny`"),
            "{}",
            warnings
        );
        let broken = parse("[package\n").unwrap_err();
        assert!(
            broken
                .to_string()
                .starts_with("Cargo.toml: not valid TOML: ")
                && broken.to_string().contains("(line 1, column"),
            "{}",
            broken
        );
    }
}
