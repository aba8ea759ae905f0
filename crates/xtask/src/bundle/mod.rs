//! The core bundled into one file: the region at the end of a solution,
//! generated from the core's source (see [`generate`]), carrying only the
//! core's items the solution reaches, directly or through other items (see
//! [`prune`], [`usage`] and [`arms`]); [`carry`] says whether a region
//! already carries what its code uses. Every command that writes a solution
//! file (`vendor`, `new`, `stress --init`, `submit`, a LeetCode refresh)
//! bundles through [`vendored`] or [`region_for`] ([`cache`] keeps `new`'s
//! results, so the core is parsed only when it changed); where a region sits
//! in a file is `judging::region`'s.

pub mod arms;
pub mod cache;
pub mod carry;
pub mod generate;
pub mod prune;
pub mod usage;

use anyhow::{anyhow, Result};

use generate::Core;
use judging::region::Region;

/// Code the bundler cannot read, where: `line` and `column` (1-based) in the
/// code it was given.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{line}:{column}: {message}")]
pub struct Unparsable {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

/// `error` about the file `file` as one line: `file:line:column: message`
/// for code it cannot read (its lines `offset` below the code's first),
/// else `file: error`.
pub fn in_file(file: &str, offset: usize, error: anyhow::Error) -> anyhow::Error {
    match error.downcast_ref::<Unparsable>() {
        Some(at) => anyhow!(
            "{}:{}:{}: {}",
            file,
            at.line + offset,
            at.column,
            at.message
        ),
        None => error.context(file.to_string()),
    }
}

/// The region for a solution whose own code (everything outside the region)
/// is `code`: the core's items it reaches, and what those reach in turn.
/// Code that does not parse is [`Unparsable`], with its line and column.
pub fn region_for(core: &Core, code: &str) -> Result<String> {
    let file = syn::parse_file(code).map_err(|err| {
        let start = err.span().start();
        Unparsable {
            line: start.line,
            column: start.column + 1,
            message: format!("cannot parse the code: {}", err),
        }
    })?;
    let tokens: proc_macro2::TokenStream = code.parse().map_err(|err: proc_macro2::LexError| {
        let start = err.span().start();
        Unparsable {
            line: start.line,
            column: start.column + 1,
            message: format!("cannot read the code: {}", err),
        }
    })?;
    core.region_for(&file, tokens)
}

/// `text`, a whole file with region markers, with its region filled from
/// `core`: what `vendor` would make of it, for a file not yet written
/// (`new` and `stress --init` vendor their files before anyone sees them).
pub fn vendored(core: &Core, text: &str) -> Result<String> {
    let region = Region::find(text).map_err(|err| anyhow!("{}", err))?;
    let own_code = region.splice(text, "");
    Ok(region.splice(text, &region_for(core, &own_code)?))
}

#[cfg(test)]
mod tests;
