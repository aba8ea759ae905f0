//! Checker for verify-system-of-linear-equations-mod-2 (Library Checker
//! "System of Linear Equations (Mod 2)"): the solutions of A x = b over
//! GF(2) are an affine space, and any description of it is right: -1
//! exactly when the expected answer is -1, else R (the expected one, the
//! kernel's dimension), a solution x with A x = b, and R independent
//! vectors v with A v = 0, each a string of M bits. It is run as
//! `checker <input> <output> <answer>` (testlib's order). Exit code 0
//! accepts; 1 rejects, with the reason on the first line; 3 says an input
//! or answer file is unreadable or malformed.

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

struct Tokens<'a> {
    tokens: std::str::SplitAsciiWhitespace<'a>,
    bad: fn(String) -> !,
}

impl<'a> Tokens<'a> {
    fn next(&mut self, what: &str) -> &'a str {
        match self.tokens.next() {
            None => (self.bad)(format!("the file ends before {}", what)),
            Some(t) => t,
        }
    }

    fn number(&mut self, what: &str) -> i64 {
        let t = self.next(what);
        t.parse()
            .unwrap_or_else(|_| (self.bad)(format!("{}: expected a number; found {:?}", what, t)))
    }

    /// A string of exactly `len` bits, packed into 64-bit words.
    fn bits(&mut self, len: usize, what: &str) -> Vec<u64> {
        let t = self.next(what);
        if t.len() != len || t.bytes().any(|c| c != b'0' && c != b'1') {
            (self.bad)(format!("{}: expected {} bits of 0 and 1; found {:?}", what, len, t));
        }
        let mut words = vec![0u64; (len + 63) / 64];
        for (j, c) in t.bytes().enumerate() {
            words[j / 64] |= u64::from(c - b'0') << (j % 64);
        }
        words
    }
}

fn dot(a: &[u64], b: &[u64]) -> bool {
    a.iter().zip(b).map(|(x, y)| (x & y).count_ones()).sum::<u32>() % 2 == 1
}

/// The rank over GF(2), by elimination on words.
fn rank(mut rows: Vec<Vec<u64>>, cols: usize) -> usize {
    let mut r = 0;
    for c in 0..cols {
        let bit = |row: &Vec<u64>| row[c / 64] >> (c % 64) & 1 == 1;
        let p = match (r..rows.len()).find(|&i| bit(&rows[i])) {
            Some(p) => p,
            None => continue,
        };
        rows.swap(p, r);
        let pivot = rows[r].clone();
        for row in rows.iter_mut().skip(r + 1) {
            if bit(row) {
                for (x, y) in row.iter_mut().zip(&pivot) {
                    *x ^= y;
                }
            }
        }
        r += 1;
    }
    r
}

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() != 4 {
        println!("usage: checker <input> <output> <answer>");
        process::exit(3);
    }
    let (input, output, answer) = (read(&args[1]), read(&args[2]), read(&args[3]));
    let mut inp = Tokens { tokens: input.split_ascii_whitespace(), bad: fail };
    let (n, m) = (inp.number("N") as usize, inp.number("M") as usize);
    let a: Vec<Vec<u64>> = (0..n).map(|_| inp.bits(m, "a row of A")).collect();
    let b = inp.bits(n, "b");
    let b_bit = |i: usize| b[i / 64] >> (i % 64) & 1 == 1;
    let expected = Tokens { tokens: answer.split_ascii_whitespace(), bad: fail }.number("the answer's R");
    let mut out = Tokens { tokens: output.split_ascii_whitespace(), bad: reject };
    let r = out.number("R");
    if r != expected {
        reject(format!("expected R = {}; found {}", expected, r));
    }
    if r >= 0 {
        let x = out.bits(m, "the solution x");
        if let Some(i) = (0..n).find(|&i| dot(&a[i], &x) != b_bit(i)) {
            reject(format!("the solution x breaks equation {}", i + 1));
        }
        let basis: Vec<Vec<u64>> = (0..r).map(|_| out.bits(m, "a basis vector")).collect();
        for (k, v) in basis.iter().enumerate() {
            if a.iter().any(|row| dot(row, v)) {
                reject(format!("basis vector {} is not in the kernel", k + 1));
            }
        }
        if rank(basis, m) != r as usize {
            reject("the basis vectors are not independent".to_string());
        }
    }
    if let Some(extra) = out.tokens.next() {
        reject(format!("extra output after the answer: {:?}", extra));
    }
}
