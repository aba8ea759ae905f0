//! A LeetCode page's Constraints, read for the stress generator: the bounds
//! of each argument's value, length and items, and which lists are sorted.
//!
//! `cargo xtask sample` keeps the section of a paste in the problem's
//! `constraints.txt`; `cargo xtask stress --init` reads it, so `gen.rs`
//! draws what the page allows (`-10^9 <= nums[i] <= 10^9`, `nums is sorted
//! in non-decreasing order`) and not the starter's `-1000..=1000`. A line
//! the reader does not understand is left to the user, who sets it in
//! `gen.rs` by hand.

use std::collections::BTreeMap;

/// The file beside `src/main.rs` that keeps a page's Constraints.
pub const FILE: &str = "constraints.txt";

/// What the constraints say of one argument.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Bounds {
    /// `lo <= k <= hi`: a number's own range.
    pub value: Option<(i64, i64)>,
    /// `lo <= nums.length <= hi`: a list's or a string's length, or a tree's
    /// or a list's number of nodes.
    pub length: Option<(i64, i64)>,
    /// `lo <= grid[i].length <= hi`: each inner list's length.
    pub inner_length: Option<(i64, i64)>,
    /// `lo <= nums[i] <= hi` (or `grid[i][j]`, `Node.val`): the items'.
    pub items: Option<(i64, i64)>,
    /// `nums is sorted in non-decreasing order`.
    pub sorted: bool,
}

/// The bounds of every argument the constraints name, by name (`Node` for
/// `Node.val`, `nodes` for "the number of nodes").
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Constraints {
    pub args: BTreeMap<String, Bounds>,
}

impl Constraints {
    /// What the constraints say of the argument `name`; a list or tree
    /// argument also takes what they say of its nodes.
    pub fn of(&self, name: &str, has_nodes: bool) -> Bounds {
        let mut bounds = self.args.get(name).cloned().unwrap_or_default();
        if has_nodes {
            let nodes = self.args.get("nodes").cloned().unwrap_or_default();
            let node = self.args.get("Node").cloned().unwrap_or_default();
            bounds.length = bounds.length.or(nodes.length);
            bounds.items = bounds.items.or(node.value).or(node.items);
        }
        bounds
    }
}

/// The Constraints section of a paste: the lines after its `Constraints:`
/// header, up to the next header (`Follow-up:`, `Example 2:`) or the end.
pub fn section(paste: &str) -> Option<String> {
    let mut lines = paste.lines();
    lines.find(|line| matches!(header(line), Some("constraints" | "制約" | "数据范围")))?;
    let kept: Vec<&str> = lines
        .take_while(|line| header(line).is_none())
        .map(str::trim)
        .filter(|line| !line.is_empty())
        .collect();
    if kept.is_empty() {
        None
    } else {
        Some(kept.join("\n") + "\n")
    }
}

/// The lowercase name of a header line (`Constraints:`, `Follow-up:`,
/// `Example 2:`), or `None` for any other line.
fn header(line: &str) -> Option<&'static str> {
    // `Follow-up: Can you ...` is a header with its text on the same line.
    let line = line.trim();
    let word = match line.split_once([':', '：']) {
        Some((word, _)) => word,
        None => line,
    };
    let word = word.trim().to_lowercase();
    [
        "constraints",
        // AtCoder's and Luogu's, and the sections after them on those pages.
        "制約",
        "数据范围",
        "input",
        "output",
        "入力",
        "出力",
        "输入格式",
        "输出格式",
        "follow-up",
        "follow up",
        "example",
        "note",
        "提示",
        "进阶",
    ]
    .into_iter()
    .find(|name| word == *name || (word.starts_with("example") && *name == "example"))
}

/// Reads the constraints in `text`, one a line.
pub fn parse(text: &str) -> Constraints {
    let mut constraints = Constraints::default();
    for line in text.lines() {
        let line = normalised(line);
        if let Some((subjects, range)) = range_of_nodes(&line).or_else(|| bounded(&line)) {
            for (name, what) in subjects {
                let bounds = constraints.args.entry(name).or_default();
                let slot = match what {
                    What::Value => &mut bounds.value,
                    What::Length => &mut bounds.length,
                    What::InnerLength => &mut bounds.inner_length,
                    What::Items => &mut bounds.items,
                };
                *slot = Some(range);
            }
        } else if let Some(name) = sorted(&line) {
            constraints.args.entry(name).or_default().sorted = true;
        }
    }
    constraints
}

/// One line's bound: the arguments it is of (each with what of it), and
/// the range.
type Bound = (Vec<(String, What)>, (i64, i64));

/// What part of an argument a bound is of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum What {
    Value,
    Length,
    InnerLength,
    Items,
}

/// `line` with the page's typography made plain: `≤` as `<=`, superscript
/// digits as `^n`, no thousands separators, one space between words.
fn normalised(line: &str) -> String {
    let mut text = String::new();
    let mut in_power = false;
    for c in line.trim().trim_end_matches('.').chars() {
        let superscript = "⁰¹²³⁴⁵⁶⁷⁸⁹".chars().position(|s| s == c);
        match superscript {
            Some(digit) => {
                if !in_power {
                    text.push('^');
                    in_power = true;
                }
                text.push(char::from(b'0' + digit as u8));
                continue;
            }
            None => in_power = false,
        }
        match c {
            '≤' => text.push_str("<="),
            '≥' => text.push_str(">="),
            '−' | '–' => text.push('-'),
            '`' => {}
            _ => text.push(c),
        }
    }
    // `100,000` is one number; `m, n` are two names.
    let mut plain = String::new();
    let chars: Vec<char> = text.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        let between_digits = i > 0
            && chars[i - 1].is_ascii_digit()
            && chars.get(i + 1).is_some_and(|next| next.is_ascii_digit());
        if !(c == ',' && between_digits) {
            plain.push(c);
        }
    }
    plain.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// `lo <= subjects <= hi`: each subject (one or more, `nums[i], target`)
/// as the argument it names and what of it, and the range.
fn bounded(line: &str) -> Option<Bound> {
    let parts: Vec<&str> = line.split("<=").map(str::trim).collect();
    if parts.len() != 3 {
        return None;
    }
    let (lo, hi) = (number(parts[0])?, number(parts[2])?);
    let subjects = parts[1]
        .split(',')
        .map(subject_of)
        .collect::<Option<Vec<_>>>()?;
    Some((subjects, (lo, hi)))
}

/// `The number of nodes in the tree is in the range [lo, hi]`.
fn range_of_nodes(line: &str) -> Option<Bound> {
    let lower = line.to_lowercase();
    if !lower.starts_with("the number of nodes") {
        return None;
    }
    let inside = &line[line.find('[')? + 1..line.rfind(']')?];
    let (lo, hi) = inside.split_once(',')?;
    Some((
        vec![("nodes".to_string(), What::Length)],
        (number(lo.trim())?, number(hi.trim())?),
    ))
}

/// The argument a subject names and what of it: `k`, `nums.length`,
/// `len(nums)`, `s.size()`, `nums[i]`, `grid[i][j]`, `grid[i].length`,
/// `Node.val`.
fn subject_of(subject: &str) -> Option<(String, What)> {
    let subject = subject.trim();
    if let Some(inner) = subject
        .strip_prefix("len(")
        .and_then(|rest| rest.strip_suffix(')'))
    {
        return Some((identifier(inner)?, What::Length));
    }
    for suffix in [".length", ".size()", ".size", ".len()"] {
        if let Some(base) = subject.strip_suffix(suffix) {
            return match base.split_once('[') {
                Some((name, _)) => Some((identifier(name)?, What::InnerLength)),
                None => Some((identifier(base)?, What::Length)),
            };
        }
    }
    if let Some((name, _)) = subject.split_once('[') {
        return Some((identifier(name)?, What::Items));
    }
    if let Some(name) = subject.strip_suffix(".val") {
        return Some((identifier(name)?, What::Value));
    }
    Some((identifier(subject)?, What::Value))
}

/// `text` if it is an identifier.
fn identifier(text: &str) -> Option<String> {
    let text = text.trim();
    let mut chars = text.chars();
    let first = chars.next()?;
    let ok = (first.is_ascii_alphabetic() || first == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_');
    ok.then(|| text.to_string())
}

/// `nums is sorted in non-decreasing order` (or ascending, increasing).
fn sorted(line: &str) -> Option<String> {
    let lower = line.to_lowercase();
    let (name, rest) = lower.split_once(" is sorted")?;
    let ascending = ["non-decreasing", "ascending", "increasing"]
        .iter()
        .any(|order| rest.contains(order))
        && !rest.contains("non-increasing")
        && !rest.contains("descending");
    if !ascending {
        return None;
    }
    // The name as the page writes it (`nums`), not lowercased.
    identifier(&line[..name.len()])
}

/// A number as a page writes one: `5`, `-10^4`, `10^9 + 7`, `2^31 - 1`,
/// `-2^31`, `1e5`, `5 * 10^4`.
fn number(text: &str) -> Option<i64> {
    let text = text.replace(' ', "");
    let (sign, text) = match text.strip_prefix('-') {
        Some(rest) => (-1, rest.to_string()),
        None => (1, text),
    };
    // Sums and differences of terms, left to right.
    let mut total: i64 = 0;
    let mut term = String::new();
    let mut op = 1;
    let mut first = true;
    for c in text.chars().chain(std::iter::once('\0')) {
        if c == '+' || c == '-' || c == '\0' {
            let value = product(&term)?;
            total = if first {
                sign * value
            } else {
                total.checked_add(op * value)?
            };
            first = false;
            op = if c == '-' { -1 } else { 1 };
            term.clear();
        } else {
            term.push(c);
        }
    }
    Some(total)
}

/// `5*10^4`, `2^31`, `1e5`, `42`.
fn product(text: &str) -> Option<i64> {
    text.split(['*', '×'])
        .try_fold(1i64, |acc, factor| acc.checked_mul(power(factor)?))
}

/// `10^9`, `1e5`, `42`.
fn power(text: &str) -> Option<i64> {
    if let Some((base, exp)) = text.split_once('^') {
        return base.parse::<i64>().ok()?.checked_pow(exp.parse().ok()?);
    }
    if let Some((mantissa, exp)) = text.split_once(['e', 'E']) {
        return mantissa
            .parse::<i64>()
            .ok()?
            .checked_mul(10i64.checked_pow(exp.parse().ok()?)?);
    }
    text.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    const TWO_SUM: &str = "\
Input: nums = [3,3], target = 6
Output: [0,1]

Constraints:

2 <= nums.length <= 10⁴
-10⁹ <= nums[i] <= 10⁹
-10^9 <= target <= 10^9
Only one valid answer exists.

Follow-up: Can you come up with an algorithm that is less than O(n2) time complexity?
";

    /// Issue 47: only LeetCode's Constraints were kept; AtCoder's section
    /// (here in English and in Japanese) ends at its Input section.
    #[test]
    fn an_atcoder_pastes_section_is_kept_up_to_its_input_section() {
        let paste = "Problem Statement\nFind the sum.\nConstraints\n\n1 \\leq N \\leq 10\n\
                     All values in input are integers.\nInput\n\nInput is given as N\n\
                     Sample Input 1\n3\n";
        assert_eq!(
            section(paste).as_deref(),
            Some("1 \\leq N \\leq 10\nAll values in input are integers.\n")
        );
        let japanese = "制約\n1 ≤ N ≤ 10\n入力\nN\n";
        assert_eq!(section(japanese).as_deref(), Some("1 ≤ N ≤ 10\n"));
    }

    #[test]
    fn the_section_ends_at_the_next_header() {
        assert_eq!(
            section(TWO_SUM).unwrap(),
            "2 <= nums.length <= 10⁴\n-10⁹ <= nums[i] <= 10⁹\n-10^9 <= target <= 10^9\nOnly one valid answer exists.\n"
        );
        assert_eq!(section("Input: n = 1\nOutput: 1\n"), None);
    }

    #[test]
    fn lengths_items_and_values_are_read_in_the_pages_notations() {
        let read = parse(&section(TWO_SUM).unwrap());
        let nums = &read.args["nums"];
        assert_eq!(nums.length, Some((2, 10_000)));
        assert_eq!(nums.items, Some((-1_000_000_000, 1_000_000_000)));
        assert_eq!(
            read.args["target"].value,
            Some((-1_000_000_000, 1_000_000_000))
        );
        assert_eq!(read.args.len(), 2, "{:?}", read);
    }

    #[test]
    fn grids_pairs_sortedness_and_tree_sizes_are_read() {
        let read = parse(
            "m == grid.length\n\
             1 ≤ m, n ≤ 200\n\
             1 <= grid[i].length <= 5 * 10^4\n\
             0 <= grid[i][j] <= 2^31 - 1\n\
             nums is sorted in non-decreasing order.\n\
             prices is sorted in descending order.\n\
             The number of nodes in the tree is in the range [0, 100].\n\
             -100 <= Node.val <= 100\n\
             1 <= k <= 1e5\n\
             1 <= s.length <= 100,000\n",
        );
        assert_eq!(read.args["m"].value, Some((1, 200)));
        assert_eq!(read.args["n"].value, Some((1, 200)));
        assert_eq!(read.args["grid"].inner_length, Some((1, 50_000)));
        assert_eq!(read.args["grid"].items, Some((0, 2_147_483_647)));
        assert!(read.args["nums"].sorted);
        assert!(!read.args.contains_key("prices"));
        assert_eq!(read.args["k"].value, Some((1, 100_000)));
        assert_eq!(read.args["s"].length, Some((1, 100_000)));
        let root = read.of("root", true);
        assert_eq!(root.length, Some((0, 100)));
        assert_eq!(root.items, Some((-100, 100)));
        assert_eq!(read.of("root", false), Bounds::default());
    }

    #[test]
    fn numbers_as_pages_write_them() {
        for (text, value) in [
            ("5", 5),
            ("-10^4", -10_000),
            ("10^9 + 7", 1_000_000_007),
            ("2^31 - 1", 2_147_483_647),
            ("-2^31", -2_147_483_648),
            ("1e5", 100_000),
            ("5 * 10^4", 50_000),
        ] {
            assert_eq!(number(text), Some(value), "{}", text);
        }
        assert_eq!(number("nums.length"), None);
        assert_eq!(number("10^99"), None);
    }
}
