//! Checker for verify-manhattanmst: any minimum spanning tree is right, so
//! this program decides, as the statement defines an answer. It is run as
//! `checker <input> <output> <answer>` (testlib's order: the case's input,
//! the solution's output, the expected output). Exit code 0 accepts, 1
//! rejects the output, 3 means the input or the expected answer is broken;
//! the first line printed is the message.
//!
//! The output is `X` and N - 1 edges `u v` between the points, none closing
//! a cycle, whose Manhattan lengths add up to X, and X is the answer's.

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

    let expected = Tokens::new(&answer, "answer", 3).next("X");
    let mut out = Tokens::new(&output, "output", 1);
    let x = out.next("X");
    if x != expected {
        out.fail(&format!("X = {} is not the least total {}", x, expected));
    }
    let mut root: Vec<usize> = (0..n).collect();
    let mut total = 0i64;
    for i in 0..n.saturating_sub(1) {
        let u = out.vertex(&format!("u_{}", i), n);
        let v = out.vertex(&format!("v_{}", i), n);
        let (a, b) = (find(&mut root, u), find(&mut root, v));
        if a == b {
            out.fail(&format!("edge {} ({}, {}) closes a cycle", i, u, v));
        }
        root[a] = b;
        total += (points[u].0 - points[v].0).abs() + (points[u].1 - points[v].1).abs();
    }
    if total != x {
        out.fail(&format!("the edges' lengths add up to {}, not X = {}", total, x));
    }
    out.end();
}
