//! Every solution compiled as the judges compile it, as a test in `cargo test`.
//!
//! For each `problems/*/src/main.rs` (and its LeetCode submission, which is a
//! different text): under 64 KiB; compiles alone with plain `rustc --edition
//! 2018`, `2021` and `2024` and `-D warnings`; and each binary built that way
//! answers every case in `testdata/<problem>/` by the problem's checker.
//! Failures name the file, the edition and the compiler's first error.

use std::fs;
use std::path::Path;
use std::thread;

use testkit::golden::Run;
use testkit::metadata::{self, Kind};

use crate::project::{Problem, Project};
use crate::rustc::{self, Emit, EDITIONS};
use crate::submit::{self, SIZE_LIMIT};
use crate::vendor::generate::Core;

/// Everything wrong with one problem, one line each.
fn check_problem(project: &Project, core: &Core, problem: &Problem, scratch: &Path) -> Vec<String> {
    let mut failures = Vec::new();
    let main_rs = problem.main_rs();
    let file = project.show(&main_rs);
    let metadata = match metadata::load(&problem.dir.join("Cargo.toml")) {
        Ok(metadata) => metadata,
        Err(err) => return vec![err],
    };
    // A LeetCode problem submits less than its file: that is checked below.
    let size = fs::metadata(&main_rs)
        .map(|meta| meta.len() as usize)
        .unwrap_or(0);
    if metadata.kind == Kind::Stdin && size > SIZE_LIMIT {
        failures.push(format!(
            "{} is {} bytes, over the {}-byte limit",
            file, size, SIZE_LIMIT
        ));
    }
    let opt_level = metadata.judge.opt_level();
    for edition in EDITIONS {
        let binary = scratch.join(format!("{}-{}", problem.name, edition));
        if let Err(error) = rustc::compile(&main_rs, edition, Emit::Binary { opt_level }, &binary) {
            failures.push(format!(
                "{} does not compile with --edition {}: {}",
                file, edition, error
            ));
            continue;
        }
        let built = format!("{} built with --edition {}", file, edition);
        failures.extend(wrong_answers(
            project,
            problem,
            &binary,
            &metadata.checker,
            &built,
        ));
    }
    if let Kind::LeetCode { .. } = metadata.kind {
        let checked = submit::submission(project, core, problem, &metadata).and_then(|text| {
            if text.len() > SIZE_LIMIT {
                anyhow::bail!(
                    "the submission for {} is {} bytes, over the limit",
                    problem.name,
                    text.len()
                );
            }
            let harness = submit::compiled_form(&text, &metadata)?;
            let shown = format!(
                "the submission for {} inside a LeetCode harness",
                problem.name
            );
            submit::check_compiles(
                &harness,
                &shown,
                &scratch.join(format!("{}-submission", problem.name)),
            )
        });
        if let Err(err) = checked {
            failures.push(format!("{:#}", err));
        }
    }
    failures
}

/// The cases `binary` gets wrong, by `checker`.
fn wrong_answers(
    project: &Project,
    problem: &Problem,
    binary: &Path,
    checker: &testkit::Rule,
    built: &str,
) -> Vec<String> {
    let mut failures = Vec::new();
    let program = binary.to_string_lossy();
    for input in testkit::testdata::inputs(&problem.name) {
        let stdin = fs::read(&input).unwrap_or_default();
        let expected = fs::read_to_string(input.with_extension("out")).unwrap_or_default();
        if stdin.is_empty() && expected.is_empty() {
            continue; // a sample not filled in yet: the golden test says so
        }
        let run = Run::new(&program, &stdin);
        let verdict = if run.output.status.success() {
            checker.check(&expected, &run.stdout())
        } else {
            Err(format!(
                "exited with {}; stderr: {}",
                run.output.status,
                run.stderr().trim()
            ))
        };
        if let Err(difference) = verdict {
            let difference: Vec<&str> = difference.lines().map(str::trim).collect();
            failures.push(format!(
                "{} answers {} wrongly: {}",
                built,
                project.show(&input),
                difference.join(" ")
            ));
        }
    }
    failures
}

#[test]
fn every_solution_compiles_and_answers_as_the_judges_build_it() {
    let project = Project::locate();
    let problems = project.problems().unwrap_or_else(|err| panic!("{:#}", err));
    let scratch = tempfile::tempdir().unwrap();
    // Two at a time: rustc at opt-level 2 keeps a core busy.
    let failures: Vec<String> = problems
        .chunks(2)
        .flat_map(|pair| {
            thread::scope(|scope| {
                let handles: Vec<_> = pair
                    .iter()
                    .map(|problem| {
                        scope.spawn(|| {
                            // syn's trees are not Sync: each thread parses the core itself.
                            let core = Core::load(&project.core_src())
                                .unwrap_or_else(|err| panic!("{:#}", err));
                            check_problem(&project, &core, problem, scratch.path())
                        })
                    })
                    .collect();
                handles
                    .into_iter()
                    .flat_map(|handle| handle.join().expect("a check thread panicked"))
                    .collect::<Vec<_>>()
            })
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} problems:\n  {}",
        failures.len(),
        failures.join("\n  ")
    );
}

/// Modules no solution uses yet (the strategies, say) must be just as ready
/// for a judge: the whole core, vendored into an empty program, compiles
/// under every edition.
#[test]
fn the_whole_core_vendored_compiles_under_every_edition() {
    let project = Project::locate();
    let core = Core::load(&project.core_src()).unwrap_or_else(|err| panic!("{:#}", err));
    let region = core
        .region(&core.modules())
        .unwrap_or_else(|err| panic!("{:#}", err));
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("whole_core.rs");
    fs::write(&source, format!("fn main() {{}}\n\n{}", region)).unwrap();
    for edition in EDITIONS {
        let output = dir.path().join(format!("whole-core-{}", edition));
        if let Err(error) = rustc::compile(&source, edition, Emit::Check, &output) {
            panic!(
                "the whole core does not compile with --edition {}: {}",
                edition, error
            );
        }
    }
}
