//! Checker for verify-sqrt-of-formal-power-series-sparse (Library Checker
//! "Sqrt of Formal Power Series (Sparse)"): any b_0 ... b_{N-1} in 0..998244353 whose
//! square is f modulo x^N is right, and -1 is right exactly when the
//! expected answer is -1 (no root exists). It is run as `checker <input>
//! <output> <answer>` (testlib's order). Exit code 0 accepts; 1 rejects,
//! with the reason on the first line; 3 says an input or answer file is
//! unreadable or malformed. The square is taken term by term (O(N²)): the
//! committed cases are small.

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
    let input = numbers(&read(&args[1]), fail);
    let output = numbers(&read(&args[2]), reject);
    let answer = numbers(&read(&args[3]), fail);
    let (n, k) = (input[0] as usize, input[1] as usize);
    if input.len() != 2 + 2 * k || answer.is_empty() {
        fail(format!("the input has {} numbers for K = {}", input.len(), k));
    }
    let mut f = vec![0; n];
    for term in input[2..].chunks(2) {
        f[term[0] as usize] = term[1];
    }
    if answer == [-1] {
        if output != [-1] {
            reject("f has no square root; expected -1".to_string());
        }
        return;
    }
    if output == [-1] {
        reject("f has a square root; found -1".to_string());
    }
    if output.len() != n {
        reject(format!("expected {} coefficients; found {}", n, output.len()));
    }
    if let Some(i) = output.iter().position(|&x| !(0..MOD).contains(&x)) {
        reject(format!("b_{} = {} is not in 0..{}", i, output[i], MOD));
    }
    for k in 0..n {
        let s = (0..=k).fold(0, |acc, i| (acc + output[i] * output[k - i]) % MOD);
        if s != f[k] {
            reject(format!("[x^{}] g² = {} but f has {}", k, s, f[k]));
        }
    }
}
