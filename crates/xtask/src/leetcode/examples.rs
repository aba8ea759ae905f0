//! A LeetCode example as the page shows it, checked and written as the
//! problem's files. A function's input is its arguments, `name = value`
//! (names optional), written one per line without the spaces outside
//! strings (`[0, 1]` is LeetCode's `[0,1]`). A design problem's input is two
//! lines, the calls' names and their arguments, and the output one line with
//! a result per call.
//!
//! ```text
//! Input
//! ["NumArray", "sumRange", "update", "sumRange"]
//! [[[1, 3, 5]], [0, 2], [1, 2], [0, 2]]
//! Output
//! [null, 9, null, 8]
//! ```
//!
//! The lines must be lists, the names strings, each call's arguments a list,
//! and the three lists of one length; the values themselves are read by the
//! problem's `main`, which names the call and the argument when one does not
//! read.

use syn::{FnArg, Pat};

use judging::check::leetcode::{compact, items};

use super::camel_case;
use crate::example::Example;

/// The design example numbered `number` (from 1), whose input starts at line
/// `input.0` of the paste and output at line `output.0`.
pub fn design(
    number: usize,
    input: (usize, &str),
    output: (usize, &str),
) -> Result<Example, String> {
    let at = |line: usize| format!("example {}, line {}", number, line);
    let values = split_arguments(input.1).map_err(|err| format!("{}: {}", at(input.0), err))?;
    let (names, arguments) = match &values[..] {
        [(None, names), (None, arguments)] => (compact(names), compact(arguments)),
        _ => {
            return Err(format!(
                "{}: a design problem's input is two lines, the calls' names and their arguments, as `[\"NumArray\",\"sumRange\"]` then `[[[1,3,5]],[0,2]]`; found {} value{}",
                at(input.0),
                values.len(),
                if values.len() == 1 { "" } else { "s" }
            ))
        }
    };
    let names_list = items(&names).map_err(|_| {
        format!(
            "{}: the calls' names should be a list in brackets; found {}",
            at(input.0),
            names
        )
    })?;
    for (i, name) in names_list.iter().enumerate() {
        if !(name.len() >= 2 && name.starts_with('"') && name.ends_with('"')) {
            return Err(format!(
                "{}: call {}'s name should be a string in double quotes; found {}",
                at(input.0),
                i + 1,
                name
            ));
        }
    }
    // The line of the input's header: the page puts the lists on the
    // header's line or below it.
    let arguments_line = input.0;
    let argument_lists = items(&arguments).map_err(|_| {
        format!(
            "{}: the calls' arguments should be a list in brackets; found {}",
            at(arguments_line),
            arguments
        )
    })?;
    for (i, list) in argument_lists.iter().enumerate() {
        if items(list).is_err() {
            return Err(format!(
                "{}: the arguments of call {} ({}) should be a list in brackets; found {}",
                at(arguments_line),
                i + 1,
                names_list.get(i).map_or("?", |name| name.as_str()),
                list
            ));
        }
    }
    if names_list.len() != argument_lists.len() {
        return Err(format!(
            "{}: {} calls are named but {} argument lists follow",
            at(arguments_line),
            names_list.len(),
            argument_lists.len()
        ));
    }
    let result = compact(output.1);
    let results = items(&result).map_err(|_| {
        format!(
            "{}: the output should be a list of the calls' results, as `[null,9]`; found {}",
            at(output.0),
            result
        )
    })?;
    if results.len() != names_list.len() {
        return Err(format!(
            "{}: the output has {} results for {} calls",
            at(output.0),
            results.len(),
            names_list.len()
        ));
    }
    Ok(Example {
        input: format!("{}\n{}\n", names, arguments),
        output: format!("{}\n", result),
    })
}

/// The parameter names of a LeetCode signature, as Rust spells them.
fn parameters(signature: &str) -> Result<(String, Vec<String>), String> {
    let method = crate::leetcode::signature::parse_signature(signature)
        .map_err(|err| format!("the problem's signature is {:#}", err))?;
    let mut names = Vec::new();
    for input in &method.sig.inputs {
        match input {
            FnArg::Typed(typed) => match &*typed.pat {
                Pat::Ident(ident) => names.push(ident.ident.to_string()),
                _ => {
                    return Err(format!(
                        "the signature `{}` has an argument without a plain name",
                        signature
                    ))
                }
            },
            FnArg::Receiver(_) => {
                return Err(format!("the signature `{}` takes `self`", signature))
            }
        }
    }
    Ok((method.sig.ident.to_string(), names))
}

/// Whether a name on the page names the Rust parameter `rust`: the same
/// ignoring case and underscores (`numRows` and `num_rows`).
pub fn same_name(page: &str, rust: &str) -> bool {
    let fold = |text: &str| -> String {
        text.trim_start_matches("r#")
            .chars()
            .filter(|&c| c != '_')
            .flat_map(char::to_lowercase)
            .collect()
    };
    fold(page) == fold(rust)
}

/// A function's example numbered `number` (from 1), whose input starts at
/// line `input.0` of the paste and output at line `output.0`: its arguments
/// checked against `signature` (how many, their names where given, their
/// values in their types) and written one per line as `name = value`.
pub fn function(
    number: usize,
    input: (usize, &str),
    output: (usize, &str),
    signature: &str,
) -> Result<Example, String> {
    let (method, names) = parameters(signature)?;
    let typed = super::values::Typed::of(signature)?;
    let (input_line, text) = (input.0, input.1);
    let (output_line, output) = (output.0, output.1.to_string());
    let arguments = split_arguments(text)
        .map_err(|err| format!("the input at line {}: {}", input_line, err))?;
    if arguments.len() != names.len() {
        return Err(format!(
            "line {}: the input has {} argument{}; {} takes {} ({})",
            input_line,
            arguments.len(),
            if arguments.len() == 1 { "" } else { "s" },
            method,
            names.len(),
            names.join(", ")
        ));
    }
    let mut input = String::new();
    for (i, ((label, value), rust)) in arguments.iter().zip(&names).enumerate() {
        let page = camel_case(rust);
        if let Some(label) = label {
            if !same_name(label, rust) {
                return Err(format!(
                    "line {}: argument {} is named {:?}; {}'s argument {} is {} ({} on the page)",
                    input_line,
                    i + 1,
                    label,
                    method,
                    i + 1,
                    rust.trim_start_matches("r#"),
                    page
                ));
            }
        }
        let shown = label.clone().unwrap_or(page);
        typed
            .argument(i, rust, &shown, &compact(value))
            .map_err(|err| format!("example {}, line {}: {}", number, input_line, err))?;
        input.push_str(&format!("{} = {}\n", shown, compact(value)));
    }
    let mut values = split_arguments(&output)
        .map_err(|err| format!("the output at line {}: {}", output_line, err))?;
    let output = match (values.pop(), values.is_empty()) {
        (Some((None, value)), true) => value,
        _ => {
            return Err(format!(
                "line {}: the output should be one value in LeetCode's notation, as `[0,1]`; found {:?}",
                output_line,
                output.trim()
            ))
        }
    };
    typed
        .output(&compact(&output))
        .map_err(|err| format!("example {}, line {}: {}", number, output_line, err))?;
    let mut output = compact(&output);
    // A tree in level order ends at its last node, as LeetCode writes one
    // (and the kit prints one): `[1,2,null]` is `[1,2]`.
    let answers_a_tree = signature.contains("->")
        && signature
            .rsplit("->")
            .next()
            .is_some_and(|ty| ty.contains("TreeNode"));
    if answers_a_tree {
        output = without_trailing_nulls(&output);
    }
    Ok(Example {
        input,
        output: format!("{}\n", output),
    })
}

/// A compact level-order list without the `null`s at its end.
fn without_trailing_nulls(list: &str) -> String {
    let mut list = list.to_string();
    while let Some(start) = list.strip_suffix(",null]") {
        list = format!("{}]", start);
    }
    if list == "[null]" {
        list = "[]".to_string();
    }
    list
}

/// `name = value, name = value` (names optional, any whitespace) split into
/// its arguments, each checked to be whole: brackets that close, strings
/// that end. Arguments are separated by commas or line ends outside
/// brackets and strings.
fn split_arguments(text: &str) -> Result<Vec<(Option<String>, String)>, String> {
    let mut parts = Vec::new();
    let mut depth = 0usize;
    let mut start = 0;
    let mut scanned = judging::check::leetcode::scan(text);
    for (at, ch, in_string) in &mut scanned {
        match ch {
            _ if in_string => {}
            '[' => depth += 1,
            ']' => {
                depth = depth
                    .checked_sub(1)
                    .ok_or_else(|| format!("a `]` with no `[` before it, in {:?}", text.trim()))?;
            }
            ',' if depth == 0 => {
                parts.push(&text[start..at]);
                start = at + 1;
            }
            // One argument per line, as the kit's own files have them; a
            // line that is blank or ends at `name =` goes on.
            '\n' if depth == 0 => {
                let part = text[start..at].trim();
                if !part.is_empty() && !part.ends_with('=') {
                    parts.push(&text[start..at]);
                    start = at + 1;
                }
            }
            _ => {}
        }
    }
    if scanned.in_string() {
        return Err(format!("a string that does not end, in {:?}", text.trim()));
    }
    if depth > 0 {
        return Err(format!("{} `[` not closed, in {:?}", depth, text.trim()));
    }
    // A last line end separates nothing.
    if !text[start..].trim().is_empty() || parts.is_empty() || text[..start].ends_with(',') {
        parts.push(&text[start..]);
    }
    parts
        .into_iter()
        .map(|part| {
            let part = part.trim();
            let (label, value) = split_label(part);
            if value.is_empty() {
                return Err(match label {
                    Some(label) => format!("{} has no value after `=`", label),
                    None => format!("an argument is missing in {:?}", text.trim()),
                });
            }
            Ok((label.map(str::to_string), value.to_string()))
        })
        .collect()
}

/// `name = value` → (Some(name), value); a value alone → (None, value).
fn split_label(part: &str) -> (Option<&str>, &str) {
    let name_end = part
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(part.len());
    let starts_as_name = part
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_');
    if starts_as_name {
        if let Some(value) = part[name_end..].trim_start().strip_prefix('=') {
            return (Some(&part[..name_end]), value.trim());
        }
    }
    (None, part)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 42: a tree `[1,2,null]`, accepted by `sample`, was WA against
    /// the `[1,2]` LeetCode and the kit print.
    #[test]
    fn a_tree_answer_ends_at_its_last_node() {
        assert_eq!(without_trailing_nulls("[1,2,null]"), "[1,2]");
        assert_eq!(without_trailing_nulls("[1,null,2,null,null]"), "[1,null,2]");
        assert_eq!(without_trailing_nulls("[null]"), "[]");
        assert_eq!(without_trailing_nulls("[]"), "[]");
        let example = function(
            1,
            (1, "root = [1,2]"),
            (2, "[1,2,null]"),
            "pub fn invert_tree(root: Option<Rc<RefCell<TreeNode>>>) -> Option<Rc<RefCell<TreeNode>>>",
        )
        .unwrap();
        assert_eq!(example.output, "[1,2]\n");
    }
    use judging::metadata::Kind;

    fn design_kind() -> Kind {
        Kind::LeetCode {
            signature: "fn new(nums: Vec<i32>) -> Self".into(),
        }
    }

    #[test]
    fn names_on_the_page_match_rust_names() {
        assert!(same_name("numRows", "num_rows"));
        assert!(same_name("nums", "nums"));
        assert!(same_name("type", "r#type"));
        assert!(!same_name("rows", "num_rows"));
        assert_eq!(camel_case("num_rows"), "numRows");
        assert_eq!(camel_case("r#type"), "type");
    }

    #[test]
    fn the_pages_example_becomes_two_lines_and_an_output() {
        let pasted = "Example 1:\n\nInput\n[\"NumArray\", \"sumRange\", \"update\", \"sumRange\"]\n[[[1, 3, 5]], [0, 2], [1, 2], [0, 2]]\nOutput\n[null, 9, null, 8]\n\nExplanation\nNumArray numArray = new NumArray([1, 3, 5]);\n";
        let examples = crate::sample::parse(pasted, &design_kind()).unwrap();
        assert_eq!(
            examples,
            [Example {
                input: "[\"NumArray\",\"sumRange\",\"update\",\"sumRange\"]\n[[[1,3,5]],[0,2],[1,2],[0,2]]\n".into(),
                output: "[null,9,null,8]\n".into(),
            }]
        );
    }

    #[test]
    fn a_bad_example_names_the_example_the_line_and_the_call() {
        let error = |input: &str, output: &str| {
            let pasted = format!(
                "Input\n[\"A\",\"get\"]\n[[],[]]\nOutput\n[null,1]\nInput\n{}\nOutput\n{}\n",
                input, output
            );
            crate::sample::parse(&pasted, &design_kind()).unwrap_err()
        };
        assert_eq!(
            error("[\"A\",\"get\"]\n[[],[1],[2]]", "[null,1]"),
            "example 2, line 6: 2 calls are named but 3 argument lists follow"
        );
        assert_eq!(
            error("[\"A\",get]\n[[],[]]", "[null,1]"),
            "example 2, line 6: call 2's name should be a string in double quotes; found get"
        );
        assert_eq!(
            error("[\"A\",\"get\"]\n[[],5]", "[null,1]"),
            "example 2, line 6: the arguments of call 2 (\"get\") should be a list in brackets; found 5"
        );
        assert_eq!(
            error("[\"A\",\"get\"]\n[[],[]]", "[null]"),
            "example 2, line 9: the output has 1 results for 2 calls"
        );
        assert!(error("[\"A\",\"get\"]", "[null]")
            .starts_with("example 2, line 6: a design problem's input is two lines"));
    }
}
