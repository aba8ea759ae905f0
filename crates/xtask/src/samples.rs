//! What `cargo xtask submit` checks before it prints anything, as
//! cargo-compete does: the solution is no untouched scaffold, and it passes
//! every statement sample.
//!
//! A solution that is not started (still the template `new` wrote), one
//! whose code still calls `todo!` or `unimplemented!`, a sample file left
//! empty, or a sample that is not AC is refused, naming the file or the case
//! and the checker's message. Comments never count: a `TODO` the user keeps
//! in a comment is theirs. The samples are judged by the
//! `judging` crate, with the problem's checker, on the solution built as
//! `cargo xtask judge --release` builds it: plain rustc, the judge's edition
//! and optimisation level.

use std::fs;
use std::path::Path;
use std::time::Duration;

use anyhow::{anyhow, Context, Result};
use judging::check::Checker;
use judging::metadata::Metadata;
use judging::rustc::{self, Emit};
use judging::verdict::{Limits, Verdict};
use judging::{cases, golden, template};

use crate::project::{Problem, Project};

/// Why a solution is not ready to submit, or `None` when it is.
pub fn refusal(
    project: &Project,
    problem: &Problem,
    metadata: &Metadata,
    own_code: &str,
    scratch: &Path,
) -> Result<Option<String>> {
    let file = project.show(&problem.main_rs());
    let dir = project.root().join("testdata").join(&problem.name);
    let samples: Vec<_> = cases::inputs_in(&dir)
        .with_context(|| format!("cannot list {}", project.show(&dir)))?
        .into_iter()
        .filter(|input| cases::is_sample(input))
        .collect();
    if template::not_started(&problem.dir) {
        return Ok(Some(format!(
            "{}; {} is still the template, solve it first",
            template::waiting(&problem.name, samples.len()),
            file
        )));
    }
    if let Some(call) = unfinished_call(own_code) {
        return Ok(Some(format!(
            "{} still calls {}; finish it first",
            file, call
        )));
    }
    if samples.is_empty() {
        return Ok(Some(format!(
            "{} has no sample-*.in; copy the statement's samples there first",
            project.show(&dir)
        )));
    }
    for input in &samples {
        for path in [input.clone(), cases::answer(input)] {
            let empty = fs::metadata(&path).map_or(true, |meta| meta.len() == 0);
            if empty {
                return Ok(Some(format!(
                    "{} is empty or missing; fill it in with the statement's sample",
                    project.show(&path)
                )));
            }
        }
    }

    fs::create_dir_all(scratch).with_context(|| format!("cannot create {}", scratch.display()))?;
    let binary = scratch.join("solution");
    let emit = Emit::Binary {
        opt_level: metadata.judge.opt_level(),
    };
    rustc::compile(&problem.main_rs(), metadata.judge.edition(), emit, &binary)
        .map_err(|error| anyhow!("{} does not compile: {}", file, error))?;
    let checker = Checker::for_problem(metadata, &problem.dir, &scratch.join("checker"));
    let limits = Limits {
        time: Duration::from_millis(metadata.time_limit_ms),
        memory_kib: metadata.memory_limit_mib * 1024,
    };
    for input in &samples {
        let (verdict, _) =
            golden::judge(&binary, input, &checker, limits).map_err(|error| anyhow!(error))?;
        if verdict != Verdict::Accepted {
            let detail = verdict.detail();
            return Ok(Some(format!(
                "{} is not accepted: {}{}{}",
                cases::name(input),
                verdict.code(),
                if detail.is_empty() { "" } else { ": " },
                detail
            )));
        }
    }
    Ok(None)
}

/// The first `todo!(…)` or `unimplemented!(…)` in the code, comments and
/// strings aside (they are tokens, not calls), if there is one.
fn unfinished_call(code: &str) -> Option<String> {
    use proc_macro2::{TokenStream, TokenTree};
    fn find(tokens: TokenStream) -> Option<String> {
        let mut previous: Option<String> = None;
        for token in tokens {
            match token {
                TokenTree::Group(group) => {
                    if let Some(found) = find(group.stream()) {
                        return Some(found);
                    }
                    previous = None;
                }
                TokenTree::Punct(punct) if punct.as_char() == '!' => {
                    if let Some(name) = previous.take() {
                        if name == "todo" || name == "unimplemented" {
                            return Some(format!("{}!", name));
                        }
                    }
                }
                TokenTree::Ident(ident) => previous = Some(ident.to_string()),
                _ => previous = None,
            }
        }
        None
    }
    find(code.parse().ok()?)
}

#[cfg(test)]
mod tests {
    use super::unfinished_call;

    #[test]
    fn only_calls_in_code_are_unfinished() {
        assert_eq!(
            unfinished_call("fn main() { let x: i32 = todo!(); }"),
            Some("todo!".to_string())
        );
        assert_eq!(
            unfinished_call("fn f() -> i32 { if true { 1 } else { unimplemented!(\"later\") } }"),
            Some("unimplemented!".to_string())
        );
        assert_eq!(
            unfinished_call("// TODO: tidy\n/// todo!()\nfn main() { println!(\"todo!()\"); }"),
            None
        );
    }
}
