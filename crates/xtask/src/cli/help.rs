//! What the command line says and accepts beyond each flag's line: the
//! long help of the commands that need one, flags' defaults and value
//! parsers. Part of the command line, so it imports no command.

/// What `--help` says beyond the one line: how to correct a row.
pub const JUDGES: &str = "\
Print the judge profiles: one row per judge with the rustc it builds with, \
the editions it offers (the default first; a problem picks another with \
`edition = \"2024\"` in [package.metadata.judge]), the flags, the stack, the \
source limit, the default checker, the month the row was checked, whether \
the source is the judge's own (first-hand) or a copy (second-hand), and the \
source. Then what each source does not confirm. A row checked more than 12 \
months ago, or never, is named in a warning on stderr; the exit code is 0 \
all the same.

To correct a row: edit its entry in PROFILES in crates/judging/src/profile.rs. \
Set `checked` to the month you read the source (\"2026-12\"), `source` to the \
address you read it at (the judge's own page or code where there is one: \
`evidence: Evidence::FirstHand`; a tool or a user that copied the judge's \
submit page: `Evidence::SecondHand`), and say in `unconfirmed` what the \
source does not state rather than guess it. Then update the table in \
docs/adding-problems.md, \"Judges\", with the same source, and the tests that \
pin the old row (crates/judging/src/profile.rs, metadata.rs).";

/// `cargo xtask sample --help`: how a paste is read.
pub const SAMPLE: &str = "\
Add an example pasted from the problem's page as the next
testdata/<problem>/sample-N.in and .out: paste it, then Ctrl-D (or pipe a
file in). An empty pair left by `new` is filled first; no file is ever
replaced. Several examples may be pasted at once.

The paste is split by header lines, as pages show them:
  Input / Output (Codeforces; a `Copy` line after a header is dropped),
  Sample Input 1 / Sample Output 1, 入力例 1 / 出力例 1 (AtCoder),
  输入 #1 / 输出 #1 (Luogu), with or without a colon,
  or a label with its text on the line, as LeetCode shows examples:
    Input: nums = [2,7,11,15], target = 9
    Output: [0,1]
    Explanation: ...
`Explanation`, `Note`, `说明/提示` and `Constraints` sections and `Example 1:`
lines are skipped (a LeetCode paste's Constraints are kept in
constraints.txt, which `stress --init` draws within). AtCoder's
explanation, which has no heading, is cut where a line after the output
reads as a sentence; what is cut is said, and a kept output line that looks
like words is warned about. A line that is only such a header word is a header, so an input
holding the bare word `Input` or `Output` on a line needs the other form:
without any header, the paste is the input, a line `---`, then the output:
    6 6 4
    ---
    4

For a LeetCode problem the input's arguments are checked against the
signature (their number, and their names where the page gives them:
`numRows` is `num_rows`) and written one per line as `name = value`; values
are written without the spaces outside strings (`[0, 1]` → `[0,1]`).
A stdin problem's input and output are written as pasted, without trailing
spaces or the blank lines around them.";

/// The default port: one the extension sends to without any set-up
/// (its defaults are 1327, 4244, 6174, 10042, 10043, 10045 and 27121), and
/// not one that cph (27121), CP Editor (10045) or Hightail (4244) holds.
/// 6174 was Mind Sport's, an IntelliJ plugin no longer kept.
pub const DEFAULT_PORT: u16 = 6174;

/// `2026-12` for `--today`, or an error that says what was expected.
pub fn parse_today(text: &str) -> Result<(i32, u32), String> {
    judging::profile::parse_month(text)
        .ok_or_else(|| format!("expected a month as YYYY-MM; found {:?}", text))
}
