//! Checker for verify-cycle-detection-undirected: any cycle is right, so this
//! program decides, as the statement defines an answer. It is run as
//! `checker <input> <output> <answer>` (testlib's order: the case's input,
//! the solution's output, the expected output). Exit code 0 accepts, 1
//! rejects the output, 3 means the input or the expected answer is broken;
//! the first line printed is the message.
//!
//! The output is `-1` exactly when the answer is; otherwise it is L, L
//! distinct vertices v_0 .. v_{L-1} and L distinct edge indices, edge e_i
//! joining v_i and v_{i+1} (the last joining v_{L-1} and v_0).

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
    let mut edges = Vec::new();
    for i in 0..m {
        let u = inp.vertex(&format!("u_{}", i), n);
        let v = inp.vertex(&format!("v_{}", i), n);
        edges.push((u, v));
    }

    let expected = Tokens::new(&answer, "answer", 3).next("L");
    let mut out = Tokens::new(&output, "output", 1);
    let l = out.next("L");
    if (l == -1) != (expected == -1) {
        out.fail(&format!("the cycle's existence differs: expected {}, found {}", expected, l));
    }
    if l == -1 {
        out.end();
        return;
    }
    if l < 1 || l > m || l > n {
        out.fail(&format!("L = {} is not the length of a cycle on {} vertices and {} edges", l, n, m));
    }
    let mut seen = vec![false; n as usize];
    let mut vertices = Vec::new();
    for i in 0..l {
        let v = out.vertex(&format!("v_{}", i), n);
        if seen[v] {
            out.fail(&format!("v_{} = {} is visited a second time", i, v));
        }
        seen[v] = true;
        vertices.push(v);
    }
    let mut used = vec![false; m as usize];
    for i in 0..l as usize {
        let e = out.next(&format!("e_{}", i));
        if e < 0 || e >= m {
            out.fail(&format!("e_{} = {} is not an edge of 0..{}", i, e, m));
        }
        if used[e as usize] {
            out.fail(&format!("e_{} = {} is used a second time", i, e));
        }
        used[e as usize] = true;
        let (a, b) = (vertices[i], vertices[(i + 1) % vertices.len()]);
        let (u, v) = edges[e as usize];
        if (u, v) != (a, b) && (u, v) != (b, a) {
            out.fail(&format!("e_{} = {} joins {} and {}, not v_{} = {} and the next vertex {}", i, e, u, v, i, a, b));
        }
    }
    out.end();
}
