//! One round of `watch`, after a save: bring the region up to what the code
//! uses, build, judge every case as `judge` does (through the same
//! [`judge::Built`]), and print one compact block.

use std::fs;
use std::io::Write;
use std::path::Path;
use std::time::Instant;

use anyhow::{anyhow, Result};
use judging::rustc::Warnings;
use judging::verdict::Verdict;

use super::compile_error;
use crate::fsutil::write_atomic;
use crate::judge::{self, table, Build, Built};
use crate::project::{Problem, Project};
use crate::vendor::{carry, generate::Core};

/// How a round ended: the loop stops on [`Ending::Interrupted`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ending {
    /// Every case judged.
    Judged,
    /// The file does not compile (or cannot be vendored, or is not started).
    NotJudged,
    /// Ctrl-C came in the middle.
    Interrupted,
}

/// Runs one round for `problem`, printing its block to `out`; `stopped`
/// tells whether Ctrl-C came, so a run it cut short is not shown as a
/// failure; `read` is called once the files are as they will be judged
/// (after the round's own re-vendoring), so that write is not a save.
pub fn run(
    project: &Project,
    problem: &Problem,
    build: Build,
    work: &Path,
    out: &mut impl Write,
    stopped: &dyn Fn() -> bool,
    read: &mut dyn FnMut(),
) -> Result<Ending> {
    let started = Instant::now();
    // A LeetCode problem's local `main` is a region written from the
    // methods the solution has now: written again here, before vendoring
    // and building, so the binary judged is the one the edit asks for.
    crate::leetcode::refresh::refresh(project, problem)?;

    let main_rs = problem.main_rs();
    let shown = project.show(&main_rs);
    if judging::template::not_started(&problem.dir) {
        let samples = judge::select_cases(project, problem, &[])?
            .iter()
            .filter(|input| judging::cases::is_sample(input))
            .count();
        writeln!(
            out,
            "{}",
            judging::template::waiting(&problem.name, samples)
        )?;
        return Ok(Ending::NotJudged);
    }
    let text =
        fs::read_to_string(&main_rs).map_err(|err| anyhow!("cannot read {}: {}", shown, err))?;
    let core = Core::load(&project.core_src())?;
    let text = match carry::revendored_if_short(&core, &text) {
        Ok(Some(revendored)) => {
            write_atomic(&main_rs, revendored.as_bytes())?;
            writeln!(
                out,
                "vendored: {} now carries the core items it uses",
                shown
            )?;
            revendored
        }
        Ok(None) => text,
        Err(err) => {
            writeln!(out, "error: {}: {:#}", shown, err)?;
            return Ok(Ending::NotJudged);
        }
    };

    read();
    let metadata = problem.metadata().map_err(|err| anyhow!(err))?;
    let inputs = judge::select_cases(project, problem, &[])?;
    fs::create_dir_all(work)?;
    let built = Built::new(problem, &metadata, &main_rs, build, Warnings::Report, work)?;
    if stopped() {
        return Ok(Ending::Interrupted);
    }
    let built = match built {
        Ok(built) => built,
        Err(error) => {
            let edition = metadata.edition();
            let located = compile_error::locate(&error, &main_rs, &text, &shown, edition);
            writeln!(out, "compile error: {}", located)?;
            return Ok(Ending::NotJudged);
        }
    };
    let built_in = started.elapsed();
    let width = inputs
        .iter()
        .map(|input| judging::cases::name(input).len())
        .max()
        .unwrap_or(0)
        .max(4);
    let mut counts: Vec<(&'static str, usize)> = Vec::new();
    let mut accepted = 0;
    for input in &inputs {
        let judged = match built.judge(project, input, work) {
            Ok(judged) => judged,
            Err(_) if stopped() => return Ok(Ending::Interrupted),
            Err(err) => return Err(err),
        };
        if stopped() {
            return Ok(Ending::Interrupted);
        }
        let verdict = &judged.verdict;
        match counts.iter_mut().find(|(code, _)| *code == verdict.code()) {
            Some((_, n)) => *n += 1,
            None => counts.push((verdict.code(), 1)),
        }
        if *verdict == Verdict::Accepted {
            accepted += 1;
        }
        let time = judged
            .wall
            .map_or_else(|| "-".to_string(), table::show_time);
        let mut detail = verdict.detail().lines();
        let row = format!(
            "{:<width$} {:<3} {:>8}  {}",
            judging::cases::name(input),
            verdict.code(),
            time,
            detail.next().unwrap_or(""),
            width = width
        );
        table::print_row_in(out, width, row.trim_end(), verdict)?;
        // The first difference in full: the checker's few lines of it.
        for line in detail
            .chain(judged.report.iter().flat_map(|r| r.lines()))
            .take(6)
        {
            writeln!(out, "{:width$}  {}", "", line, width = width + 13)?;
        }
        out.flush()?;
    }
    let counts: Vec<String> = counts
        .iter()
        .filter(|(code, _)| *code != "AC")
        .map(|(code, n)| format!("{} {}", n, code))
        .collect();
    let warnings = match built.warnings.len() {
        0 => String::new(),
        1 => format!("; 1 warning: {}", built.warnings[0]),
        n => format!("; {} warnings, the first: {}", n, built.warnings[0]),
    };
    writeln!(
        out,
        "{}/{} AC{} (built in {:.1} s, judged in {:.1} s){}",
        accepted,
        inputs.len(),
        if counts.is_empty() {
            String::new()
        } else {
            format!(", {}", counts.join(", "))
        },
        built_in.as_secs_f64(),
        (started.elapsed() - built_in).as_secs_f64(),
        warnings
    )?;
    Ok(Ending::Judged)
}
