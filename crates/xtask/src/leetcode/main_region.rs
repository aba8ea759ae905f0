//! The local `main` of a LeetCode solution as the kit writes it: a region
//! between two marker lines above the paste marker, generated from the
//! signatures of what LeetCode calls (see [`crate::leetcode::refresh`] for
//! when). It is the kit's code, like the vendored core: the user's is after
//! the paste marker.
//!
//! It is written to survive the edits a solution makes without being
//! generated again (what `cargo test -p` builds, before any tool runs): the
//! object is held as `&mut`, so `&self` and `&mut self` methods both
//! compile; the arguments' and results' types are left to inference; every
//! call's result is written with `Answers::value`, `()` as `null`. Only an
//! added or removed method needs the region generated again.

use anyhow::{bail, Result};

use super::camel_case;
use super::signature::in_notation;
use super::template::{tidy, type_text, Method, Receiver};

/// What the types the region can read and write are, for its errors.
const READABLE: &str = "cpkit::leetcode reads and writes integers, f64, bool, String, char, \
ListNode lists, TreeNode trees, Options of them and Vecs of all of these";

/// What LeetCode calls.
#[derive(Debug, Clone)]
pub enum Callee<'a> {
    /// `Solution::method`, whose arguments the examples name as `names`
    /// (the page's names, recorded when the problem was made).
    Function {
        method: &'a Method,
        names: Vec<String>,
    },
    /// A class: `new`, then the methods the example names.
    Class {
        class: &'a str,
        constructor: &'a Method,
        methods: Vec<&'a Method>,
    },
}

/// Which of LeetCode's node types the solution uses, so the region brings
/// the core's.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Nodes {
    pub list: bool,
    pub tree: bool,
}

/// The whole region, marker lines included, for `callee`; an error names a
/// method and a type the kit cannot read or write.
pub fn generate(callee: &Callee<'_>, nodes: Nodes) -> Result<String> {
    let (mut uses, solution, main) = match callee {
        Callee::Function { method, names } => {
            check(method, "Solution", false)?;
            function_main(method, names)
        }
        Callee::Class {
            class,
            constructor,
            methods,
        } => {
            check(constructor, class, true)?;
            for method in methods {
                check(method, class, true)?;
            }
            (
                vec![
                    "use cpkit::input::Input;".to_string(),
                    "use cpkit::leetcode::{Answers, Calls};".to_string(),
                    "use cpkit::output::Output;".to_string(),
                ],
                "",
                design_main(class, constructor, methods),
            )
        }
    };
    for (used, name) in [(nodes.list, "ListNode"), (nodes.tree, "TreeNode")] {
        if used {
            uses.push(format!("use cpkit::leetcode::{};", name));
        }
    }
    uses.sort();
    let mut region = format!("{}\n", judging::region::LOCAL_MAIN_BEGIN);
    if !uses.is_empty() {
        region.push_str(&format!("{}\n\n", uses.join("\n")));
    }
    region.push_str(solution);
    region.push_str(&main);
    region.push_str(judging::region::LOCAL_MAIN_END);
    region.push('\n');
    Ok(region)
}

/// Refuses a method whose arguments or result the core cannot read or
/// write (`()` is a design call's `null`).
fn check(method: &Method, owner: &str, design: bool) -> Result<()> {
    for arg in &method.args {
        if !in_notation(&arg.ty) {
            bail!(
                "`{}::{}` takes `{}: {}`, which the local main cannot read; {}{}",
                owner,
                method.name,
                arg.name,
                shown(&arg.ty),
                READABLE,
                helper_hint(owner, design)
            );
        }
    }
    if let Some(ty) = &method.output {
        let unit = design && type_text(ty) == "()";
        if !unit && !in_notation(ty) && method.name != "new" {
            bail!(
                "`{}::{}` returns `{}`, which the local main cannot print; {}{}",
                owner,
                method.name,
                shown(ty),
                READABLE,
                helper_hint(owner, design)
            );
        }
    }
    Ok(())
}

/// A type as a person writes it: `HashMap<i32, i32>`.
fn shown(ty: &syn::Type) -> String {
    tidy(&quote::ToTokens::to_token_stream(ty).to_string())
}

/// The ways out: a class's helper moved where the region does not call
/// it, or a `main` of the user's own.
fn helper_hint(owner: &str, design: bool) -> String {
    let own = "or write the local main yourself, under the line `// ---- local main: written by hand ----`";
    if design {
        format!(
            " (a helper LeetCode does not call belongs in a second `impl {}` block, which the local main does not call; {})",
            owner, own
        )
    } else {
        format!(" ({})", own)
    }
}

/// The `use` lines, `struct Solution`, and the `main` of a function: each
/// argument read by its page name, the call, and its answer (or, for a
/// method that returns nothing, the argument it changed in place).
fn function_main(method: &Method, names: &[String]) -> (Vec<String>, &'static str, String) {
    let mut uses = Vec::new();
    let mut main = String::from("fn main() {\n");
    if !method.args.is_empty() {
        uses.push("use cpkit::input::Input;".to_string());
        main.push_str("    let mut input = Input::stdin();\n");
    }
    let mut arguments = Vec::new();
    let mut changed = None;
    for (i, arg) in method.args.iter().enumerate() {
        let name = names.get(i).unwrap_or(&arg.name);
        main.push_str(&format!(
            "    let {}{} = leetcode::arg(&mut input, \"{}\");\n",
            if arg.by_mut { "mut " } else { "" },
            name,
            name
        ));
        if arg.by_mut {
            arguments.push(format!("&mut {}", name));
            changed.get_or_insert(name.clone());
        } else {
            arguments.push(name.clone());
        }
    }
    let call = format!("Solution::{}({})", method.name, arguments.join(", "));
    let answered = match (&method.output, changed) {
        (Some(_), _) => Some(call),
        (None, Some(name)) => {
            main.push_str(&format!("    {};\n", call));
            Some(name)
        }
        (None, None) => {
            main.push_str(&format!("    {};\n", call));
            None
        }
    };
    if let Some(value) = answered {
        uses.push("use cpkit::output::Output;".to_string());
        main.push_str(&format!(
            "    let mut out = Output::stdout();\n    leetcode::answer(&mut out, &{});\n",
            value
        ));
    }
    if !method.args.is_empty() || main.contains("leetcode::") {
        uses.push("use cpkit::leetcode;".to_string());
    }
    main.push_str("}\n");
    (
        uses,
        "/// LeetCode declares this itself; it is here only to run locally.\nstruct Solution;\n\n",
        main,
    )
}

/// The `main` of a design problem: the constructor, then each call of the
/// example, each result written to one list.
fn design_main(class: &str, constructor: &Method, methods: &[&Method]) -> String {
    let pages: Vec<String> = methods
        .iter()
        .map(|m| format!("\"{}\"", camel_case(&m.name)))
        .collect();
    let mut main = String::from(
        "fn main() {\n    let mut input = Input::stdin();\n    let mut out = Output::stdout();\n",
    );
    main.push_str(&format!(
        "    let mut calls = Calls::read(&mut input, \"{}\", &[{}]);\n    let mut answers = Answers::new(&mut out);\n",
        class,
        pages.join(", ")
    ));
    // `&mut`, whatever the methods take: `&self` and `&mut self` both
    // compile, with no `mut` binding to warn about.
    main.push_str(&format!(
        "    let {} = &mut {}::new({});\n    answers.null();\n",
        if methods.is_empty() {
            "_object"
        } else {
            "object"
        },
        class,
        call_arguments(constructor)
    ));
    if methods.is_empty() {
        main.push_str("    while calls.next().is_some() {}\n");
    } else {
        main.push_str("    while let Some(method) = calls.next() {\n        match method {\n");
        for method in methods {
            main.push_str(&format!(
                "            \"{}\" => answers.value(&object.{}({})),\n",
                camel_case(&method.name),
                method.name,
                call_arguments(method)
            ));
        }
        main.push_str(
            "            _ => unreachable!(\"Calls::read checked the names\"),\n        }\n    }\n",
        );
    }
    main.push_str("    calls.end();\n    answers.end();\n}\n");
    main
}

/// A call's arguments, each read where it is passed.
fn call_arguments(method: &Method) -> String {
    method
        .args
        .iter()
        .map(|arg| {
            format!(
                "{}calls.arg(\"{}\")",
                if arg.by_mut { "&mut " } else { "" },
                arg.name
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Whether a method is one the region calls on the object: it takes
/// `&self` or `&mut self` (an associated function is a helper).
pub fn called(method: &Method) -> bool {
    method.receiver != Receiver::None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::leetcode::template::method;

    fn parsed(signature: &str) -> Method {
        method(&syn::parse_str(&format!("{} {{}}", signature)).unwrap()).unwrap()
    }

    #[test]
    fn a_class_holds_its_object_by_mut_and_infers_every_type() {
        let new = parsed("fn new(k: i32, nums: Vec<i32>) -> Self");
        let add = parsed("fn add(&mut self, val: i32) -> i32");
        let peek = parsed("fn peek(&self) -> i32");
        let region = generate(
            &Callee::Class {
                class: "KthLargest",
                constructor: &new,
                methods: vec![&add, &peek],
            },
            Nodes::default(),
        )
        .unwrap();
        assert!(
            region.starts_with(judging::region::LOCAL_MAIN_BEGIN)
                && region.ends_with(&format!("{}\n", judging::region::LOCAL_MAIN_END))
        );
        for line in [
            "let mut calls = Calls::read(&mut input, \"KthLargest\", &[\"add\", \"peek\"]);",
            "let object = &mut KthLargest::new(calls.arg(\"k\"), calls.arg(\"nums\"));",
            "\"add\" => answers.value(&object.add(calls.arg(\"val\"))),",
            "\"peek\" => answers.value(&object.peek()),",
        ] {
            assert!(region.contains(line), "{}:\n{}", line, region);
        }
        assert!(!region.contains("let mut object"), "{}", region);
    }

    #[test]
    fn a_function_reads_by_the_page_names_and_answers_what_it_changed() {
        let rotate = parsed("pub fn rotate(matrix: &mut Vec<Vec<i32>>)");
        let region = generate(
            &Callee::Function {
                method: &rotate,
                names: vec!["grid".into()],
            },
            Nodes::default(),
        )
        .unwrap();
        assert!(
            region.contains(
                "    let mut grid = leetcode::arg(&mut input, \"grid\");\n    Solution::rotate(&mut grid);\n    let mut out = Output::stdout();\n    leetcode::answer(&mut out, &grid);\n"
            ),
            "{}",
            region
        );
        assert!(region.contains("struct Solution;"), "{}", region);
    }

    #[test]
    fn a_type_the_core_cannot_read_is_one_error_naming_method_and_type() {
        let new = parsed("fn new() -> Self");
        let add = parsed("fn add(&mut self, m: HashMap<i32, i32>)");
        let error = generate(
            &Callee::Class {
                class: "A",
                constructor: &new,
                methods: vec![&add],
            },
            Nodes::default(),
        )
        .unwrap_err()
        .to_string();
        assert!(
            error.starts_with(
                "`A::add` takes `m: HashMap<i32, i32>`, which the local main cannot read;"
            ),
            "{}",
            error
        );
        let f = parsed("pub fn f(n: i32) -> HashSet<i32>");
        let error = generate(
            &Callee::Function {
                method: &f,
                names: vec![],
            },
            Nodes::default(),
        )
        .unwrap_err()
        .to_string();
        assert!(
            error.starts_with(
                "`Solution::f` returns `HashSet<i32>`, which the local main cannot print;"
            ),
            "{}",
            error
        );
    }
}
