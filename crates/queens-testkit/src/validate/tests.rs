//! The validator accepts every n-queens answer and rejects, with the message
//! shown here, every board that breaks a rule.

use super::*;
use crate::reference;

fn board_of(rows: &[&str]) -> Vec<String> {
    rows.iter().map(|row| row.to_string()).collect()
}

/// The reference solver's boards as rows of `.`/`Q`.
fn reference_boards(n: usize) -> Vec<Vec<String>> {
    reference::placements(n)
        .iter()
        .map(|placement| {
            placement
                .iter()
                .map(|&queen| (0..n).map(|c| if c == queen { 'Q' } else { '.' }).collect())
                .collect()
        })
        .collect()
}

const FOUR: [&str; 4] = [".Q..", "...Q", "Q...", "..Q."];

#[test]
fn every_complete_answer_is_accepted() {
    for n in 0..=9 {
        assert_eq!(all_boards(n, &reference_boards(n)), Ok(()), "n = {}", n);
    }
}

#[test]
fn the_empty_board_has_one_placement() {
    assert_eq!(board(0, &[]), Ok(()));
    assert_eq!(all_boards(0, &[vec![]]), Ok(()));
    assert_eq!(
        all_boards(0, &[]).unwrap_err(),
        "0 boards in all; OEIS A000170 says 1 for n = 0"
    );
}

#[test]
fn a_board_needs_n_rows_of_n_characters() {
    assert_eq!(
        board(4, &board_of(&FOUR[..3])).unwrap_err(),
        "3 rows; expected 4"
    );
    assert_eq!(
        board(4, &board_of(&[".Q..", "...Q ", "Q...", "..Q."])).unwrap_err(),
        "row 2 has 5 characters; expected 4: \"...Q \""
    );
    assert_eq!(
        board(4, &board_of(&[".Q..", "...Q", "Q..", "..Q."])).unwrap_err(),
        "row 3 has 3 characters; expected 4: \"Q..\""
    );
}

#[test]
fn only_dots_and_queens_count_and_cr_and_tabs_show() {
    assert_eq!(
        board(4, &board_of(&[".Q..", "...Q", "Q..\r", "..Q."])).unwrap_err(),
        "row 3 has '\\r' at column 4; expected '.' or 'Q': \"Q..\\r\""
    );
    assert_eq!(
        board(4, &board_of(&[".Q..", ".\t.Q", "Q...", "..Q."])).unwrap_err(),
        "row 2 has '\\t' at column 2; expected '.' or 'Q': \".\\t.Q\""
    );
    assert_eq!(
        board(4, &board_of(&[".q..", "...Q", "Q...", "..Q."])).unwrap_err(),
        "row 1 has 'q' at column 2; expected '.' or 'Q': \".q..\""
    );
}

#[test]
fn each_row_holds_exactly_one_queen() {
    assert_eq!(
        board(4, &board_of(&[".Q..", "....", "Q...", "..Q."])).unwrap_err(),
        "row 2 has no queen: \"....\""
    );
    assert_eq!(
        board(4, &board_of(&[".Q..", "Q..Q", "Q...", "..Q."])).unwrap_err(),
        "row 2 has 2 queens, in columns 1, 4: \"Q..Q\""
    );
}

#[test]
fn no_two_queens_share_a_column() {
    assert_eq!(
        board(4, &board_of(&[".Q..", "...Q", ".Q..", "..Q."])).unwrap_err(),
        "the queens in rows 1 and 3 share column 2"
    );
}

#[test]
fn no_two_queens_share_a_diagonal_either_way() {
    assert_eq!(
        board(4, &board_of(&[".Q..", "..Q.", "Q...", "...Q"])).unwrap_err(),
        "the queens at row 1 column 2 and row 2 column 3 share a diagonal"
    );
    assert_eq!(
        board(4, &board_of(&["..Q.", "Q...", ".Q..", "...Q"])).unwrap_err(),
        "the queens at row 2 column 1 and row 3 column 2 share a diagonal"
    );
    assert_eq!(
        board(4, &board_of(&["...Q", ".Q..", "Q...", "..Q."])).unwrap_err(),
        "the queens at row 2 column 2 and row 3 column 1 share a diagonal"
    );
    assert_eq!(
        board(3, &board_of(&["Q..", ".Q.", "..Q"])).unwrap_err(),
        "the queens at row 1 column 1 and row 2 column 2 share a diagonal"
    );
}

#[test]
fn problems_are_numbered_by_board_and_summed_up() {
    let mut boards = reference_boards(6);
    boards[1][0] = "Q.....".into();
    assert_eq!(
        distinct_boards(6, &boards).unwrap_err(),
        "board 2: the queens in rows 1 and 5 share column 1"
    );
    let broken: Vec<Vec<String>> = (0..8).map(|_| board_of(&["QQ", ".."])).collect();
    let message = distinct_boards(2, &broken).unwrap_err();
    assert!(message.starts_with("15 problems:\n  board 1: row 1 has 2 queens, in columns 1, 2: \"QQ\"\n  board 2: row 1 has 2 queens"), "{}", message);
    assert!(message.ends_with("\n  ... and 10 more"), "{}", message);
}

#[test]
fn counts_beyond_the_table_are_refused() {
    assert_eq!(total(18, 666_090_624), Ok(()));
    assert_eq!(
        total(19, 4_968_057_848).unwrap_err(),
        "A000170 is known here only up to n = 18; n = 19"
    );
}

// The broken answers a wrong solution could give, each rejected by name.

#[test]
fn a_dropped_board_is_a_wrong_count() {
    let mut boards = reference_boards(6);
    boards.remove(2);
    assert_eq!(
        all_boards(6, &boards).unwrap_err(),
        "3 boards in all; OEIS A000170 says 4 for n = 6"
    );
}

#[test]
fn a_repeated_board_is_named_and_miscounts() {
    let mut boards = reference_boards(6);
    boards.push(boards[1].clone());
    assert_eq!(
        all_boards(6, &boards).unwrap_err(),
        "board 5 repeats board 2\n5 boards in all; OEIS A000170 says 4 for n = 6"
    );
    boards.pop();
    boards[3] = boards[0].clone();
    assert_eq!(
        all_boards(6, &boards).unwrap_err(),
        "board 4 repeats board 1"
    );
}

#[test]
fn a_moved_queen_breaks_a_rule() {
    let mut boards = reference_boards(4);
    boards[1][3] = "Q...".into();
    assert_eq!(
        all_boards(4, &boards).unwrap_err(),
        "board 2: the queens in rows 2 and 4 share column 1"
    );
}

#[test]
fn a_trailing_space_is_a_row_too_wide() {
    let mut boards = reference_boards(4);
    boards[0][2].push(' ');
    assert_eq!(
        all_boards(4, &boards).unwrap_err(),
        "board 1: row 3 has 5 characters; expected 4: \"Q... \""
    );
}

#[test]
fn a_wrong_total_is_refused() {
    assert_eq!(total(8, 92), Ok(()));
    assert_eq!(
        total(8, 91).unwrap_err(),
        "91 boards in all; OEIS A000170 says 92 for n = 8"
    );
}
