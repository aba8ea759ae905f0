//! Checker for verify-system-of-linear-equations (Library Checker
//! "System of Linear Equations"): the solutions of A x = b modulo
//! 998244353 are an affine space, and any description of it is right:
//! -1 exactly when the expected answer is -1, else R (the expected one,
//! the kernel's dimension), a solution x with A x = b, and R independent
//! vectors v with A v = 0. It is run as `checker <input> <output>
//! <answer>` (testlib's order). Exit code 0 accepts; 1 rejects, with the
//! reason on the first line; 3 says an input or answer file is unreadable
//! or malformed.

use std::env;
use std::fs;
use std::process;

const P: u64 = 998_244_353;

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

struct Numbers<'a> {
    tokens: std::str::SplitAsciiWhitespace<'a>,
    bad: fn(String) -> !,
}

impl<'a> Numbers<'a> {
    fn next(&mut self, what: &str) -> i64 {
        match self.tokens.next() {
            None => (self.bad)(format!("the file ends before {}", what)),
            Some(t) => t
                .parse()
                .unwrap_or_else(|_| (self.bad)(format!("{}: expected a number; found {:?}", what, t))),
        }
    }

    /// A residue: a number in 0..P.
    fn residue(&mut self, what: &str) -> u64 {
        let x = self.next(what);
        if !(0..P as i64).contains(&x) {
            (self.bad)(format!("{}: {} is not in 0..998244353", what, x));
        }
        x as u64
    }
}

fn pow(mut x: u64, mut e: u64) -> u64 {
    let mut r = 1;
    while e > 0 {
        if e & 1 == 1 {
            r = r * x % P;
        }
        x = x * x % P;
        e >>= 1;
    }
    r
}

/// The rank of the rows, by Gaussian elimination.
fn rank(mut rows: Vec<Vec<u64>>) -> usize {
    let cols = rows.first().map_or(0, Vec::len);
    let mut r = 0;
    for c in 0..cols {
        let p = match (r..rows.len()).find(|&i| rows[i][c] != 0) {
            Some(p) => p,
            None => continue,
        };
        rows.swap(p, r);
        let inv = pow(rows[r][c], P - 2);
        let pivot = rows[r].clone();
        for row in rows.iter_mut().skip(r + 1) {
            let f = row[c] * inv % P;
            for (x, &y) in row.iter_mut().zip(&pivot) {
                *x = (*x + P - f * y % P) % P;
            }
        }
        r += 1;
    }
    r
}

fn apply(a: &[Vec<u64>], x: &[u64]) -> Vec<u64> {
    a.iter()
        .map(|row| row.iter().zip(x).fold(0, |s, (&p, &q)| (s + p * q) % P))
        .collect()
}

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() != 4 {
        println!("usage: checker <input> <output> <answer>");
        process::exit(3);
    }
    let (input, output, answer) = (read(&args[1]), read(&args[2]), read(&args[3]));
    let mut inp = Numbers { tokens: input.split_ascii_whitespace(), bad: fail };
    let (n, m) = (inp.next("N") as usize, inp.next("M") as usize);
    let a: Vec<Vec<u64>> = (0..n).map(|_| (0..m).map(|_| inp.residue("A")).collect()).collect();
    let b: Vec<u64> = (0..n).map(|_| inp.residue("b")).collect();
    let expected = Numbers { tokens: answer.split_ascii_whitespace(), bad: fail }.next("the answer's R");
    let mut out = Numbers { tokens: output.split_ascii_whitespace(), bad: reject };
    let r = out.next("R");
    if r != expected {
        reject(format!("expected R = {}; found {}", expected, r));
    }
    if r >= 0 {
        let x: Vec<u64> = (0..m).map(|_| out.residue("x")).collect();
        if apply(&a, &x) != b {
            reject("the solution x does not satisfy A x = b".to_string());
        }
        let basis: Vec<Vec<u64>> = (0..r).map(|_| (0..m).map(|_| out.residue("a basis vector")).collect()).collect();
        for (i, v) in basis.iter().enumerate() {
            if apply(&a, v).iter().any(|&y| y != 0) {
                reject(format!("basis vector {} is not in the kernel", i + 1));
            }
        }
        if rank(basis) != r as usize {
            reject("the basis vectors are not independent".to_string());
        }
    }
    if let Some(extra) = out.tokens.next() {
        reject(format!("extra output after the answer: {:?}", extra));
    }
}
