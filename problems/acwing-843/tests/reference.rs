//! The expected outputs in testdata/acwing-843 come from the slow reference solver.

use testkit::{reference, testdata, Rule};

/// Every board as n lines of `.`/`Q`, each board followed by an empty line.
fn expected(n: usize) -> String {
    let mut text = String::new();
    for placement in reference::placements(n) {
        for &queen in &placement {
            let row: String = (0..n)
                .map(|col| if col == queen { 'Q' } else { '.' })
                .collect();
            text.push_str(&row);
            text.push('\n');
        }
        text.push('\n');
    }
    text
}

#[test]
fn expected_outputs_come_from_the_reference() {
    testdata::check_against_reference("acwing-843", Rule::UnorderedBoards, expected);
}
