//! Turning a placement into the text judges want: board lines, 1-based
//! column numbers, or the row strings LeetCode's answer lists (which
//! `leetcode` then prints in LeetCode's notation).
//!
//! A board row is `.` everywhere but a `Q` in the queen's column. There are
//! only `n` different rows, so [`Rows`] builds each once and every board is
//! then copied from them, never rebuilt character by character. Each row line
//! is stored padded to 16, 32 or 64 bytes and copied whole, straight into the
//! output buffer: a copy of a size known when compiling is a couple of
//! vector moves, where one of `n + 1` bytes would be a call to `memcpy`.
//! The next row then overwrites the padding.

use std::io::Write;

use super::super::output::Output;

/// The `n` row strings of an `n`-column board, `rows[c]` with its queen in
/// column `c`.
#[derive(Debug, Clone)]
pub struct Rows {
    rows: Vec<String>,
    /// Row `c` followed by `\n` at `lines[c * stride..]`, padded to `stride`.
    lines: Vec<u8>,
    stride: usize,
}

impl Rows {
    pub fn new(n: usize) -> Rows {
        let rows: Vec<String> = (0..n)
            .map(|queen| (0..n).map(|c| if c == queen { 'Q' } else { '.' }).collect())
            .collect();
        let stride = match n + 1 {
            0..=16 => 16,
            17..=32 => 32,
            _ => 64,
        };
        let mut lines = vec![0; n * stride];
        for (row, line) in rows.iter().zip(lines.chunks_mut(stride)) {
            line[..n].copy_from_slice(row.as_bytes());
            line[n] = b'\n';
        }
        Rows {
            rows,
            lines,
            stride,
        }
    }

    /// The row with its queen in column `col`.
    pub fn row(&self, col: usize) -> &str {
        &self.rows[col]
    }

    /// The board as `n` lines, each ended by `\n`, without trailing spaces.
    pub fn write_board<W: Write>(&self, cols: &[u8], out: &mut Output<W>) {
        let width = self.rows.len() + 1;
        let size = cols.len() * width;
        let lines = &self.lines;
        // The last row's padding needs room too.
        out.in_place(size + self.stride, |buf| {
            match self.stride {
                16 => copy_rows::<16>(lines, cols, width, buf),
                32 => copy_rows::<32>(lines, cols, width, buf),
                _ => copy_rows::<64>(lines, cols, width, buf),
            }
            size
        });
    }

    /// The board as LeetCode wants it: one `String` per row.
    pub fn board_strings(&self, cols: &[u8]) -> Vec<String> {
        cols.iter()
            .map(|&col| self.rows[col as usize].clone())
            .collect()
    }
}

/// Copies the padded lines of `cols` into `buf`, `width` bytes apart.
fn copy_rows<const STRIDE: usize>(lines: &[u8], cols: &[u8], width: usize, buf: &mut [u8]) {
    let mut at = 0;
    for &col in cols {
        let from = col as usize * STRIDE;
        buf[at..at + STRIDE].copy_from_slice(&lines[from..from + STRIDE]);
        at += width;
    }
}

/// The placement as 1-based column numbers separated by single spaces, with
/// no space or newline after the last.
pub fn write_columns<W: Write>(cols: &[u8], out: &mut Output<W>) {
    for (i, &col) in cols.iter().enumerate() {
        if i > 0 {
            out.byte(b' ');
        }
        out.uint(u64::from(col) + 1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn written(write: impl FnOnce(&mut Output<&mut Vec<u8>>)) -> String {
        let mut sink = Vec::new();
        write(&mut Output::new(&mut sink));
        String::from_utf8(sink).unwrap()
    }

    #[test]
    fn rows_put_one_queen_in_each_column() {
        let rows = Rows::new(4);
        let all: Vec<&str> = (0..4).map(|c| rows.row(c)).collect();
        assert_eq!(all, ["Q...", ".Q..", "..Q.", "...Q"]);
    }

    #[test]
    fn boards_are_lines_without_trailing_spaces() {
        let rows = Rows::new(4);
        let text = written(|out| rows.write_board(&[1, 3, 0, 2], out));
        assert_eq!(text, ".Q..\n...Q\nQ...\n..Q.\n");
    }

    #[test]
    fn boards_of_every_width_are_exact() {
        // Widths around the padding sizes: the padding must never show.
        for n in [1, 14, 15, 16, 17, 30, 31, 32] {
            let rows = Rows::new(n);
            let cols: Vec<u8> = (0..n as u8).rev().collect();
            let text = written(|out| {
                rows.write_board(&cols, out);
                out.str("end");
            });
            let mut expected = String::new();
            for &c in &cols {
                expected.push_str(rows.row(c as usize));
                expected.push('\n');
            }
            expected.push_str("end");
            assert_eq!(text, expected, "n = {}", n);
        }
    }

    #[test]
    fn the_empty_board_has_no_lines() {
        let rows = Rows::new(0);
        assert_eq!(written(|out| rows.write_board(&[], out)), "");
        assert_eq!(rows.board_strings(&[]), Vec::<String>::new());
    }

    #[test]
    fn columns_are_one_based_and_single_spaced() {
        assert_eq!(
            written(|out| write_columns(&[1, 3, 5, 0, 2, 4], out)),
            "2 4 6 1 3 5"
        );
        assert_eq!(written(|out| write_columns(&[31], out)), "32");
        assert_eq!(written(|out| write_columns(&[], out)), "");
    }
}
