//! Checker for verify-kth-root-mod (Library Checker "Kth Root (Mod)"): for
//! each triple K Y P, any X in 0..P with X^K ≡ Y (mod P) is right (0^0 is
//! 1), and -1 is right exactly when the expected answer is -1 (no root). It is
//! run as `checker <input> <output> <answer>` (testlib's order). Exit code
//! 0 accepts; 1 rejects, with the reason on the first line; 3 says an
//! input or answer file is unreadable or malformed.

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

/// `x^e mod p`, with `0^0 = 1` (p < 2^32, so products fit a u64).
fn pow(mut x: u64, mut e: u64, p: u64) -> u64 {
    let mut result = 1 % p;
    x %= p;
    while e > 0 {
        if e & 1 == 1 {
            result = result * x % p;
        }
        x = x * x % p;
        e >>= 1;
    }
    result
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
    let t = input[0] as usize;
    if input.len() != 1 + 3 * t || answer.len() != t {
        fail(format!("the input has {} numbers and the answer {} for T = {}", input.len(), answer.len(), t));
    }
    if output.len() != t {
        reject(format!("expected {} answers; found {}", t, output.len()));
    }
    for i in 0..t {
        let (k, y, p, x) = (input[1 + 3 * i], input[2 + 3 * i], input[3 + 3 * i], output[i]);
        if answer[i] == -1 {
            if x != -1 {
                reject(format!("query {}: {} has no {}-th root modulo {}; found {}", i + 1, y, k, p, x));
            }
        } else if x < 0 || x >= p || pow(x as u64, k as u64, p as u64) != y as u64 {
            reject(format!("query {}: {} is not a {}-th root of {} modulo {}", i + 1, x, k, y, p));
        }
    }
}
