//! Checker for verify-scc (Library Checker "Strongly Connected
//! Components"): any decomposition into the strongly connected components,
//! in any topological order, is right. It is run as `checker <input>
//! <output> <answer>` (testlib's order). Exit code 0 accepts; 1 rejects,
//! with the reason on the first line; 3 says an input or answer file is
//! unreadable.
//!
//! What it checks, from the statement: the output has K lines, K being the
//! number of components (the expected output's first number); each line is
//! a size l ≥ 1 and l vertices; every vertex appears exactly once; and for
//! every edge (a, b), b's line is not before a's. That is enough: along a
//! cycle the line numbers never decrease and come back, so a component
//! lies within one line; K non-empty lines of whole components, K being
//! their number, are the components themselves.

use std::env;
use std::fs;
use std::process;
use std::str::SplitAsciiWhitespace;

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

/// Whitespace-separated numbers of one file; `bad` is how a problem with
/// the file ends (a rejection for the output, a failure for the others).
struct Numbers<'a> {
    tokens: SplitAsciiWhitespace<'a>,
    bad: fn(String) -> !,
}

impl<'a> Numbers<'a> {
    fn new(text: &'a str, bad: fn(String) -> !) -> Self {
        Numbers {
            tokens: text.split_ascii_whitespace(),
            bad,
        }
    }

    fn next(&mut self, what: &str) -> usize {
        match self.tokens.next() {
            None => (self.bad)(format!("the file ends before {}", what)),
            Some(token) => token.parse().unwrap_or_else(|_| {
                (self.bad)(format!("{}: expected a number; found {:?}", what, token))
            }),
        }
    }

    fn rest(&mut self) -> Option<&'a str> {
        self.tokens.next()
    }
}

fn fail(message: String) -> ! {
    println!("{}", message);
    process::exit(3);
}

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() != 4 {
        println!("usage: checker <input> <output> <answer>");
        process::exit(3);
    }
    let (input, output, answer) = (read(&args[1]), read(&args[2]), read(&args[3]));
    let mut given = Numbers::new(&input, fail);
    let n = given.next("N");
    let m = given.next("M");
    let edges: Vec<(usize, usize)> = (0..m)
        .map(|i| {
            let a = given.next(&format!("edge {}", i));
            let b = given.next(&format!("edge {}", i));
            (a, b)
        })
        .collect();
    let components = Numbers::new(&answer, fail).next("the expected K");

    let mut found = Numbers::new(&output, reject);
    let k = found.next("K");
    if k != components {
        reject(format!("{} components; the graph has {}", k, components));
    }
    // line[v]: the line v is on, or usize::MAX while unseen.
    let mut line = vec![usize::MAX; n];
    for i in 0..k {
        let size = found.next(&format!("the size of component {}", i));
        if size == 0 {
            reject(format!("component {} is empty", i));
        }
        for j in 0..size {
            let v = found.next(&format!("vertex {} of component {}", j, i));
            if v >= n {
                reject(format!("component {} has vertex {}; N is {}", i, v, n));
            }
            if line[v] != usize::MAX {
                reject(format!(
                    "vertex {} is in component {} and in component {}",
                    v, line[v], i
                ));
            }
            line[v] = i;
        }
    }
    if let Some(extra) = found.rest() {
        reject(format!(
            "extra output after the last component: {:?}",
            extra
        ));
    }
    if let Some(v) = line.iter().position(|&l| l == usize::MAX) {
        reject(format!("vertex {} is in no component", v));
    }
    for (i, &(a, b)) in edges.iter().enumerate() {
        if line[b] < line[a] {
            reject(format!(
                "edge {} ({} -> {}) goes back from component {} to component {}",
                i, a, b, line[a], line[b]
            ));
        }
    }
}
