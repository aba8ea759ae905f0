//! Telling a statement's explanation from an example's output.
//!
//! AtCoder writes the explanation of a sample straight after its output,
//! with no heading (`Sample Output 1`, `3`, then `Dividing them into three
//! groups such as {1,3}, {2,4}, and {5} achieves the goal.`), so no header
//! ends the output. A line is taken for prose when it reads as a sentence:
//! several words, most of them words of letters, and either a sentence's
//! final mark or a word only sentences use (`the`, `is`, `we`), or Japanese
//! or Chinese text with its punctuation. Outputs are numbers, tokens and
//! short answers (`Yes`, `Takahashi`, `abc`), which none of this matches; a
//! line that is merely wordy is kept and warned about instead.

/// Words that occur in sentences, not in a program's answers.
const SENTENCE_WORDS: [&str; 24] = [
    "the", "a", "an", "is", "are", "was", "we", "you", "it", "this", "that", "these", "of", "to",
    "in", "so", "such", "can", "and", "for", "there", "if", "then", "which",
];

/// Whether `line` reads as a sentence of an explanation.
pub fn is_prose(line: &str) -> bool {
    let line = line.trim();
    if cjk_prose(line) {
        return true;
    }
    let words: Vec<&str> = line.split_whitespace().collect();
    let lettered = words.iter().filter(|word| is_word(word)).count();
    if words.len() < 4 || lettered * 2 < words.len() || lettered < 3 {
        return false;
    }
    let ends_a_sentence = line.ends_with(['.', ':', '!', '?']);
    let has_sentence_word = words.iter().any(|word| {
        let bare = word.trim_matches(|c: char| !c.is_alphabetic());
        SENTENCE_WORDS.contains(&bare.to_lowercase().as_str())
    });
    ends_a_sentence || has_sentence_word
}

/// Whether `line` has the look of prose without reading as a sentence:
/// three words of letters or more (`Alice wins first`). Kept in the output,
/// but worth a second look.
pub fn is_wordy(line: &str) -> bool {
    line.split_whitespace().filter(|word| is_word(word)).count() >= 3
}

/// A word of two letters or more, with at most a punctuation mark after it.
fn is_word(word: &str) -> bool {
    let bare = word.trim_end_matches([',', '.', ';', ':', '!', '?', ')']);
    let bare = bare.trim_start_matches('(');
    bare.chars().count() >= 2 && bare.chars().all(char::is_alphabetic)
}

/// Japanese or Chinese text: several kana or ideographs, or one of their
/// sentence marks.
fn cjk_prose(line: &str) -> bool {
    let cjk = line.chars().filter(|&c| is_cjk(c)).count();
    let marked = line.contains(['。', '，', '、', '：']);
    cjk >= 6 || (cjk >= 2 && marked)
}

fn is_cjk(c: char) -> bool {
    matches!(c,
        '\u{3040}'..='\u{30ff}' // hiragana, katakana
        | '\u{3400}'..='\u{4dbf}' // ideographs, extension A
        | '\u{4e00}'..='\u{9fff}') // ideographs
}

/// Where an output's explanation starts: at the paragraph holding the first
/// line, after the output's first, that reads as prose (a copied formula,
/// `{1,3}`, may stand on lines of its own before the words), or at that line
/// when no blank line parts it from the output. Blank lines before it go
/// with it.
pub fn explanation_start(lines: &[&str]) -> Option<usize> {
    let blank = |i: usize| lines[i].trim().is_empty();
    let first = (0..lines.len()).find(|&i| !blank(i))?;
    let prose = (first + 1..lines.len()).find(|&i| is_prose(lines[i]))?;
    let mut start = (first + 1..prose)
        .rev()
        .find(|&i| blank(i))
        .unwrap_or(prose);
    while start > first + 1 && blank(start - 1) {
        start -= 1;
    }
    Some(start)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn explanations_read_as_prose() {
        for line in [
            "Dividing them into three groups such as {1,3}, {2,4}, and {5} achieves the goal.",
            "We can print 2 1 3 here.",
            "In the first sample the answer is 3",
            "The square is covered by 4 flagstones.",
            "例えば {1,3}, {2,4}, {5} のように 3 つのグループに分けることで目標を達成できます。",
            "对于 30% 的数据：N≤8，M≤10",
            "Explanation of the first test case:",
        ] {
            assert!(is_prose(line), "{:?}", line);
        }
    }

    #[test]
    fn outputs_do_not_read_as_prose() {
        for line in [
            "3",
            "1 2 3 4 5",
            "Yes",
            "Takahashi",
            "NO",
            "abc def",
            "1.500000000",
            "-1",
            "0 0 0 1",
            "Alice Bob Carol Dave",
            "YES 3 1 2",
            "#..#.",
            "はい",
        ] {
            assert!(!is_prose(line), "{:?}", line);
        }
    }

    #[test]
    fn the_explanation_starts_after_the_output_with_its_blank_lines() {
        let lines = ["3", "", "Dividing them into groups achieves the goal.", ""];
        assert_eq!(explanation_start(&lines), Some(1));
        let lines = ["3", "Dividing them into groups achieves the goal."];
        assert_eq!(explanation_start(&lines), Some(1));
        assert_eq!(explanation_start(&["1", "", "2"]), None);
        // A formula copied on a line of its own goes with its paragraph.
        let lines = [
            "3",
            "",
            "",
            "{1,3}",
            "such as these groups achieves the goal.",
        ];
        assert_eq!(explanation_start(&lines), Some(1));
        let lines = [
            "1",
            "",
            "2",
            "3",
            "",
            "{1,3}",
            "such as these groups achieves the goal.",
        ];
        assert_eq!(explanation_start(&lines), Some(4));
        // The output's own first line is never cut, even when it is wordy.
        assert_eq!(
            explanation_start(&["The answer is the sum of the two.", "2"]),
            None
        );
    }
}
