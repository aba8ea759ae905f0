//! Which core modules a piece of code uses, read from its paths.
//!
//! A solution names the core as `cpkit::<module>::...` (in `use` lines or in
//! expressions); a core module names its siblings as `super::<module>::...`
//! (`super::super::<module>` one level deeper). Following those paths, rather
//! than a hand-kept list, is what keeps the vendored region lean and correct
//! when the code changes. Paths inside macro calls (`println!("{}",
//! cpkit::queens::count(8))`) are not parsed by syn, so their tokens are
//! scanned as well.

use std::collections::BTreeSet;

use proc_macro2::{TokenStream, TokenTree};
use syn::visit::{self, Visit};
use syn::{Ident, ItemMod, UseTree};

/// A reference to a top-level core module, or to all of them (`*`).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub enum Used {
    Module(String),
    All,
}

/// The modules named as `<root>::<module>` anywhere in `file`, where `root`
/// is the crate's name as seen from the solution (`cpkit`).
pub fn in_solution(file: &syn::File, root: &str) -> BTreeSet<Used> {
    let mut finder = Finder {
        anchor: Anchor::Name(root.to_string()),
        depth: 0,
        used: BTreeSet::new(),
        crate_paths: 0,
    };
    finder.visit_file(file);
    finder.used
}

/// What a core module at nesting depth 1 (a file such as `queens.rs`) uses of
/// its siblings, and how many `crate::` paths it has (which would break once
/// vendored, because `crate` then means the solution).
pub fn in_core_module(module: &ItemMod) -> (BTreeSet<Used>, usize) {
    let mut finder = Finder {
        anchor: Anchor::Supers,
        depth: 0,
        used: BTreeSet::new(),
        crate_paths: 0,
    };
    finder.visit_item_mod(module);
    (finder.used, finder.crate_paths)
}

/// How a path reaches the core's root.
#[derive(Debug)]
enum Anchor {
    /// Through the core crate's name.
    Name(String),
    /// Through as many `super`s as the module is deep.
    Supers,
}

struct Finder {
    anchor: Anchor,
    /// How many inline modules enclose the current node.
    depth: usize,
    used: BTreeSet<Used>,
    crate_paths: usize,
}

impl Finder {
    /// Records the module a path (given as its leading segment names, then
    /// whether it continues into a glob) refers to, if any.
    fn path(&mut self, segments: &[String], glob: bool) {
        if segments.first().map(String::as_str) == Some("crate") {
            self.crate_paths += 1;
            return;
        }
        let skip = match &self.anchor {
            Anchor::Name(name) => {
                // `::cpkit` and `crate::cpkit` do not occur in a one-file
                // solution; a bare `cpkit` is the vendored module.
                if segments.first() != Some(name) {
                    return;
                }
                1
            }
            Anchor::Supers => {
                let supers = segments.iter().take_while(|s| *s == "super").count();
                // A `super::` that stays inside the module is not a sibling.
                if supers != self.depth {
                    return;
                }
                supers
            }
        };
        match segments.get(skip) {
            Some(module) => {
                self.used.insert(Used::Module(module.clone()));
            }
            None if glob => {
                self.used.insert(Used::All);
            }
            None => {}
        }
    }

    fn use_tree(&mut self, prefix: &mut Vec<String>, tree: &UseTree) {
        match tree {
            UseTree::Path(path) => {
                prefix.push(path.ident.to_string());
                self.use_tree(prefix, &path.tree);
                prefix.pop();
            }
            UseTree::Name(name) => {
                prefix.push(name.ident.to_string());
                self.path(prefix, false);
                prefix.pop();
            }
            UseTree::Rename(rename) => {
                prefix.push(rename.ident.to_string());
                self.path(prefix, false);
                prefix.pop();
            }
            UseTree::Glob(_) => self.path(prefix, true),
            UseTree::Group(group) => {
                for tree in &group.items {
                    self.use_tree(prefix, tree);
                }
            }
        }
    }

    /// Paths in unparsed tokens: every run of `ident :: ident :: ...`.
    fn tokens(&mut self, tokens: TokenStream) {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        let mut i = 0;
        while i < trees.len() {
            match &trees[i] {
                TokenTree::Group(group) => {
                    self.tokens(group.stream());
                    i += 1;
                }
                TokenTree::Ident(ident) => {
                    let mut segments = vec![ident.to_string()];
                    let mut j = i + 1;
                    while let (
                        Some(TokenTree::Punct(a)),
                        Some(TokenTree::Punct(b)),
                        Some(TokenTree::Ident(next)),
                    ) = (trees.get(j), trees.get(j + 1), trees.get(j + 2))
                    {
                        if a.as_char() != ':' || b.as_char() != ':' {
                            break;
                        }
                        segments.push(next.to_string());
                        j += 3;
                    }
                    if segments.len() > 1 {
                        self.path(&segments, false);
                    }
                    i = j;
                }
                _ => i += 1,
            }
        }
    }
}

fn names(idents: impl Iterator<Item = Ident>) -> Vec<String> {
    idents.map(|ident| ident.to_string()).collect()
}

impl<'ast> Visit<'ast> for Finder {
    fn visit_path(&mut self, path: &'ast syn::Path) {
        let segments = names(path.segments.iter().map(|s| s.ident.clone()));
        self.path(&segments, false);
        visit::visit_path(self, path);
    }

    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        self.use_tree(&mut Vec::new(), &item.tree);
    }

    fn visit_item_mod(&mut self, module: &'ast ItemMod) {
        self.depth += 1;
        visit::visit_item_mod(self, module);
        self.depth -= 1;
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        self.tokens(mac.tokens.clone());
        visit::visit_macro(self, mac);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn solution(code: &str) -> Vec<Used> {
        in_solution(&syn::parse_file(code).unwrap(), "cpkit")
            .into_iter()
            .collect()
    }

    fn module(name: &str) -> Used {
        Used::Module(name.to_string())
    }

    #[test]
    fn use_lines_and_expression_paths_are_found() {
        let code = "use cpkit::input::Input;\nuse cpkit::{output::Output, queens};\n\
                    fn main() { let rows = cpkit::render::Rows::new(4); other::x(); }";
        assert_eq!(
            solution(code),
            [
                module("input"),
                module("output"),
                module("queens"),
                module("render")
            ]
        );
    }

    #[test]
    fn paths_inside_macro_calls_are_found() {
        let code = "fn main() { println!(\"{}\", cpkit::queens::count(8)); }";
        assert_eq!(solution(code), [module("queens")]);
    }

    #[test]
    fn a_glob_of_the_core_means_every_module() {
        assert_eq!(solution("use cpkit::*;"), [Used::All]);
        assert_eq!(solution("use cpkit::queens::*;"), [module("queens")]);
    }

    #[test]
    fn unrelated_paths_are_ignored() {
        assert_eq!(solution("use std::io; fn main() { mycpkit::x(); }"), []);
    }

    #[test]
    fn core_modules_name_siblings_through_super() {
        let item: ItemMod = syn::parse_str(
            "mod render { use super::output::Output; use super::{queens, input::Input};\n\
             fn f() { super::strategies::x(); self::g(); }\n\
             mod inner { use super::g; use super::super::extra::E; }\n\
             fn uses_crate() { crate::queens::count(1); } }",
        )
        .unwrap();
        let (used, crate_paths) = in_core_module(&item);
        let used: Vec<Used> = used.into_iter().collect();
        assert_eq!(
            used,
            [
                module("extra"),
                module("input"),
                module("output"),
                module("queens"),
                module("strategies")
            ]
        );
        assert_eq!(crate_paths, 1);
    }
}
