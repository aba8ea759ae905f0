//! LeetCode problems from the page's own template, on a scratch kit: a
//! design class and a tree problem go from the editor's code and the pasted
//! examples to judged cases and a paste that holds only what LeetCode takes;
//! a LeetCode address without a template, and a bad example, are one
//! `error:` line.
//!
//! Guards issue 29: a design class could not be made at all, and a LeetCode
//! URL without `--signature` silently became a stdin problem whose `submit`
//! text held `fn main`.

use std::fs;
use std::path::Path;

use assert_cmd::Command;
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

/// Replaces the part of the problem's file between the paste marker and the
/// vendored region: the solution, written.
fn solve(dir: &Path, problem: &str, solution: &str) {
    let path = dir.join("problems").join(problem).join("src/main.rs");
    let text = fs::read_to_string(&path).unwrap();
    let marker = text.find("// ==== paste into LeetCode").unwrap();
    let start = marker + text[marker..].find('\n').unwrap() + 1;
    let end = text.find("// ---- begin vendored cpkit").unwrap();
    fs::write(
        &path,
        format!("{}\n{}\n{}", &text[..start], solution, &text[end..]),
    )
    .unwrap();
}

const MIN_STACK: &str = "struct MinStack {

}


/** 
 * `&self` means the method will not change the object, and
 * `&mut self` means the method can change the object.
 */
impl MinStack {

    fn new() -> Self {
        
    }
    
    fn push(&mut self, val: i32) {
        
    }
    
    fn pop(&mut self) {
        
    }
    
    fn top(&self) -> i32 {
        
    }
    
    fn get_min(&self) -> i32 {
        
    }
}

/**
 * Your MinStack object will be instantiated and called as such:
 * let obj = MinStack::new();
 * obj.push(val);
 * obj.pop();
 * let ret_3: i32 = obj.top();
 * let ret_4: i32 = obj.get_min();
 */
";

const MIN_STACK_SOLVED: &str = "struct MinStack {
    /// Each value with the least value up to it.
    stack: Vec<(i32, i32)>,
}

impl MinStack {
    fn new() -> Self {
        MinStack { stack: Vec::new() }
    }

    fn push(&mut self, val: i32) {
        let least = self.stack.last().map_or(val, |&(_, least)| least.min(val));
        self.stack.push((val, least));
    }

    fn pop(&mut self) {
        self.stack.pop();
    }

    fn top(&self) -> i32 {
        self.stack[self.stack.len() - 1].0
    }

    fn get_min(&self) -> i32 {
        self.stack[self.stack.len() - 1].1
    }
}
";

const MIN_STACK_EXAMPLE: &str = "Example 1:

Input
[\"MinStack\",\"push\",\"push\",\"push\",\"getMin\",\"pop\",\"top\",\"getMin\"]
[[],[-2],[0],[-3],[],[],[],[]]

Output
[null,null,null,null,-3,null,0,-2]

Explanation
MinStack minStack = new MinStack();
minStack.push(-2);
";

#[test]
fn a_design_class_goes_from_its_template_to_judged_examples_and_a_paste() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    kit(dir);
    xtask(dir)
        .args([
            "new",
            "leetcode-155",
            "--url",
            "https://leetcode.com/problems/min-stack/",
            "--template",
            "-",
        ])
        .write_stdin(MIN_STACK)
        .assert()
        .success();
    let text = fs::read_to_string(dir.join("problems/leetcode-155/src/main.rs")).unwrap();
    assert!(
        text.contains("let object = &mut MinStack::new();"),
        "{}",
        text
    );
    assert!(!text.contains("struct Solution"), "{}", text);

    xtask(dir)
        .args(["sample", "leetcode-155"])
        .write_stdin(MIN_STACK_EXAMPLE)
        .assert()
        .success();
    assert_eq!(
        fs::read_to_string(dir.join("testdata/leetcode-155/sample-1.in")).unwrap(),
        "[\"MinStack\",\"push\",\"push\",\"push\",\"getMin\",\"pop\",\"top\",\"getMin\"]\n[[],[-2],[0],[-3],[],[],[],[]]\n"
    );
    // The template as written compiles, and waits to be started.
    xtask(dir)
        .args(["judge", "leetcode-155"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "leetcode-155: not started, 1 sample waiting",
        ));

    solve(dir, "leetcode-155", MIN_STACK_SOLVED);
    xtask(dir)
        .args(["judge", "leetcode-155"])
        .assert()
        .success()
        .stdout(predicate::str::contains("1/1 AC"));
    let submitted = xtask(dir)
        .args(["submit", "leetcode-155"])
        .assert()
        .success();
    let paste = String::from_utf8(submitted.get_output().stdout.clone()).unwrap();
    assert!(paste.starts_with("struct MinStack {"), "{}", paste);
    // Nothing of the core is used, so no vendored module comes with it.
    for absent in ["struct Solution", "fn main", "Calls", "mod cpkit"] {
        assert!(!paste.contains(absent), "{}:\n{}", absent, paste);
    }
}

const MAX_DEPTH: &str = "// Definition for a binary tree node.
// #[derive(Debug, PartialEq, Eq)]
// pub struct TreeNode {
//   pub val: i32,
//   pub left: Option<Rc<RefCell<TreeNode>>>,
//   pub right: Option<Rc<RefCell<TreeNode>>>,
// }
//
// impl TreeNode {
//   #[inline]
//   pub fn new(val: i32) -> Self {
//     TreeNode {
//       val,
//       left: None,
//       right: None
//     }
//   }
// }
use std::rc::Rc;
use std::cell::RefCell;
impl Solution {
    pub fn max_depth(root: Option<Rc<RefCell<TreeNode>>>) -> i32 {
        
    }
}
";

const MAX_DEPTH_SOLVED: &str = "use std::cell::RefCell;
use std::rc::Rc;
impl Solution {
    pub fn max_depth(root: Option<Rc<RefCell<TreeNode>>>) -> i32 {
        root.map_or(0, |node| {
            let node = node.borrow();
            1 + Self::max_depth(node.left.clone()).max(Self::max_depth(node.right.clone()))
        })
    }
}
";

#[test]
fn a_tree_problem_reads_level_order_and_submits_without_the_tree_node() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    kit(dir);
    let template = dir.join("template.rs");
    fs::write(&template, MAX_DEPTH).unwrap();
    xtask(dir)
        .args([
            "new",
            "leetcode-104",
            "--url",
            "https://leetcode.com/problems/maximum-depth-of-binary-tree/",
            "--template",
        ])
        .arg(&template)
        .assert()
        .success();
    solve(dir, "leetcode-104", MAX_DEPTH_SOLVED);
    xtask(dir)
        .args(["sample", "leetcode-104"])
        .write_stdin("Input: root = [3,9,20,null,null,15,7]\nOutput: 3\nInput: root = [1,null,2]\nOutput: 2\n")
        .assert()
        .success();
    xtask(dir)
        .args(["judge", "leetcode-104"])
        .assert()
        .success()
        .stdout(predicate::str::contains("2/2 AC"));
    let submitted = xtask(dir)
        .args(["submit", "leetcode-104"])
        .assert()
        .success();
    let paste = String::from_utf8(submitted.get_output().stdout.clone()).unwrap();
    assert!(!paste.contains("struct TreeNode"), "{}", paste);
    assert!(!paste.contains("cpkit::leetcode"), "{}", paste);

    // A bad value in a case: the solution names the argument and the place.
    fs::write(
        dir.join("testdata/leetcode-104/sample-3.in"),
        "root = [3,9,x]\n",
    )
    .unwrap();
    fs::write(dir.join("testdata/leetcode-104/sample-3.out"), "2\n").unwrap();
    xtask(dir)
        .args(["judge", "leetcode-104"])
        .assert()
        .stdout(predicate::str::contains(
            "error: line 1, column 13: root[2] expected an i32; found \"x\"",
        ));
}

#[test]
fn a_leetcode_address_without_a_template_says_what_to_paste() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    kit(dir);
    xtask(dir)
        .args([
            "new",
            "leetcode-1",
            "--url",
            "https://leetcode.com/problems/two-sum/",
        ])
        .assert()
        .code(2)
        .stderr(predicate::str::starts_with(
            "error: --url is a LeetCode problem, which needs its template; paste the Rust code LeetCode's editor shows",
        ));
    assert!(!dir.join("problems/leetcode-1").exists());
}

#[test]
fn a_design_example_that_does_not_match_its_calls_is_one_error_line() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    kit(dir);
    xtask(dir)
        .args(["new", "leetcode-155", "--template", "-"])
        .write_stdin(MIN_STACK)
        .assert()
        .success();
    xtask(dir)
        .args(["sample", "leetcode-155"])
        .write_stdin("Input\n[\"MinStack\",\"push\"]\n[[],[-2],[0]]\nOutput\n[null,null]\n")
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicate::str::diff(
            "error: example 1, line 1: 2 calls are named but 3 argument lists follow\n",
        ));
}

const COUNTER: &str = "struct Counter {

}

impl Counter {

    fn new(start: i64) -> Self {
        
    }
    
    fn add(&mut self, values: Vec<i32>) {
        
    }
    
    fn total(&self) -> i64 {
        
    }
}
";

const COUNTER_SOLVED: &str = "struct Counter {
    total: i64,
}

impl Counter {
    fn new(start: i64) -> Self {
        Counter { total: start }
    }

    fn add(&mut self, values: Vec<i32>) {
        self.total += values.iter().map(|&v| i64::from(v)).sum::<i64>();
    }

    fn total(&self) -> i64 {
        self.total
    }
}
";

/// The starters read and print the notation: random calls of a class run
/// through the solution and its copy alike, and a wrong solution is caught.
#[test]
fn stress_runs_random_calls_of_a_class_against_its_brute_force() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    kit(dir);
    xtask(dir)
        .args(["new", "leetcode-counter", "--template", "-"])
        .write_stdin(COUNTER)
        .assert()
        .success();
    solve(dir, "leetcode-counter", COUNTER_SOLVED);
    xtask(dir)
        .args(["stress", "leetcode-counter", "--init"])
        .assert()
        .success();
    xtask(dir)
        .args(["stress", "leetcode-counter", "--cases", "40"])
        .assert()
        .success()
        .stdout(predicate::str::contains("40 cases passed"));
    solve(
        dir,
        "leetcode-counter",
        &COUNTER_SOLVED.replace("self.total += ", "self.total = "),
    );
    xtask(dir)
        .args(["stress", "leetcode-counter", "--cases", "40"])
        .assert()
        .code(1)
        .stdout(predicate::str::contains(
            "saved testdata/leetcode-counter/stress-",
        ));
}
