//! A design problem's example as the page shows it, checked and written as
//! the problem's files: the input is two lines, the calls' names and their
//! arguments, and the output one line with a result per call.
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

use crate::sample::{compact, split_arguments, Example};

/// The example numbered `number` (from 1), whose input starts at line
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
    let names_list = items(&names).ok_or_else(|| {
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
    let argument_lists = items(&arguments).ok_or_else(|| {
        format!(
            "{}: the calls' arguments should be a list in brackets; found {}",
            at(arguments_line),
            arguments
        )
    })?;
    for (i, list) in argument_lists.iter().enumerate() {
        if items(list).is_none() {
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
    let results = items(&result).ok_or_else(|| {
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

/// The top-level items of a compact list `[a,[b,c],"d,e"]`, or `None` when
/// the text is not one list in brackets.
fn items(list: &str) -> Option<Vec<String>> {
    let inner = list.strip_prefix('[')?.strip_suffix(']')?;
    let mut items = Vec::new();
    let (mut depth, mut in_string, mut escaped, mut start) = (0usize, false, false, 0);
    for (at, ch) in inner.char_indices() {
        if in_string {
            match ch {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match ch {
            '"' => in_string = true,
            '[' => depth += 1,
            ']' => depth = depth.checked_sub(1)?,
            ',' if depth == 0 => {
                items.push(inner[start..at].to_string());
                start = at + 1;
            }
            _ => {}
        }
    }
    if depth != 0 || in_string {
        return None;
    }
    if !inner.is_empty() {
        items.push(inner[start..].to_string());
    }
    Some(items)
}

#[cfg(test)]
mod tests {
    use super::*;
    use judging::metadata::Kind;

    fn design_kind() -> Kind {
        Kind::LeetCode {
            signature: "fn new(nums: Vec<i32>) -> Self".into(),
        }
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
