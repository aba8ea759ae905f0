//! LeetCode's values compared as its judge compares them, not as text: the
//! numbers of `[1.00000,2.50000]` within a float bound, and a list whose
//! items may come in any order (`[0,1]` for `[1,0]`).

/// The same list, its items in any order: each item of `expected` matched
/// by one equal item of `actual`, whitespace outside strings ignored.
pub fn any_order(expected: &str, actual: &str) -> Result<(), String> {
    let want = items(expected).map_err(|err| format!("in the expected output: {}", err))?;
    let got = items(actual)?;
    let mut left: Vec<Option<&String>> = want.iter().map(Some).collect();
    let mut extra = Vec::new();
    for item in &got {
        match left.iter().position(|want| *want == Some(item)) {
            Some(at) => left[at] = None,
            None => extra.push(item),
        }
    }
    let missing: Vec<&String> = left.into_iter().flatten().collect();
    if missing.is_empty() && extra.is_empty() {
        return Ok(());
    }
    let shown = |items: &[&String]| {
        items
            .iter()
            .take(5)
            .map(|item| item.as_str())
            .collect::<Vec<_>>()
            .join(" ")
    };
    Err(format!(
        "{} items expected in any order, {} found; missing: {}; not expected: {}",
        want.len(),
        got.len(),
        if missing.is_empty() {
            "none".into()
        } else {
            shown(&missing)
        },
        if extra.is_empty() {
            "none".into()
        } else {
            shown(&extra)
        },
    ))
}

/// The same value in LeetCode's notation, compared as its judge compares
/// answers: whitespace and line breaks outside strings do not matter, and
/// two numbers one of which has a `.` pass within `float_error` (absolute or
/// relative), as LeetCode accepts a double; everything else is compared
/// exactly. The first difference is named by its place: `item 3 of item 1`.
pub fn values(expected: &str, actual: &str, float_error: f64) -> Result<(), String> {
    differ(
        &compact(expected),
        &compact(actual),
        float_error,
        "the answer",
    )
}

/// Where two compact values part, and how.
fn differ(want: &str, got: &str, float_error: f64, at: &str) -> Result<(), String> {
    if want == got {
        return Ok(());
    }
    if let (Ok(wants), Ok(gots)) = (items(want), items(got)) {
        if want.starts_with('[') && got.starts_with('[') {
            if wants.len() != gots.len() {
                return Err(format!(
                    "{}: {} items expected, {} found: expected {}, found {}",
                    at,
                    wants.len(),
                    gots.len(),
                    want,
                    got
                ));
            }
            for (i, (w, g)) in wants.iter().zip(&gots).enumerate() {
                differ(w, g, float_error, &format!("item {} of {}", i + 1, at))?;
            }
            return Ok(());
        }
    }
    // A double on either side: within the bound, by the rule `float` uses.
    let decimal = want.contains('.') || got.contains('.');
    if let (true, Some(w), Some(g)) = (
        decimal,
        super::tokens::number(want),
        super::tokens::number(got),
    ) {
        if super::tokens::close(w, g, float_error) {
            return Ok(());
        }
    }
    Err(format!("{}: expected {}, found {}", at, want, got))
}

/// LeetCode text walked character by character, each with whether it is
/// part of a string (its quotes included; `\"` does not end one): the one
/// scanner under every splitter of LeetCode values, here and in `sample`.
#[derive(Debug, Clone)]
pub struct Scan<'a> {
    chars: std::str::CharIndices<'a>,
    in_string: bool,
    escaped: bool,
}

/// [`Scan`] over `text`.
pub fn scan(text: &str) -> Scan<'_> {
    Scan {
        chars: text.char_indices(),
        in_string: false,
        escaped: false,
    }
}

impl Scan<'_> {
    /// Whether the text so far ends inside a string that has not ended.
    pub fn in_string(&self) -> bool {
        self.in_string
    }
}

impl Iterator for Scan<'_> {
    /// Where the character is, the character, and whether it is a string's.
    type Item = (usize, char, bool);

    fn next(&mut self) -> Option<(usize, char, bool)> {
        let (at, ch) = self.chars.next()?;
        let in_string = self.in_string || ch == '"';
        if !self.in_string {
            self.in_string = ch == '"';
        } else if self.escaped {
            self.escaped = false;
        } else if ch == '\\' {
            self.escaped = true;
        } else if ch == '"' {
            self.in_string = false;
        }
        Some((at, ch, in_string))
    }
}

/// A LeetCode value without the whitespace outside its strings (pages put
/// spaces and line ends after commas, `[0, 1]`, which LeetCode's own output
/// never has); strings are kept as they are.
pub fn compact(text: &str) -> String {
    scan(text)
        .filter(|&(_, ch, in_string)| in_string || !ch.is_whitespace())
        .map(|(_, ch, _)| ch)
        .collect()
}

/// The top-level items of one LeetCode list in brackets, whitespace
/// outside strings dropped: `[a, [b,c], "d,e"]` gives `a`, `[b,c]` and
/// `"d,e"`. An error unless the text is one whole list: brackets that
/// close, strings that end.
pub fn items(text: &str) -> Result<Vec<String>, String> {
    let compact = compact(text);
    let not_a_list = || format!("not a LeetCode list in brackets: {:?}", text.trim());
    let inner = compact
        .strip_prefix('[')
        .and_then(|rest| rest.strip_suffix(']'))
        .ok_or_else(not_a_list)?;
    let mut items = Vec::new();
    let (mut depth, mut start) = (0usize, 0);
    let mut scanned = scan(inner);
    for (at, ch, in_string) in &mut scanned {
        match ch {
            _ if in_string => {}
            '[' => depth += 1,
            ']' => depth = depth.checked_sub(1).ok_or_else(not_a_list)?,
            ',' if depth == 0 => {
                items.push(inner[start..at].to_string());
                start = at + 1;
            }
            _ => {}
        }
    }
    if depth != 0 || scanned.in_string() {
        return Err(not_a_list());
    }
    if !inner.is_empty() {
        items.push(inner[start..].to_string());
    }
    Ok(items)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 42: `[null, null, 1]` typed with spaces and a CRLF `.out` were
    /// WA against the same answer, compared as text.
    #[test]
    fn answers_are_compared_as_values() {
        assert_eq!(
            values("[null, null, 1]\r\n", "[null,null,1]\n", 1e-5),
            Ok(())
        );
        assert_eq!(values("[[1, 2],\n [3]]", "[[1,2],[3]]", 1e-5), Ok(()));
        assert_eq!(values("[1.00000,2.5]", "[1.000001,2.50000]", 1e-5), Ok(()));
        assert_eq!(values("\"a b\"", "\"a b\"", 1e-5), Ok(()));
        assert_eq!(
            values("[[1,2],[3]]", "[[1,2],[4]]", 1e-5),
            Err("item 1 of item 2 of the answer: expected 3, found 4".to_string())
        );
        assert_eq!(
            values("[1,2]", "[1,2,null]", 1e-5),
            Err(
                "the answer: 2 items expected, 3 found: expected [1,2], found [1,2,null]"
                    .to_string()
            )
        );
        // A number with a `.` on either side is a double; a string's spaces count.
        assert!(values("[1]", "[1.000001]", 1e-5).is_ok());
        assert!(values("[2]", "[3]", 1e-5).is_err());
        assert!(values("\"a b\"", "\"ab\"", 1e-5).is_err());
    }

    /// The one scanner: an escaped quote does not end a string, so the
    /// comma and spaces after it stay inside.
    #[test]
    fn an_escaped_quote_stays_inside_its_string() {
        let text = r#"[ "a \" , b" , 1 ]"#;
        assert_eq!(compact(text), r#"["a \" , b",1]"#);
        assert_eq!(items(text).unwrap(), [r#""a \" , b""#, "1"]);
        assert!(items(r#"["a \"]"#).is_err());
    }

    #[test]
    fn items_split_at_top_level_commas_and_refuse_a_list_that_is_not_whole() {
        assert_eq!(
            items("[a, [b,c], \"d,e\"]").unwrap(),
            ["a", "[b,c]", "\"d,e\""]
        );
        assert_eq!(items("[]").unwrap(), Vec::<String>::new());
        for broken in ["[[1,2]", "[1,2]]", "[\"a]", "5", "[1],[2]"] {
            assert!(items(broken).is_err(), "{:?}", broken);
        }
    }

    #[test]
    fn any_order_takes_the_items_in_any_order_each_once() {
        assert_eq!(any_order("[0,1]\n", "[1, 0]"), Ok(()));
        assert_eq!(
            any_order("[[1,2],[2,1],[\"a,b\"]]", "[[\"a,b\"],[2,1],[1,2]]"),
            Ok(())
        );
        assert_eq!(
            any_order("[1,1,2]", "[1,2,2]"),
            Err("3 items expected in any order, 3 found; missing: 1; not expected: 2".into())
        );
        assert_eq!(
            any_order("[1]", "1"),
            Err("not a LeetCode list in brackets: \"1\"".into())
        );
    }
}
