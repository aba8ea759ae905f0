//! Each checker accepts what its judge accepts and rejects, with the message
//! shown here, what its judge rejects.

use super::*;

const BOARDS: &str = ".Q..\n...Q\nQ...\n..Q.\n\n..Q.\nQ...\n...Q\n.Q..\n\n";
const LUOGU: &str = "2 4 6 1 3 5\n3 6 2 5 1 4\n4 1 5 2 6 3\n4\n";
const LEETCODE: &str = r#"[[".Q..","...Q","Q...","..Q."],["..Q.","Q...","...Q",".Q.."]]"#;

#[test]
fn exact_accepts_only_the_same_bytes() {
    assert_eq!(exact(LUOGU, LUOGU), Ok(()));
    assert_eq!(exact("", ""), Ok(()));
}

#[test]
fn exact_shows_line_and_column_of_the_first_difference() {
    let wrong = LUOGU.replace("3 6 2", "3 6 3");
    assert_eq!(
        exact(LUOGU, &wrong).unwrap_err(),
        "line 2 differs at column 5:\n  expected \"3 6 2 5 1 4\"\n  found    \"3 6 3 5 1 4\""
    );
}

#[test]
fn exact_makes_trailing_spaces_tabs_and_cr_visible() {
    let message = exact("a\nb\n", "a \nb\n").unwrap_err();
    assert_eq!(
        message,
        "line 1 differs at column 2:\n  expected \"a\"\n  found    \"a \""
    );
    let message = exact("a\nb\n", "a\r\nb\n").unwrap_err();
    assert!(message.ends_with("found    \"a\\r\""), "{}", message);
    let message = exact("a\tb\n", "a  b\n").unwrap_err();
    assert!(message.contains("expected \"a\\tb\""), "{}", message);
}

#[test]
fn exact_reports_missing_extra_lines_and_final_newlines() {
    assert_eq!(
        exact("1\n2\n", "1\n").unwrap_err(),
        "the output stops after 1 lines; line 2 should be \"2\""
    );
    assert_eq!(
        exact("1\n", "1\n2\n").unwrap_err(),
        "line 2 is extra (1 lines expected): \"2\""
    );
    assert_eq!(
        exact("1\n2\n", "1\n2").unwrap_err(),
        "the output has no final newline after line 2"
    );
    assert_eq!(
        exact("1", "1\n").unwrap_err(),
        "the output ends with a newline after line 1; none is expected"
    );
}

#[test]
fn luogu_ignores_trailing_whitespace_and_the_final_newline() {
    let sloppy = "2 4 6 1 3 5 \n3 6 2 5 1 4\t\r\n4 1 5 2 6 3\n4";
    assert_eq!(luogu(LUOGU, sloppy), Ok(()));
    assert_eq!(luogu(LUOGU, &format!("{}\n\n", LUOGU)), Ok(()));
}

#[test]
fn luogu_rejects_a_wrong_total_or_leading_space() {
    assert_eq!(
        luogu(LUOGU, &LUOGU.replace("\n4\n", "\n5\n")).unwrap_err(),
        "line 4 differs at column 1:\n  expected \"4\"\n  found    \"5\""
    );
    let message = luogu(LUOGU, &format!(" {}", LUOGU)).unwrap_err();
    assert!(
        message.starts_with("line 1 differs at column 1:"),
        "{}",
        message
    );
    let message = luogu(LUOGU, "2 4 6 1 3 5\n4\n").unwrap_err();
    assert!(message.starts_with("line 2 differs"), "{}", message);
}

#[test]
fn boards_may_come_in_any_order() {
    let swapped = "..Q.\nQ...\n...Q\n.Q..\n\n.Q..\n...Q\nQ...\n..Q.\n\n";
    assert_eq!(unordered_boards(BOARDS, swapped), Ok(()));
    assert_eq!(unordered_boards("", ""), Ok(()));
}

#[test]
fn a_dropped_board_is_named() {
    let dropped = ".Q..\n...Q\nQ...\n..Q.\n\n";
    assert_eq!(
        unordered_boards(BOARDS, dropped).unwrap_err(),
        "2 boards expected, 1 found; 1 problems:\n  a board is missing (expected board at lines 6-9): [\"..Q.\", \"Q...\", \"...Q\", \".Q..\"]"
    );
}

#[test]
fn a_repeated_board_is_named_with_both_places() {
    let repeated = format!("{}.Q..\n...Q\nQ...\n..Q.\n\n", BOARDS);
    assert_eq!(
        unordered_boards(BOARDS, &repeated).unwrap_err(),
        "2 boards expected, 3 found; 1 problems:\n  the board at lines 11-14 repeats the board at lines 1-4: [\".Q..\", \"...Q\", \"Q...\", \"..Q.\"]"
    );
}

#[test]
fn a_moved_queen_is_an_unexpected_board_and_a_missing_one() {
    let moved = BOARDS.replacen("..Q.\n\n", ".Q..\n\n", 1);
    let message = unordered_boards(BOARDS, &moved).unwrap_err();
    assert!(
        message.starts_with("2 boards expected, 2 found; 2 problems:"),
        "{}",
        message
    );
    assert!(message.contains("the board at lines 1-4 is not an expected board: [\".Q..\", \"...Q\", \"Q...\", \".Q..\"]"), "{}", message);
    assert!(
        message.contains("a board is missing (expected board at lines 1-4)"),
        "{}",
        message
    );
}

#[test]
fn a_trailing_space_on_a_board_line_is_visible() {
    let spaced = BOARDS.replacen("...Q\n", "...Q \n", 1);
    let message = unordered_boards(BOARDS, &spaced).unwrap_err();
    assert!(message.contains("\"...Q \""), "{}", message);
}

#[test]
fn board_separators_and_the_final_newline_are_required() {
    assert_eq!(
        unordered_boards(BOARDS, BOARDS.trim_end_matches('\n')).unwrap_err(),
        "the last board (lines 6-9) is not followed by an empty line"
    );
    let message = unordered_boards(BOARDS, &BOARDS.replacen("\n\n", "\n", 1)).unwrap_err();
    assert!(message.contains("is not an expected board"), "{}", message);
    let message = unordered_boards(BOARDS, &format!("{}\n", BOARDS)).unwrap_err();
    assert!(
        message.contains("at line 11 (an empty board)"),
        "{}",
        message
    );
}

#[test]
fn many_problems_are_summed_up() {
    let expected: String = (0..8).map(|i| format!("{}\n\n", i)).collect();
    let message = unordered_boards(&expected, "").unwrap_err();
    assert!(
        message.starts_with("8 boards expected, 0 found; 8 problems:"),
        "{}",
        message
    );
    assert!(message.ends_with("\n  ... and 3 more"), "{}", message);
}

#[test]
fn leetcode_lists_may_come_in_any_order_with_whitespace() {
    let swapped =
        "[ [\"..Q.\",\"Q...\",\"...Q\",\".Q..\"],\n [\".Q..\",\"...Q\",\"Q...\",\"..Q.\"] ]\n";
    assert_eq!(unordered_leetcode(LEETCODE, swapped), Ok(()));
    assert_eq!(unordered_leetcode("[]", "[]\n"), Ok(()));
    assert_eq!(unordered_leetcode("[[]]", "[[]]"), Ok(()));
}

#[test]
fn leetcode_names_dropped_repeated_and_wrong_boards() {
    let dropped = r#"[[".Q..","...Q","Q...","..Q."]]"#;
    assert_eq!(
        unordered_leetcode(LEETCODE, dropped).unwrap_err(),
        "2 boards expected, 1 found; 1 problems:\n  a board is missing (expected board number 2): [\"..Q.\", \"Q...\", \"...Q\", \".Q..\"]"
    );
    let repeated = r#"[[".Q..","...Q","Q...","..Q."],["..Q.","Q...","...Q",".Q.."],[".Q..","...Q","Q...","..Q."]]"#;
    assert!(unordered_leetcode(LEETCODE, repeated)
        .unwrap_err()
        .contains("the board number 3 repeats the board number 1"));
    let moved = LEETCODE.replacen("\"..Q.\"]", "\".Q..\"]", 1);
    assert!(unordered_leetcode(LEETCODE, &moved)
        .unwrap_err()
        .contains("the board number 1 is not an expected board"));
}

#[test]
fn leetcode_rejects_what_is_not_a_list() {
    assert_eq!(
        unordered_leetcode(LEETCODE, "[[\".Q..\"").unwrap_err(),
        "not a LeetCode list of boards: expected ',' or ']' at byte 8; found the end of the output"
    );
    assert_eq!(
        unordered_leetcode(LEETCODE, "x").unwrap_err(),
        "not a LeetCode list of boards: expected '[' at byte 0; found 'x'"
    );
    assert_eq!(
        unordered_leetcode("[]", "[] []").unwrap_err(),
        "not a LeetCode list of boards: expected the end of the output at byte 3; found '['"
    );
}

#[test]
fn rules_dispatch_to_their_checkers() {
    assert!(Rule::Exact.check("a\n", "a \n").is_err());
    assert!(Rule::Luogu.check("a\n", "a \n").is_ok());
    assert!(Rule::UnorderedBoards.check(BOARDS, BOARDS).is_ok());
    assert!(Rule::UnorderedLeetCode.check(LEETCODE, LEETCODE).is_ok());
}
