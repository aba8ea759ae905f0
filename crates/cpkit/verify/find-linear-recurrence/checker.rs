//! Checker for verify-find-linear-recurrence (Library Checker "Find
//! Linear Recurrence"): the output's c_1 ... c_d must be in 0..998244353
//! and generate a_d ... a_{N-1} from the terms before, and d must be the
//! answer's (the least). It is run as `checker <input> <output> <answer>`
//! (testlib's order). Exit code 0 accepts; 1 rejects, with the reason on
//! the first line; 3 says an input or answer file is unreadable or
//! malformed.

use std::env;
use std::fs;
use std::process;

const MOD: u64 = 998_244_353;

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

fn numbers(text: &str, bad: fn(String) -> !) -> Vec<u64> {
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
    let n = input[0] as usize;
    if input.len() != 1 + n || answer.is_empty() {
        fail(format!("the input has {} numbers for N = {}", input.len(), n));
    }
    let a = &input[1..];
    let d = match output.first() {
        Some(&d) if d as usize <= n => d as usize,
        Some(&d) => reject(format!("d = {} is more than N = {}", d, n)),
        None => reject("expected d; found nothing".to_string()),
    };
    if output.len() != 1 + d {
        reject(format!("expected {} coefficients; found {}", d, output.len() - 1));
    }
    let c = &output[1..];
    if let Some(j) = c.iter().position(|&x| x >= MOD) {
        reject(format!("c_{} = {} is not below {}", j + 1, c[j], MOD));
    }
    for i in d..n {
        let s = c.iter().enumerate().fold(0, |acc, (j, &cj)| (acc + cj * a[i - 1 - j]) % MOD);
        if s != a[i] {
            reject(format!("a_{} = {} but the recurrence gives {}", i, a[i], s));
        }
    }
    if answer[0] as usize != d {
        reject(format!("d = {} but the least is {}", d, answer[0]));
    }
}
