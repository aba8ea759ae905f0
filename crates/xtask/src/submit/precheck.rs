//! What `cargo xtask submit` checks before it prints anything, as
//! cargo-compete does: the solution is no untouched scaffold, the statement's
//! samples are filled in, and it passes every case of the problem (for an
//! interactive problem, every `.in` is the interactor's hidden data, played
//! against it).
//!
//! A solution that is not started (still the template `new` wrote), one
//! whose code still calls `todo!` or `unimplemented!`, a sample file left
//! empty, or any case that is not AC is refused, naming the file or, for the
//! cases, listing every one that failed with the checker's message. Comments
//! never count: a `TODO` the user keeps in a comment is theirs. The cases are
//! all of `testdata/<problem>/`: the samples, the `stress-*` cases
//! `cargo xtask stress` saved and the user's own, judged by the `judging`
//! crate, with the problem's checker, on the solution built as
//! `cargo xtask judge --release` builds it: plain rustc, the judge's edition
//! and optimisation level.

use anyhow::{Context, Result};
use judging::cases::{self, Case};
use judging::session::{Build, Session};
use judging::template;

use crate::project::{Layout, Load, Project};

/// Why a solution is not ready to submit, or `None` when it is.
pub fn refusal(project: &Project, problem: &Layout, own_code: &str) -> Result<Option<String>> {
    let file = project.show(&problem.main_rs());
    let dir = problem.cases.clone();
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
            "{} has no sample-*.in; copy the statement's samples there first (`cargo xtask sample {}` takes them pasted from the page)",
            project.show(&dir),
            problem.name
        )));
    }
    // As the judge builds it: its warnings are shown by `submit`'s build
    // under every edition, never a refusal.
    let session = crate::session::open(project, &problem.load()?, Build::Judge, None)?;
    let cases = cases::list(&dir).with_context(|| format!("cannot list {}", project.show(&dir)))?;
    Ok(failed_cases(&session, &cases)?.refusal())
}

/// The cases that are not AC, each with why, and how many were judged.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Failed {
    pub judged: usize,
    pub cases: Vec<(String, String)>,
}

impl Failed {
    /// The refusal that lists the failed cases, or `None` when there are none.
    pub fn refusal(&self) -> Option<String> {
        if self.cases.is_empty() {
            return None;
        }
        let names: Vec<&str> = self.cases.iter().map(|(name, _)| name.as_str()).collect();
        let mut why = format!(
            "{} of {} cases {} not accepted: {}",
            self.cases.len(),
            self.judged,
            if self.cases.len() == 1 { "is" } else { "are" },
            names.join(", ")
        );
        for (name, detail) in &self.cases {
            why.push_str(&format!("\n  {}: {}", name, detail));
        }
        Some(why)
    }
}

/// Judges every case through `session` (side by side) and returns those
/// that are not AC, in the order `judge` lists them, each with the first
/// line of why, as every command words it.
pub fn failed_cases(session: &Session, cases: &[Case]) -> Result<Failed> {
    let mut failed = Failed::default();
    for (case, judged) in cases.iter().zip(session.judge_all(cases)) {
        failed.judged += 1;
        let judged = judged?;
        if judged.accepted() {
            continue;
        }
        // As the table shows it: the verdict, then its detail's first line
        // (or, for a verdict without one, why in words).
        let detail = match judged.verdict.detail().lines().next() {
            Some(first) => first.to_string(),
            None => session.explain(&judged),
        };
        let code = judged.verdict.code();
        failed
            .cases
            .push((case.name.clone(), format!("{}: {}", code, detail)));
    }
    Ok(failed)
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
