//! The library as its code says it is: each module of the core with what it
//! depends on and what uses it, each proof with the modules it uses and
//! carries, its checker, its cases and its measured time.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

use anyhow::{Context, Result};
use proc_macro2::{Delimiter, TokenStream, TokenTree};

use crate::project::{Load, Project};

/// The groups of the core that are not library modules proven on Library
/// Checker: LeetCode's notation and the n-queens worked example.
const NOT_LIBRARY: [&str; 2] = ["leetcode", "queens"];

/// Modules no proof carries, on purpose, with what the table says instead:
/// a module whose only Library Checker problem it is slower on than the
/// reference, where a faster module of the library is the proof.
pub const NO_PROOF: [(&str, &str); 2] = [
    (
        "graph::euler_tour_tree",
        "none within the reference's time: it answers all 18 official cases of `dynamic_tree_subtree_add_subtree_sum` at 1.26× the reference C++; `graph::subtree_add_link_cut_tree` proves that problem at 0.53×",
    ),
    (
        "graph::mincostflow",
        "none within the reference's time: it answers all 14 official cases of `assignment`, 6.3× slower than `graph::hungarian`, which proves that problem (see [performance](performance.md))",
    ),
];

/// One module of the core: `ds::dsu`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Module {
    /// `ds::dsu`.
    pub path: String,
    pub group: String,
    /// The first sentence of its `//!` documentation.
    pub summary: String,
    /// The modules it names (`use super::super::math::modint`).
    pub depends: BTreeSet<String>,
    /// The modules that name it.
    pub used_by: BTreeSet<String>,
}

/// One proof: a Library Checker problem solved with the library.
#[derive(Debug, Clone, PartialEq)]
pub struct Proof {
    /// Its folder in `crates/cpkit/verify/`: `unionfind`.
    pub folder: String,
    /// Its Library Checker id: `unionfind`.
    pub id: String,
    /// The modules its own code names (`use cpkit::ds::dsu::Dsu;`).
    pub uses: BTreeSet<String>,
    /// The modules its vendored region carries (those and what they need).
    pub carries: BTreeSet<String>,
    /// Its checker's rule: `tokens`, `special`.
    pub checker: String,
    /// Its committed cases, and how many of them are the statement's.
    pub cases: usize,
    pub samples: usize,
    /// Ours over the reference C++ on the official cases, as measured.
    pub ratio: Option<f64>,
}

/// Every module and every proof.
#[derive(Debug, Clone, PartialEq)]
pub struct Library {
    pub modules: Vec<Module>,
    pub proofs: Vec<Proof>,
}

impl Library {
    /// Reads the core's source, the proofs and the measurements of `project`.
    pub fn read(project: &Project) -> Result<Library> {
        let src = project.core_src();
        let mut modules = modules(&src)?;
        let known: BTreeSet<String> = modules.iter().map(|m| m.path.clone()).collect();
        for module in &mut modules {
            module
                .depends
                .retain(|dep| known.contains(dep) && *dep != module.path);
        }
        let edges: Vec<(String, String)> = modules
            .iter()
            .flat_map(|m| {
                m.depends
                    .iter()
                    .map(move |dep| (dep.clone(), m.path.clone()))
            })
            .collect();
        for (dep, user) in edges {
            if let Some(module) = modules.iter_mut().find(|m| m.path == dep) {
                module.used_by.insert(user);
            }
        }
        let ratios = ratios(project)?;
        let mut proofs = Vec::new();
        for layout in project.proofs()? {
            let text = fs::read_to_string(layout.main_rs())
                .with_context(|| format!("cannot read {}", project.show(&layout.main_rs())))?;
            let metadata = layout.metadata()?;
            let id = crate::official::checkout::id_from_url(&metadata.url).unwrap_or_default();
            let own = judging::region::own_code(&text);
            let uses: BTreeSet<String> = paths_from(own, "cpkit")
                .into_iter()
                .filter(|path| known.contains(path))
                .collect();
            let region = &text[own.len()..];
            let carries = known
                .iter()
                .filter(|path| carried(region, path))
                .cloned()
                .collect();
            let cases = judging::cases::list(&layout.cases).unwrap_or_default();
            proofs.push(Proof {
                folder: layout
                    .dir
                    .file_name()
                    .map_or_else(String::new, |n| n.to_string_lossy().into_owned()),
                ratio: ratios.get(&id).copied(),
                id,
                uses,
                carries,
                checker: metadata.checker.key().to_string(),
                samples: cases.iter().filter(|case| case.is_sample()).count(),
                cases: cases.len(),
            });
        }
        proofs.sort_by(|a, b| a.folder.cmp(&b.folder));
        Ok(Library { modules, proofs })
    }

    /// The modules no proof carries (but those of [`NO_PROOF`]).
    pub fn unproven(&self) -> Vec<String> {
        self.modules
            .iter()
            .filter(|module| NO_PROOF.iter().all(|(path, _)| *path != module.path))
            .filter(|module| {
                !self
                    .proofs
                    .iter()
                    .any(|proof| proof.carries.contains(&module.path))
            })
            .map(|module| module.path.clone())
            .collect()
    }

    /// The proofs whose own code uses `module`, and those that only carry it.
    pub fn proofs_of(&self, module: &str) -> (Vec<&Proof>, Vec<&Proof>) {
        let direct = self
            .proofs
            .iter()
            .filter(|p| p.uses.contains(module))
            .collect();
        let carried = self
            .proofs
            .iter()
            .filter(|p| !p.uses.contains(module) && p.carries.contains(module))
            .collect();
        (direct, carried)
    }
}

/// Every module file (or folder) of the core's groups, sorted.
fn modules(src: &Path) -> Result<Vec<Module>> {
    let mut found = Vec::new();
    let mut groups: Vec<String> = fs::read_dir(src)
        .with_context(|| format!("cannot list {}", src.display()))?
        .filter_map(|entry| entry.ok())
        .filter(|entry| entry.path().join("mod.rs").is_file())
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|group| !NOT_LIBRARY.contains(&group.as_str()))
        .collect();
    groups.sort();
    for group in groups {
        let dir = src.join(&group);
        for entry in fs::read_dir(&dir).with_context(|| format!("cannot list {}", dir.display()))? {
            let path = entry?.path();
            let stem = path
                .file_stem()
                .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
            let files = if path.is_dir() && path.join("mod.rs").is_file() {
                rust_files(&path)?
            } else if path.extension().is_some_and(|ext| ext == "rs") {
                vec![path.clone()]
            } else {
                continue;
            };
            if stem == "mod" || stem.starts_with("internal") {
                continue;
            }
            let mut depends = BTreeSet::new();
            let mut summary = String::new();
            for file in &files {
                let text = fs::read_to_string(file)
                    .with_context(|| format!("cannot read {}", file.display()))?;
                if summary.is_empty() {
                    summary = first_sentence(&text);
                }
                // Inside the module `group::stem` (one level deeper in a
                // folder's other files), `super` climbs from there.
                let mut at = vec![group.clone(), stem.clone()];
                if path.is_dir() && !file.ends_with("mod.rs") {
                    let inner = file
                        .file_stem()
                        .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
                    at.push(inner);
                }
                for path in paths_from(&text, "super") {
                    let segments: Vec<String> = path.split("::").map(str::to_string).collect();
                    depends.insert(resolve(&at, &segments));
                }
            }
            found.push(Module {
                path: format!("{}::{}", group, stem),
                group: group.clone(),
                summary,
                depends,
                used_by: BTreeSet::new(),
            });
        }
    }
    found.sort_by(|a, b| a.path.cmp(&b.path));
    Ok(found)
}

fn rust_files(dir: &Path) -> Result<Vec<std::path::PathBuf>> {
    let mut files: Vec<_> = fs::read_dir(dir)?
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| path.extension().is_some_and(|ext| ext == "rs"))
        .collect();
    files.sort();
    Ok(files)
}

/// The first sentence of a file's `//!` lines.
fn first_sentence(text: &str) -> String {
    let doc: Vec<&str> = text
        .lines()
        .take_while(|line| line.starts_with("//!"))
        .map(|line| line.trim_start_matches("//!").trim())
        .collect();
    let joined = doc.join(" ");
    match joined.find(". ") {
        Some(end) => joined[..=end].trim().to_string(),
        None => joined.trim().to_string(),
    }
}

/// `super::...` written in the module at `at` (`["graph"]`), as the module
/// `group::module` it names: `super::csr` is `graph::csr`,
/// `super::super::ds::segtree` is `ds::segtree`.
fn resolve(at: &[String], path: &[String]) -> String {
    let mut base: Vec<String> = at.to_vec();
    let mut rest = path;
    while let Some(first) = rest.first() {
        if first != "super" {
            break;
        }
        base.pop();
        rest = &rest[1..];
    }
    base.extend(rest.iter().cloned());
    base.iter().take(2).cloned().collect::<Vec<_>>().join("::")
}

/// Every path in `code` that starts with `start` (`cpkit`, `super`), as its
/// segments after `start`'s own chain: for `cpkit`, `ds::dsu` of
/// `cpkit::ds::dsu::Dsu`; for `super`, the whole chain with its `super`s.
/// Braces are followed: `use cpkit::{ds::dsu::Dsu, math::modint}` gives both.
pub fn paths_from(code: &str, start: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    if let Ok(tokens) = code.parse::<TokenStream>() {
        scan(tokens, start, &mut found);
    }
    found
        .into_iter()
        .map(|segments: Vec<String>| {
            if start == "cpkit" {
                segments
                    .iter()
                    .skip(1)
                    .take(2)
                    .cloned()
                    .collect::<Vec<_>>()
                    .join("::")
            } else {
                segments.join("::")
            }
        })
        .filter(|path| !path.is_empty())
        .collect()
}

fn scan(tokens: TokenStream, start: &str, found: &mut BTreeSet<Vec<String>>) {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    let mut i = 0;
    while i < trees.len() {
        match &trees[i] {
            TokenTree::Group(group) => scan(group.stream(), start, found),
            TokenTree::Ident(ident) if ident == start => {
                let preceded_by_path = i >= 2 && is_colon(&trees[i - 1]) && is_colon(&trees[i - 2]);
                if !preceded_by_path {
                    follow(&trees[i..], vec![start.to_string()], found);
                }
            }
            _ => {}
        }
        i += 1;
    }
}

fn is_colon(tree: &TokenTree) -> bool {
    matches!(tree, TokenTree::Punct(p) if p.as_char() == ':')
}

/// Reads `ident (:: ident)* (:: { list })?` from `trees`, which start with
/// the path's first segment already in `prefix`.
fn follow(trees: &[TokenTree], prefix: Vec<String>, found: &mut BTreeSet<Vec<String>>) {
    let mut path = prefix;
    let mut i = 1;
    loop {
        if !(i + 1 < trees.len() && is_colon(&trees[i]) && is_colon(&trees[i + 1])) {
            break;
        }
        match trees.get(i + 2) {
            Some(TokenTree::Ident(ident)) => {
                path.push(ident.to_string());
                i += 3;
            }
            Some(TokenTree::Group(group)) if group.delimiter() == Delimiter::Brace => {
                for part in split_commas(group.stream()) {
                    if let Some(TokenTree::Ident(first)) = part.first() {
                        let mut inner = path.clone();
                        inner.push(first.to_string());
                        follow(&part, inner, found);
                    }
                }
                return;
            }
            _ => break,
        }
    }
    found.insert(path);
}

fn split_commas(tokens: TokenStream) -> Vec<Vec<TokenTree>> {
    let mut parts = vec![Vec::new()];
    for tree in tokens {
        match &tree {
            TokenTree::Punct(p) if p.as_char() == ',' => parts.push(Vec::new()),
            _ => parts.last_mut().expect("one part at least").push(tree),
        }
    }
    parts.retain(|part| !part.is_empty());
    parts
}

/// Whether the vendored `region` carries `group::module`.
fn carried(region: &str, path: &str) -> bool {
    let Some((group, module)) = path.split_once("::") else {
        return false;
    };
    let group_at = region.find(&format!("pub mod {} {{", group));
    group_at.is_some_and(|at| region[at..].contains(&format!("pub mod {} {{", module)))
}

/// Ours over the reference C++, by Library Checker id, from the CSV.
fn ratios(project: &Project) -> Result<BTreeMap<String, f64>> {
    let file = "docs/data/library-checker.csv";
    let path = project.root().join(file);
    let Ok(bytes) = fs::read(&path) else {
        return Ok(BTreeMap::new());
    };
    let rows = crate::plot::charts::library_checker_rows(file, &bytes)?;
    Ok(rows
        .into_iter()
        .map(|row| (row.problem, row.ratio))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_are_read_through_braces_and_super_chains() {
        let code = "use cpkit::{ds::dsu::Dsu, math::modint::ModInt};\nfn main() { cpkit::graph::scc::scc(); }";
        let found: Vec<String> = paths_from(code, "cpkit").into_iter().collect();
        assert_eq!(found, ["ds::dsu", "graph::scc", "math::modint"]);
        let code = "use super::super::ds::segtree::{Monoid, Segtree};\nuse super::csr::Csr;";
        let found: Vec<String> = paths_from(code, "super").into_iter().collect();
        assert_eq!(
            found,
            [
                "super::csr::Csr",
                "super::super::ds::segtree::Monoid",
                "super::super::ds::segtree::Segtree"
            ]
        );
        let at = vec!["graph".to_string(), "path_composite_sum".to_string()];
        let segments = |path: &str| path.split("::").map(str::to_string).collect::<Vec<_>>();
        assert_eq!(resolve(&at, &segments("super::csr::Csr")), "graph::csr");
        assert_eq!(
            resolve(&at, &segments("super::super::ds::segtree::Monoid")),
            "ds::segtree"
        );
    }

    #[test]
    fn the_first_sentence_is_the_summary() {
        let text = "//! A Disjoint set union, by size. Proven\n//! on unionfind.\nuse x;";
        assert_eq!(first_sentence(text), "A Disjoint set union, by size.");
    }
}
