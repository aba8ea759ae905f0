//! Every module of the library is proven, and docs/library.md says where:
//! each module file under `src/{ds,graph,math,string,geometry,misc}/` has a row
//! in its table of proofs, each proof a row links to carries that module in
//! its file (its own `use` or its vendored region), and every proof in
//! `crates/cpkit/verify/` is linked from some row.

use std::fs;
use std::path::{Path, PathBuf};

const GROUPS: [&str; 6] = ["ds", "graph", "math", "string", "geometry", "misc"];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// `group::module` for every module file (or folder) of the groups.
fn modules() -> Vec<String> {
    let mut found = Vec::new();
    for group in GROUPS {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("src")
            .join(group);
        for entry in fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
            let module = path.is_dir() || path.extension().map_or(false, |ext| ext == "rs");
            if module && stem != "mod" && !stem.starts_with("internal") {
                found.push(format!("{}::{}", group, stem));
            }
        }
    }
    found.sort();
    found.dedup();
    found
}

/// The rows of docs/library.md's table of proofs: module, then the proofs'
/// folders it links.
fn rows() -> Vec<(String, Vec<String>)> {
    let doc = fs::read_to_string(root().join("docs/library.md")).unwrap();
    doc.lines()
        .filter_map(|line| {
            let rest = line.strip_prefix("| `")?;
            let (module, links) = rest.split_once("` | ")?;
            let proofs = links
                .split("](../crates/cpkit/verify/")
                .skip(1)
                .filter_map(|link| link.split_once("/)").map(|(id, _)| id.to_string()))
                .collect();
            Some((module.to_string(), proofs))
        })
        .collect()
}

#[test]
fn every_module_has_a_row_linking_proofs_that_carry_it() {
    let rows = rows();
    let mut missing = Vec::new();
    for module in modules() {
        match rows.iter().find(|(row, _)| *row == module) {
            None => missing.push(format!("{}: no row", module)),
            Some((_, proofs)) if proofs.is_empty() => {
                missing.push(format!("{}: its row links no proof", module))
            }
            Some((_, proofs)) => {
                let name = module.rsplit("::").next().unwrap();
                for proof in proofs {
                    let main = root()
                        .join("crates/cpkit/verify")
                        .join(proof)
                        .join("src/main.rs");
                    let text = fs::read_to_string(&main)
                        .unwrap_or_else(|err| panic!("{}: {}: {}", module, main.display(), err));
                    let carried = text.contains(&format!("cpkit::{}", module))
                        || text.contains(&format!("pub mod {} {{", name));
                    if !carried {
                        missing.push(format!("{}: {} does not carry it", module, proof));
                    }
                }
            }
        }
    }
    assert!(
        missing.is_empty(),
        "docs/library.md's table of proofs is out of date:\n{}",
        missing.join("\n")
    );
}

#[test]
fn every_proof_is_linked_from_the_table() {
    let linked: Vec<String> = rows().into_iter().flat_map(|(_, proofs)| proofs).collect();
    let mut unlinked = Vec::new();
    for entry in fs::read_dir(root().join("crates/cpkit/verify")).unwrap() {
        let path = entry.unwrap().path();
        let id = path.file_name().unwrap().to_string_lossy().into_owned();
        if path.join("Cargo.toml").is_file() && !linked.contains(&id) {
            unlinked.push(id);
        }
    }
    unlinked.sort();
    assert!(
        unlinked.is_empty(),
        "proofs no row of docs/library.md links: {:?}",
        unlinked
    );
}
