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

pub mod constraints;
pub mod declaration;
pub mod draw;
pub mod exhaustive;
pub mod num;
pub mod search;
pub mod shrink;
pub mod starter;

use std::io::IsTerminal;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::thread;
use std::time::Duration;

use anyhow::{bail, Context, Result};
use cpkit::random::Rng;
use judging::problem::Problem;
use judging::session::Build;
use judging::verdict::Verdict;

use crate::fsutil::write_new;
use crate::project::{Layout, Load, Project};
use draw::{Drawn, Mode, Model};
use search::{FailureKind, Generator, Plan, Programs, Progress};

use judging::layout::{BRUTE, GENERATOR};

/// The interactor whose `input!` says an interactive problem's hidden data.
const INTERACTOR: &str = "interactor.rs";

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

/// How many inputs the exhaustive search judges at most, and for how long.
const EXHAUSTIVE_RUNS: u64 = 300;
const EXHAUSTIVE_TIME: Duration = Duration::from_secs(5);
/// How long shrinking may take.
const SHRINK_TIME: Duration = Duration::from_secs(60);

/// The model of what the solution (or, for an interactive problem, the
/// interactor) reads, with the problem's `constraints.txt`, and the notes
/// on what was not read.
pub fn model(
    problem: &Problem,
    solution: Option<&std::path::Path>,
) -> Result<(Model, Vec<String>), String> {
    let layout = &problem.layout;
    let source = match (solution, problem.interactive()) {
        (Some(file), _) => file.to_path_buf(),
        (None, true) => layout.dir.join(INTERACTOR),
        (None, false) => layout.main_rs(),
    };
    let text = std::fs::read_to_string(&source)
        .map_err(|err| format!("cannot read {}: {}", layout.shown(&source), err))?;
    let declaration = declaration::read(&text)?;
    let constraints = std::fs::read_to_string(layout.dir.join(crate::leetcode::constraints::FILE))
        .unwrap_or_default();
    let facts = constraints::read(&constraints);
    let mut notes = declaration.notes;
    notes.extend(
        facts
            .unread
            .iter()
            .map(|line| format!("could not read `{}`", line)),
    );
    let model = Model::new(declaration.steps, facts);
    // What drawing assumes, seen on one large case.
    let sample = model.draw(Mode::Random {
        rng: Rng::new(0),
        size: 100,
    });
    notes.extend(sample.assumed.iter().map(|a| format!("assumed {}", a)));
    Ok((model, notes))
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
    if !interactive && files.brute.is_none() && !problem.dir.join(BRUTE).is_file() {
        bail!(
            "{} has no {}; write one (`cargo xtask stress {} --init` writes starters for {} and {})",
            project.show(&problem.dir),
            BRUTE,
            problem.name,
            GENERATOR,
            BRUTE
        );
    }
    let has_generator = problem.dir.join(GENERATOR).is_file();
    // The solution, the generator, the brute force and the interactor (whose
    // `input!` may draw the hidden data), each brought up to what its code
    // uses, as every command does before it builds.
    for line in crate::prepare::up_to_date(project, &loaded, &[GENERATOR, BRUTE, INTERACTOR])? {
        eprintln!("{}", line);
    }
    let declared = model(
        &loaded,
        if interactive {
            None
        } else {
            files.solution.as_deref()
        },
    );
    let generator = if has_generator {
        None
    } else {
        match &declared {
            Ok((model, _)) => Some(model.clone()),
            Err(why) => bail!(
                "{} has no {} and its input cannot be drawn: {}; write one (`cargo xtask stress {} --init` writes a starter)",
                project.show(&problem.dir),
                GENERATOR,
                why,
                problem.name
            ),
        }
    };
    let programs = build(project, &loaded, files, generator, interactive)?;
    if let Some(solution) = &files.solution {
        eprintln!("solution: {}", project.show(solution));
    }
    if let Some(brute) = &files.brute {
        eprintln!("brute force: {}", project.show(brute));
    }
    for warning in &programs.session.warnings {
        eprintln!("warning: {}", warning);
    }
    let drawing = matches!(programs.generator, Generator::Model(_));
    if let (true, Ok((_, notes))) = (drawing, &declared) {
        let read = if interactive {
            INTERACTOR
        } else {
            "src/main.rs"
        };
        eprintln!(
            "no {}: cases are drawn from {}'s input! declaration{}",
            GENERATOR,
            read,
            if problem
                .dir
                .join(crate::leetcode::constraints::FILE)
                .is_file()
            {
                " and constraints.txt"
            } else {
                " (no constraints.txt: paste the statement's Constraints there)"
            }
        );
        if !notes.is_empty() {
            eprintln!("{}", notes.join("; "));
        }
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
    let mut exhausted = None;
    if let Generator::Model(model) = &programs.generator {
        let fails = |text: &str| solution_fails(&programs, text, None);
        let small = exhaustive::search(model, EXHAUSTIVE_RUNS, EXHAUSTIVE_TIME, plan.jobs, &fails);
        if let Some(failing) = small.failing {
            let input = failing.text.clone().into_bytes();
            let Some(kind) = search::judge_input(&programs, &input, "exhaustive") else {
                bail!(
                    "the smallest failing input passed when judged again (is the solution random?)"
                );
            };
            let failure = search::Failure {
                index: small.tried - 1,
                seed: plan.first_seed,
                size: 0,
                input,
                kind,
            };
            let found = Found::Smallest {
                tried: small.tried,
                drawn: failing,
            };
            return report_failure(project, &problem, &programs, files, failure, found);
        }
        exhausted = Some(small);
    }
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
            if let Some(small) = &exhausted {
                if let Some(weight) = small.complete {
                    println!(
                        "  and every input up to weight {} ({} inputs, smallest first, in {:.1} s)",
                        weight,
                        small.tried,
                        small.elapsed.as_secs_f64()
                    );
                }
            }
            return Ok(Ending::Passed);
        }
        Some(failure) => failure,
    };
    let found = match (&failure.kind, &programs.generator, &declared) {
        (FailureKind::Solution { .. }, Generator::Model(model), _) => Found::Drawn {
            drawn: model.draw(Mode::Random {
                rng: Rng::new(failure.seed),
                size: failure.size,
            }),
            model: model.clone(),
            exhausted: exhausted.and_then(|e| e.complete.map(|w| (w, e.tried))),
        },
        (FailureKind::Solution { .. }, Generator::Program(_), Ok((model, _))) => {
            let text = String::from_utf8_lossy(&failure.input);
            let read = model.draw(Mode::Text {
                tokens: text.split_whitespace().map(String::from).collect(),
                at: 0,
            });
            let again = model.draw(Mode::Replay(read.choices.clone()));
            let same = again.text.split_whitespace().eq(text.split_whitespace());
            match (&read.misfit, same) {
                (None, true) => Found::Drawn {
                    drawn: again,
                    model: Box::new(model.clone()),
                    exhausted: None,
                },
                (Some(why), _) => Found::Unread(format!(
                    "not shrunk: {}'s input does not fit the declaration ({})",
                    GENERATOR, why
                )),
                (None, false) => Found::Unread(format!(
                    "not shrunk: {}'s input is not drawn the same way again",
                    GENERATOR
                )),
            }
        }
        (_, _, Err(why)) => Found::Unread(format!("not shrunk: {}", why)),
        _ => Found::Unread(String::new()),
    };
    report_failure(project, &problem, &programs, files, failure, found)
}

/// How a failing case was found, for shrinking and saying what it is.
enum Found {
    /// By the exhaustive search: the smallest there is.
    Smallest { tried: u64, drawn: Drawn },
    /// Drawn (or read back) from the model: it can be shrunk; with the
    /// weight up to which every input passed, and how many those were.
    Drawn {
        drawn: Drawn,
        model: Box<Model>,
        exhausted: Option<(u64, u64)>,
    },
    /// It cannot be shrunk, and why.
    Unread(String),
}

/// Whether the solution fails `text` (the same way as `code`, when given:
/// a WA stays a WA, an RE an RE).
fn solution_fails(programs: &Programs, text: &str, code: Option<&str>) -> bool {
    static WORKER: AtomicU64 = AtomicU64::new(0);
    let worker = format!("shrink-{}", WORKER.fetch_add(1, Ordering::SeqCst) % 64);
    // A crash or an overrun needs no expected answer: no brute force run.
    if let Some(code @ ("RE" | "TLE" | "MLE")) = code {
        return programs
            .session
            .judge_bytes(&worker, text.as_bytes(), b"")
            .is_ok_and(|judged| judged.verdict.code() == code);
    }
    match search::judge_input(programs, text.as_bytes(), &worker) {
        Some(FailureKind::Solution { verdict, .. }) => {
            !matches!(verdict, Verdict::CheckerFailed(_))
                && code.is_none_or(|code| verdict.code() == code)
        }
        _ => false,
    }
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

/// How big a case is, in words: `3 lines, 7 numbers`.
fn size_of(text: &str) -> String {
    let (lines, tokens) = (text.lines().count(), text.split_whitespace().count());
    let plural = |count: usize| if count == 1 { "" } else { "s" };
    format!(
        "{} line{}, {} token{}",
        lines,
        plural(lines),
        tokens,
        plural(tokens)
    )
}

/// Says what failed: the generator's or the brute force's failure is an
/// error of theirs; the solution's is shrunk, saved, and replayed.
fn report_failure(
    project: &Project,
    problem: &Layout,
    programs: &Programs,
    files: &Files,
    mut failure: search::Failure,
    found: Found,
) -> Result<Ending> {
    let at = format!("seed {}, size {}", failure.seed, failure.size);
    let run_it = match &programs.generator {
        Generator::Program(program) => format!(
            "\n  run it: {} {} {}",
            project.show(program),
            failure.seed,
            failure.size
        ),
        Generator::Model(_) => String::new(),
    };
    match failure.kind {
        FailureKind::Generator(how) => bail!(
            "{} failed on {}, so nothing was tested there: {}{}",
            project.show(&problem.dir.join(GENERATOR)),
            at,
            how,
            run_it
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
            verdict: Verdict::CheckerFailed(why),
            answer: None,
            ..
        } => {
            // The interactor rejected its own hidden data: the generator's
            // fault, and never a test case.
            let kept = project
                .target_dir()
                .join("stress")
                .join(format!("{}-rejected.in", problem.name));
            let _ = std::fs::create_dir_all(kept.parent().expect("a folder"));
            let _ = std::fs::write(&kept, &failure.input);
            bail!(
                "the interactor rejected the hidden data of {} (FAIL), so the generator's input is wrong, not the solution; nothing was saved: {}\n  the input: {}",
                at,
                why.lines().next().unwrap_or(""),
                kept.display()
            )
        }
        FailureKind::Solution { ref verdict, .. } => {
            let code = verdict.code();
            let found_line = match &found {
                Found::Smallest { tried, .. } => format!(
                    "stress {}: input {} of the exhaustive search (smallest first) fails after {} passed: {}",
                    problem.name, tried, tried - 1, code
                ),
                _ => format!(
                    "stress {}: case {} ({}) fails after {} passed: {}",
                    problem.name,
                    failure.index + 1,
                    at,
                    failure.index,
                    code
                ),
            };
            println!("{}", found_line);
            let original = String::from_utf8_lossy(&failure.input).into_owned();
            let (case, what) = match found {
                Found::Smallest { drawn, .. } => (
                    "stress-smallest".to_string(),
                    format!(
                        "  the smallest failing input there is ({}): every smaller one passed",
                        size_of(&drawn.text)
                    ),
                ),
                Found::Drawn {
                    drawn,
                    model,
                    exhausted,
                } => {
                    let fails = |text: &str| solution_fails(programs, text, Some(code));
                    let jobs = std::thread::available_parallelism().map_or(1, usize::from);
                    let shrunk = shrink::shrink(&model, drawn, jobs, SHRINK_TIME, &fails);
                    let input = shrunk.drawn.text.clone().into_bytes();
                    if let Some(kind) = search::judge_input(programs, &input, "shrunk") {
                        failure.input = input;
                        failure.kind = kind;
                    }
                    let minimum = match (shrunk.timed_out, exhausted) {
                        (true, _) => "stopped at the time limit, not a minimum".to_string(),
                        (false, Some((weight, tried))) => format!(
                            "a local minimum: no smaller candidate fails; every input up to weight {} passed ({} tried)",
                            weight, tried
                        ),
                        (false, None) => {
                            "a local minimum: no smaller candidate fails".to_string()
                        }
                    };
                    (
                        format!("stress-{}", failure.seed),
                        format!(
                            "  shrunk from {} to {} in {:.1} s ({} candidates judged, {} kept, {} threads): {}",
                            size_of(&original),
                            size_of(&String::from_utf8_lossy(&failure.input)),
                            shrunk.elapsed.as_secs_f64(),
                            shrunk.runs,
                            shrunk.steps,
                            jobs,
                            minimum
                        ),
                    )
                }
                Found::Unread(why) => (
                    format!("stress-{}", failure.seed),
                    if why.is_empty() {
                        String::new()
                    } else {
                        format!("  {}", why)
                    },
                ),
            };
            let FailureKind::Solution {
                verdict,
                answer,
                report,
            } = &failure.kind
            else {
                bail!("the shrunk case failed otherwise");
            };
            for line in verdict.detail().lines() {
                println!("  {}", line);
            }
            for line in report.iter().flat_map(|report| report.lines()) {
                println!("  {}", line);
            }
            if !what.is_empty() {
                println!("{}", what);
            }
            let text = String::from_utf8_lossy(&failure.input).into_owned();
            for line in text.lines().take(12) {
                println!("    {}", line);
            }
            if text.lines().count() > 12 {
                println!("    ...");
            }
            let saved = save_case(project, problem, &case, &failure.input, answer.as_deref())?;
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

/// Opens the solution's session (the checked build: optimised, with
/// overflow checks and debug assertions) and builds the generator (unless
/// cases are drawn from the model) and the brute force optimised, through
/// the same cache.
fn build(
    project: &Project,
    problem: &Problem,
    files: &Files,
    model: Option<Model>,
    interactive: bool,
) -> Result<Programs> {
    let layout = &problem.layout;
    // The checked build: an overflow is a runtime error naming its line.
    let session =
        crate::session::open(project, problem, Build::Checked, files.solution.as_deref())?;
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
    let generator = match model {
        Some(model) => Generator::Model(Box::new(model)),
        None => Generator::Program(build_helper(layout.dir.join(GENERATOR), "gen")?),
    };
    let brute = if !interactive {
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
/// interactor judges), each compiled and run once first; returns the files
/// written.
pub fn init(project: &Project, problem: &Layout) -> Result<Vec<String>> {
    let mut written = Vec::new();
    let core = crate::bundle::cache::load_of(project)?;
    // A generator written from the declaration, where it can be read.
    let drawn = problem.load().ok().and_then(|loaded| {
        let read = if loaded.interactive() {
            INTERACTOR
        } else {
            "src/main.rs"
        };
        model(&loaded, None)
            .ok()
            .map(|(model, _)| starter::generator(&problem.name, &model, read))
    });
    let mut starters = Vec::new();
    for (file, template) in crate::starters::for_problem(project, problem, drawn)? {
        starters.push((file, crate::bundle::vendored(&core, &template)?));
    }
    crate::starters::check(project, problem, &starters)?;
    for (file, text) in starters {
        let path = problem.dir.join(file);
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
    use crate::bundle;
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
        let core = crate::bundle::cache::load_of(&project).unwrap();
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
