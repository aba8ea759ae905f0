//! The starter `gen.rs` and `brute.rs` that `cargo xtask stress --init`
//! writes: for a stdin problem the template's (n, then n numbers; their
//! sum), for a LeetCode problem ones that print and read its notation (see
//! [`crate::leetcode::stress`]).

use anyhow::Result;
use judging::layout::{BRUTE, GENERATOR};

use crate::project::{Layout, Project};

/// The starters for `problem`: its file names and texts, before vendoring.
pub fn for_problem(project: &Project, problem: &Layout) -> Result<[(&'static str, String); 2]> {
    Ok(match crate::leetcode::stress::starters(project, problem)? {
        Some(leetcode) => leetcode,
        None => stdin(&problem.name),
    })
}

/// The starter generator and brute force for the problem `name`: they
/// match the stdin template (n, then n numbers; their sum).
pub fn stdin(name: &str) -> [(&'static str, String); 2] {
    let fill = |template: &str| {
        template
            .replace("{name}", name)
            .replace("{begin}", judging::region::BEGIN)
            .replace("{end}", judging::region::END)
    };
    [
        (GENERATOR, fill(include_str!("../templates/gen.rs.tmpl"))),
        (BRUTE, fill(include_str!("../templates/brute.rs.tmpl"))),
    ]
}
