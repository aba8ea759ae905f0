//! Checker for verify-gcd-of-gaussian-integers (Library Checker "GCD of
//! Gaussian Integers"): a greatest common divisor is unique up to the
//! units ±1, ±i, so each answer `a b` is right when `a + bi` is one of the
//! four associates of the expected one. It is run as
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

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() != 4 {
        println!("usage: checker <input> <output> <answer>");
        process::exit(3);
    }
    let input = numbers(&read(&args[1]), fail);
    let output = numbers(&read(&args[2]), reject);
    let answer = numbers(&read(&args[3]), fail);
    let t = match input.first() {
        Some(&t) if t >= 0 => t as usize,
        _ => fail("the input does not start with T".to_string()),
    };
    if input.len() != 1 + 4 * t || answer.len() != 2 * t {
        fail(format!("the input has {} numbers and the answer {} for T = {}", input.len(), answer.len(), t));
    }
    if output.len() != 2 * t {
        reject(format!("expected {} numbers (two per case); found {}", 2 * t, output.len()));
    }
    for i in 0..t {
        let (a, b) = (answer[2 * i], answer[2 * i + 1]);
        let found = (output[2 * i], output[2 * i + 1]);
        // (a + bi) times 1, i, -1, -i.
        let associates = [(a, b), (-b, a), (-a, -b), (b, -a)];
        if !associates.contains(&found) {
            reject(format!(
                "case {}: {} + {}i is not an associate of the gcd {} + {}i",
                i + 1,
                found.0,
                found.1,
                a,
                b
            ));
        }
    }
}
