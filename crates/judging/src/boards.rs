//! Reading the boards back out of each judge's output format.
//!
//! The checkers compare outputs and the validator judges boards; both need
//! the boards first, and this is the one place that reads them. Every parser
//! is strict about the format its judge defines and, when the text does not
//! fit, says where (line or byte) and quotes what it found the way Rust
//! writes strings, so `\r`, tabs and trailing spaces are visible.

/// A board read from an output, and where it was, for messages.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    /// Where the board was, to follow "the board": `at lines 6-9`,
    /// `number 2`, `on line 3`.
    pub place: String,
    /// Its rows as printed, top to bottom.
    pub rows: Vec<String>,
    /// The line of the output its first row is on, where rows are lines.
    pub first_line: Option<usize>,
}

/// Just the rows of each board, as the validator takes them.
pub fn rows(boards: &[Board]) -> Vec<Vec<String>> {
    boards.iter().map(|board| board.rows.clone()).collect()
}

/// The lines of a text and whether it ends with a newline. `""` has no lines.
pub fn lines(text: &str) -> (Vec<&str>, bool) {
    match text.strip_suffix('\n') {
        Some(body) => (body.split('\n').collect(), true),
        None if text.is_empty() => (Vec::new(), false),
        None => (text.split('\n').collect(), false),
    }
}

/// The lines as Luogu compares them: without trailing spaces, tabs and `\r`,
/// and without blank lines at the end.
pub fn luogu_lines(text: &str) -> Vec<&str> {
    let mut lines: Vec<&str> = text
        .split('\n')
        .map(|line| line.trim_end_matches([' ', '\t', '\r']))
        .collect();
    while lines.last() == Some(&"") {
        lines.pop();
    }
    lines
}

/// AcWing's format: each board is its rows, one a line, followed by one
/// empty line; the output ends with a newline.
///
/// A line of only whitespace (`"\r"` from CRLF line ends, a stray space) is
/// an error of its own: it is neither a row nor the empty line a board needs.
pub fn line_boards(text: &str) -> Result<Vec<Board>, String> {
    let (lines, ends_with_newline) = lines(text);
    let mut boards = Vec::new();
    let mut rows: Vec<String> = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        if line.is_empty() {
            let first = i + 1 - rows.len();
            boards.push(Board {
                place: match rows.len() {
                    0 => format!("at line {} (an empty board)", i + 1),
                    _ => at_lines(first, i),
                },
                rows: std::mem::take(&mut rows),
                first_line: Some(first),
            });
        } else if line.trim().is_empty() {
            return Err(format!(
                "line {} holds only whitespace, {:?}; a board ends with an empty line",
                i + 1,
                line
            ));
        } else {
            rows.push(line.to_string());
        }
    }
    if !rows.is_empty() {
        let last = lines.len();
        let mut message = format!(
            "the board {} is not followed by an empty line",
            at_lines(last + 1 - rows.len(), last)
        );
        if !ends_with_newline {
            message.push_str(&format!(
                ", and the output has no final newline after line {}",
                last
            ));
        }
        return Err(message);
    }
    if !lines.is_empty() && !ends_with_newline {
        return Err(format!(
            "the output has no final newline after line {}",
            lines.len()
        ));
    }
    Ok(boards)
}

/// `at line 3` or `at lines 3-6`.
fn at_lines(first: usize, last: usize) -> String {
    if first == last {
        format!("at line {}", first)
    } else {
        format!("at lines {}-{}", first, last)
    }
}

/// LeetCode's format, a `Vec<Vec<String>>` as `[["..",".."],[..]]`;
/// whitespace is allowed between tokens, and only `\"` and `\\` escapes.
pub fn leetcode_boards(text: &str) -> Result<Vec<Board>, String> {
    let mut parser = ListParser { text, pos: 0 };
    let boards = parser.list(|p| p.list(|p| p.string()))?;
    parser.skip_whitespace();
    if parser.pos < text.len() {
        return Err(parser.unexpected("the end of the output"));
    }
    Ok(boards
        .into_iter()
        .enumerate()
        .map(|(i, rows)| Board {
            place: format!("number {}", i + 1),
            rows,
            first_line: None,
        })
        .collect())
}

struct ListParser<'a> {
    text: &'a str,
    pos: usize,
}

impl ListParser<'_> {
    fn skip_whitespace(&mut self) {
        let rest = &self.text[self.pos..];
        self.pos += rest.len() - rest.trim_start().len();
    }

    fn peek(&self) -> Option<char> {
        self.text[self.pos..].chars().next()
    }

    fn unexpected(&self, what: &str) -> String {
        let found = match self.peek() {
            Some(ch) => format!("{:?}", ch),
            None => "the end of the output".to_string(),
        };
        format!(
            "not a LeetCode list of boards: expected {} at byte {}; found {}",
            what, self.pos, found
        )
    }

    fn eat(&mut self, ch: char) -> Result<(), String> {
        self.skip_whitespace();
        if self.peek() == Some(ch) {
            self.pos += ch.len_utf8();
            Ok(())
        } else {
            Err(self.unexpected(&format!("{:?}", ch)))
        }
    }

    fn list<T>(
        &mut self,
        mut element: impl FnMut(&mut Self) -> Result<T, String>,
    ) -> Result<Vec<T>, String> {
        self.eat('[')?;
        let mut items = Vec::new();
        self.skip_whitespace();
        if self.peek() == Some(']') {
            self.pos += 1;
            return Ok(items);
        }
        loop {
            items.push(element(self)?);
            self.skip_whitespace();
            match self.peek() {
                Some(',') => self.pos += 1,
                Some(']') => {
                    self.pos += 1;
                    return Ok(items);
                }
                _ => return Err(self.unexpected("',' or ']'")),
            }
        }
    }

    fn string(&mut self) -> Result<String, String> {
        self.eat('"')?;
        let mut value = String::new();
        let mut chars = self.text[self.pos..].char_indices();
        while let Some((offset, ch)) = chars.next() {
            match ch {
                '"' => {
                    self.pos += offset + 1;
                    return Ok(value);
                }
                '\\' => match chars.next() {
                    Some((_, escaped @ ('"' | '\\'))) => value.push(escaped),
                    _ => {
                        self.pos += offset;
                        return Err(self.unexpected("an escape `\\\"` or `\\\\`"));
                    }
                },
                _ => value.push(ch),
            }
        }
        self.pos = self.text.len();
        Err(self.unexpected("a closing '\"'"))
    }
}

#[cfg(test)]
mod tests;
