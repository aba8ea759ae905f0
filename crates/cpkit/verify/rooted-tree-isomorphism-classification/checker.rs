//! Checker for verify-rooted-tree-isomorphism-classification (Library
//! Checker "Rooted Tree Isomorphism Classification"): any numbering of the
//! classes is right, so the output is right when it has the answer's
//! number of classes K, every a_i is in 0..K, and a_i = a_j exactly when
//! the answer's b_i = b_j (a_i determines b_i and b_i determines a_i). It
//! is run as `checker <input> <output> <answer>` (testlib's order). Exit
//! code 0 accepts; 1 rejects, with the reason on the first line; 3 says
//! the input or the answer is unreadable or malformed.

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

/// K and the n classes of a file; `bad` reports a problem.
fn classes(text: &str, n: usize, bad: fn(String) -> !, what: &str) -> (usize, Vec<usize>) {
    let numbers: Vec<usize> = text
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap_or_else(|_| bad(format!("the {} has {:?} where a number goes", what, t))))
        .collect();
    if numbers.len() != n + 1 {
        bad(format!("the {} has {} numbers; expected K and {} classes", what, numbers.len(), n));
    }
    let k = numbers[0];
    if let Some(i) = (0..n).find(|&i| numbers[1 + i] >= k) {
        bad(format!("the {} gives vertex {} class {}, not below K = {}", what, i, numbers[1 + i], k));
    }
    (k, numbers[1..].to_vec())
}

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() != 4 {
        println!("usage: checker <input> <output> <answer>");
        process::exit(3);
    }
    let input = read(&args[1]);
    let n: usize = match input.split_ascii_whitespace().next().map(str::parse) {
        Some(Ok(n)) => n,
        _ => fail("the input does not start with N".to_string()),
    };
    let (k, ours) = classes(&read(&args[2]), n, reject, "output");
    let (expected, theirs) = classes(&read(&args[3]), n, fail, "answer");
    if k != expected {
        reject(format!("expected {} classes; found {}", expected, k));
    }
    let (mut to_theirs, mut to_ours) = (vec![usize::MAX; k], vec![usize::MAX; k]);
    for v in 0..n {
        let (a, b) = (ours[v], theirs[v]);
        if to_theirs[a] == usize::MAX && to_ours[b] == usize::MAX {
            to_theirs[a] = b;
            to_ours[b] = a;
        } else if to_theirs[a] != b || to_ours[b] != a {
            reject(format!("vertex {} is in class {}, which does not match the answer's classes", v, a));
        }
    }
}
