//! Checker for verify-static-range-mode-query (Library Checker "Static
//! Range Mode Query"): of several modes any may be printed, so a query's
//! line is right when its value occurs in a[l..r] exactly as often as it
//! says, and that is as often as the answer's mode occurs (as the
//! problem's own checker judges it). It is run as `checker <input> <output>
//! <answer>` (testlib's order). Exit code 0 accepts; 1 rejects, with the
//! reason on the first line; 3 says the input or the answer is unreadable
//! or malformed.

use std::collections::HashMap;
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

fn numbers(text: &str, bad: fn(String) -> !, what: &str) -> Vec<i64> {
    text.split_ascii_whitespace()
        .map(|t| t.parse().unwrap_or_else(|_| bad(format!("the {} has {:?} where a number goes", what, t))))
        .collect()
}

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() != 4 {
        println!("usage: checker <input> <output> <answer>");
        process::exit(3);
    }
    let input = numbers(&read(&args[1]), fail, "input");
    let (n, q) = (input[0] as usize, input[1] as usize);
    if input.len() != 2 + n + 2 * q {
        fail(format!("the input has {} numbers for N = {} and Q = {}", input.len(), n, q));
    }
    let a = &input[2..2 + n];
    let mut places: HashMap<i64, Vec<usize>> = HashMap::new();
    for (i, &x) in a.iter().enumerate() {
        places.entry(x).or_default().push(i);
    }
    let count = |x: i64, l: usize, r: usize| {
        places.get(&x).map_or(0, |p| p.partition_point(|&i| i < r) - p.partition_point(|&i| i < l)) as i64
    };
    let output = numbers(&read(&args[2]), reject, "output");
    let answer = numbers(&read(&args[3]), fail, "answer");
    if output.len() != 2 * q {
        reject(format!("expected {} numbers (a value and a count per query); found {}", 2 * q, output.len()));
    }
    if answer.len() != 2 * q {
        fail(format!("the answer has {} numbers for Q = {}", answer.len(), q));
    }
    for k in 0..q {
        let (l, r) = (input[2 + n + 2 * k] as usize, input[3 + n + 2 * k] as usize);
        let (x, c) = (output[2 * k], output[2 * k + 1]);
        if count(x, l, r) != c {
            reject(format!("query {}: {} occurs {} times in a[{}..{}], not {}", k + 1, x, count(x, l, r), l, r, c));
        }
        if c != answer[2 * k + 1] {
            reject(format!("query {}: a mode occurs {} times; found {}", k + 1, answer[2 * k + 1], c));
        }
    }
}
