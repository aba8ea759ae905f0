//! Checker for verify-minimum-steiner-tree: any lightest edge set is right, so this
//! program decides, as the statement defines an answer. It is run as
//! `checker <input> <output> <answer>` (testlib's order: the case's input,
//! the solution's output, the expected output). Exit code 0 accepts, 1
//! rejects the output, 3 means the input or the expected answer is broken;
//! the first line printed is the message.
//!
//! The output is Y, Z and Z distinct edge indices whose weights add up to
//! Y, with Y the answer's and every terminal joined to the others by the
//! edges chosen.

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
    let mut edges = Vec::new();
    for i in 0..m {
        let u = inp.vertex(&format!("U_{}", i), n);
        let v = inp.vertex(&format!("V_{}", i), n);
        let w = inp.next(&format!("W_{}", i));
        edges.push((u, v, w));
    }
    let k = inp.next("K");
    let terminals: Vec<usize> = (0..k).map(|i| inp.vertex(&format!("X_{}", i), n)).collect();

    let expected = Tokens::new(&answer, "answer", 3).next("Y");
    let mut out = Tokens::new(&output, "output", 1);
    let y = out.next("Y");
    if y != expected {
        out.fail(&format!("Y = {}; expected {}", y, expected));
    }
    let z = out.next("Z");
    if z < 0 || z > m {
        out.fail(&format!("Z = {} is not a number of edges of 0..={}", z, m));
    }
    let mut used = vec![false; m as usize];
    // Components of the chosen edges, merged by relabelling the smaller.
    let mut comp: Vec<usize> = (0..n as usize).collect();
    let mut members: Vec<Vec<usize>> = (0..n as usize).map(|v| vec![v]).collect();
    let mut total = 0i64;
    for i in 0..z {
        let e = out.next(&format!("i_{}", i));
        if e < 0 || e >= m {
            out.fail(&format!("i_{} = {} is not an edge of 0..{}", i, e, m));
        }
        if used[e as usize] {
            out.fail(&format!("i_{} = {} is chosen a second time", i, e));
        }
        used[e as usize] = true;
        let (u, v, w) = edges[e as usize];
        total += w;
        let (mut a, mut b) = (comp[u], comp[v]);
        if a != b {
            if members[a].len() < members[b].len() {
                std::mem::swap(&mut a, &mut b);
            }
            let moved = std::mem::take(&mut members[b]);
            for &x in &moved {
                comp[x] = a;
            }
            members[a].extend(moved);
        }
    }
    if total != y {
        out.fail(&format!("the chosen edges weigh {}, not Y = {}", total, y));
    }
    if let Some(&t) = terminals.iter().find(|&&t| comp[t] != comp[terminals[0]]) {
        out.fail(&format!("terminal {} is not joined to terminal {}", t, terminals[0]));
    }
    out.end();
}
