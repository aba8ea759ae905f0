//! `cargo xtask submit <problem>`: exactly the text to paste into the judge.
//!
//! For a stdin problem that is the whole solution file. For a LeetCode
//! problem it is the part after the paste marker (the `impl Solution`) plus a
//! vendored core holding only what that part uses: LeetCode declares `struct
//! Solution` itself and supplies its own `main`, so the local harness stays
//! behind. Either way the text is compiled before it is printed: alone, or
//! inside a harness that wraps it the way LeetCode does. Before that, the
//! statement's samples are judged (see [`precheck`]), and a solution
//! that fails one, or still holds the template's TODOs, is refused unless
//! `--force` is given.

mod precheck;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::thread;

use anyhow::{bail, Context, Result};
use judging::metadata::{Kind, Metadata};

use crate::bundle::cache::Bundler;
use crate::fsutil::write_atomic;
use crate::paste::submission;
use crate::project::{Load, Project};
use judging::region::Region;
use judging::rustc::{self, Emit, Flags, EDITIONS};

/// The file that is compiled to check a submission: the submission itself,
/// or for LeetCode the harness around it, which provides only what LeetCode
/// provides (see [`crate::leetcode::harness`]).
pub fn compiled_form(submission: &str, metadata: &Metadata) -> Result<String> {
    match &metadata.kind {
        Kind::Stdin | Kind::Interactive { .. } => Ok(submission.to_string()),
        Kind::LeetCode { .. } => crate::leetcode::harness::wrap(submission),
    }
}

/// Checks that `code` builds as a judge builds it (warnings allowed, see
/// `judging::rustc::compile_as_judge`) under every edition, type-checking
/// only, in parallel; returns the warnings, each once, or the first error
/// naming `shown` and the edition.
pub fn check_builds(code: &str, shown: &str, scratch: &Path) -> Result<Vec<String>> {
    fs::create_dir_all(scratch).with_context(|| format!("cannot create {}", scratch.display()))?;
    let source = scratch.join("submission.rs");
    fs::write(&source, code).with_context(|| format!("cannot write {}", source.display()))?;
    let results: Vec<(&str, Result<Vec<String>, String>)> = thread::scope(|scope| {
        let handles: Vec<_> = EDITIONS
            .iter()
            .map(|&edition| {
                let source = &source;
                let output = scratch.join(format!("build-{}", edition));
                let build = move || {
                    rustc::build(source, &Flags::new(edition, Emit::Check), &output)
                        .map_err(|err| err.detail())
                };
                (edition, scope.spawn(build))
            })
            .collect();
        handles
            .into_iter()
            .map(|(edition, handle)| {
                let result = handle
                    .join()
                    .unwrap_or_else(|_| Err("the compile thread panicked".into()));
                (edition, result)
            })
            .collect()
    });
    let mut warnings: Vec<String> = Vec::new();
    for (edition, result) in results {
        match result {
            Ok(found) => {
                for warning in found {
                    // The scratch path means nothing to the reader: the
                    // line and column are the submission's.
                    let warning = warning
                        .strip_prefix(&*source.to_string_lossy())
                        .map_or(warning.clone(), |rest| format!("{}{}", shown, rest));
                    if !warnings.contains(&warning) {
                        warnings.push(warning);
                    }
                }
            }
            Err(error) => bail!(
                "{} does not compile with --edition {}: {}",
                shown,
                edition,
                error
            ),
        }
    }
    Ok(warnings)
}

/// Where `submit` writes its output for a problem.
pub fn output_path(project: &Project, problem: &str) -> PathBuf {
    project
        .target_dir()
        .join("submit")
        .join(format!("{}.rs", problem))
}

/// What `submit` comes to.
#[derive(Debug)]
pub enum Outcome {
    /// The text to paste, also written under `target/submit/`, with the
    /// warnings to show (the compiler's, an old judge's) and the line that
    /// names the language to pick (see [`language_line`]).
    Ready {
        text: String,
        warnings: Vec<String>,
        language: Option<String>,
    },
    /// Why the solution is not submitted.
    Refused(String),
}

/// Runs the task: judges the samples (unless `force`), then prints the
/// submission and writes it under `target/submit/`.
pub fn run(project: &Project, name: &str, force: bool) -> Result<Outcome> {
    let problem = &project.problem(name)?;
    let loaded = problem.load()?;
    let metadata = loaded.metadata.clone();
    // What is judged and pasted is the file as its code needs it: a local
    // `main` that calls the methods the solution has now, and a vendored
    // core with exactly what it uses.
    for line in crate::prepare::exact(project, &loaded)? {
        eprintln!("{}", line);
    }
    // Through the kept results, where `prepare` left the region it just
    // checked: parsing the core again cost every submit a second of CPU.
    let mut bundler = Bundler::of(project);
    let text = submission(project, &mut bundler, problem, &metadata)?;
    let out = output_path(project, name);
    // A folder of this run's own, removed when done: two runs of one
    // problem (two checkouts sharing a target folder) never share files.
    let scratch_dir = project.scratch("submit-check")?;
    let scratch = scratch_dir.path().to_path_buf();
    if !force {
        // The whole file's own code: a todo!() in the local harness counts too.
        let full = fs::read_to_string(problem.main_rs())
            .with_context(|| format!("cannot read {}", project.show(&problem.main_rs())))?;
        let own_code = match Region::find(&full) {
            Ok(region) => region.splice(&full, ""),
            Err(_) => full,
        };
        let refused = precheck::refusal(project, problem, &own_code)?;
        if let Some(why) = refused {
            return Ok(Outcome::Refused(why));
        }
    }
    let profile = metadata.judge.profile();
    if profile.languages.is_empty() && !force {
        return Ok(Outcome::Refused(format!(
            "{} takes no Rust submissions: there is nothing to paste there",
            profile.name
        )));
    }
    let limit = profile.source_limit_bytes();
    if text.len() > limit {
        bail!(
            "the submission for {} is {} bytes, more than the {} bytes {} accepts{}",
            name,
            text.len(),
            limit,
            profile.name,
            if profile.source_limit.is_none() {
                " (it states no limit: the kit assumes Codeforces')"
            } else {
                ""
            }
        );
    }
    let shown = match metadata.kind {
        Kind::Stdin | Kind::Interactive { .. } => format!("the submission for {}", name),
        Kind::LeetCode { .. } => format!("the submission for {} inside a LeetCode harness", name),
    };
    let mut warnings = check_builds(&compiled_form(&text, &metadata)?, &shown, &scratch)?;
    if metadata.judge == judging::metadata::Judge::Other {
        warnings.push(judging::profile::unknown_judge_warning(&metadata.url));
    }
    warnings.extend(profile.compiler_warning());
    fs::create_dir_all(out.parent().expect("target/submit"))?;
    write_atomic(&out, text.as_bytes())?;
    Ok(Outcome::Ready {
        text,
        warnings,
        language: language_line(&metadata),
    })
}

/// Which language to pick on the judge's page, for the problem's edition:
/// `choose "Rust 1.89.0 (2024)" on Codeforces' page (rustc 1.89.0, edition
/// 2024)`. `None` for a judge the kit does not know (its warning says how
/// the file was built) or one that takes no Rust.
pub fn language_line(metadata: &Metadata) -> Option<String> {
    let language = metadata.language()?;
    let profile = metadata.judge.profile();
    let possessive = if profile.name.ends_with('s') {
        format!("{}'", profile.name)
    } else {
        format!("{}'s", profile.name)
    };
    let rustc = match profile.rustc {
        Some((major, minor, patch)) => format!("rustc {}.{}.{}, ", major, minor, patch),
        None => String::new(),
    };
    Some(format!(
        "choose \"{}\" on {} page ({}edition {})",
        language.name, possessive, rustc, language.edition
    ))
}

/// `cargo xtask submit <problem>`: the refusal, or the text on stdout, the
/// clipboard or a file, with what was checked on stderr.
pub fn task(project: &Project, args: &crate::cli::SubmitArgs) -> Result<ExitCode> {
    let (problem, force) = (args.problem.as_str(), args.force);
    let copy = args.copy || (!args.no_copy && settings_copy(project));
    let out = args.out.as_deref();
    // Read before the judging, so a broken setting costs no wait.
    crate::settings::load(project)?;
    if let Some(file) = out {
        crate::paste_file::check(project, file)?;
    }
    let (text, warnings, language) = match run(project, problem, force)? {
        Outcome::Ready {
            text,
            warnings,
            language,
        } => (text, warnings, language),
        Outcome::Refused(why) => {
            eprintln!("error: {}\nnot submitted; `--force` submits anyway", why);
            return Ok(ExitCode::from(1));
        }
    };
    // Shown, never refused: the judge builds with them too.
    for warning in &warnings {
        eprintln!("warning: {}", warning);
    }
    if force {
        eprintln!("warning: --force: the cases were not judged");
    }
    if !force {
        let metadata = project.problem(problem)?.metadata()?;
        eprintln!(
            "judged under {} ({})",
            metadata.limits_text(),
            metadata.judge
        );
    }
    if let Some(language) = language {
        eprintln!("{}", language);
    }
    let mut fallback = false;
    if let Some(file) = out {
        crate::paste_file::write(project, file, &text)?;
        eprintln!("wrote {} bytes to {}", text.len(), file.display());
    }
    if copy {
        match crate::clipboard::copy(&text) {
            Ok(crate::clipboard::Copied::Tool(tool)) => {
                eprintln!("copied {} bytes to the clipboard with {}", text.len(), tool)
            }
            Ok(crate::clipboard::Copied::Terminal) => eprintln!(
                "copied {} bytes to the clipboard through the terminal (OSC 52)",
                text.len()
            ),
            Err(why) => {
                eprintln!("no way to the clipboard: {}; the text is on stdout", why);
                fallback = true;
            }
        }
    }
    if fallback || (!copy && out.is_none()) {
        let mut stdout = std::io::stdout().lock();
        // A closed pipe (`| head`) is the reader's choice, not an error.
        let _ = std::io::Write::write_all(&mut stdout, text.as_bytes());
    }
    eprintln!(
        "{} bytes; {}compiles alone under editions 2018, 2021 and 2024; also in {}",
        text.len(),
        if force { "" } else { "every case AC; " },
        project.show(&output_path(project, problem))
    );
    Ok(ExitCode::SUCCESS)
}

/// Whether the workspace makes `submit --copy` the default; a broken
/// setting is said and ignored here, and refused by `task`.
fn settings_copy(project: &Project) -> bool {
    crate::settings::load(project).is_ok_and(|settings| settings.submit_copy)
}
