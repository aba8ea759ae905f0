//! A received problem into files: a new problem scaffolded exactly as
//! `cargo xtask new` makes it, with the samples filled in; or, for a problem
//! that exists, only the samples it does not have yet. Nothing is ever
//! overwritten, and every file is written atomically.

use std::fs;

use anyhow::{bail, Context, Result};
use judging::metadata::{Kind, Metadata};

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
    /// What the user must know about a new problem: a site the kit does not
    /// know, limits the page did not give.
    pub warnings: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// A new problem with this many samples.
    Created { samples: usize },
    /// A new interactive problem, its sample dialogues kept as a note.
    CreatedInteractive { dialogues: usize },
    /// The problem was there: these sample files were added, these kept.
    Existing {
        written: Vec<String>,
        kept: Vec<String>,
    },
}

impl Received {
    /// The line printed for it (name, folder, samples), and a `warning:`
    /// line for each warning.
    pub fn line(&self, title: &str) -> String {
        let mut text = self.first_line(title);
        for warning in &self.warnings {
            text.push_str("\nwarning: ");
            text.push_str(warning);
        }
        text
    }

    fn first_line(&self, title: &str) -> String {
        // A title is the page's text: shown on one line, never trusted.
        let title = crate::scaffold::one_line(title);
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
            Outcome::CreatedInteractive { dialogues } => format!(
                "{}{}: created {} (interactive: fill in its interactor.rs and the hidden data \
                 in sample-1.in; {} kept in {})",
                self.name,
                title,
                self.folder,
                plural(*dialogues, "sample dialogue"),
                DIALOGUES
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
        let (written, kept) = if task.interactive {
            keep_dialogues(project, &named.name, task)?
        } else {
            add_samples(project, &named.name, task)?
        };
        return Ok(Received {
            name: named.name,
            folder,
            outcome: Outcome::Existing { written, kept },
            warnings: Vec::new(),
        });
    }
    let judge = named.judge;
    let (time_limit_ms, memory_limit_mib, assumed) =
        scaffold::limits(judge, task.time_limit_ms(), task.memory_limit_mib());
    let spec = Spec {
        name: named.name.clone(),
        metadata: Metadata {
            judge,
            url: task.url.clone(),
            edition: None,
            time_limit_ms,
            memory_limit_mib,
            assumed,
            checker: Metadata::default_checker(judge),
            float_error: judging::check::DEFAULT_FLOAT_ERROR,
            kind: if task.interactive {
                Kind::Interactive { interactor: None }
            } else {
                Kind::Stdin
            },
        },
        // An interactive problem's samples are dialogues, not stdin cases.
        samples: if task.interactive {
            Vec::new()
        } else {
            task.tests
                .iter()
                .map(|test| Sample {
                    input: test.input.clone(),
                    output: test.output.clone(),
                })
                .collect()
        },
        title: task.name.clone(),
    };
    scaffold::run(project, &spec)?;
    let warnings = scaffold::warnings(&spec.metadata);
    if task.interactive {
        keep_dialogues(project, &named.name, task)?;
        return Ok(Received {
            name: named.name,
            folder,
            outcome: Outcome::CreatedInteractive {
                dialogues: task.tests.len(),
            },
            warnings,
        });
    }
    Ok(Received {
        name: named.name,
        folder,
        outcome: Outcome::Created {
            samples: task.tests.len(),
        },
        warnings,
    })
}

/// Where an interactive problem's sample dialogues are kept, in its folder.
pub const DIALOGUES: &str = "sample-dialogues.md";

/// Writes an interactive task's sample dialogues as a note in the problem's
/// folder, unless there is one; returns it as written or kept. They are no
/// test cases: what the judge says depends on what the solution asks.
fn keep_dialogues(
    project: &Project,
    name: &str,
    task: &Task,
) -> Result<(Vec<String>, Vec<String>)> {
    let mut note = format!(
        "# Sample dialogues of {}\n\n{}\n\nFrom the statement, as Competitive Companion sent them: \
         what the judge says, then what a solution answers. They are not test cases: an \
         interactive case is the interactor's hidden data, `testdata/{}/*.in`, which \
         `interactor.rs` reads.\n",
        if task.name.is_empty() { name } else { &task.name },
        task.url,
        name
    );
    for (i, test) in task.tests.iter().enumerate() {
        note.push_str(&format!(
            "\n## Sample {}\n\nThe judge says:\n\n```\n{}\n```\n\nThe solution says:\n\n```\n{}\n```\n",
            i + 1,
            test.input.trim_end(),
            test.output.trim_end()
        ));
    }
    let path = project.root().join("problems").join(name).join(DIALOGUES);
    if write_new(&path, note.as_bytes())? {
        Ok((vec![DIALOGUES.to_string()], Vec::new()))
    } else {
        Ok((Vec::new(), vec![DIALOGUES.to_string()]))
    }
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
