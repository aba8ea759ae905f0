//! Checker for verify-eulerian-trail-undirected: any trail is right, so this
//! program decides, as the statement defines an answer. It is run as
//! `checker <input> <output> <answer>` (testlib's order: the case's input,
//! the solution's output, the expected output). Exit code 0 accepts, 1
//! rejects the output, 3 means the input or the expected answer is broken;
//! the first line printed is the message.
//!
//! For each of the T graphs, the output is `No` exactly when the answer
//! is; otherwise it is `Yes`, M + 1 vertices and a permutation of the M
//! edge indices, edge e_i joining vertex v_i and vertex v_{i+1} (either
//! way round).

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

    fn word(&mut self, name: &str) -> &'a str {
        match self.words.next() {
            None => self.fail(&format!("{}: expected {}; found the end", self.what, name)),
            Some(word) => word,
        }
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
    let mut expected = Tokens::new(&answer, "answer", 3);
    let mut out = Tokens::new(&output, "output", 1);
    let t = inp.next("T");
    for case in 0..t {
        let n = inp.next("N");
        let m = inp.next("M");
        let mut edges = Vec::new();
        for i in 0..m {
            let u = inp.vertex(&format!("u_{}", i), n);
            let v = inp.vertex(&format!("v_{}", i), n);
            edges.push((u, v));
        }
        let exists = expected.word("Yes or No") == "Yes";
        if exists {
            for i in 0..=m {
                expected.next(&format!("v_{}", i));
            }
            for i in 0..m {
                expected.next(&format!("e_{}", i));
            }
        }
        let word = out.word("Yes or No");
        if word != "Yes" && word != "No" {
            out.fail(&format!("case {}: expected Yes or No; found {:?}", case, word));
        }
        if (word == "Yes") != exists {
            out.fail(&format!("case {}: the trail's existence differs: expected {}, found {}", case, if exists { "Yes" } else { "No" }, word));
        }
        if !exists {
            continue;
        }
        let vertices: Vec<usize> = (0..=m).map(|i| out.vertex(&format!("case {}: v_{}", case, i), n)).collect();
        let mut used = vec![false; m as usize];
        for i in 0..m as usize {
            let e = out.next(&format!("case {}: e_{}", case, i));
            if e < 0 || e >= m {
                out.fail(&format!("case {}: e_{} = {} is not an edge of 0..{}", case, i, e, m));
            }
            if used[e as usize] {
                out.fail(&format!("case {}: e_{} = {} is used a second time", case, i, e));
            }
            used[e as usize] = true;
            let (a, b) = (vertices[i], vertices[i + 1]);
            if edges[e as usize] != (a, b) && edges[e as usize] != (b, a) {
                out.fail(&format!(
                    "case {}: edge {} joins {} and {}, not v_{} = {} and v_{} = {}",
                    case, e, edges[e as usize].0, edges[e as usize].1, i, a, i + 1, b
                ));
            }
        }
    }
    out.end();
}
