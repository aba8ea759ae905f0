//! The plot task's promises, on fixtures (`tests/fixtures/plot/`), on
//! miniature projects, and on this checkout.

use std::fs;
use std::path::Path;

use super::charts::{Chart, Figure, CHARTS};
use super::*;

/// The real check: `cargo test` fails when a committed chart is not what
/// its CSV draws, as when a CSV is edited without `cargo xtask plot`.
#[test]
fn charts_in_this_checkout_are_fresh() {
    let outcomes = run(&Project::locate(), true).unwrap_or_else(|err| panic!("{:#}", err));
    if let Some(report) = stale_report(&outcomes) {
        panic!("{}", report);
    }
    assert!(
        outcomes.iter().any(|outcome| outcome.state == State::Fresh),
        "no chart was checked: {:?}",
        outcomes
    );
}

fn fixture(name: &str) -> Vec<u8> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/plot")
        .join(format!("{}.csv", name));
    fs::read(&path).unwrap_or_else(|err| panic!("{}: {}", path.display(), err))
}

fn chart(name: &str) -> Chart {
    *CHARTS.iter().find(|chart| chart.name == name).unwrap()
}

fn file(name: &str) -> String {
    format!("docs/data/{}.csv", name)
}

/// The chart drawn from the fixture of the same name, as an SVG document.
fn drawn(name: &str) -> String {
    draw(chart(name), &file(name), &fixture(name)).unwrap_or_else(|err| panic!("{:#}", err))
}

/// The text of every `<text>` element, after checking that `svg` is
/// well-formed XML whose root is an `<svg>`.
fn texts(svg: &str) -> Vec<String> {
    let doc = roxmltree::Document::parse(svg)
        .unwrap_or_else(|err| panic!("not well-formed XML: {}\n{}", err, svg));
    assert_eq!(doc.root_element().tag_name().name(), "svg");
    doc.descendants()
        .filter(|node| node.tag_name().name() == "text")
        .map(|node| node.text().unwrap_or("").trim().to_string())
        .collect()
}

fn assert_shows(svg: &str, expected: &[&str]) {
    let texts = texts(svg);
    for text in expected {
        assert!(
            texts.iter().any(|shown| shown == text),
            "no text {:?} in the chart; its texts are {:?}",
            text,
            texts
        );
    }
}

#[test]
fn counting_draws_a_line_per_program_with_plain_log_ticks() {
    let svg = drawn("counting");
    assert_shows(
        &svg,
        &[
            "Counting all n-queens placements",
            "program",
            "statements' C++ (g++ -O2)",
            "Somers (gcc -O3 -march=native)",
            "Takaken (gcc -O3 -march=native)",
            "luogu-p1219, rustc -C opt-level=2",
            "luogu-p1219, rustc -O",
            "0.01 s",
            "0.1 s",
            "1 s",
            "10 s",
            "100 s",
            "14",
            "18",
            "n (board size)",
            "median wall time (log scale)",
        ],
    );
}

#[test]
fn strategies_draw_a_panel_per_operation_and_list_series_in_file_order() {
    let figure = (chart("strategies").read)("s.csv", &fixture("strategies")).unwrap();
    let Figure::Lines(lines) = &figure else {
        panic!("{:?}", figure)
    };
    // bitmask's first row comes first in the file, though under for_each.
    assert_eq!(lines.names(), ["bitmask", "row-flags"]);
    let titles: Vec<&str> = lines.panels.iter().map(|p| p.title.as_str()).collect();
    assert_eq!(
        titles,
        [
            "count: counting the placements",
            "for_each: visiting every placement"
        ]
    );
    let bitmask = &lines.panels[1].series[0];
    assert_eq!(bitmask.name, "bitmask");
    assert_eq!(
        bitmask.points,
        [(8, 0.0000064), (10, 0.000123), (12, 0.0064)]
    );
    assert_shows(
        &figure.render().unwrap(),
        &[
            "bitmask",
            "row-flags",
            "1 µs",
            "10 µs",
            "100 ms",
            "strategy",
        ],
    );
}

#[test]
fn io_draws_a_panel_of_bars_per_task_with_each_time_written() {
    let svg = drawn("io");
    assert_shows(
        &svg,
        &[
            "read",
            "print",
            "cpkit",
            "std",
            "C (scanf)",
            "C (printf)",
            "41.2 ms",
            "264 ms",
            "0",
            "100 ms",
        ],
    );
}

#[test]
fn library_checker_draws_each_problems_ratio_beside_a_line_at_one() {
    let svg = drawn("library-checker");
    assert_shows(
        &svg,
        &[
            "many_aplusb",
            "unionfind",
            "assignment",
            "0.34×",
            "0.23×",
            "1.20×",
            "1×",
        ],
    );
    // Faster than C++ in the first colour, slower in the second.
    assert!(
        svg.contains("#0072B2") && svg.contains("#D55E00"),
        "{}",
        svg
    );
}

#[test]
fn library_checker_rows_are_checked() {
    let text =
        b"problem,cases,verdict,ours_seconds,cpp_seconds,ratio\nscc,12,\"12 AC\",1.0,2.0,0\n";
    let err = (chart("library-checker").read)("l.csv", text).unwrap_err();
    assert_eq!(
        err.to_string(),
        "l.csv:2: column 6 (ratio): expected a positive ratio, ours / C++; found \"0\""
    );
    let twice =
        b"problem,cases,verdict,ours_seconds,cpp_seconds,ratio\nscc,1,AC,1,1,1\nscc,1,AC,1,1,1\n";
    let err = (chart("library-checker").read)("l.csv", twice).unwrap_err();
    assert_eq!(
        err.to_string(),
        "l.csv:3: a second row for scc; the first is on line 2"
    );
}

#[test]
fn the_first_line_says_the_file_is_generated_and_from_what() {
    let svg = drawn("io");
    assert_eq!(
        svg.lines().next().unwrap(),
        "<!-- generated by `cargo xtask plot` from docs/data/io.csv: edit the CSV and run it again -->"
    );
}

#[test]
fn the_same_csv_draws_the_same_bytes() {
    for name in ["counting", "strategies", "io", "library-checker"] {
        assert!(
            drawn(name) == drawn(name),
            "{} differs between two draws",
            name
        );
    }
}

#[test]
fn a_change_in_the_data_changes_the_drawing() {
    let before = drawn("strategies");
    let edited = String::from_utf8(fixture("strategies"))
        .unwrap()
        .replace("bitmask,count,10,0.000099", "bitmask,count,10,0.00099");
    let after = draw(chart("strategies"), &file("strategies"), edited.as_bytes()).unwrap();
    assert_ne!(before, after);
}

/// A project with these files under `docs/data/`.
fn project(files: &[(&str, &[u8])]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir_all(dir.path().join(DATA_DIR)).unwrap();
    for (name, bytes) in files {
        fs::write(dir.path().join(DATA_DIR).join(name), bytes).unwrap();
    }
    dir
}

fn svg_path(dir: &Path, name: &str) -> std::path::PathBuf {
    dir.join(IMAGE_DIR).join(format!("{}.svg", name))
}

#[test]
fn a_malformed_csv_names_file_line_and_column_and_nothing_is_written() {
    let bad =
        b"# a comment\nprogram,n,median_seconds,command\nours,14,0.029,run\nours,15,fast,run\n";
    let dir = project(&[
        ("counting.csv", bad),
        ("strategies.csv", &fixture("strategies")),
    ]);
    let err = run(&Project::at(dir.path()), false).unwrap_err();
    assert_eq!(
        format!("{:#}", err),
        "docs/data/counting.csv:4: column 3 (median_seconds): expected a positive number of seconds; found \"fast\""
    );
    assert!(!dir.path().join(IMAGE_DIR).exists());
}

#[test]
fn an_unknown_operation_names_its_column() {
    let text = b"strategy,operation,n,median_seconds\nbitmask,enumerate,8,0.0000064\n";
    let err = (chart("strategies").read)("s.csv", text).unwrap_err();
    assert_eq!(
        format!("{:#}", err),
        "s.csv:2: column 2 (operation): expected count or for_each; found \"enumerate\""
    );
}

#[test]
fn two_rows_for_one_point_name_both_lines() {
    let text =
        b"program,n,median_seconds,command\nours,14,0.029,a\nours,15,0.2,b\nours,14,0.03,c\n";
    let err = (chart("counting").read)("c.csv", text).unwrap_err();
    assert_eq!(
        format!("{:#}", err),
        "c.csv:4: a second row for ours at n = 14; the first is on line 2"
    );
}

#[test]
fn a_row_without_its_command_is_refused() {
    let text = b"program,task,median_seconds,command\nours,read,0.1,\n";
    let err = (chart("io").read)("i.csv", text).unwrap_err();
    assert_eq!(
        format!("{:#}", err),
        "i.csv:2: column 4 (command): expected the command that measured the row; found \"\""
    );
}

#[test]
fn a_missing_csv_is_skipped_and_the_others_are_drawn() {
    let dir = project(&[("io.csv", &fixture("io"))]);
    let outcomes = run(&Project::at(dir.path()), false).unwrap();
    let states: Vec<(&str, State)> = outcomes
        .iter()
        .map(|outcome| (outcome.csv.as_str(), outcome.state))
        .collect();
    assert_eq!(
        states,
        [
            ("docs/data/counting.csv", State::NoData),
            ("docs/data/strategies.csv", State::NoData),
            ("docs/data/io.csv", State::Stale),
            ("docs/data/library-checker.csv", State::NoData),
        ]
    );
    assert!(!svg_path(dir.path(), "counting").exists());
    assert!(!svg_path(dir.path(), "strategies").exists());
    let io = fs::read_to_string(svg_path(dir.path(), "io")).unwrap();
    assert_eq!(io, drawn("io"));
    assert_eq!(stale_report(&outcomes[..2]), None);
}

#[test]
fn check_reports_a_stale_svg_without_writing_and_plot_redraws_it() {
    let dir = project(&[("strategies.csv", &fixture("strategies"))]);
    let project = Project::at(dir.path());
    run(&project, false).unwrap();
    let fresh = fs::read_to_string(svg_path(dir.path(), "strategies")).unwrap();
    assert_eq!(stale_report(&run(&project, true).unwrap()), None);

    let edited = String::from_utf8(fixture("strategies"))
        .unwrap()
        .replace("0.0052", "0.0061");
    fs::write(dir.path().join(DATA_DIR).join("strategies.csv"), edited).unwrap();
    let outcomes = run(&project, true).unwrap();
    assert_eq!(
        stale_report(&outcomes).unwrap(),
        "docs/img/strategies.svg differs from what docs/data/strategies.csv draws; \
         run `cargo xtask plot` to redraw it"
    );
    let on_disk = fs::read_to_string(svg_path(dir.path(), "strategies")).unwrap();
    assert_eq!(on_disk, fresh, "--check wrote the chart");

    run(&project, false).unwrap();
    assert_ne!(
        fs::read_to_string(svg_path(dir.path(), "strategies")).unwrap(),
        fresh
    );
    assert_eq!(stale_report(&run(&project, true).unwrap()), None);
}

#[test]
fn a_deleted_svg_is_stale_and_several_are_named_together() {
    let dir = project(&[
        ("strategies.csv", &fixture("strategies")),
        ("io.csv", &fixture("io")),
    ]);
    let outcomes = run(&Project::at(dir.path()), true).unwrap();
    assert_eq!(
        stale_report(&outcomes).unwrap(),
        "docs/img/strategies.svg, docs/img/io.svg differ from what their CSVs draw; \
         run `cargo xtask plot` to redraw them"
    );
    assert!(!dir.path().join(IMAGE_DIR).exists());
}
