//! Checker for verify-intersection-of-f2-vector-spaces: any basis of the
//! intersection is right, so this program decides, as the statement
//! defines an answer. It is run as `checker <input> <output> <answer>`
//! (testlib's order: the case's input, the solution's output, the expected
//! output). Exit code 0 accepts, 1 rejects the output, 3 means the input or
//! the expected answer is broken; the first line printed is the message.
//!
//! For each of the T cases the output is `k w_0 ... w_{k-1}`: k is the
//! answer's k, and the w are below 2^30, linearly independent (under xor),
//! and each in the span of the u and in the span of the v.

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

    /// A count, then that many vectors below 2^30.
    fn list(&mut self, name: &str) -> Vec<u64> {
        let k = self.next(&format!("the size of {}", name));
        if !(0..=30).contains(&k) {
            self.fail(&format!("{}: the size of {} is {}, not in 0..=30", self.what, name, k));
        }
        (0..k)
            .map(|i| {
                let x = self.next(&format!("{}[{}]", name, i));
                if !(0..1 << 30).contains(&x) {
                    self.fail(&format!("{}: {}[{}] = {} is not below 2^30", self.what, name, i, x));
                }
                x as u64
            })
            .collect()
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

/// A basis by leading bit: `basis[b]` has leading bit b, or is 0.
fn basis(vectors: &[u64]) -> [u64; 30] {
    let mut basis = [0; 30];
    for &v in vectors {
        insert(&mut basis, v);
    }
    basis
}

/// Reduces `v` by `basis`; adds what is left (returned) when it is not 0.
fn insert(basis: &mut [u64; 30], mut v: u64) -> u64 {
    while v != 0 {
        let lead = 63 - v.leading_zeros() as usize;
        if basis[lead] == 0 {
            basis[lead] = v;
            return v;
        }
        v ^= basis[lead];
    }
    0
}

fn in_span(basis: &[u64; 30], v: u64) -> bool {
    let mut copy = *basis;
    insert(&mut copy, v) == 0
}

fn reject(message: String) -> ! {
    println!("{}", message);
    process::exit(1);
}

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() != 4 {
        println!("usage: checker <input> <output> <answer>");
        process::exit(3);
    }
    let (input, output, answer) = (read(&args[1]), read(&args[2]), read(&args[3]));
    let mut inp = Tokens::new(&input, "input", 3);
    let mut out = Tokens::new(&output, "output", 1);
    let mut ans = Tokens::new(&answer, "answer", 3);
    let t = inp.next("T");
    for case in 1..=t {
        let u = basis(&inp.list("u"));
        let v = basis(&inp.list("v"));
        let expected = ans.list("w").len();
        let w = out.list("w");
        if w.len() != expected {
            reject(format!("case {}: expected a basis of {} vectors; found {}", case, expected, w.len()));
        }
        let mut seen = [0u64; 30];
        for (i, &x) in w.iter().enumerate() {
            if !in_span(&u, x) || !in_span(&v, x) {
                reject(format!("case {}: w[{}] = {} is not in both spaces", case, i, x));
            }
            if insert(&mut seen, x) == 0 {
                reject(format!("case {}: w[{}] = {} depends on the vectors before it", case, i, x));
            }
        }
    }
    inp.end();
    out.end();
    ans.end();
}
