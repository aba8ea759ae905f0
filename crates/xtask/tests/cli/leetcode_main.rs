//! A LeetCode solution's local `main` follows the class as the user writes
//! it, on scratch kits: a template's `&self` changed to `&mut self`, a
//! method added after `new`, the shapes of LeetCode 155, 232 and 703; a type
//! the kit cannot read is one `error:` line; `vendor --check` names a stale
//! `main`; the user's code outside the region is never touched.
//!
//! Guards issue 36: the `main` was written once, at `new`, so the
//! `&mut self` LeetCode's own comment asks for broke the build (E0596), and
//! an added method could not be called.

use std::fs;
use std::path::{Path, PathBuf};

use assert_cmd::Command;
use predicates::prelude::*;

const BEGIN: &str = "// ---- begin local main";
const END: &str = "// ---- end local main ----\n";

fn kit(dir: &Path) {
    let core = Path::new(env!("CARGO_MANIFEST_DIR")).join("../cpkit/src");
    crate::kit::copy_dir(&core, &dir.join("crates/cpkit/src"));
    fs::create_dir_all(dir.join("problems")).unwrap();
    fs::create_dir_all(dir.join("testdata")).unwrap();
}

fn xtask(dir: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_xtask"));
    command.arg("--root").arg(dir);
    command
}

fn main_rs(dir: &Path, problem: &str) -> PathBuf {
    dir.join("problems").join(problem).join("src/main.rs")
}

/// A problem made from `template`, with the page's example `example`.
fn made(dir: &Path, problem: &str, template: &str, example: &str) {
    xtask(dir)
        .args(["new", problem, "--template", "-"])
        .write_stdin(template)
        .assert()
        .success();
    xtask(dir)
        .args(["sample", problem])
        .write_stdin(example)
        .assert()
        .success();
}

/// Replaces the code between the paste marker and the vendored region: the
/// solution, written.
fn solve(dir: &Path, problem: &str, solution: &str) {
    let path = main_rs(dir, problem);
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

/// The file without its local `main` region: what is the user's (the
/// vendored core aside, which `vendor` may rewrite too).
fn outside_the_region(text: &str) -> (String, String) {
    let begin = text.find(BEGIN).expect("a begin marker");
    let end = text.find(END).expect("an end marker") + END.len();
    let vendored = text.find("// ---- begin vendored cpkit").unwrap();
    (text[..begin].to_string(), text[end..vendored].to_string())
}

fn region(text: &str) -> String {
    let begin = text.find(BEGIN).unwrap();
    let end = text.find(END).unwrap();
    text[begin..end].to_string()
}

fn judged_ac(dir: &Path, problem: &str) {
    xtask(dir)
        .args(["judge", problem])
        .assert()
        .success()
        .stdout(predicate::str::contains("1/1 AC"));
}

/// LeetCode 232's template: every method takes `&self`, under LeetCode's
/// comment to change it to `&mut self` where needed.
const MY_QUEUE: &str = "struct MyQueue {

}


/** 
 * `&self` means the method will not change the object, and
 * `&mut self` means the method can change the object.
 */
impl MyQueue {

    fn new() -> Self {
        
    }
    
    fn push(&self, x: i32) {
        
    }
    
    fn pop(&self) -> i32 {
        
    }
    
    fn peek(&self) -> i32 {
        
    }
    
    fn empty(&self) -> bool {
        
    }
}

/**
 * Your MyQueue object will be instantiated and called as such:
 * let obj = MyQueue::new();
 * obj.push(x);
 * let ret_2: i32 = obj.pop();
 * let ret_3: i32 = obj.peek();
 * let ret_4: bool = obj.empty();
 */
";

const MY_QUEUE_SOLVED: &str =
    "/// Pushed onto `input`, popped from `output`, which takes all of `input`
/// reversed when it runs out.
struct MyQueue {
    input: Vec<i32>,
    output: Vec<i32>,
}

impl MyQueue {
    fn new() -> Self {
        MyQueue { input: Vec::new(), output: Vec::new() }
    }

    fn push(&mut self, x: i32) {
        self.input.push(x);
    }

    fn pop(&mut self) -> i32 {
        self.peek();
        self.output.pop().unwrap()
    }

    fn peek(&mut self) -> i32 {
        if self.output.is_empty() {
            while let Some(x) = self.input.pop() {
                self.output.push(x);
            }
        }
        self.output[self.output.len() - 1]
    }

    fn empty(&self) -> bool {
        self.input.is_empty() && self.output.is_empty()
    }
}
";

const MY_QUEUE_EXAMPLE: &str = "Input
[\"MyQueue\", \"push\", \"push\", \"peek\", \"pop\", \"empty\"]
[[], [1], [2], [], [], []]
Output
[null, null, null, 1, 1, false]
";

#[test]
fn a_template_with_self_changed_to_mut_self_passes_its_samples() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    kit(dir);
    made(dir, "leetcode-232", MY_QUEUE, MY_QUEUE_EXAMPLE);
    let before = fs::read_to_string(main_rs(dir, "leetcode-232")).unwrap();
    solve(dir, "leetcode-232", MY_QUEUE_SOLVED);
    judged_ac(dir, "leetcode-232");
    // The `main` written for `&self` is the one for `&mut self`: nothing
    // had to be generated again, so `cargo test -p` builds it as it is.
    let after = fs::read_to_string(main_rs(dir, "leetcode-232")).unwrap();
    assert_eq!(region(&before), region(&after));
    xtask(dir).args(["vendor", "--check"]).assert().success();
}

const KTH_LARGEST: &str = "struct KthLargest {

}

impl KthLargest {

    fn new(k: i32, nums: Vec<i32>) -> Self {
        
    }
    
    fn add(&self, val: i32) -> i32 {
        
    }
}
";

const KTH_LARGEST_SOLVED: &str = "use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// The k largest values so far, the least of them on top.
struct KthLargest {
    k: usize,
    heap: BinaryHeap<Reverse<i32>>,
}

impl KthLargest {
    fn new(k: i32, nums: Vec<i32>) -> Self {
        let mut this = KthLargest { k: k as usize, heap: BinaryHeap::new() };
        for num in nums {
            this.add(num);
        }
        this
    }

    fn add(&mut self, val: i32) -> i32 {
        self.heap.push(Reverse(val));
        if self.heap.len() > self.k {
            self.heap.pop();
        }
        self.heap.peek().unwrap().0
    }
}
";

#[test]
fn a_constructor_with_arguments_and_a_method_made_mut_pass_their_samples() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    kit(dir);
    made(
        dir,
        "leetcode-703",
        KTH_LARGEST,
        "Input\n[\"KthLargest\",\"add\",\"add\",\"add\",\"add\",\"add\"]\n[[3,[4,5,8,2]],[3],[5],[10],[9],[4]]\nOutput\n[null,4,5,5,8,8]\n",
    );
    solve(dir, "leetcode-703", KTH_LARGEST_SOLVED);
    judged_ac(dir, "leetcode-703");
}

/// LeetCode 155 made from a template without `getMin`, which the solution
/// adds: the examples call it.
const MIN_STACK_WITHOUT_MIN: &str = "struct MinStack {

}

impl MinStack {

    fn new() -> Self {
        
    }
    
    fn push(&self, val: i32) {
        
    }
    
    fn pop(&self) {
        
    }
    
    fn top(&self) -> i32 {
        
    }
}
";

const MIN_STACK_SOLVED: &str = "struct MinStack {
    stack: Vec<(i32, i32)>,
}

// A helper LeetCode does not call, in a block of its own.
impl MinStack {
    fn least(&self) -> Option<i32> {
        self.stack.last().map(|&(_, least)| least)
    }
}

impl MinStack {
    fn new() -> Self {
        MinStack { stack: Vec::new() }
    }

    fn push(&mut self, value: i32) {
        let least = self.least().map_or(value, |least| least.min(value));
        self.stack.push((value, least));
    }

    fn pop(&mut self) {
        self.stack.pop();
    }

    fn top(&self) -> i32 {
        self.stack[self.stack.len() - 1].0
    }

    fn get_min(&self) -> i32 {
        self.least().unwrap()
    }
}
";

const MIN_STACK_EXAMPLE: &str = "Input
[\"MinStack\",\"push\",\"push\",\"push\",\"getMin\",\"pop\",\"top\",\"getMin\"]
[[],[-2],[0],[-3],[],[],[],[]]
Output
[null,null,null,null,-3,null,0,-2]
";

#[test]
fn a_method_added_after_new_is_callable_from_the_examples() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    kit(dir);
    made(
        dir,
        "leetcode-155",
        MIN_STACK_WITHOUT_MIN,
        MIN_STACK_EXAMPLE,
    );
    solve(dir, "leetcode-155", MIN_STACK_SOLVED);
    let solved = fs::read_to_string(main_rs(dir, "leetcode-155")).unwrap();
    // Stale until something generates it again; the check says so.
    xtask(dir)
        .args(["vendor", "--check"])
        .assert()
        .code(1)
        .stderr(predicate::str::diff(
            "error: the local main is stale in problems/leetcode-155/src/main.rs; run `cargo xtask vendor` to regenerate it\n",
        ));
    judged_ac(dir, "leetcode-155");
    let text = fs::read_to_string(main_rs(dir, "leetcode-155")).unwrap();
    assert!(
        text.contains("\"getMin\" => answers.value(&object.get_min()),"),
        "{}",
        text
    );
    assert!(!text.contains("\"least\""), "{}", text);
    // Every byte of the user's is where it was.
    assert_eq!(outside_the_region(&solved), outside_the_region(&text));
    xtask(dir).args(["vendor", "--check"]).assert().success();
}

#[test]
fn vendor_writes_a_stale_main_again_and_leaves_the_users_code_alone() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    kit(dir);
    made(
        dir,
        "leetcode-155",
        MIN_STACK_WITHOUT_MIN,
        MIN_STACK_EXAMPLE,
    );
    solve(dir, "leetcode-155", MIN_STACK_SOLVED);
    let solved = fs::read_to_string(main_rs(dir, "leetcode-155")).unwrap();
    xtask(dir)
        .arg("vendor")
        .assert()
        .success()
        .stderr(predicate::str::contains(
            "  updated problems/leetcode-155/src/main.rs (its local main",
        ));
    let text = fs::read_to_string(main_rs(dir, "leetcode-155")).unwrap();
    assert_eq!(outside_the_region(&solved), outside_the_region(&text));
    assert!(text.contains("\"getMin\""), "{}", text);
    xtask(dir).args(["vendor", "--check"]).assert().success();
}

#[test]
fn a_type_the_main_cannot_read_is_one_error_line_naming_method_and_type() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    kit(dir);
    made(dir, "leetcode-232", MY_QUEUE, MY_QUEUE_EXAMPLE);
    solve(
        dir,
        "leetcode-232",
        &MY_QUEUE_SOLVED.replace(
            "fn push(&mut self, x: i32) {\n        self.input.push(x);",
            "fn push(&mut self, x: std::collections::HashSet<i32>) {\n        self.input.extend(x);",
        ),
    );
    let before = fs::read_to_string(main_rs(dir, "leetcode-232")).unwrap();
    for args in [&["vendor"][..], &["judge", "leetcode-232"]] {
        xtask(dir)
            .args(args)
            .assert()
            .code(2)
            .stdout(predicate::str::contains("error").not())
            .stderr(
                predicate::str::starts_with(
                    "error: problems/leetcode-232/src/main.rs: `MyQueue::push` takes `x: std::collections::HashSet<i32>`, which the local main cannot read;",
                )
                .and(predicate::str::ends_with("\n"))
                .and(predicate::function(|err: &str| err.lines().count() == 1)),
            );
    }
    assert_eq!(
        before,
        fs::read_to_string(main_rs(dir, "leetcode-232")).unwrap()
    );
}
