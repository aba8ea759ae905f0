//! Checker for verify-sqrt-mod (Library Checker "Sqrt Mod"): for
//! each pair Y P, any X in 0..P with X² ≡ Y (mod P) is right, and -1 is
//! right exactly when the expected answer is -1 (no root exists). It is
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
    if input.len() != 1 + 2 * t || answer.len() != t {
        fail(format!("the input has {} numbers and the answer {} for T = {}", input.len(), answer.len(), t));
    }
    if output.len() != t {
        reject(format!("expected {} answers; found {}", t, output.len()));
    }
    for i in 0..t {
        let (y, p, x) = (input[1 + 2 * i], input[2 + 2 * i], output[i]);
        if answer[i] == -1 {
            if x != -1 {
                reject(format!("query {}: {} has no square root modulo {}; found {}", i + 1, y, p, x));
            }
        } else if x < 0 || x >= p || (x as i128 * x as i128 % p as i128) as i64 != y {
            reject(format!("query {}: {} is not a square root of {} modulo {}", i + 1, x, y, p));
        }
    }
}
