//! Checker for verify-common-interval-decomposition-tree (Library Checker
//! "Common Interval Decomposition Tree"): the tree is unique, its numbering
//! is not. An output is right when it lists the expected tree's nodes in
//! any order: the same intervals, each with the same kind and the same
//! parent interval, a parent numbered before its child. It is run as
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

/// A node as (l, r, kind, parent's (l, r) or None).
type Node = (i64, i64, String, Option<(i64, i64)>);

/// The nodes of a tree file, checked for shape: a count, then that many
/// lines `p l r kind` with `-1 <= p < i` (one root), `0 <= l <= r < n`.
fn tree(text: &str, n: i64, bad: fn(String) -> !) -> Vec<Node> {
    let mut tokens = text.split_ascii_whitespace();
    let mut next = |what: &str| -> String {
        let t = tokens.next().unwrap_or_else(|| bad(format!("expected {}; found the end", what)));
        t.to_string()
    };
    let number = |t: String, what: &str| -> i64 {
        t.parse().unwrap_or_else(|_| bad(format!("expected {}; found {:?}", what, t)))
    };
    let count = number(next("the number of nodes"), "the number of nodes");
    if count < 1 || count > 2 * n {
        bad(format!("{} nodes for a permutation of {}", count, n));
    }
    let mut raw = Vec::new();
    for i in 0..count {
        let p = number(next("a parent"), "a parent");
        let l = number(next("a left end"), "a left end");
        let r = number(next("a right end"), "a right end");
        let kind = next("a kind");
        if p < -1 || p >= i {
            bad(format!("node {}: parent {} is not -1 or an earlier node", i, p));
        }
        if l < 0 || l > r || r >= n {
            bad(format!("node {}: [{}, {}] is not an interval of 0..{}", i, l, r, n));
        }
        if kind != "linear" && kind != "prime" {
            bad(format!("node {}: kind {:?} is not linear or prime", i, kind));
        }
        raw.push((p, l, r, kind));
    }
    if let Some(extra) = tokens.next() {
        bad(format!("unexpected {:?} after the last node", extra));
    }
    if raw.iter().filter(|x| x.0 == -1).count() != 1 {
        bad("not exactly one root".to_string());
    }
    raw.iter()
        .map(|(p, l, r, kind)| {
            let parent = if *p < 0 { None } else { Some((raw[*p as usize].1, raw[*p as usize].2)) };
            (*l, *r, kind.clone(), parent)
        })
        .collect()
}

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() != 4 {
        println!("usage: checker <input> <output> <answer>");
        process::exit(3);
    }
    let input = read(&args[1]);
    let n: i64 = input
        .split_ascii_whitespace()
        .next()
        .and_then(|t| t.parse().ok())
        .unwrap_or_else(|| fail("the input has no N".to_string()));
    let mut expected = tree(&read(&args[3]), n, fail);
    let mut output = tree(&read(&args[2]), n, reject);
    if output.len() != expected.len() {
        reject(format!("expected {} nodes; found {}", expected.len(), output.len()));
    }
    expected.sort();
    output.sort();
    for (want, got) in expected.iter().zip(&output) {
        if want != got {
            reject(format!(
                "expected node [{}, {}] {} under {:?}; found [{}, {}] {} under {:?}",
                want.0, want.1, want.2, want.3, got.0, got.1, got.2, got.3
            ));
        }
    }
}
