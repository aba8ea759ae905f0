//! Each judge's expected output for a board size, written from the reference
//! solver's placements (never from the core's), in the judge's own format.

use crate::reference;

/// One board row: `.` everywhere but a `Q` in column `queen` (0-based).
fn row(n: usize, queen: usize) -> String {
    (0..n)
        .map(|col| if col == queen { 'Q' } else { '.' })
        .collect()
}

/// AcWing 843: every board as `n` lines of `.`/`Q`, each board followed by
/// an empty line, in lexicographic order.
pub fn acwing(n: usize) -> String {
    let mut text = String::new();
    for placement in reference::placements(n) {
        for &queen in &placement {
            text.push_str(&row(n, queen));
            text.push('\n');
        }
        text.push('\n');
    }
    text
}

/// Luogu P1219: the first three placements as 1-based columns, then the total.
pub fn luogu(n: usize) -> String {
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

/// LeetCode: the boards as LeetCode prints a `Vec<Vec<String>>`, then a newline.
pub fn leetcode(n: usize) -> String {
    let boards: Vec<String> = reference::placements(n)
        .iter()
        .map(|placement| {
            let rows: Vec<String> = placement
                .iter()
                .map(|&queen| format!("\"{}\"", row(n, queen)))
                .collect();
            format!("[{}]", rows.join(","))
        })
        .collect();
    format!("[{}]\n", boards.join(","))
}

/// LeetCode 52: only the number of placements, as LeetCode prints an `i32`.
pub fn leetcode_count(n: usize) -> String {
    format!("{}\n", reference::placements(n).len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn four_queens_in_each_format() {
        assert_eq!(
            acwing(4),
            ".Q..\n...Q\nQ...\n..Q.\n\n..Q.\nQ...\n...Q\n.Q..\n\n"
        );
        assert_eq!(luogu(4), "2 4 1 3\n3 1 4 2\n2\n");
        assert_eq!(
            leetcode(4),
            "[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"],[\"..Q.\",\"Q...\",\"...Q\",\".Q..\"]]\n"
        );
    }

    #[test]
    fn boards_with_no_placement() {
        assert_eq!(acwing(3), "");
        assert_eq!(luogu(3), "0\n");
        assert_eq!(leetcode(3), "[]\n");
    }
}
