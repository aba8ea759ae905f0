//! The local `main` as kits wrote it before it was a marked region, only to
//! recognise one: `vendor` replaces an old file's `main` by the region when
//! it is, token for token (a `mut` aside), what the old generator wrote for
//! the signatures; anything else may be the user's and is refused.
//!
//! The old generator wrote each argument's type (`let val: i32 =
//! calls.arg("val");`), declared the object `let mut object` when a method
//! took `&mut self`, and wrote nothing else of note; its code is kept here as
//! it was.

use std::ops::Range;

use anyhow::Result;
use proc_macro2::{TokenStream, TokenTree};
use syn::Item;

use super::camel_case;
use super::signature::in_notation;
use super::template::{method as read_method, type_text, Method};

/// Where the old kit's part of a file is, in `before_paste` (the text up to
/// the paste marker line): from the first line after the `//!` header to the
/// end, trailing blank lines left out.
pub fn section(before_paste: &str) -> Range<usize> {
    let mut start = 0;
    for line in before_paste.split_inclusive('\n') {
        let content = line.trim();
        if !content.is_empty() && !content.starts_with("//!") {
            break;
        }
        start += line.len();
    }
    let end = start + before_paste[start..].trim_end().len();
    let end = if end > start { end + 1 } else { start };
    start..end.min(before_paste.len())
}

/// The page names the old `main` of a class calls, from its
/// `Calls::read(&mut input, "Class", &["push", ...])`.
pub fn called_names(section: &str) -> Option<Vec<String>> {
    let at = section.find("Calls::read(")?;
    let rest = &section[at..];
    let open = rest.find("&[")? + 2;
    let close = open + rest[open..].find(']')?;
    Some(
        rest[open..close]
            .split(',')
            .map(|name| name.trim().trim_matches('"').to_string())
            .filter(|name| !name.is_empty())
            .collect(),
    )
}

/// Whether `section` is the old kit's part, whose `main` the old generator
/// wrote as `expected_main`: only `use cpkit::...` lines, `struct
/// Solution;` and that `main` (a `mut` added or taken away by hand
/// aside), with no comment the old generator did not write.
pub fn recognised(section: &str, expected_main: &str) -> bool {
    let file = match syn::parse_file(section) {
        Ok(file) => file,
        Err(_) => return false,
    };
    if !file.attrs.is_empty() {
        return false;
    }
    let mut mains = 0;
    for item in &file.items {
        let ok = match item {
            Item::Use(item) => quote::ToTokens::to_token_stream(&item.tree)
                .to_string()
                .starts_with("cpkit ::"),
            Item::Struct(item) => item.ident == "Solution" && item.fields.is_empty(),
            Item::Fn(function) if function.sig.ident == "main" => {
                mains += 1;
                let tokens = quote::ToTokens::to_token_stream(function);
                match expected_main.parse::<TokenStream>() {
                    Ok(expected) => comparable(tokens, true) == comparable(expected, true),
                    Err(_) => false,
                }
            }
            _ => false,
        };
        if !ok {
            return false;
        }
    }
    let known = |line: &str| {
        line == "/// LeetCode declares this itself; it is here only to run locally."
            || expected_main.lines().any(|written| written.trim() == line)
    };
    mains == 1
        && section
            .lines()
            .map(str::trim)
            .filter(|line| line.starts_with("//") || line.contains("/*"))
            .all(known)
}

/// The tokens' texts as two versions of one generated code compare:
/// without a comma that ends a group (rustfmt adds one where it wraps a
/// list) and, with `drop_mut`, without `mut` (the old generator's `let mut
/// object` and a `mut` a user added to make `&mut self` compile are the
/// same `main`).
pub fn comparable(tokens: TokenStream, drop_mut: bool) -> Vec<String> {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    let mut texts = Vec::new();
    for (i, tree) in trees.iter().enumerate() {
        match tree {
            TokenTree::Ident(ident) if drop_mut && ident == "mut" => {}
            TokenTree::Punct(punct) if punct.as_char() == ',' && i + 1 == trees.len() => {}
            TokenTree::Group(group) => {
                texts.push(format!("{:?}", group.delimiter()));
                texts.extend(comparable(group.stream(), drop_mut));
                texts.push("end".into());
            }
            other => texts.push(other.to_string()),
        }
    }
    texts
}

/// The old `main` of a function, from its signature as the metadata
/// records it.
pub fn function_main(signature: &str) -> Result<String> {
    let method = read_method(&crate::leetcode::signature::parse_signature(signature)?)?;
    let mut reads = String::new();
    let mut arguments = Vec::new();
    let mut modified = None;
    for arg in &method.args {
        let binding = if arg.by_mut {
            format!("mut {}", arg.name)
        } else {
            arg.name.clone()
        };
        let shown = type_text(&arg.ty);
        if in_notation(&arg.ty) {
            reads.push_str(&format!(
                "    let {}: {} = leetcode::arg(&mut input, \"{}\");\n",
                binding, shown, arg.name
            ));
        } else {
            reads.push_str(&format!(
                "    // TODO: read `{}`; cpkit::leetcode reads integers, f64, bool, String, char and Vecs of them.\n    let {}: {} = Default::default();\n",
                arg.name, binding, shown
            ));
        }
        if arg.by_mut {
            arguments.push(format!("&mut {}", arg.name));
            modified.get_or_insert((arg.name.clone(), in_notation(&arg.ty)));
        } else {
            arguments.push(arg.name.clone());
        }
    }
    let call = format!("Solution::{}({})", method.name, arguments.join(", "));
    let answer = match (&method.output, modified) {
        (Some(ty), _) => answer_line(&call, in_notation(ty)),
        (None, Some((name, shown))) => format!("    {};\n{}", call, answer_line(&name, shown)),
        (None, None) => format!("    {};\n", call),
    };
    if !method.args.is_empty() {
        reads.insert_str(0, "    let mut input = Input::stdin();\n");
    }
    Ok(format!("fn main() {{\n{}{}}}\n", reads, answer))
}

fn answer_line(value: &str, in_notation: bool) -> String {
    if in_notation {
        format!(
            "    let mut out = Output::stdout();\n    leetcode::answer(&mut out, &{});\n",
            value
        )
    } else {
        format!(
            "    // TODO: print as LeetCode shows it; cpkit::leetcode writes integers, f64, bool, String, char and Vecs of them.\n    let mut out = Output::stdout();\n    putln!(out, format_args!(\"{{:?}}\", {}));\n",
            value
        )
    }
}

/// The old `main` of a class calling `methods`.
pub fn design_main(class: &str, constructor: &Method, methods: &[&Method]) -> String {
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
    main.push_str(&reads(constructor));
    main.push_str(&format!(
        "    let object = {}::new({});\n    answers.null();\n",
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

#[cfg(test)]
mod tests {
    use super::*;

    const OLD: &str = "use cpkit::input::Input;
use cpkit::leetcode::{Answers, Calls};
use cpkit::output::Output;

fn main() {
    let mut input = Input::stdin();
    let mut out = Output::stdout();
    let mut calls = Calls::read(&mut input, \"A\", &[\"get\"]);
    let mut answers = Answers::new(&mut out);
    let object = A::new();
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

    fn expected() -> String {
        let new = read_method(&syn::parse_str("fn new() -> Self {}").unwrap()).unwrap();
        let get = read_method(&syn::parse_str("fn get(&mut self) -> i32 {}").unwrap()).unwrap();
        design_main("A", &new, &[&get])
    }

    #[test]
    fn the_old_main_is_recognised_with_or_without_a_mut() {
        assert!(recognised(OLD, &expected()));
        let with_mut = OLD.replace("let object", "let mut object");
        assert!(recognised(&with_mut, &expected()));
        assert_eq!(called_names(OLD), Some(vec!["get".to_string()]));
    }

    #[test]
    fn a_main_the_user_changed_is_not_recognised() {
        let printing = OLD.replace("calls.end();", "eprintln!(\"here\");\n    calls.end();");
        assert!(!recognised(&printing, &expected()));
        let commented = OLD.replace("calls.end();", "// mine\n    calls.end();");
        assert!(!recognised(&commented, &expected()));
        let helper = format!("{}\nfn helper() {{}}\n", OLD);
        assert!(!recognised(&helper, &expected()));
        let other_use = format!("use std::collections::HashMap;\n{}", OLD);
        assert!(!recognised(&other_use, &expected()));
    }

    #[test]
    fn the_section_starts_after_the_header() {
        let text = "//! header\n//!\n\nuse a;\nfn main() {}\n\n";
        assert_eq!(&text[section(text)], "use a;\nfn main() {}\n");
        assert_eq!(section("//! only\n\n"), 10..10);
    }
}
