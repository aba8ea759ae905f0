//! The local `main.rs` of a problem made from LeetCode's template: the
//! template as the editor shows it, each empty body given one that compiles
//! until it is written, below the local `main` that runs the examples.
//!
//! That `main` is a generated region (see [`crate::leetcode::main_region`]),
//! written here as [`super::refresh::refresh`] writes it whenever the signatures change:
//! for `impl Solution` it reads the arguments of the method LeetCode calls
//! and prints its answer; for a class it runs the example's calls in order
//! with `cpkit::leetcode::Calls` and prints their results as one list. The
//! template's `ListNode` and `TreeNode` come from the core, in the region,
//! so the part that is submitted uses LeetCode's own.

use anyhow::{anyhow, Result};

use super::template::{type_text, Method, Shape, Template};

/// What the problem's file template needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Parts {
    /// What LeetCode calls, for the header: `Solution::two_sum`, `NumArray`.
    pub called: String,
    /// The template with its empty bodies filled.
    pub paste: String,
}

/// The parts for `template`.
pub fn parts(template: &Template) -> Result<Parts> {
    // A constructor returns `Self {}` while the struct has no fields.
    let mut empty_self = None;
    let (called, methods): (String, Vec<&Method>) = match &template.shape {
        Shape::Functions(methods) => (
            format!("Solution::{}", methods[0].name),
            methods.iter().collect(),
        ),
        Shape::Design {
            class,
            empty,
            constructor,
            methods,
        } => {
            if *empty {
                empty_self = Some("Self {}");
            }
            (
                class.clone(),
                std::iter::once(&**constructor).chain(methods).collect(),
            )
        }
    };
    let mut paste = template.text.trim().to_string();
    for method in methods {
        paste = fill_body(&paste, &method.name, &placeholder(method, empty_self));
        if takes_a_vec_by_reference(method) {
            paste = allow_ptr_arg(&paste, &method.name);
        }
    }
    Ok(Parts { called, paste })
}

/// Whether one of `method`'s arguments is a `&Vec` or a `&mut Vec`, which
/// clippy's `ptr_arg` asks to be a slice: LeetCode's signature, not the
/// user's to change (issue 42: the README's clippy command refused it).
fn takes_a_vec_by_reference(method: &Method) -> bool {
    method.args.iter().any(|arg| {
        let ty = super::template::type_text(&arg.ty).replace(' ', "");
        ty.starts_with("&Vec<") || ty.starts_with("&mutVec<")
    })
}

/// `paste` with `#[allow(clippy::ptr_arg)]` above the method `name`, at its
/// indentation (once).
fn allow_ptr_arg(paste: &str, name: &str) -> String {
    let mut out = String::new();
    let mut done = false;
    for line in paste.split_inclusive('\n') {
        let code = line.trim_start();
        let is_it = code.starts_with(&format!("pub fn {}(", name))
            || code.starts_with(&format!("fn {}(", name));
        if is_it && !done && !out.trim_end().ends_with("#[allow(clippy::ptr_arg)]") {
            let indent = &line[..line.len() - code.len()];
            out.push_str(&format!("{}#[allow(clippy::ptr_arg)]\n", indent));
            done = true;
        }
        out.push_str(line);
    }
    out
}

/// A body that compiles warning-free until the method is written: its
/// arguments used, and a default result (`Self {}` for a constructor of a
/// struct without fields; otherwise `todo!()`).
fn placeholder(method: &Method, empty_self: Option<&str>) -> String {
    let names: Vec<&str> = method.args.iter().map(|arg| arg.name.as_str()).collect();
    let mut body = match names[..] {
        [] => String::new(),
        [one] => format!("let _ = {};\n", one),
        _ => format!("let _ = ({});\n", names.join(", ")),
    };
    match &method.output {
        None => {}
        Some(ty) if type_text(ty) == "Self" => {
            body.push_str(empty_self.unwrap_or("todo!()"));
            body.push('\n');
        }
        Some(_) => body.push_str("Default::default()\n"),
    }
    body
}

/// `text` with the body of `fn name` replaced by `body` when it is empty
/// (only whitespace), as LeetCode's templates leave them.
fn fill_body(text: &str, name: &str, body: &str) -> String {
    let pattern = format!("fn {}", name);
    let mut from = 0;
    while let Some(found) = text[from..].find(&pattern) {
        let at = from + found;
        from = at + pattern.len();
        let after = &text[from..];
        // `fn name(`: the whole word, then the arguments.
        if !after.trim_start().starts_with('(') {
            continue;
        }
        // Types in a signature hold no braces: the first `{` opens the body.
        let open = match after.find('{') {
            Some(open) => from + open,
            None => return text.to_string(),
        };
        let close = match text[open..].find('}') {
            Some(close) => open + close,
            None => return text.to_string(),
        };
        if !text[open + 1..close].trim().is_empty() {
            return text.to_string();
        }
        let indent = line_indent(text, at);
        let inner: String = body
            .lines()
            .map(|line| format!("{}    {}\n", indent, line))
            .collect();
        return format!(
            "{}{{\n{}{}}}{}",
            &text[..open],
            inner,
            indent,
            &text[close + 1..]
        );
    }
    text.to_string()
}

/// The whitespace that starts the line holding byte `at`.
fn line_indent(text: &str, at: usize) -> &str {
    let start = text[..at].rfind('\n').map_or(0, |newline| newline + 1);
    let line = &text[start..];
    &line[..line.len() - line.trim_start().len()]
}

/// The whole `src/main.rs` of the problem `spec` made from `template`,
/// before vendoring and formatting.
pub fn main_rs(spec: &crate::spec::Spec, template: &Template) -> Result<String> {
    let parts = parts(template)?;
    let text = crate::spec::fill::fill(
        include_str!("../../templates/leetcode_template_main.rs.tmpl"),
        spec,
        &[
            ("called", &parts.called),
            ("local_main", &empty_region()),
            ("paste_marker", judging::region::PASTE_MARKER),
            ("paste", &parts.paste),
        ],
    );
    with_region(&text, template.signature())
}

/// The two marker lines of the local `main`, nothing between them yet.
pub fn empty_region() -> String {
    format!(
        "{}\n{}\n",
        judging::region::LOCAL_MAIN_BEGIN,
        judging::region::LOCAL_MAIN_END
    )
}

/// `text`, a new file with an empty local `main` region, with the region
/// written from its code: as `vendor` would write it.
pub fn with_region(text: &str, signature: &str) -> Result<String> {
    super::refresh::regenerated(text, signature)?
        .ok_or_else(|| anyhow!("the new file has no paste marker"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::leetcode::template::parse;

    #[test]
    fn empty_bodies_are_filled_and_written_ones_kept() {
        let text = "impl A {\n    fn new(n: i32) -> Self {\n        \n    }\n    fn get(&self) -> i32 { 1 }\n}";
        let filled = fill_body(text, "new", "let _ = n;\nSelf {}\n");
        assert_eq!(
            filled,
            "impl A {\n    fn new(n: i32) -> Self {\n        let _ = n;\n        Self {}\n    }\n    fn get(&self) -> i32 { 1 }\n}"
        );
        assert_eq!(fill_body(text, "get", "0\n"), text);
        // `fn new_one` is not `fn new`.
        let text = "fn new_one() {}\nfn new() {}";
        assert_eq!(
            fill_body(text, "new", "x\n"),
            "fn new_one() {}\nfn new() {\n    x\n}"
        );
    }

    /// The file `new` writes for a template, before vendoring.
    fn written(text: &str) -> String {
        let template = parse(text).unwrap();
        main_rs(&spec(template.signature()), &template).unwrap()
    }

    fn spec(signature: &str) -> crate::spec::Spec {
        use judging::metadata::{Judge, Kind, Metadata};
        crate::spec::Spec {
            name: "p".into(),
            metadata: Metadata {
                judge: Judge::LeetCode,
                url: String::new(),
                edition: None,
                time_limit_ms: 1000,
                memory_limit_mib: 256,
                assumed: Default::default(),
                checker: judging::Rule::Exact,
                float_error: 1e-5,
                kind: Kind::LeetCode {
                    signature: signature.to_string(),
                },
            },
            title: String::new(),
            samples: Vec::new(),
        }
    }

    #[test]
    fn a_design_main_runs_each_call_by_its_page_name() {
        let main = written(crate::leetcode::template::tests_support::DESIGN);
        for line in [
            judging::region::LOCAL_MAIN_BEGIN,
            "Calls::read(&mut input, \"NumArray\", &[\"update\", \"sumRange\"])",
            "let object = &mut NumArray::new(calls.arg(\"nums\"));",
            "\"sumRange\" => answers.value(&object.sum_range(calls.arg(\"left\"), calls.arg(\"right\"))),",
            "\"update\" => answers.value(&object.update(calls.arg(\"index\"), calls.arg(\"val\"))),",
            "fn new(nums: Vec<i32>) -> Self {\n        let _ = nums;\n        Self {}\n    }",
            " * Your NumArray object will be instantiated",
        ] {
            assert!(main.contains(line), "{}:\n{}", line, main);
        }
        assert!(!main.contains("struct Solution"), "{}", main);
    }

    /// Each kind of template, written as `new` writes it and vendored with
    /// the real core, compiles warning-free under every edition.
    #[test]
    fn every_kind_of_template_compiles_under_every_edition() {
        use crate::bundle;
        use crate::leetcode::template::tests_support::{DESIGN, IN_PLACE, LIST, READER, TREE};
        use crate::project::Project;
        use judging::region;
        use judging::rustc::{self, Emit, EDITIONS};

        let project = Project::locate();
        let core = crate::bundle::cache::load_of(&project).unwrap();
        let dir = tempfile::tempdir().unwrap();
        for (i, text) in [DESIGN, TREE, LIST, IN_PLACE, READER].iter().enumerate() {
            let template = parse(text).unwrap();
            let spec = spec(template.signature());
            let main = main_rs(&spec, &template).unwrap();
            let found = region::Region::find(&main).unwrap();
            let own = found.splice(&main, "");
            let main = found.splice(&main, &bundle::region_for(&core, &own).unwrap());
            let source = dir.path().join(format!("t{}.rs", i));
            std::fs::write(&source, &main).unwrap();
            for edition in EDITIONS {
                let out = dir.path().join(format!("t{}-{}", i, edition));
                if let Err(error) = rustc::compile(&source, edition, Emit::Check, &out) {
                    panic!("template {} under {}: {}\n{}", i, edition, error, main);
                }
            }
        }
    }

    #[test]
    fn a_tree_template_takes_the_tree_node_from_the_core() {
        let template = parse(crate::leetcode::template::tests_support::TREE).unwrap();
        assert_eq!(parts(&template).unwrap().called, "Solution::invert_tree");
        let main = written(crate::leetcode::template::tests_support::TREE);
        for line in [
            "use cpkit::leetcode::TreeNode;\n",
            "let root = leetcode::arg(&mut input, \"root\");",
            "// pub struct TreeNode {",
        ] {
            assert!(main.contains(line), "{}:\n{}", line, main);
        }
    }
}
