//! The editor as a competitor meets it (issue 43): the real rust-analyzer,
//! started over LSP with the settings the kit ships in
//! `.vscode/settings.json`, opens a solution that `cargo xtask new` made,
//! whose vendored region carries only part of the core, and must show the
//! library crate itself there: completion of every module, hover with the
//! library's doc comments, definitions in `crates/cpkit/src/`. Skipped, with
//! a line saying so, where rust-analyzer is not installed.
//!
//! `bench` measures the same three answers on the whole repository as
//! shipped and with hundreds of problems more (`#[ignore]`d; see
//! docs/performance.md, "The editor").

mod bench;

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use lsp_types::request::{Completion, GotoDefinition, HoverRequest};
use lsp_types::{Position, TextDocumentIdentifier, TextDocumentPositionParams};

use crate::kit::Kit;
use crate::lsp::{self, Server};

/// What a solution's editor must show of the library, read from the
/// library's own source.
#[derive(Debug)]
pub struct Expected {
    /// Every `pub mod` of `cpkit`.
    top: Vec<String>,
    /// Every `pub mod` of `cpkit::ds`.
    ds: Vec<String>,
    /// The first line of `Dsu`'s doc comment.
    doc: String,
    /// Where `pub struct Dsu` is: the file and its line (from 0).
    definition: (PathBuf, u32),
}

impl Expected {
    /// Read from the library crate in `cpkit` (its folder).
    pub fn from_core(cpkit: &Path) -> Expected {
        let src = cpkit.join("src").canonicalize().unwrap();
        let read = |path: &str| std::fs::read_to_string(src.join(path)).unwrap();
        let modules = |text: &str| -> Vec<String> {
            text.lines()
                .filter_map(|line| line.strip_prefix("pub mod ")?.strip_suffix(';'))
                .map(String::from)
                .collect()
        };
        let dsu = read("ds/dsu.rs");
        let lines: Vec<&str> = dsu.lines().collect();
        let at = lines
            .iter()
            .position(|line| line.starts_with("pub struct Dsu"))
            .expect("cpkit::ds::dsu has `pub struct Dsu`");
        let mut first = at;
        while first > 0
            && (lines[first - 1].starts_with("///") || lines[first - 1].starts_with("#["))
        {
            first -= 1;
        }
        let doc = lines[first].trim_start_matches('/').trim().to_string();
        assert!(!doc.is_empty(), "`Dsu` has a doc comment");
        let expected = Expected {
            top: modules(&read("lib.rs")),
            ds: modules(&read("ds/mod.rs")),
            doc,
            definition: (src.join("ds/dsu.rs"), at as u32),
        };
        assert!(
            expected.top.len() > 5 && expected.ds.contains(&"dsu".to_string()),
            "{:?}",
            expected
        );
        expected
    }
}

/// A solution's text as the user has it in the editor, one line typed above
/// the vendored region, and where on it the editor asks.
#[derive(Debug)]
pub struct Probe {
    pub text: String,
    line: u32,
}

/// The typed line: `cpkit::` (completion at 19), `ds::` (at 23), `Dsu`
/// (hover and definition at 28).
const PROBE: &str = "    let _ = cpkit::ds::dsu::Dsu::new(3);";
const AFTER_CPKIT: u32 = 19;
const AFTER_DS: u32 = 23;
const ON_DSU: u32 = 28;

impl Probe {
    pub fn new(main_rs: &str) -> Probe {
        let region = main_rs
            .find("// ---- begin vendored cpkit")
            .expect("a solution has a vendored region");
        let line = main_rs[..region].lines().count() as u32 + 1;
        let text = format!(
            "{}fn editor_probe() {{\n{}\n}}\n\n{}",
            &main_rs[..region],
            PROBE,
            &main_rs[region..]
        );
        Probe { text, line }
    }

    fn at(&self, path: &Path, character: u32) -> TextDocumentPositionParams {
        TextDocumentPositionParams {
            text_document: TextDocumentIdentifier {
                uri: lsp::uri(path),
            },
            position: Position {
                line: self.line,
                character,
            },
        }
    }
}

/// What the server answered.
#[derive(Debug, Default)]
pub struct Answers {
    /// Completion's labels after `cpkit::` and after `cpkit::ds::`.
    top: Vec<String>,
    ds: Vec<String>,
    /// Hover's text on `Dsu`.
    hover: String,
    /// Go-to-definition's places on `Dsu`: file and line.
    definition: Vec<(PathBuf, u32)>,
    /// Errors the server gave.
    errors: Vec<String>,
}

impl Answers {
    /// Asks the three once.
    pub fn ask(server: &mut Server, path: &Path, probe: &Probe) -> Answers {
        let timeout = Duration::from_secs(60);
        let mut answers = Answers::default();
        let mut labels = |server: &mut Server, character| {
            let params = lsp_types::CompletionParams {
                text_document_position: probe.at(path, character),
                work_done_progress_params: Default::default(),
                partial_result_params: Default::default(),
                context: None,
            };
            match server.request::<Completion>(params, timeout) {
                Ok(Some(lsp_types::CompletionResponse::Array(items))) => items,
                Ok(Some(lsp_types::CompletionResponse::List(list))) => list.items,
                Ok(None) => Vec::new(),
                Err(e) => {
                    answers.errors.push(format!("completion: {}", e));
                    Vec::new()
                }
            }
            .into_iter()
            .map(|item| item.label)
            .collect::<Vec<_>>()
        };
        let top = labels(server, AFTER_CPKIT);
        let ds = labels(server, AFTER_DS);
        answers.top = top;
        answers.ds = ds;
        let hover = lsp_types::HoverParams {
            text_document_position_params: probe.at(path, ON_DSU),
            work_done_progress_params: Default::default(),
        };
        match server.request::<HoverRequest>(hover, timeout) {
            Ok(Some(hover)) => {
                answers.hover = strings(&serde_json::to_value(hover.contents).unwrap())
            }
            Ok(None) => {}
            Err(e) => answers.errors.push(format!("hover: {}", e)),
        }
        let definition = lsp_types::GotoDefinitionParams {
            text_document_position_params: probe.at(path, ON_DSU),
            work_done_progress_params: Default::default(),
            partial_result_params: Default::default(),
        };
        use lsp_types::GotoDefinitionResponse as Found;
        answers.definition = match server.request::<GotoDefinition>(definition, timeout) {
            Ok(Some(Found::Scalar(one))) => vec![one],
            Ok(Some(Found::Array(many))) => many,
            Ok(Some(Found::Link(links))) => links
                .into_iter()
                .map(|link| lsp_types::Location::new(link.target_uri, link.target_selection_range))
                .collect(),
            Ok(None) => Vec::new(),
            Err(e) => {
                answers.errors.push(format!("definition: {}", e));
                Vec::new()
            }
        }
        .into_iter()
        .map(|place| (lsp::path_of(&place.uri), place.range.start.line))
        .collect();
        answers
    }

    /// What is wrong with these answers, one line each; empty when right.
    pub fn wrong(&self, expected: &Expected) -> Vec<String> {
        let mut wrong = Vec::new();
        let missing = |offered: &[String], wanted: &[String]| -> Vec<String> {
            wanted
                .iter()
                .filter(|name| !offered.contains(name))
                .cloned()
                .collect()
        };
        let top = missing(&self.top, &expected.top);
        if !top.is_empty() {
            wrong.push(format!(
                "completion after `cpkit::` lacks the modules {:?}",
                top
            ));
        }
        let ds = missing(&self.ds, &expected.ds);
        if !ds.is_empty() {
            wrong.push(format!(
                "completion after `cpkit::ds::` lacks the modules {:?}",
                ds
            ));
        }
        if !self.hover.contains(&expected.doc) {
            wrong.push(format!(
                "hover on `Dsu` does not show its doc comment {:?}",
                expected.doc
            ));
        }
        let landed = self.definition.iter().any(|(file, line)| {
            file.canonicalize().ok().as_ref() == Some(&expected.definition.0)
                && *line == expected.definition.1
        });
        if !landed {
            wrong.push(format!(
                "go-to-definition on `Dsu` does not land at {}:{}",
                expected.definition.0.display(),
                expected.definition.1 + 1
            ));
        }
        wrong
    }

    /// Asks until the answers are right or `timeout` passes (a server still
    /// loading answers with nothing); gives the last answers, what is wrong
    /// with them, and the seconds since the server started when they came.
    pub fn ask_until(
        server: &mut Server,
        path: &Path,
        probe: &Probe,
        expected: &Expected,
        timeout: Duration,
    ) -> (Answers, Vec<String>, f64) {
        let deadline = Instant::now() + timeout;
        loop {
            let answers = Answers::ask(server, path, probe);
            let wrong = answers.wrong(expected);
            if std::env::var_os("EDITOR_TRACE").is_some() {
                eprintln!(
                    "  {:.1} s: {} wrong, peak so far {} MiB {:?}",
                    server.elapsed(),
                    wrong.len(),
                    server.peak_rss() >> 20,
                    answers.errors
                );
            }
            if wrong.is_empty() || Instant::now() >= deadline {
                return (answers, wrong, server.elapsed());
            }
            if let Err(e) = server.idle(Duration::from_millis(250)) {
                return (answers, vec![e], server.elapsed());
            }
        }
    }
}

/// Every string in a JSON value, one a line.
fn strings(value: &serde_json::Value) -> String {
    match value {
        serde_json::Value::String(text) => format!("{}\n", text),
        serde_json::Value::Array(items) => items.iter().map(strings).collect(),
        serde_json::Value::Object(fields) => fields.values().map(strings).collect(),
        _ => String::new(),
    }
}

/// The environment rust-analyzer gets: the standard library's source, and
/// `target` as the target folder (rust-analyzer's own is `target/rust-analyzer`).
pub fn server_env(target: &Path) -> Vec<(&'static str, OsString)> {
    let mut env = vec![("CARGO_TARGET_DIR", target.as_os_str().to_owned())];
    if let Some(src) = lsp::rust_src() {
        env.push(("RUST_SRC_PATH", src.into_os_string()));
    }
    env
}

/// The modules the vendored region of `main_rs` carries, at any depth.
fn carried(main_rs: &str) -> Vec<String> {
    let region = &main_rs[main_rs.find("// ---- begin vendored cpkit").unwrap()..];
    region
        .lines()
        .filter_map(|line| {
            line.trim_start()
                .strip_prefix("pub mod ")?
                .split_whitespace()
                .next()
        })
        .map(String::from)
        .collect()
}

#[test]
fn a_new_solution_sees_the_whole_documented_library_in_the_editor() {
    let Some(rust_analyzer) = lsp::rust_analyzer() else {
        println!("skipped: rust-analyzer not found ({})", lsp::INSTALL);
        return;
    };
    let kit = Kit::new();
    kit.xtask(&[
        "new",
        "cf-4a",
        "--url",
        "https://codeforces.com/problemset/problem/4/A",
    ])
    .code(0);
    let main_rs = kit.join("problems/cf-4a/src/main.rs");
    let text = kit.read("problems/cf-4a/src/main.rs");
    // The library is the kit's own (`crates/cpkit` in the checkout), as the
    // editor's `rust-project.json` names it.
    let expected = Expected::from_core(&kit.join("crates/cpkit"));
    assert!(
        kit.join("rust-project.json").is_file(),
        "`new` writes the editor's rust-project.json"
    );
    // The check means something only where the file lacks what is asked.
    let carried = carried(&text);
    assert!(
        !carried.contains(&"ds".to_string()) && expected.top.iter().any(|m| !carried.contains(m)),
        "the new file already carries {:?}",
        carried
    );
    let probe = Probe::new(&text);
    let mut server = Server::start(
        &rust_analyzer,
        kit.path(),
        lsp::shipped_settings(),
        &server_env(&crate::kit::target_dir()),
    );
    server.open(&main_rs, &probe.text);
    let (answers, wrong, took) = Answers::ask_until(
        &mut server,
        &main_rs,
        &probe,
        &expected,
        Duration::from_secs(120),
    );
    assert!(
        wrong.is_empty(),
        "{}\n{:#?}\nprogress seen: {:?}\n{}",
        wrong.join("\n"),
        answers,
        server.titles,
        server.log_tail()
    );
    println!(
        "rust-analyzer answered completion, hover and definition {:.1} s after it started, peak {} MiB",
        took,
        server.peak_rss() >> 20
    );
}

#[test]
fn docs_editor_md_gives_the_settings_the_kit_ships() {
    let workspace = crate::kit::workspace();
    let docs = std::fs::read_to_string(workspace.join("docs/editor.md")).unwrap();
    let at = docs
        .find("### The settings the kit ships")
        .expect("docs/editor.md has its settings section");
    let start = at + docs[at..].find("```json\n").unwrap() + "```json\n".len();
    let end = start + docs[start..].find("```").unwrap();
    let shipped = std::fs::read_to_string(workspace.join(".vscode/settings.json")).unwrap();
    assert_eq!(
        lsp::nested_settings(&docs[start..end]),
        lsp::nested_settings(&shipped),
        "docs/editor.md's settings differ from .vscode/settings.json"
    );
}
