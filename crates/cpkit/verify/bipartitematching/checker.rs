//! Checker for verify-bipartitematching (Library Checker "Matching
//! on Bipartite Graph"): any maximum matching is right. It is run as
//! `checker <input> <output> <answer>` (testlib's order). Exit code 0
//! accepts; 1 rejects, with the reason on the first line; 3 says an input or
//! answer file is unreadable.
//!
//! What it checks, from the statement: K is the size of a maximum matching
//! (the expected output's first number); then K pairs `c d`, each an edge of
//! the input (0 ≤ c < L, 0 ≤ d < R), no left vertex and no right vertex in
//! two of them.

use std::collections::HashSet;
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

fn fail(message: String) -> ! {
    println!("{}", message);
    process::exit(3);
}

/// The next token as a number, or `bad` with what was expected.
fn number<'a>(
    tokens: &mut impl Iterator<Item = &'a str>,
    what: &str,
    bad: fn(String) -> !,
) -> usize {
    match tokens.next() {
        None => bad(format!("the file ends before {}", what)),
        Some(token) => token
            .parse()
            .unwrap_or_else(|_| bad(format!("{}: expected a number; found {:?}", what, token))),
    }
}

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() != 4 {
        println!("usage: checker <input> <output> <answer>");
        process::exit(3);
    }
    let (input, output, answer) = (read(&args[1]), read(&args[2]), read(&args[3]));
    let mut given = input.split_ascii_whitespace();
    let l = number(&mut given, "L", fail);
    let r = number(&mut given, "R", fail);
    let m = number(&mut given, "M", fail);
    let mut edges = HashSet::with_capacity(m);
    for i in 0..m {
        let what = format!("edge {}", i);
        let a = number(&mut given, &what, fail);
        let b = number(&mut given, &what, fail);
        edges.insert((a, b));
    }
    let maximum = number(&mut answer.split_ascii_whitespace(), "the expected K", fail);

    let mut found = output.split_ascii_whitespace();
    let k = number(&mut found, "K", reject);
    if k != maximum {
        reject(format!(
            "a matching of {} edges; the maximum is {}",
            k, maximum
        ));
    }
    let mut left_used = vec![false; l];
    let mut right_used = vec![false; r];
    for i in 0..k {
        let what = format!("pair {}", i);
        let c = number(&mut found, &what, reject);
        let d = number(&mut found, &what, reject);
        if !edges.contains(&(c, d)) {
            reject(format!(
                "pair {} ({} {}) is not an edge of the graph",
                i, c, d
            ));
        }
        if left_used[c] {
            reject(format!("left vertex {} is matched twice", c));
        }
        if right_used[d] {
            reject(format!("right vertex {} is matched twice", d));
        }
        left_used[c] = true;
        right_used[d] = true;
    }
    if let Some(extra) = found.next() {
        reject(format!("extra output after the last pair: {:?}", extra));
    }
}
