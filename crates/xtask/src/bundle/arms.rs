//! A `macro_rules!` body as arms, and the identifiers a call must hold for
//! each arm to match it.
//!
//! An arm whose matcher holds a literal identifier or keyword (`@read`,
//! `Bytes`, `mut`, `in`: not `$name`, not `$name:frag`, not inside a `$(...)`
//! repetition, which may match nothing) is selected only by a call whose
//! tokens hold it. A call's tokens are written in some macro call's
//! arguments or passed on by a transcriber, so the pruner keeps an arm only
//! once every literal of its matcher occurs there (see [`super::prune`]).

use std::collections::BTreeSet;

use proc_macro2::{Delimiter, TokenStream, TokenTree};

use super::usage::{scan, Refs};

/// One arm of a `macro_rules!`.
#[derive(Debug, Clone)]
pub struct Arm {
    /// The identifiers and keywords every call that selects this arm holds.
    pub literals: BTreeSet<String>,
    /// What the transcriber names. Every identifier in it counts as a member
    /// name: it may reach `$x.$method` in another transcriber.
    pub refs: Refs,
}

/// The arms of a `macro_rules!` body, each with its tokens (its `;` too),
/// or `None` if the body does not read as `(matcher) => {transcriber};`.
pub fn split(body: TokenStream) -> Option<Vec<Vec<TokenTree>>> {
    let trees: Vec<TokenTree> = body.into_iter().collect();
    let punct =
        |i: usize, ch: char| matches!(trees.get(i), Some(TokenTree::Punct(p)) if p.as_char() == ch);
    let mut arms = Vec::new();
    let mut i = 0;
    while i < trees.len() {
        let well_formed = matches!(trees.get(i), Some(TokenTree::Group(_)))
            && punct(i + 1, '=')
            && punct(i + 2, '>')
            && matches!(trees.get(i + 3), Some(TokenTree::Group(_)));
        if !well_formed {
            return None;
        }
        let end = if punct(i + 4, ';') { i + 5 } else { i + 4 };
        if end == i + 4 && end < trees.len() {
            return None;
        }
        arms.push(trees[i..end].to_vec());
        i = end;
    }
    Some(arms)
}

/// The arms of a `macro_rules!` body; a body that does not read as arms is
/// one arm that every call selects.
pub fn read(body: TokenStream) -> Vec<Arm> {
    let Some(arms) = split(body.clone()) else {
        return vec![Arm {
            literals: BTreeSet::new(),
            refs: transcriber_refs(body),
        }];
    };
    arms.into_iter()
        .map(|arm| {
            let stream = |tree: &TokenTree| match tree {
                TokenTree::Group(group) => group.stream(),
                _ => unreachable!("`split` checked that both are groups"),
            };
            let mut literals = BTreeSet::new();
            matcher_literals(stream(&arm[0]), &mut literals);
            Arm {
                literals,
                refs: transcriber_refs(stream(&arm[3])),
            }
        })
        .collect()
}

/// The body with only the arms `live` marks, in their order; the body as it
/// is when all are.
///
/// When an arm is dropped, a last arm takes every call no kept arm matches
/// and says so at the call, naming `cargo xtask vendor`: an edit that uses a
/// form of the macro the file does not carry yet is a message that says
/// what to do, not "no rules expected this token".
pub fn keep(body: &TokenStream, live: &[bool]) -> TokenStream {
    if live.iter().all(|&live| live) {
        return body.clone();
    }
    let arms = split(body.clone()).expect("only a body read as arms has arms to drop");
    let mut kept: Vec<TokenTree> = arms
        .into_iter()
        .zip(live)
        .filter(|(_, &live)| live)
        .flat_map(|(arm, _)| arm)
        .collect();
    // The last arm may end without its `;`; the fallback needs one before it.
    if !matches!(kept.last(), Some(TokenTree::Punct(p)) if p.as_char() == ';') {
        kept.push(TokenTree::Punct(proc_macro2::Punct::new(
            ';',
            proc_macro2::Spacing::Alone,
        )));
    }
    let fallback: TokenStream = FALLBACK.parse().expect("the fallback arm parses");
    kept.into_iter().chain(fallback).collect()
}

/// The arm [`keep`] adds after the kept ones.
pub const FALLBACK: &str = "($($__cpkit_other:tt)*) => { compile_error!(\"this use of the macro needs a form of it that the file's vendored core does not carry yet: run `cargo xtask vendor` (judge, watch, stress and submit do it by themselves)\") };";

fn transcriber_refs(tokens: TokenStream) -> Refs {
    let mut refs = scan(tokens);
    refs.members.extend(refs.idents.iter().cloned());
    refs
}

/// Adds the literal identifiers of a matcher (outside repetitions) to `out`.
fn matcher_literals(tokens: TokenStream, out: &mut BTreeSet<String>) {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    let punct =
        |i: usize, ch: char| matches!(trees.get(i), Some(TokenTree::Punct(p)) if p.as_char() == ch);
    let mut i = 0;
    while i < trees.len() {
        match &trees[i] {
            TokenTree::Punct(p) if p.as_char() == '$' => match trees.get(i + 1) {
                // A repetition, its separator and its operator: what it
                // holds may match zero times.
                Some(TokenTree::Group(group)) if group.delimiter() == Delimiter::Parenthesis => {
                    let operator = |k: usize| punct(k, '*') || punct(k, '+') || punct(k, '?');
                    i += if operator(i + 2) { 3 } else { 4 };
                }
                // `$name:frag`, or `$crate`.
                _ if punct(i + 2, ':') => i += 4,
                _ => i += 2,
            },
            TokenTree::Group(group) => {
                matcher_literals(group.stream(), out);
                i += 1;
            }
            // A lifetime's name is not an identifier a call holds.
            TokenTree::Ident(_) if i > 0 && punct(i - 1, '\'') => i += 1,
            TokenTree::Ident(ident) => {
                out.insert(ident.to_string());
                i += 1;
            }
            _ => i += 1,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn literals(body: &str) -> Vec<Vec<String>> {
        read(body.parse().unwrap())
            .into_iter()
            .map(|arm| arm.literals.into_iter().collect())
            .collect()
    }

    #[test]
    fn literals_are_the_bare_identifiers_outside_repetitions() {
        assert_eq!(
            literals(
                "(@read $src:ident, Bytes) => { $src.read() };\n\
                 (@vars [$on:ident] mut $name:ident : $($rest:tt)*) => {};\n\
                 (from $src:expr, $($rest:tt)*) => {};\n\
                 ($($t:ident $what:literal),*) => {};\n\
                 ($($x:expr) and +) => {};\n\
                 ([$($g:tt)*] $t:ty; $Op:ident) => {};\n\
                 ({ x [y] } $l:lifetime 'a) => {}"
            ),
            [
                vec!["Bytes", "read"],
                vec!["mut", "vars"],
                vec!["from"],
                vec![],
                vec![],
                vec![],
                vec!["x", "y"],
            ]
        );
    }

    #[test]
    fn dropped_arms_leave_the_others_as_they_were() {
        let body: TokenStream = "(a) => { 1 }; (b) => { 2 }; (c) => { 3 }".parse().unwrap();
        let kept = keep(&body, &[true, false, true]);
        let fallback: TokenStream = FALLBACK.parse().unwrap();
        assert_eq!(
            kept.to_string(),
            format!("(a) => {{ 1 }} ; (c) => {{ 3 }} ; {}", fallback)
        );
        // The fallback arm is what a call no kept arm matches reaches.
        assert!(kept.to_string().contains("compile_error !"), "{}", kept);
        assert_eq!(
            keep(&body, &[true, true, true]).to_string(),
            body.to_string()
        );
    }

    #[test]
    fn a_body_that_is_not_arms_is_one_arm_every_call_selects() {
        let arms = read("whatever => 1".parse().unwrap());
        assert_eq!(arms.len(), 1);
        assert!(arms[0].literals.is_empty());
        assert!(arms[0].refs.members.contains("whatever"));
    }
}
