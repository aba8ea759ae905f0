//! What a piece of code names, read from its tokens: paths, macro calls and
//! every identifier.
//!
//! Tokens rather than syn's syntax tree, because the core's macros and a
//! solution's macro calls (`println!("{}", cpkit::queens::count(8))`) hold
//! paths that syn leaves unparsed, and one reader for both keeps them alike.
//! A path is a run `a::b::c` (the first may be `$crate`); what it means is
//! decided later, by the module it stands in (see [`super::prune`]).

use std::collections::BTreeSet;

use proc_macro2::{Delimiter, TokenStream, TokenTree};

/// The names in a piece of code.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Refs {
    /// Every run `a::b::c` that may be a path from the code's module: not
    /// after `.` (a method or field) or `::` (a segment after generics), not
    /// a macro's name.
    pub paths: BTreeSet<Vec<String>>,
    /// The names of the macros called (`name!`, `$crate::name!`).
    pub macros: BTreeSet<String>,
    /// Every identifier, wherever it stands (what a glob in the same code
    /// may bring, what an item-position macro call passes).
    pub idents: BTreeSet<String>,
    /// Every identifier that may name a method, associated const or type,
    /// whose type is not known here: after `.` but not `..` (`x.len()`, not
    /// `0..end`), after `::` (`Input::end`, `Self::WHAT`, `<T>::f`), and
    /// every one inside a macro call's arguments or a `macro_rules!` body,
    /// which may hand a bare name to a transcriber (`$x.$method()`).
    pub members: BTreeSet<String>,
    /// Every identifier inside a macro call's arguments (`name!(...)`, and
    /// a `macro_rules!` body): the only identifiers a macro's matcher can
    /// meet, apart from what other macros' transcribers pass on.
    pub call_args: BTreeSet<String>,
    /// Every path a glob follows (`use super::x::*;` in a function body):
    /// any name in the same code may come from there.
    pub globs: BTreeSet<Vec<String>>,
}

/// Keywords that may stand before a `!` that negates (`if !(a && b)`): not
/// a macro's name, so what follows is not a call's arguments.
const BEFORE_NEGATION: [&str; 6] = ["if", "while", "match", "return", "in", "break"];

/// The names in `tokens`.
pub fn scan(tokens: TokenStream) -> Refs {
    let mut refs = Refs::default();
    scan_into(tokens, &mut refs, false);
    refs
}

/// Adds the names in `tokens` to `refs`; `in_call` when the tokens are (in)
/// a macro call's arguments.
fn scan_into(tokens: TokenStream, refs: &mut Refs, in_call: bool) {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    let punct =
        |i: usize, ch: char| matches!(trees.get(i), Some(TokenTree::Punct(p)) if p.as_char() == ch);
    // The index of the group that holds the arguments of the macro call
    // just read.
    let mut args = None;
    let mut i = 0;
    while i < trees.len() {
        let ident = match &trees[i] {
            TokenTree::Group(group) => {
                scan_into(group.stream(), refs, in_call || args == Some(i));
                i += 1;
                continue;
            }
            TokenTree::Ident(ident) => ident,
            _ => {
                i += 1;
                continue;
            }
        };
        let dollar = i > 0 && punct(i - 1, '$');
        if i > 0 && punct(i - 1, '\'') || dollar && ident != "crate" {
            // A lifetime or a macro's metavariable, not a name.
            i += 1;
            continue;
        }
        let mut segments = vec![if dollar {
            "$crate".to_string()
        } else {
            ident.to_string()
        }];
        let mut j = i + 1;
        while let (true, true, Some(TokenTree::Ident(next))) =
            (punct(j, ':'), punct(j + 1, ':'), trees.get(j + 2))
        {
            segments.push(next.to_string());
            j += 3;
        }
        let member = i > 0 && punct(i - 1, '.') && !(i > 1 && punct(i - 2, '.'));
        let after_colons = i > 1 && punct(i - 1, ':') && punct(i - 2, ':');
        // Every segment but a path's first is after `::`.
        let first = usize::from(!(member || after_colons || in_call));
        let names = |skip: usize| {
            segments
                .iter()
                .skip(skip)
                .filter(|s| *s != "$crate")
                .cloned()
        };
        refs.idents.extend(names(0));
        refs.members.extend(names(first));
        if in_call {
            refs.call_args.extend(names(0));
        }
        let negation = segments.len() == 1 && BEFORE_NEGATION.contains(&segments[0].as_str());
        if punct(j, '!') && !punct(j + 1, '=') && !negation {
            refs.macros
                .insert(segments.last().expect("one segment at least").clone());
            // `name!(...)`, or `macro_rules! name { ... }`.
            args = match (trees.get(j + 1), trees.get(j + 2)) {
                (Some(TokenTree::Group(_)), _) => Some(j + 1),
                (Some(TokenTree::Ident(_)), Some(TokenTree::Group(_))) => Some(j + 2),
                _ => None,
            };
        } else if !member && !after_colons {
            // `prefix::{a, b::c}` and `prefix::*` in a `use` inside a body.
            if punct(j, ':') && punct(j + 1, ':') {
                match trees.get(j + 2) {
                    Some(TokenTree::Group(group)) if group.delimiter() == Delimiter::Brace => {
                        let mut inner = Refs::default();
                        scan_into(group.stream(), &mut inner, in_call);
                        refs.idents.extend(inner.idents.iter().cloned());
                        refs.macros.extend(inner.macros.iter().cloned());
                        refs.members.extend(inner.members.iter().cloned());
                        refs.call_args.extend(inner.call_args.iter().cloned());
                        for path in inner.paths.iter().chain(&inner.globs) {
                            let mut full = segments.clone();
                            full.extend(path.iter().cloned());
                            if inner.globs.contains(path) {
                                refs.globs.insert(full);
                            } else {
                                refs.paths.insert(full);
                            }
                        }
                        // The group is read: its names alone mean nothing here.
                        refs.paths.insert(segments);
                        i = j + 3;
                        continue;
                    }
                    Some(TokenTree::Punct(p)) if p.as_char() == '*' => {
                        refs.globs.insert(segments.clone());
                    }
                    _ => {}
                }
            }
            refs.paths.insert(segments);
        }
        i = j;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refs(code: &str) -> Refs {
        scan(code.parse().unwrap())
    }

    fn paths(code: &str) -> Vec<String> {
        refs(code)
            .paths
            .into_iter()
            .map(|path| path.join("::"))
            .collect()
    }

    #[test]
    fn paths_are_runs_of_segments_also_inside_macro_calls() {
        assert_eq!(
            paths(
                "use cpkit::input::Input; fn main() { println!(\"{}\", cpkit::queens::count(8)); }"
            ),
            [
                "cpkit::input::Input",
                "cpkit::queens::count",
                "fn",
                "main",
                "use"
            ]
        );
    }

    #[test]
    fn methods_fields_lifetimes_and_metavariables_are_not_paths() {
        let found = refs("fn f<'a>(x: &'a S) { x.len(); x.0.count; Vec::<u8>::new(); $t::MAX; }");
        let paths: Vec<String> = found.paths.iter().map(|p| p.join("::")).collect();
        assert_eq!(paths, ["S", "Vec", "f", "fn", "u8", "x"]);
        for ident in ["len", "count", "new", "MAX"] {
            assert!(found.idents.contains(ident), "{}", ident);
        }
        assert!(!found.idents.contains("a") && !found.idents.contains("t"));
    }

    #[test]
    fn macro_calls_are_named_by_their_last_segment() {
        let found = refs("input! { n: usize } $crate::__rules!(@x); a != b; m ! ()");
        let macros: Vec<&str> = found.macros.iter().map(String::as_str).collect();
        assert_eq!(macros, ["__rules", "input", "m"]);
        let paths: Vec<String> = found.paths.iter().map(|p| p.join("::")).collect();
        assert_eq!(paths, ["a", "b", "n", "usize", "x"]);
    }

    #[test]
    fn use_groups_and_globs_in_a_body_keep_their_prefix() {
        let found = refs("fn f() { use super::x::{A, b::C, d::*}; use super::y::*; }");
        let paths: Vec<String> = found.paths.iter().map(|p| p.join("::")).collect();
        assert!(paths.contains(&"super::x::A".to_string()), "{:?}", paths);
        assert!(paths.contains(&"super::x::b::C".to_string()), "{:?}", paths);
        let globs: Vec<String> = found.globs.iter().map(|p| p.join("::")).collect();
        assert_eq!(globs, ["super::x::d", "super::y"]);
    }

    fn set(names: &BTreeSet<String>) -> Vec<&str> {
        names.iter().map(String::as_str).collect()
    }

    #[test]
    fn members_are_names_after_a_dot_or_colons_or_in_a_macro_call() {
        let found = refs(
            "fn f(end: usize) { x.len(); 0..end; Self::WHAT; <T>::g(); \
             a::b::c(); m!(bare, y.z); if !(p && q) {} }",
        );
        assert_eq!(
            set(&found.members),
            ["WHAT", "b", "bare", "c", "g", "len", "y", "z"]
        );
        assert_eq!(set(&found.call_args), ["bare", "y", "z"]);
    }

    #[test]
    fn call_arguments_are_every_identifier_inside_a_macro_call() {
        let found = refs(
            "let mut x = 1; input! { n: usize, v: [Chars; n] } \
             $crate::rules!(@read $src [exit]); macro_rules! inner { (in) => { go } }",
        );
        // A `macro_rules!` body counts whole; metavariables do not.
        assert_eq!(
            set(&found.call_args),
            ["Chars", "exit", "go", "in", "n", "read", "usize", "v"]
        );
        assert!(!found.call_args.contains("mut") && !found.call_args.contains("src"));
    }

    #[test]
    fn dollar_crate_starts_a_path() {
        let found = refs("macro_rules! m { () => { $crate::input::read() } }");
        assert!(found
            .paths
            .contains(&vec!["$crate".into(), "input".into(), "read".into()]));
    }
}
