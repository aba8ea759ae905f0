//! A statement's Constraints, as pasted into `problems/<p>/constraints.txt`
//! (by `cargo xtask sample`, or by hand), read for drawing cases: bounds
//! (`1 ≤ H, W ≤ 8`, `|S| ≤ 10`, `-10^9 ≤ x_i ≤ 10^9`, `2·10^5`,
//! `2 \times 10^5`, `10^{18}`), alphabets and lengths (`lowercase English
//! letters`, `consisting of # and .`, `0 and 1`, `a string of length W`) and
//! shapes (`The given graph is a tree`, `connected`, `simple`, `a
//! permutation of 1, ..., N`, `distinct`, `sorted`, `the sum of n over all
//! test cases does not exceed 2·10^5`). Names are lower-cased and lose their
//! subscripts, so `A_{i,j}` and `a_i` are `a`, as the declaration's `a` is.

use std::collections::HashMap;

use super::num::Num;

/// Both ends of a value, each included; `None` where not said.
pub type Range = (Option<Num>, Option<Num>);

/// What the constraints say, by name.
#[derive(Debug, Clone, Default)]
pub struct Facts {
    pub values: HashMap<String, Range>,
    /// `|S|`: a string's or a list's length.
    pub lengths: HashMap<String, Range>,
    /// `a string of length W`, by name ("" for every string).
    pub exact_lengths: HashMap<String, Num>,
    /// The characters a string is made of, by name ("" for every string).
    pub alphabets: HashMap<String, Vec<u8>>,
    pub tree: bool,
    pub connected: bool,
    /// No self-loops and no multi-edges.
    pub simple: bool,
    /// Edges are ordered pairs (`a directed graph`).
    pub directed: bool,
    pub permutations: Vec<String>,
    pub distinct: Vec<String>,
    pub sorted: Vec<String>,
    /// `the sum of n over all test cases does not exceed 2·10^5`.
    pub sums: HashMap<String, Num>,
    /// The lines that say something this reader did not understand.
    pub unread: Vec<String>,
}

impl Facts {
    /// The bounds of `name`'s value.
    pub fn value(&self, name: &str) -> Option<&Range> {
        self.values.get(name)
    }

    /// The alphabet of the string `name`: its own, else every string's,
    /// else the one string's the constraints describe (the statement's `S`
    /// is the solution's `grid`).
    pub fn alphabet(&self, name: &str) -> Option<&Vec<u8>> {
        self.alphabets
            .get(name)
            .or_else(|| self.alphabets.get(""))
            .or_else(|| the_one(&self.alphabets))
    }

    /// The exact length of the string `name`, found as its alphabet is.
    pub fn exact_length(&self, name: &str) -> Option<&Num> {
        self.exact_lengths
            .get(name)
            .or_else(|| self.exact_lengths.get(""))
            .or_else(|| the_one(&self.exact_lengths))
    }
}

/// The only value of `map`, if it has one only.
fn the_one<T>(map: &HashMap<String, T>) -> Option<&T> {
    match map.len() {
        1 => map.values().next(),
        _ => None,
    }
}

/// Reads a Constraints section, one fact or more a line.
pub fn read(text: &str) -> Facts {
    let mut facts = Facts::default();
    for line in text.lines() {
        let cased = normalise(line);
        let normal = cased.to_lowercase();
        if normal.trim().is_empty() {
            continue;
        }
        let before = format!("{:?}", facts);
        let mut bounded = false;
        sentence(&cased, &mut facts);
        // Whole clauses first (`N(N-1)/2`), then what is in parentheses
        // (`contains t (1 ≤ t ≤ 10^4)`); a name's first bounds stand.
        for clause in normal.split([';', '—', ':']) {
            for part in sentences(clause) {
                bounded |= chain(part, &mut facts);
            }
        }
        for clause in normal.split(['(', ')', ';', '—', ':']) {
            for part in sentences(clause) {
                bounded |= chain(part, &mut facts);
            }
        }
        let said_something = normal.chars().any(|c| "≤<≥>".contains(c));
        if said_something && !bounded && format!("{:?}", facts) == before {
            facts.unread.push(line.trim().to_string());
        }
    }
    facts
}

/// A clause cut at each sentence end (`. ` but not `...`).
fn sentences(clause: &str) -> Vec<&str> {
    clause.split(". ").collect()
}

/// The line in plain notation: `≤ < ≥ >` for every way of writing them,
/// `*` for `·`, `×` and `\times`, no `$`, braces or subscripts, no digit
/// grouping (case kept: `A` is a name where `a` may be an article).
pub fn normalise(line: &str) -> String {
    let mut text = line.trim().to_string();
    for (from, to) in [
        ("\\leqslant", "≤"),
        ("\\leq", "≤"),
        ("\\left", ""),
        ("\\le", "≤"),
        ("\\geqslant", "≥"),
        ("\\geq", "≥"),
        ("\\ge", "≥"),
        ("\\lt", "<"),
        ("\\gt", ">"),
        ("\\times", "*"),
        ("\\cdot", "*"),
        ("\\ldots", "…"),
        ("\\cdots", "…"),
        ("\\dots", "…"),
        ("\\lvert", "|"),
        ("\\rvert", "|"),
        ("\\vert", "|"),
        ("\\mid", "|"),
        ("\\right", ""),
        ("\\neq", "≠"),
        ("\\ne", "≠"),
        ("\\sum", "sum of "),
        ("\\,", ""),
        ("\\(", ""),
        ("\\)", ""),
        ("\\ ", " "),
        ("<=", "≤"),
        (">=", "≥"),
        ("!=", "≠"),
        ("$", ""),
        ("`", ""),
        ("∑", "sum of "),
        ("...", "…"),
    ] {
        text = text.replace(from, to);
    }
    // Superscript digits (LeetCode's 10⁹) are powers.
    let mut powered = String::new();
    let mut in_power = false;
    for c in text.chars() {
        match "⁰¹²³⁴⁵⁶⁷⁸⁹".chars().position(|s| s == c) {
            Some(digit) => {
                if !in_power {
                    powered.push('^');
                }
                in_power = true;
                powered.push(char::from(b'0' + digit as u8));
            }
            None => {
                in_power = false;
                powered.push(c);
            }
        }
    }
    let text: String = powered
        .chars()
        .map(|c| match c {
            '≦' | '⩽' => '≤',
            '≧' | '⩾' => '≥',
            '·' | '×' | '⋅' | '∙' | '∗' => '*',
            '−' | '–' => '-',
            '，' => ',',
            other => other,
        })
        .collect();
    // Subscripts go (`a_i`, `A_{i,j}`, `p_1`): the name is what is matched.
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        if chars[i] == '_' && i > 0 && chars[i - 1].is_alphanumeric() {
            i += 1;
            if chars.get(i) == Some(&'{') {
                while i < chars.len() && chars[i] != '}' {
                    i += 1;
                }
                i += 1;
            } else {
                while i < chars.len() && chars[i].is_alphanumeric() {
                    i += 1;
                }
            }
            continue;
        }
        // Digit grouping: 200,000 (a comma with three digits, then no digit).
        if chars[i] == ','
            && i > 0
            && chars[i - 1].is_ascii_digit()
            && chars.len() >= i + 4
            && chars[i + 1..i + 4].iter().all(char::is_ascii_digit)
            && chars.get(i + 4).is_none_or(|c| !c.is_ascii_digit())
        {
            i += 1;
            continue;
        }
        if chars[i] != '{' && chars[i] != '}' {
            out.push(chars[i]);
        }
        i += 1;
    }
    // A bullet goes (`- `, `•`), a minus sign stays (`-10^9 ≤ x`).
    let mut out = out.trim();
    while let Some(rest) = out
        .strip_prefix("- ")
        .or_else(|| out.strip_prefix(['•', '*', '・']))
    {
        out = rest.trim_start();
    }
    // A full stop goes, a `.` that is a character of the statement stays
    // (`consisting of # and .`).
    let out = match out.strip_suffix(['.', ',']) {
        Some(rest) if !rest.ends_with(' ') => rest,
        _ => out,
    };
    out.to_string()
}

/// One operand of a chain: names (`h, w`, `|s|`) or a number.
#[derive(Debug)]
enum Operand {
    Names(Vec<Name>),
    Number(Num),
    Other,
}

#[derive(Debug, Clone, PartialEq)]
enum Name {
    Value(String),
    Length(String),
}

fn operand(text: &str) -> Operand {
    let text = text.trim();
    let names: Option<Vec<Name>> = text
        .split(',')
        .map(|item| {
            let item = item.trim();
            let (inner, length) = match item.strip_prefix('|').and_then(|i| i.strip_suffix('|')) {
                Some(inner) => (inner.trim(), true),
                None => (item, false),
            };
            let is_name = inner.chars().next().is_some_and(|c| c.is_alphabetic())
                && inner.chars().all(|c| c.is_alphanumeric() || c == '\'');
            is_name.then(|| {
                if length {
                    Name::Length(inner.to_string())
                } else {
                    Name::Value(inner.to_string())
                }
            })
        })
        .collect();
    match (names, Num::from_text(text)) {
        (Some(names), _) if !(names.len() == 1 && text.starts_with("min")) => Operand::Names(names),
        (_, Some(num)) => Operand::Number(num),
        _ => Operand::Other,
    }
}

/// A chain of `≤` and `<` (or `≥` and `>`): each name between numbers
/// takes them as its bounds (unless it has them); whether it bounded one.
fn chain(clause: &str, facts: &mut Facts) -> bool {
    let mut parts: Vec<String> = Vec::new();
    let mut strict: Vec<bool> = Vec::new();
    let mut descending = false;
    let mut current = String::new();
    for c in clause.chars() {
        match c {
            '≤' | '<' | '≥' | '>' => {
                parts.push(std::mem::take(&mut current));
                strict.push(c == '<' || c == '>');
                descending |= c == '≥' || c == '>';
            }
            other => current.push(other),
        }
    }
    parts.push(current);
    if parts.len() < 2 {
        return false;
    }
    // The ends run into the clause's words: `contains t (1 ≤ t` is cut to
    // the last item, `n, u ≠ v` to the first.
    let last = parts.len() - 1;
    let first_item = parts[0].rsplit(',').next().unwrap_or("").trim().to_string();
    parts[0] = match operand(&first_item) {
        Operand::Other => first_item.rsplit(' ').next().unwrap_or("").to_string(),
        _ => first_item,
    };
    if last >= 2
        || !matches!(
            operand(&parts[last]),
            Operand::Names(_) | Operand::Number(_)
        )
    {
        let last_item = parts[last]
            .split(',')
            .next()
            .unwrap_or("")
            .trim()
            .to_string();
        parts[last] = match operand(&last_item) {
            Operand::Other => last_item.split(' ').next().unwrap_or("").to_string(),
            _ => last_item,
        };
    }
    if descending {
        parts.reverse();
        strict.reverse();
    }
    let operands: Vec<Operand> = parts.iter().map(|p| operand(p)).collect();
    // a_1 ≤ a_2 ≤ … ≤ a_n: sorted.
    let named: Vec<&Vec<Name>> = operands
        .iter()
        .filter_map(|o| match o {
            Operand::Names(names) => Some(names),
            _ => None,
        })
        .collect();
    if named.len() >= 2 && named.windows(2).all(|w| w[0] == w[1]) && named[0].len() == 1 {
        if let Name::Value(name) = &named[0][0] {
            facts.sorted.push(name.clone());
            return true;
        }
    }
    let as_num = |o: &Operand| -> Option<Num> {
        match o {
            Operand::Number(num) => Some(num.clone()),
            Operand::Names(names) if names.len() == 1 => match &names[0] {
                Name::Value(name) => Some(Num::Name(name.clone())),
                Name::Length(_) => None,
            },
            _ => None,
        }
    };
    let subjects: Vec<usize> = if operands.len() >= 3 {
        (1..operands.len() - 1).collect()
    } else if matches!(operands[0], Operand::Names(_)) {
        vec![0]
    } else {
        vec![1]
    };
    let mut bounded = false;
    for i in subjects {
        let Operand::Names(names) = &operands[i] else {
            continue;
        };
        let lo = i
            .checked_sub(1)
            .and_then(|j| as_num(&operands[j]))
            .map(|num| if strict[i - 1] { plus(num, 1) } else { num });
        let hi =
            operands
                .get(i + 1)
                .and_then(as_num)
                .map(|num| if strict[i] { plus(num, -1) } else { num });
        bounded |= lo.is_some() || hi.is_some();
        for name in names {
            let (map, key) = match name {
                Name::Value(key) => (&mut facts.values, key),
                Name::Length(key) => (&mut facts.lengths, key),
            };
            let entry = map.entry(key.clone()).or_insert((None, None));
            if entry.0.is_none() {
                entry.0 = lo.clone();
            }
            if entry.1.is_none() {
                entry.1 = hi.clone();
            }
        }
    }
    bounded
}

fn plus(num: Num, by: i128) -> Num {
    Num::Add(Box::new(num), Box::new(Num::Const(by)))
}

const NOT_NAMES: &[&str] = &[
    "the",
    "each",
    "all",
    "every",
    "it",
    "given",
    "input",
    "string",
    "strings",
    "a",
    "an",
    "character",
    "characters",
    "there",
    "in",
    "no",
    "graph",
    "and",
    "for",
    "elements",
    "of",
    "is",
    "are",
    "all",
    "any",
    "two",
    "one",
];

/// The sentence's subject: its first word that is not an article or a
/// noun of the statement's prose (`S` of "S is a string", `p` of "(p_1, …,
/// p_n) is a permutation"); `""` when it has none.
fn subject(line: &str) -> String {
    line.split(|c: char| !c.is_alphanumeric())
        .find(|word| {
            let capital = word.len() == 1 && word.chars().all(char::is_uppercase);
            capital
                || (word.len() <= 3
                    && word.chars().next().is_some_and(char::is_alphabetic)
                    && !NOT_NAMES.contains(&word.to_lowercase().as_str()))
        })
        .unwrap_or("")
        .to_lowercase()
}

/// The facts said in words (`cased`: the line with its case).
fn sentence(cased: &str, facts: &mut Facts) {
    let lower = cased.to_lowercase();
    let line = lower.as_str();
    if let Some(at) = line.find("sum of ") {
        let rest = &line[at + "sum of ".len()..];
        let name: String = rest
            .trim_start_matches("all ")
            .chars()
            .take_while(|c| c.is_alphanumeric())
            .collect();
        let limit = ["exceed", "≤", "at most"]
            .iter()
            .filter_map(|word| rest.find(word).map(|at| &rest[at + word.len()..]))
            .find_map(|after| {
                let after = after.trim_start_matches(" not").trim();
                let cut = after.split([',', ';', '(']).next().unwrap_or("").trim();
                Num::from_text(cut).or_else(|| Num::from_text(cut.split(' ').next().unwrap_or("")))
            });
        if let (false, Some(limit)) = (name.is_empty(), limit) {
            facts.sums.insert(name, limit);
        }
    }
    if line.contains("a tree") || line.contains("is tree") {
        facts.tree = true;
    }
    // `not necessarily connected` says the opposite.
    if line.contains("connected")
        && ![
            "not necessarily connected",
            "not be connected",
            "disconnected",
            "not connected",
        ]
        .iter()
        .any(|no| line.contains(no))
    {
        facts.connected = true;
    }
    if line.contains("directed") && !line.contains("undirected") {
        facts.directed = true;
    }
    if line.contains("simple")
        || line.contains("self-loop")
        || line.contains("self loop")
        || line.contains("multiple edges")
        || line.contains("multi-edges")
    {
        facts.simple = true;
    }
    if line.contains("permutation") {
        facts.permutations.push(subject(cased));
    }
    if line.contains("distinct") || line.contains("pairwise different") {
        facts.distinct.push(subject(cased));
    }
    if line.contains("sorted")
        || line.contains("non-decreasing")
        || line.contains("nondecreasing")
        || line.contains("ascending")
    {
        facts.sorted.push(subject(cased));
    }
    if let Some(at) = line.find("of length ") {
        let rest = &line[at + "of length ".len()..];
        let word: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || "*^+-".contains(*c))
            .collect();
        if let Some(num) = Num::from_text(&word) {
            facts.exact_lengths.insert(subject(cased), num);
        }
    }
    let consists = [
        "consisting only of",
        "consisting of",
        "consists only of",
        "consists of",
        "composed of",
        "made of",
        "made up of",
    ]
    .iter()
    .find_map(|word| line.find(word).map(|at| at + word.len()));
    // The characters as written (`A, B and C`), where the cases line up.
    let consists = consists.map(|at| match cased.len() == line.len() {
        true => cased.get(at..).unwrap_or(&line[at..]),
        false => &line[at..],
    });
    if let Some(rest) = consists {
        let lower = rest.to_lowercase();
        let mut alphabet = Vec::new();
        if lower.contains("lowercase") {
            alphabet.extend(b'a'..=b'z');
        }
        if lower.contains("uppercase") {
            alphabet.extend(b'A'..=b'Z');
        }
        if lower.contains("digit") {
            alphabet.extend(b'0'..=b'9');
        }
        if alphabet.is_empty() && lower.contains("letters") {
            alphabet.extend(b'a'..=b'z');
            alphabet.extend(b'A'..=b'Z');
        }
        if alphabet.is_empty() {
            for token in rest.split([' ', ',', '\'', '"', '“', '”', '‘', '’']) {
                if let [byte] = token.as_bytes() {
                    if byte.is_ascii_graphic() {
                        alphabet.push(*byte);
                    }
                }
            }
        }
        alphabet.sort_unstable();
        alphabet.dedup();
        if !alphabet.is_empty() {
            facts.alphabets.insert(subject(cased), alphabet);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bounds(facts: &Facts, name: &str) -> (Option<i128>, Option<i128>) {
        let env = HashMap::from([("n".to_string(), 10)]);
        let (lo, hi) = facts.values.get(name).cloned().unwrap_or((None, None));
        (lo.and_then(|n| n.eval(&env)), hi.and_then(|n| n.eval(&env)))
    }

    #[test]
    fn every_notation_of_a_bound_is_read() {
        let facts = read(
            "1 ≤ H, W ≤ 8\n\
             - $1 \\le N \\le 2 \\times 10^5$\n\
             1 ≤ a_i ≤ 10^9\n\
             -10^9 ≤ x ≤ 10^9\n\
             1 <= k <= 2·10^5\n\
             0 \\leq A_{i,j} < 10^{18}\n\
             |S| ≤ 10\n\
             1 ≤ M ≤ N(N-1)/2\n\
             The first line contains one integer t (1≤t≤10^4) — the number of test cases.\n\
             Each of the next lines holds u_i and v_i (1 ≤ u_i, v_i ≤ n, u_i ≠ v_i).\n\
             200,000 ≥ q ≥ 1\n",
        );
        assert_eq!(bounds(&facts, "h"), (Some(1), Some(8)));
        assert_eq!(bounds(&facts, "w"), (Some(1), Some(8)));
        assert_eq!(bounds(&facts, "n"), (Some(1), Some(200_000)));
        // The first line that bounds a name is its bounds.
        assert_eq!(bounds(&facts, "a"), (Some(1), Some(1_000_000_000)));
        assert_eq!(
            bounds(&facts, "x"),
            (Some(-1_000_000_000), Some(1_000_000_000))
        );
        assert_eq!(bounds(&facts, "k"), (Some(1), Some(200_000)));
        assert_eq!(bounds(&facts, "m"), (Some(1), Some(45)));
        assert_eq!(bounds(&facts, "t"), (Some(1), Some(10_000)));
        assert_eq!(bounds(&facts, "u"), (Some(1), Some(10)));
        assert_eq!(bounds(&facts, "v"), (Some(1), Some(10)));
        assert_eq!(bounds(&facts, "q"), (Some(1), Some(200_000)));
        let (_, s) = facts.lengths.get("s").cloned().unwrap();
        assert_eq!(s, Some(Num::Const(10)));
        assert!(facts.unread.is_empty(), "{:?}", facts.unread);
    }

    #[test]
    fn alphabets_lengths_and_shapes_are_read() {
        let facts = read(
            "S_i is a string of length W consisting of `#` and `.`.\n\
             T consists of lowercase English letters.\n\
             B consists of 0 and 1.\n\
             The given graph is a tree.\n\
             The graph is simple and connected.\n\
             P is a permutation of 1, ..., N.\n\
             All values of A are distinct.\n\
             C is sorted in non-decreasing order.\n\
             The sum of n over all test cases does not exceed 2·10^5.\n",
        );
        assert_eq!(facts.alphabets["s"], b"#.".to_vec());
        assert_eq!(facts.alphabets["t"], (b'a'..=b'z').collect::<Vec<u8>>());
        assert_eq!(facts.alphabets["b"], b"01".to_vec());
        assert_eq!(facts.exact_lengths["s"], Num::Name("w".into()));
        assert!(facts.tree && facts.simple && facts.connected && !facts.directed);
        assert_eq!(facts.permutations, ["p"]);
        assert_eq!(facts.distinct, ["a"]);
        assert_eq!(facts.sorted, ["c"]);
        assert_eq!(facts.sums["n"], Num::from_text("2*10^5").unwrap());
    }

    #[test]
    fn a_graph_is_directed_or_not_connected_only_when_said() {
        let facts = read("The given graph is undirected and not necessarily connected.\n");
        assert!(!facts.directed && !facts.connected);
        let facts = read("The graph is a directed graph; it is weakly connected.\n");
        assert!(facts.directed && facts.connected);
        let facts = read("The graph has no self-loops or multiple edges.\n");
        assert!(facts.simple && !facts.connected);
    }

    #[test]
    fn a_line_not_understood_is_kept_to_be_said() {
        let facts = read("1 ≤ N ≤ 10\n2 ≤ ☃ ≤ 10\n");
        assert_eq!(facts.unread, ["2 ≤ ☃ ≤ 10"]);
    }
}
