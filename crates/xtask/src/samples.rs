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

use std::fs;
use std::path::Path;
use std::time::Duration;

use anyhow::{anyhow, Context, Result};
use judging::check::Checker;
use judging::interactor::Interactor;
use judging::metadata::{Kind, Metadata};
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
    // An interactive case is only the interactor's hidden data: no `.out`.
    let interactive = matches!(metadata.kind, Kind::Interactive { .. });
    for input in &samples {
        let mut paths = vec![input.clone()];
        if !interactive {
            paths.push(cases::answer(input));
        }
        for path in paths {
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
    // As the judge builds it: its warnings are shown by `submit`'s build
    // under every edition, never a refusal.
    rustc::compile_as_judge(
        &problem.main_rs(),
        metadata.edition(),
        emit,
        metadata.judge.codegen_flags(),
        &binary,
    )
    .map_err(|error| anyhow!("{} does not compile: {}", file, error))?;
    let checker = Checker::for_problem(metadata, &problem.dir, &scratch.join("checker"));
    let limits = Limits {
        time: Duration::from_millis(metadata.time_limit_ms),
        memory_kib: metadata.memory_limit_mib * 1024,
        stack_mib: metadata.stack_mib(),
    };
    let interactor = if interactive {
        Some(
            Interactor::for_problem(metadata, &problem.dir, &scratch.join("interactor"))
                .map_err(|error| anyhow!(error))?,
        )
    } else {
        None
    };
    let failed = judge_every_case(&binary, &dir, &checker, interactor.as_ref(), limits)
        .with_context(|| format!("cannot list {}", project.show(&dir)))?;
    Ok(failed.refusal())
}

/// The cases of a folder that are not AC, each with why, and how many were
/// judged.
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

/// Judges `binary` on every case in `dir` (samples, stress cases, the
/// user's own) and returns those that are not AC, in the order `judge`
/// lists them. A case that cannot be judged (no `.out`) fails, saying why.
/// With an `interactor`, each case is its hidden data, played against it.
pub fn judge_every_case(
    binary: &Path,
    dir: &Path,
    checker: &Checker,
    interactor: Option<&Interactor>,
    limits: Limits,
) -> std::io::Result<Failed> {
    let mut failed = Failed::default();
    for input in cases::inputs_in(dir)? {
        failed.judged += 1;
        let judged = match interactor {
            Some(interactor) => interactor
                .judge(binary, &input, limits, limits.time * 2)
                .map(|judged| judged.verdict)
                .map_err(|error| format!("cannot judge {}: {:#}", cases::name(&input), error)),
            None => golden::judge(binary, &input, checker, limits).map(|(verdict, _)| verdict),
        };
        let detail = match judged {
            Ok(Verdict::Accepted) => continue,
            Ok(verdict) => {
                let detail = verdict.detail();
                match detail.lines().next() {
                    Some(first) => format!("{}: {}", verdict.code(), first),
                    None => verdict.code().to_string(),
                }
            }
            Err(error) => error.lines().next().unwrap_or("").to_string(),
        };
        failed.cases.push((cases::name(&input), detail));
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
