//! The tables drawn from a [`Library`], in Markdown.

use super::library::{Library, Proof};

/// `docs/library.md`'s table of groups: each group and its modules.
pub fn groups(library: &Library) -> String {
    let mut text = String::from("| group | modules |\n|---|---|\n");
    text.push_str(
        "| `input`, `output` | `input!`, `put!`/`putln!` ([input and output](input-output.md)) |\n",
    );
    let mut groups: Vec<&str> = library.modules.iter().map(|m| m.group.as_str()).collect();
    groups.dedup();
    for group in groups {
        let names: Vec<String> = library
            .modules
            .iter()
            .filter(|m| m.group == group)
            .map(|m| format!("`{}`", m.path.rsplit("::").next().unwrap_or(&m.path)))
            .collect();
        text.push_str(&format!("| `{}` | {} |\n", group, names.join(", ")));
    }
    text.push_str(
        "| `queens` | the n-queens worked example: placements, counting, rendering, strategies |\n",
    );
    text
}

/// `docs/library.md`'s table of modules: what each is, what it depends on,
/// what uses it, and the proofs that verify it with their time against the
/// reference C++.
pub fn modules(library: &Library) -> String {
    let mut text = String::from(
        "| module | what it is | depends on | used by | proven by (ours/C++) |\n|---|---|---|---|---|\n",
    );
    for module in &library.modules {
        let (direct, carried) = library.proofs_of(&module.path);
        let mut proven: Vec<String> = direct.iter().map(|proof| linked(proof)).collect();
        if let Some((_, why)) = super::library::NO_PROOF
            .iter()
            .find(|(path, _)| *path == module.path)
        {
            proven.push(why.to_string());
        }
        if !carried.is_empty() {
            proven.push(format!(
                "and {} more that carr{} it",
                carried.len(),
                if carried.len() == 1 { "ies" } else { "y" }
            ));
        }
        text.push_str(&format!(
            "| `{}` | {} | {} | {} | {} |\n",
            module.path,
            cell(&module.summary),
            listed(&module.depends),
            listed(&module.used_by),
            proven.join(", ")
        ));
    }
    text
}

/// `docs/library-checker.md`'s table of proofs.
pub fn proofs(library: &Library) -> String {
    let mut text = String::from(
        "| problem | uses | checker | committed cases | ours/C++ |\n|---|---|---|---|---|\n",
    );
    for proof in &library.proofs {
        let uses: Vec<String> = proof
            .uses
            .iter()
            .map(|path| format!("`{}`", path))
            .collect();
        let uses = if uses.is_empty() {
            "`input!`, `putln!`".to_string()
        } else {
            uses.join(", ")
        };
        text.push_str(&format!(
            "| [`{}`](https://judge.yosupo.jp/problem/{}) ([proof](../crates/cpkit/verify/{}/)) | {} | {} | {} ({} from the statement) | {} |\n",
            proof.id,
            proof.id,
            proof.folder,
            uses,
            proof.checker,
            proof.cases,
            proof.samples,
            ratio(proof)
        ));
    }
    text
}

fn linked(proof: &Proof) -> String {
    format!(
        "[{}](../crates/cpkit/verify/{}/) {}",
        proof.folder,
        proof.folder,
        ratio(proof)
    )
}

fn ratio(proof: &Proof) -> String {
    proof.ratio.map_or_else(
        || "(not measured)".to_string(),
        |ratio| format!("{:.2}", ratio),
    )
}

fn listed(paths: &std::collections::BTreeSet<String>) -> String {
    if paths.is_empty() {
        return "".to_string();
    }
    paths
        .iter()
        .map(|path| format!("`{}`", path))
        .collect::<Vec<_>>()
        .join(", ")
}

/// `text` safe in a table cell.
fn cell(text: &str) -> String {
    text.replace('|', "\\|").replace('\n', " ")
}
