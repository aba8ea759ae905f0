//! The kit's own settings, read from the root `Cargo.toml`:
//!
//! ```toml
//! [workspace.metadata.cpkit]
//! submit-copy = true   # `submit` copies to the clipboard without --copy
//! ```
//!
//! Cargo ignores `[workspace.metadata]` and keeps it for tools, so the
//! settings live in the one file every checkout already has.

use std::fs;

use anyhow::{bail, Context, Result};

use crate::project::Project;

/// What the workspace sets.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Settings {
    /// `submit` copies to the clipboard unless told `--no-copy`.
    pub submit_copy: bool,
}

/// The settings of `project`; all defaults when there is no root
/// `Cargo.toml` or it has no `[workspace.metadata.cpkit]`.
pub fn load(project: &Project) -> Result<Settings> {
    let path = project.root().join("Cargo.toml");
    let Ok(text) = fs::read_to_string(&path) else {
        return Ok(Settings::default());
    };
    parse(&text).with_context(|| project.show(&path))
}

fn parse(text: &str) -> Result<Settings> {
    let manifest: toml::Table = text.parse().context("not valid TOML")?;
    let table = manifest
        .get("workspace")
        .and_then(|workspace| workspace.get("metadata"))
        .and_then(|metadata| metadata.get("cpkit"));
    let Some(table) = table else {
        return Ok(Settings::default());
    };
    let mut settings = Settings::default();
    let Some(table) = table.as_table() else {
        bail!("[workspace.metadata.cpkit] must be a table");
    };
    for (key, value) in table {
        match (key.as_str(), value) {
            ("submit-copy", toml::Value::Boolean(on)) => settings.submit_copy = *on,
            ("submit-copy", other) => bail!(
                "[workspace.metadata.cpkit] submit-copy must be true or false; found {}",
                other
            ),
            (other, _) => bail!(
                "[workspace.metadata.cpkit] has no setting `{}`; the one there is: submit-copy",
                other
            ),
        }
    }
    Ok(settings)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_setting_is_read_and_a_wrong_one_named() {
        let on = "[workspace]\n[workspace.metadata.cpkit]\nsubmit-copy = true\n";
        assert!(parse(on).unwrap().submit_copy);
        assert_eq!(parse("[workspace]\n").unwrap(), Settings::default());
        let wrong = "[workspace.metadata.cpkit]\nsubmit-copy = \"yes\"\n";
        assert_eq!(
            parse(wrong).unwrap_err().to_string(),
            "[workspace.metadata.cpkit] submit-copy must be true or false; found \"yes\""
        );
        let unknown = "[workspace.metadata.cpkit]\nsubmit-cpy = true\n";
        assert!(parse(unknown)
            .unwrap_err()
            .to_string()
            .contains("no setting `submit-cpy`"));
    }
}
