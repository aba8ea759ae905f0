//! Checker for verify-bipartite-edge-coloring (Library Checker "Bipartite
//! Edge Coloring"): the output is K and one colour per edge; K must be the
//! expected answer's (the edge chromatic number), every colour below K,
//! and edges sharing an end coloured differently. It is run as `checker
//! <input> <output> <answer>` (testlib's order). Exit code 0 accepts; 1
//! rejects, with the reason on the first line; 3 says an input or answer
//! file is unreadable or malformed.

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

fn numbers(text: &str, bad: fn(String) -> !) -> Vec<usize> {
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
    if input.len() < 3 || answer.is_empty() {
        fail("the input or the answer is empty".to_string());
    }
    let (l, r, m) = (input[0], input[1], input[2]);
    if input.len() != 3 + 2 * m {
        fail(format!("the input has {} numbers for M = {}", input.len(), m));
    }
    if output.len() != 1 + m {
        reject(format!("expected K and {} colours; found {} numbers", m, output.len()));
    }
    let k = output[0];
    if k != answer[0] {
        reject(format!("K is {}; the edge chromatic number is {}", k, answer[0]));
    }
    // The edge of each (vertex, colour), as seen so far.
    let mut seen = std::collections::HashMap::new();
    for i in 0..m {
        let (a, b, c) = (input[3 + 2 * i], l + input[4 + 2 * i], output[1 + i]);
        if a >= l || b >= l + r {
            fail(format!("edge {} is out of range", i));
        }
        if c >= k {
            reject(format!("edge {} has colour {}, not below K = {}", i, c, k));
        }
        for &x in &[a, b] {
            if let Some(j) = seen.insert((x, c), i) {
                reject(format!("edges {} and {} share an end and the colour {}", j, i, c));
            }
        }
    }
}
