//! Each parser reads its judge's format and says where and what, visibly,
//! when the text does not fit it.

use super::*;

fn strings(rows: &[&str]) -> Vec<String> {
    rows.iter().map(|row| row.to_string()).collect()
}

#[test]
fn lines_tell_whether_the_text_ends_with_a_newline() {
    assert_eq!(lines(""), (vec![], false));
    assert_eq!(lines("\n"), (vec![""], true));
    assert_eq!(lines("a\nb"), (vec!["a", "b"], false));
    assert_eq!(lines("a\n\n"), (vec!["a", ""], true));
}

#[test]
fn luogu_lines_drop_trailing_whitespace_and_blank_lines_at_the_end() {
    assert_eq!(luogu_lines(" a \t\r\nb\n\n \n"), vec![" a", "b"]);
    assert_eq!(luogu_lines(""), Vec::<&str>::new());
}

#[test]
fn line_boards_are_rows_ended_by_an_empty_line() {
    let boards = line_boards(".Q..\n...Q\nQ...\n..Q.\n\nQ\n\n\n").unwrap();
    assert_eq!(
        boards,
        vec![
            Board {
                place: "at lines 1-4".into(),
                rows: strings(&[".Q..", "...Q", "Q...", "..Q."]),
                first_line: Some(1),
            },
            Board {
                place: "at line 6".into(),
                rows: strings(&["Q"]),
                first_line: Some(6),
            },
            Board {
                place: "at line 8 (an empty board)".into(),
                rows: vec![],
                first_line: Some(8),
            },
        ]
    );
    assert_eq!(line_boards(""), Ok(vec![]));
    assert_eq!(
        rows(&boards[..2]),
        vec![strings(&[".Q..", "...Q", "Q...", "..Q."]), strings(&["Q"])]
    );
}

#[test]
fn line_boards_show_cr_tabs_and_spaces_on_separator_lines() {
    assert_eq!(
        line_boards("Q\r\n\r\n").unwrap_err(),
        "line 2 holds only whitespace, \"\\r\"; a board ends with an empty line"
    );
    assert_eq!(
        line_boards("Q\n\t\n").unwrap_err(),
        "line 2 holds only whitespace, \"\\t\"; a board ends with an empty line"
    );
    assert_eq!(
        line_boards("Q\n \n").unwrap_err(),
        "line 2 holds only whitespace, \" \"; a board ends with an empty line"
    );
}

#[test]
fn line_boards_name_a_missing_empty_line_and_a_missing_final_newline() {
    assert_eq!(
        line_boards("Q\n\n.Q\nQ.\n").unwrap_err(),
        "the board at lines 3-4 is not followed by an empty line"
    );
    assert_eq!(
        line_boards("Q\n\n.Q\nQ.").unwrap_err(),
        "the board at lines 3-4 is not followed by an empty line, \
         and the output has no final newline after line 4"
    );
    assert_eq!(
        line_boards("Q\n\n\n\n".trim_end_matches('\n')).unwrap_err(),
        "the board at line 1 is not followed by an empty line, \
         and the output has no final newline after line 1"
    );
}

#[test]
fn leetcode_boards_are_numbered_and_unescaped() {
    let boards = leetcode_boards(" [ [\"Q\"] , [\"a\\\"b\", \"\\\\\"] ]\n").unwrap();
    assert_eq!(
        boards,
        vec![
            Board {
                place: "number 1".into(),
                rows: strings(&["Q"]),
                first_line: None,
            },
            Board {
                place: "number 2".into(),
                rows: strings(&["a\"b", "\\"]),
                first_line: None,
            },
        ]
    );
    assert_eq!(leetcode_boards("[]"), Ok(vec![]));
}

#[test]
fn leetcode_boards_say_what_was_expected_at_which_byte() {
    assert_eq!(
        leetcode_boards("[[\"Q\\n\"]]").unwrap_err(),
        "not a LeetCode list of boards: expected an escape `\\\"` or `\\\\` at byte 4; found '\\\\'"
    );
    assert_eq!(
        leetcode_boards("[[\"Q]]").unwrap_err(),
        "not a LeetCode list of boards: expected a closing '\"' at byte 6; found the end of the output"
    );
    assert_eq!(
        leetcode_boards("[[\"Q\"]]\r\n\t,").unwrap_err(),
        "not a LeetCode list of boards: expected the end of the output at byte 10; found ','"
    );
    assert_eq!(
        leetcode_boards("[[\"Q\"]\t\"Q\"]").unwrap_err(),
        "not a LeetCode list of boards: expected ',' or ']' at byte 7; found '\"'"
    );
}
