//! `cargo xtask new <name> --kind stdin|leetcode`: a new problem in one command.
//!
//! Writes `problems/<name>/` (Cargo.toml with its judge metadata, written by
//! `judging::metadata`, a `src/main.rs` that reads input with the core and
//! ends with its vendored region, the golden test, and for `--checker
//! special` a starter `checker.rs`) and `testdata/<name>/sample-1.in`/`.out`,
//! empty, for the statement's sample. The golden test runs at once and, until
//! the sample is filled in, fails saying which files to fill.

use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{bail, Context, Result};
use judging::check::special;
use judging::metadata::{Judge, Kind, Metadata};
use judging::template;
use judging::Rule;

use crate::bundle::cache::Bundler;
use crate::project::Project;
use judging::region;
use judging::region::PASTE_MARKER;

pub use crate::spec::fill::{fill, one_line};
pub use crate::spec::{limits, Sample, Spec};

/// What a user must hear about a new problem's metadata: a judge the kit
/// does not know (named, with how it is built instead), limits assumed.
pub fn warnings(metadata: &Metadata) -> Vec<String> {
    let mut warnings = Vec::new();
    if metadata.judge == Judge::Other {
        warnings.push(judging::profile::unknown_judge_warning(&metadata.url));
    }
    if let Some(warning) = metadata.judge.profile().compiler_warning() {
        warnings.push(warning);
    }
    if metadata.assumed.time || metadata.assumed.memory {
        warnings.push(format!(
            "{}; set time-limit-ms and memory-limit-mib in its Cargo.toml from the statement",
            metadata.limits_text()
        ));
    }
    warnings
}

/// Names that would clash with the workspace's own crates.
const RESERVED: [&str; 5] = [
    "cpkit",
    "judging",
    "queens-testkit",
    "workspace-hack",
    "xtask",
];

/// The longest problem name: crates.io's limit for a package name, which
/// also keeps every generated line within rustfmt's width.
pub const MAX_NAME_LEN: usize = 64;

/// Why a name cannot be a problem's package name, if it cannot.
pub fn invalid_name(name: &str) -> Option<String> {
    if name.len() > MAX_NAME_LEN {
        return Some(format!(
            "problem name \"{}\" is {} characters long; the most is {}",
            name,
            name.len(),
            MAX_NAME_LEN
        ));
    }
    let well_formed = name.starts_with(|c: char| c.is_ascii_lowercase())
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        && !name.ends_with('-')
        && !name.contains("--");
    if !well_formed {
        return Some(format!(
            "invalid problem name \"{}\"; use lowercase letters, digits and single dashes, starting with a letter (like luogu-p1219)",
            name
        ));
    }
    if RESERVED.contains(&name) {
        return Some(format!(
            "\"{}\" is the name of a crate in crates/; pick another",
            name
        ));
    }
    None
}

/// Creates the problem; returns the paths it wrote, relative to the root.
pub fn run(project: &Project, spec: &Spec) -> Result<Vec<String>> {
    run_with_main(project, spec, None)
}

/// [`run`], with `src/main.rs` written by the caller (before vendoring and
/// formatting) when it is given: a LeetCode template's (see
/// [`crate::leetcode::local_main`]).
pub fn run_with_main(project: &Project, spec: &Spec, main: Option<String>) -> Result<Vec<String>> {
    if let Some(why) = invalid_name(&spec.name) {
        bail!(why);
    }
    if let Some(proof) = project
        .proofs()?
        .into_iter()
        .find(|proof| proof.name == spec.name)
    {
        bail!(
            "`{}` is the library's proof in {}; pick another name",
            spec.name,
            project.show(&proof.dir)
        );
    }
    let layout = crate::project::Layout::archive(project.root(), &spec.name);
    let (problem_dir, testdata_dir) = (layout.dir.clone(), layout.cases.clone());
    for dir in [&problem_dir, &testdata_dir] {
        if dir.exists() {
            bail!(
                "{} already exists; pick another name, or remove it first",
                project.show(dir)
            );
        }
    }
    let mut files = files(spec, main, &problem_dir, &testdata_dir)?;
    // Every file is whole before anyone can see it: the solution vendored
    // and formatted, its fingerprint in Cargo.toml (see judging::template).
    // Both folders are built beside their final place and renamed in, so an
    // interrupted run leaves no half-made problem that would break the
    // workspace, and no listener line is printed before the files are whole.
    let mut bundler = Bundler::of(project);
    for (_, text) in files.iter_mut() {
        if text.contains(region::BEGIN) {
            *text = bundler.vendored(text)?;
        }
    }
    write_whole(spec, &files, &problem_dir, &testdata_dir)?;
    // The editor's view names the new problem at once (quietly: it is not
    // the user's file). The problem is made whatever happens to that file.
    if let Err(err) = crate::editor::refresh(project) {
        eprintln!("warning: cannot update {}: {:#}", crate::editor::FILE, err);
    }
    Ok(files.iter().map(|(path, _)| project.show(path)).collect())
}

/// Every file of a new problem, with its text: the manifest, the solution
/// (`main`, or the template of its kind), the golden test, the samples, and
/// the starter interactor or checker it needs.
fn files(
    spec: &Spec,
    main: Option<String>,
    problem_dir: &Path,
    testdata_dir: &Path,
) -> Result<Vec<(PathBuf, String)>> {
    let main_rs = match (main, &spec.metadata.kind) {
        (Some(main), _) => main,
        (None, Kind::Stdin) => fill(
            include_str!("../../templates/stdin_main.rs.tmpl"),
            spec,
            &[],
        ),
        (None, Kind::LeetCode { signature }) => leetcode_main(spec, signature)?,
        (None, Kind::Interactive { .. }) => fill(
            include_str!("../../templates/interactive_main.rs.tmpl"),
            spec,
            &[],
        ),
    };
    let interactive = matches!(spec.metadata.kind, Kind::Interactive { .. });
    let mut files = vec![
        (problem_dir.join("Cargo.toml"), cargo_toml(spec)),
        (problem_dir.join("src").join("main.rs"), main_rs),
        (
            problem_dir.join("tests").join("golden.rs"),
            fill(include_str!("../../templates/golden.rs.tmpl"), spec, &[]),
        ),
    ];
    let empty = [Sample {
        input: String::new(),
        output: String::new(),
    }];
    let samples = if spec.samples.is_empty() {
        &empty[..]
    } else {
        &spec.samples[..]
    };
    for (i, sample) in samples.iter().enumerate() {
        let stem = testdata_dir.join(format!("sample-{}", i + 1));
        files.push((stem.with_extension("in"), sample.input.clone()));
        if !interactive {
            files.push((stem.with_extension("out"), sample.output.clone()));
        }
    }
    if let Kind::Interactive { interactor: None } = spec.metadata.kind {
        // An interactive case's `.in` is the interactor's hidden data; the
        // statement's sample dialogues are only a note (see `samples`).
        files.push((
            problem_dir.join(judging::interactor::SOURCE),
            fill(
                include_str!("../../templates/interactor.rs.tmpl"),
                spec,
                &[],
            ),
        ));
    }
    if spec.metadata.checker == Rule::Special {
        files.push((problem_dir.join(special::SOURCE), starter_checker(spec)));
    }
    Ok(files)
}

/// Writes `files` so that each folder appears whole or not at all: both are
/// built beside their final place and renamed in, so an interrupted run
/// leaves no half-made problem that would break the workspace, and no
/// listener line is printed before the files are whole.
fn write_whole(
    spec: &Spec,
    files: &[(PathBuf, String)],
    problem_dir: &Path,
    testdata_dir: &Path,
) -> Result<()> {
    let staged =
        |dir: &Path| dir.with_file_name(format!(".{}.new-{}", spec.name, std::process::id()));
    let result = (|| -> Result<()> {
        let mut rust_files = Vec::new();
        for (path, text) in files {
            let dir = if path.starts_with(problem_dir) {
                problem_dir
            } else {
                testdata_dir
            };
            let path = staged(dir).join(path.strip_prefix(dir).expect("inside its folder"));
            fs::create_dir_all(path.parent().expect("a parent"))?;
            fs::write(&path, text).with_context(|| format!("cannot write {}", path.display()))?;
            if path.extension().is_some_and(|ext| ext == "rs") {
                rust_files.push(path);
            }
        }
        format(&rust_files)?;
        let staged_problem = staged(problem_dir);
        let main_rs = fs::read_to_string(staged_problem.join("src").join("main.rs"))?;
        let manifest = staged_problem.join("Cargo.toml");
        let mut cargo_toml = fs::read_to_string(&manifest)?;
        cargo_toml.push('\n');
        cargo_toml.push_str(&template::table(&main_rs));
        fs::write(&manifest, cargo_toml)?;
        fs::rename(staged(testdata_dir), testdata_dir)?;
        if let Err(err) = fs::rename(staged(problem_dir), problem_dir) {
            // The cases alone would be half a problem: take them back.
            let _ = fs::rename(testdata_dir, staged(testdata_dir));
            return Err(err.into());
        }
        Ok(())
    })();
    if let Err(err) = result {
        let _ = fs::remove_dir_all(staged(problem_dir));
        let _ = fs::remove_dir_all(staged(testdata_dir));
        return Err(err);
    }
    Ok(())
}

/// Formats new files as `cargo fmt` would, so a generated file is
/// formatted whatever its names' lengths (the vendored region is skipped by
/// its own attribute). Without rustfmt the files stay as the templates make
/// them, which is formatted for names of usual length.
pub(crate) fn format(files: &[std::path::PathBuf]) -> Result<()> {
    if files.is_empty() {
        return Ok(());
    }
    let rustfmt = std::env::var_os("RUSTFMT").unwrap_or_else(|| "rustfmt".into());
    let ran = std::process::Command::new(rustfmt)
        .args(["--edition", "2021"])
        .args(files)
        .output();
    match ran {
        Err(_) => Ok(()),
        Ok(output) if output.status.success() => Ok(()),
        Ok(output) => bail!(
            "rustfmt refused a generated file:\n{}",
            String::from_utf8_lossy(&output.stderr).trim_end()
        ),
    }
}

/// The starter `checker.rs` of a problem whose checker is `special`.
fn starter_checker(spec: &Spec) -> String {
    fill(include_str!("../../templates/checker.rs.tmpl"), spec, &[])
}

fn cargo_toml(spec: &Spec) -> String {
    let table = spec.metadata.table();
    fill(
        include_str!("../../templates/Cargo.toml.tmpl"),
        spec,
        &[("metadata", &table)],
    )
}

/// The LeetCode template for `signature` (see [`crate::leetcode::signature`]).
fn leetcode_main(spec: &Spec, signature: &str) -> Result<String> {
    let parts = crate::leetcode::signature::parts(signature)?;
    // LeetCode's `&mut Vec` is not the user's to make a slice: clippy's
    // `ptr_arg` is told so.
    let compact = signature.replace(' ', "");
    let shown = if compact.contains("&mutVec<") || compact.contains(":&Vec<") {
        format!("#[allow(clippy::ptr_arg)]\n    {}", signature.trim())
    } else {
        signature.trim().to_string()
    };
    let text = fill(
        include_str!("../../templates/leetcode_main.rs.tmpl"),
        spec,
        &[
            ("local_main", &crate::leetcode::local_main::empty_region()),
            ("method", &parts.method),
            ("paste_marker", PASTE_MARKER),
            ("signature", &shown),
            ("body", &parts.body),
        ],
    );
    crate::leetcode::local_main::with_region(&text, signature)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A build with warnings fails here: the kit's starters are clean.
    fn clean(warnings: Vec<String>) -> Result<(), String> {
        if warnings.is_empty() {
            Ok(())
        } else {
            Err(warnings.join("\n"))
        }
    }
    use crate::bundle;
    use judging::check::DEFAULT_FLOAT_ERROR;
    use judging::metadata::Judge;
    use judging::rustc::{self, Emit, EDITIONS};

    pub(super) fn spec(name: &str, kind: Kind) -> Spec {
        Spec {
            name: name.to_string(),
            metadata: Metadata {
                judge: Judge::Codeforces,
                url: "https://example.com/p".to_string(),
                edition: None,
                time_limit_ms: 2000,
                memory_limit_mib: 256,
                assumed: Default::default(),
                checker: Rule::Exact,
                float_error: DEFAULT_FLOAT_ERROR,
                kind,
            },
            title: String::new(),
            samples: Vec::new(),
        }
    }

    fn leetcode(signature: &str) -> Kind {
        Kind::LeetCode {
            signature: signature.to_string(),
        }
    }

    #[test]
    fn names_are_checked() {
        assert_eq!(invalid_name("leetcode-52"), None);
        for bad in ["", "Luogu", "1abc", "a_b", "a--b", "a-", "a b", "../x"] {
            assert!(
                invalid_name(bad)
                    .unwrap()
                    .starts_with("invalid problem name"),
                "{:?}",
                bad
            );
        }
        assert!(invalid_name("xtask").unwrap().contains("crate in crates/"));
    }

    /// The templates, vendored with the real core, compile warning-free and
    /// are as `cargo fmt` would leave them (CI checks formatting), for every
    /// kind and number of arguments.
    #[test]
    fn every_template_compiles_under_every_edition_and_is_formatted() {
        let project = Project::locate();
        let core = crate::bundle::cache::load_of(&project).unwrap();
        let dir = tempfile::tempdir().unwrap();
        let kinds = [
            Kind::Stdin,
            leetcode("pub fn total_n_queens(n: i32) -> i32"),
            leetcode("pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32>"),
            leetcode("pub fn no_args()"),
            leetcode("pub fn f(s: String, k: i32, grid: Vec<Vec<char>>) -> Vec<String>"),
            leetcode("pub fn rotate(nums: &mut Vec<i32>, k: i32)"),
            leetcode("pub fn g(x: f64, b: bool) -> f64"),
            Kind::Interactive { interactor: None },
        ];
        let mut templates: Vec<(String, String)> = kinds
            .into_iter()
            .map(|kind| {
                let template = match &kind {
                    Kind::Stdin => fill(
                        include_str!("../../templates/stdin_main.rs.tmpl"),
                        &spec("p", kind.clone()),
                        &[],
                    ),
                    Kind::LeetCode { signature } => {
                        leetcode_main(&spec("p", kind.clone()), signature).unwrap()
                    }
                    Kind::Interactive { .. } => fill(
                        include_str!("../../templates/interactive_main.rs.tmpl"),
                        &spec("p", kind.clone()),
                        &[],
                    ),
                };
                (format!("{:?}", kind), template)
            })
            .collect();
        let interactive = spec("p", Kind::Interactive { interactor: None });
        templates.push((
            "the starter interactor".to_string(),
            fill(
                include_str!("../../templates/interactor.rs.tmpl"),
                &interactive,
                &[],
            ),
        ));
        for (i, (kind, template)) in templates.into_iter().enumerate() {
            let found = region::Region::find(&template).unwrap();
            let own = found.splice(&template, "");
            let text = found.splice(&template, &bundle::region_for(&core, &own).unwrap());
            let source = dir.path().join(format!("t{}.rs", i));
            fs::write(&source, &text).unwrap();
            let rustfmt = std::process::Command::new("rustfmt")
                .args(["--edition", "2021", "--check"])
                .arg(&source)
                .output()
                .expect("run rustfmt");
            assert!(
                rustfmt.status.success(),
                "template {:?} is not formatted:\n{}",
                kind,
                String::from_utf8_lossy(&rustfmt.stdout)
            );
            for edition in EDITIONS {
                let out = dir.path().join(format!("t{}-{}", i, edition));
                if let Err(error) = rustc::compile(&source, edition, Emit::Check, &out)
                    .map_err(|err| err.detail())
                    .and_then(clean)
                {
                    panic!("template {:?} under {}: {}\n{}", kind, edition, error, text);
                }
            }
        }
    }

    /// The starter checker compiles warning-free under every edition, with no
    /// dependencies, and judges as a special checker must.
    #[test]
    fn the_starter_checker_compiles_under_every_edition_and_judges() {
        let dir = tempfile::tempdir().unwrap();
        let source = dir.path().join(special::SOURCE);
        fs::write(&source, starter_checker(&spec("p", Kind::Stdin))).unwrap();
        for edition in EDITIONS {
            let out = dir.path().join(format!("checker-{}", edition));
            if let Err(error) = rustc::compile(&source, edition, Emit::Check, &out)
                .map_err(|err| err.detail())
                .and_then(clean)
            {
                panic!("the starter checker under {}: {}", edition, error);
            }
        }
        let checker = special::Special::build(
            &source,
            &judging::rustc::Cache::new(dir.path().join("build")),
        )
        .unwrap();
        fs::write(dir.path().join("case.in"), "2\n").unwrap();
        fs::write(dir.path().join("case.out"), "1 1\n").unwrap();
        let check = |output: &str| {
            checker.check(
                &dir.path().join("case.in"),
                output.as_bytes(),
                &dir.path().join("case.out"),
            )
        };
        assert_eq!(check("1\n1"), Ok(()));
        assert_eq!(
            check("1 2\n"),
            Err(judging::check::Rejection::Wrong(
                "expected 2 tokens \"1 1\", found 2 tokens \"1 2\"".into()
            ))
        );
    }

    #[test]
    fn a_special_problem_gets_a_starter_checker_and_others_do_not() {
        let dir = tempfile::tempdir().unwrap();
        fs::create_dir_all(dir.path().join("problems")).unwrap();
        fs::create_dir_all(dir.path().join("testdata")).unwrap();
        fs::create_dir_all(dir.path().join("crates/cpkit/src")).unwrap();
        fs::write(dir.path().join("crates/cpkit/src/lib.rs"), "").unwrap();
        let project = Project::at(dir.path());
        let mut special_spec = spec("any", Kind::Stdin);
        special_spec.metadata.checker = Rule::Special;
        let written = run(&project, &special_spec).unwrap_or_else(|err| panic!("{:#}", err));
        assert!(
            written.contains(&"problems/any/checker.rs".to_string()),
            "{:?}",
            written
        );
        let metadata =
            judging::metadata::load(&dir.path().join("problems/any/Cargo.toml")).unwrap();
        assert_eq!(metadata.checker, Rule::Special);
        let written = run(&project, &spec("plain", Kind::Stdin)).unwrap();
        assert!(
            !dir.path().join("problems/plain/checker.rs").exists(),
            "{:?}",
            written
        );
    }

    #[test]
    fn the_leetcode_main_reads_arguments_in_notation_above_the_paste_marker() {
        let text = leetcode_main(
            &spec("p", leetcode("")),
            "pub fn f(n: i32, s: String) -> bool",
        )
        .unwrap();
        assert!(
            text.contains("let s = leetcode::arg(&mut input, \"s\");"),
            "{}",
            text
        );
        assert!(
            text.contains("leetcode::answer(&mut out, &Solution::f(n, s));"),
            "{}",
            text
        );
        assert!(
            text.contains(&format!(
                "{}\n\nimpl Solution {{\n    pub fn f(n: i32, s: String) -> bool {{",
                PASTE_MARKER
            )),
            "{}",
            text
        );
    }

    #[test]
    fn metadata_written_is_metadata_read() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("Cargo.toml");
        let mut spec = spec("p", leetcode("pub fn f(n: i32) -> i32"));
        spec.metadata.judge = Judge::LeetCode;
        fs::write(&path, cargo_toml(&spec)).unwrap();
        let mut float = super::tests::spec("f", Kind::Stdin);
        float.metadata.checker = Rule::Float;
        float.metadata.float_error = 1e-9;
        let float_path = dir.path().join("Float.toml");
        fs::write(&float_path, cargo_toml(&float)).unwrap();
        let read = judging::metadata::load(&float_path).unwrap();
        assert_eq!((read.checker, read.float_error), (Rule::Float, 1e-9));
        let metadata = judging::metadata::load(&path).unwrap();
        assert_eq!(metadata, spec.metadata);
        assert_eq!(metadata.judge, Judge::LeetCode);
        assert_eq!(metadata.url, "https://example.com/p");
        assert_eq!(
            (metadata.time_limit_ms, metadata.memory_limit_mib),
            (2000, 256)
        );
        assert_eq!(
            metadata.kind,
            judging::metadata::Kind::LeetCode {
                signature: "pub fn f(n: i32) -> i32".into()
            }
        );
    }

    #[test]
    fn an_existing_problem_or_a_bad_name_is_refused_and_nothing_is_written() {
        let dir = tempfile::tempdir().unwrap();
        fs::create_dir_all(dir.path().join("problems/taken")).unwrap();
        fs::create_dir_all(dir.path().join("testdata")).unwrap();
        let project = Project::at(dir.path());
        let error = run(&project, &spec("taken", Kind::Stdin))
            .unwrap_err()
            .to_string();
        assert_eq!(
            error,
            "problems/taken already exists; pick another name, or remove it first"
        );
        let error = run(&project, &spec("Bad", Kind::Stdin))
            .unwrap_err()
            .to_string();
        assert!(
            error.starts_with("invalid problem name \"Bad\""),
            "{}",
            error
        );
        assert!(!dir.path().join("testdata/taken").exists());
        assert!(!dir.path().join("problems/Bad").exists());
    }
}
