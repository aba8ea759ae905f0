//! `cargo xtask submit <problem>`: exactly the text to paste into the judge.
//!
//! For a stdin problem that is the whole solution file. For a LeetCode
//! problem it is the part after the paste marker (the `impl Solution`) plus a
//! vendored core holding only what that part uses: LeetCode declares `struct
//! Solution` itself and supplies its own `main`, so the local harness stays
//! behind. Either way the text is compiled before it is printed: alone, or
//! inside a harness that wraps it the way LeetCode does. Before that, the
//! statement's samples are judged (see [`crate::samples`]), and a solution
//! that fails one, or still holds the template's TODOs, is refused unless
//! `--force` is given.

use std::fs;
use std::path::{Path, PathBuf};
use std::thread;

use anyhow::{anyhow, bail, Context, Result};
use judging::metadata::{Kind, Metadata};

use crate::fsutil::write_atomic;
use crate::project::{Problem, Project};
use crate::vendor::{self, generate::Core, region::Region};
use judging::rustc::{self, Emit, EDITIONS};

/// The line after which a LeetCode solution's submitted part begins.
pub const PASTE_MARKER: &str =
    "// ==== paste into LeetCode: from this line to the end of the file ====";
pub const PASTE_PREFIX: &str = "// ==== paste into LeetCode";

/// The text to submit for `problem`.
pub fn submission(
    project: &Project,
    core: &Core,
    problem: &Problem,
    metadata: &Metadata,
) -> Result<String> {
    let path = problem.main_rs();
    let file = project.show(&path);
    let text = fs::read_to_string(&path).with_context(|| format!("cannot read {}", file))?;
    let region = Region::find(&text).map_err(|err| anyhow!("{}: {}", file, err))?;
    let own_code = region.splice(&text, "");
    let fresh = vendor::region_for(core, &own_code).with_context(|| file.clone())?;
    if region.splice(&text, &fresh) != text {
        bail!(
            "{}: the vendored core is stale; run `cargo xtask vendor` first",
            file
        );
    }
    match metadata.kind {
        Kind::Stdin | Kind::Interactive { .. } => Ok(text),
        Kind::LeetCode { .. } => {
            let pasted = paste_part(&text[..region.bytes.start])
                .map_err(|err| anyhow!("{}: {}", file, err))?;
            let region = vendor::region_for(core, pasted).with_context(|| file.clone())?;
            // A paste that uses nothing of the core takes no empty module.
            if region.contains("mod cpkit {}") {
                return Ok(format!("{}\n", pasted.trim()));
            }
            Ok(format!("{}\n\n{}", pasted.trim(), region))
        }
    }
}

/// The code between the paste marker and the vendored region.
fn paste_part(before_region: &str) -> Result<&str, String> {
    let markers: Vec<usize> = before_region
        .match_indices(PASTE_PREFIX)
        .map(|(at, _)| at)
        .filter(|&at| at == 0 || before_region[..at].ends_with('\n'))
        .collect();
    match markers[..] {
        [at] => {
            let after = &before_region[at..];
            Ok(after.find('\n').map_or("", |newline| &after[newline + 1..]))
        }
        [] => Err(format!(
            "no paste marker before the vendored region; a LeetCode solution needs the line\n  {}\nabove its `impl Solution`",
            PASTE_MARKER
        )),
        _ => Err(format!("{} paste marker lines; keep exactly one", markers.len())),
    }
}

/// A LeetCode signature (`pub fn name(args) -> T`) parsed as a method.
pub fn parse_signature(signature: &str) -> Result<syn::ImplItemFn> {
    syn::parse_str(&format!("{} {{}}", signature))
        .map_err(|err| anyhow!("not a method signature: `{}`; {}", signature, err))
}

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
                let build =
                    move || rustc::compile_as_judge(source, edition, Emit::Check, &[], &output);
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
    /// warnings to show (the compiler's, an old judge's).
    Ready { text: String, warnings: Vec<String> },
    /// Why the solution is not submitted.
    Refused(String),
}

/// Runs the task: judges the samples (unless `force`), then prints the
/// submission and writes it under `target/submit/`.
pub fn run(project: &Project, name: &str, force: bool) -> Result<Outcome> {
    let problem = &project.problem(name)?;
    let metadata =
        judging::metadata::load(&problem.dir.join("Cargo.toml")).map_err(|err| anyhow!(err))?;
    // The samples are judged with a local `main` that calls the methods
    // the solution has now.
    crate::leetcode::refresh::refresh(project, problem)?;
    let core = Core::load(&project.core_src())?;
    let text = submission(project, &core, problem, &metadata)?;
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
        let refused = crate::samples::refusal(
            project,
            problem,
            &metadata,
            &own_code,
            &scratch.join("samples"),
        )?;
        if let Some(why) = refused {
            return Ok(Outcome::Refused(why));
        }
    }
    let profile = metadata.judge.profile();
    if profile.edition.is_none() && !force {
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
    Ok(Outcome::Ready { text, warnings })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_paste_part_starts_after_the_marker_line() {
        let text = format!(
            "struct Solution;\nfn main() {{}}\n{}\nimpl Solution {{}}\n",
            PASTE_MARKER
        );
        assert_eq!(paste_part(&text), Ok("impl Solution {}\n"));
    }

    #[test]
    fn a_missing_or_repeated_paste_marker_is_refused() {
        let error = paste_part("fn main() {}\n").unwrap_err();
        assert!(
            error.starts_with("no paste marker before the vendored region"),
            "{}",
            error
        );
        let text = format!("{}\n{}\n", PASTE_MARKER, PASTE_MARKER);
        assert_eq!(
            paste_part(&text).unwrap_err(),
            "2 paste marker lines; keep exactly one"
        );
    }

    /// The real submissions, wrapped the way LeetCode wraps them, compute the
    /// statements' answers for n = 4.
    #[test]
    fn leetcode_submissions_compile_in_a_harness_and_answer_right() {
        let project = Project::locate();
        let core = Core::load(&project.core_src()).unwrap();
        let problems = project.problems().unwrap();
        let cases = [
            (
                "lcci-08-12",
                "solve_n_queens",
                r#"[[".Q..", "...Q", "Q...", "..Q."], ["..Q.", "Q...", "...Q", ".Q.."]]"#,
            ),
            ("leetcode-52", "total_n_queens", "2"),
        ];
        let dir = tempfile::tempdir().unwrap();
        for (name, method, expected) in cases {
            let problem = problems.iter().find(|p| p.name == name).unwrap();
            let metadata = judging::metadata::load(&problem.dir.join("Cargo.toml")).unwrap();
            let text = submission(&project, &core, problem, &metadata).unwrap();
            assert!(
                !text.contains("struct Solution;") && !text.contains("fn main"),
                "{}",
                text
            );
            assert!(text.starts_with("impl Solution {"), "{}", text);
            let harness = format!(
                "struct Solution;\n\n{}\nfn main() {{\n    println!(\"{{:?}}\", Solution::{}(4));\n}}\n",
                text, method
            );
            let source = dir.path().join(format!("{}.rs", name));
            fs::write(&source, harness).unwrap();
            let binary = dir.path().join(name);
            rustc::compile(&source, "2018", Emit::Binary { opt_level: 0 }, &binary).unwrap();
            let ran = judging::golden::run(&binary, b"", std::time::Duration::from_secs(10));
            assert!(ran.run.succeeded(), "{}", ran);
            assert_eq!(ran.stdout().trim_end(), expected, "{}", name);
        }
    }
}
