//! The expected outputs in testdata/luogu-p1219 come from the slow reference solver.

use testkit::{reference, testdata, Rule};

/// The first three placements as 1-based columns, then the total.
fn expected(n: usize) -> String {
    let placements = reference::placements(n);
    let mut text = String::new();
    for placement in placements.iter().take(3) {
        let columns: Vec<String> = placement.iter().map(|col| (col + 1).to_string()).collect();
        text.push_str(&columns.join(" "));
        text.push('\n');
    }
    text.push_str(&format!("{}\n", placements.len()));
    text
}

#[test]
fn expected_outputs_come_from_the_reference() {
    testdata::check_against_reference("luogu-p1219", Rule::Luogu, expected);
}
