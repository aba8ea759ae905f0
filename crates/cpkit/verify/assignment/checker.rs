//! Checker for verify-assignment (Library Checker "Assignment
//! Problem"): any permutation of least cost is right. It is run as
//! `checker <input> <output> <answer>` (testlib's order). Exit code 0
//! accepts; 1 rejects, with the reason on the first line; 3 says an input or
//! answer file is unreadable.
//!
//! What it checks, from the statement: X is the least cost (the expected
//! output's first number); then p_0 ... p_{N-1} is a permutation of 0..N;
//! and the sum of a_{i p_i} is X.

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

fn reject(message: String) -> ! {
    println!("{}", message);
    process::exit(1);
}

fn fail(message: String) -> ! {
    println!("{}", message);
    process::exit(3);
}

/// The next token as a number, or `bad` with what was expected.
fn number<'a>(tokens: &mut impl Iterator<Item = &'a str>, what: &str, bad: fn(String) -> !) -> i64 {
    match tokens.next() {
        None => bad(format!("the file ends before {}", what)),
        Some(token) => token
            .parse()
            .unwrap_or_else(|_| bad(format!("{}: expected a number; found {:?}", what, token))),
    }
}

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() != 4 {
        println!("usage: checker <input> <output> <answer>");
        process::exit(3);
    }
    let (input, output, answer) = (read(&args[1]), read(&args[2]), read(&args[3]));
    let mut given = input.split_ascii_whitespace();
    let n = number(&mut given, "N", fail) as usize;
    let a: Vec<i64> = (0..n * n)
        .map(|k| number(&mut given, &format!("a[{}][{}]", k / n, k % n), fail))
        .collect();
    let least = number(&mut answer.split_ascii_whitespace(), "the expected X", fail);

    let mut found = output.split_ascii_whitespace();
    let x = number(&mut found, "X", reject);
    if x != least {
        reject(format!("X is {}; the least cost is {}", x, least));
    }
    let mut used = vec![false; n];
    let mut sum = 0;
    for i in 0..n {
        let p = number(&mut found, &format!("p_{}", i), reject);
        if p < 0 || p as usize >= n {
            reject(format!("p_{} is {}; it must be in 0..{}", i, p, n));
        }
        let p = p as usize;
        if used[p] {
            reject(format!("p is not a permutation: {} appears twice", p));
        }
        used[p] = true;
        sum += a[i * n + p];
    }
    if sum != x {
        reject(format!("the permutation costs {}, not X = {}", sum, x));
    }
    if let Some(extra) = found.next() {
        reject(format!("extra output after p: {:?}", extra));
    }
}
