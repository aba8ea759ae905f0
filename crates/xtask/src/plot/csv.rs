//! Reading a chart's data: a CSV file with a fixed header and one measurement
//! a row, parsed by the `csv` crate into a serde struct.
//!
//! The files are edited by hand, so every error names the file, the line
//! and, where there is one, the column, with the text found there:
//! `docs/data/io.csv:4: column 3 (median_seconds): expected a positive
//! number of seconds; found "fast"`. Lines starting with `#` are comments;
//! spaces around a field are ignored.

use anyhow::{anyhow, bail, Error, Result};
use serde::de::DeserializeOwned;

/// One column of a file's header.
#[derive(Debug)]
pub struct Column {
    pub name: &'static str,
    /// What a value must be, completing "expected ...".
    pub expects: &'static str,
}

/// A row of one kind of file.
pub trait Row: DeserializeOwned {
    /// The header, in order.
    const COLUMNS: &'static [Column];

    /// The name of the first column whose value parsed but is not allowed
    /// (a time of zero, an unknown operation), or `None`.
    fn invalid(&self) -> Option<&'static str>;
}

/// A row and the line it starts on.
#[derive(Debug, Clone, PartialEq)]
pub struct Record<T> {
    pub line: u64,
    pub row: T,
}

/// The rows of `bytes`, the contents of the file shown as `file`.
pub fn parse<T: Row>(file: &str, bytes: &[u8]) -> Result<Vec<Record<T>>> {
    let mut reader = ::csv::ReaderBuilder::new()
        .comment(Some(b'#'))
        .trim(::csv::Trim::All)
        .from_reader(bytes);
    let headers = reader
        .headers()
        .map_err(|err| csv_error(file, bytes, &err))?
        .clone();
    let expected: Vec<&str> = T::COLUMNS.iter().map(|column| column.name).collect();
    if !headers.iter().eq(expected.iter().copied()) {
        let line = headers.position().map_or(1, |pos| line_at(bytes, pos));
        bail!(
            "{}:{}: expected the header \"{}\"; found \"{}\"",
            file,
            line,
            expected.join(","),
            headers.iter().collect::<Vec<_>>().join(",")
        );
    }
    let mut records = Vec::new();
    for result in reader.records() {
        let record = result.map_err(|err| csv_error(file, bytes, &err))?;
        let line = record.position().map_or(0, |pos| line_at(bytes, pos));
        let bad_value = |index: usize| {
            let column = &T::COLUMNS[index];
            anyhow!(
                "{}:{}: column {} ({}): expected {}; found \"{}\"",
                file,
                line,
                index + 1,
                column.name,
                column.expects,
                record.get(index).unwrap_or("")
            )
        };
        let row: T = match record.deserialize(Some(&headers)) {
            Ok(row) => row,
            Err(err) => {
                let field = match err.kind() {
                    ::csv::ErrorKind::Deserialize { err, .. } => err.field(),
                    _ => None,
                };
                return Err(match field {
                    Some(index) if (index as usize) < T::COLUMNS.len() => bad_value(index as usize),
                    _ => anyhow!("{}:{}: {}", file, line, err),
                });
            }
        };
        if let Some(name) = row.invalid() {
            let index = T::COLUMNS
                .iter()
                .position(|column| column.name == name)
                .unwrap_or(0);
            return Err(bad_value(index));
        }
        records.push(Record { line, row });
    }
    if records.is_empty() {
        bail!("{}: no rows under the header; a chart needs data", file);
    }
    Ok(records)
}

/// An error of the CSV layer (a row with too few fields, bytes that are not
/// UTF-8), located by line.
fn csv_error(file: &str, bytes: &[u8], err: &::csv::Error) -> Error {
    let line = err.position().map(|pos| line_at(bytes, pos));
    let detail = match err.kind() {
        ::csv::ErrorKind::UnequalLengths {
            expected_len, len, ..
        } => format!("expected {} fields; found {}", expected_len, len),
        ::csv::ErrorKind::Utf8 { err, .. } => {
            format!("field {} is not valid UTF-8", err.field() + 1)
        }
        _ => err.to_string(),
    };
    match line {
        Some(line) => anyhow!("{}:{}: {}", file, line, detail),
        None => anyhow!("{}: {}", file, detail),
    }
}

/// The line on which a record starts. The `csv` crate places a record
/// where the previous one ended, before any comment or blank lines between
/// them; step past those.
fn line_at(bytes: &[u8], pos: &::csv::Position) -> u64 {
    let mut start = (pos.byte() as usize).min(bytes.len());
    let mut line = 1 + bytes[..start].iter().filter(|&&b| b == b'\n').count() as u64;
    loop {
        let rest = &bytes[start..];
        let skipped = matches!(rest.first(), Some(b'#' | b'\n')) || rest.starts_with(b"\r\n");
        match rest.iter().position(|&b| b == b'\n') {
            Some(newline) if skipped => {
                start += newline + 1;
                line += 1;
            }
            _ => return line,
        }
    }
}

/// Whether `seconds` can stand on a logarithmic time axis.
pub fn positive(seconds: f64) -> bool {
    seconds.is_finite() && seconds > 0.0
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Debug, Deserialize, PartialEq)]
    struct Point {
        name: String,
        seconds: f64,
    }

    impl Row for Point {
        const COLUMNS: &'static [Column] = &[
            Column {
                name: "name",
                expects: "a name",
            },
            Column {
                name: "seconds",
                expects: "a positive number of seconds",
            },
        ];
        fn invalid(&self) -> Option<&'static str> {
            (!positive(self.seconds)).then_some("seconds")
        }
    }

    fn error(text: &str) -> String {
        format!(
            "{:#}",
            parse::<Point>("t.csv", text.as_bytes()).unwrap_err()
        )
    }

    #[test]
    fn rows_come_with_their_lines_past_comments_and_quotes() {
        let text = "# measured by hand\nname,seconds\n\"a, quoted\", 0.5\n# a note\n\nb,2e-3\n";
        let records = parse::<Point>("t.csv", text.as_bytes()).unwrap();
        let lines: Vec<u64> = records.iter().map(|record| record.line).collect();
        assert_eq!(lines, [3, 6]);
        assert_eq!(
            records[0].row,
            Point {
                name: "a, quoted".into(),
                seconds: 0.5
            }
        );
        assert_eq!(records[1].row.seconds, 0.002);
    }

    #[test]
    fn a_number_that_does_not_parse_names_line_and_column() {
        assert_eq!(
            error("name,seconds\na,1\nb,fast\n"),
            "t.csv:3: column 2 (seconds): expected a positive number of seconds; found \"fast\""
        );
    }

    #[test]
    fn a_value_out_of_range_names_line_and_column() {
        assert_eq!(
            error("name,seconds\n# zero cannot go on a log axis\na,0\n"),
            "t.csv:3: column 2 (seconds): expected a positive number of seconds; found \"0\""
        );
    }

    #[test]
    fn a_wrong_header_is_reported_with_the_expected_one() {
        assert_eq!(
            error("name,secs\na,1\n"),
            "t.csv:1: expected the header \"name,seconds\"; found \"name,secs\""
        );
    }

    #[test]
    fn a_short_row_names_its_line() {
        assert_eq!(
            error("name,seconds\na,1\n# a note\nb\n"),
            "t.csv:4: expected 2 fields; found 1"
        );
    }

    #[test]
    fn a_header_without_rows_is_an_error() {
        assert_eq!(
            error("name,seconds\n"),
            "t.csv: no rows under the header; a chart needs data"
        );
    }
}
