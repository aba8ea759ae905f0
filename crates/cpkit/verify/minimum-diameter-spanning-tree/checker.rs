//! Checker for verify-minimum-diameter-spanning-tree (Library Checker
//! "Minimum Diameter Spanning Tree"): the output is X and N - 1 edge
//! indices; they must form a spanning tree whose diameter is X, and X must
//! equal the expected answer's (the least diameter). It is run as
//! `checker <input> <output> <answer>` (testlib's order). Exit code 0
//! accepts; 1 rejects, with the reason on the first line; 3 says an input
//! or answer file is unreadable or malformed.

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

fn numbers(text: &str, bad: fn(String) -> !) -> Vec<u64> {
    text.split_ascii_whitespace()
        .map(|t| t.parse().unwrap_or_else(|_| bad(format!("expected a number; found {:?}", t))))
        .collect()
}

/// The farthest vertex from `from` in the tree and its distance.
fn farthest(adjacent: &[Vec<(usize, u64)>], from: usize) -> (usize, u64, usize) {
    let n = adjacent.len();
    let mut dist = vec![u64::MAX; n];
    dist[from] = 0;
    let mut stack = vec![from];
    let mut seen = 1;
    let mut best = (from, 0);
    while let Some(x) = stack.pop() {
        if dist[x] > best.1 {
            best = (x, dist[x]);
        }
        for &(y, w) in &adjacent[x] {
            if dist[y] == u64::MAX {
                dist[y] = dist[x] + w;
                seen += 1;
                stack.push(y);
            }
        }
    }
    (best.0, best.1, seen)
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
    if input.len() < 2 || answer.is_empty() {
        fail("the input or the answer is empty".to_string());
    }
    let (n, m) = (input[0] as usize, input[1] as usize);
    if input.len() != 2 + 3 * m {
        fail(format!("the input has {} numbers for M = {}", input.len(), m));
    }
    if output.len() != n {
        reject(format!("expected X and {} edges; found {} numbers", n - 1, output.len()));
    }
    let mut adjacent = vec![Vec::new(); n];
    for &e in &output[1..] {
        let e = e as usize;
        if e >= m {
            reject(format!("edge {} is not below M = {}", e, m));
        }
        let (u, v, w) = (input[2 + 3 * e] as usize, input[3 + 3 * e] as usize, input[4 + 3 * e]);
        adjacent[u].push((v, w));
        adjacent[v].push((u, w));
    }
    let (end, _, seen) = farthest(&adjacent, 0);
    if seen != n {
        reject(format!("the {} edges reach {} of the {} vertices: not a spanning tree", n - 1, seen, n));
    }
    let (_, diameter, _) = farthest(&adjacent, end);
    if diameter != output[0] {
        reject(format!("X is {} but the tree's diameter is {}", output[0], diameter));
    }
    if output[0] != answer[0] {
        reject(format!("the diameter is {}; the least is {}", output[0], answer[0]));
    }
}
