//! The vendoring's promises, on miniature projects (CI checks this
//! checkout's regions with `cargo xtask vendor --check`).

use std::fs;
use std::path::Path;

use super::*;
use judging::region::{BEGIN, END};

/// A project with a two-module core and one problem whose file is `main`.
fn project(main: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let write = |path: &str, text: &str| {
        let path = dir.path().join(path);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    };
    write("crates/cpkit/src/lib.rs", "pub mod a;\n");
    write("crates/cpkit/src/a.rs", "pub fn one() -> u32 { 1 }\n");
    write("problems/p/Cargo.toml", "[package]\nname = \"p\"\n");
    write("problems/p/src/main.rs", main);
    dir
}

fn main_rs(dir: &Path) -> String {
    fs::read_to_string(dir.join("problems/p/src/main.rs")).unwrap()
}

const USER_CODE: &str = "fn main() { println!(\"{}\", cpkit::a::one()); }\n\n";

#[test]
fn vendoring_fills_the_region_and_touches_nothing_else() {
    let after = "\n// the user's note after the region\n";
    let dir = project(&format!("{}{}\n{}\n{}", USER_CODE, BEGIN, END, after));
    let outcomes = run(&Project::at(dir.path()), false).unwrap();
    assert_eq!(
        outcomes,
        [Outcome {
            file: "problems/p/src/main.rs".into(),
            stale: true,
            main_stale: false,
        }]
    );
    let text = main_rs(dir.path());
    assert!(text.starts_with(USER_CODE), "{}", text);
    assert!(text.ends_with(&format!("{}\n{}", END, after)), "{}", text);
    assert!(text.contains("pub fn one() -> u32"), "{}", text);
}

#[test]
fn a_second_run_changes_nothing() {
    let dir = project(&format!("{}{}\n{}\n", USER_CODE, BEGIN, END));
    run(&Project::at(dir.path()), false).unwrap();
    let first = main_rs(dir.path());
    let outcomes = run(&Project::at(dir.path()), false).unwrap();
    assert!(!outcomes[0].stale);
    assert_eq!(main_rs(dir.path()), first);
}

#[test]
fn check_reports_a_hand_edit_and_vendoring_restores_it() {
    let dir = project(&format!("{}{}\n{}\n", USER_CODE, BEGIN, END));
    let project = Project::at(dir.path());
    run(&project, false).unwrap();
    let fresh = main_rs(dir.path());
    let edited = fresh.replace("1", "2");
    fs::write(dir.path().join("problems/p/src/main.rs"), &edited).unwrap();

    let outcomes = run(&project, true).unwrap();
    assert_eq!(
        stale_report(&outcomes).unwrap(),
        "the vendored core is stale in problems/p/src/main.rs; run `cargo xtask vendor` to regenerate it"
    );
    assert_eq!(main_rs(dir.path()), edited, "--check must not write");

    run(&project, false).unwrap();
    assert_eq!(main_rs(dir.path()), fresh);
}

#[test]
fn a_change_in_the_core_makes_the_region_stale() {
    let dir = project(&format!("{}{}\n{}\n", USER_CODE, BEGIN, END));
    let project = Project::at(dir.path());
    run(&project, false).unwrap();
    fs::write(
        dir.path().join("crates/cpkit/src/a.rs"),
        "pub fn one() -> u32 { 11 }\n",
    )
    .unwrap();
    assert!(stale_report(&run(&project, true).unwrap()).is_some());
}

#[test]
fn broken_markers_are_refused_naming_the_file_and_nothing_is_written() {
    let cases = [
        (USER_CODE.to_string(), "no begin marker line"),
        (
            format!("{}{}\n{}\n{}\n", USER_CODE, BEGIN, BEGIN, END),
            "2 begin marker lines",
        ),
        (
            format!("{}{}\n{}\n", USER_CODE, END, BEGIN),
            "comes before the begin marker",
        ),
    ];
    for (text, expected) in cases {
        let dir = project(&text);
        let message = format!("{:#}", run(&Project::at(dir.path()), false).unwrap_err());
        assert!(
            message.starts_with("problems/p/src/main.rs: "),
            "{}",
            message
        );
        assert!(message.contains(expected), "{}", message);
        assert_eq!(main_rs(dir.path()), text);
    }
}

#[test]
fn a_core_module_no_solution_uses_leaves_every_region_unchanged() {
    let dir = project(&format!("{}{}\n{}\n", USER_CODE, BEGIN, END));
    let project = Project::at(dir.path());
    run(&project, false).unwrap();
    let before = main_rs(dir.path());
    fs::write(
        dir.path().join("crates/cpkit/src/lib.rs"),
        "pub mod a;\npub mod unused;\n",
    )
    .unwrap();
    fs::write(
        dir.path().join("crates/cpkit/src/unused.rs"),
        "pub fn never() {}\n",
    )
    .unwrap();
    assert_eq!(stale_report(&run(&project, true).unwrap()), None);
    run(&project, false).unwrap();
    assert_eq!(main_rs(dir.path()), before);
}

#[test]
fn a_solution_that_starts_using_a_module_gets_it() {
    let dir = project(&format!("fn main() {{}}\n{}\n{}\n", BEGIN, END));
    let project = Project::at(dir.path());
    run(&project, false).unwrap();
    assert!(!main_rs(dir.path()).contains("pub mod a"));
    let text = main_rs(dir.path()).replace("fn main() {}", USER_CODE.trim_end());
    fs::write(dir.path().join("problems/p/src/main.rs"), text).unwrap();
    run(&project, false).unwrap();
    assert!(main_rs(dir.path()).contains("pub mod a"));
}

#[test]
fn the_real_core_is_vendored_lean() {
    let project = Project::locate();
    let core = crate::bundle::cache::load_of(&project).unwrap();
    // A constant alone: nothing else of its module, no other module.
    let region = region_for(&core, "fn main() { let _ = cpkit::queens::MAX_N; }").unwrap();
    assert!(
        region.contains("pub const MAX_N: usize = 32;"),
        "{}",
        region
    );
    for gone in ["fn for_each", "mod search", "mod counting", "mod input"] {
        assert!(!region.contains(gone), "{:?} present in\n{}", gone, region);
    }
    // The counter needs the constant too, through `super::`, and no listing.
    let region = region_for(
        &core,
        "fn main() { let _ = cpkit::queens::counting::count(1); }",
    )
    .unwrap();
    assert!(region.contains("pub fn count(n: usize)"), "{}", region);
    assert!(region.contains("pub const MAX_N"), "{}", region);
    assert!(!region.contains("fn for_each_mirrored"), "{}", region);
    assert!(!region.contains("mod strategies"), "{}", region);
}

/// Issue 32: every run listed some sixty "unchanged" lines.
#[test]
fn the_summary_names_only_updated_files_and_counts_the_rest() {
    let outcome = |file: &str, stale| Outcome {
        file: file.to_string(),
        stale,
        main_stale: false,
    };
    let mut outcomes: Vec<Outcome> = (0..60)
        .map(|i| outcome(&format!("problems/p{}/src/main.rs", i), false))
        .collect();
    outcomes.push(outcome("problems/q/src/main.rs", true));
    assert_eq!(
        summary(&outcomes),
        "  updated problems/q/src/main.rs\nvendored core: 1 file updated, 60 unchanged\n"
    );
    assert_eq!(
        summary(&outcomes[..2]),
        "vendored core: 0 files updated, 2 unchanged\n"
    );
}

/// An archive of hundreds of files is examined on every core (each share
/// with a core of its own), and it comes out as one pass would give it:
/// every file in order, each with its own region, and of two broken files
/// the first is the one named, wherever the shares were cut.
#[test]
fn many_files_shared_among_threads_come_out_in_order() {
    let dir = project(&format!("{}{}\n{}\n", USER_CODE, BEGIN, END));
    let count = 100;
    for index in 0..count {
        let problem = dir.path().join(format!("problems/q{:03}", index));
        fs::create_dir_all(problem.join("src")).unwrap();
        fs::write(
            problem.join("Cargo.toml"),
            format!("[package]\nname = \"q{:03}\"\n", index),
        )
        .unwrap();
        // Every other file uses the module, so the regions differ.
        let code = if index % 2 == 0 {
            USER_CODE
        } else {
            "fn main() {}\n\n"
        };
        fs::write(
            problem.join("src/main.rs"),
            format!("{}{}\n{}\n", code, BEGIN, END),
        )
        .unwrap();
    }
    let project = Project::at(dir.path());
    let files = project.vendored_files().unwrap();
    assert_eq!(files.len(), count + 1);
    let outcomes = run(&project, false).unwrap();
    let shown: Vec<String> = files.iter().map(|path| project.show(path)).collect();
    let listed: Vec<String> = outcomes.iter().map(|o| o.file.clone()).collect();
    assert_eq!(listed, shown);
    for (index, path) in files.iter().enumerate().skip(1) {
        let text = fs::read_to_string(path).unwrap();
        assert_eq!(
            text.contains("pub fn one() -> u32"),
            (index - 1) % 2 == 0,
            "{}",
            shown[index]
        );
    }

    // Two broken files, one early and one late: the early one is named.
    for index in [7, 93] {
        let path = dir
            .path()
            .join(format!("problems/q{:03}/src/main.rs", index));
        fs::write(&path, USER_CODE).unwrap();
    }
    let message = format!("{:#}", run(&project, true).unwrap_err());
    assert!(
        message.starts_with("problems/q007/src/main.rs: "),
        "{}",
        message
    );
}
