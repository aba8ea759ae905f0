//! Checker for verify-min-cost-b-flow: any optimal flow with a dual that
//! proves it is right, so this program decides, as the statement defines
//! an answer. It is run as
//! `checker <input> <output> <answer>` (testlib's order: the case's input,
//! the solution's output, the expected output). Exit code 0 accepts, 1
//! rejects the output, 3 means the input or the expected answer is broken;
//! the first line printed is the message.
//!
//! The output is `infeasible` exactly when the answer is; otherwise it is
//! the answer's cost z, n potentials p (|p| at most 10^15) and m flows f:
//! each flow within its edge's bounds, every vertex sending out its supply
//! net, z the flow's cost, and complementary slackness (f > lower implies
//! c + p_s - p_t <= 0, f < upper implies it is >= 0).

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

    fn word(&mut self, name: &str) -> &'a str {
        match self.words.next() {
            None => self.fail(&format!("{}: expected {}; found the end", self.what, name)),
            Some(word) => word,
        }
    }

    fn wide(&mut self, name: &str) -> i128 {
        let word = self.word(name);
        match word.parse() {
            Ok(value) => value,
            Err(_) => self.fail(&format!("{}: expected {} as an integer; found {:?}", self.what, name, word)),
        }
    }

    fn bounded(&mut self, name: &str, limit: i64) -> i64 {
        let x = self.next(name);
        if x < -limit || x > limit {
            self.fail(&format!("{}: {} = {} is outside -{}..={}", self.what, name, x, limit, limit));
        }
        x
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
    let n = inp.next("n");
    let m = inp.next("m");
    let b: Vec<i64> = (0..n).map(|v| inp.next(&format!("b_{}", v))).collect();
    let mut edges = Vec::new();
    for e in 0..m {
        let s = inp.vertex(&format!("s_{}", e), n);
        let t = inp.vertex(&format!("t_{}", e), n);
        let lower = inp.next(&format!("l_{}", e));
        let upper = inp.next(&format!("u_{}", e));
        let cost = inp.next(&format!("c_{}", e));
        edges.push((s, t, lower, upper, cost));
    }

    let mut ans = Tokens::new(&answer, "answer", 3);
    let expected = match ans.word("z") {
        "infeasible" => None,
        _ => Some(Tokens::new(&answer, "answer", 3).wide("z")),
    };
    let mut out = Tokens::new(&output, "output", 1);
    let first = out.word("z or infeasible");
    let z = if first == "infeasible" {
        None
    } else {
        Some(Tokens::new(first, "output", 1).wide("z"))
    };
    match (z, expected) {
        (None, None) => return out.end(),
        (None, Some(_)) => out.fail("the answer has a flow, the output says infeasible"),
        (Some(_), None) => out.fail("the answer says infeasible, the output has a flow"),
        (Some(z), Some(best)) if z != best => out.fail(&format!("z = {} is not the least cost {}", z, best)),
        _ => {}
    }
    let z = z.unwrap();
    let p: Vec<i64> = (0..n).map(|v| out.bounded(&format!("p_{}", v), 1_000_000_000_000_000)).collect();
    let f: Vec<i64> = (0..m).map(|e| out.bounded(&format!("f_{}", e), 1_000_000_000)).collect();
    out.end();
    let mut net = vec![0i64; n as usize];
    let mut total: i128 = 0;
    for (e, &(s, t, lower, upper, cost)) in edges.iter().enumerate() {
        let x = f[e];
        if x < lower || x > upper {
            out.fail(&format!("f_{} = {} is outside its bounds {}..={}", e, x, lower, upper));
        }
        net[s] += x;
        net[t] -= x;
        total += cost as i128 * x as i128;
        let reduced = cost as i128 + p[s] as i128 - p[t] as i128;
        if x > lower && reduced > 0 {
            out.fail(&format!("f_{} = {} is above its lower bound, but its reduced cost is {} > 0", e, x, reduced));
        }
        if x < upper && reduced < 0 {
            out.fail(&format!("f_{} = {} is below its upper bound, but its reduced cost is {} < 0", e, x, reduced));
        }
    }
    for v in 0..n as usize {
        if net[v] != b[v] {
            out.fail(&format!("vertex {} sends out {} net, not its supply {}", v, net[v], b[v]));
        }
    }
    if total != z {
        out.fail(&format!("the flow costs {}, not z = {}", total, z));
    }
}
