//! Checker for verify-two-square-sum (Library Checker "Two Square Sum"):
//! for each N, the output lists n pairs (a, b) in any order; each must
//! have a, b >= 0 and a² + b² = N, no pair may repeat, and n must be the
//! expected answer's count (so every pair is there). It is run as
//! `checker <input> <output> <answer>` (testlib's order). Exit code 0
//! accepts; 1 rejects, with the reason on the first line; 3 says an input
//! or answer file is unreadable or malformed.

use std::collections::HashSet;
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

fn fail(message: String) -> ! {
    println!("{}", message);
    process::exit(3);
}

fn reject(message: String) -> ! {
    println!("{}", message);
    process::exit(1);
}

/// Whitespace-separated numbers, read one at a time.
struct Numbers<'a> {
    tokens: std::str::SplitAsciiWhitespace<'a>,
    bad: fn(String) -> !,
    what: &'static str,
}

impl Numbers<'_> {
    fn next(&mut self) -> u64 {
        match self.tokens.next() {
            Some(t) => t
                .parse()
                .unwrap_or_else(|_| (self.bad)(format!("{}: expected a nonnegative number; found {:?}", self.what, t))),
            None => (self.bad)(format!("{}: ends too early", self.what)),
        }
    }
}

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() != 4 {
        println!("usage: checker <input> <output> <answer>");
        process::exit(3);
    }
    let (input, output, answer) = (read(&args[1]), read(&args[2]), read(&args[3]));
    let mut input = Numbers { tokens: input.split_ascii_whitespace(), bad: fail, what: "input" };
    let mut output = Numbers { tokens: output.split_ascii_whitespace(), bad: reject, what: "output" };
    let mut answer = Numbers { tokens: answer.split_ascii_whitespace(), bad: fail, what: "answer" };
    let q = input.next();
    for i in 1..=q {
        let n = input.next();
        let expected = answer.next();
        for _ in 0..2 * expected {
            answer.next();
        }
        let count = output.next();
        if count != expected {
            reject(format!("query {} (N = {}): {} pairs; expected {}", i, n, count, expected));
        }
        let mut seen = HashSet::new();
        for _ in 0..count {
            let (a, b) = (output.next(), output.next());
            if u128::from(a) * u128::from(a) + u128::from(b) * u128::from(b) != u128::from(n) {
                reject(format!("query {}: {}² + {}² is not {}", i, a, b, n));
            }
            if !seen.insert((a, b)) {
                reject(format!("query {}: ({}, {}) twice", i, a, b));
            }
        }
    }
    if let Some(t) = output.tokens.next() {
        reject(format!("output: {:?} after the last answer", t));
    }
}
