//! What `cargo xtask submit` checks before it prints anything, as
//! cargo-compete does: the solution is no untouched scaffold, and it passes
//! every statement sample (for an interactive problem: every
//! `sample-*.in`, the interactor's hidden data, played against it).
//!
//! A solution that still holds a `TODO` (every template has some), a sample
//! file left empty, or a sample that is not AC is refused, naming the file
//! or the case and the checker's message. The samples are judged by the
//! `judging` crate, with the problem's checker, on the solution built as
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
use judging::{cases, golden};

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
    if let Some((number, line)) = own_code
        .lines()
        .enumerate()
        .find(|(_, line)| line.contains("TODO"))
    {
        return Ok(Some(format!(
            "{} still holds a TODO from the template (line {}: {:?}); finish it first",
            file,
            number + 1,
            line.trim()
        )));
    }
    let dir = project.root().join("testdata").join(&problem.name);
    let samples: Vec<_> = cases::inputs_in(&dir)
        .with_context(|| format!("cannot list {}", project.show(&dir)))?
        .into_iter()
        .filter(|input| cases::is_sample(input))
        .collect();
    if samples.is_empty() {
        return Ok(Some(format!(
            "{} has no sample-*.in; copy the statement's samples there first",
            project.show(&dir)
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
    rustc::compile(&problem.main_rs(), metadata.judge.edition(), emit, &binary)
        .map_err(|error| anyhow!("{} does not compile: {}", file, error))?;
    let checker = Checker::for_problem(metadata, &problem.dir, &scratch.join("checker"));
    let limits = Limits {
        time: Duration::from_millis(metadata.time_limit_ms),
        memory_kib: metadata.memory_limit_mib * 1024,
    };
    let interactor = if interactive {
        Some(
            Interactor::for_problem(metadata, &problem.dir, &scratch.join("interactor"))
                .map_err(|error| anyhow!(error))?,
        )
    } else {
        None
    };
    for input in &samples {
        let verdict = match &interactor {
            Some(interactor) => {
                interactor
                    .judge(&binary, input, limits, limits.time * 2)
                    .with_context(|| format!("cannot judge {}", cases::name(input)))?
                    .verdict
            }
            None => {
                golden::judge(&binary, input, &checker, limits)
                    .map_err(|error| anyhow!(error))?
                    .0
            }
        };
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
