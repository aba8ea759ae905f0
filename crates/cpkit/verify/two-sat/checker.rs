//! Checker for verify-two-sat (Library Checker "2-SAT"): any
//! satisfying assignment is right. It is run as `checker <input> <output>
//! <answer>` (testlib's order). Exit code 0 accepts; 1 rejects, with the
//! reason on the first line; 3 says an input or answer file is unreadable.
//!
//! What it checks, from the statement: the first line says `s SATISFIABLE`
//! exactly when the expected output does (whether a formula is satisfiable
//! has one answer); if so, the second is `v`, then for each variable i in
//! order i (true) or -i (false), then `0`; and every clause of the input
//! has a true literal under that assignment.

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

fn reject(message: String) -> ! {
    println!("{}", message);
    process::exit(1);
}

fn fail(message: String) -> ! {
    println!("{}", message);
    process::exit(3);
}

/// The next token as a number, or `bad` with what was expected.
fn number<'a>(tokens: &mut impl Iterator<Item = &'a str>, what: &str, bad: fn(String) -> !) -> i64 {
    match tokens.next() {
        None => bad(format!("the file ends before {}", what)),
        Some(token) => token
            .parse()
            .unwrap_or_else(|_| bad(format!("{}: expected a number; found {:?}", what, token))),
    }
}

/// The status line's verdict: `s SATISFIABLE` is true, `s UNSATISFIABLE` false.
fn status<'a>(tokens: &mut impl Iterator<Item = &'a str>, bad: fn(String) -> !) -> bool {
    match (tokens.next(), tokens.next()) {
        (Some("s"), Some("SATISFIABLE")) => true,
        (Some("s"), Some("UNSATISFIABLE")) => false,
        (first, second) => bad(format!(
            "expected \"s SATISFIABLE\" or \"s UNSATISFIABLE\"; found {:?} {:?}",
            first.unwrap_or(""),
            second.unwrap_or("")
        )),
    }
}

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() != 4 {
        println!("usage: checker <input> <output> <answer>");
        process::exit(3);
    }
    let (input, output, answer) = (read(&args[1]), read(&args[2]), read(&args[3]));
    let mut given = input.split_ascii_whitespace();
    if given.next() != Some("p") || given.next() != Some("cnf") {
        fail("the input does not start with \"p cnf\"".to_string());
    }
    let n = number(&mut given, "N", fail) as usize;
    let m = number(&mut given, "M", fail) as usize;
    let satisfiable = status(&mut answer.split_ascii_whitespace(), fail);

    let mut found = output.split_ascii_whitespace();
    let says = status(&mut found, reject);
    if says != satisfiable {
        reject(format!(
            "the output says {}; the formula is {}",
            if says { "SATISFIABLE" } else { "UNSATISFIABLE" },
            if satisfiable {
                "satisfiable"
            } else {
                "unsatisfiable"
            }
        ));
    }
    if satisfiable {
        if found.next() != Some("v") {
            reject("the assignment does not start with \"v\"".to_string());
        }
        let mut value = vec![false; n + 1];
        for i in 1..=n {
            let literal = number(&mut found, &format!("variable {}", i), reject);
            if literal.unsigned_abs() as usize != i {
                reject(format!(
                    "variable {} is given as {}; expected {} or -{}",
                    i, literal, i, i
                ));
            }
            value[i] = literal > 0;
        }
        let end = number(&mut found, "the final 0", reject);
        if end != 0 {
            reject(format!("the assignment ends with {}, not 0", end));
        }
        let holds = |literal: i64| value[literal.unsigned_abs() as usize] == (literal > 0);
        for c in 1..=m {
            let what = format!("clause {}", c);
            let a = number(&mut given, &what, fail);
            let b = number(&mut given, &what, fail);
            number(&mut given, &what, fail);
            let valid = |l: i64| l != 0 && l.unsigned_abs() as usize <= n;
            if !valid(a) || !valid(b) {
                fail(format!("clause {} names a variable out of range", c));
            }
            if !holds(a) && !holds(b) {
                reject(format!("clause {} ({} {}) is false", c, a, b));
            }
        }
    }
    if let Some(extra) = found.next() {
        reject(format!("extra output: {:?}", extra));
    }
}
