//! `cargo xtask new <name>`: a problem made from the command line (or, with
//! `--from`, from a Competitive Companion file), as the listener makes one:
//! the arguments checked and turned into metadata here, the files written by
//! [`crate::scaffold`].

use std::process::ExitCode;

use anyhow::{bail, Result};
use judging::metadata::{Judge, Kind, Metadata};
use judging::Rule;

use crate::cli::{KindArg, NewArgs};
use crate::leetcode::template::Template;
use crate::project::Project;
use crate::{leetcode, listen, scaffold, stress};

/// Runs the command.
pub fn task(project: &Project, args: NewArgs) -> Result<ExitCode> {
    if let Some(from) = &args.from {
        listen::from_file(project, from)?;
        return Ok(ExitCode::SUCCESS);
    }
    let name = args
        .name
        .clone()
        .expect("clap requires a name without --from");
    let template = args
        .template
        .as_ref()
        .map(|path| leetcode::template::read(path))
        .transpose()?;
    let spec = scaffold::Spec {
        name: name.clone(),
        metadata: metadata(&args, template.as_ref())?,
        title: String::new(),
        samples: Vec::new(),
    };
    let main_rs = match &template {
        Some(template) => Some(leetcode::local_main::main_rs(&spec, template)?),
        None => None,
    };
    for path in scaffold::run_with_main(project, &spec, main_rs)? {
        eprintln!("  created {}", path);
    }
    if args.stress {
        for path in stress::init(project, &project.problem(&name)?)? {
            eprintln!("  created {}", path);
        }
    }
    for warning in scaffold::warnings(&spec.metadata) {
        eprintln!("warning: {}", warning);
    }
    eprintln!("{}", next_steps(&name, &spec.metadata));
    Ok(ExitCode::SUCCESS)
}

/// The metadata the arguments describe, every one checked.
fn metadata(args: &NewArgs, template: Option<&Template>) -> Result<Metadata> {
    let signature = match template {
        Some(template) => Some(template.signature().to_string()),
        None => args.signature.clone(),
    };
    let url = args.url.clone();
    if signature.is_none() && listen::naming::judge_of(&url) == Some(Judge::LeetCode) {
        bail!(
            "--url is a LeetCode problem, which needs its template; {}",
            leetcode::template::WHAT_TO_PASTE
        );
    }
    let kind = kind(args.kind, signature)?;
    if !url.is_empty() {
        if let Some(why) = listen::naming::invalid_url(&url) {
            bail!("--url: {}", why);
        }
    }
    // The address tells the judge, as it does for the listener.
    let judge = match (&args.judge, listen::naming::judge_of(&url), &kind) {
        (Some(key), _, _) => Judge::from_key(key).expect("clap checked the value"),
        (None, Some(judge), _) => judge,
        (None, None, Kind::LeetCode { .. }) => Judge::LeetCode,
        (None, None, Kind::Stdin | Kind::Interactive { .. }) => Judge::Codeforces,
    };
    let checker = match &args.checker {
        Some(key) => Rule::from_key(key).expect("clap checked the value"),
        None => Metadata::default_checker(judge),
    };
    let float_error = float_error(args.float_error, judge, checker)?;
    if args.time_limit_ms == Some(0) || args.memory_limit_mib == Some(0) {
        bail!("--time-limit-ms and --memory-limit-mib must be positive");
    }
    let (time_limit_ms, memory_limit_mib, assumed) =
        scaffold::limits(judge, args.time_limit_ms, args.memory_limit_mib);
    Ok(Metadata {
        judge,
        url,
        edition: None,
        time_limit_ms,
        memory_limit_mib,
        assumed,
        checker,
        float_error,
        kind,
    })
}

/// The kind `--kind` and `--signature` (or the template's) say.
fn kind(kind: Option<KindArg>, signature: Option<String>) -> Result<Kind> {
    let kind = kind.unwrap_or(if signature.is_some() {
        KindArg::Leetcode
    } else {
        KindArg::Stdin
    });
    Ok(match (kind, signature) {
        (KindArg::Stdin, None) => Kind::Stdin,
        (KindArg::Leetcode, Some(signature)) => Kind::LeetCode { signature },
        (KindArg::Interactive, None) => Kind::Interactive { interactor: None },
        (KindArg::Stdin | KindArg::Interactive, Some(_)) => {
            bail!("--signature is only for --kind leetcode")
        }
        (KindArg::Leetcode, None) => {
            bail!("--kind leetcode needs --signature, e.g. --signature 'pub fn total_n_queens(n: i32) -> i32'")
        }
    })
}

/// `--float-error`, or the judge's default.
fn float_error(given: Option<f64>, judge: Judge, checker: Rule) -> Result<f64> {
    Ok(match given {
        // LeetCode accepts a double within 1e-5 of the answer, whichever
        // rule compares it.
        None if judge == Judge::LeetCode => judging::rule::LEETCODE_FLOAT_ERROR,
        None => checker.default_float_error(),
        Some(_) if !matches!(checker, Rule::Float | Rule::LeetCode) => {
            bail!("--float-error is only for --checker float or leetcode")
        }
        Some(error) if error > 0.0 && error.is_finite() => error,
        Some(error) => bail!("--float-error must be a positive number; found {}", error),
    })
}

/// What to do next, numbered.
fn next_steps(name: &str, metadata: &Metadata) -> String {
    let first = if matches!(metadata.kind, Kind::Interactive { .. }) {
        format!(
            "write the protocol in problems/{name}/interactor.rs and the hidden data it reads in testdata/{name}/sample-1.in (see docs/interactive.md)",
            name = name
        )
    } else {
        format!(
            "paste the statement's samples into `cargo xtask sample {name}` (or fill in testdata/{name}/sample-1.in and .out)",
            name = name
        )
    };
    let limits = if metadata.assumed.time || metadata.assumed.memory {
        format!(
            "  0. {}: set time-limit-ms and memory-limit-mib in problems/{}/Cargo.toml from the statement, and remove its assumed-limits line\n",
            metadata.limits_text(),
            name
        )
    } else {
        String::new()
    };
    format!(
        "next:\n{limits}  1. {first}\n  \
         2. solve it in problems/{name}/src/main.rs (`cargo xtask watch` judges every save, and brings in what it uses of the core)\n  \
         3. cargo xtask vendor   (brings in the core's modules the file uses, when you work without watch: `cargo test` does not)\n  \
         4. cargo test -p {name}   (a right answer passes and records its snapshots)\n  \
         5. cargo xtask submit {name}",
        name = name,
        first = first,
        limits = limits
    )
}
