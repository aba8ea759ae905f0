//! Checker for verify-minimum-spanning-tree: any minimum spanning
//! tree is right, so this program decides, as the statement defines an
//! answer. It is run as `checker <input> <output> <answer>` (testlib's
//! order: the case's input, the solution's output, the expected output).
//! Exit code 0 accepts, 1 rejects the output, 3 means the input or the
//! expected answer is broken; the first line printed is the message.
//!
//! The output is X and N - 1 distinct edge indices whose edges join every
//! vertex (so they make a spanning tree), whose weights add up to X, and X
//! is the answer's weight.

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

/// The representative of `v`'s set, halving the path on the way.
fn find(parent: &mut [usize], mut v: usize) -> usize {
    while parent[v] != v {
        parent[v] = parent[parent[v]];
        v = parent[v];
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
    let n = inp.next("N");
    let m = inp.next("M");
    let mut edges = Vec::new();
    for i in 0..m {
        let a = inp.vertex(&format!("a_{}", i), n);
        let b = inp.vertex(&format!("b_{}", i), n);
        let c = inp.next(&format!("c_{}", i));
        edges.push((a, b, c));
    }

    let expected = Tokens::new(&answer, "answer", 3).next("X");
    let mut out = Tokens::new(&output, "output", 1);
    let x = out.next("X");
    if x != expected {
        out.fail(&format!("X = {} is not the least weight {}", x, expected));
    }
    let mut parent: Vec<usize> = (0..n as usize).collect();
    let mut total = 0i64;
    for i in 0..n - 1 {
        let e = out.next(&format!("e_{}", i));
        if e < 0 || e >= m {
            out.fail(&format!("e_{} = {} is not an edge of 0..{}", i, e, m));
        }
        let (a, b, c) = edges[e as usize];
        let (ra, rb) = (find(&mut parent, a), find(&mut parent, b));
        if ra == rb {
            out.fail(&format!("e_{} = {} ({} - {}) closes a cycle", i, e, a, b));
        }
        parent[ra] = rb;
        total += c;
    }
    if total != x {
        out.fail(&format!("the edges' weights add up to {}, not X = {}", total, x));
    }
    out.end();
}
