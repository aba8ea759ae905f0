//! Keeping a LeetCode solution's local `main` in step with its code: the
//! region (see [`crate::leetcode::main_region`]) generated again from the
//! signatures the code after the paste marker has now, by `cargo xtask
//! vendor` for every solution and, for one problem, by [`refresh`] before
//! `judge`, `stress` and `submit` build it.
//!
//! What LeetCode calls comes from the code: for a class, the `impl` block
//! that holds `fn new(...) -> Self`, each of its methods that takes `&self`
//! or `&mut self`; for `impl Solution`, the method the metadata's signature
//! names, whose argument names there are the page's (the examples are
//! written with them). A file made before the region existed has its old
//! `main` replaced by the region when it is recognisably the one the kit
//! wrote (see [`crate::leetcode::legacy`]); otherwise it is refused, never
//! overwritten. A `main` under the line [`judging::region::HAND_WRITTEN`] is the
//! user's, and left alone.

use std::path::{Path, PathBuf};

use anyhow::{anyhow, bail, Result};
use judging::metadata::Kind;
use proc_macro2::{TokenStream, TokenTree};
use syn::{ImplItem, Item, Type};

use super::legacy;
use super::main_region::{self, Callee, Nodes};
use super::template::{self, type_text, Method};
use crate::fsutil::update;
use crate::project::Project;
use judging::problem::Problem;
use judging::region::{MarkerError, Region};
use judging::region::{LOCAL_MAIN as PREFIXES, LOCAL_MAIN_BEGIN as BEGIN, LOCAL_MAIN_END as END};

/// Generates the local `main` of `problem`'s solution files (`src/main.rs`
/// and a `brute.rs` with a paste marker) again where it is stale, and their
/// vendored core with it, through the write that never loses a save; the
/// lines that say which files changed. A problem that is not a LeetCode one
/// is left alone. What every command that builds calls first.
pub fn refresh(project: &Project, problem: &Problem) -> Result<Vec<String>> {
    let Kind::LeetCode { signature } = &problem.metadata.kind else {
        return Ok(Vec::new());
    };
    let problem = &problem.layout;
    let mut said = Vec::new();
    for path in [problem.main_rs(), problem.dir.join("brute.rs")] {
        if path != problem.main_rs() && !path.is_file() {
            continue;
        }
        let file = project.show(&path);
        let mut before = String::new();
        let written = update(&path, |text| {
            before = text.to_string();
            let fresh =
                match regenerated(text, signature).map_err(|err| anyhow!("{}: {}", file, err))? {
                    Some(fresh) if fresh != text => fresh,
                    _ => return Ok(None),
                };
            let core = crate::bundle::cache::load_of(project)?;
            crate::bundle::vendored(&core, &fresh)
                .map(Some)
                .map_err(|err| crate::bundle::in_file(&file, 0, err))
        })?;
        if let Some(vendored) = written {
            keep_not_started(&path, &before, &vendored)?;
            said.push(format!(
                "updated {} (its local main, from the signatures)",
                file
            ));
        }
    }
    Ok(said)
}

/// Keeps a problem that was not started so when its `src/main.rs` went
/// from `old` to `new` by the kit's hand: a file made before the region
/// existed has its old `main` in the recorded fingerprint, which moving it
/// into the region takes out (see `judging::template`).
pub fn keep_not_started(main_rs: &Path, old: &str, new: &str) -> Result<()> {
    use judging::template::fingerprint;
    let Some(dir) = main_rs
        .parent()
        .filter(|src| src.ends_with("src") && main_rs.ends_with("src/main.rs"))
        .and_then(Path::parent)
    else {
        return Ok(());
    };
    let Some(recorded) = judging::template::recorded(dir) else {
        return Ok(());
    };
    let now = fingerprint(new);
    if fingerprint(old) != recorded || now == recorded {
        return Ok(());
    }
    let manifest = dir.join("Cargo.toml");
    update(&manifest, |text| {
        Ok(Some(text.replacen(&recorded, &now, 1)))
    })?;
    Ok(())
}

/// The signature the metadata of the problem `file` belongs to records,
/// when it is a LeetCode problem (the file is its `src/main.rs` or one of
/// the programs beside its `Cargo.toml`).
pub fn signature_for(file: &Path) -> Option<String> {
    let dir = file.parent()?;
    let dir: PathBuf = if dir.ends_with("src") {
        dir.parent()?.to_path_buf()
    } else {
        dir.to_path_buf()
    };
    signature_in(&dir)
}

fn signature_in(problem_dir: &Path) -> Option<String> {
    let manifest = problem_dir.join("Cargo.toml");
    if !manifest.is_file() {
        return None;
    }
    match judging::metadata::load(&manifest).ok()?.kind {
        Kind::LeetCode { signature } => Some(signature),
        _ => None,
    }
}

/// `text`, a solution file of a problem whose metadata records
/// `signature`, with its local `main` as the code after the paste marker
/// calls for; `None` for a file without a paste marker.
pub fn regenerated(text: &str, signature: &str) -> Result<Option<String>> {
    let Some((marker_start, marker_end)) = paste_marker(text) else {
        return Ok(None);
    };
    let before = &text[..marker_start];
    if judging::region::hand_written(before) {
        return Ok(Some(text.to_string()));
    }
    let paste_end = Region::find(text)
        .ok()
        .map(|region| region.bytes.start)
        .filter(|&start| start >= marker_end)
        .unwrap_or(text.len());
    let code = template::plain_block_comments(&text[marker_end..paste_end]);
    let file = syn::parse_file(&code)
        .map_err(|err| anyhow!("cannot parse the code after the paste marker: {}", err))?;
    let shape = Shape::read(&file, signature, class_named(before).as_deref())?;
    let nodes = Nodes {
        list: mentions(code.parse().ok(), "ListNode"),
        tree: mentions(code.parse().ok(), "TreeNode"),
    };
    let region = main_region::generate(&shape.callee(), nodes)?;
    let spliced = match Region::find_marked(before, PREFIXES) {
        Ok(found) => {
            if same_code(&before[found.bytes.clone()], &region) {
                return Ok(Some(text.to_string()));
            }
            found.splice(text, &formatted(&region))
        }
        Err(MarkerError::Missing { .. }) if !has_marker(before) => {
            let section = legacy::section(before);
            let old = &before[section.clone()];
            if !old.trim().is_empty()
                && !legacy::recognised(old, &shape.legacy_main(old, signature)?)
            {
                bail!(
                    "the `main` above the paste marker is not the one the kit wrote, so the kit does not replace it; \
                     to have the kit's, replace it with the two lines `{}` and `{}`; to keep yours, put the line `{}` above it",
                    BEGIN,
                    END,
                    judging::region::HAND_WRITTEN
                );
            }
            // A file whose `main` is gone gets one, a blank line above the marker.
            let gap = if old.trim().is_empty() { "\n" } else { "" };
            format!(
                "{}{}{}{}",
                &text[..section.start],
                formatted(&region),
                gap,
                &text[section.end..]
            )
        }
        Err(MarkerError::Missing { which }) => bail!(
            "the local main has no {} marker line; it needs both, in this order: `{}` and `{}`",
            which,
            BEGIN,
            END
        ),
        Err(other) => bail!("the local main's markers: {}", other),
    };
    Ok(Some(spliced))
}

/// The first paste marker line's byte range (`submit` refuses a second).
fn paste_marker(text: &str) -> Option<(usize, usize)> {
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        if line.starts_with(judging::region::PASTE_PREFIX) {
            return Some((at, at + line.len()));
        }
        at += line.len();
    }
    None
}

fn has_marker(text: &str) -> bool {
    text.lines().any(|line| {
        let line = line.trim_start();
        line.starts_with(PREFIXES.begin) || line.starts_with(PREFIXES.end)
    })
}

/// The class the present `main` calls (`Calls::read(&mut input, "MinStack"`),
/// which picks the class among several with a constructor.
fn class_named(before: &str) -> Option<String> {
    // The first string after the call, however rustfmt wrapped it.
    let call = before.find("Calls::read(")?;
    let at = call + before[call..].find('"')? + 1;
    let end = at + before[at..].find('"')?;
    Some(before[at..end].to_string())
}

/// Whether `tokens` use the identifier `name` (in code, not a comment).
fn mentions(tokens: Option<TokenStream>, name: &str) -> bool {
    tokens.into_iter().flatten().any(|tree| match tree {
        TokenTree::Ident(ident) => ident == name,
        TokenTree::Group(group) => mentions(Some(group.stream()), name),
        _ => false,
    })
}

/// Whether two texts are one code: the same tokens, as rustfmt may have
/// laid them out (comments, layout and a wrapped list's trailing comma
/// aside).
fn same_code(a: &str, b: &str) -> bool {
    match (a.parse::<TokenStream>(), b.parse::<TokenStream>()) {
        (Ok(a), Ok(b)) => legacy::comparable(a, false) == legacy::comparable(b, false),
        _ => false,
    }
}

/// `region` as `cargo fmt` lays it out, so a regenerated file stays
/// formatted; as it is where rustfmt cannot be run.
fn formatted(region: &str) -> String {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let rustfmt = std::env::var_os("RUSTFMT").unwrap_or_else(|| "rustfmt".into());
    let child = Command::new(rustfmt)
        .args(["--edition", "2021"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn();
    let Ok(mut child) = child else {
        return region.to_string();
    };
    if let Some(mut stdin) = child.stdin.take() {
        let _ = stdin.write_all(region.as_bytes());
    }
    match child.wait_with_output() {
        Ok(output) if output.status.success() => {
            String::from_utf8(output.stdout).unwrap_or_else(|_| region.to_string())
        }
        _ => region.to_string(),
    }
}

/// What the code after the paste marker offers LeetCode to call.
enum Shape {
    Function {
        method: Method,
        names: Vec<String>,
    },
    Class {
        class: String,
        constructor: Method,
        methods: Vec<Method>,
    },
}

impl Shape {
    fn read(file: &syn::File, signature: &str, hint: Option<&str>) -> Result<Shape> {
        let recorded = template::method(&crate::leetcode::signature::parse_signature(signature)?)?;
        if template::is_constructor(signature) {
            Shape::class(file, hint)
        } else {
            let names = recorded.args.iter().map(|arg| arg.name.clone()).collect();
            let method = inherent_impls(file)
                .filter(|(name, _)| name == "Solution")
                .flat_map(|(_, block)| functions(block))
                .find(|function| function.sig.ident == recorded.name)
                .ok_or_else(|| {
                    anyhow!(
                        "the code after the paste marker has no `Solution::{}`, which LeetCode calls (the signature in Cargo.toml)",
                        recorded.name
                    )
                })?;
            Ok(Shape::Function {
                method: template::method(method)?,
                names,
            })
        }
    }

    /// The class: the one `hint` names if it has a constructor, else the
    /// only type with one.
    fn class(file: &syn::File, hint: Option<&str>) -> Result<Shape> {
        let mut classes: Vec<(String, &syn::ItemImpl)> = Vec::new();
        for (name, block) in inherent_impls(file) {
            let constructs = functions(block).any(|function| {
                function.sig.ident == "new"
                    && matches!(&function.sig.output, syn::ReturnType::Type(_, ty)
                        if matches!(type_text(ty).as_str(), "Self") || type_text(ty) == name)
            });
            if constructs {
                classes.push((name, block));
            }
        }
        let chosen = match hint.and_then(|hint| classes.iter().find(|(name, _)| name == hint)) {
            Some(found) => found,
            None => match &classes[..] {
                [one] => one,
                [] => bail!(
                    "the code after the paste marker has no class with `fn new(...) -> Self`, which LeetCode calls first"
                ),
                many => bail!(
                    "the code after the paste marker has {} classes with `fn new(...) -> Self` ({}); LeetCode calls one",
                    many.len(),
                    many.iter()
                        .map(|(name, _)| name.as_str())
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            },
        };
        let (class, block) = chosen;
        let mut constructor = None;
        let mut methods = Vec::new();
        for function in functions(block) {
            let method = template::method(function)
                .map_err(|err| anyhow!("`{}::{}", class, &err.to_string()[1..]))?;
            if method.name == "new" {
                constructor = Some(method);
            } else if main_region::called(&method) {
                methods.push(method);
            }
        }
        Ok(Shape::Class {
            class: class.clone(),
            constructor: constructor.expect("the block has `new`"),
            methods,
        })
    }

    fn callee(&self) -> Callee<'_> {
        match self {
            Shape::Function { method, names } => Callee::Function {
                method,
                names: names.clone(),
            },
            Shape::Class {
                class,
                constructor,
                methods,
            } => Callee::Class {
                class,
                constructor,
                methods: methods.iter().collect(),
            },
        }
    }

    /// The `main` the old generator wrote for this shape, for the `old`
    /// section of a file made before the region; a class's methods are
    /// those the old `main` calls, which may be fewer than the class has now.
    fn legacy_main(&self, old: &str, signature: &str) -> Result<String> {
        match self {
            Shape::Function { .. } => legacy::function_main(signature),
            Shape::Class {
                class,
                constructor,
                methods,
            } => {
                let names = legacy::called_names(old).unwrap_or_default();
                let called: Option<Vec<&Method>> = names
                    .iter()
                    .map(|name| {
                        methods
                            .iter()
                            .find(|method| super::camel_case(&method.name) == *name)
                    })
                    .collect();
                Ok(match called {
                    Some(called) => legacy::design_main(class, constructor, &called),
                    // A method the old `main` calls is gone: not recognised.
                    None => String::new(),
                })
            }
        }
    }
}

/// Each inherent `impl` block, with the name of its type.
fn inherent_impls(file: &syn::File) -> impl Iterator<Item = (String, &syn::ItemImpl)> {
    file.items.iter().filter_map(|item| match item {
        Item::Impl(block) if block.trait_.is_none() => match &*block.self_ty {
            Type::Path(path) if path.qself.is_none() && block.generics.params.is_empty() => {
                Some((type_text(&block.self_ty), block))
            }
            _ => None,
        },
        _ => None,
    })
}

fn functions(block: &syn::ItemImpl) -> impl Iterator<Item = &syn::ImplItemFn> {
    block.items.iter().filter_map(|item| match item {
        ImplItem::Fn(function) => Some(function),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use judging::region::PASTE_MARKER;
    use judging::region::{BEGIN as CORE_BEGIN, END as CORE_END};
    use std::fs;

    const HEADER: &str = "//! p (leetcode).\n//!\n//! LeetCode calls `A`.\n\n";

    /// A main the kit wrote before the region, for `A { new, get(&self) }`.
    const OLD_MAIN: &str = "use cpkit::input::Input;
use cpkit::leetcode::{Answers, Calls};
use cpkit::output::Output;

fn main() {
    let mut input = Input::stdin();
    let mut out = Output::stdout();
    let mut calls = Calls::read(&mut input, \"A\", &[\"get\"]);
    let mut answers = Answers::new(&mut out);
    let n: i32 = calls.arg(\"n\");
    let object = A::new(n);
    answers.null();
    while let Some(method) = calls.next() {
        match method {
            \"get\" => {
                answers.value(&object.get());
            }
            _ => unreachable!(\"Calls::read checked the names\"),
        }
    }
    calls.end();
    answers.end();
}
";

    /// The user's code: `get` now takes `&mut self`, and `put` is new.
    const PASTE: &str = "
struct A {
    n: i32,
}

impl A {
    fn new(n: i32) -> Self {
        A { n }
    }

    fn get(&mut self) -> i32 {
        self.n
    }

    fn put(&mut self, value: i32) {
        self.n = value;
    }
}

";

    fn file(main: &str, paste: &str) -> String {
        format!(
            "{}{}\n{}\n{}{}\n{}\n",
            HEADER, main, PASTE_MARKER, paste, CORE_BEGIN, CORE_END
        )
    }

    const SIGNATURE: &str = "fn new(n: i32) -> Self";

    #[test]
    fn an_old_generated_main_becomes_the_region_and_nothing_else_moves() {
        let old = file(OLD_MAIN, PASTE);
        let new = regenerated(&old, SIGNATURE).unwrap().unwrap();
        assert!(
            new.starts_with(&format!("{}{}\n", HEADER, BEGIN)),
            "{}",
            new
        );
        assert!(
            new.contains("\"put\" => answers.value(&object.put(calls.arg(\"value\"))),"),
            "{}",
            new
        );
        let after = |text: &str| text[text.find(END).map_or(0, |at| at + END.len())..].to_string();
        let paste_on = |text: &str| text[text.find(PASTE_MARKER).unwrap()..].to_string();
        assert_eq!(paste_on(&old), paste_on(&new));
        assert_eq!(after(&new), format!("\n\n{}", paste_on(&old)));
        // Generated again, it stays as it is.
        assert_eq!(regenerated(&new, SIGNATURE).unwrap().unwrap(), new);
        // A `mut` the user added to make `&mut self` compile is the kit's too.
        let with_mut = file(&OLD_MAIN.replace("let object", "let mut object"), PASTE);
        assert!(regenerated(&with_mut, SIGNATURE).is_ok());
    }

    #[test]
    fn an_old_main_the_user_changed_is_refused_and_kept_under_the_hand_written_line() {
        let changed = OLD_MAIN.replace("calls.end();", "eprintln!(\"debug\");\n    calls.end();");
        let error = regenerated(&file(&changed, PASTE), SIGNATURE)
            .unwrap_err()
            .to_string();
        assert!(
            error.starts_with("the `main` above the paste marker is not the one the kit wrote"),
            "{}",
            error
        );
        assert!(error.contains(HAND_WRITTEN_LINE), "{}", error);
        let kept = file(&format!("{}\n{}", HAND_WRITTEN_LINE, changed), PASTE);
        assert_eq!(regenerated(&kept, SIGNATURE).unwrap().unwrap(), kept);
    }

    const HAND_WRITTEN_LINE: &str = judging::region::HAND_WRITTEN;

    #[test]
    fn a_problem_not_started_stays_so_when_its_old_main_moves_into_the_region() {
        let old = file(OLD_MAIN, PASTE);
        let new = regenerated(&old, SIGNATURE).unwrap().unwrap();
        let dir = tempfile::tempdir().unwrap();
        fs::create_dir_all(dir.path().join("src")).unwrap();
        let main_rs = dir.path().join("src/main.rs");
        fs::write(&main_rs, &new).unwrap();
        fs::write(
            dir.path().join("Cargo.toml"),
            format!(
                "[package]\nname = \"p\"\n\n{}",
                judging::template::table(&old)
            ),
        )
        .unwrap();
        assert!(!judging::template::not_started(dir.path()));
        keep_not_started(&main_rs, &old, &new).unwrap();
        assert!(judging::template::not_started(dir.path()));
        // A started problem stays started.
        let edited = new.replace("self.n\n", "self.n + 1\n");
        keep_not_started(&main_rs, &edited, &new).unwrap();
        fs::write(&main_rs, &edited).unwrap();
        assert!(!judging::template::not_started(dir.path()));
    }

    #[test]
    fn the_class_the_main_calls_is_found_however_it_is_wrapped() {
        assert_eq!(class_named(OLD_MAIN).as_deref(), Some("A"));
        let wrapped = "let mut calls = Calls::read(\n        &mut input,\n        \"LRUCache\",\n        &[\"get\"],\n    );";
        assert_eq!(class_named(wrapped).as_deref(), Some("LRUCache"));
        // With a helper type that has a constructor too, the one the main
        // calls is the class.
        let paste = format!("struct Node {{}}\nimpl Node {{\n    fn new() -> Self {{\n        Node {{}}\n    }}\n}}\n{}", PASTE);
        let text = file(OLD_MAIN, &paste);
        let new = regenerated(&text, SIGNATURE).unwrap().unwrap();
        assert!(new.contains("&mut A::new(calls.arg(\"n\"))"), "{}", new);
        let error = regenerated(&file("", &paste), SIGNATURE)
            .unwrap_err()
            .to_string();
        assert!(
            error.contains("has 2 classes with `fn new(...) -> Self` (Node, A)"),
            "{}",
            error
        );
    }

    #[test]
    fn one_marker_alone_is_refused() {
        let text = file(&format!("{}\n{}", BEGIN, OLD_MAIN), PASTE);
        let error = regenerated(&text, SIGNATURE).unwrap_err().to_string();
        assert!(
            error.starts_with("the local main has no end marker line;"),
            "{}",
            error
        );
    }

    #[test]
    fn a_function_reads_by_the_page_names_whatever_the_code_renames() {
        let paste = "\nimpl Solution {\n    pub fn two_sum(a: Vec<i64>, goal: i64) -> Vec<i32> {\n        vec![]\n    }\n}\n\n";
        let text = file(&format!("{}\n{}\n", BEGIN, END), paste);
        let new = regenerated(
            &text,
            "pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32>",
        )
        .unwrap()
        .unwrap();
        assert!(
            new.contains("let nums = leetcode::arg(&mut input, \"nums\");\n    let target = leetcode::arg(&mut input, \"target\");"),
            "{}",
            new
        );
        assert!(new.contains("&Solution::two_sum(nums, target)"), "{}", new);
        let error = regenerated(&text, "pub fn three_sum(nums: Vec<i32>) -> Vec<i32>")
            .unwrap_err()
            .to_string();
        assert!(error.contains("no `Solution::three_sum`"), "{}", error);
    }

    /// What `cargo test -p` builds before any tool runs: the region written
    /// for the template compiles, warning-free under every edition, after
    /// the edits a solution makes (`&self` to `&mut self`, a parameter
    /// renamed, a type changed) without being written again.
    #[test]
    fn the_region_survives_the_edits_a_solution_makes_without_regenerating() {
        use crate::project::Project;
        use judging::rustc::{self, Emit, EDITIONS};

        let template = "\nstruct A {}\n\nimpl A {\n    fn new(n: i32) -> Self {\n        let _ = n;\n        A {}\n    }\n\n    fn get(&self, at: i32) -> i32 {\n        at\n    }\n}\n\n";
        let written = regenerated(&file(&format!("{}\n{}\n", BEGIN, END), template), SIGNATURE)
            .unwrap()
            .unwrap();
        let edited = written.replace(
            "fn get(&self, at: i32) -> i32 {\n        at\n    }",
            "fn get(&mut self, index: i64) -> i64 {\n        index\n    }",
        );
        assert_ne!(edited, written);
        let core = crate::bundle::cache::load_of(&Project::locate()).unwrap();
        let source_text = crate::bundle::vendored(&core, &edited).unwrap();
        let dir = tempfile::tempdir().unwrap();
        let source = dir.path().join("edited.rs");
        fs::write(&source, &source_text).unwrap();
        for edition in EDITIONS {
            let out = dir.path().join(edition);
            if let Err(error) = rustc::compile(&source, edition, Emit::Check, &out) {
                panic!("under {}: {}\n{}", edition, error, source_text);
            }
        }
    }
}
