//! Checker for verify-shortest-path: any shortest path is right, so
//! this program decides, as the statement defines an answer. It is run as
//! `checker <input> <output> <answer>` (testlib's order: the case's input,
//! the solution's output, the expected output). Exit code 0 accepts, 1
//! rejects the output, 3 means the input or the expected answer is broken;
//! the first line printed is the message.
//!
//! The output is `-1` exactly when the answer is; otherwise it is `X Y` and
//! Y edges `u v` of the input, each starting where the last one ended, from
//! s to t, visiting no vertex twice, whose weights add up to X, and X is
//! the answer's distance.

use std::collections::HashMap;
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

    fn vertex(&mut self, name: &str, n: i64) -> usize {
        let v = self.next(name);
        if v < 0 || v >= n {
            self.fail(&format!("{}: {} = {} is not a vertex of 0..{}", self.what, name, v, n));
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

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() != 4 {
        println!("usage: checker <input> <output> <answer>");
        process::exit(3);
    }
    let (input, output, answer) = (read(&args[1]), read(&args[2]), read(&args[3]));

    let mut inp = Tokens::new(&input, "input", 3);
    let n = inp.next("N");
    let m = inp.next("M");
    let s = inp.vertex("s", n);
    let t = inp.vertex("t", n);
    let mut weight = HashMap::new();
    for i in 0..m {
        let a = inp.vertex(&format!("a_{}", i), n);
        let b = inp.vertex(&format!("b_{}", i), n);
        let c = inp.next(&format!("c_{}", i));
        weight.insert((a, b), c);
    }

    let expected = Tokens::new(&answer, "answer", 3).next("X");
    let mut out = Tokens::new(&output, "output", 1);
    let x = out.next("X");
    if (x == -1) != (expected == -1) {
        out.fail(&format!("the path's existence differs: expected {}, found {}", expected, x));
    }
    if x == -1 {
        out.end();
        return;
    }
    if x != expected {
        out.fail(&format!("X = {} is not the shortest distance {}", x, expected));
    }
    let y = out.next("Y");
    if y < 1 || y >= n {
        out.fail(&format!("Y = {} edges cannot make a simple path on {} vertices", y, n));
    }
    let mut visited = vec![false; n as usize];
    visited[s] = true;
    let (mut at, mut total) = (s, 0i64);
    for i in 0..y {
        let u = out.vertex(&format!("u_{}", i), n);
        let v = out.vertex(&format!("v_{}", i), n);
        if u != at {
            out.fail(&format!("edge {} starts at {}, but the path is at {}", i, u, at));
        }
        let c = match weight.get(&(u, v)) {
            Some(&c) => c,
            None => out.fail(&format!("edge {} ({} -> {}) is not in the graph", i, u, v)),
        };
        if visited[v] {
            out.fail(&format!("edge {} ({} -> {}) visits {} a second time", i, u, v, v));
        }
        visited[v] = true;
        total += c;
        at = v;
    }
    if at != t {
        out.fail(&format!("the path ends at {}, not at t = {}", at, t));
    }
    if total != x {
        out.fail(&format!("the path's weights add up to {}, not X = {}", total, x));
    }
    out.end();
}
