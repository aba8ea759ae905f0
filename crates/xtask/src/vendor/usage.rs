//! Which core modules a piece of code uses, read from its paths.
//!
//! A solution names the core as `cpkit::<module>::...` (in `use` lines or in
//! expressions); a core module names its siblings as `super::<module>::...`
//! (`super::super::<module>` one level deeper). Following those paths, rather
//! than a hand-kept list, is what keeps the vendored region lean and correct
//! when the code changes. Paths inside macro calls (`println!("{}",
//! cpkit::queens::count(8))`) are not parsed by syn, so their tokens are
//! scanned as well.
//!
//! A macro is a use too: `input! { ... }` names the macro `input`, which
//! the core exports from one of its modules (`#[macro_export]` puts it at
//! the solution's root, so it is called without a path). Inside the core's
//! macros, `$crate::<module>::` names a module as `super::` does elsewhere.

use std::collections::BTreeSet;

use proc_macro2::{TokenStream, TokenTree};
use syn::visit::{self, Visit};
use syn::{Ident, ItemMod, UseTree};

/// A reference to a top-level core module, to all of them (`*`), or to a
/// macro by name (which the core may or may not export).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub enum Used {
    Module(String),
    All,
    Macro(String),
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
        if segments.first().map(String::as_str) == Some("$crate") {
            // A macro's way to the core's root, whatever the nesting.
            if let Some(module) = segments.get(1) {
                self.used.insert(Used::Module(module.clone()));
            }
            return;
        }
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

    /// Paths in unparsed tokens: every run of `ident :: ident :: ...` (the
    /// first may be `$crate`), and every `name!` that calls a macro.
    fn tokens(&mut self, tokens: TokenStream) {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        let is_punct = |i: usize, ch: char| matches!(trees.get(i), Some(TokenTree::Punct(p)) if p.as_char() == ch);
        let mut i = 0;
        while i < trees.len() {
            match &trees[i] {
                TokenTree::Group(group) => {
                    self.tokens(group.stream());
                    i += 1;
                }
                TokenTree::Ident(ident) => {
                    let dollar = i > 0 && is_punct(i - 1, '$');
                    let first = if dollar && ident == "crate" {
                        "$crate".to_string()
                    } else {
                        ident.to_string()
                    };
                    let mut segments = vec![first.clone()];
                    let mut j = i + 1;
                    while let (true, true, Some(TokenTree::Ident(next))) =
                        (is_punct(j, ':'), is_punct(j + 1, ':'), trees.get(j + 2))
                    {
                        segments.push(next.to_string());
                        j += 3;
                    }
                    if dollar && first != "$crate" {
                        // A macro's own metavariable (`$name`), not a name.
                        i = j;
                        continue;
                    }
                    let to_root = first == "$crate" || first == "crate";
                    if is_punct(j, '!') {
                        let name = segments.last().expect("one segment at least");
                        self.used.insert(Used::Macro(name.clone()));
                        if to_root && segments.len() == 2 {
                            // `$crate::name!`: a macro at the root, not a module.
                            i = j;
                            continue;
                        }
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
        if let Some(last) = mac.path.segments.last() {
            self.used.insert(Used::Macro(last.ident.to_string()));
        }
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
        assert_eq!(solution(code), [module("queens"), macro_("println")]);
    }

    fn macro_(name: &str) -> Used {
        Used::Macro(name.to_string())
    }

    #[test]
    fn macro_calls_are_uses_even_nested_or_in_item_position() {
        let code = "input! { n: usize }\nfn main() { input! { a: [i64; n] } \
                    vec![putln!(out, crate::put!(o))]; }";
        assert_eq!(
            solution(code),
            [
                macro_("input"),
                macro_("put"),
                macro_("putln"),
                macro_("vec")
            ]
        );
    }

    #[test]
    fn dollar_crate_paths_in_core_macros_name_modules_not_crate_paths() {
        let item: ItemMod = syn::parse_str(
            "mod input { macro_rules! input { ($x:expr) => { \
             $crate::input::Input::new(); $crate::output::Output::stdout(); \
             $crate::input!(@inner); $crate::__helper!(); } } }",
        )
        .unwrap();
        let (used, crate_paths) = in_core_module(&item);
        let used: Vec<Used> = used.into_iter().collect();
        assert_eq!(
            used,
            [
                module("input"),
                module("output"),
                macro_("__helper"),
                macro_("input"),
                macro_("macro_rules")
            ]
        );
        assert_eq!(crate_paths, 0);
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
