//! The expected outputs in testdata/lcci-08-12 come from the slow reference solver.

use testkit::{reference, testdata, Rule};

/// The boards as LeetCode prints a `Vec<Vec<String>>`.
fn expected(n: usize) -> String {
    let boards: Vec<String> = reference::placements(n)
        .iter()
        .map(|placement| {
            let rows: Vec<String> = placement
                .iter()
                .map(|&queen| {
                    let row: String = (0..n)
                        .map(|col| if col == queen { 'Q' } else { '.' })
                        .collect();
                    format!("\"{}\"", row)
                })
                .collect();
            format!("[{}]", rows.join(","))
        })
        .collect();
    format!("[{}]\n", boards.join(","))
}

#[test]
fn expected_outputs_come_from_the_reference() {
    testdata::check_against_reference("lcci-08-12", Rule::UnorderedLeetCode, expected);
}
