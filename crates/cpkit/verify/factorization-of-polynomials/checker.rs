//! Checker for verify-factorization-of-polynomials (Library Checker
//! "Factorization of Polynomials"): the factorization into monic
//! irreducible factors is unique, so the output's factors (multiplicity,
//! degree, coefficients), in any order, must be the answer's. It is run as
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

fn numbers(text: &str, bad: fn(String) -> !) -> Vec<i64> {
    text.split_ascii_whitespace()
        .map(|t| t.parse().unwrap_or_else(|_| bad(format!("expected a number; found {:?}", t))))
        .collect()
}

/// The factors listed: K, then K of (e, d, b_0 .. b_d), sorted.
fn factors(v: &[i64], bad: fn(String) -> !) -> Vec<Vec<i64>> {
    let k = *v.first().unwrap_or_else(|| bad("no K".to_string()));
    let mut at = 1;
    let mut out = Vec::new();
    for _ in 0..k {
        if at + 2 > v.len() {
            bad(format!("expected {} factors; found fewer", k));
        }
        let len = 2 + v[at + 1] as usize + 1;
        if v[at + 1] < 0 || at + len > v.len() {
            bad(format!("a factor of degree {} is cut short", v[at + 1]));
        }
        out.push(v[at..at + len].to_vec());
        at += len;
    }
    if at != v.len() {
        bad(format!("{} numbers left after {} factors", v.len() - at, k));
    }
    out.sort();
    out
}

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() != 4 {
        println!("usage: checker <input> <output> <answer>");
        process::exit(3);
    }
    let output = factors(&numbers(&read(&args[2]), reject), reject);
    let answer = factors(&numbers(&read(&args[3]), fail), fail);
    if output != answer {
        reject(format!("expected the factors {:?}; found {:?}", answer, output));
    }
}
