//! Checker for verify-polynomial-root-finding (Library Checker "Polynomial
//! Root Finding"): the count n, then n distinct values in 0..998244353,
//! in any order, that are exactly the roots in the expected answer. It is
//! run as `checker <input> <output> <answer>` (testlib's order). Exit code
//! 0 accepts; 1 rejects, with the reason on the first line; 3 says an
//! input or answer file is unreadable or malformed.

use std::env;
use std::fs;
use std::process;

const MOD: i64 = 998_244_353;

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

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() != 4 {
        println!("usage: checker <input> <output> <answer>");
        process::exit(3);
    }
    let output = numbers(&read(&args[2]), reject);
    let answer = numbers(&read(&args[3]), fail);
    if answer.is_empty() || answer.len() != 1 + answer[0] as usize {
        fail(format!("the answer has {} numbers", answer.len()));
    }
    if output.is_empty() || output.len() != 1 + output[0] as usize {
        reject(format!("expected a count and that many roots; found {} numbers", output.len()));
    }
    let mut found = output[1..].to_vec();
    if let Some(x) = found.iter().find(|&&x| !(0..MOD).contains(&x)) {
        reject(format!("{} is not in 0..{}", x, MOD));
    }
    found.sort_unstable();
    let mut expected = answer[1..].to_vec();
    expected.sort_unstable();
    if found != expected {
        reject(format!("expected the roots {:?}; found {:?}", expected, found));
    }
}
