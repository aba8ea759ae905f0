//! The local `main.rs` of a problem made from LeetCode's template: the
//! template as the editor shows it, each empty body given one that compiles
//! until it is written, after a `main` that runs the examples.
//!
//! For `impl Solution` the `main` reads the arguments of the method LeetCode
//! calls and prints its answer (see [`crate::leetcode::signature`]); for a class it
//! runs the example's calls in order with `cpkit::leetcode::Calls` and
//! prints their results as one list. The template's `ListNode` and
//! `TreeNode` come from the core, above the paste marker, so the part that
//! is submitted uses LeetCode's own.

use anyhow::Result;

use super::camel_case;
use super::template::{type_text, Method, Receiver, Shape, Template};

/// What the problem's file template needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Parts {
    /// What LeetCode calls, for the header: `Solution::two_sum`, `NumArray`.
    pub called: String,
    pub uses: String,
    /// `struct Solution;` with its comment, or nothing for a class.
    pub solution: String,
    pub main: String,
    /// The template with its empty bodies filled.
    pub paste: String,
}

/// The parts for `template`.
pub fn parts(template: &Template) -> Result<Parts> {
    let mut uses = String::new();
    // A constructor returns `Self {}` while the struct has no fields.
    let mut empty_self = None;
    let (called, solution, main) = match &template.shape {
        Shape::Functions(methods) => {
            let first = crate::leetcode::signature::parts(&methods[0].signature)?;
            uses.push_str(&first.uses);
            (
                format!("Solution::{}", first.method),
                "/// LeetCode declares this itself; it is here only to run locally.\nstruct Solution;\n\n"
                    .to_string(),
                format!("fn main() {{\n{}{}}}\n", first.reads, first.answer),
            )
        }
        Shape::Design {
            class,
            empty,
            constructor,
            methods,
        } => {
            uses.push_str("use cpkit::input::Input;\nuse cpkit::leetcode::{Answers, Calls};\nuse cpkit::output::Output;\n\n");
            if *empty {
                empty_self = Some("Self {}");
            }
            (
                class.clone(),
                String::new(),
                design_main(class, constructor, methods),
            )
        }
    };
    let nodes: Vec<&str> = [
        (template.list_node, "ListNode"),
        (template.tree_node, "TreeNode"),
    ]
    .iter()
    .filter(|(used, _)| *used)
    .map(|(_, name)| *name)
    .collect();
    if !nodes.is_empty() {
        let mut lines: Vec<String> = uses
            .lines()
            .filter(|line| !line.is_empty())
            .map(str::to_string)
            .collect();
        lines.push(match nodes[..] {
            [one] => format!("use cpkit::leetcode::{};", one),
            _ => format!("use cpkit::leetcode::{{{}}};", nodes.join(", ")),
        });
        lines.sort();
        uses = format!("{}\n\n", lines.join("\n"));
    }
    let methods: Vec<&Method> = match &template.shape {
        Shape::Functions(methods) => methods.iter().collect(),
        Shape::Design {
            constructor,
            methods,
            ..
        } => std::iter::once(&**constructor).chain(methods).collect(),
    };
    let mut paste = template.text.trim().to_string();
    for method in methods {
        paste = fill_body(&paste, &method.name, &placeholder(method, empty_self));
    }
    Ok(Parts {
        called,
        uses,
        solution,
        main,
        paste,
    })
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

/// The `main` of a design problem: the constructor, then each call of the
/// example, each result written to one list.
fn design_main(class: &str, constructor: &Method, methods: &[Method]) -> String {
    let pages: Vec<String> = methods
        .iter()
        .map(|m| format!("\"{}\"", camel_case(&m.name)))
        .collect();
    let mutated = methods.iter().any(|m| m.receiver == Receiver::Mut);
    let mut main = String::from(
        "fn main() {\n    let mut input = Input::stdin();\n    let mut out = Output::stdout();\n",
    );
    main.push_str(&format!(
        "    let mut calls = Calls::read(&mut input, \"{}\", &[{}]);\n    let mut answers = Answers::new(&mut out);\n",
        class,
        pages.join(", ")
    ));
    main.push_str(&reads(constructor));
    main.push_str(&format!(
        "    let {}object = {}::new({});\n    answers.null();\n",
        if mutated { "mut " } else { "" },
        class,
        call_arguments(constructor)
    ));
    if methods.is_empty() {
        main.push_str("    let _ = &object;\n    while calls.next().is_some() {}\n");
    } else {
        main.push_str("    while let Some(method) = calls.next() {\n        match method {\n");
        for method in methods {
            let call = format!("object.{}({})", method.name, call_arguments(method));
            let result = match &method.output {
                Some(_) => format!("answers.value(&{});\n", call),
                None => format!("{};\nanswers.null();\n", call),
            };
            let body: String = format!("{}{}", reads(method), result)
                .lines()
                .map(|line| format!("                {}\n", line.trim_start()))
                .collect();
            main.push_str(&format!(
                "            \"{}\" => {{\n{}            }}\n",
                camel_case(&method.name),
                body
            ));
        }
        main.push_str(
            "            _ => unreachable!(\"Calls::read checked the names\"),\n        }\n    }\n",
        );
    }
    main.push_str("    calls.end();\n    answers.end();\n}\n");
    main
}

/// The lines that read a call's arguments.
fn reads(method: &Method) -> String {
    method
        .args
        .iter()
        .map(|arg| {
            format!(
                "    let {}{}: {} = calls.arg(\"{}\");\n",
                if arg.by_mut { "mut " } else { "" },
                arg.name,
                type_text(&arg.ty),
                arg.name
            )
        })
        .collect()
}

fn call_arguments(method: &Method) -> String {
    method
        .args
        .iter()
        .map(|arg| {
            if arg.by_mut {
                format!("&mut {}", arg.name)
            } else {
                arg.name.clone()
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The whole `src/main.rs` of the problem `spec` made from `template`,
/// before vendoring and formatting.
pub fn main_rs(spec: &crate::scaffold::Spec, template: &Template) -> Result<String> {
    let parts = parts(template)?;
    Ok(crate::scaffold::fill(
        include_str!("../../templates/leetcode_template_main.rs.tmpl"),
        spec,
        &[
            ("called", &parts.called),
            ("uses", &parts.uses),
            ("solution", &parts.solution),
            ("main", &parts.main),
            ("paste_marker", crate::paste::PASTE_MARKER),
            ("paste", &parts.paste),
        ],
    ))
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

    #[test]
    fn a_design_main_runs_each_call_by_its_page_name() {
        let template = parse(crate::leetcode::template::tests_support::DESIGN).unwrap();
        let parts = parts(&template).unwrap();
        assert!(
            parts
                .main
                .contains("Calls::read(&mut input, \"NumArray\", &[\"update\", \"sumRange\"])"),
            "{}",
            parts.main
        );
        assert!(
            parts
                .main
                .contains("let nums: Vec<i32> = calls.arg(\"nums\");"),
            "{}",
            parts.main
        );
        assert!(
            parts.main.contains("let mut object = NumArray::new(nums);"),
            "{}",
            parts.main
        );
        assert!(
            parts.main.contains(
                "\"sumRange\" => {\n                let left: i32 = calls.arg(\"left\");"
            ),
            "{}",
            parts.main
        );
        assert!(
            parts
                .main
                .contains("object.update(index, val);\n                answers.null();"),
            "{}",
            parts.main
        );
        assert!(
            parts.paste.contains(
                "fn new(nums: Vec<i32>) -> Self {\n        let _ = nums;\n        Self {}\n    }"
            ),
            "{}",
            parts.paste
        );
        assert!(
            parts
                .paste
                .contains(" * Your NumArray object will be instantiated"),
            "{}",
            parts.paste
        );
        assert_eq!(parts.solution, "");
    }

    /// Each kind of template, written as `new` writes it and vendored with
    /// the real core, compiles warning-free under every edition.
    #[test]
    fn every_kind_of_template_compiles_under_every_edition() {
        use crate::leetcode::template::tests_support::{DESIGN, IN_PLACE, LIST, READER, TREE};
        use crate::project::Project;
        use crate::vendor::{self, generate::Core, region};
        use judging::metadata::{Judge, Kind, Metadata};
        use judging::rustc::{self, Emit, EDITIONS};

        let project = Project::locate();
        let core = Core::load(&project.core_src()).unwrap();
        let dir = tempfile::tempdir().unwrap();
        for (i, text) in [DESIGN, TREE, LIST, IN_PLACE, READER].iter().enumerate() {
            let template = parse(text).unwrap();
            let spec = crate::scaffold::Spec {
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
                        signature: template.signature().to_string(),
                    },
                },
                title: String::new(),
                samples: Vec::new(),
            };
            let main = main_rs(&spec, &template).unwrap();
            let found = region::Region::find(&main).unwrap();
            let own = found.splice(&main, "");
            let main = found.splice(&main, &vendor::region_for(&core, &own).unwrap());
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
        let parts = parts(&template).unwrap();
        assert!(
            parts.uses.contains("use cpkit::leetcode::TreeNode;\n"),
            "{}",
            parts.uses
        );
        assert!(parts.uses.ends_with(";\n\n"), "{:?}", parts.uses);
        assert!(
            parts.main.contains(
                "let root: Option<Rc<RefCell<TreeNode>>> = leetcode::arg(&mut input, \"root\");"
            ),
            "{}",
            parts.main
        );
        assert!(
            parts.paste.contains("// pub struct TreeNode {"),
            "{}",
            parts.paste
        );
        assert_eq!(parts.called, "Solution::invert_tree");
    }
}
