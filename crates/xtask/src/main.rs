//! xtask: the kit's own automation, run as `cargo xtask <task>`: `vendor`,
//! `new`, `judge`, `accept`, `submit`, `official`, ...
//!
//! Only the commands live here, one module per task; see `cargo xtask
//! --help`. How a solution is run, checked and given a verdict is the
//! `judging` crate's, shared with the golden tests, so `judge`, `submit` and
//! `cargo test` cannot disagree. Exit codes: 0 on success, 1 when a check
//! finds something to fix (a case not AC, a stale region, a refused
//! submission), 2 on an error (one `error:` line).

mod accept;
mod bench_archive;
mod clipboard;
mod example;
mod fsutil;
mod judge;
#[cfg(test)]
mod judge_compile;
mod judges;
mod leetcode;
mod listen;
mod official;
mod paste;
mod paste_file;
mod plot;
mod project;
mod sample;
mod samples;
mod scaffold;
mod settings;
mod starters;
mod stress;
mod submit;
mod vendor;
#[cfg(test)]
mod vendored_macros;
mod watch;

use std::process::ExitCode;

use clap::builder::PossibleValuesParser;
use clap::{Args, Parser, Subcommand, ValueEnum};
use judging::metadata::{Judge, Kind, Metadata};
use judging::Rule;

use project::Project;

#[derive(Debug, Parser)]
#[command(
    name = "cargo xtask",
    bin_name = "cargo xtask",
    about = "Automation for the competitive-programming kit"
)]
struct Cli {
    #[command(subcommand)]
    task: Task,
    /// Work on the kit checkout at this path instead of this one (for tests)
    #[arg(long, global = true, hide = true)]
    root: Option<std::path::PathBuf>,
}

#[derive(Debug, Subcommand)]
enum Task {
    /// Copy the core crate (crates/cpkit) into the marked region at the end of
    /// every problems/*/src/main.rs and crates/cpkit/verify/*/src/main.rs, so
    /// that each file compiles alone on a judge
    Vendor {
        /// Change nothing; exit with 1 and name every file whose region is stale
        #[arg(long)]
        check: bool,
    },
    /// Print exactly what to paste into the judge for a problem, after judging
    /// every case in testdata/<problem>/ (samples, saved stress cases, your own)
    /// with the problem's checker (refused, exit 1, listing each case that is not
    /// AC; also when the problem is not started, a sample file is empty or the
    /// code still calls todo!()) and
    /// checking that it compiles alone under editions 2018, 2021 and 2024; also
    /// written to target/submit/<problem>.rs. With --copy it goes to the
    /// clipboard instead of stdout (`submit-copy = true` under
    /// [workspace.metadata.cpkit] in the root Cargo.toml makes that the default)
    Submit {
        /// The problem, as named under problems/ (e.g. luogu-p1219)
        problem: String,
        /// Submit even if a case fails, a sample is empty or the solution is unfinished
        #[arg(long)]
        force: bool,
        /// Put the text on the clipboard (wl-copy, xclip, xsel, pbcopy,
        /// clip.exe, or the terminal by OSC 52); printed when there is no way
        #[arg(long, conflicts_with = "no_copy")]
        copy: bool,
        /// Print the text even when the workspace makes --copy the default
        #[arg(long)]
        no_copy: bool,
        /// Also write the text to this file, atomically (never inside the
        /// kit's problems/, crates/ or testdata/)
        #[arg(long, value_name = "FILE")]
        out: Option<std::path::PathBuf>,
    },
    /// Add a problem: problems/<name>/ (Cargo.toml with judge metadata,
    /// src/main.rs reading input with the core, golden test) and
    /// testdata/<name>/sample-1.in/.out to fill in with the statement's sample;
    /// or, with --from, a problem as Competitive Companion describes it
    New(NewArgs),
    /// Add an example pasted from the problem's page (read from stdin) as the
    /// next testdata/<problem>/sample-N.in and .out (or the empty pair `new`
    /// leaves); never replaces a file
    #[command(long_about = sample::HELP)]
    Sample {
        /// The problem, as named under problems/
        problem: String,
    },
    /// Receive problems from the Competitive Companion browser extension: an
    /// HTTP server on 127.0.0.1 that makes each problem it is sent (or a whole
    /// contest) as `new` would, with the page's samples and limits. Never
    /// overwrites anything; Ctrl-C stops it
    Listen {
        /// The port; the extension sends to 6174 without any set-up. Another
        /// port must be added to the extension's custom ports. 0 picks a free one
        #[arg(long, default_value_t = listen::DEFAULT_PORT)]
        port: u16,
    },
    /// Stress-test a solution (对拍): run the problem's gen.rs (`gen <seed>
    /// <size>`, sizes growing from 1) and brute.rs against it on every core
    /// until they disagree; the first failing case is saved as
    /// testdata/<problem>/stress-<seed>.in/.out. Exits 1 when one fails
    Stress {
        /// The problem, as named under problems/
        problem: String,
        /// How many cases at most
        #[arg(long, default_value_t = 1000)]
        cases: u64,
        /// Stop after this many seconds
        #[arg(long)]
        seconds: Option<f64>,
        /// The first case's seed (case i gets seed + i), to reproduce a run
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// The largest size given to the generator
        #[arg(long, default_value_t = 100)]
        max_size: u64,
        /// Worker threads [default: every core]
        #[arg(long)]
        jobs: Option<usize>,
        /// Write starter gen.rs and brute.rs for the problem (never over existing ones) and stop
        #[arg(long)]
        init: bool,
        /// Stress this file instead of src/main.rs (which is not touched)
        #[arg(long, value_name = "FILE.rs", conflicts_with = "init")]
        solution: Option<std::path::PathBuf>,
        /// Compare against this file instead of the problem's brute.rs
        #[arg(long, value_name = "FILE.rs", conflicts_with = "init")]
        brute: Option<std::path::PathBuf>,
    },
    /// Accept new and changed golden snapshots with cargo alone: runs the
    /// golden tests writing each accepted case's snapshot, then removes
    /// pending files and snapshots of cases that no longer exist. Refused
    /// with CI set
    Accept {
        /// The problem [default: every problem]
        problem: Option<String>,
    },
    /// Judge a problem locally like its judge: build the file with plain rustc
    /// and the judge's edition, run every case in testdata/<problem>/ under the
    /// judge's limits, and print a verdict table (AC, WA, TLE, MLE, RE) with
    /// time and peak memory. Exits 0 only when every case is AC
    Judge {
        /// The problem [default: every problem, with a summary line]
        problem: Option<String>,
        /// Cases to run, by name (sample-1 or sample-1.in) [default: all]
        cases: Vec<String>,
        /// Optimise as the judge does; without it the build is unoptimised with
        /// debug assertions (quicker to build, overflow is RE), and slower
        #[arg(long)]
        release: bool,
        /// Judge this file (a brute force, an earlier attempt, a teammate's)
        /// under the problem's metadata and cases; src/main.rs is not touched
        #[arg(long, value_name = "FILE.rs", requires = "problem")]
        solution: Option<std::path::PathBuf>,
    },
    /// Judge a Library Checker problem on every official case of a local
    /// checkout of yosupo06/library-checker-problems, under the problem's own
    /// checker, and with --compare time it against the reference C++
    /// solution. Generate the problem there first:
    /// `ulimit -s unlimited && python3 generate.py -p <id>` (see
    /// docs/library-checker.md). Builds the file as Library Checker does and
    /// prints the verdict table of `judge`; exits 0 only when every case is AC
    Official {
        /// The problem, by its package's name (e.g. verify-unionfind, one of
        /// the library's proofs) [default: every problem whose judge is
        /// library-checker, with a summary]
        problem: Option<String>,
        /// Official cases to run, by name (example_00 or example_00.in) [default: all]
        cases: Vec<String>,
        /// The checkout of yosupo06/library-checker-problems, with the
        /// problem generated in it
        #[arg(long, value_name = "CHECKOUT")]
        from: std::path::PathBuf,
        /// Also time our solution and the problem's sol/correct (as
        /// generate.py built it) on every case, taking turns, and print the
        /// medians, the totals and the ratio ours/C++
        #[arg(long)]
        compare: bool,
        /// With --compare: how many times each program runs on each case
        /// (once when the first pair of runs takes over 2 s)
        #[arg(long, default_value_t = 5)]
        runs: usize,
        /// Judge under this time limit instead of the one in info.toml (on a
        /// machine much slower or busier than Library Checker's)
        #[arg(long)]
        time_limit_ms: Option<u64>,
        /// With --compare: write the summary (one row per problem) to this
        /// CSV file, as docs/data/library-checker.csv holds it; only a file
        /// this command wrote is replaced
        #[arg(long, value_name = "FILE")]
        csv: Option<std::path::PathBuf>,
    },
    /// Measure what an archive of N problems costs: build a scratch copy of
    /// the kit with N solved small problems (under the target folder, or
    /// --dir), then time plain `cargo test` cold, warm, after one edit, and
    /// `cargo test -p` of the edited problem, and weigh the target folder;
    /// prints a Markdown table (see docs/performance.md, "The archive")
    BenchArchive {
        /// How many problems
        #[arg(long)]
        problems: usize,
        /// Build the archive here (an empty or new folder) instead
        #[arg(long)]
        dir: Option<std::path::PathBuf>,
        /// Leave the archive and its target folder behind
        #[arg(long)]
        keep: bool,
    },
    /// Judge a problem on every save: watches its src/main.rs, helpers
    /// (gen.rs, brute.rs, checker.rs, interactor.rs, Cargo.toml) and
    /// testdata/<problem>/, and after each change re-vendors the file when it
    /// uses core items it does not carry, builds it, judges every case as
    /// `judge` does and prints one line per case and a summary. Ctrl-C stops
    /// it and every run it started
    Watch {
        /// The problem [default: the one whose src/main.rs was saved last]
        problem: Option<String>,
        /// Optimise as the judge does (slower to build, judge's times)
        #[arg(long)]
        release: bool,
    },
    /// Print the judge profiles, one row per judge: rustc, editions, flags,
    /// stack, source limit, default checker, the month each row was checked
    /// and its source; warns of rows over a year old
    #[command(long_about = judges::HELP)]
    Judges {
        /// Take this month as today (YYYY-MM) when aging the rows, for tests
        #[arg(long, hide = true, value_parser = judges::parse_today)]
        today: Option<(i32, u32)>,
    },
    /// Draw the charts docs/img/<name>.svg from the measurements in
    /// docs/data/<name>.csv (a CSV not there yet is skipped)
    Plot {
        /// Change nothing; exit with 1 and name every chart that is stale
        #[arg(long)]
        check: bool,
    },
}

#[derive(Debug, Args)]
struct NewArgs {
    /// Package name: lowercase letters, digits and dashes (e.g. luogu-p1219)
    #[arg(required_unless_present = "from")]
    name: Option<String>,
    /// A problem saved from Competitive Companion (JSON): named, limited and
    /// given its samples as `cargo xtask listen` would
    #[arg(long, conflicts_with_all = ["name", "kind", "signature", "judge", "url", "checker"])]
    from: Option<std::path::PathBuf>,
    /// stdin: a whole program; leetcode: a method of `struct Solution`
    /// [default: leetcode with --signature, else stdin]
    #[arg(long, value_enum)]
    kind: Option<KindArg>,
    /// For --kind leetcode: the method, e.g. 'pub fn total_n_queens(n: i32) -> i32'
    #[arg(long)]
    signature: Option<String>,
    /// For LeetCode: the Rust code its editor shows (`impl Solution`, or a
    /// design class), in a file, or `-` for stdin
    #[arg(long, value_name = "FILE", conflicts_with_all = ["signature", "kind"])]
    template: Option<std::path::PathBuf>,
    /// The judge [default: the --url's judge (other for sites the kit does not know); without --url, leetcode for --kind leetcode, else codeforces]
    #[arg(long, value_parser = PossibleValuesParser::new(Judge::ALL.map(Judge::key)))]
    judge: Option<String>,
    /// The problem's page
    #[arg(long, default_value = "")]
    url: String,
    /// The judge's time limit [default: not set, 1000 assumed and said so]
    #[arg(long)]
    time_limit_ms: Option<u64>,
    /// The judge's memory limit [default: the judge's where all its problems
    /// share one (atcoder: 1024), else not set, 256 assumed and said so]
    #[arg(long)]
    memory_limit_mib: Option<u64>,
    /// How outputs are compared [default: the judge's (tokens for most,
    /// luogu for luogu and hackerrank, exact for leetcode, acwing, aoj and
    /// usaco; see docs/adding-problems.md, "Judges")]; special writes a
    /// starter checker.rs
    #[arg(long, value_parser = PossibleValuesParser::new(Rule::ALL.map(Rule::key)))]
    checker: Option<String>,
    /// For --checker float: the absolute or relative error allowed [default: 1e-6]
    #[arg(long)]
    float_error: Option<f64>,
    /// Also write starter gen.rs and brute.rs for `cargo xtask stress`
    #[arg(long)]
    stress: bool,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum KindArg {
    Stdin,
    Leetcode,
    Interactive,
}

fn main() -> ExitCode {
    // Before anything else touches memory: see judging::monitor.
    if let Some(code) = judging::monitor::serve_if_asked() {
        return code;
    }
    let cli = Cli::parse();
    // The table is the kit's own, not a checkout's: no project needed.
    if let Task::Judges { today } = cli.task {
        return judges_task(today.unwrap_or_else(judges::this_month));
    }
    let project = match &cli.root {
        Some(root) => Project::at(root),
        None => match Project::find() {
            Ok(project) => project,
            Err(err) => {
                eprintln!("error: {:#}", err);
                return ExitCode::from(2);
            }
        },
    };
    let result = match cli.task {
        Task::Vendor { check } => vendor_task(&project, check),
        Task::Submit {
            problem,
            force,
            copy,
            no_copy,
            out,
        } => submit_task(
            &project,
            &problem,
            force,
            copy || (!no_copy && settings_copy(&project)),
            out.as_deref(),
        ),
        Task::Accept { problem } => accept_task(&project, problem.as_deref()),
        Task::Judge {
            problem,
            cases,
            release,
            solution,
        } => judge_task(
            &project,
            problem.as_deref(),
            &cases,
            release,
            solution.as_deref(),
        ),
        Task::Plot { check } => plot::task(&project, check),
        Task::Watch { problem, release } => watch::task(
            &project,
            problem.as_deref(),
            if release {
                judge::Build::Release
            } else {
                judge::Build::Debug
            },
        ),
        Task::Judges { .. } => unreachable!("judges runs before the project is found"),
        Task::BenchArchive {
            problems,
            dir,
            keep,
        } => bench_archive::task(
            &project,
            &bench_archive::Options {
                problems,
                dir,
                keep,
            },
        ),
        Task::Official {
            problem,
            cases,
            from,
            compare,
            runs,
            time_limit_ms,
            csv,
        } => official_task(
            &project,
            problem.as_deref(),
            &cases,
            &official::Options {
                from,
                compare,
                runs,
                csv,
                time_limit: time_limit_ms.map(std::time::Duration::from_millis),
            },
        ),
        Task::New(args) => new_task(&project, args),
        Task::Listen { port } => listen_task(&project, port),
        Task::Sample { problem } => sample::run(&project, &problem).map(|()| ExitCode::SUCCESS),
        Task::Stress {
            problem,
            cases,
            seconds,
            seed,
            max_size,
            jobs,
            init,
            solution,
            brute,
        } => stress_task(
            &project,
            &problem,
            init,
            &stress::Files { solution, brute },
            stress::search::Plan {
                first_seed: seed,
                cases,
                seconds,
                max_size: max_size.max(1),
                jobs: jobs
                    .or_else(|| std::thread::available_parallelism().ok().map(Into::into))
                    .unwrap_or(1)
                    .max(1),
            },
        ),
    };
    match result {
        Ok(code) => code,
        Err(err) => {
            eprintln!("error: {:#}", err);
            ExitCode::from(2)
        }
    }
}

fn judges_task(today: (i32, u32)) -> ExitCode {
    let (text, warnings) = judges::report(today);
    let mut stdout = std::io::stdout().lock();
    // A closed pipe (`| head`) is the reader's choice, not an error.
    let _ = std::io::Write::write_all(&mut stdout, text.as_bytes());
    for warning in warnings {
        eprintln!("warning: {}", warning);
    }
    ExitCode::SUCCESS
}

fn vendor_task(project: &Project, check: bool) -> anyhow::Result<ExitCode> {
    let outcomes = vendor::run(project, check)?;
    if check {
        if let Some(report) = vendor::stale_report(&outcomes) {
            eprintln!("error: {}", report);
            return Ok(ExitCode::from(1));
        }
        eprintln!("vendored core is fresh in {} files", outcomes.len());
    } else {
        eprint!("{}", vendor::summary(&outcomes));
    }
    Ok(ExitCode::SUCCESS)
}

/// Whether the workspace makes `submit --copy` the default; a broken
/// setting is said and ignored here, and refused by `submit_task`.
fn settings_copy(project: &Project) -> bool {
    settings::load(project).is_ok_and(|settings| settings.submit_copy)
}

fn submit_task(
    project: &Project,
    problem: &str,
    force: bool,
    copy: bool,
    out: Option<&std::path::Path>,
) -> anyhow::Result<ExitCode> {
    // Read before the judging, so a broken setting costs no wait.
    settings::load(project)?;
    if let Some(file) = out {
        paste_file::check(project, file)?;
    }
    let (text, warnings, language) = match submit::run(project, problem, force)? {
        submit::Outcome::Ready {
            text,
            warnings,
            language,
        } => (text, warnings, language),
        submit::Outcome::Refused(why) => {
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
        let metadata = project
            .problem(problem)?
            .metadata()
            .map_err(anyhow::Error::msg)?;
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
        paste_file::write(project, file, &text)?;
        eprintln!("wrote {} bytes to {}", text.len(), file.display());
    }
    if copy {
        match clipboard::copy(&text) {
            Ok(clipboard::Copied::Tool(tool)) => {
                eprintln!("copied {} bytes to the clipboard with {}", text.len(), tool)
            }
            Ok(clipboard::Copied::Terminal) => eprintln!(
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
        project.show(&submit::output_path(project, problem))
    );
    Ok(ExitCode::SUCCESS)
}

fn new_task(project: &Project, args: NewArgs) -> anyhow::Result<ExitCode> {
    if let Some(from) = &args.from {
        listen::from_file(project, from)?;
        return Ok(ExitCode::SUCCESS);
    }
    let NewArgs {
        name,
        kind,
        signature,
        judge,
        url,
        time_limit_ms,
        memory_limit_mib,
        checker,
        float_error,
        stress,
        template,
        ..
    } = args;
    let name = name.expect("clap requires a name without --from");
    let template = template
        .map(|path| leetcode::template::read(&path))
        .transpose()?;
    let signature = match &template {
        Some(template) => Some(template.signature().to_string()),
        None => signature,
    };
    if signature.is_none() && listen::naming::judge_of(&url) == Some(Judge::LeetCode) {
        anyhow::bail!(
            "--url is a LeetCode problem, which needs its template; {}",
            leetcode::template::WHAT_TO_PASTE
        );
    }
    let kind = kind.unwrap_or(if signature.is_some() {
        KindArg::Leetcode
    } else {
        KindArg::Stdin
    });
    let kind = match (kind, signature) {
        (KindArg::Stdin, None) => Kind::Stdin,
        (KindArg::Leetcode, Some(signature)) => Kind::LeetCode { signature },
        (KindArg::Interactive, None) => Kind::Interactive { interactor: None },
        (KindArg::Stdin | KindArg::Interactive, Some(_)) => {
            anyhow::bail!("--signature is only for --kind leetcode")
        }
        (KindArg::Leetcode, None) => {
            anyhow::bail!("--kind leetcode needs --signature, e.g. --signature 'pub fn total_n_queens(n: i32) -> i32'")
        }
    };
    if !url.is_empty() {
        if let Some(why) = listen::naming::invalid_url(&url) {
            anyhow::bail!("--url: {}", why);
        }
    }
    // The address tells the judge, as it does for the listener.
    let judge = match (judge, listen::naming::judge_of(&url), &kind) {
        (Some(key), _, _) => Judge::from_key(&key).expect("clap checked the value"),
        (None, Some(judge), _) => judge,
        (None, None, Kind::LeetCode { .. }) => Judge::LeetCode,
        (None, None, Kind::Stdin | Kind::Interactive { .. }) => Judge::Codeforces,
    };
    let checker = match checker {
        Some(key) => Rule::from_key(&key).expect("clap checked the value"),
        // A method answering a double is judged within a bound.
        None if template.as_ref().is_some_and(|t| t.answers_f64()) => Rule::Float,
        None => Metadata::default_checker(judge),
    };
    let float_error = match float_error {
        // LeetCode accepts a double within 1e-5 of the answer.
        None if judge == Judge::LeetCode => 1e-5,
        None => judging::check::DEFAULT_FLOAT_ERROR,
        Some(_) if checker != Rule::Float => {
            anyhow::bail!("--float-error is only for --checker float")
        }
        Some(error) if error > 0.0 && error.is_finite() => error,
        Some(error) => anyhow::bail!("--float-error must be a positive number; found {}", error),
    };
    if time_limit_ms == Some(0) || memory_limit_mib == Some(0) {
        anyhow::bail!("--time-limit-ms and --memory-limit-mib must be positive");
    }
    let (time_limit_ms, memory_limit_mib, assumed) =
        scaffold::limits(judge, time_limit_ms, memory_limit_mib);
    let spec = scaffold::Spec {
        name: name.clone(),
        metadata: Metadata {
            judge,
            url,
            edition: None,
            time_limit_ms,
            memory_limit_mib,
            assumed,
            checker,
            float_error,
            kind,
        },
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
    if stress {
        for path in stress::init(project, &project.problem(&name)?)? {
            eprintln!("  created {}", path);
        }
    }
    let first = if matches!(spec.metadata.kind, Kind::Interactive { .. }) {
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
    for warning in scaffold::warnings(&spec.metadata) {
        eprintln!("warning: {}", warning);
    }
    let limits = if spec.metadata.assumed.time || spec.metadata.assumed.memory {
        format!(
            "  0. {}: set time-limit-ms and memory-limit-mib in problems/{}/Cargo.toml from the statement, and remove its assumed-limits line\n",
            spec.metadata.limits_text(),
            name
        )
    } else {
        String::new()
    };
    eprintln!(
        "next:\n{limits}  1. {first}\n  \
         2. solve it in problems/{name}/src/main.rs (then `cargo xtask vendor` if it uses more of the core)\n  \
         3. cargo test -p {name}   (a right answer passes and records its snapshots)\n  \
         4. cargo xtask submit {name}",
        name = name,
        first = first,
        limits = limits
    );
    Ok(ExitCode::SUCCESS)
}

fn stress_task(
    project: &Project,
    problem: &str,
    init: bool,
    files: &stress::Files,
    plan: stress::search::Plan,
) -> anyhow::Result<ExitCode> {
    if init {
        let problem = project.problem(problem)?;
        for path in stress::init(project, &problem)? {
            eprintln!("  created {}", path);
        }
        return Ok(ExitCode::SUCCESS);
    }
    Ok(match stress::run(project, problem, plan, files)? {
        stress::Ending::Passed => ExitCode::SUCCESS,
        stress::Ending::SolutionFailed => ExitCode::from(1),
    })
}

fn listen_task(project: &Project, port: u16) -> anyhow::Result<ExitCode> {
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    {
        let stop = stop.clone();
        ctrlc::set_handler(move || stop.store(true, std::sync::atomic::Ordering::SeqCst))
            .map_err(|err| anyhow::anyhow!("cannot catch Ctrl-C: {}", err))?;
    }
    listen::serve(project, port, stop, |address| {
        println!(
            "listening on http://{}/ for Competitive Companion; problems go to {} (Ctrl-C stops)",
            address,
            project.show(&project.root().join("problems"))
        );
        let _ = std::io::Write::flush(&mut std::io::stdout());
    })?;
    Ok(ExitCode::SUCCESS)
}

fn accept_task(project: &Project, problem: Option<&str>) -> anyhow::Result<ExitCode> {
    let accepted = accept::run(project, problem)?;
    for path in &accepted.written {
        eprintln!("  accepted {}", path);
    }
    for path in &accepted.removed {
        eprintln!("   removed {}", path);
    }
    if accepted.passed {
        eprintln!(
            "{} snapshots accepted, {} files removed; every golden test passes",
            accepted.written.len(),
            accepted.removed.len()
        );
        Ok(ExitCode::SUCCESS)
    } else {
        eprintln!(
            "error: a golden test failed (see above); a case the judge does not accept gets no snapshot"
        );
        Ok(ExitCode::from(1))
    }
}

fn judge_task(
    project: &Project,
    problem: Option<&str>,
    cases: &[String],
    release: bool,
    solution: Option<&std::path::Path>,
) -> anyhow::Result<ExitCode> {
    let build = if release {
        judge::Build::Release
    } else {
        judge::Build::Debug
    };
    let mut out = anstream::stdout();
    let tally = judge::run(project, problem, cases, build, solution, &mut out)?;
    Ok(if tally.all_accepted() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

fn official_task(
    project: &Project,
    problem: Option<&str>,
    cases: &[String],
    options: &official::Options,
) -> anyhow::Result<ExitCode> {
    let mut out = anstream::stdout();
    let (tally, _) = official::run(project, problem, cases, options, &mut out)?;
    Ok(if tally.all_accepted() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
