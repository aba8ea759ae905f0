//! Checker for verify-longest-increasing-subsequence: any longest increasing
//! subsequence is right, so this program decides, as the statement defines
//! an answer. It is run as `checker <input> <output> <answer>` (testlib's
//! order: the case's input, the solution's output, the expected output).
//! Exit code 0 accepts, 1 rejects the output, 3 means the input or the
//! expected answer is broken; the first line printed is the message.
//!
//! The output is `K` and K indices of the input, each above the last, whose
//! values strictly increase, and K is the answer's length.

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
    let a: Vec<i64> = (0..n).map(|i| inp.next(&format!("A_{}", i))).collect();

    let expected = Tokens::new(&answer, "answer", 3).next("K");
    let mut out = Tokens::new(&output, "output", 1);
    let k = out.next("K");
    if k != expected {
        out.fail(&format!("K = {} is not the longest length {}", k, expected));
    }
    let mut last: Option<i64> = None;
    for j in 0..k {
        let i = out.next(&format!("i_{}", j));
        if i < 0 || i >= n {
            out.fail(&format!("i_{} = {} is not an index of 0..{}", j, i, n));
        }
        if let Some(before) = last {
            if i <= before {
                out.fail(&format!("i_{} = {} does not come after i_{} = {}", j, i, j - 1, before));
            }
            if a[i as usize] <= a[before as usize] {
                out.fail(&format!(
                    "A_{} = {} is not above A_{} = {}",
                    i, a[i as usize], before, a[before as usize]
                ));
            }
        }
        last = Some(i);
    }
    out.end();
}
