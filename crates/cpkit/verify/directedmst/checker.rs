//! Checker for verify-directedmst: any minimum arborescence is right, so
//! this program decides, as the statement defines an answer. It is run as
//! `checker <input> <output> <answer>` (testlib's order: the case's input,
//! the solution's output, the expected output). Exit code 0 accepts, 1
//! rejects the output, 3 means the input or the expected answer is broken;
//! the first line printed is the message.
//!
//! The output is the answer's cost X, then N parents: p_S = S, and for
//! every other vertex v an edge (p_v, v) of the graph, every vertex led
//! back to S by its parents, the edges' weights summing to X.

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
    let s = inp.vertex("S", n);
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
    if x != expected {
        out.fail(&format!("X = {} is not the least cost {}", x, expected));
    }
    let parent: Vec<usize> = (0..n).map(|v| out.vertex(&format!("p_{}", v), n)).collect();
    out.end();
    if parent[s] != s {
        out.fail(&format!("p_{} = {}, not the root itself", s, parent[s]));
    }
    let mut total = 0;
    for v in 0..n as usize {
        if v == s {
            continue;
        }
        match weight.get(&(parent[v], v)) {
            Some(&c) => total += c,
            None => out.fail(&format!("p_{} = {}, but the graph has no edge {} -> {}", v, parent[v], parent[v], v)),
        }
    }
    if total != x {
        out.fail(&format!("the parents' edges weigh {}, not X = {}", total, x));
    }
    // 0: not yet known, 1: on the current walk, 2: leads to the root.
    let mut state = vec![0u8; n as usize];
    state[s] = 2;
    for v in 0..n as usize {
        let mut walk = Vec::new();
        let mut at = v;
        while state[at] == 0 {
            state[at] = 1;
            walk.push(at);
            at = parent[at];
        }
        if state[at] == 1 {
            out.fail(&format!("vertex {} is on a cycle of parents, away from the root", at));
        }
        for w in walk {
            state[w] = 2;
        }
    }
}
