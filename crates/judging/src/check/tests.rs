//! Each checker accepts what its judge accepts and rejects, with the message
//! shown here, what its judge rejects.

use super::*;

/// AcWing's answer for n = 4.
const BOARDS: &str = ".Q..\n...Q\nQ...\n..Q.\n\n..Q.\nQ...\n...Q\n.Q..\n\n";
/// Luogu's answer for n = 6.
const LUOGU: &str = "2 4 6 1 3 5\n3 6 2 5 1 4\n4 1 5 2 6 3\n4\n";
/// LeetCode's answer for n = 4.
const LEETCODE: &str = r#"[[".Q..","...Q","Q...","..Q."],["..Q.","Q...","...Q",".Q.."]]"#;

#[test]
fn counted_nouns_agree_with_their_number() {
    assert_eq!(counted(0, "line"), "0 lines");
    assert_eq!(counted(1, "line"), "1 line");
    assert_eq!(counted(2, "board"), "2 boards");
}

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
    assert_eq!(
        exact("a\nb\n", "a \nb\n").unwrap_err(),
        "line 1 differs at column 2:\n  expected \"a\"\n  found    \"a \""
    );
    assert_eq!(
        exact("a\nb\n", "a\r\nb\n").unwrap_err(),
        "line 1 differs at column 2:\n  expected \"a\"\n  found    \"a\\r\""
    );
    assert_eq!(
        exact("a\tb\n", "a  b\n").unwrap_err(),
        "line 1 differs at column 2:\n  expected \"a\\tb\"\n  found    \"a  b\""
    );
}

#[test]
fn exact_reports_missing_extra_lines_and_final_newlines() {
    assert_eq!(
        exact("1\n2\n", "1\n").unwrap_err(),
        "the output stops after 1 line; line 2 should be \"2\""
    );
    assert_eq!(
        exact("1\n", "1\n2\n").unwrap_err(),
        "line 2 is extra (1 line expected): \"2\""
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
fn luogu_shows_leading_whitespace_and_cr_inside_a_line() {
    assert_eq!(
        luogu(LUOGU, &format!(" {}", LUOGU)).unwrap_err(),
        "line 1 differs at column 1:\n  expected \"2 4 6 1 3 5\"\n  found    \" 2 4 6 1 3 5\""
    );
    assert_eq!(
        luogu(LUOGU, &LUOGU.replacen("6 1", "6\t1", 1)).unwrap_err(),
        "line 1 differs at column 6:\n  expected \"2 4 6 1 3 5\"\n  found    \"2 4 6\\t1 3 5\""
    );
    assert_eq!(
        luogu(LUOGU, &LUOGU.replacen("6 1", "6\r1", 1)).unwrap_err(),
        "line 1 differs at column 6:\n  expected \"2 4 6 1 3 5\"\n  found    \"2 4 6\\r1 3 5\""
    );
}

#[test]
fn luogu_reports_a_missing_or_extra_line() {
    assert_eq!(
        luogu(LUOGU, "2 4 6 1 3 5\n3 6 2 5 1 4\n4 1 5 2 6 3\n").unwrap_err(),
        "the output stops after 3 lines; line 4 should be \"4\""
    );
    assert_eq!(
        luogu(LUOGU, &format!("{}4\n", LUOGU)).unwrap_err(),
        "line 5 is extra (4 lines expected): \"4\""
    );
}

#[test]
fn boards_may_come_in_any_order() {
    let swapped = "..Q.\nQ...\n...Q\n.Q..\n\n.Q..\n...Q\nQ...\n..Q.\n\n";
    assert_eq!(unordered_boards(BOARDS, swapped), Ok(()));
    assert_eq!(unordered_boards("", ""), Ok(()));
}

#[test]
fn board_separators_and_the_final_newline_are_required() {
    assert_eq!(
        unordered_boards(BOARDS, BOARDS.trim_end_matches('\n')).unwrap_err(),
        "the board at lines 6-9 is not followed by an empty line, \
         and the output has no final newline after line 9"
    );
    assert_eq!(
        unordered_boards(BOARDS, &BOARDS[..BOARDS.len() - 1]).unwrap_err(),
        "the board at lines 6-9 is not followed by an empty line"
    );
    assert_eq!(
        unordered_boards(BOARDS, &BOARDS.replacen("\n\n", "\n", 1)).unwrap_err(),
        "2 boards expected, 1 found; 3 problems:\n  \
         the board at lines 1-8 is not an expected board: \
         [\".Q..\", \"...Q\", \"Q...\", \"..Q.\", \"..Q.\", \"Q...\", \"...Q\", \".Q..\"]\n  \
         a board is missing (expected board at lines 1-4): \
         [\".Q..\", \"...Q\", \"Q...\", \"..Q.\"]\n  \
         a board is missing (expected board at lines 6-9): \
         [\"..Q.\", \"Q...\", \"...Q\", \".Q..\"]"
    );
    assert!(unordered_boards(BOARDS, &format!("{}\n", BOARDS))
        .unwrap_err()
        .contains("\n  the board at line 11 (an empty board) is not an expected board: []"));
}

#[test]
fn crlf_board_lines_are_shown_with_their_cr() {
    assert_eq!(
        unordered_boards(BOARDS, &BOARDS.replace('\n', "\r\n")).unwrap_err(),
        "line 5 holds only whitespace, \"\\r\"; a board ends with an empty line"
    );
    let message = unordered_boards(BOARDS, &BOARDS.replacen("...Q\n", "...Q\r\n", 1)).unwrap_err();
    assert!(
        message.contains("line 2 differs at column 5: expected \"...Q\", found \"...Q\\r\""),
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
    assert_eq!(
        unordered_leetcode("[]", "[]\r\n\t]").unwrap_err(),
        "not a LeetCode list of boards: expected the end of the output at byte 5; found ']'"
    );
}

#[test]
fn rules_dispatch_to_their_checkers() {
    assert!(by_rule(Rule::Exact, "a\n", "a \n").is_err());
    assert!(by_rule(Rule::Luogu, "a\n", "a \n").is_ok());
    assert!(by_rule(Rule::UnorderedBoards, BOARDS, BOARDS).is_ok());
    assert!(by_rule(Rule::UnorderedLeetCode, LEETCODE, LEETCODE).is_ok());
}

// Tests that bite: the broken answers a wrong solution could give (a board
// dropped, a board repeated, a queen moved, a trailing space added, a wrong
// total), each fed to every checker it applies to and rejected by name. The
// golden tests fail with exactly these messages. AcWing's and LeetCode's
// formats have no total line: a wrong number of boards is a dropped or
// repeated board there.

mod broken_luogu_answers {
    use super::*;

    #[test]
    fn a_dropped_board() {
        let dropped = LUOGU.replacen("3 6 2 5 1 4\n", "", 1);
        let message = "line 2 differs at column 1:\n  \
                       expected \"3 6 2 5 1 4\"\n  found    \"4 1 5 2 6 3\"";
        assert_eq!(luogu(LUOGU, &dropped).unwrap_err(), message);
        assert_eq!(exact(LUOGU, &dropped).unwrap_err(), message);
    }

    #[test]
    fn a_repeated_board() {
        let repeated = LUOGU.replacen("3 6 2 5 1 4\n", "2 4 6 1 3 5\n", 1);
        let message = "line 2 differs at column 1:\n  \
                       expected \"3 6 2 5 1 4\"\n  found    \"2 4 6 1 3 5\"";
        assert_eq!(luogu(LUOGU, &repeated).unwrap_err(), message);
        assert_eq!(exact(LUOGU, &repeated).unwrap_err(), message);
    }

    #[test]
    fn a_moved_queen() {
        let moved = LUOGU.replacen("4 1 5 2 6 3", "4 1 5 2 3 6", 1);
        let message = "line 3 differs at column 9:\n  \
                       expected \"4 1 5 2 6 3\"\n  found    \"4 1 5 2 3 6\"";
        assert_eq!(luogu(LUOGU, &moved).unwrap_err(), message);
        assert_eq!(exact(LUOGU, &moved).unwrap_err(), message);
    }

    #[test]
    fn a_trailing_space_is_fine_by_luogu_but_not_byte_for_byte() {
        let spaced = LUOGU.replacen("3 5\n", "3 5 \n", 1);
        assert_eq!(luogu(LUOGU, &spaced), Ok(()));
        assert_eq!(
            exact(LUOGU, &spaced).unwrap_err(),
            "line 1 differs at column 12:\n  \
             expected \"2 4 6 1 3 5\"\n  found    \"2 4 6 1 3 5 \""
        );
    }

    #[test]
    fn a_wrong_total() {
        let wrong = LUOGU.replace("\n4\n", "\n5\n");
        let message = "line 4 differs at column 1:\n  expected \"4\"\n  found    \"5\"";
        assert_eq!(luogu(LUOGU, &wrong).unwrap_err(), message);
        assert_eq!(exact(LUOGU, &wrong).unwrap_err(), message);
    }

    #[test]
    fn a_missing_final_newline_is_fine_by_luogu_but_not_byte_for_byte() {
        let cut = LUOGU.trim_end_matches('\n');
        assert_eq!(luogu(LUOGU, cut), Ok(()));
        assert_eq!(
            exact(LUOGU, cut).unwrap_err(),
            "the output has no final newline after line 4"
        );
    }
}

mod broken_acwing_answers {
    use super::*;

    #[test]
    fn a_dropped_board() {
        let dropped = ".Q..\n...Q\nQ...\n..Q.\n\n";
        assert_eq!(
            unordered_boards(BOARDS, dropped).unwrap_err(),
            "2 boards expected, 1 found; 1 problem:\n  \
             a board is missing (expected board at lines 6-9): \
             [\"..Q.\", \"Q...\", \"...Q\", \".Q..\"]"
        );
    }

    #[test]
    fn a_repeated_board() {
        let repeated = format!("{}.Q..\n...Q\nQ...\n..Q.\n\n", BOARDS);
        assert_eq!(
            unordered_boards(BOARDS, &repeated).unwrap_err(),
            "2 boards expected, 3 found; 1 problem:\n  \
             the board at lines 11-14 repeats the board at lines 1-4: \
             [\".Q..\", \"...Q\", \"Q...\", \"..Q.\"]"
        );
    }

    #[test]
    fn a_moved_queen() {
        let moved = BOARDS.replacen("..Q.\n\n", ".Q..\n\n", 1);
        assert_eq!(
            unordered_boards(BOARDS, &moved).unwrap_err(),
            "2 boards expected, 2 found; 2 problems:\n  \
             the board at lines 1-4 is not an expected board: \
             [\".Q..\", \"...Q\", \"Q...\", \".Q..\"]\n    \
             nearest missing board: at lines 1-4; \
             line 4 differs at column 2: expected \"..Q.\", found \".Q..\"\n  \
             a board is missing (expected board at lines 1-4): \
             [\".Q..\", \"...Q\", \"Q...\", \"..Q.\"]"
        );
    }

    #[test]
    fn a_trailing_space() {
        let spaced = BOARDS.replacen("...Q\n.Q..\n", "...Q\n.Q.. \n", 1);
        assert_eq!(
            unordered_boards(BOARDS, &spaced).unwrap_err(),
            "2 boards expected, 2 found; 2 problems:\n  \
             the board at lines 6-9 is not an expected board: \
             [\"..Q.\", \"Q...\", \"...Q\", \".Q.. \"]\n    \
             nearest missing board: at lines 6-9; \
             line 9 differs at column 5: expected \".Q..\", found \".Q.. \"\n  \
             a board is missing (expected board at lines 6-9): \
             [\"..Q.\", \"Q...\", \"...Q\", \".Q..\"]"
        );
    }

    #[test]
    fn the_nearest_board_counts_the_other_differing_rows() {
        let two_moved = BOARDS.replacen(".Q..\n...Q\n", "...Q\n.Q..\n", 1);
        let message = unordered_boards(BOARDS, &two_moved).unwrap_err();
        assert!(
            message.contains(
                "nearest missing board: at lines 1-4; line 1 differs at column 2: \
                 expected \".Q..\", found \"...Q\", and 1 other row differs"
            ),
            "{}",
            message
        );
    }
}

mod broken_leetcode_answers {
    use super::*;

    #[test]
    fn a_dropped_board() {
        let dropped = r#"[[".Q..","...Q","Q...","..Q."]]"#;
        assert_eq!(
            unordered_leetcode(LEETCODE, dropped).unwrap_err(),
            "2 boards expected, 1 found; 1 problem:\n  \
             a board is missing (expected board number 2): \
             [\"..Q.\", \"Q...\", \"...Q\", \".Q..\"]"
        );
    }

    #[test]
    fn a_repeated_board() {
        let repeated = LEETCODE.replacen("]]", r#"],[".Q..","...Q","Q...","..Q."]]"#, 1);
        assert_eq!(
            unordered_leetcode(LEETCODE, &repeated).unwrap_err(),
            "2 boards expected, 3 found; 1 problem:\n  \
             the board number 3 repeats the board number 1: \
             [\".Q..\", \"...Q\", \"Q...\", \"..Q.\"]"
        );
    }

    #[test]
    fn a_moved_queen() {
        let moved = LEETCODE.replacen("\"..Q.\"]", "\".Q..\"]", 1);
        assert_eq!(
            unordered_leetcode(LEETCODE, &moved).unwrap_err(),
            "2 boards expected, 2 found; 2 problems:\n  \
             the board number 1 is not an expected board: \
             [\".Q..\", \"...Q\", \"Q...\", \".Q..\"]\n    \
             nearest missing board: number 1; \
             row 4 differs at column 2: expected \"..Q.\", found \".Q..\"\n  \
             a board is missing (expected board number 1): \
             [\".Q..\", \"...Q\", \"Q...\", \"..Q.\"]"
        );
    }

    #[test]
    fn a_trailing_space() {
        let spaced = LEETCODE.replacen("\"Q...\",\"...Q\"", "\"Q...\",\"...Q \"", 1);
        assert_eq!(
            unordered_leetcode(LEETCODE, &spaced).unwrap_err(),
            "2 boards expected, 2 found; 2 problems:\n  \
             the board number 2 is not an expected board: \
             [\"..Q.\", \"Q...\", \"...Q \", \".Q..\"]\n    \
             nearest missing board: number 2; \
             row 3 differs at column 5: expected \"...Q\", found \"...Q \"\n  \
             a board is missing (expected board number 2): \
             [\"..Q.\", \"Q...\", \"...Q\", \".Q..\"]"
        );
    }

    #[test]
    fn a_tab_or_cr_inside_a_row_is_visible() {
        let tabbed = LEETCODE.replacen("\"Q...\",\"...Q\"", "\"Q...\",\"...Q\t\"", 1);
        assert!(unordered_leetcode(LEETCODE, &tabbed)
            .unwrap_err()
            .contains("row 3 differs at column 5: expected \"...Q\", found \"...Q\\t\""));
        let cr = LEETCODE.replacen("\"Q...\",\"...Q\"", "\"Q...\",\"...Q\r\"", 1);
        assert!(unordered_leetcode(LEETCODE, &cr)
            .unwrap_err()
            .contains("row 3 differs at column 5: expected \"...Q\", found \"...Q\\r\""));
    }
}
