//! docs/architecture.md kept true by a test, as rust-analyzer's tidy tests
//! keep its own: the page lists each crate's modules in layers, from the
//! bottom up, and every module may import only modules listed before it;
//! and no two files of a crate import each other, at any depth. The imports
//! are read from the code with syn (`crate::`, `super::` and `self::` paths,
//! in `use` lines and in code), leaving out what only tests compile.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use syn::visit::Visit;

/// The workspace root of this checkout.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// A module's path in its crate: `["check", "tokens"]`.
type ModPath = Vec<String>;

/// Every source file of the crate whose `src` is `src`, by module path,
/// leaving out test-only files (`tests.rs`, anything under a `tests/`
/// folder) and the root file.
fn modules(src: &Path) -> BTreeMap<ModPath, PathBuf> {
    fn walk(dir: &Path, prefix: &[String], out: &mut BTreeMap<ModPath, PathBuf>) {
        for entry in fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().to_string();
            if path.is_dir() {
                if name == "tests" {
                    continue;
                }
                let mut inner = prefix.to_vec();
                inner.push(name);
                walk(&path, &inner, out);
            } else if let Some(stem) = name.strip_suffix(".rs") {
                if stem == "tests" || (prefix.is_empty() && (stem == "main" || stem == "lib")) {
                    continue;
                }
                let mut module = prefix.to_vec();
                if stem != "mod" {
                    module.push(stem.to_string());
                }
                out.insert(module, path);
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(src, &[], &mut out);
    out
}

/// Whether `attrs` make an item compiled for tests alone.
fn test_only(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|attr| {
        attr.path().is_ident("cfg")
            && attr
                .parse_args::<syn::Meta>()
                .map(|meta| meta.path().is_ident("test"))
                .unwrap_or(false)
    })
}

/// The module paths a file names, as written: `crate::a::b`, `super::c`.
#[derive(Default)]
struct Named {
    paths: Vec<Vec<String>>,
}

impl Named {
    fn add(&mut self, segments: Vec<String>) {
        if matches!(
            segments.first().map(String::as_str),
            Some("crate" | "super" | "self")
        ) {
            self.paths.push(segments);
        }
    }

    fn use_tree(&mut self, prefix: &mut Vec<String>, tree: &syn::UseTree) {
        match tree {
            syn::UseTree::Path(path) => {
                prefix.push(path.ident.to_string());
                self.use_tree(prefix, &path.tree);
                prefix.pop();
            }
            syn::UseTree::Name(name) => {
                let mut whole = prefix.clone();
                if name.ident != "self" {
                    whole.push(name.ident.to_string());
                }
                self.add(whole);
            }
            syn::UseTree::Rename(rename) => {
                let mut whole = prefix.clone();
                whole.push(rename.ident.to_string());
                self.add(whole);
            }
            syn::UseTree::Glob(_) => self.add(prefix.clone()),
            syn::UseTree::Group(group) => {
                for tree in &group.items {
                    self.use_tree(prefix, tree);
                }
            }
        }
    }
}

impl<'ast> Visit<'ast> for Named {
    fn visit_item(&mut self, item: &'ast syn::Item) {
        let attrs = match item {
            syn::Item::Mod(item) => &item.attrs,
            syn::Item::Fn(item) => &item.attrs,
            syn::Item::Use(item) => &item.attrs,
            syn::Item::Impl(item) => &item.attrs,
            syn::Item::Struct(item) => &item.attrs,
            syn::Item::Const(item) => &item.attrs,
            _ => return syn::visit::visit_item(self, item),
        };
        if !test_only(attrs) {
            syn::visit::visit_item(self, item);
        }
    }

    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        self.use_tree(&mut Vec::new(), &item.tree);
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        self.add(path.segments.iter().map(|s| s.ident.to_string()).collect());
        syn::visit::visit_path(self, path);
    }
}

/// The file-level imports of the crate at `src`: for each module, the
/// modules (files) it names, resolved to the longest module path that is a
/// file.
fn imports(src: &Path) -> BTreeMap<ModPath, BTreeSet<ModPath>> {
    let files = modules(src);
    let mut graph = BTreeMap::new();
    for (module, path) in &files {
        let text = fs::read_to_string(path).unwrap();
        let file =
            syn::parse_file(&text).unwrap_or_else(|err| panic!("{}: {}", path.display(), err));
        let mut named = Named::default();
        named.visit_file(&file);
        // `super::` in `a/b.rs` is `a`; in `a.rs` or `a/mod.rs` it is the root.
        let parent: ModPath = module[..module.len().saturating_sub(1)].to_vec();
        let mut targets = BTreeSet::new();
        for written in named.paths {
            let (mut base, rest) = match written[0].as_str() {
                "crate" => (Vec::new(), &written[1..]),
                "super" => (parent.clone(), &written[1..]),
                _ => (module.clone(), &written[1..]),
            };
            let mut rest = rest.to_vec();
            while rest.first().map(String::as_str) == Some("super") {
                base.pop();
                rest.remove(0);
            }
            let mut whole = base;
            whole.extend(rest);
            let target = (0..=whole.len())
                .rev()
                .map(|len| whole[..len].to_vec())
                .find(|prefix| files.contains_key(prefix));
            if let Some(target) = target {
                if &target != module && !module.starts_with(&target) {
                    targets.insert(target);
                }
            }
        }
        graph.insert(module.clone(), targets);
    }
    graph
}

/// The circles of `graph`, each as the modules along it.
fn circles(graph: &BTreeMap<ModPath, BTreeSet<ModPath>>) -> Vec<Vec<String>> {
    fn visit(
        node: &ModPath,
        graph: &BTreeMap<ModPath, BTreeSet<ModPath>>,
        state: &mut BTreeMap<ModPath, u8>,
        stack: &mut Vec<ModPath>,
        found: &mut Vec<Vec<String>>,
    ) {
        state.insert(node.clone(), 1);
        stack.push(node.clone());
        for next in graph.get(node).into_iter().flatten() {
            match state.get(next).copied().unwrap_or(0) {
                0 => visit(next, graph, state, stack, found),
                1 => {
                    let at = stack.iter().position(|m| m == next).unwrap();
                    found.push(stack[at..].iter().map(|m| m.join("::")).collect());
                }
                _ => {}
            }
        }
        stack.pop();
        state.insert(node.clone(), 2);
    }
    let mut state = BTreeMap::new();
    let mut found = Vec::new();
    for node in graph.keys() {
        if !state.contains_key(node) {
            visit(node, graph, &mut state, &mut Vec::new(), &mut found);
        }
    }
    found
}

/// The page's layer list for `krate`: the modules named in backticks
/// between `<!-- layers: krate -->` and `<!-- end layers -->`, in order.
fn layers(page: &str, krate: &str) -> Vec<String> {
    let start_marker = format!("<!-- layers: {} -->", krate);
    let start = page
        .find(&start_marker)
        .unwrap_or_else(|| panic!("docs/architecture.md has no {:?}", start_marker));
    let end = start
        + page[start..]
            .find("<!-- end layers -->")
            .expect("a layer list ends with <!-- end layers -->");
    let mut names = Vec::new();
    for (at, piece) in page[start..end].split('`').enumerate() {
        if at % 2 == 1 && !names.iter().any(|n| n == piece) {
            names.push(piece.to_string());
        }
    }
    names
}

/// Each way `graph`'s top-level modules break `order`: a module the page
/// does not name, or an import of a module the page puts above.
fn layer_breaks(graph: &BTreeMap<ModPath, BTreeSet<ModPath>>, order: &[String]) -> Vec<String> {
    let rank = |module: &ModPath| order.iter().position(|name| *name == module[0]);
    let mut breaks = Vec::new();
    let tops: BTreeSet<&String> = graph.keys().map(|m| &m[0]).collect();
    for top in tops {
        if !order.contains(top) {
            breaks.push(format!("`{}` is not on the page", top));
        }
    }
    for (module, targets) in graph {
        let (Some(own), true) = (rank(module), !module.is_empty()) else {
            continue;
        };
        for target in targets {
            if target[0] == module[0] {
                continue;
            }
            if let Some(theirs) = rank(target) {
                if theirs > own {
                    breaks.push(format!(
                        "{} imports {}, which the page lists above it",
                        module.join("::"),
                        target.join("::")
                    ));
                }
            }
        }
    }
    breaks
}

fn check_crate(krate: &str, src: &str) {
    let page = fs::read_to_string(root().join("docs/architecture.md")).unwrap();
    let graph = imports(&root().join(src));

    let circles = circles(&graph);
    assert!(
        circles.is_empty(),
        "{}: modules that import each other: {:#?}",
        krate,
        circles
    );
    let breaks = layer_breaks(&graph, &layers(&page, krate));
    assert!(
        breaks.is_empty(),
        "{}: docs/architecture.md's layers do not hold:\n{}",
        krate,
        breaks.join("\n")
    );
}

#[test]
fn judging_keeps_the_pages_layers_and_has_no_circle() {
    check_crate("judging", "crates/judging/src");
}

#[test]
fn xtask_keeps_the_pages_layers_and_has_no_circle() {
    check_crate("xtask", "crates/xtask/src");
}

#[test]
fn the_reader_sees_an_import_and_a_circle() {
    // The checks above are only as good as this reading: a scratch crate
    // where `b` imports `a` through `super::` and `a` imports `b` back.
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path();
    fs::create_dir_all(src.join("x")).unwrap();
    fs::write(src.join("lib.rs"), "mod a; mod x;\n").unwrap();
    fs::write(src.join("a.rs"), "use crate::x::b::thing;\n").unwrap();
    fs::write(src.join("x.rs"), "pub mod b;\n").unwrap();
    fs::write(
        src.join("x/b.rs"),
        "pub fn thing() { super::super::a::f(); }\n#[cfg(test)]\nmod t { use crate::a; }\n",
    )
    .unwrap();
    let graph = imports(src);
    let a = vec!["a".to_string()];
    let b = vec!["x".to_string(), "b".to_string()];
    assert!(graph[&a].contains(&b));
    assert!(graph[&b].contains(&a));
    assert_eq!(circles(&graph).len(), 1);
    let order = ["a".to_string(), "x".to_string()];
    assert_eq!(
        layer_breaks(&graph, &order),
        ["a imports x::b, which the page lists above it"]
    );
}
