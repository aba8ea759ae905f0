//! Whether a solution file's region already carries every core item its own
//! code reaches: `watch` re-vendors only when it does not, so a file open in
//! an editor is rewritten only when it would not compile otherwise.
//!
//! A region that carries more than the code uses (an item the user stopped
//! calling) still compiles, so it is left alone; `vendor` and `submit` still
//! want it exact.

use anyhow::Result;

use super::generate::Core;
use judging::region::Region;

/// `text` with its region regenerated when the region lacks something the
/// code outside it reaches; `None` when the region is enough.
pub fn revendored_if_short(core: &Core, text: &str) -> Result<Option<String>> {
    let region = Region::find(text)?;
    let own_code = region.splice(text, "");
    let fresh = super::region_for(core, &own_code)?;
    let current = &text[region.bytes.clone()];
    if carries(current, &fresh) {
        return Ok(None);
    }
    Ok(Some(region.splice(text, &fresh)))
}

/// Whether the region `current` holds everything the region `fresh` does.
///
/// Both are printed from the same core by the same printer, and pruning
/// only takes items, members and macro arms away, so every line of a
/// smaller region appears, in order, in a larger one: `fresh`'s lines are a
/// subsequence of `current`'s. A line that moved (a one-line module that
/// grew) makes this say no, and the file is re-vendored: the safe side.
fn carries(current: &str, fresh: &str) -> bool {
    let mut have = current.lines().map(|line| line.trim_end_matches('\r'));
    fresh
        .lines()
        .all(|wanted| have.by_ref().any(|line| line == wanted))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_region_with_more_lines_carries_fewer_in_order() {
        let current = "mod cpkit {\n\tpub mod a {\n\t\tpub fn f() {}\n\t}\n\tpub mod b {}\n}\n";
        assert!(carries(current, "mod cpkit {\n\tpub mod b {}\n}\n"));
        assert!(carries(current, current));
        assert!(carries(&current.replace('\n', "\r\n"), current));
        assert!(!carries(current, "mod cpkit {\n\tpub mod c {}\n}\n"));
        // The same lines out of order are not the same region.
        assert!(!carries(
            current,
            "mod cpkit {\n\tpub mod b {}\n\tpub mod a {\n}\n"
        ));
    }
}
