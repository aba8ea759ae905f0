//! Checker for verify-static-convex-hull (Library Checker "Static Convex
//! Hull"): each test's hull may start at any vertex, so the output is right
//! when, test by test, it has the answer's number of vertices and the same
//! cycle of points, both rotated to start at their smallest point (as the
//! problem's own checker compares them; with two vertices that also allows
//! either order). It is run as `checker <input> <output> <answer>`
//! (testlib's order). Exit code 0 accepts; 1 rejects, with the reason on the
//! first line; 3 says the input or the answer is unreadable or malformed.

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

/// The numbers of a file, read one at a time; `bad` reports a problem.
struct Numbers<'a> {
    tokens: std::str::SplitAsciiWhitespace<'a>,
    bad: fn(String) -> !,
    what: &'static str,
}

impl Numbers<'_> {
    fn next(&mut self) -> i64 {
        match self.tokens.next() {
            Some(t) => t.parse().unwrap_or_else(|_| (self.bad)(format!("the {} has {:?} where a number goes", self.what, t))),
            None => (self.bad)(format!("the {} ends early", self.what)),
        }
    }

    fn hull(&mut self) -> Vec<(i64, i64)> {
        let m = self.next();
        if !(0..=1_000_000).contains(&m) {
            (self.bad)(format!("the {} has {} vertices", self.what, m));
        }
        let mut hull: Vec<(i64, i64)> = (0..m).map(|_| (self.next(), self.next())).collect();
        if let Some(first) = (0..hull.len()).min_by_key(|&i| hull[i]) {
            hull.rotate_left(first);
        }
        hull
    }
}

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() != 4 {
        println!("usage: checker <input> <output> <answer>");
        process::exit(3);
    }
    let (input, output, answer) = (read(&args[1]), read(&args[2]), read(&args[3]));
    let t = Numbers { tokens: input.split_ascii_whitespace(), bad: fail, what: "input" }.next();
    let mut ours = Numbers { tokens: output.split_ascii_whitespace(), bad: reject, what: "output" };
    let mut theirs = Numbers { tokens: answer.split_ascii_whitespace(), bad: fail, what: "answer" };
    for case in 0..t {
        let (expected, found) = (theirs.hull(), ours.hull());
        if expected.len() != found.len() {
            reject(format!("test {}: expected {} vertices; found {}", case + 1, expected.len(), found.len()));
        }
        if expected != found {
            reject(format!("test {}: the vertices are not the hull's, counterclockwise", case + 1));
        }
    }
    if ours.tokens.next().is_some() {
        reject("the output goes on after the last test".to_string());
    }
}
