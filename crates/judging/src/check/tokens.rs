//! Codeforces' and AtCoder's comparison: whitespace-separated tokens, and
//! for problems with a real-valued answer, numbers within an error bound.
//!
//! How many spaces or line breaks stand between tokens, and whether the
//! output ends with a newline, never matter. With an error bound (`float`),
//! two tokens that are both numbers pass when their absolute error, or their
//! error relative to the expected value, is within it, as testlib's
//! `doubleCompare` and AtCoder's "absolute or relative error" statements
//! have it; any other token must be equal.

pub use crate::rule::DEFAULT_FLOAT_ERROR;

/// The same tokens, compared as text.
pub fn tokens(expected: &str, actual: &str) -> Result<(), String> {
    compare(expected, actual, None).map_err(|wrong| wrong.message)
}

/// The same tokens, except that numbers may differ by `error`, absolute or
/// relative.
pub fn float(expected: &str, actual: &str, error: f64) -> Result<(), String> {
    compare(expected, actual, Some(error)).map_err(|wrong| wrong.message)
}

/// The lines (0-based, expected and found) of the first token that fails,
/// for the side-by-side view.
pub(crate) fn locate(expected: &str, actual: &str, error: Option<f64>) -> Option<(usize, usize)> {
    compare(expected, actual, error)
        .err()
        .map(|wrong| (wrong.expected_line, wrong.found_line))
}

struct Wrong {
    message: String,
    expected_line: usize,
    found_line: usize,
}

/// Each token with the 0-based line it is on.
fn tokens_of(text: &str) -> Vec<(usize, &str)> {
    text.split('\n')
        .enumerate()
        .flat_map(|(line, words)| words.split_whitespace().map(move |word| (line, word)))
        .collect()
}

/// A token as a number, if it is written as one (not `inf` or `nan`).
pub(crate) fn number(token: &str) -> Option<f64> {
    let numeric = token
        .bytes()
        .all(|b| b.is_ascii_digit() || matches!(b, b'+' | b'-' | b'.' | b'e' | b'E'));
    if !numeric || !token.bytes().any(|b| b.is_ascii_digit()) {
        return None;
    }
    token.parse::<f64>().ok().filter(|x| x.is_finite())
}

/// Within `bound`, allowing for the rounding of the subtraction itself
/// (1.000001 - 1 is a little over 1e-6 in binary).
fn within(error: f64, bound: f64) -> bool {
    error <= bound * (1.0 + 1e-9)
}

/// Whether `found` is within `bound` of `expected`, absolute or relative:
/// the one rule for numbers, here and in LeetCode's values.
pub(crate) fn close(expected: f64, found: f64, bound: f64) -> bool {
    let absolute = (expected - found).abs();
    within(absolute, bound) || (expected != 0.0 && within(absolute / expected.abs(), bound))
}

fn compare(expected: &str, actual: &str, error: Option<f64>) -> Result<(), Wrong> {
    let want = tokens_of(expected);
    let got = tokens_of(actual);
    for (i, (&(want_line, w), &(got_line, g))) in want.iter().zip(&got).enumerate() {
        if w == g {
            continue;
        }
        let wrong = |message: String| Wrong {
            message,
            expected_line: want_line,
            found_line: got_line,
        };
        // LeetCode's `[1.00000,null]` is one token; its numbers are
        // compared one by one, and the rest of it as text.
        if let Some(bound) = error {
            let (want_pieces, got_pieces) =
                (super::notation::pieces(w), super::notation::pieces(g));
            let close = |(w, g): (&&str, &&str)| {
                w == g
                    || match (number(w), number(g)) {
                        (Some(a), Some(b)) => close(a, b, bound),
                        _ => false,
                    }
            };
            if want_pieces.len() > 1
                && want_pieces.len() == got_pieces.len()
                && want_pieces.iter().zip(&got_pieces).all(close)
            {
                continue;
            }
        }
        if let (Some(bound), Some(a), Some(b)) = (error, number(w), number(g)) {
            if close(a, b, bound) {
                continue;
            }
            let absolute = (a - b).abs();
            let relative = if a == 0.0 {
                f64::INFINITY
            } else {
                absolute / a.abs()
            };
            return Err(wrong(format!(
                "token {} (line {}) is off by more than {}: expected {}, found {}; \
                 absolute error {:.3e}, relative error {:.3e}",
                i + 1,
                got_line + 1,
                bound,
                w,
                g,
                absolute,
                relative
            )));
        }
        return Err(wrong(format!(
            "token {} (line {}) differs: expected {:?}, found {:?}",
            i + 1,
            got_line + 1,
            w,
            g
        )));
    }
    if want.len() > got.len() {
        let (line, next) = want[got.len()];
        return Err(Wrong {
            message: format!(
                "the output stops after {}; token {} should be {:?}",
                crate::check::counted(got.len(), "token"),
                got.len() + 1,
                next
            ),
            expected_line: line,
            found_line: got.last().map_or(0, |&(line, _)| line + 1),
        });
    }
    if got.len() > want.len() {
        let (line, extra) = got[want.len()];
        return Err(Wrong {
            message: format!(
                "token {} (line {}) is extra ({} expected): {:?}",
                want.len() + 1,
                line + 1,
                crate::check::counted(want.len(), "token"),
                extra
            ),
            expected_line: want.last().map_or(0, |&(line, _)| line + 1),
            found_line: line,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_ignore_spacing_line_breaks_and_the_final_newline() {
        assert_eq!(tokens("1 2\n3\n", "1  2 3"), Ok(()));
        assert_eq!(tokens("1 2\n3\n", " 1\t2 \r\n\n3 \n\n"), Ok(()));
        assert_eq!(tokens("", "\n \n"), Ok(()));
    }

    #[test]
    fn tokens_name_the_first_different_token_and_its_line() {
        assert_eq!(
            tokens("1 2\n3\n", "1 2\n4\n").unwrap_err(),
            "token 3 (line 2) differs: expected \"3\", found \"4\""
        );
        assert_eq!(
            tokens("YES\n", "yes\n").unwrap_err(),
            "token 1 (line 1) differs: expected \"YES\", found \"yes\""
        );
    }

    #[test]
    fn tokens_report_a_missing_or_an_extra_token() {
        assert_eq!(
            tokens("1 2 3\n", "1 2\n").unwrap_err(),
            "the output stops after 2 tokens; token 3 should be \"3\""
        );
        assert_eq!(
            tokens("1\n", "1\n2\n").unwrap_err(),
            "token 2 (line 2) is extra (1 token expected): \"2\""
        );
    }

    #[test]
    fn numbers_are_compared_as_text_without_a_bound() {
        assert!(tokens("0.5\n", "0.50\n").is_err());
    }

    #[test]
    fn float_accepts_an_absolute_or_a_relative_error_within_the_bound() {
        // Absolute: 1e-7 off.
        assert_eq!(float("0.5\n", "0.5000001\n", 1e-6), Ok(()));
        // Relative: 0.5 off 1e9 is 5e-10 relative, far over 1e-6 absolute.
        assert_eq!(float("1000000000\n", "1000000000.5\n", 1e-6), Ok(()));
        // Exactly at the bound, which binary subtraction overshoots a little.
        assert_eq!(float("1\n", "1.000001\n", 1e-6), Ok(()));
        // Other spellings of the same number.
        assert_eq!(float("3.14159265358979\n", "3.141593 \n", 1e-6), Ok(()));
        assert_eq!(float("100\n", "1e2\n", 1e-6), Ok(()));
    }

    #[test]
    fn float_names_the_token_both_values_and_the_error() {
        assert_eq!(
            float("1 0.5\n", "1 0.5001\n", 1e-6).unwrap_err(),
            "token 2 (line 1) is off by more than 0.000001: expected 0.5, found 0.5001; \
             absolute error 1.000e-4, relative error 2.000e-4"
        );
        assert_eq!(
            float("0\n", "0.01\n", 1e-3).unwrap_err(),
            "token 1 (line 1) is off by more than 0.001: expected 0, found 0.01; \
             absolute error 1.000e-2, relative error inf"
        );
    }

    #[test]
    fn float_compares_the_numbers_inside_leetcodes_lists() {
        assert_eq!(
            float("[null,1.00000,2.50000]", "[null,1.000004,2.5]", 1e-5),
            Ok(())
        );
        assert!(float("[null,1.00000]", "[null,1.0001]", 1e-5).is_err());
        assert!(float("[null,1.00000]", "[0,1.00000]", 1e-5).is_err());
        assert!(float("[1.0,2.0]", "[1.0,2.0,3.0]", 1e-5).is_err());
    }

    #[test]
    fn float_compares_words_and_non_numbers_as_text() {
        assert_eq!(
            float("YES 0.5\n", "NO 0.5\n", 1e-6).unwrap_err(),
            "token 1 (line 1) differs: expected \"YES\", found \"NO\""
        );
        assert!(float("nan\n", "nan\n", 1e-6).is_ok());
        assert!(float("inf\n", "1e400\n", 1e-6).is_err());
    }

    #[test]
    fn the_failing_token_is_located_by_line_on_both_sides() {
        assert_eq!(locate("1\n2\n3\n", "1 2\n4\n", None), Some((2, 1)));
        assert_eq!(locate("1\n2\n", "1\n2\n", None), None);
    }
}
