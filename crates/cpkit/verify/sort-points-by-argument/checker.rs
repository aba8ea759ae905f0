//! Checker for verify-sort-points-by-argument (Library Checker
//! "Sort Points by Argument"): points of equal argument may come in any
//! order, so the output is right when it holds the input's points, each as
//! often, and never steps back in argument. It is run as `checker <input>
//! <output> <answer>` (testlib's order). Exit code 0 accepts; 1 rejects,
//! with the reason on the first line; 3 says the input is unreadable or
//! malformed.
//!
//! The argument is compared as the statement defines it, apart from the
//! kit's code: the lower half-plane, then angle 0 (the non-negative x-axis
//! and the origin), the upper half-plane, then π; within a half-plane by
//! the sign of the cross product.

use std::cmp::Ordering;
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

fn part(x: i64, y: i64) -> u8 {
    if y < 0 {
        0
    } else if y == 0 && x >= 0 {
        1
    } else if y > 0 {
        2
    } else {
        3
    }
}

fn compare(a: (i64, i64), b: (i64, i64)) -> Ordering {
    part(a.0, a.1).cmp(&part(b.0, b.1)).then_with(|| {
        let cross = i128::from(a.0) * i128::from(b.1) - i128::from(a.1) * i128::from(b.0);
        0.cmp(&cross)
    })
}

fn pairs(v: &[i64]) -> Vec<(i64, i64)> {
    v.chunks(2).map(|c| (c[0], c[1])).collect()
}

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() != 4 {
        println!("usage: checker <input> <output> <answer>");
        process::exit(3);
    }
    let input = numbers(&read(&args[1]), fail);
    let output = numbers(&read(&args[2]), reject);
    let n = input[0] as usize;
    if input.len() != 1 + 2 * n {
        fail(format!("the input has {} numbers for N = {}", input.len(), n));
    }
    if output.len() != 2 * n {
        reject(format!("expected {} points; found {} numbers", n, output.len()));
    }
    let found = pairs(&output);
    for (i, w) in found.windows(2).enumerate() {
        if compare(w[0], w[1]) == Ordering::Greater {
            reject(format!("point {} {:?} comes after point {} {:?} of a smaller argument", i + 1, w[0], i + 2, w[1]));
        }
    }
    let (mut given, mut sorted) = (pairs(&input[1..]), found);
    given.sort_unstable();
    sorted.sort_unstable();
    if given != sorted {
        reject("the output's points are not the input's".to_string());
    }
}
