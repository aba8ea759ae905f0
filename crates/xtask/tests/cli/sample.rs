//! `cargo xtask sample` on a scratch kit: an example pasted as the page
//! shows it becomes the next sample pair, which the problem's `main` reads
//! as it stands; LeetCode argument names are checked, by `sample` and by
//! the solution; an empty or malformed paste is one `error:` line, exit 2,
//! and writes nothing.
//!
//! Guards issue 19: `numRows = 5` was `error: ... num_rows expected an i32;
//! found "numRows"`, and each example had to be split into files by hand.

use std::fs;
use std::path::Path;

use assert_cmd::Command;
use judging::rustc::{self, Emit};
use predicates::prelude::*;

/// A kit with this checkout's core and nothing else.
fn kit(dir: &Path) {
    crate::kit::lay_kit(dir);
}

fn xtask(dir: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_xtask"));
    command.arg("--root").arg(dir);
    command
}

fn files(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

const PASCAL: &str = "pub fn generate(num_rows: i32) -> Vec<Vec<i32>>";

const PASCAL_BODY: &str = "        let mut rows: Vec<Vec<i32>> = Vec::new();
        for i in 0..num_rows as usize {
            let mut row = vec![1; i + 1];
            for j in 1..i {
                row[j] = rows[i - 1][j - 1] + rows[i - 1][j];
            }
            rows.push(row);
        }
        rows
";

/// LeetCode 118's examples, pasted as the page shows them, are read by the
/// solution as they are written; a wrong name is refused by `sample` and,
/// in a file written by hand, by the solution.
#[test]
fn leetcode_examples_are_pasted_as_the_page_shows_them() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    kit(dir);
    xtask(dir)
        .args([
            "new",
            "leetcode-118",
            "--kind",
            "leetcode",
            "--signature",
            PASCAL,
        ])
        .assert()
        .success();
    let main_rs = dir.join("problems/leetcode-118/src/main.rs");
    let text = fs::read_to_string(&main_rs).unwrap();
    let start = text.find("        // Solve it here.").unwrap();
    let end = start + text[start..].find("    }\n}\n").unwrap();
    fs::write(
        &main_rs,
        format!("{}{}{}", &text[..start], PASCAL_BODY, &text[end..]),
    )
    .unwrap();

    let testdata = dir.join("testdata/leetcode-118");
    xtask(dir)
        .args(["sample", "leetcode-118"])
        .write_stdin(
            "Example 1:\n\nInput: numRows = 5\n\
             Output: [[1],[1,1],[1,2,1],[1,3,3,1],[1,4,6,4,1]]\n\
             Example 2:\n\nInput: numRows = 1\nOutput: [[1]]\n",
        )
        .assert()
        .success()
        .stdout(predicate::str::diff(
            "wrote testdata/leetcode-118/sample-1.in:\n  numRows = 5\n\
             wrote testdata/leetcode-118/sample-1.out:\n  [[1],[1,1],[1,2,1],[1,3,3,1],[1,4,6,4,1]]\n\
             wrote testdata/leetcode-118/sample-2.in:\n  numRows = 1\n\
             wrote testdata/leetcode-118/sample-2.out:\n  [[1]]\n",
        ));
    assert_eq!(
        fs::read_to_string(testdata.join("sample-1.in")).unwrap(),
        "numRows = 5\n"
    );
    // Both judged AC by the problem's checker: the names are read.
    xtask(dir)
        .args(["judge", "leetcode-118"])
        .assert()
        .success()
        .stdout(predicate::str::contains("2/2 AC"));

    // A name that is not the signature's: refused, nothing written.
    xtask(dir)
        .args(["sample", "leetcode-118"])
        .write_stdin("Input: rows = 3\nOutput: [[1],[1,1],[1,2,1]]\n")
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicate::str::diff(
            "error: line 1: argument 1 is named \"rows\"; generate's argument 1 is num_rows (numRows on the page)\n",
        ));
    assert_eq!(
        files(&testdata),
        ["sample-1.in", "sample-1.out", "sample-2.in", "sample-2.out"]
    );

    // The same mistake in a file written by hand: the solution says where.
    let binary = dir.join("solution");
    rustc::compile(&main_rs, "2018", Emit::Binary { opt_level: 0 }, &binary).unwrap();
    let run = |stdin: &str| {
        Command::new(&binary)
            .write_stdin(stdin.to_string())
            .assert()
    };
    run("rows = 3\n").code(2).stdout("").stderr(predicate::str::diff(
        "error: line 1, column 1: num_rows expected the name numRows (num_rows in the signature); found \"rows\"\n",
    ));
    // Names in any spacing, or none, as the kit's files always had them.
    for stdin in ["3\n", "numRows=3", "  num_rows =\n 3 ,\n"] {
        run(stdin).success().stdout("[[1],[1,1],[1,2,1]]\n");
    }
}

/// Codeforces 1A's sample as copied from the page fills the empty pair
/// `new` left; the next paste, plain with `---`, becomes sample-2.
/// Issue 49: `sample atcoder-abc177-d` wrote the explanation that AtCoder
/// prints, with no heading, after the output into `sample-1.out`.
#[test]
fn an_atcoder_paste_gives_the_exact_output_and_says_what_it_cut() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    kit(dir);
    xtask(dir)
        .args(["new", "atcoder-abc177-d", "--kind", "stdin"])
        .assert()
        .success();
    xtask(dir)
        .args(["sample", "atcoder-abc177-d"])
        .write_stdin(
            "Sample Input 1 Copy\nCopy\n5 3\n1 2\n3 4\n5 1\n\nSample Output 1 Copy\nCopy\n3\n\n\
             Dividing them into three groups such as \\{1,3\\}, \\{2,4\\}, and \\{5\\} achieves the goal.\n",
        )
        .assert()
        .success()
        .stdout(predicate::str::diff(
            "wrote testdata/atcoder-abc177-d/sample-1.in:\n  5 3\n  1 2\n  3 4\n  5 1\n\
             wrote testdata/atcoder-abc177-d/sample-1.out:\n  3\n\
             \x20 (cut 1 line after the output as its explanation: \"Dividing them into three groups \
             such as \\{1,3\\}, \\{2,4\\}, and \\{5\\} achieves the goal.\")\n",
        ));
    let testdata = dir.join("testdata/atcoder-abc177-d");
    assert_eq!(
        fs::read_to_string(testdata.join("sample-1.out")).unwrap(),
        "3\n"
    );
    // A line kept that looks like words is written, with a warning.
    xtask(dir)
        .args(["sample", "atcoder-abc177-d"])
        .write_stdin("Input\n3\nOutput\nAlice wins first\n")
        .assert()
        .success()
        .stderr(predicate::str::diff(
            "warning: testdata/atcoder-abc177-d/sample-2.out: the line \"Alice wins first\" looks \
             like prose; if it is the statement's explanation, remove it from the file\n",
        ));
}

#[test]
fn stdin_examples_fill_the_empty_pair_then_take_the_next_number() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    kit(dir);
    xtask(dir)
        .args(["new", "cf-1a", "--kind", "stdin"])
        .assert()
        .success();
    let testdata = dir.join("testdata/cf-1a");
    xtask(dir)
        .args(["sample", "cf-1a"])
        .write_stdin("Input\nCopy\n6 6 4\nOutput\nCopy\n4\n")
        .assert()
        .success()
        .stdout(predicate::str::diff(
            "wrote testdata/cf-1a/sample-1.in:\n  6 6 4\nwrote testdata/cf-1a/sample-1.out:\n  4\n",
        ));
    xtask(dir)
        .args(["sample", "cf-1a"])
        .write_stdin("1000000000 1000000000 1\n---\n1000000000000000000\n")
        .assert()
        .success()
        .stdout(predicate::str::starts_with(
            "wrote testdata/cf-1a/sample-2.in:\n",
        ));
    assert_eq!(
        fs::read_to_string(testdata.join("sample-1.in")).unwrap(),
        "6 6 4\n"
    );
    assert_eq!(
        fs::read_to_string(testdata.join("sample-2.out")).unwrap(),
        "1000000000000000000\n"
    );

    // Empty and malformed pastes: one error line each, nothing written.
    for (stdin, error) in [
        ("", "error: the paste is empty; paste the example's Input and Output (see `cargo xtask sample --help`)\n"),
        ("Input\n6 6 4\n", "error: line 1: this `Input` has no `Output` after it\n"),
        ("6 6 4\n4\n", "error: no `Input` or `Output` header and no `---` line; paste the page's example with its headers, or the input, a line `---`, then the output\n"),
    ] {
        xtask(dir)
            .args(["sample", "cf-1a"])
            .write_stdin(stdin)
            .assert()
            .code(2)
            .stdout("")
            .stderr(predicate::str::diff(error));
    }
    xtask(dir)
        .args(["sample", "cf-1b"])
        .write_stdin("1\n---\n2\n")
        .assert()
        .code(2)
        .stderr(predicate::str::starts_with(
            "error: unknown problem `cf-1b`",
        ));
    assert_eq!(
        files(&testdata),
        ["sample-1.in", "sample-1.out", "sample-2.in", "sample-2.out"]
    );
}

#[test]
fn help_explains_the_paste() {
    Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(["sample", "--help"])
        .assert()
        .success()
        .stdout(
            predicate::str::contains("Input: nums = [2,7,11,15], target = 9")
                .and(predicate::str::contains("a line `---`"))
                .and(predicate::str::contains("no file is ever")),
        );
}

/// Issue 42: `stress --init` drew every number from -1000..1000 whatever
/// the page said. The Constraints of a LeetCode paste are kept in
/// `constraints.txt`, never over one the user has, and the generator
/// `stress --init` writes draws within them.
#[test]
fn a_leetcode_pastes_constraints_bound_the_stress_generator() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    kit(dir);
    let signature = "pub fn search(nums: Vec<i32>, target: i32) -> i32";
    xtask(dir)
        .args([
            "new",
            "leetcode-704",
            "--kind",
            "leetcode",
            "--signature",
            signature,
        ])
        .assert()
        .success();
    let paste = "Example 1:\n\nInput: nums = [-1,0,3,5,9,12], target = 9\nOutput: 4\n\n\
                 Constraints:\n\n1 <= nums.length <= 10⁴\n-10⁴ < nums[i], target < 10⁴\n\
                 -9999 <= nums[i], target <= 9999\nAll the integers in nums are unique.\n\
                 nums is sorted in ascending order.\n";
    xtask(dir)
        .args(["sample", "leetcode-704"])
        .write_stdin(paste)
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "wrote problems/leetcode-704/constraints.txt: `cargo xtask stress --init` draws within them\n",
        ));
    let kept = dir.join("problems/leetcode-704/constraints.txt");
    assert_eq!(
        fs::read_to_string(&kept).unwrap(),
        "1 <= nums.length <= 10⁴\n-10⁴ < nums[i], target < 10⁴\n-9999 <= nums[i], target <= 9999\n\
         All the integers in nums are unique.\nnums is sorted in ascending order.\n"
    );
    // The user's own constraints are kept over a later paste's.
    fs::write(
        &kept,
        "1 <= nums.length <= 5\n-3 <= nums[i], target <= 3\nnums is sorted in ascending order.\n",
    )
    .unwrap();
    xtask(dir)
        .args(["sample", "leetcode-704"])
        .write_stdin(paste)
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "kept problems/leetcode-704/constraints.txt: it differs from the paste's Constraints; remove it to take them\n",
        ));
    xtask(dir)
        .args(["stress", "leetcode-704", "--init"])
        .assert()
        .success();
    let generator = fs::read_to_string(dir.join("problems/leetcode-704/gen.rs")).unwrap();
    // gen.rs is formatted: compared without its whitespace.
    let generator: String = generator.split_whitespace().collect();
    for line in [
        "let mut nums: Vec<i32> = (0..rng.int(1, (size as i64).max(1).min(5)) as usize).map(|_| rng.edge_int(-3, 3) as i32).collect(); nums.sort();",
        "let target: i32 = rng.edge_int(-3, 3) as i32;",
    ] {
        let line: String = line.split_whitespace().collect();
        assert!(generator.contains(&line), "no `{}` in gen.rs:\n{}", line, generator);
    }
}
