//! Checker for verify-st-numbering: any st-numbering is right, so this
//! program decides, as the statement defines an answer. It is run as
//! `checker <input> <output> <answer>` (testlib's order: the case's input,
//! the solution's output, the expected output). Exit code 0 accepts, 1
//! rejects the output, 3 means the input or the expected answer is broken;
//! the first line printed is the message.
//!
//! For each case the output says Yes or No as the answer does; with Yes, a
//! permutation of 0..N under which, each edge oriented upwards, every
//! vertex lies on a path from s to t.

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

/// The next word, Yes or No.
fn verdict(words: &mut std::str::SplitWhitespace<'_>, what: &str, code: i32) -> bool {
    match words.next() {
        Some("Yes") => true,
        Some("No") => false,
        other => {
            println!("{}: expected Yes or No; found {:?}", what, other);
            process::exit(code);
        }
    }
}

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() != 4 {
        println!("usage: checker <input> <output> <answer>");
        process::exit(3);
    }
    let (input, output, answer) = (read(&args[1]), read(&args[2]), read(&args[3]));
    let mut inp = Tokens::new(&input, "input", 3);
    let mut ans = answer.split_whitespace();
    let mut out = Tokens::new(&output, "output", 1);
    let cases = inp.next("T");
    for case in 0..cases {
        let n = inp.next("N");
        let m = inp.next("M");
        let s = inp.vertex("s", n);
        let t = inp.vertex("t", n);
        let edges: Vec<(usize, usize)> = (0..m).map(|_| (inp.vertex("u", n), inp.vertex("v", n))).collect();
        let expected = verdict(&mut ans, "answer", 3);
        if expected {
            // The answer's own numbering: any other right one is as good.
            for _ in 0..n {
                ans.next();
            }
        }
        let said = verdict(&mut out.words, "output", 1);
        if said != expected {
            out.fail(&format!("case {}: said {}; the answer says {}", case, if said { "Yes" } else { "No" }, if expected { "Yes" } else { "No" }));
        }
        if !said {
            continue;
        }
        let mut p = vec![0usize; n as usize];
        let mut seen = vec![false; n as usize];
        for (v, slot) in p.iter_mut().enumerate() {
            let x = out.vertex(&format!("p_{}", v), n);
            if seen[x] {
                out.fail(&format!("case {}: {} is given twice", case, x));
            }
            seen[x] = true;
            *slot = x;
        }
        // Orient upwards; forward from s and backward from t in the order.
        let n = n as usize;
        let mut from_s = vec![false; n];
        let mut to_t = vec![false; n];
        let mut by_number = vec![0usize; n];
        for v in 0..n {
            by_number[p[v]] = v;
        }
        let mut adj = vec![Vec::new(); n];
        for &(u, v) in &edges {
            adj[u].push(v);
            adj[v].push(u);
        }
        from_s[s] = true;
        for &v in &by_number {
            if from_s[v] {
                for &w in &adj[v] {
                    if p[w] > p[v] {
                        from_s[w] = true;
                    }
                }
            }
        }
        to_t[t] = true;
        for &v in by_number.iter().rev() {
            if to_t[v] {
                for &w in &adj[v] {
                    if p[w] < p[v] {
                        to_t[w] = true;
                    }
                }
            }
        }
        if let Some(v) = (0..n).find(|&v| !(from_s[v] && to_t[v])) {
            out.fail(&format!("case {}: vertex {} is on no path from s to t", case, v));
        }
    }
    out.end();
}
