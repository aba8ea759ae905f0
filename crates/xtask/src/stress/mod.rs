//! `cargo xtask stress <problem>`: find the smallest failing case before the
//! judge does (对拍).
//!
//! Next to the solution, a problem's folder holds two one-file programs:
//! `gen.rs`, which prints one random input for the seed and size it is given
//! (`gen <seed> <size>`), and `brute.rs`, a slow but plainly right solution.
//! All three are built with plain rustc, optimised, the solution exactly as
//! its judge builds it; then cases run on every core (see [`search`]), each
//! judged by the problem's checker with the brute force's answer as the
//! expected output, until one fails or the cases or seconds asked for are
//! done. A failing case is saved as `testdata/<problem>/stress-<seed>.in`
//! and `.out` (the brute force's answer), so it is a regular test case at
//! once; a generator or brute force that fails is reported as theirs.

pub mod search;

use std::io::IsTerminal;
use std::path::PathBuf;
use std::sync::atomic::Ordering;
use std::thread;
use std::time::Duration;

use anyhow::{anyhow, bail, Context, Result};
use judging::metadata::Kind;
use judging::problem::Problem;
use judging::session::Build;

use crate::fsutil::write_new;
use crate::project::{Layout, Load, Project};
use search::{FailureKind, Plan, Programs, Progress};

use judging::layout::{BRUTE, GENERATOR};

/// What a stress run ended with.
#[derive(Debug)]
pub enum Ending {
    /// Every case asked for passed.
    Passed,
    /// The solution failed a case (saved as a test case).
    SolutionFailed,
}

/// Which files a stress run pits against each other: the problem's own
/// unless `--solution` or `--brute` names others.
#[derive(Debug, Clone, Default)]
pub struct Files {
    pub solution: Option<PathBuf>,
    pub brute: Option<PathBuf>,
}

/// Runs the stress test of `problem` and prints what it found.
pub fn run(project: &Project, problem: &str, plan: Plan, files: &Files) -> Result<Ending> {
    let problem = project.problem(problem)?;
    let loaded = problem.load()?;
    // An interactive problem's interactor judges: no brute force is needed.
    let interactive = loaded.interactive();
    if interactive && files.brute.is_some() {
        bail!(
            "{} is interactive: its interactor judges, so there is no brute force to give",
            problem.name
        );
    }
    for file in files.solution.iter().chain(&files.brute) {
        if !file.is_file() {
            bail!("{}: no such file", file.display());
        }
    }
    let helpers: &[&str] = if interactive || files.brute.is_some() {
        &[GENERATOR]
    } else {
        &[GENERATOR, BRUTE]
    };
    for &helper in helpers {
        if !problem.dir.join(helper).is_file() {
            bail!(
                "{} has no {}; write one (`cargo xtask stress {} --init` writes starters for {} and {})",
                project.show(&problem.dir),
                helper,
                problem.name,
                GENERATOR,
                BRUTE
            );
        }
    }
    // The solution, the generator and the brute force, each brought up to
    // what its code uses, as every command does before it builds.
    for line in crate::prepare::up_to_date(project, &loaded, &[GENERATOR, BRUTE])? {
        eprintln!("{}", line);
    }
    let programs = build(project, &loaded, files, helpers)?;
    if let Some(solution) = &files.solution {
        eprintln!("solution: {}", project.show(solution));
    }
    if let Some(brute) = &files.brute {
        eprintln!("brute force: {}", project.show(brute));
    }
    for warning in &programs.session.warnings {
        eprintln!("warning: {}", warning);
    }
    eprintln!(
        "stress {}: up to {} cases from seed {}, sizes 1 to {}, on {} threads{}",
        problem.name,
        plan.cases,
        plan.first_seed,
        plan.max_size,
        plan.jobs,
        plan.seconds
            .map_or(String::new(), |s| format!(", at most {} s", s))
    );
    let outcome = searched(&programs, plan);
    let rate = outcome.done as f64 / outcome.elapsed.as_secs_f64().max(1e-3);
    let failure = match outcome.failure {
        None => {
            println!(
                "stress {}: {} cases passed (seeds {} to {}, sizes up to {}) in {:.1} s, {:.0} cases/s",
                problem.name,
                outcome.done,
                plan.first_seed,
                plan.first_seed + outcome.done.saturating_sub(1),
                outcome.largest_size,
                outcome.elapsed.as_secs_f64(),
                rate
            );
            return Ok(Ending::Passed);
        }
        Some(failure) => failure,
    };
    report_failure(project, &problem, &programs, files, failure)
}

/// Runs the search, with a progress line on a terminal.
fn searched(programs: &Programs, plan: Plan) -> search::Outcome {
    let progress = Progress::default();
    thread::scope(|scope| {
        let searching = scope.spawn(|| search::search(programs, plan, &progress));
        let terminal = std::io::stderr().is_terminal();
        let started = std::time::Instant::now();
        while !searching.is_finished() {
            thread::sleep(Duration::from_millis(200));
            if terminal {
                let done = progress.done.load(Ordering::SeqCst);
                eprint!(
                    "\r\x1b[2K{} cases, {:.0} cases/s, size {}",
                    done,
                    done as f64 / started.elapsed().as_secs_f64().max(1e-3),
                    progress.size.load(Ordering::SeqCst)
                );
            }
        }
        if terminal {
            eprint!("\r\x1b[2K");
        }
        searching.join().expect("the search does not panic")
    })
}

/// Says what failed: the generator's or the brute force's failure is an
/// error of theirs; the solution's saves the case and says how to replay it.
fn report_failure(
    project: &Project,
    problem: &Layout,
    programs: &Programs,
    files: &Files,
    failure: search::Failure,
) -> Result<Ending> {
    let at = format!("seed {}, size {}", failure.seed, failure.size);
    match failure.kind {
        FailureKind::Generator(how) => bail!(
            "{} failed on {}, so nothing was tested there: {}\n  run it: {} {} {}",
            project.show(&problem.dir.join(GENERATOR)),
            at,
            how,
            project.show(&programs.generator),
            failure.seed,
            failure.size
        ),
        FailureKind::Brute(how) => {
            let kept = project
                .target_dir()
                .join("stress")
                .join(format!("{}-brute-failed.in", problem.name));
            let _ = std::fs::create_dir_all(kept.parent().expect("a folder"));
            let _ = std::fs::write(&kept, &failure.input);
            bail!(
                "{} failed on the input of {} (the solution was not judged): {}\n  the input: {}",
                project.show(&problem.dir.join(BRUTE)),
                at,
                how,
                kept.display()
            )
        }
        FailureKind::Solution {
            verdict,
            answer,
            report,
        } => {
            let case = format!("stress-{}", failure.seed);
            let saved = save_case(project, problem, &case, &failure.input, answer.as_deref())?;
            println!(
                "stress {}: case {} ({}) fails after {} passed: {}",
                problem.name,
                failure.index + 1,
                at,
                failure.index,
                verdict.code()
            );
            for line in verdict.detail().lines() {
                println!("  {}", line);
            }
            for line in report.iter().flat_map(|report| report.lines()) {
                println!("  {}", line);
            }
            println!("{}", saved.join("; "));
            let brute = files
                .brute
                .as_ref()
                .map_or_else(|| BRUTE.to_string(), |file| project.show(file));
            println!(
                "replay it: cargo xtask judge {} {}{}{}",
                problem.name,
                case,
                files
                    .solution
                    .as_ref()
                    .map_or(String::new(), |file| format!(
                        " --solution {}",
                        project.show(file)
                    )),
                if answer.is_some() {
                    format!("    (its .out is {}'s answer)", brute)
                } else {
                    "    (its .in is the interactor's hidden data)".to_string()
                }
            );
            Ok(Ending::SolutionFailed)
        }
    }
}

/// Saves a failing case as `testdata/<problem>/<case>.in` (and `.out`, the
/// brute force's answer), never over a file that is there; what was done.
fn save_case(
    project: &Project,
    problem: &Layout,
    case: &str,
    input: &[u8],
    answer: Option<&[u8]>,
) -> Result<Vec<String>> {
    let dir = problem.cases.clone();
    std::fs::create_dir_all(&dir)
        .with_context(|| format!("cannot create {}", project.show(&dir)))?;
    let mut saved = Vec::new();
    let mut files = vec![("in", input)];
    if let Some(answer) = answer {
        files.push(("out", answer));
    }
    for (extension, bytes) in files {
        let path = dir.join(format!("{}.{}", case, extension));
        let word = if write_new(&path, bytes)? {
            "saved"
        } else {
            "kept (it was there)"
        };
        saved.push(format!("{} {}", word, project.show(&path)));
    }
    Ok(saved)
}

/// Opens the solution's session (the judge's build, the one `judge
/// --release` and `submit` make) and builds the generator and the brute
/// force optimised, through the same cache.
fn build(
    project: &Project,
    problem: &Problem,
    files: &Files,
    helpers: &[&str],
) -> Result<Programs> {
    let layout = &problem.layout;
    let session = crate::session::open(project, problem, Build::Judge, files.solution.as_deref())?;
    let mut flags = judging::session::flags(problem, Build::Judge);
    flags.warnings = judging::rustc::Warnings::Report;
    let cache = crate::session::cache(project);
    let build_helper = |source: PathBuf, name: &str| -> Result<PathBuf> {
        let shown = project.show(&source);
        cache
            .build(name, &source, &flags)
            .map(|built| built.program)
            .map_err(|error| match error {
                judging::Error::Compile { error, .. } => {
                    judging::session::compile_error(&source, &shown, &flags.edition, &error).into()
                }
                other => other.into(),
            })
    };
    let generator = build_helper(layout.dir.join(GENERATOR), "gen")?;
    let brute = if helpers.contains(&BRUTE) || files.brute.is_some() {
        let source = files
            .brute
            .clone()
            .unwrap_or_else(|| layout.dir.join(BRUTE));
        Some(build_helper(source, "brute")?)
    } else {
        None
    };
    Ok(Programs {
        session,
        generator,
        brute,
    })
}

/// Writes starter `gen.rs` and `brute.rs` into `problem`'s folder where
/// there are none (`gen.rs` only for an interactive problem, whose
/// interactor judges); returns the files written.
pub fn init(project: &Project, problem: &Layout) -> Result<Vec<String>> {
    let mut written = Vec::new();
    let core = crate::bundle::generate::Core::load(&project.core_src())?;
    let metadata = problem.metadata().map_err(|err| anyhow!(err))?;
    let interactive = matches!(metadata.kind, Kind::Interactive { .. });
    for (file, template) in crate::starters::for_problem(project, problem)? {
        if interactive && file == BRUTE {
            continue;
        }
        let path = problem.dir.join(file);
        let text = crate::bundle::vendored(&core, &template)?;
        if write_new(&path, text.as_bytes())? {
            // Generated from a signature, a LeetCode starter's lines are
            // as long as its names.
            crate::scaffold::format(std::slice::from_ref(&path))?;
            written.push(project.show(&path));
        } else {
            eprintln!("  kept {} (it was there)", project.show(&path));
        }
    }
    Ok(written)
}

/// `cargo xtask stress <problem>` (or `--init`).
pub fn task(project: &Project, args: &crate::cli::StressArgs) -> Result<std::process::ExitCode> {
    if args.init {
        let problem = project.problem(&args.problem)?;
        for path in init(project, &problem)? {
            eprintln!("  created {}", path);
        }
        return Ok(std::process::ExitCode::SUCCESS);
    }
    let plan = Plan {
        first_seed: args.seed,
        cases: args.cases,
        seconds: args.seconds,
        max_size: args.max_size.max(1),
        jobs: args
            .jobs
            .or_else(|| std::thread::available_parallelism().ok().map(Into::into))
            .unwrap_or(1)
            .max(1),
    };
    let files = Files {
        solution: args.solution.clone(),
        brute: args.brute.clone(),
    };
    Ok(match run(project, &args.problem, plan, &files)? {
        Ending::Passed => std::process::ExitCode::SUCCESS,
        Ending::SolutionFailed => std::process::ExitCode::from(1),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bundle::{self, generate::Core};
    use judging::region::Region;
    use judging::rustc::{self, Emit};

    /// The bounds the starter generator declares.
    fn declared(text: &str, constant: &str) -> i64 {
        let line = text
            .lines()
            .find(|line| line.starts_with(&format!("const {}: i64 = ", constant)))
            .unwrap_or_else(|| panic!("no {} in the starter", constant));
        line.rsplit(" = ")
            .next()
            .unwrap()
            .trim_end_matches(';')
            .replace('_', "")
            .parse()
            .unwrap()
    }

    /// Issue 19: the starter drew values from -100..100 only, so an overflow
    /// (Codeforces 1A in i32) went unseen for 1000 cases. Now its first 50
    /// cases, at the sizes stress gives them, print both ends of its range.
    #[test]
    fn the_starter_generator_prints_both_ends_of_its_range_within_50_cases() {
        let project = Project::locate();
        let core = Core::load(&project.core_src()).unwrap();
        let [(_, starter), _] = crate::starters::stdin("p");
        let (lo, hi) = (
            declared(&starter, "MIN_VALUE"),
            declared(&starter, "MAX_VALUE"),
        );
        assert_eq!((lo, hi), (-1_000_000_000, 1_000_000_000));
        let region = Region::find(&starter).unwrap();
        let fresh = bundle::region_for(&core, &region.splice(&starter, "")).unwrap();
        let dir = tempfile::tempdir().unwrap();
        let source = dir.path().join("gen.rs");
        std::fs::write(&source, region.splice(&starter, &fresh)).unwrap();
        let binary = dir.path().join("gen");
        rustc::compile(&source, "2021", Emit::Binary { opt_level: 0 }, &binary).unwrap();

        let plan = Plan {
            first_seed: 0,
            cases: 50,
            seconds: None,
            max_size: 100,
            jobs: 1,
        };
        let (mut lowest, mut highest) = (None, None);
        for index in 0..50 {
            let size = plan.size(index);
            let output = std::process::Command::new(&binary)
                .args([index.to_string(), size.to_string()])
                .output()
                .unwrap();
            assert!(output.status.success(), "{:?}", output);
            let text = String::from_utf8(output.stdout).unwrap();
            let numbers: Vec<i64> = text
                .split_whitespace()
                .map(|t| t.parse().unwrap())
                .collect();
            let n = numbers[0];
            assert!((1..=size as i64).contains(&n), "{}", text);
            assert_eq!(numbers.len() as i64, n + 1, "{}", text);
            for &x in &numbers[1..] {
                assert!((lo..=hi).contains(&x), "{}", text);
                if x == lo {
                    lowest.get_or_insert(index);
                }
                if x == hi {
                    highest.get_or_insert(index);
                }
            }
        }
        assert!(
            lowest.is_some() && highest.is_some(),
            "the minimum first in case {:?}, the maximum in case {:?}",
            lowest,
            highest
        );
    }
}
