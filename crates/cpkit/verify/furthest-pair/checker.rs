//! Checker for verify-furthest-pair: any furthest pair is right, so this
//! program decides, as the statement defines an answer. It is run as
//! `checker <input> <output> <answer>` (testlib's order: the case's input,
//! the solution's output, the expected output). Exit code 0 accepts, 1
//! rejects the output, 3 means the input or the expected answer is broken;
//! the first line printed is the message.
//!
//! For each case the output is `i j`, two different indices of its points,
//! whose squared distance is the answer's pair's.

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

    /// Two different indices of `0..n`.
    fn pair(&mut self, case: usize, n: usize) -> (usize, usize) {
        let i = self.next(&format!("i of case {}", case));
        let j = self.next(&format!("j of case {}", case));
        if i < 0 || j < 0 || i as usize >= n || j as usize >= n || i == j {
            self.fail(&format!("{}: case {}: ({}, {}) is not a pair of two of its {} points", self.what, case, i, j, n));
        }
        (i as usize, j as usize)
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
    let mut ans = Tokens::new(&answer, "answer", 3);
    let mut out = Tokens::new(&output, "output", 1);
    let t = inp.next("T");
    for case in 0..t as usize {
        let n = inp.next("N") as usize;
        let points: Vec<(i64, i64)> = (0..n).map(|_| (inp.next("x"), inp.next("y"))).collect();
        let d2 = |(i, j): (usize, usize)| {
            let (dx, dy) = ((points[i].0 - points[j].0) as i128, (points[i].1 - points[j].1) as i128);
            dx * dx + dy * dy
        };
        let expected = d2(ans.pair(case, n));
        let got = d2(out.pair(case, n));
        if got != expected {
            out.fail(&format!("case {}: the squared distance {} is not the largest, {}", case, got, expected));
        }
    }
    out.end();
}
