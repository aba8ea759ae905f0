//! The starter `gen.rs` and `brute.rs` that `cargo xtask stress --init`
//! writes: for a LeetCode problem ones that print and read its notation
//! (see [`crate::leetcode::stress`]); for a stdin problem a `gen.rs` written
//! from the solution's `input!` declarations and `constraints.txt` (see
//! [`crate::stress::starter`]), or the template's (n, then n numbers; their
//! sum) when they cannot be read; for an interactive problem a `gen.rs` of
//! the interactor's hidden data, in the interactor's own input format.
//!
//! Every starter is compiled and run once before it is written ([`check`]):
//! one that does not compile or fails is a bug of the kit, said as one.

use std::time::Duration;

use anyhow::{bail, Result};
use judging::layout::{BRUTE, GENERATOR};
use judging::runner::{self, Job, Stdin};

use crate::project::{Layout, Load, Project};

/// The starters for `problem`: its file names and texts, before vendoring.
/// `drawn` is the generator `stress` wrote from the declaration, if it
/// could read one.
pub fn for_problem(
    project: &Project,
    problem: &Layout,
    drawn: Option<String>,
) -> Result<Vec<(&'static str, String)>> {
    if let Some(leetcode) = crate::leetcode::stress::starters(project, problem)? {
        return Ok(leetcode.into());
    }
    let interactive = problem
        .metadata()
        .is_ok_and(|m| matches!(m.kind, judging::metadata::Kind::Interactive { .. }));
    let [(_, template_gen), template_brute] = stdin(&problem.name);
    if interactive {
        let generator = match drawn {
            Some(code) => fill(&code, &problem.name),
            None => self::interactive(&problem.name),
        };
        return Ok(vec![(GENERATOR, generator)]);
    }
    Ok(match drawn {
        // The brute force reads what the generator prints: the solution's
        // own file, its answer to be rewritten the plain way.
        Some(code) => {
            let main_rs = std::fs::read_to_string(problem.main_rs())?;
            vec![
                (GENERATOR, fill(&code, &problem.name)),
                (BRUTE, brute_from(&problem.name, &main_rs)),
            ]
        }
        None => vec![(GENERATOR, template_gen), template_brute],
    })
}

/// The solution's file under a brute force's header: it reads the input as
/// the solution does; its answer is to be rewritten the slow, plainly
/// right way.
fn brute_from(name: &str, main_rs: &str) -> String {
    let body: String = main_rs
        .lines()
        .skip_while(|line| line.starts_with("//!"))
        .map(|line| format!("{}\n", line))
        .collect();
    format!(
        "//! Brute force for {name}, run by `cargo xtask stress {name}` on each\n\
         //! generated input: {copy}, reading the input as it\n\
         //! does. TODO: rewrite its answer the slow, plainly right way (try every\n\
         //! choice); its answers are what the solution's are checked against.\n{}",
        body,
        name = name,
        copy = SOLUTION_COPY
    )
}

/// What a brute-force starter copied from the solution says of itself: it
/// fails where the solution does, and that is the solution's bug (the one
/// stress is to find), not the kit's.
const SOLUTION_COPY: &str = "the solution's own file";

fn fill(template: &str, name: &str) -> String {
    template
        .replace("{name}", name)
        .replace("{begin}", judging::region::BEGIN)
        .replace("{end}", judging::region::END)
}

/// The starter generator and brute force for the problem `name`: they
/// match the stdin template (n, then n numbers; their sum).
pub fn stdin(name: &str) -> [(&'static str, String); 2] {
    [
        (
            GENERATOR,
            fill(include_str!("../templates/gen.rs.tmpl"), name),
        ),
        (
            BRUTE,
            fill(include_str!("../templates/brute.rs.tmpl"), name),
        ),
    ]
}

/// The starter generator of an interactive problem whose interactor reads
/// its data without `input!`: the interactor template's (one number).
pub fn interactive(name: &str) -> String {
    fill(include_str!("../templates/interactive_gen.rs.tmpl"), name)
}

/// Compiles the starters (vendored) in a scratch folder and runs them once:
/// the generator with seed 1 and size 5, the brute force on its output
/// (not a LeetCode one: that is the user's solution, maybe not yet written).
/// An error names the starter and says it is the kit's bug; a brute force
/// copied from the solution that fails is the solution's bug, said in a
/// note (issue 47: a solution that crashes on the first input got no
/// starters at all, blamed on the kit).
pub fn check(project: &Project, problem: &Layout, starters: &[(&str, String)]) -> Result<()> {
    let leetcode = problem
        .metadata()
        .is_ok_and(|m| matches!(m.kind, judging::metadata::Kind::LeetCode { .. }));
    let scratch = tempfile::tempdir()?;
    let edition = problem
        .metadata()
        .map(|m| m.edition().to_string())
        .unwrap_or_else(|_| "2021".to_string());
    let mut input: Option<Vec<u8>> = None;
    for (file, text) in starters {
        if leetcode && *file == BRUTE {
            continue;
        }
        let source = scratch.path().join(file);
        std::fs::write(&source, text)?;
        let program = scratch.path().join(file.trim_end_matches(".rs"));
        let kit_bug = |what: String| {
            anyhow::anyhow!(
                "the starter {} that --init wrote for {} {}: a bug of the kit (please report it); nothing was written",
                file,
                project.show(&problem.dir),
                what
            )
        };
        judging::rustc::compile(
            &source,
            &edition,
            judging::rustc::Emit::Binary { opt_level: 0 },
            &program,
        )
        .map_err(|err| kit_bug(format!("does not compile: {}", err)))?;
        let job = if *file == GENERATOR {
            let mut job = Job::new(&program, Stdin::Empty, Duration::from_secs(10));
            job.args = vec!["1".into(), "5".into()];
            job
        } else {
            let stdin = input.clone().unwrap_or_default();
            Job::new(&program, Stdin::Bytes(stdin), Duration::from_secs(10))
        };
        let run =
            runner::run(&job, |_| {}).map_err(|err| kit_bug(format!("cannot run: {}", err)))?;
        if !run.succeeded() && *file == BRUTE && text.contains(SOLUTION_COPY) {
            eprintln!(
                "note: {} (the solution's code, its answer to rewrite) fails on the first input of {}: {}; so does the solution, which stress will show",
                file,
                GENERATOR,
                run.describe_end(Duration::from_secs(10))
            );
        } else if !run.succeeded() {
            let stderr = String::from_utf8_lossy(&run.stderr);
            bail!(kit_bug(format!(
                "fails when run once: {}; {}",
                run.describe_end(Duration::from_secs(10)),
                stderr.lines().take(3).collect::<Vec<_>>().join(" / ")
            )));
        }
        if *file == GENERATOR {
            input = Some(run.stdout);
        }
    }
    Ok(())
}
