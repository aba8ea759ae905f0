//! `cargo xtask sample <problem>`: an example pasted from the problem's page
//! becomes the next `testdata/<problem>/sample-N.in` and `.out`.
//!
//! The paste is read as the pages show their examples. Headers split it:
//! a line `Input` / `Output` (also `Sample Input 1`, `入力例 1`, `输入 #1`,
//! with or without a colon; a `Copy` button's word after a header is page
//! chrome and dropped), or a label with its text on the same line, as
//! LeetCode writes `Input: nums = [2,7,11,15], target = 9`. `Explanation`,
//! `Note` and `Constraints` sections, and `Example 1:` lines, are skipped;
//! a LeetCode paste's Constraints are kept in the problem's
//! `constraints.txt` for `stress --init` (see `leetcode::constraints`).
//! Several examples may be pasted at once. Without any header the paste is
//! the input, a line `---`, then the output.
//!
//! Every judge's explanation is cut off the expected output: Codeforces'
//! `Note`, Luogu's `说明/提示` and LeetCode's `Explanation:` by their
//! headings, and AtCoder's, which has none, by reading as prose (see
//! [`prose`]). What was cut is said, and an output line kept that still
//! looks like words is warned about.
//!
//! A LeetCode example's input is split into its arguments, which are
//! checked against the signature (their number, and the names when the page
//! gives them: `numRows` is `num_rows`), and written one per line as
//! `name = value`, which the problem's `main` reads; values lose the spaces
//! outside strings (`[0, 1]` is LeetCode's `[0,1]`). A stdin
//! problem's input and output are written as pasted, without trailing
//! spaces or blank lines around them.
//!
//! Files are written atomically and never over another: each example takes
//! the next free number, or the empty `sample-N` pair that `new` leaves to
//! fill in.

use std::fs;
use std::io::{IsTerminal, Read};
use std::path::{Path, PathBuf};

use anyhow::{anyhow, bail, Context, Result};
use judging::metadata::Kind;

use crate::example::Example;
use crate::fsutil::{write_atomic, write_new};
use crate::leetcode::constraints;
use crate::project::{Load, Project};

mod prose;

/// Reads the paste from stdin, writes its examples and prints what it wrote.
pub fn run(project: &Project, name: &str) -> Result<()> {
    let problem = project.problem(name)?;
    let metadata = problem.metadata()?;
    let stdin = std::io::stdin();
    if stdin.is_terminal() {
        eprintln!("paste the example (Input, then Output), then press Ctrl-D on a line of its own");
    }
    let mut bytes = Vec::new();
    stdin
        .lock()
        .read_to_end(&mut bytes)
        .context("cannot read stdin")?;
    let text = String::from_utf8(bytes).map_err(|_| anyhow!("the paste is not UTF-8 text"))?;
    let pasted = read(&text, &metadata.kind).map_err(|err| anyhow!(err))?;
    let dir = problem.cases.clone();
    fs::create_dir_all(&dir).with_context(|| format!("cannot create {}", project.show(&dir)))?;
    for (example, notes) in pasted.examples.iter().zip(&pasted.notes) {
        let (input, output) = write(&dir, example)?;
        println!("wrote {}:", project.show(&input));
        print!("{}", shown(&example.input));
        println!("wrote {}:", project.show(&output));
        print!("{}", shown(&example.output));
        for note in notes {
            match note {
                Note::Cut(lines) => println!(
                    "  (cut {} after the output as its explanation: \"{}\")",
                    counted(lines.len(), "line"),
                    lines[0]
                ),
                Note::Wordy(line) => eprintln!(
                    "warning: {}: the line \"{}\" looks like prose; if it is the \
                     statement's explanation, remove it from the file",
                    project.show(&output),
                    line
                ),
            }
        }
    }
    // Any judge's: stress draws within them (see stress::constraints).
    keep_constraints(project, &problem.dir, &text)?;
    Ok(())
}

/// Keeps a LeetCode paste's Constraints section in the problem's
/// `constraints.txt`, for `stress --init`'s generator; never over one that
/// is there (the user may have set it).
fn keep_constraints(project: &Project, dir: &Path, paste: &str) -> Result<()> {
    let Some(section) = constraints::section(paste) else {
        return Ok(());
    };
    let path = dir.join(constraints::FILE);
    if write_new(&path, section.as_bytes())? {
        println!(
            "wrote {}: `cargo xtask stress --init` draws within them",
            project.show(&path)
        );
    } else if fs::read_to_string(&path).ok().as_deref() != Some(section.as_str()) {
        println!(
            "kept {}: it differs from the paste's Constraints; remove it to take them",
            project.show(&path)
        );
    }
    Ok(())
}

/// A file's text indented for the report, at most a screenful.
fn shown(text: &str) -> String {
    const LINES: usize = 12;
    let lines: Vec<&str> = text.lines().collect();
    let mut out: String = lines
        .iter()
        .take(LINES)
        .map(|line| format!("  {}\n", line))
        .collect();
    if lines.len() > LINES {
        out.push_str(&format!("  … ({} more lines)\n", lines.len() - LINES));
    }
    out
}

/// Writes `example` as the next sample of the folder `dir`; returns the two
/// files.
fn write(dir: &Path, example: &Example) -> Result<(PathBuf, PathBuf)> {
    let files = |number: u64| {
        (
            dir.join(format!("sample-{}.in", number)),
            dir.join(format!("sample-{}.out", number)),
        )
    };
    // The pair `new` leaves to fill in: both files there and empty.
    if let Some(number) = placeholder(dir)? {
        let (input, output) = files(number);
        write_atomic(&input, example.input.as_bytes())?;
        write_atomic(&output, example.output.as_bytes())?;
        return Ok((input, output));
    }
    let mut number = last_sample(dir)? + 1;
    loop {
        let (input, output) = files(number);
        if !output.exists() && write_new(&input, example.input.as_bytes())? {
            if !write_new(&output, example.output.as_bytes())? {
                bail!(
                    "{} appeared while {} was written; nothing was replaced",
                    output.display(),
                    input.display()
                );
            }
            return Ok((input, output));
        }
        // Another writer took this number meanwhile.
        number += 1;
    }
}

/// The numbers of the `sample-N.in` and `.out` files in `dir`.
fn sample_numbers(dir: &Path) -> Result<Vec<(u64, PathBuf)>> {
    let mut numbers = Vec::new();
    for entry in fs::read_dir(dir).with_context(|| format!("cannot list {}", dir.display()))? {
        let path = entry?.path();
        let number = path
            .file_name()
            .and_then(|name| name.to_str())
            .and_then(|name| name.strip_prefix("sample-"))
            .and_then(|rest| {
                rest.strip_suffix(".in")
                    .or_else(|| rest.strip_suffix(".out"))
            })
            .and_then(|number| number.parse::<u64>().ok());
        if let Some(number) = number {
            numbers.push((number, path));
        }
    }
    numbers.sort();
    Ok(numbers)
}

fn last_sample(dir: &Path) -> Result<u64> {
    Ok(sample_numbers(dir)?.last().map_or(0, |(number, _)| *number))
}

/// The smallest N whose `sample-N.in` and `.out` are both there and empty.
fn placeholder(dir: &Path) -> Result<Option<u64>> {
    for (number, _) in sample_numbers(dir)? {
        let empty = |extension: &str| {
            fs::metadata(dir.join(format!("sample-{}.{}", number, extension)))
                .is_ok_and(|meta| meta.is_file() && meta.len() == 0)
        };
        if empty("in") && empty("out") {
            return Ok(Some(number));
        }
    }
    Ok(None)
}

/// What a line of the paste is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mark {
    Input,
    Output,
    /// `Explanation`, `Note`: not part of the example.
    Skip,
    /// `Example 1:`: starts an example, says nothing.
    Example,
}

/// The header words, lowercase, after a trailing number is removed.
const HEADERS: [(&str, Mark); 31] = [
    ("input", Mark::Input),
    ("sample input", Mark::Input),
    ("example input", Mark::Input),
    ("入力", Mark::Input),
    ("入力例", Mark::Input),
    ("输入", Mark::Input),
    ("输入样例", Mark::Input),
    ("样例输入", Mark::Input),
    ("output", Mark::Output),
    ("sample output", Mark::Output),
    ("example output", Mark::Output),
    ("出力", Mark::Output),
    ("出力例", Mark::Output),
    ("输出", Mark::Output),
    ("输出样例", Mark::Output),
    ("样例输出", Mark::Output),
    ("explanation", Mark::Skip),
    ("note", Mark::Skip),
    ("notes", Mark::Skip),
    ("解释", Mark::Skip),
    ("说明", Mark::Skip),
    ("提示", Mark::Skip),
    ("说明/提示", Mark::Skip),
    ("constraints", Mark::Skip),
    ("follow-up", Mark::Skip),
    ("follow up", Mark::Skip),
    ("进阶", Mark::Skip),
    ("example", Mark::Example),
    ("sample", Mark::Example),
    ("示例", Mark::Example),
    ("样例", Mark::Example),
];

/// The words a page's copy button leaves after a header.
const COPY_WORDS: [&str; 2] = ["copy", "复制"];

/// The mark a header word names (`Sample Input 1`, `输入 #1`, `Example 2`),
/// and whether a number followed it.
fn header_word(head: &str) -> Option<(Mark, bool)> {
    let head = head.trim().to_lowercase();
    let word = head.trim_end_matches(|c: char| c.is_ascii_digit());
    let numbered = word.len() < head.len();
    let word = word.trim_end().trim_end_matches('#').trim_end();
    HEADERS
        .iter()
        .find(|(known, _)| *known == word)
        .map(|&(_, mark)| (mark, numbered))
}

/// The mark of a header line and the text after it on the same line:
/// `Input: nums = [1]` → (Input, "nums = [1]"); `Sample Input 1` → (Input, "").
///
/// Without a colon, words an input or output may hold are headers only as
/// pages write them: `Example` and `Sample` with a number, `Note` and
/// `Explanation` capitalised.
fn header(line: &str) -> Option<(Mark, &str)> {
    let line = line.trim();
    if let Some(colon) = line.find([':', '：']) {
        if let Some((mark, _)) = header_word(&line[..colon]) {
            let after = &line[colon..];
            let width = after.chars().next().map_or(0, char::len_utf8);
            return Some((mark, after[width..].trim()));
        }
    }
    let mut head = line;
    for word in COPY_WORDS {
        let lower = head.to_lowercase();
        if lower.ends_with(word) && lower.len() == head.len() {
            head = &head[..head.len() - word.len()];
        }
    }
    let capitalised = head.chars().next().is_some_and(|c| !c.is_lowercase());
    match header_word(head)? {
        (Mark::Example, false) => None,
        (Mark::Skip, _) if !capitalised => None,
        (mark, _) => Some((mark, "")),
    }
}

/// `Examples`, `Example`, `Samples`, `Sample tests`, `样例`: a heading over
/// a page's examples, on a line of its own.
fn is_examples_heading(line: &str) -> bool {
    let line = line.trim().trim_end_matches(':').to_lowercase();
    [
        "example",
        "examples",
        "sample",
        "samples",
        "sample tests",
        "示例",
        "样例",
        "入出力例",
    ]
    .contains(&line.as_str())
}

fn is_separator(line: &str) -> bool {
    let line = line.trim();
    line.len() >= 3 && line.bytes().all(|b| b == b'-')
}

/// `1 line`, `2 lines`.
fn counted(count: usize, noun: &str) -> String {
    if count == 1 {
        format!("1 {}", noun)
    } else {
        format!("{} {}s", count, noun)
    }
}

/// What `sample` says about an example it read, beside writing it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Note {
    /// The explanation cut off after the output: its lines, without the
    /// blank ones.
    Cut(Vec<String>),
    /// An output line kept that looks like words.
    Wordy(String),
}

/// A paste, read: its examples and, for each, what to say about it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pasted {
    pub examples: Vec<Example>,
    pub notes: Vec<Vec<Note>>,
}

/// The examples in a paste, for a problem of kind `kind`: [`read`] without
/// its notes, as the tests read pastes.
#[cfg(test)]
pub fn parse(text: &str, kind: &Kind) -> Result<Vec<Example>, String> {
    read(text, kind).map(|pasted| pasted.examples)
}

/// [`parse`], with what was cut from each example and what looks amiss.
pub fn read(text: &str, kind: &Kind) -> Result<Pasted, String> {
    if let Kind::Interactive { .. } = kind {
        return Err(
            "an interactive problem's cases are its interactor's hidden data, not a pasted \
             dialogue; write them in testdata/<problem>/sample-N.in (see docs/interactive.md)"
                .into(),
        );
    }
    // Pages render spaces in examples as no-break spaces.
    let text = text.replace('\u{a0}', " ");
    let lines: Vec<&str> = text.lines().collect();
    if lines.iter().all(|line| line.trim().is_empty()) {
        return Err(
            "the paste is empty; paste the example's Input and Output (see `cargo xtask sample --help`)"
                .into(),
        );
    }
    let has_headers = lines
        .iter()
        .any(|line| matches!(header(line), Some((Mark::Input | Mark::Output, _))));
    let raw = if has_headers {
        by_headers(&lines)?
    } else {
        by_separator(&lines)?
    };
    let mut notes = Vec::new();
    let examples = raw
        .into_iter()
        .enumerate()
        .map(|(i, raw)| match kind {
            Kind::Stdin => {
                let (output, said) = without_explanation(&raw.output);
                notes.push(said);
                Ok(Example {
                    input: as_file(&raw.input),
                    output: as_file(output),
                })
            }
            Kind::LeetCode { signature }
                if crate::leetcode::template::is_constructor(signature) =>
            {
                crate::leetcode::examples::design(
                    i + 1,
                    (raw.input_line, &raw.input.join("\n")),
                    (raw.output_line, &raw.output.join("\n")),
                )
            }
            Kind::LeetCode { signature } => crate::leetcode::examples::function(
                i + 1,
                (raw.input_line, &raw.input.join("\n")),
                (raw.output_line, &raw.output.join("\n")),
                signature,
            ),
            Kind::Interactive { .. } => unreachable!("refused above"),
        })
        .collect::<Result<Vec<Example>, String>>()?;
    notes.resize(examples.len(), Vec::new());
    Ok(Pasted { examples, notes })
}

/// A stdin example's output without the explanation a page writes after it
/// without a heading (AtCoder's), and what to say about it.
fn without_explanation<'a, 'b>(lines: &'b [&'a str]) -> (&'b [&'a str], Vec<Note>) {
    let mut notes = Vec::new();
    let kept = match prose::explanation_start(lines) {
        Some(start) => {
            let cut: Vec<String> = lines[start..]
                .iter()
                .filter(|line| !line.trim().is_empty())
                .map(|line| line.trim().to_string())
                .collect();
            notes.push(Note::Cut(cut));
            &lines[..start]
        }
        None => lines,
    };
    for line in kept {
        if prose::is_prose(line) || prose::is_wordy(line) {
            notes.push(Note::Wordy(line.trim().to_string()));
        }
    }
    (kept, notes)
}

/// An example as pasted: its lines, and the line numbers where its input
/// and output start (1-based), for errors.
#[derive(Debug)]
struct Raw<'a> {
    input: Vec<&'a str>,
    input_line: usize,
    output: Vec<&'a str>,
    output_line: usize,
}

/// `input`, `---`, `output`: one example.
fn by_separator<'a>(lines: &[&'a str]) -> Result<Vec<Raw<'a>>, String> {
    let separators: Vec<usize> = (0..lines.len())
        .filter(|&i| is_separator(lines[i]))
        .collect();
    let at = match separators[..] {
        [at] => at,
        [] => return Err(
            "no `Input` or `Output` header and no `---` line; paste the page's example with its \
                 headers, or the input, a line `---`, then the output"
                .into(),
        ),
        [_, second, ..] => {
            return Err(format!(
                "line {}: a second `---`; without headers the paste is one example: \
                 the input, a line `---`, then the output",
                second + 1
            ))
        }
    };
    let raw = Raw {
        input: lines[..at].to_vec(),
        input_line: 1,
        output: lines[at + 1..].to_vec(),
        output_line: at + 2,
    };
    check_not_empty(&raw, 1)?;
    Ok(vec![raw])
}

/// Sections opened by header lines.
fn by_headers<'a>(lines: &[&'a str]) -> Result<Vec<Raw<'a>>, String> {
    let mut examples = Vec::new();
    // The example being read: its input, and its output once begun.
    let mut input: Option<(usize, Vec<&'a str>)> = None;
    let mut output: Option<(usize, Vec<&'a str>)> = None;
    // Where the lines go: into the input, the output, or nowhere.
    let mut into: Option<Mark> = None;
    let mut after_header = false;
    let finish = |input: &mut Option<(usize, Vec<&'a str>)>,
                  output: &mut Option<(usize, Vec<&'a str>)>,
                  examples: &mut Vec<Raw<'a>>|
     -> Result<(), String> {
        if let (Some((input_line, input)), Some((output_line, output))) =
            (input.take(), output.take())
        {
            let raw = Raw {
                input,
                input_line,
                output,
                output_line,
            };
            check_not_empty(&raw, examples.len() + 1)?;
            examples.push(raw);
        }
        Ok(())
    };
    for (i, &line) in lines.iter().enumerate() {
        let number = i + 1;
        let marked = header(line);
        if marked.is_none() && after_header && is_copy_word(line) {
            after_header = false;
            continue;
        }
        after_header = marked.is_some();
        let (mark, rest) = match marked {
            Some(marked) => marked,
            None => {
                match into {
                    Some(Mark::Input) => input.as_mut().expect("open").1.push(line),
                    Some(Mark::Output) => output.as_mut().expect("open").1.push(line),
                    Some(_) => {}
                    None if line.trim().is_empty() => {}
                    // A page's heading above its examples (Codeforces'
                    // `Examples`, or `Example` when there is one), copied
                    // with them: nothing before the first `Input` is data.
                    None if is_examples_heading(line) => {}
                    None => {
                        return Err(format!(
                            "line {}: {:?} comes before any `Input` header; paste from the example's `Input`",
                            number,
                            line.trim()
                        ))
                    }
                }
                continue;
            }
        };
        match mark {
            Mark::Input => {
                if output.is_some() {
                    finish(&mut input, &mut output, &mut examples)?;
                } else if let Some((at, _)) = &input {
                    return Err(format!(
                        "line {}: a second `Input`, but the one at line {} has no `Output` yet",
                        number, at
                    ));
                }
                input = Some((number, Vec::new()));
            }
            Mark::Output => {
                if input.is_none() {
                    return Err(format!(
                        "line {}: an `Output` without an `Input` before it",
                        number
                    ));
                }
                if let Some((at, _)) = &output {
                    return Err(format!(
                        "line {}: a second `Output` for the example whose output starts at line {}",
                        number, at
                    ));
                }
                output = Some((number, Vec::new()));
            }
            Mark::Skip | Mark::Example => {
                if output.is_some() {
                    finish(&mut input, &mut output, &mut examples)?;
                } else if let Some((at, _)) = &input {
                    return Err(format!(
                        "line {}: {:?} before the `Output` of the example at line {}",
                        number,
                        line.trim(),
                        at
                    ));
                }
            }
        }
        into = Some(mark);
        if !rest.is_empty() {
            match mark {
                Mark::Input => input.as_mut().expect("open").1.push(rest),
                Mark::Output => output.as_mut().expect("open").1.push(rest),
                _ => {}
            }
        }
    }
    if let Some((at, _)) = &input {
        if output.is_none() {
            return Err(format!(
                "line {}: this `Input` has no `Output` after it",
                at
            ));
        }
    }
    finish(&mut input, &mut output, &mut examples)?;
    Ok(examples)
}

fn is_copy_word(line: &str) -> bool {
    let line = line.trim().to_lowercase();
    COPY_WORDS.contains(&line.as_str())
}

fn check_not_empty(raw: &Raw<'_>, example: usize) -> Result<(), String> {
    for (lines, at, what) in [
        (&raw.input, raw.input_line, "input"),
        (&raw.output, raw.output_line, "output"),
    ] {
        if lines.iter().all(|line| line.trim().is_empty()) {
            return Err(format!(
                "line {}: the {} of example {} is empty",
                at, what, example
            ));
        }
    }
    Ok(())
}

/// Lines as a file: without trailing spaces or the blank lines around them,
/// ending with a newline.
fn as_file(lines: &[&str]) -> String {
    let trimmed: Vec<&str> = lines.iter().map(|line| line.trim_end()).collect();
    let first = trimmed.iter().position(|line| !line.is_empty());
    let last = trimmed.iter().rposition(|line| !line.is_empty());
    match (first, last) {
        (Some(first), Some(last)) => trimmed[first..=last]
            .iter()
            .map(|line| format!("{}\n", line))
            .collect(),
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 42: a Codeforces paste that began at the page's `Examples`
    /// heading was refused.
    #[test]
    fn a_paste_from_the_examples_heading_is_read() {
        for heading in ["Examples", "Example", "examples:"] {
            let pasted = format!("{}\nInput\n8\nOutput\nYES\n", heading);
            let examples = parse(&pasted, &Kind::Stdin).unwrap();
            assert_eq!(examples.len(), 1, "{}", heading);
            assert_eq!(examples[0].input, "8\n");
            assert_eq!(examples[0].output, "YES\n");
        }
    }

    fn stdin(text: &str) -> Result<Vec<Example>, String> {
        parse(text, &Kind::Stdin)
    }

    fn leetcode(text: &str) -> Result<Vec<Example>, String> {
        parse(
            text,
            &Kind::LeetCode {
                signature: "pub fn two_sum(nums: Vec<i32>, target_sum: i32) -> Vec<i32>".into(),
            },
        )
    }

    /// The same arguments, answering strings.
    fn leetcode_words(text: &str) -> Result<Vec<Example>, String> {
        parse(
            text,
            &Kind::LeetCode {
                signature: "pub fn two_sum(nums: Vec<i32>, target_sum: i32) -> Vec<String>".into(),
            },
        )
    }

    fn example(input: &str, output: &str) -> Example {
        Example {
            input: input.into(),
            output: output.into(),
        }
    }

    #[test]
    fn a_value_that_does_not_read_names_the_example_the_argument_and_the_column() {
        let pasted = "Input: nums = [2,7,11,15], targetSum = 9\nOutput: [0,1]\n\
                      Input: nums = [2,7,x,15], targetSum = 9\nOutput: [0,1]\n";
        assert_eq!(
            leetcode(pasted),
            Err("example 2, line 3: nums[2] expected an i32; found \"x\" (column 13 of nums = [2,7,x,15])".into())
        );
        assert_eq!(
            leetcode("Input: nums = [1], targetSum = 9\nOutput: [0,true]\n"),
            Err("example 1, line 2: the output[1] expected an i32; found \"true\" (column 4 of [0,true])".into())
        );
    }

    #[test]
    fn a_leetcode_example_as_the_page_shows_it() {
        let pasted = "Example 1:\n\nInput: nums = [2,7,11,15], targetSum = 9\nOutput: [0,1]\n\
                      Explanation: Because nums[0] + nums[1] == 9, we return [0, 1].\n";
        assert_eq!(
            leetcode(pasted),
            Ok(vec![example(
                "nums = [2,7,11,15]\ntargetSum = 9\n",
                "[0,1]\n"
            )])
        );
        // The statement's constraints after the last example are skipped too.
        let pasted = "Input: nums = [3,3], targetSum = 6\nOutput: [0,1]\n\nConstraints:\n\n2 <= nums.length <= 10^4\n";
        assert_eq!(
            leetcode(pasted),
            Ok(vec![example("nums = [3,3]\ntargetSum = 6\n", "[0,1]\n")])
        );
        // LeetCode-CN, two examples, an output with spaces, no names.
        let pasted = "示例 1：\n输入：[3,2,4], 6\n输出：[1, 2]\n示例 2：\n输入：nums = [3,3], target_sum = 6\n输出：[0,1]\n";
        assert_eq!(
            leetcode(pasted),
            Ok(vec![
                example("nums = [3,2,4]\ntargetSum = 6\n", "[1,2]\n"),
                example("nums = [3,3]\ntarget_sum = 6\n", "[0,1]\n"),
            ])
        );
        // The text on the lines after the headers, and a string with a comma.
        let pasted = "Input:\nnums = [1, 2],\n  targetSum = 3\nOutput:\n[\"a, b\" , \"c\"]\n";
        assert_eq!(
            leetcode_words(pasted),
            Ok(vec![example(
                "nums = [1,2]\ntargetSum = 3\n",
                "[\"a, b\",\"c\"]\n"
            )])
        );
        // Without headers: input, `---`, output; one argument per line.
        assert_eq!(
            leetcode("[1,2]\n3\n---\n[0,1]\n"),
            Ok(vec![example("nums = [1,2]\ntargetSum = 3\n", "[0,1]\n")])
        );
        assert_eq!(
            leetcode("nums =\n[1,\n2]\n\ntargetSum = 3\n---\n[0,1]\n"),
            Ok(vec![example("nums = [1,2]\ntargetSum = 3\n", "[0,1]\n")])
        );
    }

    #[test]
    fn leetcode_arguments_are_checked_against_the_signature() {
        assert_eq!(
            leetcode("Input: nums = [1,2], target = 3\nOutput: [0,1]\n"),
            Err("line 1: argument 2 is named \"target\"; two_sum's argument 2 is target_sum (targetSum on the page)".into())
        );
        assert_eq!(
            leetcode("Input: nums = [1,2]\nOutput: [0,1]\n"),
            Err("line 1: the input has 1 argument; two_sum takes 2 (nums, target_sum)".into())
        );
        assert_eq!(
            leetcode("Input: nums = [1,2, targetSum = 3\nOutput: [0,1]\n"),
            Err("the input at line 1: 1 `[` not closed, in \"nums = [1,2, targetSum = 3\"".into())
        );
        assert_eq!(
            leetcode("Input: nums = [1], targetSum =\nOutput: [0]\n"),
            Err("the input at line 1: targetSum has no value after `=`".into())
        );
        assert_eq!(
            leetcode("Input: nums = [1], targetSum = 1\nOutput: [0], [1]\n"),
            Err("line 2: the output should be one value in LeetCode's notation, as `[0,1]`; found \"[0], [1]\"".into())
        );
    }

    #[test]
    fn stdin_examples_with_the_headers_of_each_judge() {
        let expected = Ok(vec![example("6 6 4\n", "4\n")]);
        for pasted in [
            // Codeforces, copied with its Copy buttons.
            "Input\nCopy\n6 6 4\nOutput\nCopy\n4\n",
            // AtCoder.
            "Sample Input 1 Copy\nCopy\n6 6 4\n\nSample Output 1 Copy\nCopy\n4\n",
            "入力例 1\n6 6 4\n出力例 1\n4\n",
            // Luogu.
            "输入 #1复制\n6 6 4\n输出 #1复制\n4\n",
            "输入样例：\n6 6 4\n输出样例：\n4\n",
            // Typed by hand, trailing spaces and CRLF.
            "input:\r\n6 6 4   \r\n\r\noutput:\r\n4\r\n",
            "Input: 6 6 4\nOutput: 4\nNote\nThe square is covered by 4 flagstones.\n",
            "6 6 4\n---\n4\n",
        ] {
            assert_eq!(stdin(pasted), expected, "{:?}", pasted);
        }
        // Words that are headers only as pages write them.
        assert_eq!(
            stdin("Input\nnote\nsample\nOutput\nexample\nNote\nThe note.\n"),
            Ok(vec![example("note\nsample\n", "example\n")])
        );
        // Several examples, with a blank line inside an input.
        assert_eq!(
            stdin("Input\n2\n\na b\nOutput\nx\nInput\n1\nOutput\ny\nz\n"),
            Ok(vec![example("2\n\na b\n", "x\n"), example("1\n", "y\nz\n")])
        );
    }

    /// Issue 49: AtCoder's explanation, which has no heading, was written
    /// into `sample-1.out` after the answer.
    #[test]
    fn an_atcoder_paste_loses_its_explanation() {
        // ABC177 D, copied from the English page with its Copy buttons.
        let pasted = "Sample Input 1 Copy\nCopy\n5 3\n1 2\n3 4\n5 1\n\n\
                      Sample Output 1 Copy\nCopy\n3\n\n\
                      Dividing them into three groups such as \\{1,3\\}, \\{2,4\\}, and \\{5\\} achieves the goal.\n\n\
                      Sample Input 2 Copy\nCopy\n4 10\n1 2\n2 1\n1 2\n2 1\n1 2\n1 3\n1 4\n2 3\n2 4\n3 4\n\n\
                      Sample Output 2 Copy\nCopy\n4\n\n\
                      Sample Input 3 Copy\nCopy\n10 4\n3 1\n4 1\n5 9\n2 6\n\n\
                      Sample Output 3 Copy\nCopy\n3\n";
        let pasted = read(pasted, &Kind::Stdin).unwrap();
        assert_eq!(
            pasted.examples,
            vec![
                example("5 3\n1 2\n3 4\n5 1\n", "3\n"),
                example(
                    "4 10\n1 2\n2 1\n1 2\n2 1\n1 2\n1 3\n1 4\n2 3\n2 4\n3 4\n",
                    "4\n"
                ),
                example("10 4\n3 1\n4 1\n5 9\n2 6\n", "3\n"),
            ]
        );
        assert_eq!(
            pasted.notes,
            vec![
                vec![Note::Cut(vec![
                    "Dividing them into three groups such as \\{1,3\\}, \\{2,4\\}, and \\{5\\} achieves the goal.".into()
                ])],
                vec![],
                vec![]
            ]
        );
        // The Japanese page, its formula rendered on lines of its own.
        let pasted = "入力例 1\n5 3\n1 2\n3 4\n5 1\n出力例 1\n3\n\n{1,3}\n{1,3}\n\
                      例えば のように 3 つのグループに分けることで目標を達成できます。\n";
        assert_eq!(
            stdin(pasted),
            Ok(vec![example("5 3\n1 2\n3 4\n5 1\n", "3\n")])
        );
    }

    #[test]
    fn every_judges_explanation_is_cut_by_its_heading() {
        // Codeforces 339D, from the `Examples` heading to its Note.
        let pasted = "Examples\nInput\nCopy\n2 4\n1 6 3 5\n1 4\n3 4\n1 2\n1 2\n\
                      Output\nCopy\n1\n3\n3\n3\nNote\n\
                      For more information on the bit operations, you can follow this link: \
                      http://en.wikipedia.org/wiki/Bitwise_operation\n";
        assert_eq!(
            read(pasted, &Kind::Stdin),
            Ok(Pasted {
                examples: vec![example(
                    "2 4\n1 6 3 5\n1 4\n3 4\n1 2\n1 2\n",
                    "1\n3\n3\n3\n"
                )],
                notes: vec![vec![]],
            })
        );
        // Luogu P3372, with its 说明/提示 section.
        let pasted = "输入 #1复制\n5 5\n1 5 4 2 3\n2 2 4\n1 2 3 2\n2 3 4\n1 1 5 1\n2 1 4\n\
                      输出 #1复制\n11\n8\n20\n说明/提示\n\
                      对于 30% 的数据：N≤8，M≤10；\n对于 70% 的数据：N≤1000，M≤10000；\n";
        assert_eq!(
            stdin(pasted),
            Ok(vec![example(
                "5 5\n1 5 4 2 3\n2 2 4\n1 2 3 2\n2 3 4\n1 1 5 1\n2 1 4\n",
                "11\n8\n20\n"
            )])
        );
    }

    #[test]
    fn an_output_line_that_looks_like_words_is_kept_and_warned_about() {
        let pasted = read("Input\n3\nOutput\nAlice wins first\n", &Kind::Stdin).unwrap();
        assert_eq!(pasted.examples, vec![example("3\n", "Alice wins first\n")]);
        assert_eq!(
            pasted.notes,
            vec![vec![Note::Wordy("Alice wins first".into())]]
        );
        let pasted = read("Input\n3\nOutput\nYes\n1 2 3\n", &Kind::Stdin).unwrap();
        assert_eq!(pasted.notes, vec![vec![]]);
    }

    #[test]
    fn malformed_pastes_are_refused_saying_where() {
        let cases = [
            ("", "the paste is empty; paste the example's Input and Output (see `cargo xtask sample --help`)"),
            ("  \n\n", "the paste is empty; paste the example's Input and Output (see `cargo xtask sample --help`)"),
            ("6 6 4\n4\n", "no `Input` or `Output` header and no `---` line; paste the page's example with its headers, or the input, a line `---`, then the output"),
            ("1\n---\n2\n---\n3\n", "line 4: a second `---`; without headers the paste is one example: the input, a line `---`, then the output"),
            ("---\n4\n", "line 1: the input of example 1 is empty"),
            ("Input\n6 6 4\n", "line 1: this `Input` has no `Output` after it"),
            ("Output\n4\n", "line 1: an `Output` without an `Input` before it"),
            ("Theatre Square\nInput\n1\nOutput\n2\n", "line 1: \"Theatre Square\" comes before any `Input` header; paste from the example's `Input`"),
            ("Input\n1\nInput\n2\nOutput\n3\n", "line 3: a second `Input`, but the one at line 1 has no `Output` yet"),
            ("Input\n1\nOutput\n\nInput\n2\nOutput\n3\n", "line 3: the output of example 1 is empty"),
            ("Input\n1\nOutput\n2\nOutput\n3\n", "line 5: a second `Output` for the example whose output starts at line 3"),
        ];
        for (pasted, error) in cases {
            assert_eq!(stdin(pasted), Err(error.to_string()), "{:?}", pasted);
        }
    }

    #[test]
    fn the_next_number_follows_the_last_sample_and_fills_an_empty_pair() {
        let dir = tempfile::tempdir().unwrap();
        let dir = dir.path();
        fs::write(dir.join("sample-1.in"), "").unwrap();
        fs::write(dir.join("sample-1.out"), "").unwrap();
        let one = example("1\n", "2\n");
        assert_eq!(
            write(dir, &one).unwrap(),
            (dir.join("sample-1.in"), dir.join("sample-1.out"))
        );
        assert_eq!(fs::read_to_string(dir.join("sample-1.in")).unwrap(), "1\n");
        // A lone .out (or .in) holds its number; nothing is replaced.
        fs::write(dir.join("sample-3.out"), "mine").unwrap();
        fs::write(dir.join("stress-9.in"), "9").unwrap();
        assert_eq!(
            write(dir, &one).unwrap(),
            (dir.join("sample-4.in"), dir.join("sample-4.out"))
        );
        assert_eq!(
            fs::read_to_string(dir.join("sample-3.out")).unwrap(),
            "mine"
        );
        assert_eq!(fs::read_to_string(dir.join("sample-4.out")).unwrap(), "2\n");
    }
}
