//! Checker for verify-euclidean-mst: any minimum spanning tree is right, so
//! this program decides, as the statement defines an answer. It is run as
//! `checker <input> <output> <answer>` (testlib's order: the case's input,
//! the solution's output, the expected output). Exit code 0 accepts, 1
//! rejects the output, 3 means the input or the expected answer is broken;
//! the first line printed is the message.
//!
//! The output is N - 1 edges `u v` between the points, none closing a cycle,
//! whose squared lengths, sorted, are the answer's: every minimum spanning
//! tree has the same lengths, and a spanning tree with the least lengths
//! one by one is a minimum one.

use std::env;
use std::fs;
use std::process;

fn read(path: &str) -> String {
    match fs::read_to_string(path) {
        Ok(text) => text,
        Err(err) => {
            println!("cannot read {}: {}", path, err);
            process::exit(3);
        }
    }
}

/// Whitespace-separated integers, with the file's name for messages.
struct Tokens<'a> {
    words: std::str::SplitWhitespace<'a>,
    what: &'static str,
    fail_code: i32,
}

impl<'a> Tokens<'a> {
    fn new(text: &'a str, what: &'static str, fail_code: i32) -> Tokens<'a> {
        Tokens { words: text.split_whitespace(), what, fail_code }
    }

    fn next(&mut self, name: &str) -> i64 {
        match self.words.next() {
            None => self.fail(&format!("{}: expected {}; found the end", self.what, name)),
            Some(word) => match word.parse() {
                Ok(value) => value,
                Err(_) => self.fail(&format!("{}: expected {} as an integer; found {:?}", self.what, name, word)),
            },
        }
    }

    fn vertex(&mut self, name: &str, n: usize) -> usize {
        let v = self.next(name);
        if v < 0 || v as usize >= n {
            self.fail(&format!("{}: {} = {} is not a point of 0..{}", self.what, name, v, n));
        }
        v as usize
    }

    fn end(&mut self) {
        if let Some(word) = self.words.next() {
            self.fail(&format!("{}: expected the end; found {:?}", self.what, word));
        }
    }

    fn fail(&self, message: &str) -> ! {
        println!("{}", message);
        process::exit(self.fail_code);
    }
}

fn find(root: &mut [usize], mut v: usize) -> usize {
    while root[v] != v {
        root[v] = root[root[v]];
        v = root[v];
    }
    v
}

/// The sorted squared lengths of the tree in `tokens`, which must have no
/// cycle among its N - 1 edges.
fn tree(tokens: &mut Tokens, points: &[(i64, i64)]) -> Vec<i64> {
    let n = points.len();
    let mut root: Vec<usize> = (0..n).collect();
    let mut lengths = Vec::with_capacity(n);
    for i in 0..n.saturating_sub(1) {
        let u = tokens.vertex(&format!("u_{}", i), n);
        let v = tokens.vertex(&format!("v_{}", i), n);
        let (a, b) = (find(&mut root, u), find(&mut root, v));
        if a == b {
            tokens.fail(&format!("edge {} ({}, {}) closes a cycle", i, u, v));
        }
        root[a] = b;
        let (dx, dy) = (points[u].0 - points[v].0, points[u].1 - points[v].1);
        lengths.push(dx * dx + dy * dy);
    }
    tokens.end();
    lengths.sort_unstable();
    lengths
}

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() != 4 {
        println!("usage: checker <input> <output> <answer>");
        process::exit(3);
    }
    let (input, output, answer) = (read(&args[1]), read(&args[2]), read(&args[3]));

    let mut inp = Tokens::new(&input, "input", 3);
    let n = inp.next("N") as usize;
    let points: Vec<(i64, i64)> = (0..n).map(|_| (inp.next("x"), inp.next("y"))).collect();

    let expected = tree(&mut Tokens::new(&answer, "answer", 3), &points);
    let mut out = Tokens::new(&output, "output", 1);
    let found = tree(&mut out, &points);
    if let Some(i) = (0..found.len()).find(|&i| found[i] != expected[i]) {
        out.fail(&format!(
            "not a minimum tree: its {}-th shortest edge has squared length {}, a minimum tree's {}",
            i + 1,
            found[i],
            expected[i]
        ));
    }
}
