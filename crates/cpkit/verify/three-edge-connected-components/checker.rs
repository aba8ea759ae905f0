//! Checker for verify-three-edge-connected-components: the components may come in any
//! order, and their vertices too, so this program compares them as sets. It
//! is run as `checker <input> <output> <answer>` (testlib's order: the
//! case's input, the solution's output, the expected output). Exit code 0
//! accepts, 1 rejects the output, 3 means the input or the expected answer
//! is broken; the first line printed is the message.
//!
//! The output is K and K lines `l v_0 .. v_(l-1)`; sorted within and among
//! themselves, the lists must equal the answer's (the three-edge-connected components of a graph are
//! unique).

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

/// K, then K lists of vertices, each sorted, and the lists sorted.
fn components(tokens: &mut Tokens, n: i64) -> Vec<Vec<usize>> {
    let k = tokens.next("K");
    if k < 0 || k > 2 * n + 1 {
        tokens.fail(&format!("K = {} components on {} vertices", k, n));
    }
    let mut all = Vec::new();
    for i in 0..k {
        let l = tokens.next(&format!("l of component {}", i));
        if l < 1 || l > n {
            tokens.fail(&format!("component {} has l = {} vertices of {}", i, l, n));
        }
        let mut vs: Vec<usize> = (0..l).map(|j| tokens.vertex(&format!("v_{} of component {}", j, i), n)).collect();
        vs.sort_unstable();
        if vs.windows(2).any(|w| w[0] == w[1]) {
            tokens.fail(&format!("component {} lists a vertex twice", i));
        }
        all.push(vs);
    }
    tokens.end();
    all.sort();
    all
}

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() != 4 {
        println!("usage: checker <input> <output> <answer>");
        process::exit(3);
    }
    let (input, output, answer) = (read(&args[1]), read(&args[2]), read(&args[3]));
    let n = Tokens::new(&input, "input", 3).next("N");
    let expected = components(&mut Tokens::new(&answer, "answer", 3), n);
    let mut out = Tokens::new(&output, "output", 1);
    let found = components(&mut out, n);
    if found.len() != expected.len() {
        out.fail(&format!("{} components; expected {}", found.len(), expected.len()));
    }
    if let Some(i) = (0..found.len()).find(|&i| found[i] != expected[i]) {
        out.fail(&format!("the components differ: {:?} where the answer has {:?} (both sorted)", found[i], expected[i]));
    }
}
