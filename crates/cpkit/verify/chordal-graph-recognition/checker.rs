//! Checker for verify-chordal-graph-recognition: any certificate is
//! right, so this program decides, as the statement defines an answer. It
//! is run as `checker <input> <output> <answer>` (testlib's order: the
//! case's input, the solution's output, the expected output). Exit code 0
//! accepts, 1 rejects the output, 3 means the input or the expected answer
//! is broken; the first line printed is the message.
//!
//! The output says YES or NO as the answer does; YES with a perfect
//! elimination ordering (a permutation in which each vertex's later
//! neighbours are pairwise adjacent), NO with K >= 4 and K distinct
//! vertices, each adjacent to the next (cyclically) and to no other.

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

/// Whitespace-separated integers, with the file's name for messages.
struct Tokens<'a> {
    words: std::str::SplitWhitespace<'a>,
    what: &'static str,
    fail_code: i32,
}

impl<'a> Tokens<'a> {
    fn new(text: &'a str, what: &'static str, fail_code: i32) -> Tokens<'a> {
        Tokens { words: text.split_whitespace(), what, fail_code }
    }

    fn next(&mut self, name: &str) -> i64 {
        match self.words.next() {
            None => self.fail(&format!("{}: expected {}; found the end", self.what, name)),
            Some(word) => match word.parse() {
                Ok(value) => value,
                Err(_) => self.fail(&format!("{}: expected {} as an integer; found {:?}", self.what, name, word)),
            },
        }
    }

    fn vertex(&mut self, name: &str, n: i64) -> usize {
        let v = self.next(name);
        if v < 0 || v >= n {
            self.fail(&format!("{}: {} = {} is not a vertex of 0..{}", self.what, name, v, n));
        }
        v as usize
    }

    fn end(&mut self) {
        if let Some(word) = self.words.next() {
            self.fail(&format!("{}: expected the end; found {:?}", self.what, word));
        }
    }

    fn fail(&self, message: &str) -> ! {
        println!("{}", message);
        process::exit(self.fail_code);
    }
}

/// The first word of a file (YES or NO), and the rest.
fn verdict<'a>(text: &'a str, what: &str, fail_code: i32) -> (&'a str, &'a str) {
    let text = text.trim_start();
    let end = text.find(char::is_whitespace).unwrap_or(text.len());
    let word = &text[..end];
    if word != "YES" && word != "NO" {
        println!("{}: expected YES or NO; found {:?}", what, word);
        process::exit(fail_code);
    }
    (word, &text[end..])
}

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() != 4 {
        println!("usage: checker <input> <output> <answer>");
        process::exit(3);
    }
    let (input, output, answer) = (read(&args[1]), read(&args[2]), read(&args[3]));

    let mut inp = Tokens::new(&input, "input", 3);
    let n = inp.next("N");
    let m = inp.next("M");
    let mut adj = vec![Vec::new(); n as usize];
    let mut edges = HashSet::new();
    for i in 0..m {
        let u = inp.vertex(&format!("a_{}", i), n);
        let v = inp.vertex(&format!("b_{}", i), n);
        adj[u].push(v);
        adj[v].push(u);
        edges.insert((u.min(v), u.max(v)));
    }
    let adjacent = |u: usize, v: usize| edges.contains(&(u.min(v), u.max(v)));

    let (expected, _) = verdict(&answer, "answer", 3);
    let (word, rest) = verdict(&output, "output", 1);
    let mut out = Tokens::new(rest, "output", 1);
    if word != expected {
        out.fail(&format!("said {}; the answer says {}", word, expected));
    }
    if word == "YES" {
        let mut place = vec![usize::MAX; n as usize];
        let mut order = Vec::new();
        for i in 0..n as usize {
            let v = out.vertex(&format!("v_{}", i), n);
            if place[v] != usize::MAX {
                out.fail(&format!("vertex {} appears twice", v));
            }
            place[v] = i;
            order.push(v);
        }
        out.end();
        // Each vertex's later neighbours are adjacent to the first of them.
        for &v in &order {
            let later: Vec<usize> = adj[v].iter().copied().filter(|&w| place[w] > place[v]).collect();
            if let Some(&first) = later.iter().min_by_key(|&&w| place[w]) {
                for &w in &later {
                    if w != first && !adjacent(first, w) {
                        out.fail(&format!("{} and {}, after {}, are not adjacent", first, w, v));
                    }
                }
            }
        }
    } else {
        let k = out.next("K");
        if k < 4 || k > n {
            out.fail(&format!("K = {} is no induced cycle's length", k));
        }
        let k = k as usize;
        let cycle: Vec<usize> = (0..k).map(|i| out.vertex(&format!("c_{}", i), n)).collect();
        out.end();
        let mut at = vec![usize::MAX; n as usize];
        for (i, &v) in cycle.iter().enumerate() {
            if at[v] != usize::MAX {
                out.fail(&format!("vertex {} appears twice", v));
            }
            at[v] = i;
        }
        for (i, &v) in cycle.iter().enumerate() {
            let next = cycle[(i + 1) % k];
            if !adjacent(v, next) {
                out.fail(&format!("{} and {} are not adjacent", v, next));
            }
            for &w in &adj[v] {
                let j = at[w];
                if j != usize::MAX && j != (i + 1) % k && (j + 1) % k != i {
                    out.fail(&format!("{} - {} is a chord", v, w));
                }
            }
        }
    }
}
