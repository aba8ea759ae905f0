//! A received problem into files: a new problem scaffolded exactly as
//! `cargo xtask new` makes it, with the samples filled in; or, for a problem
//! that exists, only the samples it does not have yet. Nothing is ever
//! overwritten, and every file is written atomically.

use std::fs;

use anyhow::{bail, Context, Result};
use judging::metadata::{Judge, Kind, Metadata};

use super::naming::{self, Source};
use super::task::Task;
use crate::fsutil::write_new;
use crate::project::Project;
use crate::scaffold::{self, Sample, Spec};

/// What became of one problem.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Received {
    pub name: String,
    /// The folder, relative to the root (`problems/cf-4a`).
    pub folder: String,
    pub outcome: Outcome,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// A new problem with this many samples.
    Created { samples: usize },
    /// The problem was there: these sample files were added, these kept.
    Existing {
        written: Vec<String>,
        kept: Vec<String>,
    },
}

impl Received {
    /// The line printed for it: name, folder, samples.
    pub fn line(&self, title: &str) -> String {
        let title = if title.is_empty() {
            String::new()
        } else {
            format!(" ({})", title)
        };
        match &self.outcome {
            Outcome::Created { samples } => format!(
                "{}{}: created {} with {}",
                self.name,
                title,
                self.folder,
                plural(*samples, "sample")
            ),
            Outcome::Existing { written, kept } => {
                let mut line = format!(
                    "{}{}: {} exists, nothing overwritten",
                    self.name, title, self.folder
                );
                if !written.is_empty() {
                    line.push_str(&format!("; added {}", written.join(", ")));
                }
                if !kept.is_empty() {
                    line.push_str(&format!("; kept {} as they were", kept.join(", ")));
                }
                line
            }
        }
    }
}

fn plural(count: usize, noun: &str) -> String {
    if count == 1 {
        format!("1 {}", noun)
    } else {
        format!("{} {}s", count, noun)
    }
}

/// The judge metadata a source gets; a judge the kit does not know gets
/// the generic one.
fn judge(source: Source) -> Judge {
    match source {
        Source::Codeforces => Judge::Codeforces,
        Source::AtCoder => Judge::AtCoder,
        Source::Luogu => Judge::Luogu,
        Source::AcWing => Judge::AcWing,
        Source::LeetCode => Judge::LeetCode,
        Source::LibraryChecker => Judge::LibraryChecker,
        Source::Other => Judge::Other,
    }
}

/// The kit's name for `task`, or why it cannot be received.
pub fn check(task: &Task) -> Result<naming::Named> {
    if let Some(why) = task.unsupported() {
        bail!("{} is not received: {}", task.url, why);
    }
    let named = naming::name(&task.url, &task.name).map_err(anyhow::Error::msg)?;
    if named.source == Source::LeetCode {
        bail!(
            "{} is not received: LeetCode's page gives Competitive Companion no samples and no method \
             signature; make it with `cargo xtask new {} --kind leetcode --signature 'pub fn ...'` and \
             copy the examples into testdata/{}/",
            task.url,
            named.name,
            named.name
        );
    }
    Ok(named)
}

/// Writes `task` into the project (see the module's header).
pub fn receive(project: &Project, task: &Task) -> Result<Received> {
    let named = check(task)?;
    let problem_dir = project.root().join("problems").join(&named.name);
    let folder = project.show(&problem_dir);
    if problem_dir.exists() {
        let (written, kept) = add_samples(project, &named.name, task)?;
        return Ok(Received {
            name: named.name,
            folder,
            outcome: Outcome::Existing { written, kept },
        });
    }
    let judge = judge(named.source);
    let spec = Spec {
        name: named.name.clone(),
        metadata: Metadata {
            judge,
            url: task.url.clone(),
            time_limit_ms: task
                .time_limit_ms()
                .unwrap_or(scaffold::DEFAULT_TIME_LIMIT_MS),
            memory_limit_mib: task
                .memory_limit_mib()
                .unwrap_or(scaffold::DEFAULT_MEMORY_LIMIT_MIB),
            checker: Metadata::default_checker(judge),
            float_error: judging::check::DEFAULT_FLOAT_ERROR,
            kind: Kind::Stdin,
        },
        samples: task
            .tests
            .iter()
            .map(|test| Sample {
                input: test.input.clone(),
                output: test.output.clone(),
            })
            .collect(),
        title: task.name.clone(),
    };
    scaffold::run(project, &spec)?;
    Ok(Received {
        name: named.name,
        folder,
        outcome: Outcome::Created {
            samples: task.tests.len(),
        },
    })
}

/// Writes `sample-N.in`/`.out` for the task's samples where no file of that
/// name exists; returns the names written and the names kept.
fn add_samples(project: &Project, name: &str, task: &Task) -> Result<(Vec<String>, Vec<String>)> {
    let dir = project.root().join("testdata").join(name);
    fs::create_dir_all(&dir).with_context(|| format!("cannot create {}", project.show(&dir)))?;
    let (mut written, mut kept) = (Vec::new(), Vec::new());
    for (i, test) in task.tests.iter().enumerate() {
        for (extension, text) in [("in", &test.input), ("out", &test.output)] {
            let file = format!("sample-{}.{}", i + 1, extension);
            if write_new(&dir.join(&file), text.as_bytes())? {
                written.push(file);
            } else {
                kept.push(file);
            }
        }
    }
    Ok((written, kept))
}
