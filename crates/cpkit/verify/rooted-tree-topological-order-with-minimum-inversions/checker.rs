//! Checker for verify-rooted-tree-topological-order-with-minimum-inversions:
//! any optimal order is right, so this program decides, as the statement
//! defines an answer. It is run as `checker <input> <output> <answer>`
//! (testlib's order: the case's input, the solution's output, the expected
//! output). Exit code 0 accepts, 1 rejects the output, 3 means the input or
//! the expected answer is broken; the first line printed is the message.
//!
//! The output is X and a permutation of the vertices with every parent
//! before its children whose cost is X, and X is the answer's.

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
    let mut parent = vec![0usize; n as usize];
    for (i, p) in parent.iter_mut().enumerate().skip(1) {
        *p = inp.vertex(&format!("p_{}", i), n);
    }
    let c: Vec<i128> = (0..n).map(|i| inp.next(&format!("c_{}", i)) as i128).collect();
    let d: Vec<i128> = (0..n).map(|i| inp.next(&format!("d_{}", i)) as i128).collect();

    let expected = Tokens::new(&answer, "answer", 3).next("X");
    let mut out = Tokens::new(&output, "output", 1);
    let x = out.next("X");
    if x != expected {
        out.fail(&format!("X = {} is not the minimum {}", x, expected));
    }
    let mut placed = vec![false; n as usize];
    let mut before = 0i128;
    let mut cost = 0i128;
    for i in 0..n {
        let v = out.vertex(&format!("p_{}", i), n);
        if placed[v] {
            out.fail(&format!("vertex {} appears twice", v));
        }
        if v != 0 && !placed[parent[v]] {
            out.fail(&format!("vertex {} comes before its parent {}", v, parent[v]));
        }
        placed[v] = true;
        cost += c[v] * before;
        before += d[v];
    }
    out.end();
    if cost != x as i128 {
        out.fail(&format!("the order costs {}, not X = {}", cost, x));
    }
}
