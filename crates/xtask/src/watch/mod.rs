//! `cargo xtask watch [<problem>]`: the verdict on every save.
//!
//! Watches a problem's `src/main.rs`, its `gen.rs`, `brute.rs`,
//! `checker.rs` and `interactor.rs`, its `Cargo.toml` and its
//! `testdata/<problem>/`, and after each save runs a [`round`]: re-vendor
//! when the edit reaches core items the file does not carry, build, judge
//! every case, print a compact block. File events come from `notify`; a
//! round starts once they have been quiet for a moment, and only when what
//! it reads has changed, so an editor's write-then-rename, or the
//! re-vendoring's own write, is judged once. Events that only say a file
//! was opened or read are dropped: the round reads every file it watches,
//! and would otherwise wake itself. Ctrl-C ends it and every process it
//! started (see [`children`]).

mod children;

mod latest;
pub mod round;

use std::collections::hash_map::DefaultHasher;
use std::fs;
use std::hash::{Hash, Hasher};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc};
use std::time::Duration;

use anyhow::{anyhow, Result};
use notify::{Event, EventKind, RecursiveMode, Watcher};

use crate::project::{Layout, Project};
use judging::session::Build;

/// The helper programs beside `src/main.rs` whose saves count.
const HELPERS: [&str; 5] = [
    "gen.rs",
    "brute.rs",
    "checker.rs",
    "interactor.rs",
    "Cargo.toml",
];

/// How long the files must be quiet before a round: long enough for an
/// editor's write, rename and chmod to arrive as one save.
const QUIET: Duration = Duration::from_millis(250);

/// What wakes the loop.
enum Wake {
    Files(notify::Result<Event>),
    Stop,
}

/// Runs the task until Ctrl-C.
pub fn task(project: &Project, args: &crate::cli::WatchArgs) -> Result<ExitCode> {
    let build = if args.release {
        Build::Judge
    } else {
        Build::Debug
    };
    // With no name, the problem saved last, followed as the user moves on.
    let following = args.problem.is_none();
    let mut problem = match args.problem.as_deref() {
        Some(name) => project.problem(name)?,
        None => latest::problem(project)?,
    };
    let stop = Arc::new(AtomicBool::new(false));
    let (wake, woken) = mpsc::channel();
    stop_on_ctrl_c(stop.clone(), wake.clone())?;
    let mut watcher = notify::recommended_watcher(move |event: notify::Result<Event>| {
        if event
            .as_ref()
            .is_ok_and(|event| matches!(event.kind, EventKind::Access(_)))
        {
            return;
        }
        let _ = wake.send(Wake::Files(event));
    })
    .map_err(|err| anyhow!("cannot watch files: {}", err))?;
    let mut watched = watch_problem(&mut watcher, project, &problem, &[])?;

    let mut out = anstream::stdout();
    writeln!(
        out,
        "watching {} ({}, its helpers and {}/): every save is built and judged{}; Ctrl-C stops",
        problem.name,
        project.show(&problem.main_rs()),
        project.show(&problem.cases),
        if build == Build::Judge {
            " as the judge builds it"
        } else {
            " (debug build)"
        }
    )?;
    out.flush()?;
    let stopped = || stop.load(Ordering::SeqCst);
    let mut last = None;
    let mut round_number = 0;
    loop {
        if last != Some(fingerprint(&problem)) {
            last = Some(fingerprint(&problem));
            round_number += 1;
            writeln!(out, "\n#{} {}", round_number, problem.name)?;
            let mut read = || last = Some(fingerprint(&problem));
            match round::run(project, &problem, build, &mut out, &stopped, &mut read) {
                Ok(round::Ending::Interrupted) => break,
                Ok(_) => {}
                Err(_) if stopped() => break,
                // The user's file or metadata is wrong: said, and the next save may fix it.
                Err(err) => writeln!(out, "error: {:#}", err)?,
            }
            out.flush()?;
        }
        let follow = following.then_some(project);
        match next_save(&woken, &problem, follow) {
            Next::Save => {}
            Next::Switch(other) => {
                watched = watch_problem(&mut watcher, project, &other, &watched)?;
                writeln!(
                    out,
                    "\nnow watching {} ({} was saved last)",
                    other.name,
                    project.show(&other.main_rs())
                )?;
                problem = other;
                last = None;
            }
            Next::Error(err) => writeln!(out, "warning: watching files: {}", err)?,
            Next::Stop => break,
        }
        if stopped() {
            break;
        }
    }
    drop(watcher);
    children::end_descendants();
    writeln!(out, "stopped watching {}", problem.name)?;
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

/// Ctrl-C sets `stop`, wakes the loop, and ends every process the round
/// may be starting; a second one ends the watcher at once.
fn stop_on_ctrl_c(stop: Arc<AtomicBool>, wake: mpsc::Sender<Wake>) -> Result<()> {
    ctrlc::set_handler(move || {
        if stop.swap(true, Ordering::SeqCst) {
            // A second Ctrl-C: whatever the loop is doing, end now.
            children::end_descendants();
            std::process::exit(130);
        }
        let _ = wake.send(Wake::Stop);
        // The round may be starting a run right now: keep ending what
        // appears until the loop has seen the stop and the process exits.
        loop {
            children::end_descendants();
            std::thread::sleep(Duration::from_millis(100));
        }
    })
    .map_err(|err| anyhow!("cannot catch Ctrl-C: {}", err))
}

/// Watches `problem`'s folders (its own, `src/`, its cases), and no longer
/// those of `before`; the folders now watched.
fn watch_problem(
    watcher: &mut impl Watcher,
    project: &Project,
    problem: &Layout,
    before: &[PathBuf],
) -> Result<Vec<PathBuf>> {
    for dir in before {
        let _ = watcher.unwatch(dir);
    }
    let mut watched = vec![problem.dir.clone(), problem.dir.join("src")];
    if problem.cases.is_dir() {
        watched.push(problem.cases.clone());
    }
    for dir in &watched {
        watcher
            .watch(dir, RecursiveMode::NonRecursive)
            .map_err(|err| anyhow!("cannot watch {}: {}", project.show(dir), err))?;
    }
    Ok(watched)
}

/// What ended a wait.
enum Next {
    /// A change a round reads, the files quiet since.
    Save,
    /// Another problem's `src/main.rs` was saved after this one's.
    Switch(Layout),
    Error(notify::Error),
    /// Ctrl-C.
    Stop,
}

/// How often, when following, the problems are looked at for a save
/// elsewhere (a `stat` of each `src/main.rs`: cheap for a thousand).
const FOLLOW_EVERY: Duration = Duration::from_secs(1);

/// Waits for a change a round reads, then until the files have been quiet
/// for [`QUIET`]; with `follow`, also for another problem of its kit to be
/// saved after this one.
fn next_save(woken: &mpsc::Receiver<Wake>, problem: &Layout, follow: Option<&Project>) -> Next {
    let relevant = |event: &Event| event.paths.iter().any(|path| counts(problem, path));
    loop {
        let woke = match follow {
            Some(_) => woken.recv_timeout(FOLLOW_EVERY),
            None => woken
                .recv()
                .map_err(|_| mpsc::RecvTimeoutError::Disconnected),
        };
        match woke {
            Ok(Wake::Files(Ok(event))) if relevant(&event) => break,
            Ok(Wake::Files(Ok(_))) => {}
            Ok(Wake::Files(Err(err))) => return Next::Error(err),
            Ok(Wake::Stop) | Err(mpsc::RecvTimeoutError::Disconnected) => return Next::Stop,
            Err(mpsc::RecvTimeoutError::Timeout) => {
                let latest = follow.and_then(|project| latest::problem(project).ok());
                if let Some(other) = latest.filter(|other| other.name != problem.name) {
                    return Next::Switch(other);
                }
            }
        }
    }
    loop {
        match woken.recv_timeout(QUIET) {
            Ok(Wake::Files(_)) => {}
            Ok(Wake::Stop) | Err(mpsc::RecvTimeoutError::Disconnected) => return Next::Stop,
            Err(mpsc::RecvTimeoutError::Timeout) => return Next::Save,
        }
    }
}

/// Whether a change to `path` is one a round reads.
fn counts(problem: &Layout, path: &Path) -> bool {
    let testdata = &problem.cases;
    let name = path
        .file_name()
        .and_then(|name| name.to_str())
        .unwrap_or("");
    match path.parent() {
        Some(dir) if dir == problem.dir.join("src") => name == "main.rs",
        Some(dir) if dir == problem.dir => HELPERS.contains(&name),
        Some(dir) if dir == testdata => name.ends_with(".in") || name.ends_with(".out"),
        _ => false,
    }
}

/// A hash of everything a round reads: the code files' bytes, the cases'
/// names, sizes and times. Equal to the last round's, nothing is judged.
fn fingerprint(problem: &Layout) -> u64 {
    let testdata = &problem.cases;
    let mut hasher = DefaultHasher::new();
    let mut files: Vec<PathBuf> = vec![problem.main_rs()];
    files.extend(HELPERS.iter().map(|name| problem.dir.join(name)));
    for file in files {
        fs::read(&file).ok().hash(&mut hasher);
    }
    let mut cases: Vec<(String, u64, Option<std::time::SystemTime>)> = fs::read_dir(testdata)
        .into_iter()
        .flatten()
        .filter_map(|entry| {
            let entry = entry.ok()?;
            let meta = entry.metadata().ok()?;
            Some((
                entry.file_name().to_string_lossy().into_owned(),
                meta.len(),
                meta.modified().ok(),
            ))
        })
        .filter(|(name, _, _)| name.ends_with(".in") || name.ends_with(".out"))
        .collect();
    cases.sort();
    cases.hash(&mut hasher);
    hasher.finish()
}
