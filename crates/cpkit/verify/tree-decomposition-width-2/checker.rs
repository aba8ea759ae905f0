//! Checker for verify-tree-decomposition-width-2 (Library Checker "Tree
//! Decomposition (Width 2)"): the output is -1 exactly when the expected
//! answer is -1 (treewidth 3 or more); otherwise `s td K w N`, K bag lines
//! `b i v…` of at most w + 1 vertices (w ≤ 2, K ≤ 10N + M + 10), then
//! K - 1 edges of a tree on the bags, with every edge of the graph inside
//! a bag and the bags holding any one vertex connected. It is run as
//! `checker <input> <output> <answer>` (testlib's order). Exit code 0
//! accepts; 1 rejects, with the reason on the first line; 3 says an input
//! or answer file is unreadable or malformed.

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

fn fail(message: String) -> ! {
    println!("{}", message);
    process::exit(3);
}

fn reject(message: String) -> ! {
    println!("{}", message);
    process::exit(1);
}

/// The whitespace-separated words of a text, read in order.
struct Words<'a> {
    words: std::str::SplitAsciiWhitespace<'a>,
    bad: fn(String) -> !,
}

impl Words<'_> {
    fn word(&mut self) -> &str {
        let bad = self.bad;
        self.words.next().unwrap_or_else(|| bad("the text ends too soon".to_string()))
    }

    fn expect(&mut self, what: &str) {
        let bad = self.bad;
        let word = self.word();
        if word != what {
            bad(format!("expected {:?}; found {:?}", what, word));
        }
    }

    fn number(&mut self, low: i64, high: i64) -> i64 {
        let bad = self.bad;
        let word = self.word();
        match word.parse::<i64>() {
            Ok(x) if low <= x && x <= high => x,
            _ => bad(format!("expected a number in {}..={}; found {:?}", low, high, word)),
        }
    }
}

fn find(parent: &mut [usize], mut x: usize) -> usize {
    while parent[x] != x {
        parent[x] = parent[parent[x]];
        x = parent[x];
    }
    x
}

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() != 4 {
        println!("usage: checker <input> <output> <answer>");
        process::exit(3);
    }
    let (input, output, answer) = (read(&args[1]), read(&args[2]), read(&args[3]));
    let mut inp = Words { words: input.split_ascii_whitespace(), bad: fail };
    inp.expect("p");
    inp.expect("tw");
    let n = inp.number(1, 1 << 30) as usize;
    let m = inp.number(0, 1 << 30) as usize;
    let edges: Vec<(usize, usize)> = (0..m)
        .map(|_| (inp.number(1, n as i64) as usize - 1, inp.number(1, n as i64) as usize - 1))
        .collect();
    let expected_none = answer.split_ascii_whitespace().next() == Some("-1");
    let mut out = Words { words: output.split_ascii_whitespace(), bad: reject };
    let first = out.word().to_string();
    if first == "-1" {
        if !expected_none {
            reject("-1, but the treewidth is at most 2".to_string());
        }
        if out.words.next().is_some() {
            reject("words after -1".to_string());
        }
        return;
    }
    if first != "s" {
        reject(format!("expected \"s\" or -1; found {:?}", first));
    }
    out.expect("td");
    let k = out.number(0, (10 * n + m + 10) as i64) as usize;
    let w = out.number(0, 2) as usize;
    let vertices = out.number(n as i64, n as i64);
    let _ = vertices;
    // The bags, as lists; a bag line ends where the next "b" or the edges
    // begin, so read the tokens by hand.
    let rest: Vec<&str> = out.words.by_ref().collect();
    let mut at = 0;
    let mut bags: Vec<Vec<usize>> = Vec::with_capacity(k);
    for i in 0..k {
        if rest.get(at) != Some(&"b") {
            reject(format!("expected bag line {}", i + 1));
        }
        if rest.get(at + 1).and_then(|t| t.parse::<usize>().ok()) != Some(i + 1) {
            reject(format!("bag line {} is not numbered {}", i + 1, i + 1));
        }
        at += 2;
        let mut bag = Vec::new();
        // The vertices of the bag: up to the next "b", or, for the last
        // bag, exactly the words left before the 2(K - 1) of the edges.
        let end = if i + 1 < k {
            rest[at..].iter().position(|&t| t == "b").map_or(rest.len(), |p| at + p)
        } else {
            rest.len().saturating_sub(2 * (k - 1)).max(at)
        };
        for t in &rest[at..end] {
            match t.parse::<usize>() {
                Ok(v) if 1 <= v && v <= n => bag.push(v - 1),
                _ => reject(format!("bag {}: {:?} is not a vertex", i + 1, t)),
            }
        }
        at = end;
        bag.sort_unstable();
        bag.dedup();
        if bag.len() > w + 1 {
            reject(format!("bag {} has {} vertices; w = {}", i + 1, bag.len(), w));
        }
        bags.push(bag);
    }
    if rest.len() - at != 2 * k.saturating_sub(1) {
        reject(format!("expected {} tree edges", k.saturating_sub(1)));
    }
    let mut tree = Vec::new();
    let mut parent: Vec<usize> = (0..k).collect();
    for pair in rest[at..].chunks(2) {
        let end = |t: &str| match t.parse::<usize>() {
            Ok(x) if 1 <= x && x <= k => x - 1,
            _ => reject(format!("{:?} is not a bag", t)),
        };
        let (a, b) = (end(pair[0]), end(pair[1]));
        let (ra, rb) = (find(&mut parent, a), find(&mut parent, b));
        if ra == rb {
            reject(format!("the tree edge ({}, {}) closes a cycle", a + 1, b + 1));
        }
        parent[ra] = rb;
        tree.push((a, b));
    }
    if expected_none {
        fail("a valid decomposition of width 2, but the answer says -1".to_string());
    }
    let mut covered = HashSet::new();
    for bag in &bags {
        for (i, &a) in bag.iter().enumerate() {
            for &b in &bag[i + 1..] {
                covered.insert((a, b));
            }
        }
    }
    for &(a, b) in &edges {
        if !covered.contains(&(a.min(b), a.max(b))) {
            reject(format!("no bag holds the edge ({}, {})", a + 1, b + 1));
        }
    }
    // Each vertex's bags, a forest inside the tree, are connected when they
    // are one more than the tree edges between them.
    let mut count = vec![0usize; n];
    let mut joined = vec![0usize; n];
    for bag in &bags {
        for &v in bag {
            count[v] += 1;
        }
    }
    for &(a, b) in &tree {
        for &v in &bags[a] {
            if bags[b].binary_search(&v).is_ok() {
                joined[v] += 1;
            }
        }
    }
    for v in 0..n {
        if count[v] > 0 && joined[v] + 1 != count[v] {
            reject(format!("the bags holding vertex {} are not connected", v + 1));
        }
    }
}
