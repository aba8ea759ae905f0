//! Checker for verify-general-weighted-matching: any maximum-weight
//! matching is right, so this program decides, as the statement defines an
//! answer. It is run as `checker <input> <output> <answer>` (testlib's
//! order: the case's input, the solution's output, the expected output).
//! Exit code 0 accepts, 1 rejects the output, 3 means the input or the
//! expected answer is broken; the first line printed is the message.
//!
//! The output is X, W and X edges of the input (either way round), no
//! vertex twice, weighing W in all, and W is the answer's weight.

use std::collections::HashMap;
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
    let mut weight = HashMap::new();
    for i in 0..m {
        let u = inp.vertex(&format!("u_{}", i), n);
        let v = inp.vertex(&format!("v_{}", i), n);
        let w = inp.next(&format!("w_{}", i));
        let best = weight.entry((u.min(v), u.max(v))).or_insert(w);
        *best = (*best).max(w);
    }

    let mut ans = Tokens::new(&answer, "answer", 3);
    ans.next("X");
    let expected = ans.next("W");
    let mut out = Tokens::new(&output, "output", 1);
    let x = out.next("X");
    let w = out.next("W");
    if w != expected {
        out.fail(&format!("W = {} is not the maximum weight {}", w, expected));
    }
    if x < 0 || x > n / 2 {
        out.fail(&format!("X = {} pairs of {} vertices", x, n));
    }
    let mut used = vec![false; n as usize];
    let mut total = 0;
    for i in 0..x {
        let a = out.vertex(&format!("a_{}", i), n);
        let b = out.vertex(&format!("b_{}", i), n);
        match weight.get(&(a.min(b), a.max(b))) {
            Some(&w) => total += w,
            None => out.fail(&format!("{} - {} (pair {}) is not an edge", a, b, i)),
        }
        for v in [a, b] {
            if used[v] {
                out.fail(&format!("vertex {} is matched twice (pair {})", v, i));
            }
            used[v] = true;
        }
    }
    if total != w {
        out.fail(&format!("the pairs weigh {}, not W = {}", total, w));
    }
    out.end();
}
