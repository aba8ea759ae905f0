//! LeetCode's notation cut into pieces at its brackets and commas: the one
//! reading of a value that the `tokens` rule (numbers inside a LeetCode
//! token) and the `leetcode` rules share, so neither imports the other.

/// A token of LeetCode's notation cut at its brackets and commas:
/// `[null,1.5]` → `[`, `null`, `,`, `1.5`, `]`. Strings stay whole.
pub(crate) fn pieces(token: &str) -> Vec<&str> {
    let mut pieces = Vec::new();
    let mut start = 0;
    let mut in_string = false;
    let mut escaped = false;
    for (at, ch) in token.char_indices() {
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
            '[' | ']' | ',' => {
                if start < at {
                    pieces.push(&token[start..at]);
                }
                pieces.push(&token[at..at + 1]);
                start = at + 1;
            }
            _ => {}
        }
    }
    if start < token.len() {
        pieces.push(&token[start..]);
    }
    pieces
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_cut_at_brackets_and_commas_outside_strings() {
        assert_eq!(pieces("[null,1.5]"), ["[", "null", ",", "1.5", "]"]);
        assert_eq!(pieces("[\"a,b\"]"), ["[", "\"a,b\"", "]"]);
        assert_eq!(pieces("2.5"), ["2.5"]);
    }
}
