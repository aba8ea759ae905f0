//! `cargo xtask bench-archive --problems N`: what a practice archive of N
//! problems costs. It builds a scratch copy of the kit with N solved small
//! problems (made by `new`'s scaffolding, each with its sample and three
//! more cases), then times plain `cargo test` cold, warm with nothing
//! changed, warm after one solution is edited, and `cargo test -p` of that
//! problem after another edit, and weighs the target folder.

mod seeds;

use std::collections::HashSet;
use std::fs;
use std::os::unix::fs::MetadataExt;
use std::path::Path;
use std::process::{Command, ExitCode};
use std::time::{Duration, Instant};

use anyhow::{bail, Context, Result};
use cpkit::random::Rng;
use judging::metadata::{Judge, Kind, Metadata};
use judging::Rule;

use crate::bundle;
use crate::project::Project;
use crate::scaffold;
use seeds::{Seed, SEEDS};

/// What to build and where: the command line's.
pub type Options = crate::cli::BenchArchiveArgs;

/// One measurement of the table.
struct Row {
    what: String,
    took: Duration,
}

pub fn task(project: &Project, options: &Options) -> Result<ExitCode> {
    if options.problems == 0 {
        bail!("--problems must be at least 1");
    }
    let dir = match &options.dir {
        Some(dir) => dir.clone(),
        None => project
            .target_dir()
            .join("bench-archive")
            .join(format!("n{}", options.problems)),
    };
    if dir.exists() && fs::read_dir(&dir)?.next().is_some() {
        bail!(
            "{} is not empty; remove it or name another --dir",
            dir.display()
        );
    }
    let started = Instant::now();
    eprintln!(
        "bench-archive: a kit with {} problems in {}",
        options.problems,
        dir.display()
    );
    let names = build_archive(project, &dir, options.problems)?;
    eprintln!(
        "  made in {:.1} s; now timing cargo test (the first run builds everything)",
        started.elapsed().as_secs_f64()
    );
    let target = dir.join("target");
    let mut rows = Vec::new();
    rows.push(Row {
        what: "cold `cargo test`".into(),
        took: cargo_test(&dir, &target, &[], "cold")?,
    });
    rows.push(Row {
        what: "warm `cargo test`, nothing changed".into(),
        took: cargo_test(&dir, &target, &[], "warm")?,
    });
    let edited = &names[names.len() / 2];
    edit(&dir, edited, 1)?;
    rows.push(Row {
        what: format!("`cargo test` after editing {}", edited),
        took: cargo_test(&dir, &target, &[], "edited")?,
    });
    edit(&dir, edited, 2)?;
    rows.push(Row {
        what: format!("`cargo test -p {}` after another edit", edited),
        took: cargo_test(&dir, &target, &["-p", edited], "one")?,
    });
    let size = folder_size(&target)?;
    println!("| {} problems | |", options.problems);
    println!("|---|---:|");
    for row in &rows {
        println!("| {} | {:.1} s |", row.what, row.took.as_secs_f64());
    }
    println!("| target folder | {:.2} GB |", size as f64 / 1e9);
    if options.keep {
        eprintln!("kept {}", dir.display());
    } else {
        fs::remove_dir_all(&dir).with_context(|| format!("cannot remove {}", dir.display()))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Makes the scratch kit: this checkout's root manifest, lock file, Cargo
/// configuration and crates, and `count` problems copied from the seeds by
/// turns; returns the problems' names.
fn build_archive(project: &Project, dir: &Path, count: usize) -> Result<Vec<String>> {
    let root = project.root();
    fs::create_dir_all(dir.join("problems"))?;
    fs::create_dir_all(dir.join("testdata"))?;
    for file in ["Cargo.toml", "Cargo.lock", ".cargo/config.toml"] {
        let to = dir.join(file);
        fs::create_dir_all(to.parent().expect("a file has a folder"))?;
        fs::copy(root.join(file), &to).with_context(|| format!("cannot copy {}", file))?;
    }
    for entry in fs::read_dir(root.join("crates"))? {
        let entry = entry?;
        copy_sources(&entry.path(), &dir.join("crates").join(entry.file_name()))?;
    }
    let kit = Project::at(dir);
    // One problem per seed made as `new` makes it; the rest are copies.
    let mut made = Vec::new();
    for seed in &SEEDS {
        made.push(make_seed(&kit, seed)?);
    }
    let mut names = Vec::new();
    for index in 0..count {
        let seed = &SEEDS[index % SEEDS.len()];
        let name = format!("{}-{}", seed.name, index);
        copy_problem(dir, &made[index % SEEDS.len()], &name)?;
        names.push(name);
    }
    for seed in made {
        fs::remove_dir_all(dir.join("problems").join(&seed))?;
        fs::remove_dir_all(dir.join("testdata").join(&seed))?;
    }
    Ok(names)
}

/// A seed's problem made by the scaffolding, solved, vendored, with its
/// cases; returns its name.
fn make_seed(kit: &Project, seed: &Seed) -> Result<String> {
    let name = format!("{}-seed", seed.name);
    let spec = scaffold::Spec {
        name: name.clone(),
        metadata: Metadata {
            judge: Judge::Codeforces,
            url: String::new(),
            edition: None,
            time_limit_ms: 1000,
            memory_limit_mib: 256,
            assumed: Default::default(),
            checker: Rule::Tokens,
            float_error: judging::check::DEFAULT_FLOAT_ERROR,
            kind: Kind::Stdin,
        },
        title: String::new(),
        samples: Vec::new(),
    };
    scaffold::run(kit, &spec)?;
    let main_rs = kit.root().join("problems").join(&name).join("src/main.rs");
    let template = fs::read_to_string(&main_rs)?;
    let region = judging::region::Region::find(&template)
        .map_err(|err| anyhow::anyhow!("the template's vendored region: {}", err))?
        .bytes
        .start;
    let core = bundle::cache::load_of(kit)?;
    let solved = bundle::vendored(&core, &format!("{}\n{}", seed.code, &template[region..]))?;
    fs::write(&main_rs, solved)?;
    let cases = kit.root().join("testdata").join(&name);
    let mut random = Rng::new(seed.name.len() as u64);
    for case in 0..4 {
        let (input, output) = (seed.case)(&mut random);
        let stem = if case == 0 {
            "sample-1".to_string()
        } else {
            format!("random-{}", case)
        };
        fs::write(cases.join(format!("{}.in", stem)), input)?;
        fs::write(cases.join(format!("{}.out", stem)), output)?;
    }
    Ok(name)
}

/// Copies problem `from` (and its cases) as `to`, renamed in its manifest.
fn copy_problem(dir: &Path, from: &str, to: &str) -> Result<()> {
    let (source, target) = (
        dir.join("problems").join(from),
        dir.join("problems").join(to),
    );
    copy_sources(&source, &target)?;
    copy_sources(
        &dir.join("testdata").join(from),
        &dir.join("testdata").join(to),
    )?;
    let manifest = target.join("Cargo.toml");
    let text = fs::read_to_string(&manifest)?;
    fs::write(
        &manifest,
        // The name, quoted, and in the comment that says how to run it.
        text.replace(&format!("\"{}\"", from), &format!("\"{}\"", to))
            .replace(&format!("-p {} ", from), &format!("-p {} ", to)),
    )?;
    Ok(())
}

/// Copies a folder's files, leaving out build output.
fn copy_sources(from: &Path, to: &Path) -> Result<()> {
    fs::create_dir_all(to)?;
    for entry in fs::read_dir(from).with_context(|| format!("cannot list {}", from.display()))? {
        let entry = entry?;
        let path = entry.path();
        if entry.file_type()?.is_dir() {
            if entry.file_name() != "target" {
                copy_sources(&path, &to.join(entry.file_name()))?;
            }
        } else {
            fs::copy(&path, to.join(entry.file_name()))?;
        }
    }
    Ok(())
}

/// Changes problem `name`'s solution as a user would: a new comment line.
fn edit(dir: &Path, name: &str, round: u32) -> Result<()> {
    let main_rs = dir.join("problems").join(name).join("src/main.rs");
    let text = fs::read_to_string(&main_rs)?;
    fs::write(&main_rs, format!("// edit {}\n{}", round, text))?;
    Ok(())
}

/// Runs `cargo test <args>` in the scratch kit, its output in a log file
/// there; how long it took, or an error naming the log.
fn cargo_test(dir: &Path, target: &Path, args: &[&str], label: &str) -> Result<Duration> {
    let log = dir.join(format!("cargo-test-{}.log", label));
    eprintln!("  cargo test {} ({})...", args.join(" "), label);
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let started = Instant::now();
    let status = Command::new(cargo)
        .arg("test")
        .args(args)
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", target)
        // insta puts snapshots under this root: the scratch kit's, not the
        // one `cargo xtask` inherited from this checkout's configuration.
        .env("INSTA_WORKSPACE_ROOT", dir)
        // As a user runs it: snapshots are recorded on the first run.
        .env_remove("CI")
        .env_remove("INSTA_UPDATE")
        .stdout(fs::File::create(&log)?)
        .stderr(fs::File::create(log.with_extension("stderr.log"))?)
        .status()
        .context("cannot run cargo")?;
    let took = started.elapsed();
    if !status.success() {
        bail!(
            "cargo test {} failed in the scratch kit; see {}",
            args.join(" "),
            log.display()
        );
    }
    eprintln!("    {:.1} s", took.as_secs_f64());
    Ok(took)
}

/// The bytes of every file under `dir`, a file with several links once.
fn folder_size(dir: &Path) -> Result<u64> {
    fn walk(dir: &Path, seen: &mut HashSet<(u64, u64)>, total: &mut u64) -> Result<()> {
        for entry in fs::read_dir(dir)? {
            let entry = entry?;
            let meta = entry.metadata()?;
            if meta.is_dir() {
                walk(&entry.path(), seen, total)?;
            } else if seen.insert((meta.dev(), meta.ino())) {
                *total += meta.len();
            }
        }
        Ok(())
    }
    let (mut seen, mut total) = (HashSet::new(), 0);
    walk(dir, &mut seen, &mut total)?;
    Ok(total)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_archive_holds_renamed_solved_copies_with_their_cases() {
        let dir = tempfile::tempdir().unwrap();
        let names = build_archive(&Project::locate(), dir.path(), 5).unwrap();
        assert_eq!(
            names,
            [
                "bench-sum-0",
                "bench-words-1",
                "bench-grid-2",
                "bench-pairs-3",
                "bench-sum-4"
            ]
        );
        let problems: Vec<String> = fs::read_dir(dir.path().join("problems"))
            .unwrap()
            .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert_eq!(problems.len(), 5, "{:?}", problems);
        for name in &names {
            let manifest =
                fs::read_to_string(dir.path().join("problems").join(name).join("Cargo.toml"))
                    .unwrap();
            assert!(
                manifest.contains(&format!("name = \"{}\"", name)) && !manifest.contains("-seed"),
                "{}",
                manifest
            );
            let main_rs =
                fs::read_to_string(dir.path().join("problems").join(name).join("src/main.rs"))
                    .unwrap();
            assert!(main_rs.contains("mod cpkit {"), "not vendored");
            assert!(
                !judging::template::not_started(&dir.path().join("problems").join(name)),
                "{} is still its template",
                name
            );
            let cases = judging::cases::inputs_in(&dir.path().join("testdata").join(name)).unwrap();
            assert_eq!(cases.len(), 4);
        }
        // The kit's crates came along, its own problems did not.
        assert!(dir.path().join("crates/judging/src/lib.rs").is_file());
        assert!(dir.path().join("Cargo.lock").is_file());
    }

    #[test]
    fn a_seed_solution_answers_its_own_cases() {
        // The generators and the solutions agree: the sum seed by hand.
        let mut random = Rng::new(1);
        let (input, output) = (SEEDS[0].case)(&mut random);
        let numbers: Vec<i64> = input
            .split_whitespace()
            .skip(1)
            .map(|t| t.parse().unwrap())
            .collect();
        assert_eq!(output, format!("{}\n", numbers.iter().sum::<i64>()));
    }
}
