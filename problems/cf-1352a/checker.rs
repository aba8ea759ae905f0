//! Checker for cf-1352a (Codeforces 1352A "Sum of Round Numbers"): any
//! fewest round numbers that sum to n are right, in any order. It is run as
//! `checker <input> <output> <answer>` (testlib's order). Exit code 0
//! accepts; any other rejects, and the first line it prints is the message.
//!
//! For each test: the count must be the expected output's count (the
//! fewest), and the numbers must be that many round numbers (a non-zero
//! digit, then zeros) summing to n.

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

fn is_round(token: &str) -> bool {
    let bytes = token.as_bytes();
    !bytes.is_empty()
        && (b'1'..=b'9').contains(&bytes[0])
        && bytes[1..].iter().all(|&b| b == b'0')
}

/// The next token of `tokens` as a number, or a rejection naming `what`.
fn number<'a>(tokens: &mut impl Iterator<Item = &'a str>, what: &str) -> u64 {
    match tokens.next() {
        None => reject(format!("the output stops before {}", what)),
        Some(token) => match token.parse() {
            Ok(value) => value,
            Err(_) => reject(format!("{}: expected a number; found {:?}", what, token)),
        },
    }
}

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() != 4 {
        println!("usage: checker <input> <output> <answer>");
        process::exit(3);
    }
    let input = read(&args[1]);
    let output = read(&args[2]);
    let answer = read(&args[3]);
    let mut given = input.split_whitespace().map(|t| t.parse::<u64>().unwrap_or(0));
    let mut found = output.split_whitespace();
    let mut expected = answer.split_whitespace();
    let tests = given.next().unwrap_or(0);
    for test in 1..=tests {
        let n = given.next().unwrap_or(0);
        let fewest = number(&mut expected, "the expected count");
        for _ in 0..fewest {
            expected.next();
        }
        let count = number(&mut found, &format!("the count of test {}", test));
        if count != fewest {
            reject(format!(
                "test {} (n = {}): {} round numbers; the fewest is {}",
                test, n, count, fewest
            ));
        }
        let mut sum = 0;
        for i in 1..=count {
            let what = format!("number {} of test {}", i, test);
            let token = found.next().unwrap_or("");
            if !is_round(token) {
                reject(format!("{}: {:?} is not a round number", what, token));
            }
            sum += number(&mut token.split_whitespace(), &what);
        }
        if sum != n {
            reject(format!("test {}: the numbers sum to {}, not n = {}", test, sum, n));
        }
    }
    if let Some(extra) = found.next() {
        reject(format!("extra output after the last test: {:?}", extra));
    }
}
